import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, instant, pointCheck, pointColumns, primaryId, updatedAt } from './columns.ts';

/** A studio: the tenant. Every other business record carries its id. */
export const businesses = pgTable(
  'businesses',
  {
    id: primaryId(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    // IANA zone: sessions are stored in UTC and shown in the studio's local time.
    timeZone: text('time_zone').notNull().default('America/Los_Angeles'),
    currency: text('currency').notNull().default('USD'),
    // SPEC.md section 9: minimum amount 75 by default, configurable per business.
    minAmountCents: integer('min_amount_cents').notNull().default(7500),
    freeCancelHours: integer('free_cancel_hours').notNull().default(24),
    // Moved on by triggers (migration 0011) whenever what booking reads about the studio changes:
    // offerings, their experts, locations, hours, expert hours and exceptions, staff and experts, and
    // the settings above. Each process caches those reads for one version (studio-config-cache.ts).
    configVersion: bigint('config_version', { mode: 'number' }).notNull().default(0),
    // The business profile (/admin/business): contact details and what the studio offers, shown on
    // its public page. The lists hold items of packages/shared's constants/lists.ts.
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
    accessibility: jsonb('accessibility').$type<string[]>().notNull().default([]),
    equipment: jsonb('equipment').$type<string[]>().notNull().default([]),
    specialities: jsonb('specialities').$type<string[]>().notNull().default([]),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    // The logo, checked by its bytes on upload (PNG, JPEG or WebP, at most 512 KB); the version busts caches.
    logo: bytea('logo'),
    logoType: text('logo_type'),
    logoVersion: integer('logo_version').notNull().default(0),
    // The studio's own primary colour (#rrggbb), the default theme colour for its people; null keeps
    // SPEC.md's. Checked for WCAG AA contrast when set (packages/shared brand colour schema).
    brandColor: text('brand_color'),
    // Pay at the studio: whether a member may book with a purchase not paid yet (its credits are
    // granted at once and the price is owed), and how many such purchases one member may hold.
    bookBeforePaying: boolean('book_before_paying').notNull().default(true),
    maxUnpaidPurchases: smallint('max_unpaid_purchases').notNull().default(1),
    // Whether a member whose membership is past due may still book (decisions/0055-memberships.md).
    pastDueMayBook: boolean('past_due_may_book').notNull().default(false),
    // Live tracking: a trip becomes Arrived by itself within this many metres of the client (decision 0060).
    arrivalGeofenceMeters: smallint('arrival_geofence_meters').notNull().default(100),
    // Set by the platform's operator (docs/decisions/0062-platform-operator.md): while set, the studio's
    // people cannot sign in and every channel of the studio pauses; nothing is deleted.
    suspendedAt: instant('suspended_at'),
    suspensionReason: text('suspension_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('businesses_min_amount_positive', sql`${t.minAmountCents} > 0`),
    check('businesses_free_cancel_hours_range', sql`${t.freeCancelHours} between 0 and 720`),
    check('businesses_brand_color_hex', sql`${t.brandColor} is null or ${t.brandColor} ~ '^#[0-9a-f]{6}$'`),
    check('businesses_max_unpaid_purchases_range', sql`${t.maxUnpaidPurchases} between 1 and 10`),
    check('businesses_arrival_geofence_range', sql`${t.arrivalGeofenceMeters} between 20 and 1000`),
    check('businesses_suspension_reason', sql`(${t.suspendedAt} is null) = (${t.suspensionReason} is null)`),
    check('businesses_logo_size', sql`${t.logo} is null or octet_length(${t.logo}) <= 524288`),
  ],
);

/** A row's business (the tenant), which every business record carries. */
export const businessRef = (options?: { onDelete: 'cascade' }) =>
  uuid('business_id')
    .notNull()
    .references(() => businesses.id, options);

/** A place where sessions happen (SPEC.md "Location option": code state.city, display, state). */
export const locations = pgTable(
  'locations',
  {
    id: primaryId(),
    businessId: businessRef({ onDelete: 'cascade' }),
    code: text('code').notNull(),
    display: text('display').notNull(),
    state: text('state').notNull(),
    address: text('address'),
    ...pointColumns(),
    // A deactivated location is no longer offered for new sessions; past sessions keep pointing at it.
    active: boolean('active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('locations_business_code').on(t.businessId, t.code),
    // The target of the composite foreign keys that keep a session at its own studio's location.
    unique('locations_business_id').on(t.businessId, t.id),
    pointCheck('locations_point', t.latitude, t.longitude),
  ],
);

/**
 * Opening hours, one row per ISO weekday (1 = Monday .. 7 = Sunday). The 12-hour display texts of
 * SPEC.md are derived on read, never stored, so they cannot disagree with the times.
 */
export const businessHours = pgTable(
  'business_hours',
  {
    businessId: businessRef({ onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    opensAt: time('opens_at'),
    closesAt: time('closes_at'),
    closed: boolean('closed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.weekday] }),
    check('business_hours_weekday_range', sql`${t.weekday} between 1 and 7`),
    check(
      'business_hours_open_before_close',
      sql`${t.closed} or (${t.opensAt} is not null and ${t.closesAt} is not null and ${t.opensAt} < ${t.closesAt})`,
    ),
  ],
);
