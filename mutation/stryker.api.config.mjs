// StrykerJS over the pure logic of the API's booking, credits, ledger and purchases modules
// (docs/testing.md "Mutation testing"). Line ranges pick the pure functions out of files that also
// talk to the database: the windows of an expert's day, how refusals of the database are read, the
// ledger's up-front checks, request hashing, journal balance, receipts and the CSV export.
import { base } from './stryker.base.mjs';

const api = 'apps/api/src/modules';
export default {
  ...base('api'),
  vitest: { configFile: 'mutation/vitest.api.config.ts', related: false },
  mutate: [
    `${api}/booking/availability.service.ts:29-100`,
    `${api}/booking/availability.service.ts:197-197`,
    `${api}/booking/booking.common.ts`,
    'apps/api/src/lib/db-errors.ts',
    'apps/api/src/lib/viewer.ts:43-47',
    `${api}/credits/credits.errors.ts`,
    `${api}/credits/credits.service.ts:119-131`,
    `${api}/credits/credits.service.ts:245-248`,
    `${api}/credits/credits.service.ts:432-436`,
    `apps/api/src/lib/idempotency.ts:32-48`,
    `${api}/ledger/journal.ts:30-55`,
    'apps/api/src/lib/csv.ts',
    `${api}/purchases/receipts.ts`,
  ],
  thresholds: { high: 85, low: 75, break: 75 },
};
