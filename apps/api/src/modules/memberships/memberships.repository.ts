import type { Role } from '@bmp/shared';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, memberships, users } from '../../db/schema/index.ts';
import { membershipLogin, tenantRow } from '../../db/scope.ts';

// The one owner of the `memberships` table (a person's role in a studio: principal, admin, expert,
// customer): every write and every plain lookup of a membership goes through here
// (docs/decisions/0042-api-layering.md). Joins inside bigger reads (dashboards, lists with sums) stay
// in their repositories. This module imports no other, so every module may use it without a cycle.
// Functions take the business first, except where the caller knows only the person (they say so).

export type NewMembership = Omit<typeof memberships.$inferInsert, 'businessId' | 'id'>;

export async function insertMembership(
  db: Database,
  businessId: string,
  values: NewMembership,
): Promise<{ id: string }> {
  const [membership] = await db
    .insert(memberships)
    .values({ businessId, ...values })
    .returning({ id: memberships.id });
  if (!membership) throw new Error('membership insert returned nothing');
  return membership;
}

/** The first active membership of a user (no business yet): the business a new session opens in. */
export async function findFirstActiveMembership(db: Database, userId: string) {
  const [membership] = await db
    .select({
      id: memberships.id,
      businessId: memberships.businessId,
      businessName: businesses.name,
      suspensionReason: businesses.suspensionReason,
    })
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    // A studio that is not suspended first: a person of two studios still signs in to the other one.
    .orderBy(sql`${businesses.suspendedAt} is not null`, asc(memberships.createdAt))
    .limit(1);
  return membership;
}

const memberColumns = {
  id: memberships.id,
  membershipId: memberships.id,
  userId: users.id,
  role: memberships.role,
  status: memberships.status,
  onboardedAt: memberships.onboardedAt,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
};

/**
 * A membership of this business with its person, or undefined (another business's too); `role` narrows
 * it to one role (a customer id that is an expert's answers undefined).
 */
export async function findMember(
  db: Database,
  businessId: string,
  membershipId: string,
  options: { role?: Role } = {},
) {
  const conditions: SQL[] = [tenantRow(memberships, businessId, membershipId)];
  if (options.role) conditions.push(eq(memberships.role, options.role));
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, membershipLogin)
    .where(and(...conditions));
  return row;
}

/** The business's active people in these roles, with the address their emails go to. */
export function listActivePeople(db: Database, businessId: string, roles: readonly Role[]) {
  return db
    .select({ membershipId: memberships.id, email: users.email, fullName: users.fullName })
    .from(memberships)
    .innerJoin(users, membershipLogin)
    .where(
      and(
        eq(memberships.businessId, businessId),
        eq(memberships.status, 'active'),
        inArray(memberships.role, [...roles]),
      ),
    );
}

/**
 * Who hears of a staff alert (decision 0052): the business's active principals and admins, with the
 * address and language their email goes in and whether they asked for alerts by email too.
 */
export function listStaffAlertRecipients(db: Database, businessId: string, roles: readonly Role[]) {
  return db
    .select({
      membershipId: memberships.id,
      email: users.email,
      language: users.language,
      emailStaffAlerts: memberships.emailStaffAlerts,
    })
    .from(memberships)
    .innerJoin(users, membershipLogin)
    .where(
      and(
        eq(memberships.businessId, businessId),
        eq(memberships.status, 'active'),
        inArray(memberships.role, [...roles]),
      ),
    );
}

/** Ends a customer's onboarding. */
export async function markOnboarded(
  db: Database,
  businessId: string,
  membershipId: string,
  now: Date,
): Promise<void> {
  await db
    .update(memberships)
    .set({ onboardedAt: now, updatedAt: now })
    .where(tenantRow(memberships, businessId, membershipId));
}

/**
 * The person's email language and this membership's email choices; undefined when the membership is
 * not theirs. The signed-in person is all the caller has: the membership is checked against the user.
 */
export async function findEmailChoices(db: Database, userId: string, membershipId: string) {
  const [row] = await db
    .select({
      language: users.language,
      reminders: memberships.emailReminders,
      sessionNews: memberships.emailSessionNews,
      staffAlerts: memberships.emailStaffAlerts,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(users, membershipLogin)
    .where(and(eq(memberships.id, membershipId), eq(memberships.userId, userId)));
  return row;
}

/** Changes what was given of this membership's email choices (decision 0024). */
export async function setEmailChoices(
  db: Database,
  businessId: string,
  membershipId: string,
  choices: {
    reminders?: boolean | undefined;
    sessionNews?: boolean | undefined;
    staffAlerts?: boolean | undefined;
  },
  now: Date,
): Promise<void> {
  const { reminders, sessionNews, staffAlerts } = choices;
  if (reminders === undefined && sessionNews === undefined && staffAlerts === undefined) return;
  await db
    .update(memberships)
    .set({
      ...(reminders !== undefined ? { emailReminders: reminders } : {}),
      ...(sessionNews !== undefined ? { emailSessionNews: sessionNews } : {}),
      ...(staffAlerts !== undefined ? { emailStaffAlerts: staffAlerts } : {}),
      updatedAt: now,
    })
    .where(tenantRow(memberships, businessId, membershipId));
}

/**
 * The business's people with these (lower-cased) emails, whatever their role and status: the customer
 * import's "already here?" (decision 0065).
 */
export function listMembershipsByEmail(db: Database, businessId: string, emails: readonly string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .select({ membershipId: memberships.id, email: users.email, role: memberships.role })
    .from(memberships)
    .innerJoin(users, membershipLogin)
    .where(and(eq(memberships.businessId, businessId), inArray(users.email, [...emails])));
}

/**
 * Makes these logins customers of the business, onboarding not started, in one statement; a login
 * that already has a membership here is left out (the answer lists only the new ones). The customer
 * import (decision 0065), inside its transaction.
 */
export async function insertCustomersIfAbsent(
  db: Database,
  businessId: string,
  userIds: readonly string[],
  now: Date,
): Promise<{ id: string; userId: string }[]> {
  if (userIds.length === 0) return [];
  return db
    .insert(memberships)
    .values(
      userIds.map((userId) => ({
        businessId,
        userId,
        role: 'customer' as const,
        status: 'active' as const,
        onboardedAt: null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: [memberships.businessId, memberships.userId] })
    .returning({ id: memberships.id, userId: memberships.userId });
}
