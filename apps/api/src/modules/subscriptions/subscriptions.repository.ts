import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import {
  businesses,
  contractTemplates,
  creditEntries,
  creditLots,
  membershipPlans,
  memberships,
  outboxEmails,
  payments,
  purchases,
  subscriptionAttempts,
  subscriptionFreezes,
  subscriptionHistory,
  subscriptionInvoices,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { tenantRow } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';

// The tables of membership plans and subscriptions (decisions/0055-memberships.md). Every query names
// its business; a subscription is changed only under its row lock (`lockSubscription`).

export type { MembershipTerms } from '../../db/schema/index.ts';
export type PlanRow = typeof membershipPlans.$inferSelect;
export type NewPlan = Omit<
  typeof membershipPlans.$inferInsert,
  'id' | 'businessId' | 'createdAt' | 'updatedAt'
>;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof subscriptionInvoices.$inferSelect;
export type AttemptRow = typeof subscriptionAttempts.$inferSelect;
export type FreezeRow = typeof subscriptionFreezes.$inferSelect;

// ---- Plans -------------------------------------------------------------------------------------

export async function listPlans(db: Database, businessId: string, { activeOnly }: { activeOnly: boolean }) {
  const subscribers = sql<number>`(select count(*)::int from ${subscriptions} s
    where s.business_id = ${membershipPlans.businessId} and s.plan_id = ${membershipPlans.id}
      and s.status in ('active', 'frozen', 'past_due'))`;
  return db
    .select({ plan: membershipPlans, subscribers, agreementName: contractTemplates.name })
    .from(membershipPlans)
    .leftJoin(
      contractTemplates,
      and(
        eq(contractTemplates.businessId, membershipPlans.businessId),
        eq(contractTemplates.id, membershipPlans.agreementTemplateId),
      ),
    )
    .where(
      and(
        eq(membershipPlans.businessId, businessId),
        activeOnly ? eq(membershipPlans.active, true) : undefined,
      ),
    )
    .orderBy(asc(membershipPlans.priceCents), asc(membershipPlans.name));
}

export async function findPlan(
  db: Database,
  businessId: string,
  planId: string,
): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(membershipPlans)
    .where(tenantRow(membershipPlans, businessId, planId));
  return row;
}

export async function insertPlan(db: Database, businessId: string, values: NewPlan): Promise<PlanRow> {
  const [row] = await db
    .insert(membershipPlans)
    .values({ ...values, businessId })
    .returning();
  if (!row) throw new Error('membership plan insert returned nothing');
  return row;
}

export async function updatePlan(db: Database, businessId: string, planId: string, values: NewPlan) {
  const [row] = await db
    .update(membershipPlans)
    .set({ ...values, updatedAt: clock.now() })
    .where(tenantRow(membershipPlans, businessId, planId))
    .returning();
  return row;
}

export async function findAgreementTemplate(db: Database, businessId: string, templateId: string) {
  const [row] = await db
    .select({
      id: contractTemplates.id,
      kind: contractTemplates.kind,
      published: contractTemplates.publishedVersion,
    })
    .from(contractTemplates)
    .where(tenantRow(contractTemplates, businessId, templateId));
  return row;
}

// ---- The studio --------------------------------------------------------------------------------

export async function findStudio(db: Database, businessId: string) {
  const [row] = await db
    .select({
      name: businesses.name,
      timeZone: businesses.timeZone,
      pastDueMayBook: businesses.pastDueMayBook,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row) throw new Error(`business ${businessId} vanished`);
  return row;
}

export async function findCustomerFacts(db: Database, businessId: string, customerId: string) {
  const [row] = await db
    .select({
      id: memberships.id,
      role: memberships.role,
      status: memberships.status,
      fullName: users.fullName,
      email: users.email,
      userId: users.id,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(tenantRow(memberships, businessId, customerId));
  return row;
}

// ---- Subscriptions -----------------------------------------------------------------------------

export const RUNNING_STATUSES = ['pending', 'active', 'frozen', 'past_due'] as const;

export async function insertSubscription(
  db: Database,
  businessId: string,
  values: Omit<typeof subscriptions.$inferInsert, 'id' | 'businessId' | 'createdAt' | 'updatedAt'>,
): Promise<SubscriptionRow> {
  const now = clock.now();
  const [row] = await db
    .insert(subscriptions)
    .values({ ...values, businessId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('subscription insert returned nothing');
  return row;
}

export async function findSubscription(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(tenantRow(subscriptions, businessId, id));
  return row;
}

export async function lockSubscription(tx: Database, businessId: string, id: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(tenantRow(subscriptions, businessId, id))
    .for('update');
  return row;
}

export async function updateSubscription(
  tx: Database,
  businessId: string,
  id: string,
  values: Partial<Omit<SubscriptionRow, 'id' | 'businessId' | 'createdAt'>>,
): Promise<SubscriptionRow> {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...values, updatedAt: clock.now() })
    .where(tenantRow(subscriptions, businessId, id))
    .returning();
  if (!row) throw new Error(`subscription ${id} vanished`);
  return row;
}

/** The customer's running subscription to this plan, if any (one at a time per plan). */
export async function findRunningForPlan(
  db: Database,
  businessId: string,
  customerId: string,
  planId: string,
) {
  const [row] = await db
    .select({ id: subscriptions.id, status: subscriptions.status })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.businessId, businessId),
        eq(subscriptions.customerId, customerId),
        eq(subscriptions.planId, planId),
        inArray(subscriptions.status, [...RUNNING_STATUSES]),
      ),
    );
  return row;
}

