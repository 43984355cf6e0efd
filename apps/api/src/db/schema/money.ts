import { CREDIT_ENTRY_TYPES, CREDIT_HOLD_STATUSES, CREDIT_KINDS } from '@bmp/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessRef } from './businesses.ts';
import { createdAt, instant, primaryId, updatedAt } from './columns.ts';
import { membershipFk, users } from './people.ts';
import { sqlList } from './sql-list.ts';

// Triggers, constraint triggers and the immutability rules live in the migration
// (drizzle/0002_credits_ledger.sql), since Drizzle's schema cannot declare them; decision 0008.

/**
 * Where a lot of credits came from. `adjustment` lots are made only by a manual adjustment; `import`
 * lots are balances a studio brought from another product, valued at zero (decision 0063).
 */
export const CREDIT_SOURCE_TYPES = ['purchase', 'complimentary', 'adjustment', 'import'] as const;
export type CreditSourceType = (typeof CREDIT_SOURCE_TYPES)[number];

// The ledger's entry types, credit kinds and hold statuses are on the wire or in the services too:
// packages/shared.
export type { CreditEntryType, CreditHoldStatus, CreditKind } from '@bmp/shared';
export { CREDIT_ENTRY_TYPES, CREDIT_HOLD_STATUSES, CREDIT_KINDS };

/**
 * One row per customer (a membership) and credit kind: what they can book with (`available`) and what
 * booked sessions keep aside (`held`). The check constraint is the last word on "never below zero":
 * every change is a conditional update against this row, and the row lock orders concurrent changes.
 */
export const creditBalances = pgTable(
  'credit_balances',
  {
    businessId: businessRef(),
    customerId: uuid('customer_id').notNull(),
    kind: text('kind', { enum: CREDIT_KINDS }).notNull(),
    available: integer('available').notNull().default(0),
    held: integer('held').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.customerId, t.kind] }),
    membershipFk('credit_balances_customer_fk', t.businessId, t.customerId),
    check('credit_balances_kind_known', sql`${t.kind} in (${sqlList(CREDIT_KINDS)})`),
    check('credit_balances_never_negative', sql`${t.available} >= 0 and ${t.held} >= 0`),
  ],
);

/**
 * A grant of credits (a purchase, a complimentary grant or a positive adjustment), used soonest
 * expiry first. `remaining` is what is neither held nor spent nor expired; an expired lot keeps its
 * `expired_at` so credits released back to it after expiry expire at once.
 */
