// `npm run bench:web`: the web app's budgets, measured on the production build served by the real
// server on a fresh demo database, in Debian's chromium:
//   - JavaScript on the wire (what the browser reports it transferred, compressed as the server sent
//     it) for /login (≤ 230 KB), /members/dashboard (≤ 300 KB) and /admin/dashboard (≤ 350 KB)
//   - Largest Contentful Paint on localhost (< 1 s)
//   - axe-core: no serious or critical violation on /home, /login and every page built so far
//   - Lighthouse performance (mobile preset, ≥ 90) and accessibility (desktop, ≥ 95)
// Prints the figures and exits non-zero when a budget fails. See docs/benchmarks.md.
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import {
  buildIfStale,
  CHROMIUM_PATH,
  javaScriptOnTheWire,
  launchChromium,
  signIn,
  startWebServer,
  storeSettings,
} from './web-lib.ts';

const require = createRequire(import.meta.url);

const BUDGETS = {
  loginJsKb: 230,
  memberDashboardJsKb: 300,
  adminDashboardJsKb: 350,
  lcpMs: 1000,
  lighthousePerformance: 90,
  lighthouseAccessibility: 95,
};

type Account = 'member' | 'newmember' | 'admin' | 'principal' | 'expert' | 'operator';
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
  { path: '/suspended' },
  // The platform operator's pages (decision 0062).
  { path: '/operator', as: 'operator' },
  { path: '/operator', as: 'operator', settings: { language: 'ar' }, label: '/operator (Arabic)' },
  { path: '/front-pages/landing-page', as: 'operator' },
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
  // The pages of a studio owner's first week (docs/decisions/0046 to 0052), in English and Arabic:
  // the set-up checklist, the business profile (brand colour, paying at the studio), customers and
  // what they owe, the member's shop, purchases and booking, the calendar, hours and alert emails.
  ...bothLanguages([
    { path: '/admin/dashboard', as: 'principal' },
    { path: '/admin/business', as: 'principal' },
    { path: '/admin/customers/list', as: 'admin' },
    { path: '/admin/group', as: 'admin' },
    { path: '/admin/calendar', as: 'admin' },
    { path: '/admin/account', as: 'principal' },
    { path: '/admin/provider/availability', as: 'expert' },
    { path: '/members/purchase', as: 'member' },
    { path: '/members/settings/purchases', as: 'member' },
    { path: '/members/services/new', as: 'member' },
    // Contracts (decision 0053): the staff's page, the signing page (Erin's agreement waits for the
    // owner's countersignature) and the member's list.
    { path: '/admin/business/contract', as: 'principal' },
    { path: '/admin/business/contract/sign', as: 'principal' },
    { path: '/members/contracts', as: 'member' },
    // Memberships (decision 0055): the staff's plans and memberships, the member's plans and her own.
    { path: '/admin/services/memberships', as: 'principal' },
    { path: '/members/memberships', as: 'member' },
  ]),
];

/** Each page as it is, and again with the app in Arabic (right to left). */
function bothLanguages(cases: PageCase[]): PageCase[] {
  return cases.flatMap((testCase) => {
    const label = testCase.label ?? `${testCase.path} (${testCase.as})`;
    return [
      { ...testCase, label },
      { ...testCase, settings: { ...testCase.settings, language: 'ar' }, label: `${label}, Arabic` },
    ];
  });
}

/**
 * Pages whose address names a record of the demo studio: the demo member's customer page (what she
 * owes) and the receipt of her purchase still to pay at the studio, in English and Arabic.
 */
async function recordPages(browser: Browser, origin: string): Promise<PageCase[]> {
  const staff = await newContext(browser, origin, { as: 'admin' });
  const member = await newContext(browser, origin, { as: 'member' });
  try {
    const customers = (await (
      await staff.request.get(`${origin}/api/customers?q=member%40demo.test`)
    ).json()) as { items: { id: string }[] };
    const purchases = (await (await member.request.get(`${origin}/api/me/purchases?pageSize=50`)).json()) as {
      items: { id: string; owedCents: number }[];
    };
    const owed = purchases.items.find((purchase) => purchase.owedCents > 0);
    // Her membership agreement, waiting for her signature: the signing form itself.
    const contracts = (await (await member.request.get(`${origin}/api/me/contracts`)).json()) as {
      items: { id: string; status: string }[];
    };
    const toSign = contracts.items.find(
      (contract) => contract.status === 'sent' || contract.status === 'viewed',
    );
    const customerId = customers.items[0]?.id;
    if (!customerId || !owed || !toSign) {
      throw new Error('the demo member, her unpaid purchase or her contract to sign is missing');
    }
    return bothLanguages([
      {
        path: `/admin/customers/details/${customerId}`,
        as: 'admin',
        label: '/admin/customers/details (admin)',
      },
      {
        path: `/members/settings/purchases/${owed.id}`,
        as: 'member',
        label: '/members receipt, owed (member)',
      },
      {
        path: `/members/contracts/${toSign.id}`,
        as: 'member',
        label: '/members/contracts/:id, to sign (member)',
      },
    ]);
  } finally {
    await staff.close();
    await member.close();
  }
}

const LIGHTHOUSE_PAGES = ['/home', '/login', '/pricing', '/help'];
const LIGHTHOUSE_PERFORMANCE_PAGES: { path: string; as?: Account }[] = [
  { path: '/home' },
  { path: '/login' },
  { path: '/members/dashboard', as: 'member' },
];

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

