import type { Customer, CustomerPage } from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import { notFound } from '../../lib/problem.ts';
import type { Viewer } from '../../lib/viewer.ts';
import {
  type CustomerRow,
  type CustomerSort,
  findCustomerById,
  listCustomers,
} from './customers.repository.ts';

// Staff only: an expert reads their own clients through the clients list and the client page, which
// ask expert-clients.repository.ts (decision 0034). Read-only: customers sign up themselves
// (docs/decisions/0027-member-onboarding.md).

const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  status: row.status,
  onboarded: row.onboardedAt !== null,
  createdAt: row.createdAt.toISOString(),
  creditsAvailable: row.creditsAvailable,
  pendingPurchases: row.pendingPurchases,
  owedCents: row.owedCents,
});

/** `name` or `-name` (descending), as the list's query carries it. */
function parseSort(value: string | undefined): CustomerSort | undefined {
  if (!value) return undefined;
  const descending = value.startsWith('-');
  return {
    field: (descending ? value.slice(1) : value) as CustomerSort['field'],
    direction: descending ? 'desc' : 'asc',
  };
}

/** One page of the business's customers, searched by name or email. */
export async function customerPage(
  db: ReadDatabase,
  viewer: Viewer,
  query: { page: number; pageSize: number; q?: string | undefined; sort?: string | undefined },
): Promise<CustomerPage> {
  const { page, pageSize, q } = query;
  const sort = parseSort(query.sort);
  const { items, total } = await listCustomers(db, viewer.businessId, {
    ...(q ? { q } : {}),
    ...(sort ? { sort } : {}),
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items: items.map(toCustomer), total, page, pageSize };
}

/** One customer of the business; another business's answers 404 like no customer at all. */
export async function customerById(db: Database, viewer: Viewer, customerId: string): Promise<Customer> {
  const row = await findCustomerById(db, viewer.businessId, customerId);
  if (!row) throw notFound('customer');
  return toCustomer(row);
}
