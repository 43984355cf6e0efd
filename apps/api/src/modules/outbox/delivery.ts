import { createHmac } from 'node:crypto';
import { studioLogoPath } from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { hashToken } from '../../lib/tokens.ts';
import {
  type EmailLanguage,
  isEmailLanguage,
  layoutHtml,
  layoutTextFooter,
  paragraphs,
  SafeHtml,
} from './email-html.ts';
import { classifySendError, type Mailer, type MailMessage } from './mailer.ts';
import { type ClaimedEmail, claimDueEmails, insertAuditEvent, recordOutcome } from './outbox.repository.ts';

// The outbox is the queue (decision 0024). A worker claims due rows in one short transaction
// (FOR UPDATE SKIP LOCKED, so two API processes never take the same row), marking them `sending` with
// a lease and counting the attempt; it sends outside any transaction (PGlite is a single connection,
// and a slow mail server must not hold locks); then records each outcome in its own statement, only if
// the row is still that attempt's (a worker whose lease lapsed cannot overwrite a newer try). A crash
// mid-send leaves the row `sending` until the lease ends; the next try uses the same Message-ID.

export const PRODUCT_NAME = 'Business Management Platform';

export type DeliveryOptions = {
  mailer: Mailer;
  /** MAIL_FROM's address; the display name is the studio's. */
  fromAddress: string;
  /** The public origin for links (never a request's headers). */
  publicOrigin: string;
  /**
   * The server's secret (the data encryption key) from which each reminder's unsubscribe token is
   * derived: the same token on every try of one email, so every copy's link works.
   */
  linkSecret: Buffer;
  now?: () => Date;
  batchSize?: number;
  /** Messages sent at once by one process. */
  concurrency?: number;
  /** How long a claimed row stays this worker's; longer than the mailer's time-outs. */
  leaseMs?: number;
  /** The first retry's delay; each further one doubles it (at most six hours). */
  retryBaseMs?: number;
  /** Tries before a temporary failure becomes permanent. */
  maxAttempts?: number;
  /** An email older than this is not sent any more (a reset link or reminder is stale by then). */
  maxAgeMs?: number;
};

export type DeliveryResult = { sent: number; retried: number; failed: number; skipped: number };

const MINUTE = 60_000;

/** The delay before try `attempt + 1`: base, 2 x base, 4 x base... at most six hours. */
export function retryDelayMs(attempt: number, baseMs = MINUTE): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 6 * 60 * MINUTE);
}

/** The recipient turned these emails off for this studio (account emails and receipts always go). */
function turnedOff(email: ClaimedEmail): boolean {
  if (email.category === 'reminder') return email.email_reminders === false;
  if (email.category === 'session') return email.email_session_news === false;
  return false;
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1) || 'localhost';
}

