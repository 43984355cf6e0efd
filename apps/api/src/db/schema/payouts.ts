import { CLASS_PAYS_BY, PAY_RATE_KINDS, type PayRateTerms, type PayTier } from '@bmp/shared';
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
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { offerings, services } from './booking.ts';
import { businessRef } from './businesses.ts';
import { createdAt, instant, primaryId, updatedAt } from './columns.ts';
import { groupOccurrences, groups } from './groups.ts';
import { payees } from './payees.ts';
import { membershipFk } from './people.ts';
import { sqlList } from './sql-list.ts';

/**
 * What a session or a class pays the expert who ran it (docs/decisions/0058-pay-rates.md): a scope
 * (an expert, a service or a class, each optional; none is the studio's default) and the days it
 * applies, from `effective_from` until the day before `effective_until`. The arithmetic is
 * `@bmp/shared`'s `earningFor`; two rates of one scope never apply on the same day (the service
 * checks under the business's lock).
 */
export const payRates = pgTable(
  'pay_rates',
  {
    id: primaryId(),
    businessId: businessRef({ onDelete: 'cascade' }),
    expertMembershipId: uuid('expert_membership_id'),
    offeringId: uuid('offering_id'),
    groupId: uuid('group_id'),
    kind: text('kind', { enum: PAY_RATE_KINDS }).notNull(),
    flatCents: integer('flat_cents').notNull().default(0),
    tiers: jsonb('tiers').$type<PayTier[]>().notNull().default([]),
    percentBasisPoints: integer('percent_basis_points').notNull().default(0),
    minCents: integer('min_cents'),
    maxCents: integer('max_cents'),
    countNoShows: boolean('count_no_shows').notNull().default(false),
    countLateCancels: boolean('count_late_cancels').notNull().default(false),
    countFreePlaces: boolean('count_free_places').notNull().default(false),
    classPaysBy: text('class_pays_by', { enum: CLASS_PAYS_BY }).notNull().default('check_ins_or_roster'),
    effectiveFrom: date('effective_from').notNull(),
    effectiveUntil: date('effective_until'),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('pay_rates_business_id').on(t.businessId, t.id),
    membershipFk('pay_rates_expert_fk', t.businessId, t.expertMembershipId).onDelete('cascade'),
    foreignKey({
      name: 'pay_rates_offering_fk',
      columns: [t.businessId, t.offeringId],
      foreignColumns: [offerings.businessId, offerings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'pay_rates_group_fk',
      columns: [t.businessId, t.groupId],
      foreignColumns: [groups.businessId, groups.id],
    }).onDelete('cascade'),
    index('pay_rates_business_idx').on(t.businessId, t.expertMembershipId, t.effectiveFrom),
    check('pay_rates_kind_known', sql`${t.kind} in (${sqlList(PAY_RATE_KINDS)})`),
    check('pay_rates_class_pays_by_known', sql`${t.classPaysBy} in (${sqlList(CLASS_PAYS_BY)})`),
    check('pay_rates_amounts', sql`${t.flatCents} >= 0 and ${t.percentBasisPoints} between 0 and 10000`),
    check(
      'pay_rates_limits',
      sql`(${t.minCents} is null or ${t.minCents} > 0) and (${t.maxCents} is null or ${t.maxCents} > 0) and (${t.minCents} is null or ${t.maxCents} is null or ${t.minCents} <= ${t.maxCents})`,
    ),
    check('pay_rates_service_or_class', sql`${t.offeringId} is null or ${t.groupId} is null`),
    check('pay_rates_days', sql`${t.effectiveUntil} is null or ${t.effectiveUntil} > ${t.effectiveFrom}`),
  ],
);

export const EARNING_LINE_KINDS = ['session', 'class', 'adjustment', 'reversal'] as const;
export type EarningLineKind = (typeof EARNING_LINE_KINDS)[number];

/**
 * What the studio owes an expert for one completed session or one closed class occurrence, an
 * adjustment with its reason, or the reversal of a share of revenue a refund took back
 * (docs/decisions/0059-earnings-and-payout-runs.md). A line keeps the rate as it was (`rate`, the
 * terms of `earningFor`), its inputs and its amount, and never changes (a trigger): a rate edited
 * later writes nothing here.
 */
export const earningLines = pgTable(
  'earning_lines',
  {
    id: primaryId(),
    businessId: businessRef(),
    expertMembershipId: uuid('expert_membership_id').notNull(),
    kind: text('kind', { enum: EARNING_LINE_KINDS }).notNull(),
    serviceId: uuid('service_id'),
    occurrenceId: uuid('occurrence_id'),
    payRateId: uuid('pay_rate_id'),
    rate: jsonb('rate').$type<PayRateTerms>(),
    attendees: integer('attendees'),
    revenueCents: integer('revenue_cents'),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    // The line a reversal or an adjustment corrects, and the refund that took the revenue back.
    correctsLineId: uuid('corrects_line_id'),
    refundId: uuid('refund_id'),
    // The studio day the work was done (a correction's is the day it was written).
    earnedOn: date('earned_on').notNull(),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('earning_lines_business_id').on(t.businessId, t.id),
    membershipFk('earning_lines_expert_fk', t.businessId, t.expertMembershipId),
    foreignKey({
      name: 'earning_lines_service_fk',
      columns: [t.businessId, t.serviceId],
      foreignColumns: [services.businessId, services.id],
    }),
    foreignKey({
      name: 'earning_lines_occurrence_fk',
      columns: [t.businessId, t.occurrenceId],
      foreignColumns: [groupOccurrences.businessId, groupOccurrences.id],
    }),
    foreignKey({
      name: 'earning_lines_corrects_fk',
      columns: [t.businessId, t.correctsLineId],
      foreignColumns: [t.businessId, t.id],
    }),
    // A session or an occurrence pays once, however often completion or closing is retried.
    uniqueIndex('earning_lines_session_once').on(t.businessId, t.serviceId).where(sql`${t.kind} = 'session'`),
    uniqueIndex('earning_lines_class_once').on(t.businessId, t.occurrenceId).where(sql`${t.kind} = 'class'`),
    // A refund reverses a line once.
    uniqueIndex('earning_lines_reversal_once')
      .on(t.correctsLineId, t.refundId)
      .where(sql`${t.kind} = 'reversal'`),
    index('earning_lines_expert_idx').on(t.businessId, t.expertMembershipId, t.earnedOn),
    index('earning_lines_day_idx').on(t.businessId, t.earnedOn),
    check('earning_lines_kind_known', sql`${t.kind} in (${sqlList(EARNING_LINE_KINDS)})`),
    check(
      'earning_lines_shape',
      sql`case ${t.kind}
        when 'session' then ${t.serviceId} is not null and ${t.rate} is not null and ${t.amountCents} >= 0
        when 'class' then ${t.occurrenceId} is not null and ${t.rate} is not null and ${t.amountCents} >= 0
        when 'adjustment' then ${t.reason} is not null and ${t.amountCents} <> 0
        when 'reversal' then ${t.correctsLineId} is not null and ${t.refundId} is not null and ${t.amountCents} < 0
        else false end`,
    ),
  ],
);

/** Which purchases a line's revenue came from, so a refund of one finds the lines built on it. */
export const earningLineRevenue = pgTable(
  'earning_line_revenue',
  {
    businessId: uuid('business_id').notNull(),
    lineId: uuid('line_id').notNull(),
    purchaseId: uuid('purchase_id').notNull(),
    revenueCents: integer('revenue_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lineId, t.purchaseId] }),
    foreignKey({
      name: 'earning_line_revenue_line_fk',
      columns: [t.businessId, t.lineId],
      foreignColumns: [earningLines.businessId, earningLines.id],
    }),
    index('earning_line_revenue_purchase_idx').on(t.businessId, t.purchaseId),
    check('earning_line_revenue_positive', sql`${t.revenueCents} > 0`),
  ],
);

export const PAYOUT_RUN_STATUSES = ['draft', 'approved', 'paid', 'voided'] as const;
export type PayoutRunStatus = (typeof PAYOUT_RUN_STATUSES)[number];

/**
 * A payout run over a period of studio days (`period_from` to `period_until`, both included):
 * draft → approved → paid, or voided from draft or approved. Approving freezes it; paying posts
 * its journal entries.
 */
export const payoutRuns = pgTable(
  'payout_runs',
  {
    id: primaryId(),
    businessId: businessRef({ onDelete: 'cascade' }),
    number: integer('number').notNull(),
    periodFrom: date('period_from').notNull(),
    periodUntil: date('period_until').notNull(),
    status: text('status', { enum: PAYOUT_RUN_STATUSES }).notNull().default('draft'),
    createdByUserId: uuid('created_by_user_id'),
    approvedAt: instant('approved_at'),
    approvedByUserId: uuid('approved_by_user_id'),
    paidAt: instant('paid_at'),
    paidByUserId: uuid('paid_by_user_id'),
    // Where the money for payees paid outside ACH came from (the ACH part always leaves the bank).
    outsideAchFrom: text('outside_ach_from', { enum: ['bank', 'cash_drawer'] }),
    voidedAt: instant('voided_at'),
    voidReason: text('void_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('payout_runs_business_id').on(t.businessId, t.id),
    unique('payout_runs_number').on(t.businessId, t.number),
    index('payout_runs_period_idx').on(t.businessId, t.periodFrom),
    check('payout_runs_status_known', sql`${t.status} in (${sqlList(PAYOUT_RUN_STATUSES)})`),
    check('payout_runs_period', sql`${t.periodUntil} >= ${t.periodFrom}`),
    check(
      'payout_runs_approved_at',
      sql`(${t.status} in ('approved', 'paid')) = (${t.approvedAt} is not null) or ${t.status} = 'voided'`,
    ),
    check('payout_runs_paid_at', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
    check(
      'payout_runs_voided',
      sql`(${t.status} = 'voided') = (${t.voidedAt} is not null and ${t.voidReason} is not null)`,
    ),
  ],
);

/**
 * The payees of a run with what the run owes each, frozen when the run is approved: the payee's
 * name and how they are paid as they were, so a later edit of the payee changes no approved run.
 */
export const payoutRunPayees = pgTable(
  'payout_run_payees',
  {
    businessId: uuid('business_id').notNull(),
    runId: uuid('run_id').notNull(),
    payeeId: uuid('payee_id').notNull(),
    expertMembershipId: uuid('expert_membership_id').notNull(),
    payeeName: text('payee_name').notNull(),
    paidOutsideAch: boolean('paid_outside_ach').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.payeeId] }),
    foreignKey({
      name: 'payout_run_payees_run_fk',
      columns: [t.businessId, t.runId],
      foreignColumns: [payoutRuns.businessId, payoutRuns.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'payout_run_payees_payee_fk',
      columns: [t.businessId, t.payeeId],
      foreignColumns: [payees.businessId, payees.id],
    }),
    check('payout_run_payees_total_positive', sql`${t.totalCents} > 0`),
  ],
);

/** The earning lines of a run. A line is in at most one run that is not voided (the partial index). */
export const payoutRunLines = pgTable(
  'payout_run_lines',
  {
    businessId: uuid('business_id').notNull(),
    runId: uuid('run_id').notNull(),
    lineId: uuid('line_id').notNull(),
    payeeId: uuid('payee_id').notNull(),
    voided: boolean('voided').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.lineId] }),
    foreignKey({
      name: 'payout_run_lines_run_fk',
      columns: [t.businessId, t.runId],
      foreignColumns: [payoutRuns.businessId, payoutRuns.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'payout_run_lines_line_fk',
      columns: [t.businessId, t.lineId],
      foreignColumns: [earningLines.businessId, earningLines.id],
    }),
    uniqueIndex('payout_run_lines_line_once').on(t.lineId).where(sql`not ${t.voided}`),
    index('payout_run_lines_payee_idx').on(t.runId, t.payeeId),
  ],
);
