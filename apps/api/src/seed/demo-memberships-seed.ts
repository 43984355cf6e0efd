import { and, asc, eq, like } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contracts, contractTemplates, memberships, seedRuns, users } from '../db/schema/index.ts';
import { seedDemoSubscriptionRecords } from '../modules/subscriptions/index.ts';
import { demoMembership, demoStudioToSeed } from './demo-lookups.ts';

// The demo studio's membership plans and memberships (decisions/0055-memberships.md); what they are is
// described in modules/subscriptions/demo.ts. Runs after the contracts seed: member@demo.test's
// waiting membership agreement is the one her pending membership asks her to sign.

const SEED_NAME = 'demo-memberships';

export async function seedDemoMemberships(db: Database, origin = 'http://localhost:3000'): Promise<boolean> {
  const studio = await demoStudioToSeed(db, SEED_NAME);
  if (!studio) return false;
  const { businessId } = studio;
  // One transaction: a seed that stops half-way leaves nothing, and runs again next start.
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    await seedWithin(tx, businessId, origin);
    return true;
  });
}

async function seedWithin(db: Database, businessId: string, origin: string): Promise<void> {
  const owner = await demoMembership(db, businessId, 'principal@demo.test');
  const member = await demoMembership(db, businessId, 'member@demo.test');
  const [template] = await db
    .select({ id: contractTemplates.id })
    .from(contractTemplates)
    .where(
      and(eq(contractTemplates.businessId, businessId), eq(contractTemplates.kind, 'membership_agreement')),
    );
  const [agreement] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.businessId, businessId),
        eq(contracts.personId, member.membershipId),
        eq(contracts.kind, 'membership_agreement'),
      ),
    );
  // The generated regulars (demo-history-seed), in a fixed order; none when that seed did not run.
  const regulars = await db
    .select({ membershipId: memberships.id, userId: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.businessId, businessId),
        eq(memberships.role, 'customer'),
        eq(memberships.status, 'active'),
        like(users.email, '%@studio.demo.test'),
      ),
    )
    .orderBy(asc(users.email))
    .limit(7);
  await seedDemoSubscriptionRecords(
    { db, card: undefined, origin },
    {
      businessId,
      owner: {
        userId: owner.userId,
        membershipId: owner.membershipId,
        name: 'Paula Principal',
        role: 'principal',
        ip: null,
        userAgent: 'demo seed',
      },
      member,
      memberAgreementId: agreement?.id ?? null,
      agreementTemplateId: template?.id ?? null,
      regulars,
    },
  );
}
