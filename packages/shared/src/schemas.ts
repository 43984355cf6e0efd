// One schema per rule, shared by the web forms, the API routes and response checks (STYLE 1). Messages
// are written for the person filling in the form, since the API returns them on the same fields.

import { z } from 'zod';
import { type BusinessHoursEntry, toBusinessHoursEntry, WEEKDAYS } from './constants/business';
import { AMOUNT_ERRORS, parseAmount } from './money';
import { cleanFreeText, formatPhone } from './text';
import * as validators from './validators';

export const VALIDATION_MESSAGES = {
  email: 'Enter a valid email address.',
  usPhone: 'Enter a 10-digit US phone number, like (213) 555-0142.',
  timeOfDay: 'Enter a time as HH:MM on a 24-hour clock, like 07:00 or 19:30.',
  routingNumber: 'Enter a valid 9-digit routing number.',
  bankAccountNumber: 'Enter an account number of 8 to 17 digits.',
  taxId: 'Enter a 9-digit tax ID, like 12-3456789.',
  day: 'Choose a day of the week.',
  closed: 'Say whether the business is closed that day.',
  openRequired: 'Enter an opening time.',
  closeRequired: 'Enter a closing time.',
  closeAfterOpen: 'Closing time must be after opening time.',
  weekHours: 'Give hours for each of the 7 days, each day once.',
  locationCode: 'Location code must look like state.city, like california.losAngeles.',
  locationDisplay: 'Enter the location name.',
  locationState: 'Enter the state.',
} as const;

/**
 * Free text a person types (a name, a subject, a note, a description): cleaned before it is measured
 * or stored by `cleanFreeText` (SPEC.md section 5: mojibake and smart punctuation to plain characters,
 * control and bidirectional formatting characters removed, trimmed). Single-line by default: a line
 * break becomes a space. `enter` makes it required (the message for an empty value); `min` and `max`
 * count the cleaned text. Every free-text field of a request goes through this schema or
 * `multilineTextSchema`.
 */
export function textSchema({
  max,
  min = 0,
  enter,
  tooShort = `Use at least ${min} characters.`,
  tooLong = `Use at most ${max} characters.`,
  notText = enter,
  multiline = false,
}: {
  max: number;
  min?: number;
  enter?: string;
  tooShort?: string;
  tooLong?: string;
  /** The message for a value that is not text at all; `enter` by default. */
  notText?: string | undefined;
  multiline?: boolean;
}) {
  let schema = z
    .string(notText === undefined ? undefined : { error: notText })
    .overwrite((value) => cleanFreeText(value, { multiline }));
  if (enter !== undefined) schema = schema.min(1, { error: enter, abort: true });
  if (min > 1) schema = schema.min(min, tooShort);
  return schema.max(max, tooLong);
}

/** `textSchema` for text that is multi-line by nature (notes, messages, descriptions): line breaks stay, as LF. */
export function multilineTextSchema(options: Omit<Parameters<typeof textSchema>[0], 'multiline'>) {
  return textSchema({ ...options, multiline: true });
}

/**
 * A name (of a person, a business, an offering, ...), cleaned and trimmed (`textSchema`): empty gets
 * `enter` ("Enter the name of your business."), too short or too long says so with the limit, so the
 * person knows what to fix.
 */
export function nameSchema({
  enter,
  what,
  min = 1,
  max = 120,
}: {
  enter: string;
  what: string;
  min?: number;
  max?: number;
}) {
  return textSchema({
    enter,
    min,
    max,
    tooShort: `Use at least ${min} characters for ${what}.`,
    tooLong: `Use at most ${max} characters for ${what}.`,
  });
}

// Stored lower-case so 'Ann@Studio.com' and 'ann@studio.com' are one login.
export const emailSchema = z
  .string({ error: VALIDATION_MESSAGES.email })
  .trim()
  .toLowerCase()
  .refine(validators.isValidEmail, { error: VALIDATION_MESSAGES.email });

