import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/index.ts';
import { membershipLogin, tenantRow } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';
import { expertClientCondition } from '../customers/index.ts';

// The studio's clients (customers). Who counts as an expert's client is decided by the customers
// module (expertClientCondition, docs/decisions/0034-expert-clients.md), so this list, the expert
// dashboard and the client page agree.

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
    options.expertId ? expertClientCondition(businessId, options.expertId, memberships.id) : undefined,
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
    .set({ primaryExpertId: expertId, updatedAt: clock.now() })
    .where(tenantRow(memberships, businessId, customerId));
}
