import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// This file sits one level under apps/api both as source (src/) and bundled (dist/), so these
// relative paths hold in development, tests and production alike.
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const packageJsonPath = fileURLToPath(new URL('../package.json', import.meta.url));

export const APP_VERSION: string = (JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { version: string })
  .version;
