import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One config, five projects: `npm run test:unit` runs shared, web and web-dom, `npm run test:api` the
// API integration suite (real embedded database, and PostgreSQL when reachable) in two.

// The API test files that replace a module with vi.mock, found by reading them: they run isolated
// (below), since a module the app already loaded in a shared worker would not be replaced.
function filesUsingViMock(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.test.ts') && /\bvi\.mock\(/.test(readFileSync(join(root, path), 'utf8')))
        found.push(path);
    }
  };
  for (const dir of ['src', 'test']) walk(dir);
  return found;
}
const API_MOCKING_FILES = filesUsingViMock(fileURLToPath(new URL('./apps/api', import.meta.url)));

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
          exclude: API_MOCKING_FILES,
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/after-each-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // A worker keeps the modules it loaded from one file to the next: loading the app again for
          // each of 130 files was a third of the suite's time (232 s of 672 s). Files share no state
          // that matters: each has its own databases and app, and the clock is put back after each file
          // (test/after-each-file.ts).
          isolate: false,
        },
      },
      {
        // The files that replace a module of the app with vi.mock need a fresh module registry.
        test: {
          name: 'api-mocked',
          root: './apps/api',
          include: API_MOCKING_FILES,
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
