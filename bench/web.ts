// `npm run bench:web`: the web app's budgets (issue 4), measured on the production build served by the
// real server on a fresh demo database, in Debian's chromium:
//   - JavaScript loaded by /login (≤ 170 KB gzipped) and by the member dashboard (≤ 300 KB gzipped)
//   - Largest Contentful Paint on localhost (< 1 s)
//   - axe-core: no serious or critical violation on /home, /login and every page built so far
//   - Lighthouse accessibility score (≥ 95)
// Prints the figures and exits non-zero when a budget fails. See docs/benchmarks.md.
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  buildIfStale,
  CHROMIUM_PATH,
  launchChromium,
  signIn,
  startWebServer,
  storeSettings,
} from './web-lib.ts';

const require = createRequire(import.meta.url);

const BUDGETS = {
  loginJsKb: 170,
  memberDashboardJsKb: 300,
  lcpMs: 1000,
  lighthouseAccessibility: 95,
};

type Account = 'member' | 'newmember' | 'admin' | 'principal' | 'expert';
type PageCase = { path: string; as?: Account; settings?: Record<string, string>; label?: string };

// Every page built so far; signed-in pages are the placeholders and account pages inside the shell.
const AXE_PAGES: PageCase[] = [
  { path: '/home' },
  { path: '/login' },
  { path: '/member-login' },
  { path: '/expert-login' },
  { path: '/register' },
  { path: '/two-step' },
  { path: '/forgot-password' },
  { path: '/reset-password?token=x' },
  { path: '/verify-email' },
  { path: '/business' },
  { path: '/business/signup' },
  { path: '/pricing' },
  { path: '/help' },
  { path: '/help/booking-a-session' },
  { path: '/not-authorized' },
  { path: '/pages/misc/not-found/some/where' },
  { path: '/pages/misc/coming-soon' },
  { path: '/pages/misc/under-maintenance' },
  { path: '/pages/errors/401' },
  { path: '/pages/errors/404' },
  { path: '/pages/errors/500' },
  { path: '/members/policies/privacy' },
  { path: '/home', settings: { theme: 'dark' }, label: '/home (dark)' },
  { path: '/login', settings: { theme: 'dark' }, label: '/login (dark)' },
  { path: '/login', settings: { language: 'ar' }, label: '/login (Arabic)' },
  { path: '/pricing', settings: { language: 'fr' }, label: '/pricing (French)' },
  { path: '/members/dashboard', as: 'member' },
  { path: '/members/onboard', as: 'newmember' },
  { path: '/members/settings/account', as: 'member' },
  { path: '/admin/dashboard', as: 'admin' },
  {
    path: '/admin/dashboard',
    as: 'principal',
    settings: { navigation: 'horizontal' },
    label: '/admin/dashboard (horizontal)',
  },
  { path: '/admin/dashboard', as: 'admin', settings: { theme: 'dark' }, label: '/admin/dashboard (dark)' },
  { path: '/admin/expert-dashboard', as: 'expert' },
  { path: '/admin/account', as: 'expert' },
];

const LIGHTHOUSE_PAGES = ['/home', '/login', '/pricing', '/help'];

type Row = { measure: string; value: string; budget: string; result: 'pass' | 'FAIL' | 'not measured' };
const rows: Row[] = [];

function record(measure: string, value: string, budget: string, ok: boolean | null) {
  rows.push({ measure, value, budget, result: ok === null ? 'not measured' : ok ? 'pass' : 'FAIL' });
}

async function newContext(
  browser: Browser,
  origin: string,
  testCase: Omit<PageCase, 'path'> = {},
  { forAxe = false } = {},
) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light',
    // axe-core is injected as a script, which the app's CSP (script-src 'self') rightly refuses.
    bypassCSP: forAxe,
  });
  if (testCase.as) await signIn(context, origin, `${testCase.as}@demo.test`);
  if (testCase.settings) await storeSettings(context, testCase.settings);
  return context;
}

/** Opens `path` in a fresh context (cold cache) and sums the JavaScript it loaded, each file gzipped. */
async function measureJavaScript(browser: Browser, origin: string, path: string, as?: Account) {
  const context = await newContext(browser, origin, { as });
  const page = await context.newPage();
  const bodies: Promise<{ url: string; raw: number; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        raw: body.length,
        // zlib's default level, what a server compressing on the fly would send.
        gzip: gzipSync(body).length,
      })),
    );
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const files = await Promise.all(bodies);
  await context.close();
  const gzipKb = files.reduce((sum, file) => sum + file.gzip, 0) / 1024;
  const rawKb = files.reduce((sum, file) => sum + file.raw, 0) / 1024;
  return { gzipKb, rawKb, files: files.length };
}

async function largestContentfulPaint(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          resolve(last ? last.startTime : null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(null), 3000);
      }),
  );
}

async function measureLcp(browser: Browser, origin: string, path: string, as?: Account) {
  const context = await newContext(browser, origin, { as });
  const page = await context.newPage();
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  const lcp = await largestContentfulPaint(page);
  await context.close();
  return lcp;
}

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

