// What both mutation targets share. Reports go to reports/mutation/<target>.{html,json}; the
// incremental file lets a second run test only the mutants whose code or tests changed.
export function base(target) {
  return {
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner'],
    coverageAnalysis: 'perTest',
    // The machine is shared: two workers at most (STRYKER_CONCURRENCY overrides).
    concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
    // Static mutants (module-level constants: the status, category and message lists) each rerun the
    // whole suite, 96% of the run time for 45% of the mutants; they are left out unless
    // STRYKER_STATIC=true (the scored run in docs/testing.md says which way it was made).
    ignoreStatic: process.env.STRYKER_STATIC !== 'true',
    incremental: true,
    incrementalFile: `reports/mutation/${target}.incremental.json`,
    reporters: ['clear-text', 'progress', 'html', 'json'],
    htmlReporter: { fileName: `reports/mutation/${target}.html` },
    jsonReporter: { fileName: `reports/mutation/${target}.json` },
    clearTextReporter: { reportMutants: false, reportTests: false, skipFull: true },
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always',
    // The sandbox needs the workspace packages and their sources, not the web app, browser tests,
    // benchmarks or built files.
    ignorePatterns: ['apps/web', 'e2e', 'bench', 'docs', 'dist', 'data', 'reports', 'test-results'],
  };
}
