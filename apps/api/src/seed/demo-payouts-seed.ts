import { addDays } from '@bmp/shared';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { earningLines, memberships, payees, seedRuns, services, users } from '../db/schema/index.ts';
import type { FieldCipher } from '../lib/field-encryption.ts';
import {
  approvePayoutRun,
  openPayoutRun,
  payPayoutRun,
  writeSessionEarning,
} from '../modules/payouts/index.ts';
import { demoMembership, demoStudioToSeed } from './demo-lookups.ts';
import { firstOfLastMonth, todayIn } from './demo-pay-rates-seed.ts';

// The demo studio's payroll (docs/decisions/0059-earnings-and-payout-runs.md): every expert of the
// team is paid through a payee (the history's trainers get one here, with made-up numbers), every
// session of its history completed since payroll started (the first of last month) has its earning
// line, and last month's run is paid, so the owner sees a paid run and the expert a statement; this
// month's lines wait for the next run. Runs after the history and pay rates seeds.

const SEED_NAME = 'demo-payouts';

/** The team's experts with no payee yet, by name: the history's trainers. */
async function expertsWithoutPayee(db: Database, businessId: string) {
  return db
    .select({ membershipId: memberships.id, name: users.fullName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.businessId, businessId),
        eq(memberships.role, 'expert'),
        sql`not exists (select 1 from ${payees} p where p.business_id = ${memberships.businessId} and p.membership_id = ${memberships.id})`,
      ),
    )
    .orderBy(asc(users.fullName), asc(memberships.id));
}

export async function seedDemoPayouts(db: Database, cipher: FieldCipher): Promise<boolean> {
  const studio = await demoStudioToSeed(db, SEED_NAME);
  if (!studio) return false;
  const { businessId } = studio;
  const from = firstOfLastMonth(studio.timeZone);
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    const owner = await demoMembership(tx, businessId, 'principal@demo.test');
    // Made-up numbers: a valid routing number, a tax id and an account number per trainer.
    for (const [index, expert] of (await expertsWithoutPayee(tx, businessId)).entries()) {
      const taxId = String(900_000_001 + index);
      const accountNumber = String(7_700_000_001 + index);
      await tx.insert(payees).values({
        businessId,
        name: expert.name,
        kind: 'expert',
        membershipId: expert.membershipId,
        taxIdEncrypted: cipher.encrypt(taxId),
        taxIdLast4: taxId.slice(-4),
        routingNumber: '121000358',
        accountNumberEncrypted: cipher.encrypt(accountNumber),
        accountLast4: accountNumber.slice(-4),
        accountType: 'checking',
      });
    }
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
    // Erin led a workshop last month (her own sessions are this month's): an adjustment the owner
    // wrote then, so the demo expert has a paid statement.
    const erin = await demoMembership(tx, businessId, 'expert@demo.test');
    await tx.insert(earningLines).values({
      businessId,
      expertMembershipId: erin.membershipId,
      kind: 'adjustment',
      amountCents: 7_500,
      reason: 'Mobility workshop (Saturday)',
      earnedOn: addDays(from, 13),
      createdByUserId: owner.userId,
    });
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
