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

describe('redactUrl', () => {
  it('hides token-like query values and keeps the rest', () => {
    expect(redactUrl('/api/auth/verify?token=abc&lang=fr')).toBe(
      '/api/auth/verify?token=%5Bredacted%5D&lang=fr',
    );
    expect(redactUrl('/api/services?page=2')).toBe('/api/services?page=2');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
