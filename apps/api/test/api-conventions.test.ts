import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emailSchema } from '@bmp/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appOn, buildTestApp, type TestApp } from './support/app.ts';

// These conventions do not depend on the database engine, so they run on PGlite only.
describe('API conventions', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'bmp-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app shell</title>');
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await buildTestApp('pglite', { webDistDir: webDist });
    // A route shaped like every form endpoint, to test the shared validation and error plumbing.
    t.app.withTypeProvider<ZodTypeProvider>().post(
      '/api/test/customers',
      {
        config: { access: 'public' },
        schema: {
          body: z.strictObject({
            email: emailSchema,
            address: z.strictObject({ city: z.string().min(1, 'Enter a city.') }),
          }),
        },
      },
      async (request) => ({ ok: true, email: request.body.email }),
    );
    t.app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
      throw new Error('relation "secret_table" does not exist at SELECT * FROM secret_table');
    });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('serves an OpenAPI 3.1 document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();
    // The zod body schema becomes the request body schema, unknown fields forbidden.
    const body = document.paths['/api/test/customers'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['email', 'address']);
    expect(body.additionalProperties).toBe(false);
  });

  it('serves a docs page for the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger-ui');
  });

  it('rejects unknown JSON fields with a message on each of them, and runs no handler', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/customers',
      payload: { email: 'ana@example.com', address: { city: 'LA', zip: '90001' }, isAdmin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toEqual({
      isAdmin: ['This field is not allowed.'],
      'address.zip': ['This field is not allowed.'],
    });
  });

  it('puts each validation message on its own field, using the shared rules', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/customers',
      payload: { email: 'not-an-email', address: { city: '' } },
    });
    expect(response.statusCode).toBe(400);
    const problem = response.json();
    expect(problem).toMatchObject({ type: 'about:blank', title: 'Bad Request', status: 400 });
    expect(problem.errors.email).toEqual(['Enter a valid email address.']);
    expect(problem.errors['address.city']).toEqual(['Enter a city.']);
  });

  it('accepts a valid body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/customers',
      payload: { email: 'Ana@Example.com', address: { city: 'LA' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, email: 'ana@example.com' });
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/customers',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('hides the cause of a server error from the client', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      detail: 'Something went wrong.',
    });
    expect(response.body).not.toContain('secret_table');
    expect(response.body).not.toContain('at ');
  });

  it('answers an unknown API path with a 404 problem, not the app shell', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 404, instance: '/api/no-such-thing' });
  });

  it('serves the app shell for client-side routes, uncached', async () => {
    for (const url of ['/', '/admin/dashboard', '/pages/misc/not-found/a/b']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('app shell');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches fingerprinted assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends security headers with a CSP that allows only its own origin', async () => {
    for (const url of ['/', '/api/health']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/https?:|\*/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('refuses to register a body schema that would accept unknown fields', async () => {
    const app = await appOn(t.database);
    expect(() =>
      app.post(
        '/api/test/loose',
        { config: { access: 'public' }, schema: { body: z.object({ name: z.string() }) } },
        async () => ({}),
      ),
    ).toThrow(/z.strictObject/);
    await app.close();
  });
});
