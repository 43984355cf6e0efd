import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Seeds that have run, so a second start (or two processes starting at once) never seeds twice:
 * the seed inserts its row in the same transaction as its data.
 */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
