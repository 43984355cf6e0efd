import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isDatabaseUnavailable, survivesServerLoss } from './pools.ts';
import * as schema from './schema/index.ts';
import type { Database } from './types.ts';

// Reads from a replica (docs/decisions/0066-several-processes.md). The rule:
// - Heavy read-only queries (dashboards, lists, CSV exports, the member's data export, calendar
//   feeds) may go to the replica. Their repository functions take a `ReadDatabase`, which has no
//   insert, update, delete or transaction, so a write cannot be written against one; and the
//   replica's connections are read-only (`default_transaction_read_only=on`), so a raw statement
//   that writes fails there too.
// - Everything that must read its own writes stays on the primary: booking, money, and any request
//   within FRESH_WRITE_MS of the same browser's last change (`wroteRecently` in app.ts), so the page
//   shown right after a change is never older than the change.
// - A replica that lags more than REPLICA_MAX_LAG_MS, or cannot be reached, is skipped until it
//   catches up: reads fall back to the primary, with no error to anyone.

/** The queries a replica can answer: a `Database` without its writes. A `Database` is one too. */
export type ReadDatabase = Omit<
  Database,
  'insert' | 'update' | 'delete' | 'transaction' | 'refreshMaterializedView'
>;

/** Replicas further behind than this are skipped. */
export const REPLICA_MAX_LAG_MS = 5_000;
/** After a change, the same browser reads from the primary this long (longer than the lag allowed). */
export const FRESH_WRITE_MS = 2 * REPLICA_MAX_LAG_MS;
/** How often the replica's lag is measured. */
const CHECK_EVERY_MS = 2_000;
/** After a read failed there, the replica is skipped at least this long, so a flapping one rests. */
export const REST_AFTER_FAILURE_MS = 5_000;

export type ReplicaState = 'ok' | 'lagging' | 'down';
export type ReplicaStatus = { state: ReplicaState; lagSeconds: number | null; checkedAt: string | null };

export type Replica = {
  db: ReadDatabase;
  status(): ReplicaStatus;
  /**
   * Statements the replica answered so far, not those it dropped to the primary (metrics, and the
   * tests that a path never uses it).
   */
  queries(): number;
  /** Measures the lag now (also done every CHECK_EVERY_MS). */
  check(): Promise<ReplicaStatus>;
  close(): Promise<void>;
};

// 0 when the replica has replayed all it received (an idle primary sends nothing, and the last
// replayed transaction's age would otherwise read as lag); 0 too on a server that is not in
// recovery (the read-only stand-in the tests use).
const LAG_SQL = `select case
  when not pg_is_in_recovery() then 0
  when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
  else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0)
end::float8 as lag`;

export async function openReplica(url: string, poolSize: number, primary: pg.Pool): Promise<Replica> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Read-only connections, whatever the server is: a statement that writes fails here.
    options: '-c plan_cache_mode=force_custom_plan -c default_transaction_read_only=on',
    connectionTimeoutMillis: 2_000,
    // Named, so an operator (and the tests) can tell the replica's connections apart.
    application_name: 'bmp-replica',
  });
  survivesServerLoss(pool);
  let sent = 0;
  let restUntil = 0;
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const onPrimary = primary.query.bind(primary) as (...args: unknown[]) => Promise<unknown>;
  // Counted where drizzle sends its statements (it calls the pool's query outside transactions). A
  // read the replica cannot answer (it stopped, or the connection dropped) is asked of the primary
  // at once, and the replica is skipped until its next check: no error reaches the user.
  (pool as unknown as { query: typeof query }).query = async (...args: unknown[]) => {
    try {
      const result = await query(...args);
      sent += 1;
      return result;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        // Answered there all the same, with an error (a write refused by a read-only connection).
        sent += 1;
        throw error;
      }
      status = { state: 'down', lagSeconds: null, checkedAt: new Date().toISOString() };
      restUntil = Date.now() + REST_AFTER_FAILURE_MS;
      return onPrimary(...args);
    }
  };
  let status: ReplicaStatus = { state: 'down', lagSeconds: null, checkedAt: null };
  const check = async (): Promise<ReplicaStatus> => {
    if (Date.now() < restUntil) return status;
    try {
      const result = await query(LAG_SQL);
      const lag = Number((result as { rows: { lag: number }[] }).rows[0]?.lag ?? 0);
      status = {
        state: stateAtLag(lag),
        lagSeconds: Math.round(lag * 1000) / 1000,
        checkedAt: new Date().toISOString(),
      };
    } catch {
      status = { state: 'down', lagSeconds: null, checkedAt: new Date().toISOString() };
    }
    return status;
  };
  await check();
  const timer = setInterval(() => void check(), CHECK_EVERY_MS);
  timer.unref();
  return {
    db: drizzlePg(pool, { schema }) as unknown as ReadDatabase,
    status: () => status,
    queries: () => sent,
    check,
    async close() {
      clearInterval(timer);
      await pool.end();
    },
  };
}

/** Cookie holding when this browser last changed something (ms since the epoch; not a secret). */
export const FRESH_WRITE_COOKIE = 'bmp_wrote';

/** A replica exactly REPLICA_MAX_LAG_MS behind is still used; a millisecond more, it is skipped. */
export function stateAtLag(lagSeconds: number): 'ok' | 'lagging' {
  return lagSeconds * 1000 > REPLICA_MAX_LAG_MS ? 'lagging' : 'ok';
}

/** The fresh-write cookie's value for a change made now. */
export function freshWriteStamp(): string {
  return String(Date.now());
}

/** Whether the browser's last change (its cookie's value) is recent enough to need the primary. */
export function wroteRecently(cookie: string | undefined, now = Date.now()): boolean {
  if (!cookie || !/^\d{1,15}$/.test(cookie)) return false;
  const at = Number(cookie);
  // A time in the future (a clock ahead, or a hand-made cookie) counts as recent: the primary is safe.
  return now - at < FRESH_WRITE_MS;
}