// Stored in one display form so lists, search and duplicates compare like with like.
export const usPhoneSchema = z
  .string({ error: VALIDATION_MESSAGES.usPhone })
  .trim()
  .refine(validators.isValidUsPhone, { error: VALIDATION_MESSAGES.usPhone })
  .transform(formatPhone);

export const timeOfDaySchema = z
  .string({ error: VALIDATION_MESSAGES.timeOfDay })
  .refine(validators.isValidTimeOfDay, { error: VALIDATION_MESSAGES.timeOfDay })
  .nullable();

export const routingNumberSchema = z
  .string({ error: VALIDATION_MESSAGES.routingNumber })
  .trim()
  .refine(validators.isValidRoutingNumber, { error: VALIDATION_MESSAGES.routingNumber });

export const bankAccountNumberSchema = z
  .string({ error: VALIDATION_MESSAGES.bankAccountNumber })
  .trim()
  .refine(validators.isValidBankAccountNumber, { error: VALIDATION_MESSAGES.bankAccountNumber });

// Kept as bare digits: the same 9 digits print as 12-3456789 (EIN) or 123-45-6789 (SSN).
export const taxIdSchema = z
  .string({ error: VALIDATION_MESSAGES.taxId })
  .trim()
  .refine(validators.isValidTaxId, { error: VALIDATION_MESSAGES.taxId })
  .transform((value) => value.replace(/\D/g, ''));

/** Schema for a money amount typed as text or sent as a number; outputs integer cents. */
export function amountSchema(opts: { min?: number } = {}) {
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input == null ? AMOUNT_ERRORS.required : AMOUNT_ERRORS.invalid),
    })
    .transform((value, ctx) => {
      const result = parseAmount(value, opts);
      if (result.ok) return result.cents;
      ctx.addIssue({ code: 'custom', message: result.error, input: value });
      return z.NEVER;
    });
}

// The display texts may be echoed back by a form; they are accepted and then rebuilt from open and close
// so the stored text can never disagree with the times.
export const businessHoursEntrySchema = z
  .strictObject({
    day: z.enum(WEEKDAYS, { error: VALIDATION_MESSAGES.day }),
    open: timeOfDaySchema,
    close: timeOfDaySchema,
    closed: z.boolean({ error: VALIDATION_MESSAGES.closed }),
    openDisplay: z.string().optional(),
    closeDisplay: z.string().optional(),
  })
  .superRefine((entry, ctx) => {
    if (entry.closed) return;
    if (entry.open === null) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.openRequired, path: ['open'] });
    }
    if (entry.close === null) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.closeRequired, path: ['close'] });
    }
    // Field checks do not stop this one, so a malformed time is left to its own message. Valid HH:MM
    // strings sort in time order; hours running past midnight are not supported.
    const { open, close } = entry;
    if (
      open !== null &&
      close !== null &&
      validators.isValidTimeOfDay(open) &&
      validators.isValidTimeOfDay(close) &&
      open >= close
    ) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.closeAfterOpen, path: ['close'] });
    }
  })
  .transform(
    (entry): BusinessHoursEntry => toBusinessHoursEntry(entry.day, entry.open, entry.close, entry.closed),
  );

export const businessHoursSchema = z
  .array(businessHoursEntrySchema)
  .refine(
    (entries) =>
      entries.length === WEEKDAYS.length && new Set(entries.map((e) => e.day)).size === WEEKDAYS.length,
    {
      error: VALIDATION_MESSAGES.weekHours,
    },
  );

export const locationOptionSchema = z.strictObject({
  code: z
    .string({ error: VALIDATION_MESSAGES.locationCode })
    .regex(/^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$/, { error: VALIDATION_MESSAGES.locationCode }),
  display: textSchema({ enter: VALIDATION_MESSAGES.locationDisplay, max: 120 }),
  state: textSchema({ enter: VALIDATION_MESSAGES.locationState, max: 120 }),
});
