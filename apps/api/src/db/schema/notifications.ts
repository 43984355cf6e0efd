import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businessRef } from './businesses.ts';
import { createdAt, instant, primaryId } from './columns.ts';
import { membershipFk } from './people.ts';

/**
 * In-app notifications (the navbar bell; PRODUCT.md "Notifications"). One row per recipient
 * membership. The text is not stored: `kind` names the message and `data` holds its values (offering
 * name, start time, who did it), so the browser renders it in the reader's language. `dedupe_key`
 * makes "exactly once" a database rule: a job that runs twice inserts the same key and is refused.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: primaryId(),
    businessId: businessRef({ onDelete: 'cascade' }),
    membershipId: uuid('membership_id').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    // Where the bell's item leads, an app path such as /members/services/details/<id>.
    link: text('link'),
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    readAt: instant('read_at'),
  },
  (t) => [
    membershipFk('notifications_membership_fk', t.businessId, t.membershipId).onDelete('cascade'),
    unique('notifications_dedupe').on(t.membershipId, t.dedupeKey),
    index('notifications_recipient_idx').on(t.membershipId, t.createdAt),
    index('notifications_unread_idx').on(t.membershipId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * A user's iCal feed: a secret address a calendar app polls without signing in.
 * Only the SHA-256 of the token is kept, so a database dump cannot be used to read anyone's
 * calendar; the address is shown once when made. Revoking sets revoked_at; making a new one revokes
 * the old, so each membership has at most one live feed.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: primaryId(),
    businessId: businessRef({ onDelete: 'cascade' }),
    membershipId: uuid('membership_id').notNull(),
    tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash'),
    createdAt: createdAt(),
    revokedAt: instant('revoked_at'),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [
    membershipFk('calendar_feeds_membership_fk', t.businessId, t.membershipId).onDelete('cascade'),
    // At most one live feed per membership.
    uniqueIndex('calendar_feeds_live_idx').on(t.membershipId).where(sql`${t.revokedAt} is null`),
  ],
);
