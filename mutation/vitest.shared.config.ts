import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The shared package's unit tests, on their own, for StrykerJS (docs/testing.md "Mutation testing").
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../packages/shared', import.meta.url)),
    include: ['src/**/*.test.ts'],
  },
});
