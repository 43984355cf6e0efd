import {
  GROUP_ATTENDANCE_MARKS,
  GROUP_KINDS,
  GROUP_OCCURRENCE_STATUSES,
  GROUP_SEAT_STATUSES,
  SERVICE_CATEGORIES,
} from '@bmp/shared';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses, businessRef, locations } from './businesses.ts';
import { createdAt, instant, primaryId, updatedAt } from './columns.ts';
import { creditHolds } from './money.ts';
import { membershipFk, users } from './people.ts';

// Group classes, bootcamps and camps (PRODUCT.md "Group", decision 0031). Capacity is a counter on
// the row that is booked (the occurrence of a Group Class, the group itself for a series) with a CHECK
// against the capacity, changed only while that row is locked; the expert's exclusion against private
// sessions lives in the migration's hand-written tail (drizzle/0019_groups.sql).

function sqlList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

/** The studio's group settings. No row means the defaults (waitlist cutoff 120 minutes). */
export const groupSettings = pgTable(
  'group_settings',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    waitlistCutoffMinutes: integer('waitlist_cutoff_minutes').notNull().default(120),
    updatedAt: updatedAt(),
  },
  (t) => [check('group_settings_cutoff_range', sql`${t.waitlistCutoffMinutes} between 0 and 10080`)],
);

/** The weekly rule or dated list a group's occurrences were made from (kept to show and edit). */
export type GroupScheduleValue =
  | {
      type: 'weekly';
      weekdays: number[];
      startTime: string;
      firstDate: string;
      lastDate: string;
    }
  | { type: 'dates'; sessions: { date: string; startTime: string }[] };

