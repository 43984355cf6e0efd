import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';

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

// Sign-in (docs/security.md "Sign-in throttling", OWASP ASVS V6): the tight limit is per account AND
// address pair, so an attacker slows only themself and the owner on their own device still gets in.
// The account-wide limit is much looser (it only stops guessing spread over many addresses), and the
// address limit is generous because a whole gym can sit behind one address.
export const PAIR_LIMIT: Limit = {
  maxAttempts: 5,
  windowSeconds: 15 * 60,
  blockSeconds: 60,
  maxBlockSeconds: 15 * 60,
};
export const ACCOUNT_LIMIT: Limit = { maxAttempts: 100, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
export const ADDRESS_LIMIT: Limit = { maxAttempts: 50, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
// Two-step codes and password re-checks of a signed-in person: per user, and apart from sign-in, so a
// stolen session guessing the current password slows itself without locking the owner's sign-in.
export const TWO_STEP_LIMIT: Limit = { maxAttempts: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
export const RECHECK_LIMIT: Limit = { maxAttempts: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;
export const pairKey = (email: string, ip: string) => `pair:${email.toLowerCase()}|${ip}`;
export const twoStepKey = (userId: string) => `two-step:${userId}`;
export const recheckKey = (userId: string) => `recheck:${userId}`;

export type Attempt = { key: string; limit: Limit };

/**
 * Counts one attempt against every key before the attempt is evaluated, or refuses it: check and
 * count are one atomic upsert per key, so 200 parallel guesses cannot all slip under a limit of 5.
 * All keys or none are counted (one transaction, keys in a fixed order so two callers never wait on
 * each other crosswise). Returns 0 when the attempt may go ahead, else the seconds until it may.
 */
export async function takeAttempt(db: Database, attempts: Attempt[]): Promise<number> {
  const ordered = [...attempts].sort((a, b) => a.key.localeCompare(b.key));
  try {
    await db.transaction(async (tx) => {
      for (const { key, limit } of ordered) {
        const rows = await queryRows<{ key: string }>(tx as unknown as Database, reserve(key, limit));
        if (rows.length === 0) throw new Refused();
      }
    });
    return 0;
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return secondsBlocked(
      db,
      ordered.map((attempt) => attempt.key),
    );
  }
}

class Refused extends Error {}

// `fresh`: the last block is over, or the window passed without one; the key starts counting again.
function reserve(key: string, limit: Limit) {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`;
  const fresh = sql`(login_throttles.blocked_until is not null and login_throttles.blocked_until <= now())
    or (login_throttles.blocked_until is null and login_throttles.window_started_at < now() - ${window})`;
  const counted = sql`(case when ${fresh} then 1 else login_throttles.failures + 1 end)`;
  const block = sql`make_interval(secs => least(${limit.blockSeconds} * power(2, login_throttles.lockouts), ${limit.maxBlockSeconds ?? limit.blockSeconds}))`;
  return sql`
    insert into login_throttles (key, failures, window_started_at, blocked_until, lockouts)
    values (${key}, 1, now(),
            case when 1 >= ${limit.maxAttempts} then now() + make_interval(secs => ${limit.blockSeconds}) end,
            case when 1 >= ${limit.maxAttempts} then 1 else 0 end)
    on conflict (key) do update set
      failures = ${counted},
      window_started_at = case when ${fresh} then now() else login_throttles.window_started_at end,
      blocked_until = case when ${counted} >= ${limit.maxAttempts} then now() + ${block} else null end,
      lockouts = case when ${counted} >= ${limit.maxAttempts} then login_throttles.lockouts + 1
                      else login_throttles.lockouts end
    where ${fresh} or (login_throttles.failures < ${limit.maxAttempts}
                       and (login_throttles.blocked_until is null or login_throttles.blocked_until <= now()))
    returning key`;
}

/** Seconds until the most blocked of these keys may try again, or 0 when none is blocked. */
export async function secondsBlocked(db: Database, keys: string[]): Promise<number> {
  const rows = await queryRows<{ seconds: number | string | null }>(
    db,
    sql`select ceil(extract(epoch from max(blocked_until) - now())) as seconds
        from login_throttles
        where key in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )}) and blocked_until > now()`,
  );
  // A key can be refused for a moment without a block yet (its last slot is being evaluated).
  return Math.max(1, Number(rows[0]?.seconds ?? 1));
}

/**
 * An attempt turned out right: the keys that belong to this person start afresh (`reset`), and the
 * shared ones get their slot back (`giveBack`), so a successful sign-in never counts as a failure.
 */
export async function attemptSucceeded(
  db: Database,
  { reset = [], giveBack = [] }: { reset?: string[]; giveBack?: string[] },
): Promise<void> {
  if (reset.length > 0) {
    await db.execute(
      sql`delete from login_throttles where key in (${sql.join(
        reset.map((key) => sql`${key}`),
        sql`, `,
      )})`,
    );
  }
  if (giveBack.length > 0) {
    await db.execute(sql`update login_throttles set failures = greatest(failures - 1, 0)
      where blocked_until is null and key in (${sql.join(
        giveBack.map((key) => sql`${key}`),
        sql`, `,
      )})`);
  }
}

/** Forgets every sign-in count of an account, from every address (after a reset by emailed link). */
export async function clearAccount(db: Database, email: string): Promise<void> {
  const lower = email.toLowerCase();
  await db.execute(
    sql`delete from login_throttles where key = ${accountKey(lower)} or starts_with(key, ${`pair:${lower}|`})`,
  );
}
