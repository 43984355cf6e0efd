import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The pure-logic tests of the API's booking, credits, ledger and purchases modules (no database, no
// global setup), for StrykerJS (docs/testing.md "Mutation testing"). The database-backed suites cover
// the same modules end to end; under mutation they would take hours.
export const API_PURE_TESTS = [
  'src/modules/booking/availability.windows.test.ts',
  'src/modules/booking/booking.common.test.ts',
  'src/modules/credits/credits.requests.test.ts',
  'src/modules/ledger/ledger.requests.test.ts',
  'src/lib/csv.test.ts',
  'src/modules/purchases/receipts.test.ts',
];

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../apps/api', import.meta.url)),
    include: API_PURE_TESTS,
  },
});
