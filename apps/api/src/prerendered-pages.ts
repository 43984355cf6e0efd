import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { PublicConfig } from '@bmp/shared';

// Which HTML file the server sends for an address of the web app (docs/decisions/0032-prerendered-public-pages.md).
// The build prerenders a few public pages (apps/web/prerender.ts) and lists them in
// dist/prerendered/pages.json, a page that shows the server's public settings once per settings it was
// rendered with. This server sends a prerendered page only when it was rendered with this server's own
// GET /api/public/config answer; every other address, and such a page without a match, gets index.html.

const MANIFEST = join('prerendered', 'pages.json');

type ManifestEntry = { path: string; file: string; publicConfig?: PublicConfig };

export type AppPages = { fileFor: (path: string) => string };

/** The build's prerendered pages under `webDist` that fit a server answering `publicConfig`. */
export function loadAppPages(webDist: string, publicConfig: PublicConfig): AppPages {
  const pages = new Map<string, string>();
  const manifest = join(webDist, MANIFEST);
  const entries: ManifestEntry[] = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : [];
  for (const entry of entries) {
    const fits = entry.publicConfig === undefined || isDeepStrictEqual(entry.publicConfig, publicConfig);
    if (fits && !pages.has(entry.path) && existsSync(join(webDist, entry.file))) {
      pages.set(entry.path, entry.file);
    }
  }
  return {
    // The exact address only: /login/ and the like get the shell and render in the browser.
    fileFor: (path) => pages.get(path) ?? 'index.html',
  };
}
