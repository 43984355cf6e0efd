import {
  ALL_SERVICE_STATUSES,
  AVAILABILITY_EXCEPTION_KINDS,
  OFFERING_PLACES,
  REMINDER_MINUTES,
  SERVICE_CATEGORIES,
  SERVICE_TYPES,
} from '@bmp/shared';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessRef, locations } from './businesses.ts';
import { createdAt, instant, pointCheck, pointColumns, primaryId, updatedAt } from './columns.ts';
import { creditHolds } from './money.ts';
import { membershipFk, users } from './people.ts';

// The booking engine (decision 0013). The exclusion constraints that keep an expert and a
// customer out of two overlapping sessions, and the append-only rule of the history, live in the
// migration's hand-written tail (drizzle/0005_booking.sql): Drizzle's schema cannot declare them.

/** `'a', 'b'` for a check constraint; the lists are our own constants, never user input. */
function sqlList(values: readonly (string | number)[]): SQL {
  return sql.raw(
    values.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`)).join(', '),
  );
}

/** PRODUCT.md's Offering: what members can book (/admin/business/services). Never deleted, deactivated. */
export const offerings = pgTable(
  'offerings',
  {
    id: primaryId(),
    businessId: businessRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    serviceType: text('service_type', { enum: SERVICE_TYPES }).notNull(),
    category: text('category', { enum: SERVICE_CATEGORIES }).notNull(),
    place: text('place', { enum: OFFERING_PLACES }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    creditKind: text('credit_kind', { enum: SERVICE_CATEGORIES }).notNull(),
    creditsNeeded: integer('credits_needed').notNull(),
    priceCents: integer('price_cents'),
    participantsMin: integer('participants_min').notNull().default(1),
    participantsMax: integer('participants_max').notNull().default(1),
    travelBufferMinutes: integer('travel_buffer_minutes').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('offerings_business_id').on(t.businessId, t.id),
    uniqueIndex('offerings_business_name').on(t.businessId, sql`lower(${t.name})`),
    check('offerings_type_known', sql`${t.serviceType} in (${sqlList(SERVICE_TYPES)})`),
    check('offerings_category_known', sql`${t.category} in (${sqlList(SERVICE_CATEGORIES)})`),
    check('offerings_credit_kind_known', sql`${t.creditKind} in (${sqlList(SERVICE_CATEGORIES)})`),
    check('offerings_place_known', sql`${t.place} in (${sqlList(OFFERING_PLACES)})`),
    check('offerings_duration_range', sql`${t.durationMinutes} between 15 and 480`),
    check('offerings_credits_range', sql`${t.creditsNeeded} between 0 and 20`),
    check('offerings_price_positive', sql`${t.priceCents} is null or ${t.priceCents} > 0`),
    check(
      'offerings_participants_range',
      sql`${t.participantsMin} >= 1 and ${t.participantsMax} >= ${t.participantsMin} and ${t.participantsMax} <= 20`,
    ),
    check(
      'offerings_buffer_in_home_only',
      sql`${t.travelBufferMinutes} between 0 and 120 and (${t.travelBufferMinutes} = 0 or ${t.place} = 'home')`,
    ),
  ],
);

/** Which experts deliver an offering. None listed means every active expert of the business. */
export const offeringExperts = pgTable(
  'offering_experts',
  {
    businessId: uuid('business_id').notNull(),
    offeringId: uuid('offering_id').notNull(),
    expertId: uuid('expert_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offeringId, t.expertId] }),
    foreignKey({
      name: 'offering_experts_offering_fk',
      columns: [t.businessId, t.offeringId],
      foreignColumns: [offerings.businessId, offerings.id],
    }).onDelete('cascade'),
    membershipFk('offering_experts_expert_fk', t.businessId, t.expertId).onDelete('cascade'),
    index('offering_experts_expert_idx').on(t.businessId, t.expertId),
  ],
);

/**
 * The studio locations an offering happens at (a studio offering only). None listed means every active
 * location of the studio, like an offering without listed experts.
 */
export const offeringLocations = pgTable(
  'offering_locations',
  {
    businessId: uuid('business_id').notNull(),
    offeringId: uuid('offering_id').notNull(),
    locationId: uuid('location_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offeringId, t.locationId] }),
    foreignKey({
      name: 'offering_locations_offering_fk',
      columns: [t.businessId, t.offeringId],
      foreignColumns: [offerings.businessId, offerings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'offering_locations_location_fk',
      columns: [t.businessId, t.locationId],
      foreignColumns: [locations.businessId, locations.id],
    }).onDelete('cascade'),
    index('offering_locations_location_idx').on(t.businessId, t.locationId),
  ],
);

/** An expert's week: windows per ISO weekday (1 = Monday .. 7 = Sunday), in the business's zone. */
export const expertWeeklyHours = pgTable(
  'expert_weekly_hours',
  {
    id: primaryId(),
    businessId: uuid('business_id').notNull(),
    expertId: uuid('expert_id').notNull(),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    membershipFk('expert_weekly_hours_expert_fk', t.businessId, t.expertId).onDelete('cascade'),
    index('expert_weekly_hours_expert_idx').on(t.businessId, t.expertId, t.weekday),
    check('expert_weekly_hours_weekday_range', sql`${t.weekday} between 1 and 7`),
    check('expert_weekly_hours_start_before_end', sql`${t.startTime} < ${t.endTime}`),
  ],
);

/**
 * Dated changes to an expert's week, each day from starts_on to ends_on: `time_off` blocks the day
 * (or its start..end hours); `custom_hours` replaces the weekly hours with start..end.
 */
export const expertAvailabilityExceptions = pgTable(
  'expert_availability_exceptions',
  {
    id: primaryId(),
    businessId: uuid('business_id').notNull(),
    expertId: uuid('expert_id').notNull(),
    kind: text('kind', { enum: AVAILABILITY_EXCEPTION_KINDS }).notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    membershipFk('expert_availability_exceptions_expert_fk', t.businessId, t.expertId).onDelete('cascade'),
    index('expert_availability_exceptions_expert_idx').on(t.businessId, t.expertId, t.startsOn),
    check(
      'expert_availability_exceptions_kind_known',
      sql`${t.kind} in (${sqlList(AVAILABILITY_EXCEPTION_KINDS)})`,
    ),
    check('expert_availability_exceptions_dates', sql`${t.startsOn} <= ${t.endsOn}`),
    check(
      'expert_availability_exceptions_times',
      sql`(${t.startTime} is null and ${t.endTime} is null and ${t.kind} = 'time_off') or (${t.startTime} is not null and ${t.endTime} is not null and ${t.startTime} < ${t.endTime})`,
    ),
  ],
);

/**
 * A booked session (SPEC.md's Service). What the offering said at booking (type, duration, credits,
 * price, travel buffer) is copied, so editing the offering changes nothing booked. The expert is busy
 * from `expert_busy_from` to `expert_busy_until` (the session plus its travel buffer on each side);
 * the exclusion constraints of the migration keep those spans, and the customer's sessions, apart.
 */
export const services = pgTable(
  'services',
  {
    id: primaryId(),
    businessId: uuid('business_id').notNull(),
    offeringId: uuid('offering_id').notNull(),
    offeringName: text('offering_name').notNull(),
    serviceType: text('service_type', { enum: SERVICE_TYPES }).notNull(),
    category: text('category', { enum: SERVICE_CATEGORIES }).notNull(),
    place: text('place', { enum: OFFERING_PLACES }).notNull(),
    expertId: uuid('expert_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    status: text('status', { enum: ALL_SERVICE_STATUSES }).notNull().default('Requested'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    travelBufferMinutes: integer('travel_buffer_minutes').notNull().default(0),
    expertBusyFrom: instant('expert_busy_from').notNull(),
    expertBusyUntil: instant('expert_busy_until').notNull(),
    locationId: uuid('location_id'),
    address: text('address'),
    // The in-home address on the map: the trip's destination and arrival geofence (decision 0060).
    ...pointColumns(),
    notes: text('notes').notNull().default(''),
    reminderMinutes: smallint('reminder_minutes'),
    // Set when the reminder was queued; cleared by a reschedule so the new time gets its own.
    reminderQueuedAt: instant('reminder_queued_at'),
    creditKind: text('credit_kind', { enum: SERVICE_CATEGORIES }),
    credits: integer('credits').notNull().default(0),
    priceCents: integer('price_cents'),
    creditHoldId: uuid('credit_hold_id'),
    cancelReason: text('cancel_reason'),
    canceledAt: instant('canceled_at'),
    completionNotes: text('completion_notes'),
    completedAt: instant('completed_at'),
    reviewStars: smallint('review_stars'),
    reviewText: text('review_text'),
    reviewedAt: instant('reviewed_at'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('services_business_id').on(t.businessId, t.id),
    foreignKey({
      name: 'services_offering_fk',
      columns: [t.businessId, t.offeringId],
      foreignColumns: [offerings.businessId, offerings.id],
    }),
    membershipFk('services_expert_fk', t.businessId, t.expertId),
    membershipFk('services_customer_fk', t.businessId, t.customerId),
    // Optional links carry the business too: with the id alone, a lookup that forgot its business
    // filter could point a session at another studio's location or hold (a null id is not checked).
    foreignKey({
      name: 'services_location_fk',
      columns: [t.businessId, t.locationId],
      foreignColumns: [locations.businessId, locations.id],
    }),
    foreignKey({
      name: 'services_credit_hold_fk',
      columns: [t.businessId, t.creditHoldId],
      foreignColumns: [creditHolds.businessId, creditHolds.id],
    }),
    index('services_expert_idx').on(t.businessId, t.expertId, t.startsAt),
    index('services_customer_idx').on(t.businessId, t.customerId, t.startsAt),
    index('services_status_idx').on(t.businessId, t.status, t.startsAt),
    index('services_reminder_due_idx')
      .on(t.startsAt)
      .where(sql`${t.reminderMinutes} is not null and ${t.reminderQueuedAt} is null`),
    pointCheck('services_point', t.latitude, t.longitude),
    check('services_status_known', sql`${t.status} in (${sqlList(ALL_SERVICE_STATUSES)})`),
    check('services_type_known', sql`${t.serviceType} in (${sqlList(SERVICE_TYPES)})`),
    check('services_place_known', sql`${t.place} in (${sqlList(OFFERING_PLACES)})`),
    check('services_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'services_expert_busy_covers',
      sql`${t.expertBusyFrom} <= ${t.startsAt} and ${t.expertBusyUntil} >= ${t.endsAt}`,
    ),
    check('services_buffer_range', sql`${t.travelBufferMinutes} between 0 and 120`),
    check(
      'services_reminder_known',
      sql`${t.reminderMinutes} is null or ${t.reminderMinutes} in (${sqlList(REMINDER_MINUTES)})`,
    ),
    check(
      'services_credits_range',
      sql`${t.credits} >= 0 and (${t.credits} = 0 or ${t.creditKind} is not null)`,
    ),
    check('services_review_stars_range', sql`${t.reviewStars} is null or ${t.reviewStars} between 1 and 5`),
    check(
      'services_review_when_completed',
      sql`${t.reviewStars} is null or (${t.status} = 'Completed' and ${t.reviewedAt} is not null)`,
    ),
    check('services_completed_at', sql`(${t.status} = 'Completed') = (${t.completedAt} is not null)`),
    check('services_canceled_at', sql`(${t.status} = 'Canceled') = (${t.canceledAt} is not null)`),
  ],
);

/** Household members who come along to a session (duo, family, youth), besides the customer. */
export const serviceParticipants = pgTable(
  'service_participants',
  {
    id: primaryId(),
    businessId: uuid('business_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'service_participants_service_fk',
      columns: [t.businessId, t.serviceId],
      foreignColumns: [services.businessId, services.id],
    }).onDelete('cascade'),
    unique('service_participants_position').on(t.serviceId, t.position),
  ],
);

/** Every step of a session's life (/services/history/:id), never updated or deleted (a trigger). */
export const serviceHistory = pgTable(
  'service_history',
  {
    id: primaryId(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    businessId: uuid('business_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    fromStatus: text('from_status', { enum: ALL_SERVICE_STATUSES }),
    toStatus: text('to_status', { enum: ALL_SERVICE_STATUSES }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    actorRole: text('actor_role'),
    reason: text('reason'),
    startsAt: instant('starts_at').notNull(),
    previousStartsAt: instant('previous_starts_at'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'service_history_service_fk',
      columns: [t.businessId, t.serviceId],
      foreignColumns: [services.businessId, services.id],
    }),
    index('service_history_service_idx').on(t.businessId, t.serviceId, t.seq),
    check('service_history_to_known', sql`${t.toStatus} in (${sqlList(ALL_SERVICE_STATUSES)})`),
  ],
);

export type OfferingRow = typeof offerings.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type ServiceHistoryRow = typeof serviceHistory.$inferSelect;
