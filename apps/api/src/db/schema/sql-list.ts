import { type SQL, sql } from 'drizzle-orm';

/** `'a', 'b'` (or `15, 30`) for a check constraint; the lists are our own constants, never user input. */
export function sqlList(values: readonly (string | number)[]): SQL {
  return sql.raw(
    values.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`)).join(', '),
  );
}
