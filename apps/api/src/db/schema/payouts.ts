import { CLASS_PAYS_BY, PAY_RATE_KINDS, type PayTier } from '@bmp/shared';
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
  uuid,
} from 'drizzle-orm/pg-core';
import { offerings } from './booking.ts';
import { businessRef } from './businesses.ts';
import { createdAt, primaryId, updatedAt } from './columns.ts';
import { groups } from './groups.ts';
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
