import {
  type CreditGrant,
  type CreditKind,
  INVOICE_STATUSES,
  MEMBERSHIP_INCLUDES,
  MEMBERSHIP_PERIODS,
  PURCHASE_PAYMENT_METHODS,
  SUBSCRIPTION_STATUSES,
} from '@bmp/shared';
import { sql } from 'drizzle-orm';
import {
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
import { businessRef } from './businesses.ts';
import { createdAt, instant, primaryId, updatedAt } from './columns.ts';
import { contracts, contractTemplates } from './contracts.ts';
import { membershipFk, users } from './people.ts';
import { purchases } from './purchases.ts';
import { sqlList } from './sql-list.ts';

// Memberships that renew and bill themselves (decisions/0055-memberships.md). `memberships` (people.ts)
// is a person's role in a studio; what members subscribe to is a membership plan, and a member's
// running one a subscription. Our own schedule is the source of truth: every period is an invoice,
// every charge of it an attempt with one idempotency key, and each paid invoice is a purchase
// (purchases.ts), so cash, card, credits, receipts, refunds and the journal work as for credit packs.

/** The terms a subscription keeps from its plan as sold: editing the plan later changes no subscriber. */
export type MembershipTerms = {
  name: string;
  period: (typeof MEMBERSHIP_PERIODS)[number];
  priceCents: number;
  includes: (typeof MEMBERSHIP_INCLUDES)[number];
  grants: CreditGrant[];
  unlimitedKinds: CreditKind[];
  dailyCap: number | null;
  rolloverMax: number;
  signupFeeCents: number;
  minCommitmentPeriods: number;
  autoRenew: boolean;
  freezesPerYear: number;
  freezeMinDays: number;
  freezeMaxDays: number;
  freezeFeeCents: number;
  cancelNoticeDays: number;
};

export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: primaryId(),
    businessId: businessRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    period: text('period', { enum: MEMBERSHIP_PERIODS }).notNull(),
    priceCents: integer('price_cents').notNull(),
    includes: text('includes', { enum: MEMBERSHIP_INCLUDES }).notNull(),
    grants: jsonb('grants').$type<CreditGrant[]>().notNull().default([]),
    unlimitedKinds: jsonb('unlimited_kinds').$type<CreditKind[]>().notNull().default([]),
    dailyCap: integer('daily_cap'),
    rolloverMax: integer('rollover_max').notNull().default(0),
    signupFeeCents: integer('signup_fee_cents').notNull().default(0),
    minCommitmentPeriods: integer('min_commitment_periods').notNull().default(0),
    autoRenew: boolean('auto_renew').notNull().default(true),
    agreementTemplateId: uuid('agreement_template_id'),
    freezesPerYear: integer('freezes_per_year').notNull().default(0),
    freezeMinDays: integer('freeze_min_days').notNull().default(7),
    freezeMaxDays: integer('freeze_max_days').notNull().default(30),
    freezeFeeCents: integer('freeze_fee_cents').notNull().default(0),
    cancelNoticeDays: integer('cancel_notice_days').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('membership_plans_business_id').on(t.businessId, t.id),
    index('membership_plans_business_idx').on(t.businessId, t.active, t.name),
    foreignKey({
      name: 'membership_plans_agreement_fk',
      columns: [t.businessId, t.agreementTemplateId],
      foreignColumns: [contractTemplates.businessId, contractTemplates.id],
    }),
    check('membership_plans_period_known', sql`${t.period} in (${sqlList(MEMBERSHIP_PERIODS)})`),
    check('membership_plans_includes_known', sql`${t.includes} in (${sqlList(MEMBERSHIP_INCLUDES)})`),
    check('membership_plans_price_positive', sql`${t.priceCents} > 0`),
    check(
      'membership_plans_amounts',
      sql`${t.signupFeeCents} >= 0 and ${t.freezeFeeCents} >= 0 and ${t.rolloverMax} >= 0
        and ${t.minCommitmentPeriods} between 0 and 36 and ${t.cancelNoticeDays} between 0 and 90
        and ${t.freezesPerYear} between 0 and 12 and ${t.freezeMinDays} between 1 and ${t.freezeMaxDays}
        and ${t.freezeMaxDays} <= 365`,
    ),
    check(
      'membership_plans_includes_shape',
      sql`(${t.includes} = 'credits' and jsonb_array_length(${t.grants}) between 1 and 12 and ${t.dailyCap} is null)
        or (${t.includes} = 'unlimited' and jsonb_array_length(${t.unlimitedKinds}) >= 1 and ${t.dailyCap} between 1 and 10
            and ${t.rolloverMax} = 0)`,
    ),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: primaryId(),
    businessId: businessRef(),
    customerId: uuid('customer_id').notNull(),
    planId: uuid('plan_id').notNull(),
    terms: jsonb('terms').$type<MembershipTerms>().notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PURCHASE_PAYMENT_METHODS }).notNull(),
    // The card saved for renewals (card subscriptions): the provider's customer and payment method, and
    // a label to show ("Visa ending 4242"); never a card number.
    cardCustomerRef: text('card_customer_ref'),
    cardPaymentMethodRef: text('card_payment_method_ref'),
    cardLabel: text('card_label'),
    setupSessionId: text('setup_session_id'),
    // The signed membership agreement, when the plan asks for one.
    contractId: uuid('contract_id'),
    // Period k starts on periodStart(anchor_on, period, k - anchor_index): a freeze moves the anchor.
    anchorOn: date('anchor_on').notNull(),
    anchorIndex: integer('anchor_index').notNull().default(0),
    // The next period to bill and the instant it starts (the studio's midnight), -1/null until started.
    nextIndex: integer('next_index').notNull().default(0),
    nextBillingAt: instant('next_billing_at'),
    commitmentEndsOn: date('commitment_ends_on'),
    startedAt: instant('started_at'),
    cancelRequestedAt: instant('cancel_requested_at'),
    cancelReason: text('cancel_reason'),
    // The first day it no longer runs (canceled or not renewing).
    endsOn: date('ends_on'),
    endedAt: instant('ended_at'),
    createdById: uuid('created_by_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    membershipFk('subscriptions_customer_fk', t.businessId, t.customerId),
    foreignKey({
      name: 'subscriptions_plan_fk',
      columns: [t.businessId, t.planId],
      foreignColumns: [membershipPlans.businessId, membershipPlans.id],
    }),
    foreignKey({
      name: 'subscriptions_contract_fk',
      columns: [t.businessId, t.contractId],
      foreignColumns: [contracts.businessId, contracts.id],
    }),
    unique('subscriptions_business_id').on(t.businessId, t.id),
    index('subscriptions_customer_idx').on(t.businessId, t.customerId, t.createdAt),
    index('subscriptions_status_idx').on(t.businessId, t.status),
    // The billing run's question: which running subscriptions have a period starting by now.
    index('subscriptions_due_idx')
      .on(t.nextBillingAt)
      .where(sql`${t.status} in ('active', 'past_due', 'frozen')`),
    check('subscriptions_status_known', sql`${t.status} in (${sqlList(SUBSCRIPTION_STATUSES)})`),
    check(
      'subscriptions_payment_method_known',
      sql`${t.paymentMethod} in (${sqlList(PURCHASE_PAYMENT_METHODS)})`,
    ),
    check(
      'subscriptions_card_saved_for_card',
      sql`${t.cardPaymentMethodRef} is null or ${t.paymentMethod} = 'card'`,
    ),
  ],
);

