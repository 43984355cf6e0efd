import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/app.ts';

// What goes over the wire (docs/benchmarks.md, bench:web): the web build's precompressed files chosen
// by Accept-Encoding, API answers over 1 KB compressed. Engine-independent, so PGlite only.
describe('compression', () => {
  let t: TestApp;
  const script = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text ${i}`))};\n`;
  const shell = `<!doctype html><title>app shell</title>${'<!-- padding -->'.repeat(100)}`;

  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'bmp-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), shell);
    writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync(shell));
    writeFileSync(join(webDist, 'index.html.gz'), gzipSync(shell));
    writeFileSync(join(webDist, 'assets', 'page-abc123.js'), script);
    writeFileSync(join(webDist, 'assets', 'page-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(webDist, 'assets', 'page-abc123.js.gz'), gzipSync(script));
    // A file the build did not compress (too small to gain): sent as it is, never compressed per request.
    writeFileSync(join(webDist, 'assets', 'tiny-abc123.js'), 'x');
    t = await buildTestApp('pglite', { webDistDir: webDist });
  });
  afterAll(() => t.close());

  it('sends the brotli file of a hashed asset to a browser that accepts it, still cached for a year', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/page-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip file when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/page-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/page-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends a file without a compressed copy as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/tiny-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('x');
  });

  it('sends the app shell compressed and uncached on client-side routes', async () => {
    for (const url of ['/', '/members/services']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(shell);
    }
  });

  it('compresses API answers over 1 KB, such as the OpenAPI document', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small API answers uncompressed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: expect.any(String) });
  });
});
