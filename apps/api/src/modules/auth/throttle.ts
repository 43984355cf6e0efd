import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';

type Limit = { maxFailures: number; windowSeconds: number; blockSeconds: number };

// Per account: a handful of tries, then a pause. Per address: generous, because a whole gym can sit
// behind one address, but enough to stop one machine trying many accounts.
export const ACCOUNT_LIMIT: Limit = { maxFailures: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
export const ADDRESS_LIMIT: Limit = { maxFailures: 50, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;

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
  return Math.max(0, Number(rows[0]?.seconds ?? 0));
}

/** Counts a failed sign-in against a key, in one atomic upsert (safe with several API processes). */
export async function recordFailure(db: Database, key: string, limit: Limit): Promise<void> {
  await db.execute(sql`
    insert into login_throttles (key, failures, window_started_at, blocked_until)
    values (${key}, 1, now(), case when 1 >= ${limit.maxFailures} then now() + make_interval(secs => ${limit.blockSeconds}) end)
    on conflict (key) do update set
      failures = case when login_throttles.window_started_at < now() - make_interval(secs => ${limit.windowSeconds})
                      then 1 else login_throttles.failures + 1 end,
      window_started_at = case when login_throttles.window_started_at < now() - make_interval(secs => ${limit.windowSeconds})
                      then now() else login_throttles.window_started_at end,
      blocked_until = case when (case when login_throttles.window_started_at < now() - make_interval(secs => ${limit.windowSeconds})
                      then 1 else login_throttles.failures + 1 end) >= ${limit.maxFailures}
                      then now() + make_interval(secs => ${limit.blockSeconds}) else login_throttles.blocked_until end`);
}

/** Forgets the failures of a key (after a successful sign-in to that account). */
export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from login_throttles where key = ${key}`);
}
