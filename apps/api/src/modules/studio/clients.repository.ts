import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { memberships, services, users } from '../../db/schema/index.ts';
import { membershipLogin, tenantRow } from '../../db/scope.ts';

// The studio's clients (customers). "An expert's clients" is one condition, here only, so the expert
// dashboard and any other page list the same people.

/**
 * The customers who are an expert's clients: anyone they have (or had) a session with, or whose
 * primary expert they are. For `memberships` rows of the same business.
 */
export function expertClientsCondition(businessId: string, expertId: string): SQL {
  return sql`(${memberships.primaryExpertId} = ${expertId} or exists (
    select 1 from ${services} where ${services.businessId} = ${businessId}
      and ${services.customerId} = ${memberships.id} and ${services.expertId} = ${expertId}))`;
}

const primaryMemberships = alias(memberships, 'primary_memberships');
const primaryUsers = alias(users, 'primary_users');

/** A page of the studio's clients; with `expertId`, only that expert's clients. */
export async function listClients(
  db: Database,
  businessId: string,
  options: { expertId?: string; q: string; page: number; pageSize: number },
) {
  const search = options.q ? `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(memberships.businessId, businessId),
    eq(memberships.role, 'customer'),
    options.expertId ? expertClientsCondition(businessId, options.expertId) : undefined,
    search ? or(ilike(users.fullName, search), ilike(users.email, search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: memberships.id,
        fullName: users.fullName,
        email: users.email,
        phone: users.phone,
        primaryExpertId: memberships.primaryExpertId,
        primaryExpertName: primaryUsers.fullName,
      })
      .from(memberships)
      .innerJoin(users, membershipLogin)
      .leftJoin(
        primaryMemberships,
        and(
          eq(primaryMemberships.businessId, memberships.businessId),
          eq(primaryMemberships.id, memberships.primaryExpertId),
        ),
      )
      .leftJoin(primaryUsers, eq(primaryUsers.id, primaryMemberships.userId))
      .where(where)
      .orderBy(asc(users.fullName), asc(memberships.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ value: count() }).from(memberships).innerJoin(users, membershipLogin).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      fullName: row.fullName,
      email: row.email,
      phone: row.phone,
      primaryExpert:
        row.primaryExpertId && row.primaryExpertName
          ? { id: row.primaryExpertId, name: row.primaryExpertName }
          : null,
    })),
    total: total?.value ?? 0,
  };
}

export async function findClient(db: Database, businessId: string, customerId: string) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(tenantRow(memberships, businessId, customerId), eq(memberships.role, 'customer')));
  return row;
}

export async function findActiveExpert(db: Database, businessId: string, expertId: string) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        tenantRow(memberships, businessId, expertId),
        eq(memberships.role, 'expert'),
        eq(memberships.status, 'active'),
      ),
    );
  return row;
}

export async function setPrimaryExpert(
  db: Database,
  businessId: string,
  customerId: string,
  expertId: string | null,
) {
  await db
    .update(memberships)
    .set({ primaryExpertId: expertId, updatedAt: new Date() })
    .where(tenantRow(memberships, businessId, customerId));
}
