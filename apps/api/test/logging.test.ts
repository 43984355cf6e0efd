import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { redactUrl } from '../src/lib/logging.ts';
import { buildTestApp, type TestApp } from './support/app.ts';
import { capturingLogger } from './support/log-capture.ts';

describe('request logs', () => {
  const lines: string[] = [];
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('pglite', { logger: capturingLogger(lines) });
    t.app.post(
      '/api/test/login',
      {
        config: { access: 'public' },
        schema: { body: z.strictObject({ email: z.string(), password: z.string() }) },
      },
      async (request) => {
        // A handler that carelessly logs its input must still not leak the secret.
        request.log.info({ body: request.body }, 'login attempt');
        return { ok: true };
      },
    );
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('never contain passwords, cookies, authorization headers or tokens', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/test/login?token=tok-SECRET-1&page=2',
      headers: { cookie: 'sid=cookie-SECRET-2', authorization: 'Bearer bearer-SECRET-3' },
      payload: { email: 'ana@example.com', password: 'password-SECRET-4' },
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/health?resetToken=tok-SECRET-5',
      headers: { cookie: 'sid=cookie-SECRET-6' },
    });
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('/api/test/login');
    expect(log).toContain('page=2');
    expect(log).not.toMatch(/SECRET/);
  });
});

describe('request ids', () => {
  const lines: string[] = [];
  let t: TestApp;
  type LogLine = { reqId?: string; msg?: string; req?: { url?: string } };
  const logged = () =>
    lines
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  const linesOf = (id: string) => logged().filter((line) => line.reqId === id);

  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      logger: capturingLogger(lines),
      // An identity provider nothing answers at: its route logs the failure through request.log.
      config: {
        oidc: {
          issuer: 'http://127.0.0.1:9/none',
          clientId: 'x',
          clientSecret: undefined,
          extraScopes: [],
          name: 'Test',
        },
      },
    });
    t.app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
      throw new Error('kaput');
    });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it("keeps the balancer's id: on every line of the request and in the answer", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
    const messages = linesOf('abc-123').map((line) => line.msg);
    expect(messages).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    // Every line about this URL carries the id.
    const aboutIt = logged().filter((line) => line.req?.url === '/api/health');
    expect(aboutIt.length).toBeGreaterThan(0);
    expect(aboutIt.every((line) => line.reqId === 'abc-123')).toBe(true);
  });

  it('replaces an id that is not sane (too long, spaces, quotes) with a generated one', async () => {
    for (const given of ['x'.repeat(101), 'abc 123', 'abc"}{"admin":true', '']) {
      lines.length = 0;
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': given },
      });
      const id = String(response.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(linesOf(id).map((line) => line.msg)).toContain('request completed');
      if (given !== '') expect(lines.join('')).not.toContain(given);
    }
  });

  it('gives each request without one an id of its own, also on early refusals and 404s', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    const second = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(first.statusCode).toBe(401);
    expect(second.statusCode).toBe(404);
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("carries the id on the lines a route's own code and the error handler write", async () => {
    const oidc = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/authorize',
      headers: { 'x-request-id': 'oidc-req-1' },
    });
    expect(oidc.statusCode).toBe(503);
    expect(linesOf('oidc-req-1').map((line) => line.msg)).toContain('OpenID discovery failed');

    const boom = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'boom.42' },
    });
    expect(boom.statusCode).toBe(500);
    expect(boom.headers['x-request-id']).toBe('boom.42');
    expect(linesOf('boom.42').map((line) => line.msg)).toContain('request failed');
  });
});

describe('redactUrl', () => {
  it('hides token-like query values and keeps the rest', () => {
    expect(redactUrl('/api/auth/verify?token=abc&lang=fr')).toBe(
      '/api/auth/verify?token=%5Bredacted%5D&lang=fr',
    );
    expect(redactUrl('/api/services?page=2')).toBe('/api/services?page=2');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
