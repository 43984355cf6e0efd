import { and, eq, gt, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import {
  businesses,
  recoveryCodes,
  type UserTokenPurpose,
  users,
  userTokens,
} from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';

// Logins (users), their emailed links, two-step codes and sign-in throttles. A login is not a tenant
// row: one person may belong to several businesses, so these take a user id or an email, not a
// business id. The one tenant row written here, a membership, takes its business id first.

export type AccountUser = typeof users.$inferSelect;
export type { UserTokenPurpose };

// ---- users -------------------------------------------------------------------------------------

export async function findUserById(db: Database, userId: string): Promise<AccountUser | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

export async function findUserByEmail(db: Database, email: string): Promise<AccountUser | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/** Another account than `exceptUserId` (or any, when not given) that uses the address. */
export async function findOtherUserWithEmail(db: Database, email: string, exceptUserId?: string) {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(eq(users.email, email), ne(users.id, exceptUserId)) : eq(users.email, email))
    .limit(1);
  return other;
}

export async function insertUser(
  db: Database,
  values: { email: string; fullName: string; phone: string | null; passwordHash: string },
) {
  const [user] = await db
    .insert(users)
    .values(values)
    .returning({ id: users.id, email: users.email, fullName: users.fullName });
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

/** Updates a login; `where` narrows it further (e.g. only while two-step is off). */
export async function updateUser(
  db: Database,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
  where?: SQL,
) {
  return db
    .update(users)
    .set(values)
    .where(and(eq(users.id, userId), where))
    .returning({ id: users.id, email: users.email });
}

export const userConditions = {
  emailUnverified: () => isNull(users.emailVerifiedAt),
  totpOff: () => isNull(users.totpEnabledAt),
  /** Still being set up with this secret (a second set-up in another tab replaced it otherwise). */
  pendingTotpSecret: (secret: string) => and(eq(users.totpSecret, secret), isNull(users.totpEnabledAt)),
};

/**
 * A studio by its public slug (sign-up, sign-in with a provider, the public pages name it so). A
 * suspended studio has no public face: it is not found, and why it was suspended stays private.
 */
export async function findBusinessBySlug(db: Database, slug: string) {
  const [business] = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(and(eq(businesses.slug, slug), isNull(businesses.suspendedAt)))
    .limit(1);
  return business;
}

// ---- emailed links -----------------------------------------------------------------------------

export async function insertUserToken(db: Database, values: typeof userTokens.$inferInsert): Promise<void> {
  await db.insert(userTokens).values(values);
}

/**
 * Marks an emailed link used and returns what it was for. One UPDATE ... WHERE used_at IS NULL, so two
 * requests racing with the same link cannot both get it.
 */
export async function consumeUserToken(db: Database, tokenHash: string, purposes: UserTokenPurpose[]) {
  const now = clock.now();
  const [link] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        inArray(userTokens.purpose, purposes),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId, purpose: userTokens.purpose, newEmail: userTokens.newEmail });
  return link;
}

/** The user of an emailed link that is unused, unexpired and for one of these purposes; uses nothing. */
export async function findUsableUserToken(db: Database, tokenHash: string, purposes: UserTokenPurpose[]) {
  const [link] = await db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        inArray(userTokens.purpose, purposes),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, clock.now()),
      ),
    );
  return link;
}

/** Makes every still-unused link of a user (of these purposes, or all) stop working. */
export async function discardLinks(db: Database, userId: string, purposes?: UserTokenPurpose[]) {
  await db
    .update(userTokens)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(userTokens.userId, userId),
        isNull(userTokens.usedAt),
        purposes ? inArray(userTokens.purpose, purposes) : undefined,
      ),
    );
}

// ---- two-step recovery codes -------------------------------------------------------------------

export async function replaceRecoveryCodes(
  db: Database,
  userId: string,
  codeHashes: string[],
): Promise<void> {
  await deleteRecoveryCodes(db, userId);
  if (codeHashes.length > 0) {
    await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  }
}

