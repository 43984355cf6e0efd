import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import type { ReadDatabase } from './replica.ts';

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`, the shared type only says unknown. */
export async function queryRows<T>(db: ReadDatabase, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Rows of `table` answered by raw SQL (a function that returns SETOF the table, say), with the same
 * column names and value mapping as Drizzle's own selects.
 */
export async function tableRowsFrom<T extends PgTable>(
  db: Database,
  table: T,
  from: SQL,
): Promise<T['$inferSelect'][]> {
  const columns = Object.entries(getTableColumns(table));
  const list = sql.join(
    columns.map(([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const rows = await queryRows<Record<string, unknown>>(db, sql`select ${list} from ${from}`);
  return rows.map(
    (row) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = row[key];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as T['$inferSelect'],
  );
}

/** The SQLSTATE of a database error (pg and PGlite carry `code`; Drizzle wraps it as the cause). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** The constraint a database error names (a unique or check violation), when it names one. */
export function constraintOf(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { constraint } = current as Error & { constraint?: unknown };
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}