/** Opens `path` in a fresh context (cold cache) and sums the JavaScript the browser downloaded. */
async function measureJavaScript(browser: Browser, origin: string, path: string, as?: Account) {
  const context = await newContext(browser, origin, { as });
  const page = await context.newPage();
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const files = await javaScriptOnTheWire(page);
  await context.close();
  const kb = (bytes: number) => bytes / 1024;
  return {
    wireKb: kb(files.reduce((sum, file) => sum + file.transferSize, 0)),
    bodyKb: kb(files.reduce((sum, file) => sum + file.encodedBodySize, 0)),
    rawKb: kb(files.reduce((sum, file) => sum + file.decodedBodySize, 0)),
    files: files.length,
  };
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

type LighthouseRun = { path: string; as?: Account; category: 'performance' | 'accessibility' };

/**
 * Lighthouse scores, each page in its own cold run. Performance uses Lighthouse's default mobile preset
 * (a mid-range phone: 4x CPU slowdown, slow 4G simulated); accessibility the desktop one. A signed-in
 * page gets its session cookie and stored user first (through Playwright on the same browser), and
 * Lighthouse keeps storage for it; the HTTP cache is cleared before it.
 */
async function lighthouseScores(
  origin: string,
  runs: LighthouseRun[],
): Promise<Map<string, number> | string> {
  let chrome: { port: number; kill: () => void } | undefined;
  try {
    const [{ default: lighthouse, desktopConfig }, { launch }] = await Promise.all([
      import('lighthouse'),
      import('chrome-launcher'),
    ]);
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const scores = new Map<string, number>();
    // Signed-in runs last: their session stays in the browser, and would send /home to a dashboard.
    for (const run of [...runs].sort((a, b) => Number(Boolean(a.as)) - Number(Boolean(b.as)))) {
      if (run.as) {
        const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const context = cdp.contexts()[0];
        if (!context) throw new Error('no default browser context');
        // The cookie lands in the browser's jar; the stored user in localStorage, through a same-origin
        // page that loads no app code (so the HTTP cache stays cold).
        await signIn(context, origin, `${run.as}@demo.test`);
        const page = await context.newPage();
        await page.goto(`${origin}/api/health`);
        // Lighthouse keeps the HTTP cache along with the storage (disableStorageReset), and the earlier
        // runs filled it with the shared chunks: cleared, so the signed-in page loads cold too.
        const session = await context.newCDPSession(page);
        await session.send('Network.clearBrowserCache');
        await page.close();
        await cdp.close();
      }
      const audit = () =>
        lighthouse(
          `${origin}${run.path}`,
          {
            port: chrome?.port,
            onlyCategories: [run.category],
            output: 'json',
            logLevel: 'error',
            // Keep the session of a signed-in run (its HTTP cache was cleared above).
            disableStorageReset: Boolean(run.as),
          },
          run.category === 'accessibility' ? desktopConfig : undefined,
        );
      // The first trace of a fresh browser sometimes comes back empty (NO_NAVSTART): once more.
      let result = await audit();
      if (result?.lhr.runtimeError) result = await audit();
      const score = result?.lhr.categories[run.category]?.score;
      if (typeof score !== 'number') {
        throw new Error(
          `no ${run.category} score for ${run.path}: ${result?.lhr.runtimeError?.message ?? ''}`,
        );
      }
      const finalUrl = result?.lhr.finalDisplayedUrl ?? '';
      if (!finalUrl.includes(run.path)) throw new Error(`${run.path} ended at ${finalUrl}`);
      if (run.category === 'performance') {
        const metric = (id: string) => result?.lhr.audits[id]?.displayValue ?? '?';
        console.info(
          `Lighthouse mobile ${run.path}: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
        );
      }
      scores.set(`${run.category} ${run.path}`, Math.round(score * 100));
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

  for (const [path, as, budget] of [
    ['/login', undefined, BUDGETS.loginJsKb],
    ['/members/dashboard', 'member', BUDGETS.memberDashboardJsKb],
    ['/admin/dashboard', 'admin', BUDGETS.adminDashboardJsKb],
  ] as const) {
    const js = await measureJavaScript(browser, origin, path, as);
    record(
      `JS on the wire ${path}`,
      `${js.wireKb.toFixed(1)} KB (bodies ${js.bodyKb.toFixed(1)} KB, ${js.files} files, ${js.rawKb.toFixed(0)} KB decoded)`,
      `≤ ${budget} KB`,
      js.wireKb <= budget,
    );
  }

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
  const axePages = [...AXE_PAGES, ...(await recordPages(browser, origin))];
  for (const testCase of axePages) {
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
    `axe serious/critical violations (${axePages.length} pages)`,
    String(axeFailures.length),
    '0',
    axeFailures.length === 0,
  );

  const lighthouse = await lighthouseScores(origin, [
    ...LIGHTHOUSE_PERFORMANCE_PAGES.map((page) => ({ ...page, category: 'performance' as const })),
    ...LIGHTHOUSE_PAGES.map((path) => ({ path, category: 'accessibility' as const })),
  ]);
  if (typeof lighthouse === 'string') {
    record('Lighthouse', `could not run here: ${lighthouse}`, 'scores', null);
  } else {
    for (const [label, score] of lighthouse) {
      const budget = label.startsWith('performance')
        ? BUDGETS.lighthousePerformance
        : BUDGETS.lighthouseAccessibility;
      const name = label.startsWith('performance') ? `${label} (mobile)` : `${label} (desktop)`;
      record(`Lighthouse ${name}`, String(score), `≥ ${budget}`, score >= budget);
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
