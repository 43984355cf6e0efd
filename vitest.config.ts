import { defineConfig } from 'vitest/config';

// One config, four projects: `npm run test:unit` runs shared, web and web-dom, `npm run test:api` the
// API integration suite (real embedded database, and PostgreSQL when reachable).
export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on the 2-core machines the test
    // command runs on. The API files spend much of their time waiting (child processes, PostgreSQL,
    // job backoff), so two workers keep both cores busy; each file has its own databases
    // (test/support/databases.ts), so files never share state.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Route tests: a page rendered in jsdom inside the app's providers, the API answered by MSW
        // (apps/web/src/test/render-route.tsx, docs/testing.md "Route tests in the web").
        test: {
          name: 'web-dom',
          root: './apps/web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
