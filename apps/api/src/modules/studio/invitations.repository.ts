import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, memberships, teamInvitations, users } from '../../db/schema/index.ts';
import { tenantRow } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';

// Team invitations: sent, renewed, revoked, and accepted (which finds or makes the login and its
// membership). Every function takes the business first (STYLE.md 6), except the acceptance, which
// starts from the invitation's token.

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

// ---- Invitations -----------------------------------------------------------------------------------

const invitationColumns = {
  id: teamInvitations.id,
  businessId: teamInvitations.businessId,
  email: teamInvitations.email,
  role: teamInvitations.role,
  expiresAt: teamInvitations.expiresAt,
  acceptedAt: teamInvitations.acceptedAt,
  revokedAt: teamInvitations.revokedAt,
  sentAt: teamInvitations.sentAt,
  createdAt: teamInvitations.createdAt,
};
export type InvitationRow = Awaited<ReturnType<typeof findInvitation>>;

export async function listInvitations(db: Database, businessId: string) {
  return db
    .select(invitationColumns)
    .from(teamInvitations)
    .where(and(eq(teamInvitations.businessId, businessId), isNull(teamInvitations.acceptedAt)))
    .orderBy(sql`${teamInvitations.createdAt} desc`)
    .limit(200);
}

export async function findInvitation(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select(invitationColumns)
    .from(teamInvitations)
    .where(tenantRow(teamInvitations, businessId, id));
  return row;
}

/** An invitation neither accepted nor revoked. */
const stillOpen = and(isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt));

export async function findOpenInvitationTo(db: Database, businessId: string, email: string) {
  const [row] = await db
    .select(invitationColumns)
    .from(teamInvitations)
    .where(and(eq(teamInvitations.businessId, businessId), eq(teamInvitations.email, email), stillOpen));
  return row;
}

export async function insertInvitation(
  db: Database | Tx,
  values: {
    businessId: string;
    email: string;
    role: 'principal' | 'admin' | 'expert';
    tokenHash: string;
    invitedById: string;
    expiresAt: Date;
  },
) {
  const [row] = await db.insert(teamInvitations).values(values).returning(invitationColumns);
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
}

/** A new token and expiry for an open invitation (resend): the older link stops working. */
export async function renewInvitation(
  db: Database | Tx,
  businessId: string,
  id: string,
  values: { tokenHash: string; expiresAt: Date; role?: 'principal' | 'admin' | 'expert' },
) {
  const [row] = await db
    .update(teamInvitations)
    .set({ ...values, sentAt: clock.now() })
    .where(and(tenantRow(teamInvitations, businessId, id), stillOpen))
    .returning(invitationColumns);
  return row;
}

export async function revokeInvitation(db: Database, businessId: string, id: string) {
  const [row] = await db
    .update(teamInvitations)
    .set({ revokedAt: clock.now() })
    .where(and(tenantRow(teamInvitations, businessId, id), stillOpen))
    .returning(invitationColumns);
  return row;
}

/** The invitation a link's token opens, whatever its state, with its studio's name. */
export async function findInvitationByToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      ...invitationColumns,
      businessName: businesses.name,
      // Decided in the database, at its microseconds, like the claim (a JavaScript Date keeps only
      // milliseconds and would call an invitation expiring a microsecond from now already expired).
      expired: sql<boolean>`${teamInvitations.expiresAt} <= ${clock.sqlInstant(now)}`,
    })
    .from(teamInvitations)
    .innerJoin(businesses, eq(businesses.id, teamInvitations.businessId))
    // A suspended studio's invitations wait (decision 0062): not valid until it is reactivated.
    .where(and(eq(teamInvitations.tokenHash, tokenHash), isNull(businesses.suspendedAt)));
  return row;
}

/** Marks the invitation used, once: false when another acceptance (or a revoke) came first. */
export async function claimInvitation(tx: Tx, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(teamInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(teamInvitations.id, id),
        stillOpen,
        sql`${teamInvitations.expiresAt} > ${clock.sqlInstant(now)}`,
      ),
    )
    .returning({ id: teamInvitations.id });
  return rows.length === 1;
}

export async function findUserByEmail(db: Database | Tx, email: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

/** Adds (or re-opens) a login's membership in the studio with a team role. */
export async function upsertTeamMembership(
  tx: Tx,
  businessId: string,
  userId: string,
  role: 'principal' | 'admin' | 'expert',
) {
  const [row] = await tx
    .insert(memberships)
    .values({ businessId, userId, role, status: 'active', onboardedAt: clock.now() })
    .onConflictDoUpdate({
      target: [memberships.businessId, memberships.userId],
      set: { role, status: 'active', onboardedAt: clock.now(), updatedAt: clock.now() },
    })
    .returning({ id: memberships.id });
  if (!row) throw new Error('membership upsert returned nothing');
  return row.id;
}

export async function insertUser(tx: Tx, values: { email: string; fullName: string; passwordHash: string }) {
  const [row] = await tx
    .insert(users)
    .values({ ...values, emailVerifiedAt: clock.now() })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return row.id;
}
