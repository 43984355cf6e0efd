import type { OnboardingStep } from '@bmp/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import {
  creditBalances,
  creditEntries,
  creditLots,
  householdMembers,
  memberProfiles,
  payments,
  purchases,
  serviceParticipants,
  services,
  users,
} from '../../db/schema/index.ts';
import { tenantRowsIn } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';

export type MemberProfileRow = typeof memberProfiles.$inferSelect;
export type HouseholdRow = typeof householdMembers.$inferSelect;

/** The customer's profile row, created empty (next step 'profile') on first use. */
export async function ensureProfile(
  db: Database,
  businessId: string,
  membershipId: string,
): Promise<MemberProfileRow> {
  await db.insert(memberProfiles).values({ businessId, membershipId }).onConflictDoNothing();
  const row = await findProfile(db, businessId, membershipId);
  if (!row) throw new Error('member profile vanished');
  return row;
}

export async function findProfile(
  db: ReadDatabase,
  businessId: string,
  membershipId: string,
): Promise<MemberProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(memberProfiles)
    .where(and(eq(memberProfiles.businessId, businessId), eq(memberProfiles.membershipId, membershipId)));
  return row;
}

export async function updateProfile(
  db: Database,
  businessId: string,
  membershipId: string,
  values: Partial<typeof memberProfiles.$inferInsert>,
): Promise<void> {
  await db
    .update(memberProfiles)
    .set({ ...values, updatedAt: clock.now() })
    .where(and(eq(memberProfiles.businessId, businessId), eq(memberProfiles.membershipId, membershipId)));
}

/** Moves onboarding on to `next` only if it is not already further along. */
export function laterStep(current: OnboardingStep | 'done', saved: OnboardingStep, order: readonly string[]) {
  const afterSaved = order[order.indexOf(saved) + 1] ?? 'done';
  return order.indexOf(current) >= order.indexOf(afterSaved) || current === 'done' ? current : afterSaved;
}

export async function listHousehold(db: Database, businessId: string, membershipId: string) {
  return db
    .select()
    .from(householdMembers)
    .where(and(eq(householdMembers.businessId, businessId), eq(householdMembers.membershipId, membershipId)))
    .orderBy(asc(householdMembers.createdAt), asc(householdMembers.id));
}

const householdRow = (businessId: string, membershipId: string, id: string) =>
  and(
    eq(householdMembers.businessId, businessId),
    eq(householdMembers.membershipId, membershipId),
    eq(householdMembers.id, id),
  );

export async function insertHouseholdMember(
  db: Database,
  businessId: string,
  membershipId: string,
  values: Omit<typeof householdMembers.$inferInsert, 'businessId' | 'membershipId'>,
): Promise<HouseholdRow> {
  const [row] = await db
    .insert(householdMembers)
    .values({ ...values, businessId, membershipId })
    .returning();
  if (!row) throw new Error('household insert returned nothing');
  return row;
}

export async function updateHouseholdMember(
  db: Database,
  businessId: string,
  membershipId: string,
  id: string,
  values: Partial<typeof householdMembers.$inferInsert>,
): Promise<HouseholdRow | undefined> {
  const [row] = await db
    .update(householdMembers)
    .set({ ...values, updatedAt: clock.now() })
    .where(householdRow(businessId, membershipId, id))
    .returning();
  return row;
}

export async function deleteHouseholdMember(
  db: Database,
  businessId: string,
  membershipId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(householdMembers)
    .where(householdRow(businessId, membershipId, id))
    .returning({ id: householdMembers.id });
  return rows.length > 0;
}

/** These household members of the customer (another customer's ids are simply not found). */
export async function listHouseholdMembersById(
  db: Database,
  businessId: string,
  membershipId: string,
  ids: string[],
): Promise<HouseholdRow[]> {
  return db
    .select()
    .from(householdMembers)
    .where(
      and(
        eq(householdMembers.businessId, businessId),
        eq(householdMembers.membershipId, membershipId),
        inArray(householdMembers.id, ids),
      ),
    );
}

// A login (users) is not a tenant row: one person may belong to several businesses. These take the
// user id of the signed-in member's own session.

/** The member's own name, email and phone. */
export async function findUserContact(db: ReadDatabase, userId: string) {
  const [user] = await db
    .select({ fullName: users.fullName, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** Saves the member's name and phone (on their login) and profile fields, in one transaction. */
export async function updateContactAndProfile(
  db: Database,
  businessId: string,
  membershipId: string,
  userId: string,
  contact: { fullName: string; phone: string | null },
  profile: Partial<typeof memberProfiles.$inferInsert>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...contact, updatedAt: clock.now() })
      .where(eq(users.id, userId));
    await updateProfile(tx, businessId, membershipId, profile);
  });
}

/** Records the consent on the profile and marks its onboarding done (the membership is the service's). */
export async function finishProfile(
  db: Database,
  businessId: string,
  membershipId: string,
  consent: { termsVersion: string; privacyVersion: string },
  now: Date,
): Promise<void> {
  await db
    .update(memberProfiles)
    .set({ ...consent, consentedAt: now, nextStep: 'done', updatedAt: now })
    .where(and(eq(memberProfiles.businessId, businessId), eq(memberProfiles.membershipId, membershipId)));
}

/** Every row of the customer's sessions, purchases, payments and credits (their data export). */
export async function listCustomerData(db: ReadDatabase, businessId: string, customerId: string) {
  const own = <T extends { businessId: unknown; customerId: unknown }>(table: T) =>
    and(eq(table.businessId as never, businessId), eq(table.customerId as never, customerId));
  const sessions = await db.select().from(services).where(own(services));
  const sessionIds = sessions.map((session) => session.id);
  const participants =
    sessionIds.length === 0
      ? []
      : await db
          .select()
          .from(serviceParticipants)
          .where(tenantRowsIn(serviceParticipants, businessId, serviceParticipants.serviceId, sessionIds));
  return {
    sessions,
    participants,
    purchases: await db.select().from(purchases).where(own(purchases)),
    payments: await db.select().from(payments).where(own(payments)),
    balances: await db.select().from(creditBalances).where(own(creditBalances)),
    lots: await db.select().from(creditLots).where(own(creditLots)),
    entries: await db.select().from(creditEntries).where(own(creditEntries)),
  };
}
