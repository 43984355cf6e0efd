import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businessBankAccounts, memberships, payees } from '../../db/schema/index.ts';
import { tenantRow } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';

export type PayeeRow = typeof payees.$inferSelect;
export type NewPayeeRow = Omit<typeof payees.$inferInsert, 'id' | 'businessId' | 'createdAt' | 'updatedAt'>;

// Every function takes the business first: the one place tenant scoping could be forgotten (STYLE.md 6).

export async function listPayees(
  db: Database,
  businessId: string,
  { q, limit, offset }: { q?: string; limit: number; offset: number },
) {
  // The search text is matched literally: % and _ typed by a person are not wildcards.
  const pattern = q ? `%${q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = pattern
    ? and(eq(payees.businessId, businessId), ilike(payees.name, pattern))
    : eq(payees.businessId, businessId);
  const [items, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(payees)
      .where(where)
      .orderBy(asc(payees.name), asc(payees.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(payees).where(where),
  ]);
  return { items, total };
}

export async function findPayee(db: Database, businessId: string, id: string): Promise<PayeeRow | undefined> {
  const [row] = await db
    .select()
    .from(payees)
    .where(tenantRow(payees, businessId, id))
    .limit(1);
  return row;
}

export async function insertPayee(db: Database, businessId: string, values: NewPayeeRow): Promise<PayeeRow> {
  const [row] = await db
    .insert(payees)
    .values({ ...values, businessId })
    .returning();
  if (!row) throw new Error('payee insert returned nothing');
  return row;
}

export async function updatePayee(db: Database, businessId: string, id: string, values: NewPayeeRow) {
  const [row] = await db
    .update(payees)
    .set({ ...values, updatedAt: clock.now() })
    .where(tenantRow(payees, businessId, id))
    .returning();
  return row;
}

export async function findBankAccount(db: Database, businessId: string) {
  const [row] = await db
    .select()
    .from(businessBankAccounts)
    .where(eq(businessBankAccounts.businessId, businessId))
    .limit(1);
  return row;
}

export async function upsertBankAccount(
  db: Database,
  businessId: string,
  values: Omit<typeof businessBankAccounts.$inferInsert, 'businessId' | 'updatedAt'>,
) {
  const [row] = await db
    .insert(businessBankAccounts)
    .values({ ...values, businessId })
    .onConflictDoUpdate({
      target: businessBankAccounts.businessId,
      set: { ...values, updatedAt: clock.now() },
    })
    .returning();
  if (!row) throw new Error('bank account upsert returned nothing');
  return row;
}

/** Whether the membership is one of the studio's team (an expert, an admin or the owner). */
export async function isTeamMember(db: Database, businessId: string, membershipId: string) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        tenantRow(memberships, businessId, membershipId),
        inArray(memberships.role, ['expert', 'admin', 'principal']),
      ),
    );
  return row !== undefined;
}

/** The payee (the first one) that pays a team member, if any. */
export async function payeeOfTeamMember(db: Database, businessId: string, membershipId: string) {
  const [row] = await db
    .select({ id: payees.id, name: payees.name })
    .from(payees)
    .where(and(eq(payees.businessId, businessId), eq(payees.membershipId, membershipId)))
    .orderBy(asc(payees.createdAt), asc(payees.id))
    .limit(1);
  return row;
}
