import { MEMBERSHIP_STATUSES, ROLES } from '@bmp/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessRef } from './businesses.ts';
import { createdAt, instant, primaryId, updatedAt } from './columns.ts';

/** A person's one login. Not a tenant table: the same person may belong to several businesses. */
export const users = pgTable(
  'users',
  {
    id: primaryId(),
    // Stored lower-cased; the unique index makes "Ana@x.com" and "ana@x.com" one account.
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    // argon2id PHC string; null for accounts that only sign in through an external provider.
    passwordHash: text('password_hash'),
    emailVerifiedAt: instant('email_verified_at'),
    // Two-step sign-in (TOTP): the base32 secret, set at setup and in force once enabled_at is set.
    totpSecret: text('totp_secret'),
    totpEnabledAt: instant('totp_enabled_at'),
    // The last accepted 30-second step, so a code cannot be replayed within its window.
    totpLastStep: integer('totp_last_step'),
    // en, fr or ar: the language emails are written in, taken from the app's language while signed
    // in; null until then (emails are in English).
    language: text('language'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('users_email_unique').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_language_known', sql`${t.language} in ('en', 'fr', 'ar')`),
  ],
);

/** A person's role in one business. Onboarding is unfinished while onboarded_at is null. */
export const memberships = pgTable(
  'memberships',
  {
    id: primaryId(),
    businessId: businessRef({ onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull().default('active'),
    onboardedAt: instant('onboarded_at'),
    // The person's choices for this studio's emails (decision 0024); account emails always go.
    emailReminders: boolean('email_reminders').notNull().default(true),
    emailSessionNews: boolean('email_session_news').notNull().default(true),
    // Staff only: an email as well as the bell when something needs them (a pay-at-studio purchase,
    // a booking request, a class joined from the waitlist, a support message). Off until they opt in.
    emailStaffAlerts: boolean('email_staff_alerts').notNull().default(false),
    // A customer's primary expert (clients page); listed with the expert's clients.
    primaryExpertId: uuid('primary_expert_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('memberships_business_user').on(t.businessId, t.userId),
    // Lets money tables point at (business, customer) with one foreign key, so a row cannot pair a
    // customer with another business (decision 0011).
    unique('memberships_business_id').on(t.businessId, t.id),
    index('memberships_user_idx').on(t.userId),
    foreignKey({
      name: 'memberships_primary_expert_fk',
      columns: [t.businessId, t.primaryExpertId],
      foreignColumns: [t.businessId, t.id],
    }),
    check('memberships_role_known', sql`${t.role} in ('principal', 'admin', 'expert', 'customer')`),
    check('memberships_status_known', sql`${t.status} in ('active', 'invited', 'deactivated')`),
  ],
);

/**
 * A tenant row's link to a person: the composite key (business, membership) that keeps the person in
 * the row's own business (decision 0025).
 */
export const membershipFk = (name: string, businessId: AnyPgColumn, membershipId: AnyPgColumn) =>
  foreignKey({
    name,
    columns: [businessId, membershipId],
    foreignColumns: [memberships.businessId, memberships.id],
  });
