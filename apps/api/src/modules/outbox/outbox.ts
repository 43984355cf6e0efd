import type { Database } from '../../db/client.ts';
import { type EmailLanguage, isEmailLanguage } from './email-html.ts';
import { type EmailCategory, findUserLanguage, insertOutboxEmail } from './outbox.repository.ts';

export type { EmailCategory } from './outbox.repository.ts';

/** What one email says in one language: the subject, the plain text and, optionally, its own HTML. */
export type EmailContent = {
  subject: string;
  text: string;
  /** The message's HTML body (escape every value: see email-html.ts); without it, the text's paragraphs. */
  html?: string;
};

export type OutgoingEmail = {
  to: string;
  kind: string;
  businessId?: string | null;
  /** The recipient's membership: their email choices apply, and a reminder's unsubscribe link ends them. */
  membershipId?: string | null;
  /** account (always sent), session (news of a session), reminder, receipt. */
  category?: EmailCategory;
  /** A whole VCALENDAR (METHOD:REQUEST or CANCEL) for the member's calendar app. */
  ics?: string | null;
} & (
  | {
      /** The texts in each language; the recipient's stored language picks one (English otherwise). */
      render: (language: EmailLanguage) => EmailContent;
      /** When the caller already knows the recipient's language (saves a lookup). */
      language?: EmailLanguage | null;
    }
  | (EmailContent & { render?: undefined; language?: EmailLanguage | null })
);

/** The language emails to this address are written in: the person's stored choice, or English. */
export async function languageOf(db: Database, email: string): Promise<EmailLanguage> {
  const language = await findUserLanguage(db, email);
  return isEmailLanguage(language) ? language : 'en';
}

/**
 * Queues an email, in the transaction of what it tells (so it exists exactly when that happened).
 * With SMTP configured the delivery worker (delivery.ts) sends it; otherwise it stays in the outbox,
 * where staff can read it in demo mode (PRODUCT.md "Notifications", decision 0024).
 */
export async function enqueueEmail(db: Database, email: OutgoingEmail): Promise<void> {
  let language: EmailLanguage | null = email.language ?? null;
  let content: EmailContent;
  if (email.render) {
    language ??= await languageOf(db, email.to);
    content = email.render(language);
  } else {
    content = { subject: email.subject, text: email.text, ...(email.html ? { html: email.html } : {}) };
  }
  await insertOutboxEmail(db, {
    toEmail: email.to,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html ?? null,
    language,
    kind: email.kind,
    category: email.category ?? 'account',
    ics: email.ics ?? null,
    businessId: email.businessId ?? null,
    membershipId: email.membershipId ?? null,
  });
}