export async function deleteRecoveryCodes(db: Database, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Uses an unused recovery code once; false when it is unknown or used. */
export async function useRecoveryCode(db: Database, userId: string, codeHash: string): Promise<boolean> {
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used !== undefined;
}

// ---- sign-in throttles -------------------------------------------------------------------------

/**
 * A limit on one key: at most `maxAttempts` counted attempts per `windowSeconds`. Reaching it blocks
 * the key for `blockSeconds`, doubled at each further lockout up to `maxBlockSeconds` (a backoff).
 */
export type Limit = {
  maxAttempts: number;
  windowSeconds: number;
  blockSeconds: number;
  maxBlockSeconds?: number;
};

/** Counts one attempt against the key, or refuses it (false): check and count are one atomic upsert. */
export async function reserveAttempt(db: Database, key: string, limit: Limit): Promise<boolean> {
  // The server's clock, not the database's: a test that moves the clock moves the throttle's windows.
  const now = clock.sqlInstant();
  // `fresh`: the last block is over, or the window passed without one; the key starts counting again.
  const window = sql`make_interval(secs => ${limit.windowSeconds})`;
  const fresh = sql`(login_throttles.blocked_until is not null and login_throttles.blocked_until <= ${now})
    or (login_throttles.blocked_until is null and login_throttles.window_started_at < ${now} - ${window})`;
  const counted = sql`(case when ${fresh} then 1 else login_throttles.failures + 1 end)`;
  const block = sql`make_interval(secs => least(${limit.blockSeconds} * power(2, login_throttles.lockouts), ${limit.maxBlockSeconds ?? limit.blockSeconds}))`;
  const rows = await queryRows<{ key: string }>(
    db,
    sql`
    insert into login_throttles (key, failures, window_started_at, blocked_until, lockouts)
    values (${key}, 1, ${now},
            case when 1 >= ${limit.maxAttempts} then ${now} + make_interval(secs => ${limit.blockSeconds}) end,
            case when 1 >= ${limit.maxAttempts} then 1 else 0 end)
    on conflict (key) do update set
      failures = ${counted},
      window_started_at = case when ${fresh} then ${now} else login_throttles.window_started_at end,
      blocked_until = case when ${counted} >= ${limit.maxAttempts} then ${now} + ${block} else null end,
      lockouts = case when ${counted} >= ${limit.maxAttempts} then login_throttles.lockouts + 1
                      else login_throttles.lockouts end
    where ${fresh} or (login_throttles.failures < ${limit.maxAttempts}
                       and (login_throttles.blocked_until is null or login_throttles.blocked_until <= ${now}))
    returning key`,
  );
  return rows.length > 0;
}

const keyList = (keys: string[]) =>
  sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );

/** Seconds until the most blocked of these keys may try again (null when none is blocked). */
export async function findLongestBlock(db: Database, keys: string[]): Promise<number | null> {
  const now = clock.sqlInstant();
  const rows = await queryRows<{ seconds: number | string | null }>(
    db,
    sql`select ceil(extract(epoch from max(blocked_until) - ${now})) as seconds
        from login_throttles
        where key in (${keyList(keys)}) and blocked_until > ${now}`,
  );
  const seconds = rows[0]?.seconds;
  return seconds === null || seconds === undefined ? null : Number(seconds);
}

export async function deleteThrottles(db: Database, keys: string[]): Promise<void> {
  await db.execute(sql`delete from login_throttles where key in (${keyList(keys)})`);
}

/** Gives each unblocked key back one counted attempt. */
export async function giveBackAttempts(db: Database, keys: string[]): Promise<void> {
  await db.execute(sql`update login_throttles set failures = greatest(failures - 1, 0)
      where blocked_until is null and key in (${keyList(keys)})`);
}

/** Forgets the account key and every pair key of this (lower-case) email. */
export async function deleteAccountThrottles(
  db: Database,
  accountKey: string,
  pairPrefix: string,
): Promise<void> {
  await db.execute(
    sql`delete from login_throttles where key = ${accountKey} or starts_with(key, ${pairPrefix})`,
  );
}
