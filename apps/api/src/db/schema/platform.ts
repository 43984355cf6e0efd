import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.ts';
import { SESSION_STAGES } from './identity.ts';
import { users } from './people.ts';

// The platform's own records, above every studio (docs/decisions/0062-platform-operator.md): none
// carries a business id, and no studio route reads them.

/** The people who run the platform ("manage all"): created from the command line, never by sign-up. */
export const platformOperators = pgTable('platform_operators', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * An operator's signed-in browser, kept apart from studio sessions so that no studio route can ever
 * load an operator as one of its people (the same cookie; only the token's SHA-256 is stored).
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => platformOperators.userId, { onDelete: 'cascade' }),
    stage: text('stage', { enum: SESSION_STAGES }).notNull().default('two_step_pending'),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('operator_sessions_user_idx').on(t.userId),
    check('operator_sessions_stage_known', sql`${t.stage} in ('active', 'two_step_pending')`),
  ],
);

/** The platform's public landing content (/home), one row per language the operator has edited. */
export const landingContent = pgTable(
  'landing_content',
  {
    locale: text('locale').primaryKey(),
    /** packages/shared landing content: hero, features, FAQ and testimonials, as the operator wrote them. */
    content: jsonb('content').notNull(),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('landing_content_locale_known', sql`${t.locale} in ('en', 'fr', 'ar')`)],
);
