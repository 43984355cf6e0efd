import { addDays } from '@bmp/shared';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { seedRuns, services } from '../db/schema/index.ts';
import {
  approvePayoutRun,
  openPayoutRun,
  payPayoutRun,
  writeSessionEarning,
} from '../modules/payouts/index.ts';
import { demoMembership, demoStudioToSeed } from './demo-lookups.ts';
import { firstOfLastMonth, todayIn } from './demo-pay-rates-seed.ts';

// The demo studio's payroll (docs/decisions/0059-earnings-and-payout-runs.md): every session of its
// history completed since payroll started (the first of last month) has its earning line, and last
// month's run is paid, so the owner sees a paid run and the expert a statement; this month's lines
// wait for the next run. Runs after the pay rates seed.

const SEED_NAME = 'demo-payouts';

export async function seedDemoPayouts(db: Database): Promise<boolean> {
  const studio = await demoStudioToSeed(db, SEED_NAME);
  if (!studio) return false;
  const { businessId } = studio;
  const from = firstOfLastMonth(studio.timeZone);
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    const owner = await demoMembership(tx, businessId, 'principal@demo.test');
    const completed = await tx
      .select({ id: services.id })
      .from(services)
      .where(
        and(
          eq(services.businessId, businessId),
          eq(services.status, 'Completed'),
          gte(services.startsAt, sql`${from}::date`),
        ),
      )
      .orderBy(asc(services.startsAt), asc(services.id));
    for (const session of completed) await writeSessionEarning(tx, businessId, session.id, null);
    const thisMonth = addDays(from, 40).slice(0, 7);
    const until = addDays(`${thisMonth}-01`, -1);
    const who = { businessId, userId: owner.userId };
    // Without the year of history (the tests' smaller demo) last month may owe nothing: then the run
    // pays everything up to yesterday instead.
    const yesterday = addDays(todayIn(studio.timeZone), -1);
    const run =
      (await openPayoutRun(tx, who, { periodFrom: from, periodUntil: until }).catch(() => undefined)) ??
      (await openPayoutRun(tx, who, { periodFrom: from, periodUntil: yesterday }).catch(() => undefined));
    if (run) {
      await approvePayoutRun(tx, who, run.id);
      await payPayoutRun(tx, who, run.id, { outsideAchFrom: 'bank' });
    }
    return true;
  });
}