export async function listCustomerSubscriptions(db: Database, businessId: string, customerId: string) {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.businessId, businessId), eq(subscriptions.customerId, customerId)))
    .orderBy(desc(subscriptions.createdAt));
}

export type SubscriptionListQuery = {
  status?: (typeof subscriptions.$inferSelect)['status'] | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
};

export async function listStudioSubscriptions(
  db: ReadDatabase,
  businessId: string,
  query: SubscriptionListQuery,
) {
  const filters: (SQL | undefined)[] = [eq(subscriptions.businessId, businessId)];
  if (query.status) filters.push(eq(subscriptions.status, query.status));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(users.fullName, like), ilike(users.email, like)));
  }
  const where = and(...filters);
  // The customer's name and email, for the list and for searching it (one join for rows and count).
  const customerOf = and(
    eq(memberships.businessId, subscriptions.businessId),
    eq(memberships.id, subscriptions.customerId),
  );
  const rows = await db
    .select({ subscription: subscriptions, customerName: users.fullName, customerEmail: users.email })
    .from(subscriptions)
    .innerJoin(memberships, customerOf)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where)
    .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(subscriptions)
    .innerJoin(memberships, customerOf)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * A suspended studio's billing pauses (decision 0062): the billing run leaves its renewals and retries
 * until it is reactivated, then catches up. Attempts already in flight still finish (listStuckAttempts).
 */
const studioNotSuspended = (businessId: AnyPgColumn) =>
  sql`not exists (select 1 from businesses paused where paused.id = ${businessId} and paused.suspended_at is not null)`;

/** Running subscriptions whose next period starts by `at`: the billing run's work, oldest first. */
export async function listDueRenewals(db: Database, at: Date, limit: number, businessId?: string) {
  return db
    .select({
      id: subscriptions.id,
      businessId: subscriptions.businessId,
      customerId: subscriptions.customerId,
    })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['active', 'past_due', 'frozen']),
        lte(subscriptions.nextBillingAt, at),
        studioNotSuspended(subscriptions.businessId),
        businessId ? eq(subscriptions.businessId, businessId) : undefined,
      ),
    )
    .orderBy(asc(subscriptions.nextBillingAt), asc(subscriptions.id))
    .limit(limit);
}

/** Subscriptions waiting only for their agreement's signature (staff sold them at the desk). */
export async function listPendingStudioSubscriptions(db: Database, limit: number) {
  return db
    .select({ id: subscriptions.id, businessId: subscriptions.businessId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'pending'),
        eq(subscriptions.paymentMethod, 'studio'),
        studioNotSuspended(subscriptions.businessId),
      ),
    )
    .orderBy(asc(subscriptions.createdAt))
    .limit(limit);
}

