import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/**
 * Seeds that have run, so a second start (or two processes starting at once) never seeds twice:
 * the seed inserts its row in the same transaction as its data.
 */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: instant('ran_at').notNull().defaultNow(),
});
