// StrykerJS over packages/shared with its own unit tests (docs/testing.md "Mutation testing").
import { base } from './stryker.base.mjs';

export default {
  ...base('shared'),
  vitest: { configFile: 'mutation/vitest.shared.config.ts', related: false },
  mutate: [
    'packages/shared/src/**/*.ts',
    '!packages/shared/src/**/*.test.ts',
    // Re-exports only.
    '!packages/shared/src/index.ts',
    '!packages/shared/src/*/index.ts',
  ],
  thresholds: { high: 90, low: 85, break: 85 },
};