/** The customer's past-due membership, when the studio does not let past-due members book. */
export async function findBlockingPastDue(db: Database, businessId: string, customerId: string) {
  const [row] = await db
    .select({ id: subscriptions.id, plan: sql<string>`${subscriptions.terms}->>'name'` })
    .from(subscriptions)
    .innerJoin(businesses, eq(businesses.id, subscriptions.businessId))
    .where(
      and(
        eq(subscriptions.businessId, businessId),
        eq(subscriptions.customerId, customerId),
        eq(subscriptions.status, 'past_due'),
        eq(businesses.pastDueMayBook, false),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The customer's running unlimited membership that covers `kind`, with its cap per day, and how many
 * sessions and class seats of that kind they hold on the studio day `day` (not canceled).
 */
export async function findUnlimitedDay(
  db: Database,
  input: { businessId: string; customerId: string } & (
    | { kind: string; day: string; occurrenceId?: undefined }
    | { occurrenceId: string; kind?: undefined; day?: undefined }
  ),
) {
  const { businessId, customerId } = input;
  // A class: its group's credit kind and its day in the studio's zone; a session: as given.
  const classOf = (column: 'kind' | 'day') =>
    sql`(select ${sql.raw(column === 'kind' ? 'g.credit_kind' : '(o.starts_at at time zone b.time_zone)::date')}
           from group_occurrences o join groups g on g.business_id = o.business_id and g.id = o.group_id
           join businesses b on b.id = o.business_id
          where o.business_id = ${businessId} and o.id = ${input.occurrenceId ?? null})`;
  const kindSql = input.occurrenceId ? classOf('kind') : sql`${input.kind}`;
  const daySql = input.occurrenceId ? classOf('day') : sql`${input.day}::date`;
  const rows = await queryRows<{ plan: string; cap: number; held: number }>(
    db,
    sql`with k as (select ${kindSql} as kind, ${daySql} as day), z as (select time_zone from businesses where id = ${businessId})
        select s.terms->>'name' as plan, (s.terms->>'dailyCap')::int as cap,
          ((select count(*) from services v, z, k where v.business_id = ${businessId} and v.customer_id = ${customerId}
             and v.category = k.kind and v.status <> 'Canceled'
             and (v.starts_at at time zone z.time_zone)::date = k.day)
           + (select count(*) from group_seats gs join group_occurrences o on o.business_id = gs.business_id and o.id = gs.occurrence_id, z, k
              where gs.business_id = ${businessId} and gs.customer_id = ${customerId} and gs.status = 'booked'
                and gs.credit_kind = k.kind and (o.starts_at at time zone z.time_zone)::date = k.day))::int as held
        from subscriptions s, k
        where s.business_id = ${businessId} and s.customer_id = ${customerId}
          and s.status in ('active', 'frozen', 'past_due') and s.terms->>'includes' = 'unlimited'
          and s.terms->'unlimitedKinds' ? k.kind
        limit 1`,
  );
  return rows[0];
}

// ---- Invoices and attempts ---------------------------------------------------------------------

/** Opens an invoice; a period already invoiced answers undefined (the unique period index). */
export async function insertInvoice(
  tx: Database,
  businessId: string,
  values: Omit<typeof subscriptionInvoices.$inferInsert, 'id' | 'businessId' | 'createdAt' | 'updatedAt'>,
): Promise<InvoiceRow | undefined> {
  const now = clock.now();
  const [row] = await tx
    .insert(subscriptionInvoices)
    .values({ ...values, businessId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findPeriodInvoice(
  db: Database,
  businessId: string,
  subscriptionId: string,
  index: number,
) {
  const [row] = await db
    .select()
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.businessId, businessId),
        eq(subscriptionInvoices.subscriptionId, subscriptionId),
        eq(subscriptionInvoices.kind, 'period'),
        eq(subscriptionInvoices.periodIndex, index),
      ),
    );
  return row;
}

/** What a purchase grants (an invoice's credits, when its purchase is replaced), with its daily allowance. */
export async function findPurchaseGrants(db: Database, businessId: string, purchaseId: string) {
  const [row] = await db
    .select({
      grants: purchases.grants,
      dailyAllowance: purchases.dailyAllowance,
      allowanceStartsOn: purchases.allowanceStartsOn,
    })
    .from(purchases)
    .where(and(eq(purchases.businessId, businessId), eq(purchases.id, purchaseId)));
  return {
    grants: row?.grants ?? [],
    dailyAllowance:
      row?.dailyAllowance != null && row.allowanceStartsOn != null
        ? { perDay: row.dailyAllowance, startsOn: row.allowanceStartsOn }
        : undefined,
  };
}

export async function updateInvoice(
  tx: Database,
  businessId: string,
  id: string,
  values: Partial<Omit<InvoiceRow, 'id' | 'businessId' | 'createdAt'>>,
): Promise<InvoiceRow> {
  const [row] = await tx
    .update(subscriptionInvoices)
    .set({ ...values, updatedAt: clock.now() })
    .where(tenantRow(subscriptionInvoices, businessId, id))
    .returning();
  if (!row) throw new Error(`invoice ${id} vanished`);
  return row;
}

export async function lockInvoice(tx: Database, businessId: string, id: string) {
  const [row] = await tx
    .select()
    .from(subscriptionInvoices)
    .where(tenantRow(subscriptionInvoices, businessId, id))
    .for('update');
  return row;
}

export async function listInvoices(db: Database, businessId: string, subscriptionId: string) {
  return db
    .select({ invoice: subscriptionInvoices, receiptNumber: payments.receiptNumber })
    .from(subscriptionInvoices)
    .leftJoin(
      payments,
      and(
        eq(payments.businessId, subscriptionInvoices.businessId),
        eq(payments.purchaseId, subscriptionInvoices.purchaseId),
      ),
    )
    .where(
      and(
        eq(subscriptionInvoices.businessId, businessId),
        eq(subscriptionInvoices.subscriptionId, subscriptionId),
      ),
    )
    .orderBy(desc(subscriptionInvoices.createdAt), desc(subscriptionInvoices.periodIndex));
}

/**
 * The paid invoice whose credits the member is using today: the latest plan change covering `today`,
 * or else the period's own invoice; with its payment (to refund a plan change's credit from).
 */
export async function findRunningInvoice(
  db: Database,
  businessId: string,
  subscriptionId: string,
  today: string,
) {
  const [row] = await db
    .select({
      invoice: subscriptionInvoices,
      payment: {
        id: payments.id,
        amountCents: payments.amountCents,
        refundedCents: payments.refundedCents,
        method: payments.method,
      },
    })
    .from(subscriptionInvoices)
    .innerJoin(
      payments,
      and(
        eq(payments.businessId, subscriptionInvoices.businessId),
        eq(payments.purchaseId, subscriptionInvoices.purchaseId),
      ),
    )
    .where(
      and(
        eq(subscriptionInvoices.businessId, businessId),
        eq(subscriptionInvoices.subscriptionId, subscriptionId),
        inArray(subscriptionInvoices.kind, ['period', 'change']),
        eq(subscriptionInvoices.status, 'paid'),
        lte(subscriptionInvoices.periodStart, today),
        sql`${subscriptionInvoices.periodEnd} > ${today}`,
      ),
    )
    .orderBy(desc(subscriptionInvoices.createdAt))
    .limit(1);
  return row;
}

/** Plan changes whose credit was not refunded yet (a crash between the change and its refund). */
export async function listUnrefundedChanges(
  db: Database,
  olderThan: Date,
  limit: number,
  businessId?: string,
) {
  return db
    .select({ id: subscriptionInvoices.id, businessId: subscriptionInvoices.businessId })
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.kind, 'change'),
        sql`${subscriptionInvoices.creditCents} > 0`,
        isNull(subscriptionInvoices.creditRefundId),
        lte(subscriptionInvoices.createdAt, olderThan),
        businessId ? eq(subscriptionInvoices.businessId, businessId) : undefined,
      ),
    )
    .limit(limit);
}

