import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Throws when the database does not answer a trivial query (not tenant data: no business id). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
