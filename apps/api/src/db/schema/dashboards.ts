import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { bits, createdAt, instant, primaryId } from './columns.ts';
import { membershipFk } from './people.ts';

/**
 * An expert's private notes on a client (/admin/provider/patient/:id, decision 0030): written by the
 * expert, read by that expert and the studio's staff, never shown to the client or other experts.
 */
export const expertClientNotes = pgTable(
  'expert_client_notes',
  {
    id: primaryId(),
    businessId: uuid('business_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    authorId: uuid('author_id').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    membershipFk('expert_client_notes_customer_fk', t.businessId, t.customerId).onDelete('cascade'),
    membershipFk('expert_client_notes_author_fk', t.businessId, t.authorId).onDelete('cascade'),
    index('expert_client_notes_customer_idx').on(t.businessId, t.customerId, t.createdAt),
    check('expert_client_notes_text_length', sql`length(btrim(${t.text})) between 1 and 4000`),
  ],
);

/**
 * Sessions per studio day (decision 0030, "Pre-aggregated per studio day"): the count and minutes of
 * the sessions starting that day in the studio's time zone, per expert, offering, type, status and
 * whether the cancel was late. Kept exact by statement triggers on `services` and rebuilt when the
 * studio's time zone or free-cancel window changes (migration `0021_dashboard_rollups.sql`); never written by
 * the application. Keys whose sessions all moved away stay with 0.
 */
export const dashboardSessionDays = pgTable(
  'dashboard_session_days',
  {
    businessId: uuid('business_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    expertId: uuid('expert_id').notNull(),
    offeringId: uuid('offering_id').notNull(),
    serviceType: text('service_type').notNull(),
    status: text('status').notNull(),
    late: boolean('late').notNull(),
    sessions: integer('sessions').notNull(),
    minutes: integer('minutes').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'dashboard_session_days_pk',
      columns: [t.businessId, t.day, t.expertId, t.offeringId, t.serviceType, t.status, t.late],
    }),
  ],
);

/**
 * Money and credits per studio day, kept exact by statement triggers on the journal, payments,
 * refunds, credit lots and credit entries: revenue recognised and the change of deferred revenue
 * (journal lines, dated by their entry), cash paid and refunded, credits sold and used.
 */
export const dashboardMoneyDays = pgTable(
  'dashboard_money_days',
  {
    businessId: uuid('business_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    deferredCents: bigint('deferred_cents', { mode: 'number' }).notNull().default(0),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    creditsSold: bigint('credits_sold', { mode: 'number' }).notNull().default(0),
    creditsUsed: bigint('credits_used', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'dashboard_money_days_pk', columns: [t.businessId, t.day] })],
);

/**
 * The studio days on which each customer had a completed session, as one bit per day from their
 * first such day (decision 0030, "Active and at-risk members"): "was this customer active between
 * two days" is a substring of `days`, so active members cost one short row per customer instead of
 * an index probe per customer and period. `last_visit_at` is the start of their latest completed
 * session (at-risk members). Kept by row triggers on `services` when a session is completed (a set
 * bit) and recomputed for the customer when a completed session changes or goes; rebuilt when the
 * studio's time zone changes (migration `0022_dashboard_member_visits.sql`). Never written by the
 * application.
 */
export const dashboardMemberVisits = pgTable(
  'dashboard_member_visits',
  {
    businessId: uuid('business_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    days: bits('days').notNull(),
    lastVisitAt: instant('last_visit_at').notNull(),
  },
  (t) => [primaryKey({ name: 'dashboard_member_visits_pk', columns: [t.businessId, t.customerId] })],
);