/** Any invoice of the subscription still owed (open or past due). */
export async function hasOwedInvoice(db: Database, businessId: string, subscriptionId: string) {
  const [row] = await db
    .select({ id: subscriptionInvoices.id })
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.businessId, businessId),
        eq(subscriptionInvoices.subscriptionId, subscriptionId),
        inArray(subscriptionInvoices.status, ['open', 'past_due']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Open card invoices whose next try is due. */
export async function listDueCharges(db: Database, at: Date, limit: number, businessId?: string) {
  return db
    .select({ id: subscriptionInvoices.id, businessId: subscriptionInvoices.businessId })
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.status, 'open'),
        lte(subscriptionInvoices.nextAttemptAt, at),
        studioNotSuspended(subscriptionInvoices.businessId),
        businessId ? eq(subscriptionInvoices.businessId, businessId) : undefined,
      ),
    )
    .orderBy(asc(subscriptionInvoices.nextAttemptAt), asc(subscriptionInvoices.id))
    .limit(limit);
}

/** Attempts left charging (a run that stopped between asking the provider and writing the answer). */
export async function listStuckAttempts(db: Database, olderThan: Date, limit: number, businessId?: string) {
  return db
    .select({ invoiceId: subscriptionAttempts.invoiceId, businessId: subscriptionAttempts.businessId })
    .from(subscriptionAttempts)
    .where(
      and(
        eq(subscriptionAttempts.status, 'charging'),
        lte(subscriptionAttempts.createdAt, olderThan),
        businessId ? eq(subscriptionAttempts.businessId, businessId) : undefined,
      ),
    )
    .orderBy(asc(subscriptionAttempts.createdAt))
    .limit(limit);
}

export async function findChargingAttempt(tx: Database, businessId: string, invoiceId: string) {
  const [row] = await tx
    .select()
    .from(subscriptionAttempts)
    .where(
      and(
        eq(subscriptionAttempts.businessId, businessId),
        eq(subscriptionAttempts.invoiceId, invoiceId),
        eq(subscriptionAttempts.status, 'charging'),
      ),
    );
  return row;
}

