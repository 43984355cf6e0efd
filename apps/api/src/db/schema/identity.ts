import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { businesses, businessRef } from './businesses.ts';
import { createdAt, instant, primaryId } from './columns.ts';
import { membershipFk, memberships, users } from './people.ts';

export const SESSION_STAGES = ['active', 'two_step_pending'] as const;

/**
 * Signed-in browser sessions. The cookie holds a random 256-bit token; only its SHA-256 is stored, so
 * a read of this table cannot be replayed as a cookie. Deleting a row signs the browser out at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: businessRef({ onDelete: 'cascade' }),
    membershipId: uuid('membership_id').notNull(),
    stage: text('stage', { enum: SESSION_STAGES }).notNull().default('active'),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    membershipFk('sessions_membership_fk', t.businessId, t.membershipId).onDelete('cascade'),
    index('sessions_user_idx').on(t.userId),
    check('sessions_stage_known', sql`${t.stage} in ('active', 'two_step_pending')`),
  ],
);

export const USER_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'change_email'] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

/** Single-use links sent by email (verify, reset, change email); stored as SHA-256 of the token. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: USER_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    newEmail: text('new_email'),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_tokens_hash_unique').on(t.tokenHash),
    check(
      'user_tokens_purpose_known',
      sql`${t.purpose} in ('verify_email', 'reset_password', 'change_email')`,
    ),
  ],
);

/** Single-use recovery codes for two-step sign-in, stored hashed. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** A person's identity at an external OpenID Connect provider, linked to their one login. */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('oidc_identities_issuer_subject').on(t.issuer, t.subject)],
);

/** An OpenID sign-in in progress: state, nonce and PKCE verifier, kept server-side for 10 minutes. */
export const oidcLoginStates = pgTable('oidc_login_states', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  mode: text('mode').notNull(),
  expiresAt: instant('expires_at').notNull(),
});

/**
 * Failed sign-in counters per account and per client address. Kept in the database so several API
 * processes share them.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: instant('window_started_at').notNull().defaultNow(),
  blockedUntil: instant('blocked_until'),
  /** Blocks so far: each doubles the next one (throttle.ts), until a success forgets the key. */
  lockouts: integer('lockouts').notNull().default(0),
});

export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;

/**
 * Who did what, when, from where (PRODUCT.md "Audit log"). business_id is null for events outside any
 * business (a failed sign-in for an unknown email). Never holds a password or token.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: primaryId(),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    outcome: text('outcome', { enum: AUDIT_OUTCOMES }).notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_business_created_idx').on(t.businessId, t.createdAt),
    check('audit_events_outcome_known', sql`${t.outcome} in ('success', 'failure', 'denied')`),
  ],
);

export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export const EMAIL_CATEGORIES = ['account', 'session', 'reminder', 'receipt'] as const;

/**
 * Emails to send (PRODUCT.md "Notifications"), and the delivery queue (decision 0024): with SMTP
 * configured a worker claims due rows, sends them and records the outcome here; without it they stay
 * here for staff to read in demo mode. business_id is the business the email is about, when there is
 * one; membership_id the recipient's membership, for their email choices and the unsubscribe link.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: primaryId(),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id').references(() => memberships.id, { onDelete: 'set null' }),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    // The message's own HTML (escaped at writing); null means "paragraphs of the text". The layout
    // (studio name, language, direction, footer) is added when it is sent.
    htmlBody: text('html_body'),
    // en, fr or ar: the language the texts were written in; null (rows written by SQL) means the
    // recipient's stored language at sending.
    language: text('language'),
    kind: text('kind').notNull(),
    category: text('category', { enum: EMAIL_CATEGORIES }).notNull().default('account'),
    // A whole VCALENDAR (METHOD:REQUEST or CANCEL) sent as the calendar part, for session emails.
    ics: text('ics'),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    // When a worker may take the row: queued, the next try; sending, when the claim lapses (a crash
    // mid-send), so one index serves both.
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    failedAt: instant('failed_at'),
    // SHA-256 of the one-click unsubscribe token sent with a reminder (lib/tokens.ts).
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    index('outbox_emails_business_idx').on(t.businessId, t.createdAt),
    index('outbox_emails_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'sending')`),
    index('outbox_emails_failed_idx').on(t.businessId, t.failedAt).where(sql`${t.status} = 'failed'`),
    unique('outbox_emails_unsubscribe_token_unique').on(t.unsubscribeTokenHash),
    check(
      'outbox_emails_status_known',
      sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'skipped')`,
    ),
    check(
      'outbox_emails_category_known',
      sql`${t.category} in ('account', 'session', 'reminder', 'receipt')`,
    ),
    check('outbox_emails_language_known', sql`${t.language} in ('en', 'fr', 'ar')`),
  ],
);
