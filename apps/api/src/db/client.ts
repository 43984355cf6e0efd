import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { survivesServerLoss } from './pools.ts';
import { openReplica, type ReadDatabase, type Replica } from './replica.ts';
import * as schema from './schema/index.ts';

import type { Database } from './types.ts';

export type { Database, Schema } from './types.ts';
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /**
   * The connection underneath, for the job runner (lib/jobs), which speaks SQL to it directly:
   * PGlite's single client (shared, so its statements queue between the app's transactions) or
   * PostgreSQL's address (the runner opens a small pool of its own, with a LISTEN connection).
   */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  /** The read replica, when DATABASE_REPLICA_URL names one (db/replica.ts). */
  replica?: Replica;
  /**
   * Where a heavy read-only query goes (db/replica.ts has the rule): the replica while it keeps up,
   * unless the caller must see its own recent write; otherwise the primary.
   */
  readsFor(wroteRecently: boolean): ReadDatabase;
  /** The primary's connections: open, idle, and requests waiting for one (metrics). */
  poolStats(): { total: number; idle: number; waiting: number };
  /** Applies committed migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /** Finishes pending work and releases the database (and the data-directory lock). */
  close(): Promise<void>;
};

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; replicaUrl?: string }
  // dataDir undefined means in memory (tests); loadDataDir restores a dumped template.
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

// Two processes on one PGlite directory would corrupt it, and a second migrate on PostgreSQL must
// wait for the first: this advisory lock key serialises migrations.
const MIGRATION_LOCK_KEY = 727_001;

/** Opens (creating if needed) the embedded PGlite database or connects to PostgreSQL. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    return openPostgres(options.url, options.poolSize ?? 10, options.replicaUrl);
  }
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<DatabaseHandle> {
  let releaseLock: (() => void) | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = await acquireDataDirLock(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions: { btree_gist },
    });
  } catch (error) {
    releaseLock?.();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    readsFor: () => db,
    // One client, no pool: every statement queues on it.
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        releaseLock?.();
      }
    },
  };
}

async function openPostgres(url: string, poolSize: number, replicaUrl?: string): Promise<DatabaseHandle> {
  // Custom plans for every prepared statement (foreign-key checks, statements in triggers and SQL
  // functions): a pooled connection otherwise keeps the generic plan it made when a table was small
  // (a sequential scan) until the next ANALYZE, and a studio's tables grow fastest in a billing run
  // (decisions/0061-billing-in-batches.md measured commits of 23 ms from such plans). The planner then
  // also sees each studio's own values rather than an average over studios.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: '-c plan_cache_mode=force_custom_plan',
  });
  survivesServerLoss(pool);
  const drizzleDb = drizzlePg(pool, { schema });
  // Fail fast with a clear error when the server is not there.
  await pool.query('select 1');
  const db = drizzleDb as unknown as Database;
  // A replica that is down at start does not stop the process: it is used once it answers.
  const replica = replicaUrl ? await openReplica(replicaUrl, poolSize, pool) : undefined;
  return {
    db,
    kind: 'postgres',
    driver: { kind: 'postgres', url },
    ...(replica ? { replica } : {}),
    readsFor: (wroteRecently) =>
      replica && !wroteRecently && replica.status().state === 'ok' ? replica.db : db,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async migrate() {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg(conn, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        conn.release();
      }
    },
    async close() {
      await replica?.close();
      await pool.end();
    },
  };
}
