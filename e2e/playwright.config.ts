import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://localhost:${PORT}`;

// Debian's chromium: Playwright's own browser download is not reachable here (README "Testing").
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

const DEMO_ONBOARDING = /members-demo-onboarding\.spec\.ts$/;
const MOVED_CLOCK = /moved-clock\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry in the test command: a browser hiccup on a loaded 2-core machine should not sink a run;
  // a test that needed it is named in the summary as flaky (scripts/test.mjs).
  retries: process.env.CI ? 1 : 0,
  // One browser at a time: on the 2-core machine two workers' browsers kept the load average at 12-14
  // and ran slower in all than one (booking.spec.ts and booking-closed-days.spec.ts, 11 tests: 148 s
  // with two workers, 137 s with one), and their pages drew 5 s after their data came.
  workers: 1,
  // Room for a loaded machine all the same: traces show the page's JavaScript running late, the server
  // answering in 5-150 ms. A working page passes as fast as before; only a broken one waits.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../test-results/e2e.json' }]] : 'list',
  outputDir: '../test-results/e2e-artifacts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testIgnore: [DEMO_ONBOARDING, MOVED_CLOCK],
      teardown: 'demo-onboarding',
    },
    // Moves the server's clock (everyone's sessions go idle), so it runs alone: after every test of
    // 'chromium' (it depends on it) and before the teardown that runs after all of them.
    {
      name: 'moved-clock',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: MOVED_CLOCK,
      dependencies: ['chromium'],
      // One test at a time: a test's clock move (or reset) would make another's sign-ins idle.
      workers: 1,
    },
    // Finishes newmember@demo.test's onboarding once every other test (some sign in as it, expecting
    // onboarding) is done.
    {
      name: 'demo-onboarding',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: DEMO_ONBOARDING,
    },
  ],
  webServer: {
    // The production build, on a fresh embedded database seeded with the demo business.
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Webhook endpoints on this machine (the integrations spec's own receiver on 127.0.0.1).
    env: { PORT: String(PORT), WEBHOOKS_ALLOW_LOOPBACK: '1' },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
