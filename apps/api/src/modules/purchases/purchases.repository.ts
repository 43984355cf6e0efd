import type { PaymentMethod, PurchaseStatus } from '@bmp/shared';
import { aliasedTable, and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import {
  businesses,
  creditPacks,
  memberships,
  payments,
  purchases,
  refunds,
  stripeEvents,
  users,
} from '../../db/schema/index.ts';
import { tenantRow, tenantRowsIn } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';
import { findMember } from '../memberships/index.ts';

// Every function takes the business first: the one place tenant scoping could be forgotten
// (STYLE.md 6). The only exceptions are the Stripe webhook's look-ups, which must find the business
// from the event itself, and say so in their names.

export type CreditPackRow = typeof creditPacks.$inferSelect;
export type NewCreditPack = Omit<
  typeof creditPacks.$inferInsert,
  'id' | 'businessId' | 'createdAt' | 'updatedAt'
>;
export type PurchaseRow = typeof purchases.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** What money rules need to know about a business. */
export async function findBusinessMoneySettings(db: ReadDatabase, businessId: string) {
  const [row] = await db
    .select({
      name: businesses.name,
      minAmountCents: businesses.minAmountCents,
      timeZone: businesses.timeZone,
      bookBeforePaying: businesses.bookBeforePaying,
      maxUnpaidPurchases: businesses.maxUnpaidPurchases,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row;
}

export type CustomerRow = { id: string; userId: string; fullName: string; email: string };

/** A membership of this business (the customer id is the membership id), with its person: the owner of memberships answers. */
export async function findCustomer(
  db: Database,
  businessId: string,
  customerId: string,
): Promise<CustomerRow | undefined> {
  const member = await findMember(db, businessId, customerId);
  return member && { id: member.id, userId: member.userId, fullName: member.fullName, email: member.email };
}

// ---- Catalog -------------------------------------------------------------------------------

export async function listCreditPacks(
  db: Database,
  businessId: string,
  { active, q, limit, offset }: { active?: boolean; q?: string; limit: number; offset: number },
) {
  // The search text is matched literally: % and _ typed by a person are not wildcards.
  const pattern = q ? `%${q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = and(
    eq(creditPacks.businessId, businessId),
    active === undefined ? undefined : eq(creditPacks.active, active),
    pattern ? ilike(creditPacks.name, pattern) : undefined,
  );
  const [items, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(creditPacks)
      .where(where)
      .orderBy(asc(creditPacks.priceCents), asc(creditPacks.name), asc(creditPacks.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(creditPacks).where(where),
  ]);
  return { items, total };
}

export async function findCreditPack(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(creditPacks)
    .where(tenantRow(creditPacks, businessId, id));
  return row;
}

export async function insertCreditPack(db: Database, businessId: string, values: NewCreditPack) {
  const [row] = await db
    .insert(creditPacks)
    .values({ ...values, businessId })
    .returning();
  if (!row) throw new Error('credit pack insert returned nothing');
  return row;
}

export async function updateCreditPack(db: Database, businessId: string, id: string, values: NewCreditPack) {
  const [row] = await db
    .update(creditPacks)
    .set({ ...values, updatedAt: clock.now() })
    .where(tenantRow(creditPacks, businessId, id))
    .returning();
  return row;
}

// ---- Purchases -----------------------------------------------------------------------------

/** What a purchase keeps of its pack: the pack may change or go off sale later, the purchase does not. */
export function packTerms(pack: CreditPackRow) {
  return {
    packId: pack.id,
    packType: pack.type,
    packName: pack.name,
    priceCents: pack.priceCents,
    grants: pack.grants,
    expiryDays: pack.expiryDays,
  };
}

export async function insertPurchase(
  db: Database,
  businessId: string,
  values: Omit<typeof purchases.$inferInsert, 'id' | 'businessId' | 'status' | 'createdAt' | 'updatedAt'>,
): Promise<PurchaseRow> {
  // The server's clock (lib/clock.ts), not the database's: a credit expiry counts from it.
  const [row] = await db
    .insert(purchases)
    .values({ ...values, businessId, createdAt: clock.now() })
    .returning();
  if (!row) throw new Error('purchase insert returned nothing');
  return row;
}

/** Remembers the Checkout Session that will pay a card purchase (set once, by the guard trigger). */
export async function setCheckoutSession(
  db: Database,
  businessId: string,
  purchaseId: string,
  sessionId: string,
) {
  await db
    .update(purchases)
    .set({ stripeCheckoutSessionId: sessionId, updatedAt: clock.now() })
    .where(
      and(tenantRow(purchases, businessId, purchaseId), sql`${purchases.stripeCheckoutSessionId} is null`),
    );
}

/** The purchase, only while it is pending: paying and canceling both move it out of that state once. */
const stillPending = (businessId: string, purchaseId: string) =>
  and(eq(purchases.businessId, businessId), eq(purchases.id, purchaseId), eq(purchases.status, 'pending'));

/** Cancels a purchase that is still pending; undefined when it is not (paid, or already canceled). */
export async function cancelPendingPurchase(db: Database, businessId: string, purchaseId: string) {
  const now = clock.now();
  const [row] = await db
    .update(purchases)
    .set({ status: 'canceled', canceledAt: now, updatedAt: now })
    .where(stillPending(businessId, purchaseId))
    .returning();
  return row;
}

/**
 * Locks the customer's membership row for the rest of the transaction, so two pay-at-studio purchases
 * started at the same moment are counted one after the other against the studio's limit.
 */
export async function lockCustomer(tx: Database, businessId: string, customerId: string) {
  const [row] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(tenantRow(memberships, businessId, customerId))
    .for('update');
  return row;
}

/**
 * The customer's unpaid pay-at-studio purchases: pending ones, and canceled ones that still owe for
 * credits used before canceling (decision 0046). Oldest first.
 */
export async function listUnpaidPurchases(db: Database, businessId: string, customerId: string) {
  return db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.businessId, businessId),
        eq(purchases.customerId, customerId),
        eq(purchases.paymentMethod, 'studio'),
        sql`(${purchases.status} = 'pending' or ${purchases.owedCents} > 0)`,
      ),
    )
    .orderBy(asc(purchases.createdAt), asc(purchases.id));
}

/** What each of these customers owes the studio, summed over their purchases (decision 0046). */
export async function owedByCustomers(
  db: Database,
  businessId: string,
  customerIds: string[],
): Promise<Map<string, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({
      customerId: purchases.customerId,
      owedCents: sql<number>`sum(${purchases.owedCents})::int`,
    })
    .from(purchases)
    .where(
      and(
        tenantRowsIn(purchases, businessId, purchases.customerId, customerIds),
        sql`${purchases.owedCents} > 0`,
      ),
    )
    .groupBy(purchases.customerId);
  return new Map(rows.map((row) => [row.customerId, row.owedCents]));
}

/** Lowers what a locked purchase owes (it never grows: purchases_guard), optionally canceling it. */
export async function reduceOwed(
  tx: Database,
  businessId: string,
  purchaseId: string,
  change: {
    owedCents: number;
    cancel?: boolean;
    writtenOff?: { reason: string; actorUserId: string | null };
  },
) {
  const now = clock.now();
  const [row] = await tx
    .update(purchases)
    .set({
      owedCents: change.owedCents,
      updatedAt: now,
      ...(change.cancel ? { status: 'canceled' as const, canceledAt: now } : {}),
      ...(change.writtenOff
        ? {
            writtenOffAt: now,
            writeOffReason: change.writtenOff.reason,
            writtenOffByUserId: change.writtenOff.actorUserId,
          }
        : {}),
    })
    .where(tenantRow(purchases, businessId, purchaseId))
    .returning();
  if (!row) throw new Error(`purchase ${purchaseId} vanished under its lock`);
  return row;
}

/** Reads a purchase and locks it for the rest of the transaction: paying and refunding lock it first. */
export async function lockPurchase(tx: Database, businessId: string, purchaseId: string) {
  const [row] = await tx
    .select()
    .from(purchases)
    .where(tenantRow(purchases, businessId, purchaseId))
    .for('update');
  return row;
}

export async function markPurchasePaid(
  tx: Database,
  businessId: string,
  purchaseId: string,
  { paidAt, checkoutSessionId }: { paidAt: Date; checkoutSessionId?: string },
) {
  const [row] = await tx
    .update(purchases)
    .set({
      status: 'paid',
      paidAt,
      owedCents: 0,
      updatedAt: paidAt,
      ...(checkoutSessionId ? { stripeCheckoutSessionId: checkoutSessionId } : {}),
    })
    .where(stillPending(businessId, purchaseId))
    .returning();
  return row;
}

export async function setPurchaseRefundStatus(
  tx: Database,
  businessId: string,
  purchaseId: string,
  status: Extract<PurchaseStatus, 'partially_refunded' | 'refunded'>,
) {
  await tx
    .update(purchases)
    .set({ status, updatedAt: clock.now() })
    .where(tenantRow(purchases, businessId, purchaseId));
}

const purchaseWithPayment = {
  purchase: purchases,
  payment: {
    id: payments.id,
    receiptNumber: payments.receiptNumber,
    method: payments.method,
    amountCents: payments.amountCents,
    refundedCents: payments.refundedCents,
    createdAt: payments.createdAt,
  },
};

/** A page of purchases with their payment, newest first; optionally one customer's only. */
export async function listPurchases(
  db: Database,
  businessId: string,
  { customerId, limit, offset }: { customerId?: string; limit: number; offset: number },
) {
  const where = and(
    eq(purchases.businessId, businessId),
    customerId ? eq(purchases.customerId, customerId) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(purchaseWithPayment)
      .from(purchases)
      .leftJoin(payments, and(eq(payments.businessId, businessId), eq(payments.purchaseId, purchases.id)))
      .where(where)
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(purchases).where(where),
  ]);
  return { items: rows, total };
}

/** One purchase with its payment; with `customerId`, only when it is that customer's. */
export async function findPurchaseWithPayment(
  db: Database,
  businessId: string,
  purchaseId: string,
  { customerId }: { customerId?: string } = {},
) {
  const [row] = await db
    .select(purchaseWithPayment)
    .from(purchases)
    .leftJoin(payments, and(eq(payments.businessId, businessId), eq(payments.purchaseId, purchases.id)))
    .where(
      and(
        tenantRow(purchases, businessId, purchaseId),
        customerId ? eq(purchases.customerId, customerId) : undefined,
      ),
    );
  return row;
}

// ---- Payments and refunds ------------------------------------------------------------------

export async function insertPayment(
  tx: Database,
  businessId: string,
  values: Omit<
    typeof payments.$inferInsert,
    'id' | 'businessId' | 'receiptNumber' | 'refundedCents' | 'createdAt'
  >,
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({ ...values, businessId })
    .returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

export async function findPayment(db: Database, businessId: string, paymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(tenantRow(payments, businessId, paymentId));
  return row;
}

/**
 * Adds to a payment's refunded total only if it stays within the amount paid: one conditional
 * statement, so two refunds at once cannot both pass (the check constraint is the last word).
 */
export async function addRefunded(tx: Database, businessId: string, paymentId: string, amountCents: number) {
  const [row] = await tx
    .update(payments)
    .set({ refundedCents: sql`${payments.refundedCents} + ${amountCents}` })
    .where(
      and(
        tenantRow(payments, businessId, paymentId),
        sql`${payments.refundedCents} + ${amountCents} <= ${payments.amountCents}`,
      ),
    )
    .returning();
  return row;
}

export async function insertRefund(
  tx: Database,
  businessId: string,
  values: Omit<typeof refunds.$inferInsert, 'id' | 'businessId' | 'createdAt'>,
): Promise<RefundRow> {
  const [row] = await tx
    .insert(refunds)
    .values({ ...values, businessId })
    .returning();
  if (!row) throw new Error('refund insert returned nothing');
  return row;
}

export async function listRefunds(db: ReadDatabase, businessId: string, paymentIds: string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(tenantRowsIn(refunds, businessId, refunds.paymentId, paymentIds))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

export type PaymentFilters = {
  /** First day (YYYY-MM-DD), in the business's time zone. */
  from?: string;
  /** Last day (YYYY-MM-DD), included, in the business's time zone. */
  to?: string;
  method?: PaymentMethod;
  customerId?: string;
};

const customerUsers = aliasedTable(users, 'customer_user');
const recorderUsers = aliasedTable(users, 'recorder_user');

function paymentFilters(businessId: string, timeZone: string, filters: PaymentFilters): SQL | undefined {
  return and(
    eq(payments.businessId, businessId),
    // Days are the studio's days: midnight to midnight where the studio is.
    filters.from
      ? sql`${payments.createdAt} >= (${filters.from}::date)::timestamp at time zone ${timeZone}`
      : undefined,
    filters.to
      ? sql`${payments.createdAt} < ((${filters.to}::date + 1)::timestamp at time zone ${timeZone})`
      : undefined,
    filters.method ? eq(payments.method, filters.method) : undefined,
    filters.customerId ? eq(payments.customerId, filters.customerId) : undefined,
  );
}

const paymentView = {
  payment: payments,
  customerName: customerUsers.fullName,
  customerEmail: customerUsers.email,
  packName: purchases.packName,
  recordedByName: recorderUsers.fullName,
};

function paymentsWithPeople(db: ReadDatabase, businessId: string) {
  return db
    .select(paymentView)
    .from(payments)
    .innerJoin(
      memberships,
      and(eq(memberships.businessId, businessId), eq(memberships.id, payments.customerId)),
    )
    .innerJoin(customerUsers, eq(customerUsers.id, memberships.userId))
    .leftJoin(purchases, and(eq(purchases.businessId, businessId), eq(purchases.id, payments.purchaseId)))
    .leftJoin(recorderUsers, eq(recorderUsers.id, payments.recordedByUserId));
}

export type PaymentViewRow = {
  payment: PaymentRow;
  customerName: string;
  customerEmail: string;
  packName: string | null;
  recordedByName: string | null;
};

export async function findPaymentView(
  db: Database,
  businessId: string,
  paymentId: string,
): Promise<PaymentViewRow | undefined> {
  const [row] = await paymentsWithPeople(db, businessId).where(tenantRow(payments, businessId, paymentId));
  return row;
}

/** Payments matching the filters, newest first, with totals over all of them (not just the page). */
export async function listPayments(
  db: ReadDatabase,
  businessId: string,
  timeZone: string,
  filters: PaymentFilters,
  { limit, offset }: { limit: number; offset: number },
): Promise<{
  items: PaymentViewRow[];
  totals: { count: number; amountCents: number; refundedCents: number };
}> {
  const where = paymentFilters(businessId, timeZone, filters);
  const [items, [totals]] = await Promise.all([
    paymentsWithPeople(db, businessId)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.receiptNumber))
      .limit(limit)
      .offset(offset),
    db
      .select({
        count: count(),
        amountCents: sql<string>`coalesce(sum(${payments.amountCents}), 0)`,
        refundedCents: sql<string>`coalesce(sum(${payments.refundedCents}), 0)`,
      })
      .from(payments)
      .where(where),
  ]);
  return {
    items,
    totals: {
      count: totals?.count ?? 0,
      amountCents: Number(totals?.amountCents ?? 0),
      refundedCents: Number(totals?.refundedCents ?? 0),
    },
  };
}

// ---- Stripe webhook --------------------------------------------------------------------------

/**
 * Claims a Stripe event id for this delivery. False when it was already handled (a replay or a
 * retried delivery): the primary key decides, and a concurrent duplicate waits for the first's commit.
 */
export async function claimStripeEvent(tx: Database, event: { id: string; type: string }): Promise<boolean> {
  const claimed = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, outcome: 'ignored' })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return claimed.length > 0;
}

export async function recordStripeEventOutcome(
  tx: Database,
  eventId: string,
  outcome: { outcome: 'processed' | 'ignored'; detail: string; businessId: string | null },
) {
  await tx.update(stripeEvents).set(outcome).where(eq(stripeEvents.id, eventId));
}

/** The business of a purchase, found from a webhook event (which names the purchase, not the business). */
export async function findPurchaseBusinessForWebhook(db: Database, purchaseId: string) {
  const [row] = await db
    .select({ businessId: purchases.businessId })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  return row?.businessId;
}
