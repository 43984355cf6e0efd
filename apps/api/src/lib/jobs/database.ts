import type { PGlite } from '@electric-sql/pglite';
import { type ConstructorOptions, fromPglite, type Db as IDatabase } from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.ts';

/**
 * How pg-boss reaches the app's database.
 *
 * - PostgreSQL: its own small pool on the same address (a few connections per process, one of them
 *   held for LISTEN), so a burst of job statements never waits behind the app's pool or the reverse.
 * - PGlite: the app's own client (`pgliteJobDatabase`). One process per data directory, so there is no
 *   second connection to open.
 */
export function jobDatabaseOptions(driver: DatabaseHandle['driver']): ConstructorOptions {
  if (driver.kind === 'postgres') return { connectionString: driver.url, max: 4 };
  return { db: pgliteJobDatabase(driver.client), backend: 'pglite' };
}

// A parameterless text that opens its own transaction: pg-boss's `BEGIN; ... COMMIT;` blocks.
const OPENS_TRANSACTION = /^\s*begin\b/i;

/**
 * pg-boss's `db` on the app's PGlite client. PGlite is one connection: each `query`/`exec` waits for
 * the app's transaction in progress (PGlite's transaction mutex) and runs between two of them, never
 * inside one, so pg-boss's short polls queue with the app's statements (first come, first served)
 * instead of deadlocking or interleaving with them.
 *
 * - A statement with parameters runs with `query` (one statement, in its own implicit transaction).
 * - A text without parameters may hold several statements (pg-boss's schema work and its locked
 *   `BEGIN; ...; COMMIT;` blocks): `exec`, with the rows of every statement, so a RETURNING before the
 *   COMMIT is kept. A block that opens a transaction runs inside one PGlite transaction, so when one
 *   of its statements fails PGlite rolls it back before releasing the connection. pg-boss's own
 *   adapter (`fromPglite`) sends the ROLLBACK as a separate call, and in between an app request could
 *   take the connection and fail with "current transaction is aborted" (runner.test.ts shows it).
 * - LISTEN/NOTIFY is in process: pg-boss's adapter provides it.
 */
export function pgliteJobDatabase(client: PGlite): IDatabase {
  const adapter = fromPglite(client);
  const database: IDatabase = {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      if (OPENS_TRANSACTION.test(text)) {
        // Inside PGlite's transaction the block's own BEGIN and COMMIT only warn; a failure anywhere
        // makes PGlite roll back while it still holds the connection.
        const results = await client.transaction((tx) => tx.exec(text));
        return { rows: results.flatMap((result) => result.rows ?? []) };
      }
      const results = await client.exec(text);
      return { rows: results.flatMap((result) => result.rows ?? []) };
    },
  };
  if (adapter.listen) database.listen = adapter.listen.bind(adapter);
  return database;
}