/**
 * One period of a subscription (or a fee: sign-up, freeze, a prorated change), billed once: the unique
 * (subscription, period) for periods is what makes a repeated or concurrent billing run charge nothing
 * twice. Paid through its purchase.
 */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: primaryId(),
    businessId: businessRef(),
    subscriptionId: uuid('subscription_id').notNull(),
    kind: text('kind', { enum: ['period', 'freeze_fee', 'change'] }).notNull(),
    periodIndex: integer('period_index'),
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('open'),
    purchaseId: uuid('purchase_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at'),
    paidAt: instant('paid_at'),
    waivedReason: text('waived_reason'),
    description: text('description').notNull(),
    // A plan change (kind 'change'): the unused part of the period it cut short, given back as a
    // refund of that period's payment once (`creditRefundId` says it was; the billing run finishes a
    // change whose refund a crash interrupted). Docs: decisions/0056-membership-plan-changes.md.
    creditCents: integer('credit_cents').notNull().default(0),
    creditPaymentId: uuid('credit_payment_id'),
    creditRefundId: uuid('credit_refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'subscription_invoices_subscription_fk',
      columns: [t.businessId, t.subscriptionId],
      foreignColumns: [subscriptions.businessId, subscriptions.id],
    }),
    foreignKey({
      name: 'subscription_invoices_purchase_fk',
      columns: [t.businessId, t.purchaseId],
      foreignColumns: [purchases.businessId, purchases.id],
    }),
    unique('subscription_invoices_business_id').on(t.businessId, t.id),
    uniqueIndex('subscription_invoices_period_once')
      .on(t.subscriptionId, t.periodIndex)
      .where(sql`${t.kind} = 'period'`),
    uniqueIndex('subscription_invoices_purchase_once')
      .on(t.purchaseId)
      .where(sql`${t.purchaseId} is not null`),
    index('subscription_invoices_subscription_idx').on(t.businessId, t.subscriptionId, t.createdAt),
    index('subscription_invoices_retry_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'open'`),
    check('subscription_invoices_status_known', sql`${t.status} in (${sqlList(INVOICE_STATUSES)})`),
    check('subscription_invoices_kind_known', sql`${t.kind} in ('period', 'freeze_fee', 'change')`),
    check('subscription_invoices_amount', sql`${t.amountCents} >= 0`),
    check(
      'subscription_invoices_credit_on_change',
      sql`${t.creditCents} >= 0 and (${t.creditCents} = 0 or (${t.kind} = 'change' and ${t.creditPaymentId} is not null))`,
    ),
    check(
      'subscription_invoices_period_shape',
      sql`(${t.kind} = 'period') = (${t.periodIndex} is not null and ${t.periodStart} is not null and ${t.periodEnd} is not null)`,
    ),
    check('subscription_invoices_paid_when_paid', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
    check(
      'subscription_invoices_waived_with_reason',
      sql`(${t.status} = 'waived') = (${t.waivedReason} is not null)`,
    ),
  ],
);

