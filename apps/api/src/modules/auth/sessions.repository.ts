import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, memberships, sessions, users } from '../../db/schema/index.ts';

// Sessions are looked up by their token's hash before anyone's business is known, so the lookups take
// the hash; the business comes out of the session row.

export async function insertSession(db: Database, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Deletes every session of a user, except optionally one. */
export async function deleteUserSessions(
  db: Database,
  userId: string,
  exceptTokenHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptTokenHash
        ? and(eq(sessions.userId, userId), sql`${sessions.tokenHash} <> ${exceptTokenHash}`)
        : eq(sessions.userId, userId),
    );
}

export async function touchSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsExpiredBy(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** The session lookup, built once per database and prepared by name: every request runs it. */
function buildAuthQuery(db: Database) {
  return db
    .select({
      stage: sessions.stage,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      email: users.email,
      fullName: users.fullName,
      emailVerifiedAt: users.emailVerifiedAt,
      totpEnabledAt: users.totpEnabledAt,
      membershipId: memberships.id,
      role: memberships.role,
      status: memberships.status,
      onboardedAt: memberships.onboardedAt,
      businessId: businesses.id,
      businessName: businesses.name,
      businessSlug: businesses.slug,
      businessTimeZone: businesses.timeZone,
      configVersion: businesses.configVersion,
      // Set while the studio is suspended (decision 0062): the session is refused, and told why.
      suspensionReason: businesses.suspensionReason,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(memberships, eq(memberships.id, sessions.membershipId))
    .innerJoin(businesses, eq(businesses.id, sessions.businessId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('load_auth');
}

const authQueries = new WeakMap<Database, ReturnType<typeof buildAuthQuery>>();

function authQueryOf(db: Database) {
  let query = authQueries.get(db);
  if (!query) {
    query = buildAuthQuery(db);
    authQueries.set(db, query);
  }
  return query;
}

/** The live session of a token hash with its person, membership and business (undefined when none). */
export async function findLiveSession(
  db: Database,
  params: { tokenHash: string; now: Date; idleSince: Date },
) {
  const [row] = await authQueryOf(db).execute(params);
  return row;
}
