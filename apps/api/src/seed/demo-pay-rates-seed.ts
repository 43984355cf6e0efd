import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { groups, payRates, seedRuns } from '../db/schema/index.ts';
import * as clock from '../lib/clock.ts';
import { demoMembership, demoStudioToSeed } from './demo-lookups.ts';

// The demo studio's pay rates (docs/decisions/0058-pay-rates.md): Erin Expert's $45.50 a session (what
// her payee record used to say), $3.00 a head for the first 5 of her first class and $4.00 above, and
// the studio's default of 40% of what a session earned, at least $20.00, from the first of last
// month. Runs after the groups seed.

const SEED_NAME = 'demo-pay-rates';

/** Today in the studio's zone, by the server clock. */
export function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(clock.now());
}

/** The first day of the previous calendar month in the studio's zone, by the server clock. */
export function firstOfLastMonth(timeZone: string): string {
  const [year = 0, month = 1] = todayIn(timeZone).split('-').map(Number);
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return `${previous.year}-${String(previous.month).padStart(2, '0')}-01`;
}

export async function seedDemoPayRates(db: Database): Promise<boolean> {
  const studio = await demoStudioToSeed(db, SEED_NAME);
  if (!studio) return false;
  const { businessId } = studio;
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    const expert = await demoMembership(tx, businessId, 'expert@demo.test');
    // Payroll started on the first of last month: the payouts seed pays last month and leaves this
    // month's earnings for the next run (docs/decisions/0059-earnings-and-payout-runs.md).
    const from = firstOfLastMonth(studio.timeZone);
    const [firstClass] = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.businessId, businessId), eq(groups.expertId, expert.membershipId)))
      .orderBy(asc(groups.name))
      .limit(1);
    await tx.insert(payRates).values([
      {
        businessId,
        expertMembershipId: expert.membershipId,
        kind: 'flat',
        flatCents: 4_550,
        effectiveFrom: from,
      },
      { businessId, kind: 'revenue_share', percentBasisPoints: 4_000, minCents: 2_000, effectiveFrom: from },
      ...(firstClass
        ? [
            {
              businessId,
              expertMembershipId: expert.membershipId,
              groupId: firstClass.id,
              kind: 'per_attendee' as const,
              tiers: [
                { upTo: 5, cents: 300 },
                { upTo: null, cents: 400 },
              ],
              effectiveFrom: from,
            },
          ]
        : []),
    ]);
    return true;
  });
}
