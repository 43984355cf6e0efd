import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { publicConfigOf } from '@bmp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/app.ts';

// The prerendered public pages (docs/decisions/0032-prerendered-public-pages.md): the server sends the
// build's HTML for /home and /login, the /login file rendered with its own public settings, never
// cached, compressed like the app shell; every other address still gets the shell. PGlite only.
describe('prerendered pages', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'bmp-web-prerendered-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>app shell</title><div id="root"></div>',
    'prerendered/home.html':
      '<!doctype html><title>Home</title><div id="root" data-prerendered="/home">home</div>',
    'prerendered/login.html': '<!doctype html><title>Sign in</title><div id="root">sign-in form</div>',
    'prerendered/login-demo.html':
      '<!doctype html><title>Sign in</title><div id="root">sign-in form and demo accounts</div>',
  };
  const apps: TestApp[] = [];
  let demo: TestApp;

  beforeAll(async () => {
    mkdirSync(join(webDist, 'prerendered'));
    for (const [file, html] of Object.entries(files)) {
      writeFileSync(join(webDist, file), html);
      writeFileSync(join(webDist, `${file}.br`), brotliCompressSync(html));
    }
    writeFileSync(
      join(webDist, 'prerendered', 'pages.json'),
      JSON.stringify([
        { path: '/home', file: 'prerendered/home.html' },
        { path: '/login', file: 'prerendered/login.html', publicConfig: publicConfigOf({ demo: false }) },
        { path: '/login', file: 'prerendered/login-demo.html', publicConfig: publicConfigOf({ demo: true }) },
      ]),
    );
    demo = await buildTestApp('pglite', { webDistDir: webDist, config: { seedDemo: true } });
    apps.push(demo);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  const get = (t: TestApp, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
  const html = (response: { rawPayload: Buffer }) => brotliDecompressSync(response.rawPayload).toString();

  it('sends /home and /login prerendered, compressed and uncached', async () => {
    for (const [url, file] of [
      ['/home', 'prerendered/home.html'],
      ['/login', 'prerendered/login-demo.html'],
      ['/login?redirect=%2Fmembers%2Fdashboard', 'prerendered/login-demo.html'],
    ] as const) {
      const response = await get(demo, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(html(response), url).toBe(files[file]);
    }
  });

  it('sends the /login rendered with its own public settings, and the shell when none was', async () => {
    const plain = await buildTestApp('pglite', { webDistDir: webDist, config: { seedDemo: false } });
    apps.push(plain);
    expect(html(await get(plain, '/login'))).toBe(files['prerendered/login.html']);
    const withOidc = await buildTestApp('pglite', {
      webDistDir: webDist,
      config: {
        seedDemo: false,
        oidc: {
          issuer: 'https://id.example.test',
          clientId: 'bmp',
          clientSecret: undefined,
          extraScopes: [],
          name: 'Example ID',
        },
      },
    });
    apps.push(withOidc);
    // Its sign-in form has a "Sign in with Example ID" button no prerendered page has.
    expect(html(await get(withOidc, '/login'))).toBe(files['index.html']);
    expect(html(await get(withOidc, '/home'))).toBe(files['prerendered/home.html']);
  });

  it('sends the app shell on every other address, a trailing slash included', async () => {
    for (const url of ['/', '/register', '/login/', '/home/', '/members/dashboard']) {
      const response = await get(demo, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(html(response), url).toBe(files['index.html']);
    }
  });
});