async function runAxe(context: BrowserContext, origin: string, path: string): Promise<AxeViolation[]> {
  const page = await context.newPage();
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(200);
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  await page.close();
  return violations;
}

async function lighthouseScore(origin: string, paths: string[]): Promise<Map<string, number> | string> {
  let chrome: { port: number; kill: () => void } | undefined;
  try {
    const [{ default: lighthouse }, { launch }] = await Promise.all([
      import('lighthouse'),
      import('chrome-launcher'),
    ]);
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const scores = new Map<string, number>();
    for (const path of paths) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        onlyCategories: ['accessibility'],
        output: 'json',
        logLevel: 'error',
        formFactor: 'desktop',
        screenEmulation: { mobile: false, width: 1280, height: 800, deviceScaleFactor: 1, disabled: false },
      });
      const score = result?.lhr.categories.accessibility?.score;
      if (typeof score !== 'number') throw new Error(`no accessibility score for ${path}`);
      scores.set(path, Math.round(score * 100));
    }
    return scores;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    chrome?.kill();
  }
}

buildIfStale();
const server = await startWebServer();
const browser = await launchChromium();
const axeFailures: string[] = [];
try {
  const { origin } = server;
  // Warm the server (first requests read files and compile routes) before measuring anything.
  await measureJavaScript(browser, origin, '/login');

  const login = await measureJavaScript(browser, origin, '/login');
  record(
    'JS for /login (gzip)',
    `${login.gzipKb.toFixed(1)} KB (${login.files} files, ${login.rawKb.toFixed(0)} KB raw)`,
    `≤ ${BUDGETS.loginJsKb} KB`,
    login.gzipKb <= BUDGETS.loginJsKb,
  );
  const dashboard = await measureJavaScript(browser, origin, '/members/dashboard', 'member');
  record(
    'JS for the member dashboard (gzip)',
    `${dashboard.gzipKb.toFixed(1)} KB (${dashboard.files} files, ${dashboard.rawKb.toFixed(0)} KB raw)`,
    `≤ ${BUDGETS.memberDashboardJsKb} KB`,
    dashboard.gzipKb <= BUDGETS.memberDashboardJsKb,
  );

  // LCP moves with whatever else the machine is doing: the median of three cold loads per page.
  for (const [path, as] of [
    ['/login', undefined],
    ['/home', undefined],
    ['/members/dashboard', 'member'],
  ] as const) {
    const runs: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const lcp = await measureLcp(browser, origin, path, as);
      if (lcp !== null) runs.push(Math.round(lcp));
    }
    const median = runs.length > 0 ? [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)] : undefined;
    record(
      `LCP ${path} (median of 3)`,
      median === undefined ? 'none reported' : `${median} ms (${runs.join(', ')})`,
      `< ${BUDGETS.lcpMs} ms`,
      median === undefined ? null : median < BUDGETS.lcpMs,
    );
  }

  const contexts = new Map<string, BrowserContext>();
  for (const testCase of AXE_PAGES) {
    const key = JSON.stringify({ as: testCase.as, settings: testCase.settings });
    let context = contexts.get(key);
    if (!context) {
      context = await newContext(browser, origin, testCase, { forAxe: true });
      contexts.set(key, context);
    }
    const violations = await runAxe(context, origin, testCase.path);
    const serious = violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    const label = testCase.label ?? (testCase.as ? `${testCase.path} (${testCase.as})` : testCase.path);
    for (const violation of serious) {
      axeFailures.push(
        `${label}: ${violation.impact} ${violation.id} (${violation.help}) at ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
      );
    }
    if (serious.length === 0 && violations.length > 0) {
      console.info(
        `axe ${label}: minor/moderate only: ${violations.map((violation) => violation.id).join(', ')}`,
      );
    }
  }
  for (const context of contexts.values()) await context.close();
  record(
    `axe serious/critical violations (${AXE_PAGES.length} pages)`,
    String(axeFailures.length),
    '0',
    axeFailures.length === 0,
  );

  const lighthouse = await lighthouseScore(origin, LIGHTHOUSE_PAGES);
  if (typeof lighthouse === 'string') {
    record(
      'Lighthouse accessibility',
      `could not run here: ${lighthouse}`,
      `≥ ${BUDGETS.lighthouseAccessibility}`,
      null,
    );
  } else {
    for (const [path, score] of lighthouse) {
      record(
        `Lighthouse accessibility ${path}`,
        String(score),
        `≥ ${BUDGETS.lighthouseAccessibility}`,
        score >= BUDGETS.lighthouseAccessibility,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

console.info('\nWeb budgets (production build, localhost, Debian chromium)\n');
console.table(rows);
if (axeFailures.length > 0) {
  console.info('\naxe violations:');
  for (const failure of axeFailures) console.info(`  ${failure}`);
}
const failed = rows.filter((row) => row.result !== 'pass');
if (failed.length > 0) {
  console.info(
    `\n${failed.length} budget(s) not met or not measured: ${failed.map((row) => row.measure).join('; ')}`,
  );
  process.exit(1);
}
console.info('\nAll budgets met.');
