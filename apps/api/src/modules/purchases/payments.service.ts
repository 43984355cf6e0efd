import type { Database } from '../../db/client.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { getPurchaseCredits } from '../credits/index.ts';
import {
  findBusinessMoneySettings,
  findCustomer,
  findPaymentView,
  listPayments,
  listPurchases,
  type PaymentFilters,
  type PaymentViewRow,
} from './purchases.repository.ts';
import { toPayment } from './purchases.schemas.ts';
import { listRefundsWithCredits } from './purchases.service.ts';

// Staff money reads: payments with their refunds and credits, the CSV's rows, a customer's purchases.

type FiltersQuery = { from?: string; to?: string; method?: 'cash' | 'card'; customerId?: string };
type Paging = { page: number; pageSize: number };

function filtersOf(query: FiltersQuery) {
  const filters: PaymentFilters = {};
  if (query.from) filters.from = query.from;
  if (query.to) filters.to = query.to;
  if (query.method) filters.method = query.method;
  if (query.customerId) filters.customerId = query.customerId;
  return filters;
}

async function timeZoneOf(db: ReadDatabase, businessId: string) {
  return (await findBusinessMoneySettings(db, businessId))?.timeZone ?? 'UTC';
}

/** Payments with their refunds (and the credits each took back) and their purchase's credits. */
async function paymentViews(db: ReadDatabase, businessId: string, rows: PaymentViewRow[]) {
  const refunds = await listRefundsWithCredits(
    db,
    businessId,
    rows.map((row) => row.payment.id),
  );
  const purchaseIds = rows.flatMap((row) => (row.payment.purchaseId ? [row.payment.purchaseId] : []));
  const credits = await getPurchaseCredits(db, businessId, purchaseIds);
  return rows.map((row) => toPayment(row, refunds, credits));
}

/** A page of payments, newest first, with totals over every match; days in the studio's time zone. */
export async function listPaymentPage(db: ReadDatabase, businessId: string, query: FiltersQuery & Paging) {
  const { page, pageSize } = query;
  const { items, totals } = await listPayments(
    db,
    businessId,
    await timeZoneOf(db, businessId),
    filtersOf(query),
    { limit: pageSize, offset: (page - 1) * pageSize },
  );
  return {
    items: await paymentViews(db, businessId, items),
    total: totals.count,
    page,
    pageSize,
    totals: { ...totals, netCents: totals.amountCents - totals.refundedCents },
  };
}

/** The payments for the CSV (up to `limit` rows) and the studio's time zone to write their dates in. */
export async function listPaymentsForExport(
  db: ReadDatabase,
  businessId: string,
  query: FiltersQuery,
  limit: number,
) {
  const timeZone = await timeZoneOf(db, businessId);
  const { items } = await listPayments(db, businessId, timeZone, filtersOf(query), { limit, offset: 0 });
  return { timeZone, items };
}

/** One payment with its refunds (404 when there is none). */
export async function getPayment(db: Database, businessId: string, paymentId: string) {
  const row = await findPaymentView(db, businessId, paymentId);
  if (!row) throw new HttpProblem(404, 'Not Found', 'No such payment.');
  return (await paymentViews(db, businessId, [row]))[0] ?? toPayment(row, [], new Map());
}

/** A customer's purchases, newest first; another business's customer is "not found". */
export async function listCustomerPurchases(
  db: Database,
  businessId: string,
  customerId: string,
  { page, pageSize }: Paging,
) {
  const customer = await findCustomer(db, businessId, customerId);
  if (!customer) throw new HttpProblem(404, 'Not Found', 'No such customer.');
  return listPurchases(db, businessId, {
    customerId: customer.id,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
}
