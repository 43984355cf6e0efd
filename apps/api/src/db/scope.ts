import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { memberships, users } from './schema/index.ts';

// Conditions the repositories share. Every tenant read names its business (decision 0025).

/** The studio's row with this id (a row of another studio with the same id is not found). */
export function tenantRow(
  table: { businessId: AnyPgColumn; id: AnyPgColumn },
  businessId: string,
  id: string,
) {
  return and(eq(table.businessId, businessId), eq(table.id, id)) as SQL;
}

/** Joins a membership to its login (a login is not a tenant row: one person may be in several studios). */
export const membershipLogin = eq(users.id, memberships.userId);

/** The studio's rows whose `column` is one of `values`. */
export function tenantRowsIn(
  table: { businessId: AnyPgColumn },
  businessId: string,
  column: AnyPgColumn,
  values: readonly string[],
) {
  return and(eq(table.businessId, businessId), inArray(column, values)) as SQL;
}
