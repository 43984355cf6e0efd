import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessRef } from './businesses.ts';
import { bytea, createdAt, instant, primaryId, updatedAt } from './columns.ts';
import { users } from './people.ts';
import { sqlList } from './sql-list.ts';

// An open studio (docs/decisions/0063-open-studio.md): keys other tools call the API with, webhooks
// that tell them what happened, and the studio's whole data as one archive.

/**
 * A studio's API key: an integration of the studio, not a person. Only the SHA-256 of the key is kept
 * (the key is shown once); `prefix` is its public part, shown in lists and found by lookup.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: primaryId(),
    businessId: businessRef({ onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull().unique('api_keys_prefix_unique'),
    secretHash: text('secret_hash').notNull(),
    /** packages/shared API_KEY_SCOPES: '<area>:read' or '<area>:write'. */
    scopes: text('scopes').array().notNull(),
    expiresAt: instant('expires_at'),
    lastUsedAt: instant('last_used_at'),
    /** The key's own rate limit: requests counted in the minute that began then (every process shares it). */
    rateWindowStartedAt: instant('rate_window_started_at'),
    rateWindowCount: integer('rate_window_count').notNull().default(0),
    revokedAt: instant('revoked_at'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('api_keys_business_id').on(t.businessId, t.id),
    index('api_keys_business_idx').on(t.businessId, t.createdAt),
  ],
);

export const WEBHOOK_DISABLED_REASONS = ['gone', 'failing', 'owner'] as const;

/**
 * Where a studio's events are sent. The signing secret (`whsec_...`, Standard Webhooks) is kept
 * encrypted with the field cipher, since every delivery needs it back.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: primaryId(),
    businessId: businessRef({ onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** packages/shared WEBHOOK_EVENT_TYPES the endpoint wants. */
    eventTypes: text('event_types').array().notNull(),
    secretEncrypted: text('secret_encrypted').notNull(),
    /** Set when deliveries stopped: 'gone' (it answered 410), 'failing' (for days), 'owner'. */
    disabledAt: instant('disabled_at'),
    disabledReason: text('disabled_reason', { enum: WEBHOOK_DISABLED_REASONS }),
    /** The first failure since its last success (null while it succeeds). */
    failingSince: instant('failing_since'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('webhook_endpoints_business_id').on(t.businessId, t.id),
    index('webhook_endpoints_business_idx').on(t.businessId),
    check(
      'webhook_endpoints_disabled_reason',
      sql`(${t.disabledAt} is null) = (${t.disabledReason} is null) and (${t.disabledReason} is null or ${t.disabledReason} in (${sqlList(WEBHOOK_DISABLED_REASONS)}))`,
    ),
  ],
);

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/**
 * One event for one endpoint: the payload is copied from the live event (which is pruned after a
 * day) so that retries over days and redeliveries send the same message. `pending` until an attempt
 * succeeds, `failed` once the retries are spent (or the endpoint is disabled).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: primaryId(),
    businessId: businessRef({ onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id').notNull(),
    /** live_events.id of the event (one delivery per endpoint and event). */
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at'),
    /** A sender's claim: another sender leaves the delivery alone until then. */
    leaseUntil: instant('lease_until'),
    lastStatusCode: integer('last_status_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('webhook_deliveries_business_id').on(t.businessId, t.id),
    unique('webhook_deliveries_event_once').on(t.endpointId, t.eventId),
    foreignKey({
      name: 'webhook_deliveries_endpoint_fk',
      columns: [t.businessId, t.endpointId],
      foreignColumns: [webhookEndpoints.businessId, webhookEndpoints.id],
    }).onDelete('cascade'),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.businessId, t.endpointId, t.createdAt),
    check('webhook_deliveries_status_known', sql`${t.status} in (${sqlList(WEBHOOK_DELIVERY_STATUSES)})`),
  ],
);

/** One try of a delivery: what the endpoint answered, how fast, and the answer's first bytes. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: primaryId(),
    businessId: businessRef({ onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id').notNull(),
    number: integer('number').notNull(),
    /** The HTTP status, or null when no answer came (refused address, timeout, connection error). */
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    /** The answer's first 500 bytes, or what went wrong. */
    responseExcerpt: text('response_excerpt').notNull().default(''),
    error: text('error'),
    /** Sent again by hand from the delivery log. */
    manual: boolean('manual').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'webhook_attempts_delivery_fk',
      columns: [t.businessId, t.deliveryId],
      foreignColumns: [webhookDeliveries.businessId, webhookDeliveries.id],
    }).onDelete('cascade'),
    index('webhook_attempts_delivery_idx').on(t.deliveryId, t.number),
  ],
);

export const STUDIO_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * A studio's full export (CSV per table and a JSON manifest, zipped), built by a job. The archive is
 * kept in the database, so every API process can serve it, and removed when it expires (7 days).
 */
export const studioExports = pgTable(
  'studio_exports',
  {
    id: primaryId(),
    businessId: businessRef({ onDelete: 'cascade' }),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: STUDIO_EXPORT_STATUSES }).notNull().default('queued'),
    /** 0-100, and the table being written. */
    progress: integer('progress').notNull().default(0),
    step: text('step').notNull().default(''),
    /** Payees' bank numbers in full (the owner signed in again to ask); masked otherwise. */
    includeBankNumbers: boolean('include_bank_numbers').notNull().default(false),
    archive: bytea('archive'),
    archiveBytes: integer('archive_bytes'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: instant('finished_at'),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    unique('studio_exports_business_id').on(t.businessId, t.id),
    index('studio_exports_business_idx').on(t.businessId, t.createdAt),
    index('studio_exports_expires_idx').on(t.expiresAt),
    check('studio_exports_status_known', sql`${t.status} in (${sqlList(STUDIO_EXPORT_STATUSES)})`),
    check('studio_exports_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);
