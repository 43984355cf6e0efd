import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../test/support/databases.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/raw.ts';
import { payoutRuns } from '../db/schema/index.ts';
import { createFieldCipher } from '../lib/field-encryption.ts';
import { findUnbalancedJournalEntries, getAccountBalances } from '../modules/ledger/journal.repository.ts';
import { seedDemoBooking } from './demo-booking-seed.ts';
import { seedDemoGroups } from './demo-groups-seed.ts';
import { seedDemoMoney } from './demo-money-seed.ts';
import { seedDemoPayRates } from './demo-pay-rates-seed.ts';
import { seedDemoPayouts } from './demo-payouts-seed.ts';
import { seedDemoBusiness } from './demo-seed.ts';

// The demo's payroll (docs/decisions/0059-earnings-and-payout-runs.md): every expert paid through a
// payee, a line for each session completed since payroll started, one paid run with balanced books.

describe.each(testDatabaseKinds())('demo payouts seed on %s', (kind) => {
  let database: DatabaseHandle;
  const cipher = createFieldCipher(randomBytes(32));
  beforeEach(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(() => database.close());

  it('gives every expert a payee, writes the completed sessions’ lines and pays a run, once', async () => {
    const db = database.db;
    await seedDemoBusiness(db);
    await seedDemoMoney(db, cipher);
    await seedDemoBooking(db);
    await seedDemoGroups(db);
    await seedDemoPayRates(db);
    expect(await seedDemoPayouts(db, cipher)).toBe(true);
    expect(await seedDemoPayouts(db, cipher)).toBe(false);

    const unpaidExperts = await queryRows<{ id: string }>(
      db,
      sql`select m.id from memberships m where m.role = 'expert'
          and not exists (select 1 from payees p where p.membership_id = m.id)`,
    );
    expect(unpaidExperts).toEqual([]);
    const [counts] = await queryRows<{ completed: number; lines: number }>(
      db,
      sql`select (select count(*)::int from services s where s.status = 'Completed'
                   and s.starts_at >= (select min(effective_from) from pay_rates)) as completed,
                 (select count(*)::int from earning_lines where kind = 'session') as lines`,
    );
    expect(counts?.lines).toBeGreaterThan(0);
    expect(counts?.lines).toBe(counts?.completed);

    const runs = await db.select().from(payoutRuns);
    expect(runs.map((run) => run.status)).toEqual(['paid']);
    const [paid] = await queryRows<{ total: string }>(
      db,
      sql`select sum(l.amount_cents) as total from payout_run_lines rl join earning_lines l on l.id = rl.line_id
          where rl.run_id = ${runs[0]?.id ?? ''}`,
    );
    const balances = await getAccountBalances(db, runs[0]?.businessId ?? '');
    expect(balances.payout_expense).toBe(Number(paid?.total));
    expect(balances.payouts_payable).toBe(0);
    expect(await findUnbalancedJournalEntries(db)).toEqual([]);
    expect((await db.select().from(payoutRuns).where(eq(payoutRuns.status, 'draft'))).length).toBe(0);
  });
});
