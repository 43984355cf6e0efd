import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import {
  auditEvents,
  businesses,
  type EMAIL_CATEGORIES,
  outboxEmails,
  users,
} from '../../db/schema/index.ts';
import { tenantRow } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';

export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

// The outbox and the email choices. An email's business id is optional (account emails belong to no
// studio), so the outbox itself is scoped where a caller has a business: staff lists and retries.

// ---- queueing ----------------------------------------------------------------------------------

/** The language stored on the login with this address, if any. */
export async function findUserLanguage(db: Database, email: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row?.language;
}

export async function insertOutboxEmail(
  db: Database,
  values: typeof outboxEmails.$inferInsert,
): Promise<void> {
  await db.insert(outboxEmails).values(values);
}

// ---- the mailbox -------------------------------------------------------------------------------

/** One page of the emails sent to one address (in any business), newest first. */
export async function listEmailsTo(
  db: Database,
  toEmail: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  return outboxPage(db, sql`lower(${outboxEmails.toEmail}) = ${toEmail.toLowerCase()}`, { page, pageSize });
}

async function outboxPage(
  db: Database,
  where: SQL | undefined,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: outboxEmails.id,
        toEmail: outboxEmails.toEmail,
        subject: outboxEmails.subject,
        textBody: outboxEmails.textBody,
        kind: outboxEmails.kind,
        createdAt: outboxEmails.createdAt,
      })
      .from(outboxEmails)
      .where(where)
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(outboxEmails).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: total?.value ?? 0,
  };
}

/** One page of a business's emails that could not be delivered, newest failure first. */
export async function listFailedEmails(
  db: Database,
  businessId: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const where = and(eq(outboxEmails.businessId, businessId), eq(outboxEmails.status, 'failed'));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: outboxEmails.id,
        toEmail: outboxEmails.toEmail,
        toName: users.fullName,
        subject: outboxEmails.subject,
        kind: outboxEmails.kind,
        attempts: outboxEmails.attempts,
        reason: outboxEmails.lastError,
        createdAt: outboxEmails.createdAt,
        failedAt: outboxEmails.failedAt,
      })
      .from(outboxEmails)
      .leftJoin(users, eq(users.email, sql`lower(${outboxEmails.toEmail})`))
      .where(where)
      .orderBy(desc(outboxEmails.failedAt), desc(outboxEmails.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(outboxEmails).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      failedAt: (row.failedAt ?? row.createdAt).toISOString(),
    })),
    total: total?.value ?? 0,
  };
}

/** Queues a failed email of the business again; false when it is not failed (or not the business's). */
export async function requeueFailedEmail(db: Database, businessId: string, id: string): Promise<boolean> {
  const [updated] = await db
    .update(outboxEmails)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: clock.now(), failedAt: null, lastError: null })
    .where(and(tenantRow(outboxEmails, businessId, id), eq(outboxEmails.status, 'failed')))
    .returning({ id: outboxEmails.id });
  return updated !== undefined;
}

export async function findOutboxEmail(db: Database, businessId: string, id: string) {
  const [email] = await db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(tenantRow(outboxEmails, businessId, id));
  return email;
}

// ---- email choices -----------------------------------------------------------------------------

/** The person's email language (a login's, so every studio's emails). */
export async function setUserLanguage(
  db: Database,
  userId: string,
  language: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ language, updatedAt: now }).where(eq(users.id, userId));
}

/** The email an unsubscribe token names, with its studio; the token is all the caller has. */
export async function findEmailByUnsubscribeHash(db: Database, tokenHash: string) {
  const [email] = await db
    .select({
      id: outboxEmails.id,
      membershipId: outboxEmails.membershipId,
      businessId: outboxEmails.businessId,
      studioName: businesses.name,
    })
    .from(outboxEmails)
    .innerJoin(businesses, eq(businesses.id, outboxEmails.businessId))
    .where(eq(outboxEmails.unsubscribeTokenHash, tokenHash));
  return email;
}

// ---- delivery (delivery.ts is the worker; these are its statements) ------------------------------

export type ClaimedEmail = {
  id: string;
  business_id: string | null;
  membership_id: string | null;
  to_email: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  language: string | null;
  kind: string;
  category: string;
  ics: string | null;
  attempts: number;
  created_at: Date | string;
  business_name: string | null;
  /** The studio's slug when it has a logo (null without one), and the logo's version. */
  business_logo_slug: string | null;
  business_logo_version: number | null;
  user_language: string | null;
  email_reminders: boolean | null;
  email_session_news: boolean | null;
  membership_role: string | null;
};

/** Claims up to `limit` due emails for this worker; answers them with what sending needs. */
export async function claimDueEmails(
  db: Database,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<ClaimedEmail[]> {
  return db.transaction(async (tx) => {
    const claimed = await queryRows<ClaimedEmail>(
      tx,
      sql`
      with due as (
        select id from outbox_emails
        -- Due within the worker clock's millisecond: the database keeps microseconds, and a JavaScript
        -- clock read in the same millisecond as the insert would otherwise find the email not due yet.
        where status in ('queued', 'sending') and next_attempt_at < ${new Date(now.getTime() + 1)}
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      ), claimed as (
        update outbox_emails o
        set status = 'sending', attempts = o.attempts + 1,
          next_attempt_at = ${new Date(now.getTime() + leaseMs)}
        from due where o.id = due.id
        returning o.*
      )
      select c.id, c.business_id, c.membership_id, c.to_email, c.subject, c.text_body, c.html_body, c.language,
        c.kind, c.category, c.ics, c.attempts, c.created_at, b.name as business_name,
        case when b.logo is not null then b.slug end as business_logo_slug, b.logo_version as business_logo_version,
        u.language as user_language, m.email_reminders, m.email_session_news,
        m.role as membership_role
      from claimed c
      left join businesses b on b.id = c.business_id
      left join users u on u.email = lower(c.to_email)
      left join memberships m on m.id = c.membership_id`,
    );
    return claimed;
  });
}

/** What one attempt changes on its row: an outcome, or the reminder's unsubscribe token before sending. */
export type AttemptOutcome = Pick<
  Partial<typeof outboxEmails.$inferInsert>,
  'status' | 'failedAt' | 'sentAt' | 'nextAttemptAt' | 'lastError' | 'unsubscribeTokenHash'
>;

/** Records an outcome, only if the row is still this attempt's. */
export async function recordOutcome(
  db: Database,
  email: Pick<ClaimedEmail, 'id' | 'attempts'>,
  changes: AttemptOutcome,
): Promise<boolean> {
  const rows = await db
    .update(outboxEmails)
    .set(changes)
    .where(
      and(
        eq(outboxEmails.id, email.id),
        eq(outboxEmails.status, 'sending'),
        eq(outboxEmails.attempts, email.attempts),
      ),
    )
    .returning({ id: outboxEmails.id });
  return rows.length > 0;
}

export async function insertAuditEvent(db: Database, values: typeof auditEvents.$inferInsert): Promise<void> {
  await db.insert(auditEvents).values(values);
}
