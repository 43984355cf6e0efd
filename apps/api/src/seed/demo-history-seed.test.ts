import { count, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../test/support/databases.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/raw.ts';
import { memberships, services } from '../db/schema/index.ts';
import { createFieldCipher } from '../lib/field-encryption.ts';
import { seedDemoBooking } from './demo-booking-seed.ts';
import { seedDemoHistory } from './demo-history-seed.ts';
import { seedDemoMoney } from './demo-money-seed.ts';
import { seedDemoBusiness } from './demo-seed.ts';

describe.each(testDatabaseKinds())('generated demo studio on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(() => database.close());

  it('adds four experts, 60 more customers and a year of sessions of every type and status, once', async () => {
    const now = new Date('2026-11-20T18:00:00Z');
    await seedDemoBusiness(database.db);
    await seedDemoMoney(database.db, createFieldCipher(Buffer.alloc(32, 7)));
    await seedDemoBooking(database.db, now);
    const started = Date.now();
    expect(await seedDemoHistory(database.db, now)).toBe(true);
    const took = Date.now() - started;
    expect(await seedDemoHistory(database.db, now)).toBe(false);

    const roles = await database.db
      .select({ role: memberships.role, n: count() })
      .from(memberships)
      .groupBy(memberships.role);
    expect(Object.fromEntries(roles.map((row) => [row.role, row.n]))).toMatchObject({
      principal: 1,
      admin: 1,
      expert: 4,
      customer: 62,
    });
    const rows = await database.db.select().from(services);
    expect(new Set(rows.map((row) => row.serviceType)).size).toBe(14);
    for (const status of ['Requested', 'Confirmed', 'Completed', 'Rescheduled', 'Canceled']) {
      expect(rows.some((row) => row.status === status)).toBe(true);
    }
    const first = Math.min(...rows.map((row) => row.startsAt.getTime()));
    expect(now.getTime() - first).toBeGreaterThan(300 * 86_400_000);
    expect(rows.some((row) => row.reviewStars !== null)).toBe(true);
    // The ledger balances: each journal entry's lines sum to zero.
    const unbalanced = await queryRows(
      database.db,
      sql`select entry_id from journal_lines group by entry_id having sum(amount_cents) <> 0`,
    );
    expect(unbalanced).toEqual([]);
    console.info(`demo studio seed on ${kind}: ${rows.length} sessions in ${took} ms`);
    // About 1 s on an idle 2-core machine (decision 0030); the bound only catches a row-by-row
    // regression (minutes on PGlite) without failing a loaded machine running other suites.
    expect(took).toBeLessThan(60_000);
  });
});
