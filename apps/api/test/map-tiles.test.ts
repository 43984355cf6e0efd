import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/app.ts';

// MAP_TILE_URL (decision 0060, "Points on the map"): the web app's maps get the tile address from the
// public config, and the CSP's img-src allows exactly that address's origin, nothing when it is unset.
// Engine-independent, so PGlite only.

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const imgSrcOf = (csp: string) =>
  csp
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('img-src '));

describe('map tiles', () => {
  let without: TestApp;
  let withTiles: TestApp;

  beforeAll(async () => {
    without = await buildTestApp('pglite');
    withTiles = await buildTestApp('pglite', { config: { mapTileUrl: TILES } });
  });
  afterAll(async () => {
    await without?.close();
    await withTiles?.close();
  });

  it('allows no other image origin and tells the web app there are no tiles when MAP_TILE_URL is unset', async () => {
    const response = await without.app.inject({ method: 'GET', url: '/api/public/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().map).toEqual({ tileUrl: null });
    const csp = String(response.headers['content-security-policy']);
    expect(imgSrcOf(csp)).toBe("img-src 'self' data: blob:");
    expect(csp).not.toMatch(/https?:/);
  });

  it('allows exactly the tile origin in img-src, and nowhere else, when MAP_TILE_URL is set', async () => {
    for (const url of ['/api/public/config', '/api/health']) {
      const response = await withTiles.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(imgSrcOf(csp)).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
      // The origin only: no path, no wildcard, and no other directive names it.
      expect(csp.match(/https?:\/\/[^\s;]+/g)).toEqual(['https://tile.openstreetmap.org']);
      expect(csp).toContain("connect-src 'self'");
      expect(csp).not.toContain('*');
    }
    const config = await withTiles.app.inject({ method: 'GET', url: '/api/public/config' });
    expect(config.json().map).toEqual({ tileUrl: TILES });
  });
});