/**
 * One try to charge an invoice's saved card. Its idempotency key is written (and committed) before the
 * provider is called, so a run that crashes after charging asks again with the same key and the provider
 * answers the first charge instead of making a second.
 */
export const subscriptionAttempts = pgTable(
  'subscription_attempts',
  {
    id: primaryId(),
    businessId: businessRef(),
    invoiceId: uuid('invoice_id').notNull(),
    number: integer('number').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['charging', 'succeeded', 'declined'] })
      .notNull()
      .default('charging'),
    message: text('message'),
    paymentIntentId: text('payment_intent_id'),
    createdAt: createdAt(),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    foreignKey({
      name: 'subscription_attempts_invoice_fk',
      columns: [t.businessId, t.invoiceId],
      foreignColumns: [subscriptionInvoices.businessId, subscriptionInvoices.id],
    }),
    uniqueIndex('subscription_attempts_number_once').on(t.invoiceId, t.number),
    uniqueIndex('subscription_attempts_key_once').on(t.idempotencyKey),
    index('subscription_attempts_charging_idx').on(t.createdAt).where(sql`${t.status} = 'charging'`),
    check('subscription_attempts_status_known', sql`${t.status} in ('charging', 'succeeded', 'declined')`),
  ],
);

/**
 * A freeze, from its first day to its last (inclusive), with the fee stated when it was asked for: it
 * moves every later period (and the commitment's end) by its length in days.
 */
export const subscriptionFreezes = pgTable(
  'subscription_freezes',
  {
    id: primaryId(),
    businessId: businessRef(),
    subscriptionId: uuid('subscription_id').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    // The fee is added to the next period's invoice; this is that invoice, once opened.
    feeInvoiceId: uuid('fee_invoice_id'),
    // Set when the freeze began (the subscription moved to frozen) and when it ended.
    startedAt: instant('started_at'),
    endedAt: instant('ended_at'),
    canceledAt: instant('canceled_at'),
    createdById: uuid('created_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'subscription_freezes_subscription_fk',
      columns: [t.businessId, t.subscriptionId],
      foreignColumns: [subscriptions.businessId, subscriptions.id],
    }),
    index('subscription_freezes_subscription_idx').on(t.businessId, t.subscriptionId, t.startsOn),
    check('subscription_freezes_days', sql`${t.endsOn} >= ${t.startsOn}`),
    check('subscription_freezes_fee', sql`${t.feeCents} >= 0`),
  ],
);

/** Everything that happened to a subscription, by whom (null: the billing run). Append-only (trigger). */
export const subscriptionHistory = pgTable(
  'subscription_history',
  {
    id: primaryId(),
    businessId: businessRef(),
    subscriptionId: uuid('subscription_id').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'subscription_history_subscription_fk',
      columns: [t.businessId, t.subscriptionId],
      foreignColumns: [subscriptions.businessId, subscriptions.id],
    }),
    index('subscription_history_subscription_idx').on(t.businessId, t.subscriptionId, t.createdAt),
  ],
);