export async function insertAttempt(
  tx: Database,
  businessId: string,
  values: { invoiceId: string; number: number; idempotencyKey: string },
): Promise<AttemptRow> {
  const [row] = await tx
    .insert(subscriptionAttempts)
    .values({ ...values, businessId, createdAt: clock.now() })
    .returning();
  if (!row) throw new Error('attempt insert returned nothing');
  return row;
}

export async function finishAttempt(
  tx: Database,
  businessId: string,
  id: string,
  values: { status: 'succeeded' | 'declined'; message: string | null; paymentIntentId: string | null },
) {
  await tx
    .update(subscriptionAttempts)
    .set({ ...values, finishedAt: clock.now() })
    .where(and(eq(subscriptionAttempts.businessId, businessId), eq(subscriptionAttempts.id, id)));
}

// ---- Opening periods in groups (the billing run, decisions/0061-billing-in-batches.md) ----------

/** Locks the subscriptions, in id order, skipping those another transaction holds. */
export async function lockSubscriptionsUnlessBusy(
  tx: Database,
  keys: { id: string; businessId: string }[],
): Promise<SubscriptionRow[]> {
  if (keys.length === 0) return [];
  return tx
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.businessId, [...new Set(keys.map((key) => key.businessId))]),
        inArray(
          subscriptions.id,
          keys.map((key) => key.id),
        ),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .for('update', { skipLocked: true });
}

/** Which of these subscriptions have a freeze fee on no invoice yet (their next invoice may add it). */
export async function listWithUnbilledFreezeFees(
  db: Database,
  subs: { id: string; businessId: string }[],
): Promise<Set<string>> {
  if (subs.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ subscriptionId: subscriptionFreezes.subscriptionId })
    .from(subscriptionFreezes)
    .where(
      and(
        inArray(subscriptionFreezes.businessId, [...new Set(subs.map((sub) => sub.businessId))]),
        inArray(
          subscriptionFreezes.subscriptionId,
          subs.map((sub) => sub.id),
        ),
        isNull(subscriptionFreezes.feeInvoiceId),
        isNull(subscriptionFreezes.canceledAt),
        sql`${subscriptionFreezes.feeCents} > 0`,
      ),
    );
  return new Set(rows.map((row) => row.subscriptionId));
}

type NewInvoice = Omit<typeof subscriptionInvoices.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** `insertInvoice` for many: answers the invoices opened (a period already invoiced is left out). */
export async function insertInvoices(tx: Database, values: NewInvoice[]) {
  if (values.length === 0) return [];
  const now = clock.now();
  return tx
    .insert(subscriptionInvoices)
    .values(values.map((value) => ({ ...value, createdAt: now, updatedAt: now })))
    .onConflictDoNothing()
    .returning({ id: subscriptionInvoices.id, subscriptionId: subscriptionInvoices.subscriptionId });
}

/** Membership purchases (their ids chosen by the caller), as `openMembershipPurchase` opens a card one. */
export async function insertMembershipPurchases(
  tx: Database,
  values: Omit<typeof purchases.$inferInsert, 'status' | 'createdAt' | 'updatedAt'>[],
) {
  if (values.length === 0) return;
  const createdAt = clock.now();
  await tx.insert(purchases).values(values.map((value) => ({ ...value, createdAt })));
}

/** Each opened invoice's purchase, and its first try now. */
export async function attachPurchases(
  tx: Database,
  rows: { businessId: string; invoiceId: string; purchaseId: string }[],
  nextAttemptAt: Date,
) {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((row) => ({ id: row.invoiceId, purchase_id: row.purchaseId })));
  await tx.execute(sql`
    update subscription_invoices i
       set purchase_id = v.purchase_id, next_attempt_at = ${clock.sqlInstant(nextAttemptAt)},
           updated_at = ${clock.sqlInstant()}
      from jsonb_to_recordset(${json}::jsonb) as v(id uuid, purchase_id uuid)
     where i.business_id = any(${`{${[...new Set(rows.map((row) => row.businessId))].join(',')}}`}::uuid[])
       and i.id = v.id`);
}

/** Moves each subscription's schedule to its next period. */
export async function moveSchedules(
  tx: Database,
  rows: { businessId: string; id: string; nextIndex: number; nextBillingAt: Date }[],
) {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((row) => ({ id: row.id, next_index: row.nextIndex, next_billing_at: row.nextBillingAt })),
  );
  await tx.execute(sql`
    update subscriptions s
       set next_index = v.next_index, next_billing_at = v.next_billing_at, updated_at = ${clock.sqlInstant()}
      from jsonb_to_recordset(${json}::jsonb) as v(id uuid, next_index int, next_billing_at timestamptz)
     where s.business_id = any(${`{${[...new Set(rows.map((row) => row.businessId))].join(',')}}`}::uuid[])
       and s.id = v.id`);
}

