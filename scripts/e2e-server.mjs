// Starts the built server for the browser tests on a throw-away embedded database.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// One directory per port, so two browser runs on different E2E_PORTs do not share a database.
const dataDir = fileURLToPath(new URL(`../.data-test/e2e-${process.env.PORT ?? 'default'}`, import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = 'true';
process.env.LOG_LEVEL ??= 'warn';
// Every browser test signs up from 127.0.0.1; the per-address limit has its own API test.
process.env.SIGNUPS_PER_HOUR ??= '100000';
await import('../apps/api/dist/server.mjs');
