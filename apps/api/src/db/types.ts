import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

// The database's types, apart from client.ts so the replica (replica.ts) can name them without a cycle.

export type Schema = typeof schema;
/** The Drizzle database, whichever engine is underneath. Only repositories should touch it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
