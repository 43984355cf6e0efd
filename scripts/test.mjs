// `npm test`: the whole gate, in the order a reviewer would run it. Each stage runs even if an earlier
// one failed (so one run shows every problem); the exit code is non-zero if any failed. The last line
// is "N passed, N failed" over all unit, integration and browser tests.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = fileURLToPath(new URL('../test-results', import.meta.url));
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

// CI defaults to true for Playwright's retries and report; whether PostgreSQL is required (the API
// suite fails without it) follows the caller's own CI setting (docs/testing.md).
const env = {
  ...process.env,
  CI: process.env.CI ?? 'true',
  BMP_REQUIRE_POSTGRES: process.env.BMP_REQUIRE_POSTGRES ?? (process.env.CI === 'true' ? 'true' : 'false'),
  FORCE_COLOR: '0',
};
const stages = [];

// npm puts node_modules/.bin first on PATH, so this is the project's pinned Node (the `node` package,
// docs/decisions/0022-node-24.md), not the system's; every stage below inherits that PATH.
console.info(`Node ${process.version} (${process.execPath})`);

function run(name, command, args) {
  const started = Date.now();
  console.info(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  stages.push({ name, ok: result.status === 0, seconds });
  return result.status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

run('browser for e2e', 'bash', ['scripts/ensure-chromium.sh']);
// pdftoppm and pdftotext: the contract PDF's tests render and read its pages (decisions/0054).
run('PDF tools (poppler-utils)', 'bash', ['scripts/ensure-pdf-tools.sh']);
run('lint', 'npx', ['biome', 'ci', '.']);
run('import boundaries and cycles (dependency-cruiser)', 'npm', ['run', 'lint:boundaries']);
run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
run('i18n keys', 'node', ['scripts/check-i18n.mjs']);
run('OpenAPI contract (redocly lint, generated client)', 'npm', ['run', 'test:openapi', '--silent']);
run('unit + API integration (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/vitest.json`,
]);
run('build', 'node', ['scripts/build-if-stale.mjs']);
run('browser end-to-end (playwright)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);

let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
const vitest = readJson(`${results}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const e2e = readJson(`${results}/e2e.json`);
if (e2e) {
  // A browser test that failed once and then passed on its single retry is counted as passed but named
  // in the summary, so a flaky test is seen and fixed rather than hidden (docs/testing.md).
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  flaky = e2e.stats.flaky;
  skipped += e2e.stats.skipped;
}

// The failures again, each with the start of its error, where the end of a long log still shows them.
const failures = [];
for (const file of vitest?.testResults ?? []) {
  for (const test of file.assertionResults ?? []) {
    if (test.status === 'failed') failures.push({ name: test.fullName, error: test.failureMessages?.[0] });
  }
}
const walk = (suite) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const last = test.results?.at(-1);
      failures.push({ name: `${spec.file}:${spec.line} ${spec.title}`, error: last?.error?.message });
    }
  }
  for (const child of suite.suites ?? []) walk(child);
};
for (const suite of e2e?.suites ?? []) walk(suite);
for (const failure of failures.slice(0, 10)) {
  console.info(
    `\n=== Failed: ${failure.name}\n${stripVTControlCharacters(String(failure.error ?? '')).slice(0, 800)}`,
  );
}

console.info('\n=== Summary');
for (const stage of stages) console.info(`${stage.ok ? 'ok  ' : 'FAIL'}  ${stage.name} (${stage.seconds}s)`);
const allStagesOk = stages.every((stage) => stage.ok);
if (!vitest || !e2e) console.info('A test runner produced no report: counted as a failure.');
if (flaky) console.info(`${flaky} browser test(s) passed only on retry: see the list above and fix them.`);
console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(allStagesOk && vitest && e2e && failed === 0 ? 0 : 1);
