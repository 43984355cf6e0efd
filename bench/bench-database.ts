import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client.ts';

// A benchmark's own PostgreSQL database, made afresh beside the test one and dropped afterwards.

export const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type BenchPostgres = { database: DatabaseHandle; url: string; drop: () => Promise<void> };

/** A new, migrated database `name`; undefined (with a warning) when PostgreSQL is not reachable. */
export async function openBenchPostgres(name: string, poolSize: number): Promise<BenchPostgres | undefined> {
  let admin: DatabaseHandle;
  try {
    admin = await openDatabase({ kind: 'postgres', url: ADMIN_URL, poolSize: 1 });
  } catch {
    console.warn(`PostgreSQL is not reachable at ${ADMIN_URL}.`);
    return undefined;
  }
  const dropIt = () => admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
  await dropIt();
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      // BENCH_KEEP=1 leaves the database for EXPLAIN ANALYZE (psql …/<name>).
      if (!process.env.BENCH_KEEP) await dropIt();
      await admin.close();
    },
  };
}
