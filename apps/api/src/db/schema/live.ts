import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, foreignKey, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { services } from './booking.ts';
import { businessRef } from './businesses.ts';
import { createdAt, instant } from './columns.ts';
import { membershipFk } from './people.ts';

/**
 * Live events (decision 0060): what browsers hear on GET /api/live, and what webhooks will send. Written
 * in the transaction of the change they report (mostly by triggers); a trigger NOTIFYs only the id, and
 * each API process reads the row and sends it to the connections whose viewer is in `audience`:
 * 'staff' (owners and admins) or 'm:<membership id>'. A reconnecting browser replays the ids after its
 * Last-Event-ID. Pruned after 24 hours; a trip's position events are deleted when it ends.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: businessRef({ onDelete: 'cascade' }),
    audience: text('audience').array().notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    // The session a position event belongs to, so the trip's end can purge it.
    sessionId: uuid('session_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_events_business_idx').on(t.businessId, t.id),
    index('live_events_session_idx').on(t.sessionId).where(sql`${t.sessionId} is not null`),
    index('live_events_created_idx').on(t.createdAt),
  ],
);

/**
 * The latest point of a session on its way (one row per session while it is Tracking). Never a
 * history: each point replaces the last, and the row goes when the session leaves Tracking.
 */
export const tripPositions = pgTable(
  'trip_positions',
  {
    sessionId: uuid('session_id').primaryKey(),
    businessId: uuid('business_id').notNull(),
    expertId: uuid('expert_id').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracy: doublePrecision('accuracy'),
    recordedAt: instant('recorded_at').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'trip_positions_session_fk',
      columns: [t.businessId, t.sessionId],
      foreignColumns: [services.businessId, services.id],
    }).onDelete('cascade'),
    membershipFk('trip_positions_expert_fk', t.businessId, t.expertId),
    index('trip_positions_expert_idx').on(t.businessId, t.expertId),
  ],
);
