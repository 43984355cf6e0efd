import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBusiness } from '../../src/seed/demo-seed.ts';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { signIn } from '../support/auth.ts';

describe('response headers and malformed addresses', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await seedDemoBusiness(t.database.db);
  });
  afterAll(() => t.close());

  it('marks answers for a signed-in person no-store, and leaves public ones cacheable', async () => {
    const cookie = await signIn(t.app, 'member@demo.test');
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.headers['cache-control'], JSON.stringify(session.headers)).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@demo.test', password: 'Demo-Password-2026' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBeUndefined();
  });

  it('sends a Permissions-Policy that allows geolocation only to the app itself', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['permissions-policy']).toContain('geolocation=(self)');
    expect(health.headers['permissions-policy']).toContain('camera=()');
  });

  it('answers a malformed URL with a 400 and an over-long one with a 414, both as problem+json', async () => {
    const malformed = await t.app.inject({ method: 'GET', url: '/api/services/%zz' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['content-type']).toContain('application/problem+json');
    expect(malformed.json()).toMatchObject({ status: 400, title: 'Bad Request' });
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/services/${'a'.repeat(500)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.headers['content-type']).toContain('application/problem+json');
    expect(tooLong.json()).toMatchObject({ status: 414, title: 'URI Too Long' });
  });
});