/** The message as sent: the stored texts in the layout, with the footer's links and headers. */
export function composeMessage(
  email: Pick<
    ClaimedEmail,
    | 'id'
    | 'membership_role'
    | 'to_email'
    | 'subject'
    | 'text_body'
    | 'html_body'
    | 'ics'
    | 'membership_id'
    | 'category'
    | 'business_name'
  > &
    Partial<Pick<ClaimedEmail, 'business_logo_slug' | 'business_logo_version'>> & { language: EmailLanguage },
  options: { fromAddress: string; publicOrigin: string; unsubscribeToken?: string | undefined },
): MailMessage {
  const studioName = email.business_name ?? PRODUCT_NAME;
  const personal =
    email.membership_id !== null && (email.category === 'session' || email.category === 'reminder');
  // Members choose on their account page; staff and experts on theirs.
  const accountPath = email.membership_role === 'customer' ? '/members/settings/account' : '/admin/account';
  const choicesUrl = personal ? `${options.publicOrigin}${accountPath}` : null;
  const unsubscribeUrl = options.unsubscribeToken
    ? `${options.publicOrigin}/email/unsubscribe?token=${options.unsubscribeToken}`
    : null;
  // The studio's logo from its public address (mail apps fetch it; nothing signed in is needed).
  const logoUrl = email.business_logo_slug
    ? `${options.publicOrigin}${studioLogoPath(email.business_logo_slug, email.business_logo_version ?? 0)}`
    : null;
  const layout = { language: email.language, studioName, choicesUrl, unsubscribeUrl };
  const headers: Record<string, string> = { 'Auto-Submitted': 'auto-generated' };
  if (options.unsubscribeToken) {
    // RFC 8058 one-click: the mail app POSTs "List-Unsubscribe=One-Click" to this address, no sign-in.
    headers['List-Unsubscribe'] =
      `<${options.publicOrigin}/api/email/unsubscribe?token=${options.unsubscribeToken}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  const method = email.ics && /^METHOD:CANCEL\r?$/m.test(email.ics) ? 'CANCEL' : 'REQUEST';
  return {
    from: { name: studioName, address: options.fromAddress },
    to: email.to_email,
    subject: email.subject,
    text: email.text_body + layoutTextFooter(layout),
    html: layoutHtml({
      ...layout,
      subject: email.subject,
      logoUrl,
      body: email.html_body !== null ? new SafeHtml(email.html_body) : paragraphs(email.text_body),
    }),
    messageId: `<${email.id}@${domainOf(options.fromAddress)}>`,
    headers,
    ...(email.ics ? { calendar: { method, content: email.ics } } : {}),
  };
}

/**
 * The one-click unsubscribe token of one email: HMAC-SHA-256 of its id under a key derived from the
 * server's secret. 256 bits, unguessable without the secret, and the same on every try, so the link
 * of a copy sent before a crash keeps working after the resend.
 */
export function unsubscribeTokenFor(secret: Buffer, emailId: string): string {
  const key = createHmac('sha256', secret).update('email-unsubscribe-token').digest();
  return createHmac('sha256', key).update(emailId).digest('base64url');
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

/**
 * Sends every due email once (claimed batch after batch until none is due) and records each outcome.
 * Safe with several processes running it at once. The tests call it directly; the server runs it
 * as the `email-delivery` job (src/jobs.ts, decision 0036).
 */
export async function deliverDueEmails(db: Database, options: DeliveryOptions): Promise<DeliveryResult> {
  const {
    mailer,
    now = () => clock.now(),
    batchSize = 50,
    concurrency = 5,
    leaseMs = 2 * MINUTE,
    retryBaseMs = MINUTE,
    maxAttempts = 8,
    maxAgeMs = 2 * 24 * 60 * MINUTE,
  } = options;
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0, skipped: 0 };

  const fail = async (email: ClaimedEmail, reason: string) => {
    const at = now();
    if (await recordOutcome(db, email, { status: 'failed', failedAt: at, lastError: reason })) {
      result.failed++;
      // Staff see failed emails in the app; the audit log keeps the fact for later.
      await insertAuditEvent(db, {
        action: 'email.failed',
        outcome: 'failure',
        businessId: email.business_id,
        targetType: 'outbox_email',
        targetId: email.id,
        details: { kind: email.kind, attempts: email.attempts, reason },
      });
    }
  };

  // A few rounds at most per run: the next tick picks up whatever arrived meanwhile.
  for (let round = 0; round < 20; round++) {
    const started = now();
    const claimed = await claimDueEmails(db, started, batchSize, leaseMs);
    if (claimed.length === 0) break;

    await eachLimited(claimed, concurrency, async (email) => {
      if (now().getTime() - new Date(email.created_at).getTime() > maxAgeMs) {
        await fail(email, 'Not sent in time: the email was too old to be useful any more.');
        return;
      }
      if (turnedOff(email)) {
        if (
          await recordOutcome(db, email, {
            status: 'skipped',
            lastError: 'The recipient turned these emails off.',
          })
        )
          result.skipped++;
        return;
      }
      const language: EmailLanguage = isEmailLanguage(email.language)
        ? email.language
        : isEmailLanguage(email.user_language)
          ? email.user_language
          : 'en';
      let unsubscribeToken: string | undefined;
      if (email.category === 'reminder' && email.membership_id) {
        // Only the token's hash is kept (lib/tokens.ts); the token itself is derived again on a retry.
        unsubscribeToken = unsubscribeTokenFor(options.linkSecret, email.id);
        if (!(await recordOutcome(db, email, { unsubscribeTokenHash: hashToken(unsubscribeToken) }))) return;
      }
      const message = composeMessage(
        { ...email, language },
        { fromAddress: options.fromAddress, publicOrigin: options.publicOrigin, unsubscribeToken },
      );
      try {
        await mailer.send(message);
      } catch (error) {
        const failure = classifySendError(error);
        if (failure.permanent || email.attempts >= maxAttempts) {
          await fail(email, failure.reason);
        } else {
          const retryAt = new Date(now().getTime() + retryDelayMs(email.attempts, retryBaseMs));
          if (
            await recordOutcome(db, email, {
              status: 'queued',
              nextAttemptAt: retryAt,
              lastError: failure.reason,
            })
          )
            result.retried++;
        }
        return;
      }
      if (await recordOutcome(db, email, { status: 'sent', sentAt: now(), lastError: null })) result.sent++;
    });
    if (claimed.length < batchSize) break;
  }
  return result;
}
