import type { CustomerSortField } from '@bmp/shared';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import { creditBalances, memberships, purchases, users } from '../../db/schema/index.ts';
import { membershipLogin } from '../../db/scope.ts';

// Customers are memberships with the customer role (people.ts); read-only here. Every function takes
// the business first: the one place tenant scoping could be forgotten (STYLE.md 6).

export { CUSTOMER_SORT_FIELDS, type CustomerSortField } from '@bmp/shared';
export type CustomerSort = { field: CustomerSortField; direction: 'asc' | 'desc' };

const SORT_COLUMNS = {
  fullName: users.fullName,
  email: users.email,
  createdAt: memberships.createdAt,
} as const;

// Summed in the query so a list page costs one round trip, not one per row.
const creditsAvailable = sql<number>`coalesce((
  select sum(${creditBalances.available}) from ${creditBalances}
  where ${creditBalances.businessId} = ${memberships.businessId}
    and ${creditBalances.customerId} = ${memberships.id}
), 0)::int`;
const pendingPurchases = sql<number>`(
  select count(*) from ${purchases}
  where ${purchases.businessId} = ${memberships.businessId}
    and ${purchases.customerId} = ${memberships.id}
    and ${purchases.status} = 'pending'
)::int`;

// What the customer owes for pay-at-studio purchases whose credits came first (decision 0046).
const owedCents = sql<number>`coalesce((
  select sum(${purchases.owedCents}) from ${purchases}
  where ${purchases.businessId} = ${memberships.businessId}
    and ${purchases.customerId} = ${memberships.id}
), 0)::int`;

const customerColumns = {
  id: memberships.id,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  status: memberships.status,
  onboardedAt: memberships.onboardedAt,
  createdAt: memberships.createdAt,
  creditsAvailable,
  pendingPurchases,
  owedCents,
};

export type CustomerRow = {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  status: 'active' | 'invited' | 'deactivated';
  onboardedAt: Date | null;
  createdAt: Date;
  creditsAvailable: number;
  pendingPurchases: number;
  owedCents: number;
};

function customersOf(businessId: string): SQL {
  return and(eq(memberships.businessId, businessId), eq(memberships.role, 'customer')) as SQL;
}

/** One page of the business's customers, searched by name or email (the text matched literally). */
export async function listCustomers(
  db: ReadDatabase,
  businessId: string,
  { q, sort, limit, offset }: { q?: string; sort?: CustomerSort; limit: number; offset: number },
): Promise<{ items: CustomerRow[]; total: number }> {
  const pattern = q ? `%${q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = pattern
    ? and(customersOf(businessId), or(ilike(users.fullName, pattern), ilike(users.email, pattern)))
    : customersOf(businessId);
  const order = sort
    ? (sort.direction === 'desc' ? desc : asc)(SORT_COLUMNS[sort.field])
    : asc(users.fullName);
  const [items, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(customerColumns)
      .from(memberships)
      .innerJoin(users, membershipLogin)
      .where(where)
      // The id last, so rows with equal names keep one order from page to page.
      .orderBy(order, asc(memberships.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(memberships).innerJoin(users, membershipLogin).where(where),
  ]);
  return { items, total };
}

/** The customer with this membership id in this business, or undefined (another business's too). */
export async function findCustomerById(
  db: Database,
  businessId: string,
  customerId: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select(customerColumns)
    .from(memberships)
    .innerJoin(users, membershipLogin)
    .where(and(customersOf(businessId), eq(memberships.id, customerId)))
    .limit(1);
  return row;
}