/** `addHistory` for many. */
export async function addHistories(
  tx: Database,
  entries: {
    businessId: string;
    subscriptionId: string;
    actorUserId: string | null;
    action: string;
    detail: Record<string, unknown>;
  }[],
) {
  if (entries.length === 0) return;
  const createdAt = clock.now();
  await tx.insert(subscriptionHistory).values(entries.map((entry) => ({ ...entry, createdAt })));
}

// ---- Charging in groups (the billing run, decisions/0061-billing-in-batches.md) -----------------

type InvoiceKey = { id: string; businessId: string };
const businessIdsOf = (rows: InvoiceKey[]) => [...new Set(rows.map((row) => row.businessId))];

/**
 * Locks the group's invoices and their subscriptions, in invoice id order, skipping those another
 * transaction holds (another run charging them: it will write them).
 */
export async function lockInvoicesWithSubscriptions(tx: Database, group: InvoiceKey[]) {
  if (group.length === 0) return [];
  return tx
    .select({ invoice: subscriptionInvoices, sub: subscriptions })
    .from(subscriptionInvoices)
    .innerJoin(
      subscriptions,
      and(
        eq(subscriptions.businessId, subscriptionInvoices.businessId),
        eq(subscriptions.id, subscriptionInvoices.subscriptionId),
      ),
    )
    .where(
      and(
        inArray(subscriptionInvoices.businessId, businessIdsOf(group)),
        inArray(
          subscriptionInvoices.id,
          group.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(subscriptionInvoices.id))
    .for('update', { skipLocked: true });
}

/** Locks the invoices, in id order (waiting for them). */
export async function lockInvoices(tx: Database, group: InvoiceKey[]): Promise<InvoiceRow[]> {
  if (group.length === 0) return [];
  return tx
    .select()
    .from(subscriptionInvoices)
    .where(
      and(
        inArray(subscriptionInvoices.businessId, businessIdsOf(group)),
        inArray(
          subscriptionInvoices.id,
          group.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(subscriptionInvoices.id))
    .for('update');
}

/** The attempts left charging of these invoices (at most one each). */
export async function listChargingAttempts(tx: Database, invoices: InvoiceKey[]): Promise<AttemptRow[]> {
  if (invoices.length === 0) return [];
  return tx
    .select()
    .from(subscriptionAttempts)
    .where(
      and(
        inArray(subscriptionAttempts.businessId, businessIdsOf(invoices)),
        inArray(
          subscriptionAttempts.invoiceId,
          invoices.map((row) => row.id),
        ),
        eq(subscriptionAttempts.status, 'charging'),
      ),
    );
}

export async function insertAttempts(
  tx: Database,
  values: { businessId: string; invoiceId: string; number: number; idempotencyKey: string }[],
): Promise<AttemptRow[]> {
  if (values.length === 0) return [];
  const createdAt = clock.now();
  return tx
    .insert(subscriptionAttempts)
    .values(values.map((value) => ({ ...value, createdAt })))
    .returning();
}

/** The claimed invoices: one more attempt each, and no next try until the answer says when. */
export async function markInvoicesClaimed(tx: Database, invoices: InvoiceKey[]): Promise<InvoiceRow[]> {
  if (invoices.length === 0) return [];
  return tx
    .update(subscriptionInvoices)
    .set({
      attempts: sql`${subscriptionInvoices.attempts} + 1`,
      nextAttemptAt: null,
      updatedAt: clock.now(),
    })
    .where(
      and(
        inArray(subscriptionInvoices.businessId, businessIdsOf(invoices)),
        inArray(
          subscriptionInvoices.id,
          invoices.map((row) => row.id),
        ),
      ),
    )
    .returning();
}

/** Locks the purchases, in id order. */
export async function lockPurchases(tx: Database, keys: { businessId: string; purchaseId: string }[]) {
  if (keys.length === 0) return [];
  return tx
    .select()
    .from(purchases)
    .where(
      and(
        inArray(purchases.businessId, [...new Set(keys.map((key) => key.businessId))]),
        inArray(
          purchases.id,
          keys.map((key) => key.purchaseId),
        ),
      ),
    )
    .orderBy(asc(purchases.id))
    .for('update');
}

/** The studios' names and time zones. */
export async function findStudios(db: Database, businessIds: string[]) {
  if (businessIds.length === 0) return [];
  return db
    .select({
      id: businesses.id,
      name: businesses.name,
      timeZone: businesses.timeZone,
      pastDueMayBook: businesses.pastDueMayBook,
    })
    .from(businesses)
    .where(inArray(businesses.id, businessIds));
}

/** Customers' names and addresses, with the language their emails are written in (their login's). */
export async function findCustomersFacts(db: Database, keys: { businessId: string; customerId: string }[]) {
  if (keys.length === 0) return [];
  return db
    .select({
      businessId: memberships.businessId,
      id: memberships.id,
      fullName: users.fullName,
      email: users.email,
      language: sql<string | null>`(select l.language from ${users} l where l.email = lower(${users.email}))`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        inArray(memberships.businessId, [...new Set(keys.map((key) => key.businessId))]),
        inArray(
          memberships.id,
          keys.map((key) => key.customerId),
        ),
      ),
    );
}

/** Card payments of pending purchases, in the order given (each takes its studio's next receipt number). */
export async function insertCardPayments(
  tx: Database,
  rows: {
    businessId: string;
    customerId: string;
    purchaseId: string;
    amountCents: number;
    paymentIntentId: string;
  }[],
) {
  if (rows.length === 0) return [];
  return tx
    .insert(payments)
    .values(
      rows.map((row) => ({
        businessId: row.businessId,
        customerId: row.customerId,
        purchaseId: row.purchaseId,
        method: 'card' as const,
        amountCents: row.amountCents,
        note: null,
        recordedByUserId: null,
        stripeCheckoutSessionId: null,
        stripePaymentIntentId: row.paymentIntentId,
      })),
    )
    .returning({
      id: payments.id,
      purchaseId: payments.purchaseId,
      receiptNumber: payments.receiptNumber,
    });
}

/** Marks pending purchases paid (their invoices follow, by trigger); answers how many were. */
export async function markPurchasesPaid(
  tx: Database,
  keys: { businessId: string; purchaseId: string }[],
  paidAt: Date,
): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await tx
    .update(purchases)
    .set({ status: 'paid', paidAt, owedCents: 0, updatedAt: paidAt })
    .where(
      and(
        inArray(purchases.businessId, [...new Set(keys.map((key) => key.businessId))]),
        inArray(
          purchases.id,
          keys.map((key) => key.purchaseId),
        ),
        eq(purchases.status, 'pending'),
      ),
    )
    .returning({ id: purchases.id });
  return rows.length;
}

/**
 * Queues rendered emails in one statement: the rows `enqueueEmail` writes one at a time (the outbox's
 * delivery worker sends them), for a group of payments' receipts.
 */
export async function queueRenderedEmails(tx: Database, rows: (typeof outboxEmails.$inferInsert)[]) {
  if (rows.length === 0) return;
  await tx.insert(outboxEmails).values(rows);
}

/** Finishes attempts with their answers, in one statement. */
export async function finishAttempts(
  tx: Database,
  rows: {
    businessId: string;
    id: string;
    status: 'succeeded' | 'declined';
    message: string | null;
    paymentIntentId: string | null;
  }[],
) {
  if (rows.length === 0) return;
  const answers = JSON.stringify(
    rows.map((row) => ({ id: row.id, status: row.status, message: row.message, pi: row.paymentIntentId })),
  );
  await tx.execute(sql`
    update subscription_attempts a
       set status = v.status, message = v.message, payment_intent_id = v.pi, finished_at = ${clock.sqlInstant()}
      from jsonb_to_recordset(${answers}::jsonb) as v(id uuid, status text, message text, pi text)
     where a.business_id = any(${sql`${`{${businessIdsOf(rows).join(',')}}`}::uuid[]`}) and a.id = v.id`);
}

export async function listAttempts(db: Database, businessId: string, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(subscriptionAttempts)
    .where(
      and(
        eq(subscriptionAttempts.businessId, businessId),
        inArray(subscriptionAttempts.invoiceId, invoiceIds),
      ),
    )
    .orderBy(asc(subscriptionAttempts.number));
}

/**
 * A purchase's credit lots and what was left in each at its period's end: what remains, or what its
 * expiry took (the rollover counts either, whichever ran first).
 */
export async function listPurchaseLotsLeft(db: Database, businessId: string, purchaseId: string) {
  const expired = sql<number>`coalesce((select -sum(e.available_delta)::int from ${creditEntries} e
    where e.business_id = ${creditLots.businessId} and e.lot_id = ${creditLots.id} and e.entry_type = 'expiry'), 0)`;
  return db
    .select({
      kind: creditLots.kind,
      remaining: creditLots.remaining,
      expiredAt: creditLots.expiredAt,
      expired,
    })
    .from(creditLots)
    .where(
      and(
        eq(creditLots.businessId, businessId),
        eq(creditLots.sourceType, 'purchase'),
        eq(creditLots.sourceId, purchaseId),
      ),
    );
}

// ---- Freezes and history -----------------------------------------------------------------------

export async function listFreezes(db: Database, businessId: string, subscriptionId: string) {
  return db
    .select()
    .from(subscriptionFreezes)
    .where(
      and(
        eq(subscriptionFreezes.businessId, businessId),
        eq(subscriptionFreezes.subscriptionId, subscriptionId),
      ),
    )
    .orderBy(asc(subscriptionFreezes.startsOn));
}

/** Fees of freezes that began before `beforeDay` and are on no invoice yet. */
export async function listUnbilledFreezeFees(
  db: Database,
  businessId: string,
  subscriptionId: string,
  beforeDay: string,
) {
  return db
    .select({ id: subscriptionFreezes.id, feeCents: subscriptionFreezes.feeCents })
    .from(subscriptionFreezes)
    .where(
      and(
        eq(subscriptionFreezes.businessId, businessId),
        eq(subscriptionFreezes.subscriptionId, subscriptionId),
        isNull(subscriptionFreezes.feeInvoiceId),
        isNull(subscriptionFreezes.canceledAt),
        sql`${subscriptionFreezes.feeCents} > 0 and ${subscriptionFreezes.startsOn} < ${beforeDay}`,
      ),
    );
}

/** The studio's calendar day now, in SQL (the server's clock, in each studio's time zone). */
const studioTodaySql = () => sql`(${clock.sqlInstant()} at time zone ${businesses.timeZone})::date`;

const freezeKeys = {
  id: subscriptionFreezes.id,
  businessId: subscriptionFreezes.businessId,
  subscriptionId: subscriptionFreezes.subscriptionId,
};

/** Freezes whose first day has come in their studio and that have not begun. */
export async function listFreezesToStart(db: Database, businessId?: string) {
  return db
    .select(freezeKeys)
    .from(subscriptionFreezes)
    .innerJoin(businesses, eq(businesses.id, subscriptionFreezes.businessId))
    .where(
      and(
        isNull(subscriptionFreezes.startedAt),
        isNull(subscriptionFreezes.canceledAt),
        sql`${subscriptionFreezes.startsOn} <= ${studioTodaySql()}`,
        businessId ? eq(subscriptionFreezes.businessId, businessId) : undefined,
      ),
    );
}

/** Running freezes whose last day has passed in their studio. */
export async function listFreezesToEnd(db: Database, businessId?: string) {
  return db
    .select(freezeKeys)
    .from(subscriptionFreezes)
    .innerJoin(businesses, eq(businesses.id, subscriptionFreezes.businessId))
    .where(
      and(
        isNull(subscriptionFreezes.endedAt),
        isNull(subscriptionFreezes.canceledAt),
        sql`${subscriptionFreezes.startedAt} is not null and ${subscriptionFreezes.endsOn} < ${studioTodaySql()}`,
        businessId ? eq(subscriptionFreezes.businessId, businessId) : undefined,
      ),
    );
}

export async function insertFreeze(
  tx: Database,
  businessId: string,
  values: Omit<typeof subscriptionFreezes.$inferInsert, 'id' | 'businessId' | 'createdAt'>,
) {
  const [row] = await tx
    .insert(subscriptionFreezes)
    .values({ ...values, businessId, createdAt: clock.now() })
    .returning();
  if (!row) throw new Error('freeze insert returned nothing');
  return row;
}

export async function updateFreeze(tx: Database, businessId: string, id: string, values: Partial<FreezeRow>) {
  await tx
    .update(subscriptionFreezes)
    .set(values)
    .where(and(eq(subscriptionFreezes.businessId, businessId), eq(subscriptionFreezes.id, id)));
}

export async function addHistory(
  tx: Database,
  businessId: string,
  subscriptionId: string,
  entry: { actorUserId: string | null; action: string; detail?: Record<string, unknown> },
) {
  await tx.insert(subscriptionHistory).values({
    businessId,
    subscriptionId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    detail: entry.detail ?? {},
    createdAt: clock.now(),
  });
}

export async function listHistory(db: Database, businessId: string, subscriptionId: string) {
  return db
    .select({
      id: subscriptionHistory.id,
      action: subscriptionHistory.action,
      detail: subscriptionHistory.detail,
      createdAt: subscriptionHistory.createdAt,
      actorName: users.fullName,
    })
    .from(subscriptionHistory)
    .leftJoin(users, eq(users.id, subscriptionHistory.actorUserId))
    .where(
      and(
        eq(subscriptionHistory.businessId, businessId),
        eq(subscriptionHistory.subscriptionId, subscriptionId),
      ),
    )
    .orderBy(desc(subscriptionHistory.createdAt), desc(subscriptionHistory.id));
}
