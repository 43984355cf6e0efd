import { z } from 'zod';
import { LOCALES } from '../constants/ui';
import { CREDIT_KINDS, type CreditKind } from '../money/schemas';
import { emailSchema, nameSchema, usPhoneSchema } from '../schemas';
import { creditColumn } from './customers-csv';

// The customer import (docs/decisions/0065-customer-import.md): staff upload a customers CSV (the
// columns of customers-csv.ts), see a preview with each bad cell by line and column, then import the
// clean file in one transaction. The API parses the CSV; these schemas check each row and carry the
// request and answers.

/** The largest file the import reads, in bytes (before base64). */
export const CUSTOMER_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** The most customers one file may hold. */
export const CUSTOMER_IMPORT_MAX_ROWS = 5000;
/**
 * The most balances above zero (a customer's credits of one kind) one file may bring: each is a lot and
 * a ledger entry written in the import's one transaction, which must stay short (decision 0065).
 */
export const CUSTOMER_IMPORT_MAX_BALANCES = 10_000;
/** The most credits of one kind a row may bring (the credit ledger's largest single grant). */
export const CUSTOMER_IMPORT_MAX_CREDITS = 100_000;
/** The most row errors one answer lists (their count is always given). */
export const CUSTOMER_IMPORT_MAX_LISTED_ERRORS = 200;

export const CUSTOMER_IMPORT_MESSAGES = {
  fileUnreadable: 'The file could not be read. Choose a CSV file.',
  fileTooLarge: 'Choose a file of at most 2 MB.',
  fullName: 'Enter the full name.',
  language: 'Use en, fr or ar, or leave it empty.',
  credits: `Use a whole number from 0 to ${CUSTOMER_IMPORT_MAX_CREDITS.toLocaleString('en-US')}, or leave it empty.`,
} as const;

/** The request of both the preview and the import: the file's bytes as base64. */
export const customerImportInputSchema = z
  .strictObject({
    file: z
      .base64({ error: CUSTOMER_IMPORT_MESSAGES.fileUnreadable })
      .max(Math.ceil(CUSTOMER_IMPORT_MAX_BYTES / 3) * 4, { error: CUSTOMER_IMPORT_MESSAGES.fileTooLarge }),
  })
  .meta({ id: 'CustomerImportInput' });
export type CustomerImportInput = z.input<typeof customerImportInputSchema>;

const optional = (cell: unknown) => (typeof cell === 'string' && cell.trim() === '' ? undefined : cell);

const creditsCell = z.preprocess(
  optional,
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, { error: CUSTOMER_IMPORT_MESSAGES.credits })
    .transform(Number)
    .refine((quantity) => quantity <= CUSTOMER_IMPORT_MAX_CREDITS, {
      error: CUSTOMER_IMPORT_MESSAGES.credits,
    })
    .optional(),
);

/**
 * One row of the file, keyed by its column names (missing columns read as empty cells): the same
 * email and phone rules as sign-up, a language of the app, and whole credit balances.
 */
export const customerImportRowSchema = z.object({
  full_name: nameSchema({ enter: CUSTOMER_IMPORT_MESSAGES.fullName, what: 'the name' }),
  email: emailSchema,
  phone: z.preprocess(optional, usPhoneSchema.optional()),
  language: z.preprocess(
    (cell) => (typeof cell === 'string' ? optional(cell.trim().toLowerCase()) : cell),
    z.enum(LOCALES, { error: CUSTOMER_IMPORT_MESSAGES.language }).optional(),
  ),
  ...(Object.fromEntries(CREDIT_KINDS.map((kind) => [creditColumn(kind), creditsCell])) as Record<
    ReturnType<typeof creditColumn>,
    typeof creditsCell
  >),
});

const creditLineSchema = z.object({ kind: z.enum(CREDIT_KINDS), quantity: z.number().int() });

/** A customer the file would create (or did), with its line in the file. */
export const customerImportRowAnswerSchema = z
  .object({
    line: z.number().int(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    language: z.enum(LOCALES).nullable(),
    credits: z.array(creditLineSchema),
  })
  .meta({ id: 'CustomerImportRow' });
export type CustomerImportRow = z.infer<typeof customerImportRowAnswerSchema>;

/** One bad cell: its line in the file (the header is line 1), its column and what is wrong. */
export const customerImportErrorSchema = z
  .object({ line: z.number().int(), field: z.string(), message: z.string() })
  .meta({ id: 'CustomerImportError' });
export type CustomerImportError = z.infer<typeof customerImportErrorSchema>;

/** What an import of this file would do; `errors` is empty when the file may be imported. */
export const customerImportPreviewSchema = z
  .object({
    /** Customers the import creates. */
    toCreate: z.array(customerImportRowAnswerSchema),
    /** Rows whose email is already a customer of the studio: left as they are, balances included. */
    alreadyCustomers: z.array(z.object({ line: z.number().int(), email: z.string() })),
    /** The first errors, in file order. */
    errors: z.array(customerImportErrorSchema),
    errorCount: z.number().int(),
    /** Rows read (empty lines left out). */
    rowCount: z.number().int(),
    /** Columns of the file the import does not read. */
    ignoredColumns: z.array(z.string()),
  })
  .meta({ id: 'CustomerImportPreview' });
export type CustomerImportPreview = z.infer<typeof customerImportPreviewSchema>;

/** What an import did. */
export const customerImportResultSchema = z
  .object({
    created: z.number().int(),
    alreadyCustomers: z.number().int(),
    /** Credits granted, per kind (kinds with none left out). */
    credits: z.array(creditLineSchema),
  })
  .meta({ id: 'CustomerImportResult' });
export type CustomerImportResult = z.infer<typeof customerImportResultSchema>;

/** The credit columns of a row, as the kinds and quantities above zero. */
export function creditsOfRow(
  row: z.output<typeof customerImportRowSchema>,
): { kind: CreditKind; quantity: number }[] {
  return CREDIT_KINDS.flatMap((kind) => {
    const quantity = row[creditColumn(kind)];
    return quantity ? [{ kind, quantity }] : [];
  });
}
