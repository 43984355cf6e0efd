import { z } from 'zod';
import { PAGE_SIZES } from '../constants/ui';

// The mailbox's and the failed-delivery list's wire (apps/api/src/modules/outbox,
// docs/decisions/0035-mailbox.md).

const DEFAULT_PAGE_SIZE = 20;

// Not strict: a list will grow q and sort, and a cache-busting parameter must not break it.
export const outboxQuerySchema = z.object({
  page: z.coerce.number({ error: 'Enter a page number.' }).int('Enter a page number.').min(1).default(1),
  pageSize: z.coerce
    .number()
    .pipe(z.literal(PAGE_SIZES, { error: `Choose a page size of ${PAGE_SIZES.join(', ')}.` }))
    .default(DEFAULT_PAGE_SIZE)
    .describe(`Rows per page: ${PAGE_SIZES.join(', ')}.`),
});

export const outboxEmailSchema = z
  .object({
    id: z.string(),
    toEmail: z.string(),
    subject: z.string(),
    textBody: z.string(),
    kind: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'OutboxEmail' });

export const mailSettingsSchema = z
  .object({
    /** Emails really go out (SMTP_URL is set). */
    delivery: z.boolean(),
    /** Each person can read the emails sent to them at /mailbox (no delivery, or the demo). */
    mailbox: z.boolean(),
  })
  .meta({ id: 'MailSettings' });

export const outboxPageSchema = z
  .object({
    items: z.array(outboxEmailSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'OutboxPage' });

export const failedEmailSchema = z
  .object({
    id: z.string(),
    toEmail: z.string(),
    /** The recipient's name when the address belongs to an account. */
    toName: z.string().nullable(),
    subject: z.string(),
    kind: z.string(),
    attempts: z.number().int(),
    /** The mail server's answer (or the reason it was not sent). */
    reason: z.string().nullable(),
    createdAt: z.iso.datetime(),
    failedAt: z.iso.datetime(),
  })
  .meta({ id: 'FailedEmail' });

export const failedPageSchema = z
  .object({
    items: z.array(failedEmailSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'FailedEmailPage' });

/** The languages an email can be written in. */
export const EMAIL_LANGUAGES = ['en', 'fr', 'ar'] as const;

export const emailPreferencesSchema = z
  .object({
    language: z.enum(EMAIL_LANGUAGES).nullable(),
    reminders: z.boolean(),
    sessionNews: z.boolean(),
    /** Staff (principal, admin) only: alerts by email as well as the bell (decision 0052). */
    staffAlerts: z.boolean(),
  })
  .meta({ id: 'EmailPreferences' });

export const emailPreferencesInputSchema = z.strictObject({
  language: z.enum(EMAIL_LANGUAGES, { error: 'Choose English, French or Arabic.' }).optional(),
  reminders: z.boolean({ error: 'Say yes or no.' }).optional(),
  sessionNews: z.boolean({ error: 'Say yes or no.' }).optional(),
  staffAlerts: z.boolean({ error: 'Say yes or no.' }).optional(),
});

export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'This unsubscribe link is incomplete.' })
    .regex(/^[\w-]{20,100}$/, 'This unsubscribe link is incomplete.'),
});

export const unsubscribedSchema = z
  .object({ studioName: z.string(), reminders: z.literal(false) })
  .meta({ id: 'Unsubscribed' });
