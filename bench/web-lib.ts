// Shared by the web benchmarks (web.ts) and the screenshot script (web-screenshots.ts): build what
// changed, start the production server on a throw-away database with the demo business, and open
// Debian's chromium.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { totpCode } from '../apps/api/src/modules/auth/totp.ts';
import { DEMO_OPERATOR_EMAIL, DEMO_OPERATOR_TOTP_SECRET } from '../apps/api/src/seed/demo-operator-seed.ts';
import { startProcess } from './lib.ts';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
export const DEMO_PASSWORD = 'Demo-Password-2026';
export const SETTING_PREFIX = 'Business Management Platform-';

/** Builds the web app and the API when their sources changed (BENCH_SKIP_BUILD=1 uses the last build). */
export function buildIfStale() {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  const result = spawnSync(process.execPath, [join(root, 'scripts/build-if-stale.mjs')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The build failed; see above.');
}

export type WebServer = { origin: string; stop: () => Promise<void> };

/** The built server (apps/api/dist/server.mjs) on a free port and a fresh demo database. */
export async function startWebServer(): Promise<WebServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bmp-bench-web-'));
  const server = await startProcess(join(root, 'apps/api/dist/server.mjs'), {
    env: { PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
    ready: /running at (http:\/\/localhost:\d+)/,
    timeoutMs: 120_000,
  });
  const origin = server.match[1];
  if (!origin) throw new Error('The server did not say its address');
  return {
    origin,
    stop: async () => {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Signs `email` in through the API inside `context` (the session cookie lands there) and stores
 * userData/userAbilityRules before the app starts, as the sign-in form does.
 */
/** The operator's signed-in cookie and session, kept: a two-step code is accepted once (replay). */
let operatorSignIn: { cookies: Awaited<ReturnType<BrowserContext['cookies']>>; session: unknown } | undefined;

export async function signIn(context: BrowserContext, origin: string, email: string) {
  if (email === DEMO_OPERATOR_EMAIL && operatorSignIn) {
    await context.addCookies(operatorSignIn.cookies);
    await storeSession(context, operatorSignIn.session);
    return;
  }
  const response = await context.request.post(`${origin}/api/auth/login`, {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'X-Requested-With': 'fetch' },
  });
  if (!response.ok()) throw new Error(`Signing in ${email} failed: ${response.status()}`);
  let session = (await response.json()) as { userData?: unknown; abilityRules?: unknown };
  if (email === DEMO_OPERATOR_EMAIL) {
    // The platform's operator always passes two-step (decision 0062): its demo secret is fixed.
    const code = await context.request.post(`${origin}/api/auth/login/two-step`, {
      data: { code: totpCode(DEMO_OPERATOR_TOTP_SECRET) },
      headers: { 'X-Requested-With': 'fetch' },
    });
    if (!code.ok()) throw new Error(`The operator's two-step sign-in failed: ${code.status()}`);
    session = await code.json();
    operatorSignIn = { cookies: await context.cookies(), session };
  }
  await storeSession(context, session);
}

/** Stores userData and userAbilityRules as the sign-in form does, before the app's first script. */
async function storeSession(context: BrowserContext, session: unknown) {
  await context.addInitScript((stored) => {
    const { userData, abilityRules } = stored as { userData: unknown; abilityRules: unknown };
    localStorage.setItem('userData', JSON.stringify(userData));
    localStorage.setItem('userAbilityRules', JSON.stringify(abilityRules));
  }, session);
}

/** Stores display settings (theme, language, navigation, ...) before the app starts. */
export async function storeSettings(context: BrowserContext, settings: Record<string, string>) {
  await context.addInitScript(
    ({ prefix, values }) => {
      for (const [name, value] of Object.entries(values)) localStorage.setItem(prefix + name, value);
    },
    { prefix: SETTING_PREFIX, values: settings },
  );
}

export type ScriptTransfer = {
  url: string;
  transferSize: number;
  encodedBodySize: number;
  decodedBodySize: number;
};

/**
 * The scripts `page` has downloaded, as the browser counts them (Resource Timing): `transferSize` is
 * what came over the wire (headers and the body as sent, compressed or not), `encodedBodySize` the
 * body as sent, `decodedBodySize` after decompression. Module preloads count (they are scripts the
 * page will run); a file served from the cache would count 0.
 */
export function javaScriptOnTheWire(page: Page): Promise<ScriptTransfer[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
      .map((entry) => ({
        url: new URL(entry.name).pathname,
        transferSize: entry.transferSize,
        encodedBodySize: entry.encodedBodySize,
        decodedBodySize: entry.decodedBodySize,
      })),
  );
}
