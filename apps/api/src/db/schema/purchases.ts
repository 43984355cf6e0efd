import {
  CREDIT_PACK_TYPES,
  type CreditGrant,
  PAYMENT_METHODS,
  PURCHASE_PAYMENT_METHODS,
  PURCHASE_STATUSES,
  PURCHASE_TYPES,
} from '@bmp/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses, businessRef } from './businesses.ts';
import { createdAt, instant, primaryId, updatedAt } from './columns.ts';
import { membershipFk, users } from './people.ts';
import { sqlList } from './sql-list.ts';

// What members buy and how the money arrives (decision 0011). The guards that keep payments and
// refunds from being edited live in the migration's hand-written tail (drizzle/0004_purchases.sql).

/**
 * A credit pack or prepaid service package members can buy. `grants` is the list of credit kinds
 * and counts it gives; a pack is never deleted once sold (purchases keep a copy of what they bought
 * anyway), it is made inactive.
 */
export const creditPacks = pgTable(
  'credit_packs',
  {
    id: primaryId(),
    businessId: businessRef(),
    type: text('type', { enum: CREDIT_PACK_TYPES }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    grants: jsonb('grants').$type<CreditGrant[]>().notNull(),
    // Credits expire this many days after the purchase is paid; null means they never expire.
    expiryDays: integer('expiry_days'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('credit_packs_business_id').on(t.businessId, t.id),
    index('credit_packs_business_idx').on(t.businessId, t.active, t.name),
    check('credit_packs_type_known', sql`${t.type} in (${sqlList(CREDIT_PACK_TYPES)})`),
    check('credit_packs_price_positive', sql`${t.priceCents} > 0`),
    check('credit_packs_expiry_range', sql`${t.expiryDays} is null or ${t.expiryDays} between 1 and 3650`),
    check(
      'credit_packs_grants_list',
      sql`jsonb_typeof(${t.grants}) = 'array' and jsonb_array_length(${t.grants}) between 1 and 12`,
    ),
  ],
);

/**
 * A member's order of one pack. It keeps a copy of the pack as sold (name, price, grants, expiry), so
 * editing the pack later changes nothing already bought. pending → paid (credits granted) or
 * canceled; paid → partially_refunded / refunded as money goes back.
 *
 * Paying at the studio when the studio lets members book before paying (decision 0046): the credits
 * are granted when the purchase is made (`credits_before_payment`) and its price is owed
 * (`owed_cents`, the journal's accounts receivable). Paying in cash settles it; canceling takes the
 * unused credits back and leaves owed what the used ones were worth, until paid or written off.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: primaryId(),
    businessId: uuid('business_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    // Null for a membership's invoice (subscriptions.ts): what it bought is a period of a plan.
    packId: uuid('pack_id'),
    packType: text('pack_type', { enum: PURCHASE_TYPES }).notNull(),
    packName: text('pack_name').notNull(),
    priceCents: integer('price_cents').notNull(),
    grants: jsonb('grants').$type<CreditGrant[]>().notNull(),
    expiryDays: integer('expiry_days'),
    // A membership period's credits expire when the period ends (rolled-over ones a period later),
    // whenever it was paid; a pack's count `expiry_days` from payment instead.
    creditsExpireAt: instant('credits_expire_at'),
    // An unlimited membership's period (decision 0057): its lots get this daily allowance from this day,
    // whenever they are granted (credits of a card invoice come with its payment).
    dailyAllowance: integer('daily_allowance'),
    allowanceStartsOn: date('allowance_starts_on'),
    paymentMethod: text('payment_method', { enum: PURCHASE_PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('pending'),
    stripeCheckoutSessionId: text('stripe_checkout_session_id'),
    paidAt: instant('paid_at'),
    canceledAt: instant('canceled_at'),
    creditsBeforePayment: boolean('credits_before_payment').notNull().default(false),
    owedCents: integer('owed_cents').notNull().default(0),
    writtenOffAt: instant('written_off_at'),
    writeOffReason: text('write_off_reason'),
    writtenOffByUserId: uuid('written_off_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The customer and the pack belong to the purchase's business: one foreign key each says so.
    membershipFk('purchases_customer_fk', t.businessId, t.customerId),
    foreignKey({
      name: 'purchases_pack_fk',
      columns: [t.businessId, t.packId],
      foreignColumns: [creditPacks.businessId, creditPacks.id],
    }),
    unique('purchases_business_id').on(t.businessId, t.id),
    uniqueIndex('purchases_checkout_session_once')
      .on(t.stripeCheckoutSessionId)
      .where(sql`${t.stripeCheckoutSessionId} is not null`),
    index('purchases_customer_idx').on(t.businessId, t.customerId, t.createdAt),
    index('purchases_status_idx').on(t.businessId, t.status),
    check('purchases_type_known', sql`${t.packType} in (${sqlList(PURCHASE_TYPES)})`),
    check('purchases_pack_unless_membership', sql`(${t.packId} is null) = (${t.packType} = 'membership')`),
    check('purchases_status_known', sql`${t.status} in (${sqlList(PURCHASE_STATUSES)})`),
    check(
      'purchases_payment_method_known',
      sql`${t.paymentMethod} in (${sqlList(PURCHASE_PAYMENT_METHODS)})`,
    ),
    check('purchases_price_positive', sql`${t.priceCents} > 0`),
    check(
      'purchases_allowance_of_membership',
      sql`(${t.dailyAllowance} is null) = (${t.allowanceStartsOn} is null)
        and (${t.dailyAllowance} is null or (${t.dailyAllowance} > 0 and ${t.packType} = 'membership'))`,
    ),
    check(
      'purchases_paid_when_paid',
      sql`(${t.status} in ('paid', 'partially_refunded', 'refunded')) = (${t.paidAt} is not null)`,
    ),
    check(
      'purchases_canceled_when_canceled',
      sql`(${t.status} = 'canceled') = (${t.canceledAt} is not null)`,
    ),
    check('purchases_owed_range', sql`${t.owedCents} between 0 and ${t.priceCents}`),
    // Only a purchase whose credits came before payment can owe anything, and a paid one owes nothing.
    check(
      'purchases_owed_only_before_payment',
      sql`${t.owedCents} = 0 or (${t.creditsBeforePayment} and ${t.status} in ('pending', 'canceled'))`,
    ),
    check(
      'purchases_credits_before_payment_at_studio',
      sql`not ${t.creditsBeforePayment} or ${t.paymentMethod} = 'studio'`,
    ),
    check(
      'purchases_written_off_with_reason',
      sql`(${t.writtenOffAt} is null) = (${t.writeOffReason} is null) and (${t.writtenOffAt} is null or (${t.owedCents} = 0 and length(btrim(${t.writeOffReason})) > 0))`,
    ),
    check(
      'purchases_checkout_only_for_card',
      sql`${t.stripeCheckoutSessionId} is null or ${t.paymentMethod} = 'card'`,
    ),
  ],
);

/**
 * Money received: cash recorded by staff, or a card payment confirmed by Stripe's webhook. A purchase
 * is paid at most once (unique index). Nothing about a payment changes afterwards except
 * `refunded_cents`, which only grows and never passes `amount_cents` (check + trigger).
 */
export const payments = pgTable(
  'payments',
  {
    id: primaryId(),
    // The number printed on the receipt, R-1001 onwards in each studio with no gaps: a trigger takes it
    // from the studio's receipt counter (drizzle/0025_receipt_numbers_per_studio.sql), never the caller
    // (a given number is refused), so the column is left out of inserts and starts as null.
    receiptNumber: bigint('receipt_number', { mode: 'number' }).notNull().default(sql`null`),
    businessId: uuid('business_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    purchaseId: uuid('purchase_id'),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    note: text('note'),
    stripeCheckoutSessionId: text('stripe_checkout_session_id'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    membershipFk('payments_customer_fk', t.businessId, t.customerId),
    foreignKey({
      name: 'payments_purchase_fk',
      columns: [t.businessId, t.purchaseId],
      foreignColumns: [purchases.businessId, purchases.id],
    }),
    unique('payments_business_id').on(t.businessId, t.id),
    uniqueIndex('payments_receipt_number_once').on(t.businessId, t.receiptNumber),
    uniqueIndex('payments_one_per_purchase').on(t.purchaseId).where(sql`${t.purchaseId} is not null`),
    uniqueIndex('payments_checkout_session_once')
      .on(t.stripeCheckoutSessionId)
      .where(sql`${t.stripeCheckoutSessionId} is not null`),
    index('payments_business_created_idx').on(t.businessId, t.createdAt),
    index('payments_customer_idx').on(t.businessId, t.customerId, t.createdAt),
    check('payments_method_known', sql`${t.method} in (${sqlList(PAYMENT_METHODS)})`),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    // The last word on "never refund more than was paid", whatever code runs the update.
    check('payments_refunded_range', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
    check(
      'payments_card_from_checkout',
      // Card money comes from Checkout (a pack) or from charging a saved card (a membership renewal).
      sql`(${t.method} = 'card') = (${t.stripeCheckoutSessionId} is not null or ${t.stripePaymentIntentId} is not null)`,
    ),
  ],
);

/**
 * Each studio's next receipt number. The payments trigger takes it and moves it on in the payment's
 * own transaction (one locked row per studio), so numbers run without gaps or repeats however many
 * payments are recorded at once, and no studio learns how many receipts another has issued.
 */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    nextNumber: bigint('next_number', { mode: 'number' }).notNull(),
  },
  (t) => [check('receipt_counters_next_positive', sql`${t.nextNumber} > 0`)],
);

/** Money given back from one payment, full or partial. Append-only (trigger). */
export const refunds = pgTable(
  'refunds',
  {
    id: primaryId(),
    businessId: uuid('business_id').notNull(),
    paymentId: uuid('payment_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    stripeRefundId: text('stripe_refund_id'),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'refunds_payment_fk',
      columns: [t.businessId, t.paymentId],
      foreignColumns: [payments.businessId, payments.id],
    }),
    index('refunds_payment_idx').on(t.businessId, t.paymentId, t.createdAt),
    uniqueIndex('refunds_stripe_once').on(t.stripeRefundId).where(sql`${t.stripeRefundId} is not null`),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
    check('refunds_reason_given', sql`length(btrim(${t.reason})) > 0`),
  ],
);

/**
 * Stripe webhook events already handled, by Stripe's event id: a replayed or retried delivery finds
 * its row and changes nothing.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  businessId: uuid('business_id').references(() => businesses.id),
  // processed: it changed something; ignored: nothing to do (an event type we do not use, an unknown purchase).
  outcome: text('outcome', { enum: ['processed', 'ignored'] }).notNull(),
  detail: text('detail'),
  receivedAt: instant('received_at').notNull().defaultNow(),
});
