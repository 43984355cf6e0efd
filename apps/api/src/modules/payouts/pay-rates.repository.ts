import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { businesses, groups, memberships, offerings, payRates, users } from '../../db/schema/index.ts';
import { tenantRow } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';

// Pay rates (docs/decisions/0058-pay-rates.md). Every query names its business; writes take the
// business's row lock first, so two owners saving rates at once check overlaps one after the other.

export type PayRateRow = typeof payRates.$inferSelect;
export type NewPayRate = Omit<typeof payRates.$inferInsert, 'id' | 'businessId' | 'createdAt' | 'updatedAt'>;

const expertUsers = alias(users, 'expert_users');

const rateColumns = {
  rate: payRates,
  expertName: expertUsers.fullName,
  offeringName: offerings.name,
  groupName: groups.name,
};

/** The studio's rates with the names of what they apply to, the default first, then by expert and day. */
export async function listPayRates(db: Database, businessId: string) {
  return db
    .select(rateColumns)
    .from(payRates)
    .leftJoin(
      memberships,
      and(eq(memberships.businessId, payRates.businessId), eq(memberships.id, payRates.expertMembershipId)),
    )
    .leftJoin(expertUsers, eq(expertUsers.id, memberships.userId))
    .leftJoin(
      offerings,
      and(eq(offerings.businessId, payRates.businessId), eq(offerings.id, payRates.offeringId)),
    )
    .leftJoin(groups, and(eq(groups.businessId, payRates.businessId), eq(groups.id, payRates.groupId)))
    .where(eq(payRates.businessId, businessId))
    .orderBy(
      sql`${payRates.expertMembershipId} is not null`,
      asc(expertUsers.fullName),
      asc(offerings.name),
      asc(groups.name),
      asc(payRates.effectiveFrom),
    );
}

/** Serialises the studio's rate writes (overlap checks read, then write). */
export async function lockBusinessForRates(tx: Database, businessId: string) {
  await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for('update');
}

export async function findPayRate(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(payRates)
    .where(tenantRow(payRates, businessId, id));
  return row;
}

export async function insertPayRate(tx: Database, businessId: string, values: NewPayRate) {
  const now = clock.now();
  const [row] = await tx
    .insert(payRates)
    .values({ ...values, businessId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('pay rate insert returned nothing');
  return row;
}

export async function updatePayRate(tx: Database, businessId: string, id: string, values: NewPayRate) {
  const [row] = await tx
    .update(payRates)
    .set({ ...values, updatedAt: clock.now() })
    .where(tenantRow(payRates, businessId, id))
    .returning();
  return row;
}

export async function deletePayRate(tx: Database, businessId: string, id: string) {
  const [row] = await tx
    .delete(payRates)
    .where(tenantRow(payRates, businessId, id))
    .returning({ id: payRates.id });
  return row !== undefined;
}

/** Which of these are the studio's: team members who run sessions, its services and its classes. */
export async function findRateTargets(
  db: Database,
  businessId: string,
  ids: { expertId: string | null; offeringId: string | null; groupId: string | null },
) {
  const [expert] = ids.expertId
    ? await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(
          and(
            tenantRow(memberships, businessId, ids.expertId),
            inArray(memberships.role, ['expert', 'admin', 'principal']),
          ),
        )
    : [];
  const [offering] = ids.offeringId
    ? await db
        .select({ id: offerings.id })
        .from(offerings)
        .where(tenantRow(offerings, businessId, ids.offeringId))
    : [];
  const [group] = ids.groupId
    ? await db
        .select({ id: groups.id })
        .from(groups)
        .where(tenantRow(groups, businessId, ids.groupId))
    : [];
  return { expert: expert !== undefined, offering: offering !== undefined, group: group !== undefined };
}