export const groups = pgTable(
  'groups',
  {
    id: primaryId(),
    businessId: businessRef(),
    kind: text('kind', { enum: GROUP_KINDS }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    expertId: uuid('expert_id').notNull(),
    locationId: uuid('location_id'),
    capacity: integer('capacity').notNull(),
    waitlistLimit: integer('waitlist_limit').notNull().default(0),
    durationMinutes: integer('duration_minutes').notNull(),
    creditKind: text('credit_kind', { enum: SERVICE_CATEGORIES }),
    credits: integer('credits').notNull().default(0),
    priceCents: integer('price_cents'),
    schedule: jsonb('schedule').$type<GroupScheduleValue>().notNull(),
    // Seats taken in the whole series (Bootcamp, Sports Camp); a Group Class counts per occurrence.
    seriesSeatsTaken: integer('series_seats_taken').notNull().default(0),
    archivedAt: instant('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('groups_business_id').on(t.businessId, t.id),
    membershipFk('groups_expert_fk', t.businessId, t.expertId),
    foreignKey({
      name: 'groups_location_fk',
      columns: [t.businessId, t.locationId],
      foreignColumns: [locations.businessId, locations.id],
    }),
    index('groups_business_idx').on(t.businessId, t.kind),
    check('groups_kind_known', sql`${t.kind} in (${sqlList(GROUP_KINDS)})`),
    check('groups_capacity_range', sql`${t.capacity} between 1 and 200`),
    check('groups_waitlist_range', sql`${t.waitlistLimit} between 0 and 200`),
    check('groups_duration_range', sql`${t.durationMinutes} between 15 and 480`),
    check('groups_credits_range', sql`${t.credits} between 0 and 100`),
    check('groups_credit_kind_with_credits', sql`${t.credits} = 0 or ${t.creditKind} is not null`),
    check('groups_price_positive', sql`${t.priceCents} is null or ${t.priceCents} > 0`),
    check('groups_series_seats_within_capacity', sql`${t.seriesSeatsTaken} between 0 and ${t.capacity}`),
  ],
);

/** One dated meeting of a group. Rows, so the expert's exclusion and calendars see them. */
export const groupOccurrences = pgTable(
  'group_occurrences',
  {
    id: primaryId(),
    businessId: uuid('business_id').notNull(),
    groupId: uuid('group_id').notNull(),
    expertId: uuid('expert_id').notNull(),
    status: text('status', { enum: GROUP_OCCURRENCE_STATUSES }).notNull().default('scheduled'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    // The date the schedule gave it (in the studio's zone), kept when the occurrence is moved.
    scheduledDate: date('scheduled_date', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    cancelReason: text('cancel_reason'),
    canceledAt: instant('canceled_at'),
    // Closed: its attendance is final and its expert's earning line is written (staff close it, or
    // the minute job a day after it ends). Marks are refused afterwards.
    closedAt: instant('closed_at'),
    closedByUserId: uuid('closed_by_user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('group_occurrences_business_id').on(t.businessId, t.id),
    foreignKey({
      name: 'group_occurrences_group_fk',
      columns: [t.businessId, t.groupId],
      foreignColumns: [groups.businessId, groups.id],
    }).onDelete('cascade'),
    membershipFk('group_occurrences_expert_fk', t.businessId, t.expertId),
    index('group_occurrences_group_idx').on(t.businessId, t.groupId, t.startsAt),
    index('group_occurrences_expert_idx').on(t.businessId, t.expertId, t.startsAt),
    index('group_occurrences_starts_idx').on(t.businessId, t.startsAt),
    // The closing job's queue: held occurrences not closed yet, by their end.
    index('group_occurrences_open_idx')
      .on(t.endsAt)
      .where(sql`${t.closedAt} is null and ${t.status} = 'scheduled'`),
    check('group_occurrences_status_known', sql`${t.status} in (${sqlList(GROUP_OCCURRENCE_STATUSES)})`),
    check('group_occurrences_starts_before_ends', sql`${t.startsAt} < ${t.endsAt}`),
    check('group_occurrences_closed_when_held', sql`${t.closedAt} is null or ${t.status} = 'scheduled'`),
    // The database's own guarantee that a class never takes more than its capacity.
    check('group_occurrences_seats_within_capacity', sql`${t.seatsTaken} between 0 and ${t.capacity}`),
  ],
);

/**
 * A member's place in a class: a Group Class seat names its occurrence; a series seat (Bootcamp,
 * Sports Camp) has none and covers every occurrence. `seats` counts the member and their household
 * participants. Waitlisted places are ordered by `position` (a sequence: first come, first served).
 */
export const groupSeats = pgTable(
  'group_seats',
  {
    id: primaryId(),
    businessId: uuid('business_id').notNull(),
    groupId: uuid('group_id').notNull(),
    occurrenceId: uuid('occurrence_id'),
    customerId: uuid('customer_id').notNull(),
    status: text('status', { enum: GROUP_SEAT_STATUSES }).notNull(),
    seats: smallint('seats').notNull().default(1),
    participants: text('participants').array().notNull().default(sql`'{}'::text[]`),
    position: bigserial('position', { mode: 'number' }).notNull(),
    creditKind: text('credit_kind', { enum: SERVICE_CATEGORIES }),
    credits: integer('credits').notNull().default(0),
    priceCents: integer('price_cents'),
    creditHoldId: uuid('credit_hold_id'),
    // Why promotion passed this place over, or why it ended, for the member to read.
    statusReason: text('status_reason'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('group_seats_business_id').on(t.businessId, t.id),
    foreignKey({
      name: 'group_seats_group_fk',
      columns: [t.businessId, t.groupId],
      foreignColumns: [groups.businessId, groups.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'group_seats_occurrence_fk',
      columns: [t.businessId, t.occurrenceId],
      foreignColumns: [groupOccurrences.businessId, groupOccurrences.id],
    }).onDelete('cascade'),
    membershipFk('group_seats_customer_fk', t.businessId, t.customerId),
    foreignKey({
      name: 'group_seats_credit_hold_fk',
      columns: [t.businessId, t.creditHoldId],
      foreignColumns: [creditHolds.businessId, creditHolds.id],
    }),
    // Joining twice is refused by the database too: one live place per member per class or series.
    uniqueIndex('group_seats_live_occurrence')
      .on(t.occurrenceId, t.customerId)
      .where(sql`${t.status} in ('booked', 'waitlisted') and ${t.occurrenceId} is not null`),
    uniqueIndex('group_seats_live_series')
      .on(t.groupId, t.customerId)
      .where(sql`${t.status} in ('booked', 'waitlisted') and ${t.occurrenceId} is null`),
    index('group_seats_waitlist_idx').on(t.businessId, t.groupId, t.occurrenceId, t.status, t.position),
    index('group_seats_customer_idx').on(t.businessId, t.customerId, t.status),
    check('group_seats_status_known', sql`${t.status} in (${sqlList(GROUP_SEAT_STATUSES)})`),
    check('group_seats_seats_range', sql`${t.seats} between 1 and 21`),
  ],
);

/** Attendance of one seat at one occurrence (a series seat is marked per occurrence). */
export const groupAttendance = pgTable(
  'group_attendance',
  {
    businessId: uuid('business_id').notNull(),
    occurrenceId: uuid('occurrence_id').notNull(),
    seatId: uuid('seat_id').notNull(),
    mark: text('mark', { enum: GROUP_ATTENDANCE_MARKS }).notNull(),
    markedByUserId: uuid('marked_by_user_id').references(() => users.id),
    markedAt: instant('marked_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.occurrenceId, t.seatId] }),
    foreignKey({
      name: 'group_attendance_occurrence_fk',
      columns: [t.businessId, t.occurrenceId],
      foreignColumns: [groupOccurrences.businessId, groupOccurrences.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'group_attendance_seat_fk',
      columns: [t.businessId, t.seatId],
      foreignColumns: [groupSeats.businessId, groupSeats.id],
    }).onDelete('cascade'),
    check('group_attendance_mark_known', sql`${t.mark} in (${sqlList(GROUP_ATTENDANCE_MARKS)})`),
  ],
);

/** Everything that happened to a class's places and occurrences, kept (append-only by trigger). */
export const groupHistory = pgTable(
  'group_history',
  {
    id: primaryId(),
    businessId: uuid('business_id').notNull(),
    groupId: uuid('group_id').notNull(),
    occurrenceId: uuid('occurrence_id'),
    seatId: uuid('seat_id'),
    customerId: uuid('customer_id'),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'group_history_group_fk',
      columns: [t.businessId, t.groupId],
      foreignColumns: [groups.businessId, groups.id],
    }),
    index('group_history_group_idx').on(t.businessId, t.groupId, t.createdAt),
  ],
);

export type GroupRow = typeof groups.$inferSelect;
export type GroupOccurrenceRow = typeof groupOccurrences.$inferSelect;
export type GroupSeatRow = typeof groupSeats.$inferSelect;