export const creditLots = pgTable(
  'credit_lots',
  {
    id: primaryId(),
    businessId: uuid('business_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    kind: text('kind', { enum: CREDIT_KINDS }).notNull(),
    granted: integer('granted').notNull(),
    remaining: integer('remaining').notNull(),
    expiresAt: instant('expires_at'),
    expiredAt: instant('expired_at'),
    sourceType: text('source_type', { enum: CREDIT_SOURCE_TYPES }).notNull(),
    sourceId: text('source_id'),
    // What the customer paid for this lot, in cents (null: free credits, no money behind them). It sits
    // in deferred revenue until the credits are used or expire; `recognized_credits` counts those, and
    // floor(value_cents * recognized_credits / granted) of it has been moved to revenue (decision 0019).
    valueCents: bigint('value_cents', { mode: 'number' }),
    recognizedCredits: integer('recognized_credits').notNull().default(0),
    // Credits a refund of the purchase took back (or canceling an unpaid pay-at-studio purchase, its
    // `cancel` entries: decision 0046), and the cents of `value_cents` that left deferred revenue with
    // them (decision 0026). Used and refunded credits share one count for rounding: the
    // n-th credit out of the lot, whichever way it goes, moves floor(value * n / granted) minus the
    // previous one, so the lot's value leaves deferred revenue exactly once its last credit is gone.
    refundedCredits: integer('refunded_credits').notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    // An unlimited membership's lot (decision 0057): `daily_allowance` credits a studio day from
    // `allowance_starts_on`, granted / daily_allowance days in all; a day's unused ones lapse when it ends.
    dailyAllowance: integer('daily_allowance'),
    allowanceStartsOn: date('allowance_starts_on'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'credit_lots_balance_fk',
      columns: [t.businessId, t.customerId, t.kind],
      foreignColumns: [creditBalances.businessId, creditBalances.customerId, creditBalances.kind],
    }),
    // Allocations and entries point at a lot with the business in the key.
    unique('credit_lots_business_id').on(t.businessId, t.id),
    check('credit_lots_granted_positive', sql`${t.granted} > 0`),
    check('credit_lots_remaining_range', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.granted}`),
    check('credit_lots_source_known', sql`${t.sourceType} in (${sqlList(CREDIT_SOURCE_TYPES)})`),
    check('credit_lots_value_not_negative', sql`${t.valueCents} is null or ${t.valueCents} >= 0`),
    check(
      'credit_lots_recognized_range',
      sql`${t.recognizedCredits} >= 0 and ${t.recognizedCredits} <= ${t.granted}`,
    ),
    check(
      'credit_lots_refunded_range',
      sql`${t.refundedCredits} >= 0 and ${t.recognizedCredits} + ${t.refundedCredits} <= ${t.granted}
        and ${t.refundedCents} >= 0 and ${t.refundedCents} <= coalesce(${t.valueCents}, 0)`,
    ),
    check(
      'credit_lots_allowance_whole_days',
      sql`(${t.dailyAllowance} is null) = (${t.allowanceStartsOn} is null)
        and (${t.dailyAllowance} is null or (${t.dailyAllowance} > 0 and ${t.granted} % ${t.dailyAllowance} = 0))`,
    ),
    // A purchase grants its credits once, however often the grant is retried.
    uniqueIndex('credit_lots_source_once')
      .on(t.businessId, t.sourceType, t.sourceId, t.kind)
      .where(sql`${t.sourceId} is not null`),
    // Soonest expiry first among the lots that still have credits.
    index('credit_lots_usable_idx')
      .on(t.businessId, t.customerId, t.kind, t.expiresAt, t.createdAt)
      .where(sql`${t.remaining} > 0 and ${t.expiredAt} is null`),
    index('credit_lots_due_idx').on(t.expiresAt).where(sql`${t.expiredAt} is null`),
    // The billing run's daily lapse reads the live lots with an allowance, studio by studio.
    index('credit_lots_allowance_idx')
      .on(t.businessId)
      .where(sql`${t.dailyAllowance} is not null and ${t.expiredAt} is null`),
  ],
);

/**
 * Credits kept aside for one booked session (service) of one customer. It ends once, as spent
 * (the session happened, or a late cancel) or released (back to the customer).
 */
export const creditHolds = pgTable(
  'credit_holds',
  {
    id: primaryId(),
    businessId: uuid('business_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    kind: text('kind', { enum: CREDIT_KINDS }).notNull(),
    quantity: integer('quantity').notNull(),
    // The booked session. No foreign key yet: the sessions table arrives with the booking engine.
    serviceId: uuid('service_id').notNull(),
    status: text('status', { enum: CREDIT_HOLD_STATUSES }).notNull().default('held'),
    createdAt: createdAt(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    foreignKey({
      name: 'credit_holds_balance_fk',
      columns: [t.businessId, t.customerId, t.kind],
      foreignColumns: [creditBalances.businessId, creditBalances.customerId, creditBalances.kind],
    }),
    // Sessions, allocations and entries point at a hold with the business in the key.
    unique('credit_holds_business_id').on(t.businessId, t.id),
    check('credit_holds_quantity_positive', sql`${t.quantity} > 0`),
    check('credit_holds_status_known', sql`${t.status} in (${sqlList(CREDIT_HOLD_STATUSES)})`),
    check('credit_holds_settled_when_final', sql`(${t.status} = 'held') = (${t.settledAt} is null)`),
    // One live hold per session and customer: a retried hold finds the first one.
    uniqueIndex('credit_holds_one_live_per_service')
      .on(t.businessId, t.serviceId, t.customerId)
      .where(sql`${t.status} = 'held'`),
  ],
);

/** Which lots a hold took its credits from, so a release puts them back where they came from. */
export const creditHoldAllocations = pgTable(
  'credit_hold_allocations',
  {
    businessId: businessRef(),
    holdId: uuid('hold_id').notNull(),
    lotId: uuid('lot_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.holdId, t.lotId] }),
    foreignKey({
      name: 'credit_hold_allocations_hold_fk',
      columns: [t.businessId, t.holdId],
      foreignColumns: [creditHolds.businessId, creditHolds.id],
    }),
    foreignKey({
      name: 'credit_hold_allocations_lot_fk',
      columns: [t.businessId, t.lotId],
      foreignColumns: [creditLots.businessId, creditLots.id],
    }),
    check('credit_hold_allocations_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Every change to a balance, never updated or deleted (a trigger refuses). The deltas of a customer's
 * entries sum to their balance; `*_after` is the balance right after the entry, for the history page.
 * `seq` orders entries written in one transaction, which share `created_at`.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: primaryId(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    businessId: uuid('business_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    kind: text('kind', { enum: CREDIT_KINDS }).notNull(),
    entryType: text('entry_type', { enum: CREDIT_ENTRY_TYPES }).notNull(),
    availableDelta: integer('available_delta').notNull(),
    heldDelta: integer('held_delta').notNull(),
    availableAfter: integer('available_after').notNull(),
    heldAfter: integer('held_after').notNull(),
    lotId: uuid('lot_id'),
    holdId: uuid('hold_id'),
    reason: text('reason'),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    // The refund that took these credits back. Its foreign key is hand-written in migration 0015, so
    // the ledger's schema stays free of the purchases tables it sits below.
    refundId: uuid('refund_id'),
    // An `expiry` of an unlimited membership's unused daily allowance (decision 0057): the last studio
    // day it lapses for. Null for a lot's expiry at its date.
    lapsedOn: date('lapsed_on'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'credit_entries_balance_fk',
      columns: [t.businessId, t.customerId, t.kind],
      foreignColumns: [creditBalances.businessId, creditBalances.customerId, creditBalances.kind],
    }),
    foreignKey({
      name: 'credit_entries_lot_fk',
      columns: [t.businessId, t.lotId],
      foreignColumns: [creditLots.businessId, creditLots.id],
    }),
    foreignKey({
      name: 'credit_entries_hold_fk',
      columns: [t.businessId, t.holdId],
      foreignColumns: [creditHolds.businessId, creditHolds.id],
    }),
    index('credit_entries_customer_idx').on(t.businessId, t.customerId, t.seq),
    check('credit_entries_type_known', sql`${t.entryType} in (${sqlList(CREDIT_ENTRY_TYPES)})`),
    check('credit_entries_after_not_negative', sql`${t.availableAfter} >= 0 and ${t.heldAfter} >= 0`),
    // The shape of each kind of entry, so a wrong sign or a missing link cannot be written at all.
    check(
      'credit_entries_shape',
      sql`case ${t.entryType}
        when 'grant' then ${t.availableDelta} > 0 and ${t.heldDelta} = 0 and ${t.lotId} is not null
        when 'hold' then ${t.availableDelta} < 0 and ${t.heldDelta} = -${t.availableDelta} and ${t.holdId} is not null
        when 'release' then ${t.availableDelta} > 0 and ${t.heldDelta} = -${t.availableDelta} and ${t.holdId} is not null
        when 'spend' then ${t.availableDelta} = 0 and ${t.heldDelta} < 0 and ${t.holdId} is not null
        when 'expiry' then ${t.availableDelta} < 0 and ${t.heldDelta} = 0 and ${t.lotId} is not null
        when 'adjustment' then ${t.availableDelta} <> 0 and ${t.heldDelta} = 0
          and ${t.reason} is not null and length(btrim(${t.reason})) > 0
        when 'refund' then ${t.availableDelta} < 0 and ${t.heldDelta} = 0 and ${t.lotId} is not null
          and ${t.refundId} is not null
        when 'cancel' then ${t.availableDelta} < 0 and ${t.heldDelta} = 0 and ${t.lotId} is not null
          and ${t.refundId} is null
        else false end`,
    ),
    check(
      'credit_entries_lapse_shape',
      sql`${t.lapsedOn} is null or (${t.entryType} = 'expiry' and ${t.holdId} is null)`,
    ),
    // The expiry job's own entry for a lot is written once, even with two runners at the same moment.
    // (Credits released back to a lot that already expired get their own expiry entry, with hold_id;
    // a day's lapsed allowance is an expiry with `lapsed_on`, one or more per lot.)
    uniqueIndex('credit_entries_lot_expires_once')
      .on(t.lotId)
      .where(sql`${t.entryType} = 'expiry' and ${t.holdId} is null and ${t.lapsedOn} is null`),
    // A refund takes credits from a lot once: a retried or repeated write of it is refused.
    uniqueIndex('credit_entries_refund_once_per_lot')
      .on(t.refundId, t.lotId)
      .where(sql`${t.refundId} is not null`),
  ],
);

/**
 * Accounts of the studio's double-entry journal. Debits are positive, credits negative; the lines of
 * an entry sum to zero. Asset and expense accounts grow with debits; liability and revenue accounts
 * grow with credits (negative amounts).
 */
export const JOURNAL_ACCOUNTS = [
  // Assets
  'cash_drawer',
  'card_clearing',
  'bank',
  // Owed by customers: a pay-at-studio purchase whose credits came before the cash (decision 0046).
  'accounts_receivable',
  // Liabilities: paid for, not yet delivered; owed to payees.
  'deferred_revenue',
  'payouts_payable',
  // Revenue, and its contra account for money given back.
  'revenue',
  'refunds',
  // Expenses
  'payout_expense',
  'card_fees',
  // What staff wrote off of what a customer owed, with a reason (decision 0046).
  'bad_debt',
] as const;
export type JournalAccount = (typeof JOURNAL_ACCOUNTS)[number];

/**
 * One money movement. Its lines are checked to balance when the transaction commits (a deferred
 * constraint trigger); neither entries nor lines can be changed afterwards: a correction is a new
 * entry. A source (a payment, a refund) posts at most one entry, so a retried posting finds the first.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: primaryId(),
    businessId: businessRef(),
    memo: text('memo').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('journal_entries_business_id').on(t.businessId, t.id),
    unique('journal_entries_source_once').on(t.businessId, t.sourceType, t.sourceId),
    index('journal_entries_business_created_idx').on(t.businessId, t.createdAt),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: primaryId(),
    businessId: uuid('business_id').notNull(),
    entryId: uuid('entry_id').notNull(),
    account: text('account', { enum: JOURNAL_ACCOUNTS }).notNull(),
    // Integer cents; debit positive, credit negative.
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    // A line belongs to an entry of the same business.
    foreignKey({
      name: 'journal_lines_entry_fk',
      columns: [t.businessId, t.entryId],
      foreignColumns: [journalEntries.businessId, journalEntries.id],
    }),
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_business_account_idx').on(t.businessId, t.account),
    check('journal_lines_account_known', sql`${t.account} in (${sqlList(JOURNAL_ACCOUNTS)})`),
    check('journal_lines_amount_not_zero', sql`${t.amountCents} <> 0`),
  ],
);

/**
 * Answers to money and credit mutations by Idempotency-Key, per business, person and route. A row
 * without a status code is a request still running; the unique key lets exactly one of several
 * concurrent duplicates run.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: primaryId(),
    businessId: businessRef({ onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
  },
  (t) => [
    unique('idempotency_keys_once').on(t.businessId, t.userId, t.route, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check(
      'idempotency_keys_completed_with_answer',
      sql`(${t.statusCode} is null) = (${t.completedAt} is null)`,
    ),
  ],
);
