import { z } from 'zod';
import { bankAccountNumberSchema, nameSchema, routingNumberSchema, taxIdSchema } from './schemas';

export const PAYEE_KINDS = ['expert', 'contractor'] as const;
export type PayeeKind = (typeof PAYEE_KINDS)[number];

/** The kind of account a payee is paid into (NACHA transaction codes 22 and 32 follow it). */
export const PAYEE_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type PayeeAccountType = (typeof PAYEE_ACCOUNT_TYPES)[number];

export const PAYEE_MESSAGES = {
  accountType: 'Choose checking or savings.',
  paidOutsideAch: 'Say whether this payee is paid outside ACH.',
  ein: 'Enter the studio’s 9-digit EIN.',
  bankName: 'Enter the bank’s name.',
  bankNameCharacters: "Use only letters A to Z, digits, spaces and . & - ' in the bank’s name.",
  immediateOrigin: 'Enter the 10 letters, digits or spaces your bank gave you, or leave it empty.',
  teamMemberId: 'Choose a team member of this studio, or none.',
} as const;

const payeeNameSchema = nameSchema({ enter: 'Enter the name to pay.', what: 'the name', min: 2 });

/** A payee as staff type it (PRODUCT.md "Payee"). What the payee earns is a pay rate (decision 0058). */
export const payeeInputSchema = z.strictObject({
  name: payeeNameSchema,
  kind: z.enum(PAYEE_KINDS, { error: 'Choose expert or contractor.' }),
  taxId: taxIdSchema,
  routingNumber: routingNumberSchema,
  accountNumber: bankAccountNumberSchema,
  accountType: z.enum(PAYEE_ACCOUNT_TYPES, { error: PAYEE_MESSAGES.accountType }).default('checking'),
  // Paid by cheque or otherwise: a payout run lists the payee apart and leaves them out of its NACHA file.
  paidOutsideAch: z.boolean({ error: PAYEE_MESSAGES.paidOutsideAch }).default(false),
  // The team member whose earning lines this payee is paid (docs/decisions/0059-earnings-and-payout-runs.md).
  teamMemberId: z.uuid({ error: PAYEE_MESSAGES.teamMemberId }).nullable().default(null),
});
export type PayeeInput = z.input<typeof payeeInputSchema>;

// The studio's EIN is the NACHA file's company identification: kept as 9 bare digits, typed with or
// without the hyphen of its printed form (12-3456789).
const einSchema = z
  .string({ error: PAYEE_MESSAGES.ein })
  .trim()
  .regex(/^(?:\d{9}|\d{2}-\d{7})$/, { error: PAYEE_MESSAGES.ein })
  .transform((value) => value.replace('-', ''));

// The NACHA file's immediate destination name (23 characters, printable ASCII): the bank's name as
// its people would recognize it.
const bankNameSchema = nameSchema({
  enter: PAYEE_MESSAGES.bankName,
  what: 'the bank’s name',
  min: 2,
  max: 23,
}).regex(/^[A-Za-z0-9 .&'-]+$/, { error: PAYEE_MESSAGES.bankNameCharacters });

// Ten characters a bank may assign as the file's immediate origin; spaces count (' 123456789' is a
// routing number), so only a blank value is cleared. Null when unset: the file then uses '1' + EIN.
const immediateOriginSchema = z
  .string({ error: PAYEE_MESSAGES.immediateOrigin })
  .nullish()
  .transform((value) => (value == null || value.trim() === '' ? null : value.toUpperCase()))
  .refine((value) => value === null || /^[0-9A-Z ]{10}$/.test(value), {
    error: PAYEE_MESSAGES.immediateOrigin,
  });

/** The business's own bank account (payouts are drawn from it), with what a NACHA file needs of it. */
export const bankAccountInputSchema = z.strictObject({
  holderName: payeeNameSchema,
  routingNumber: routingNumberSchema,
  accountNumber: bankAccountNumberSchema,
  ein: einSchema,
  bankName: bankNameSchema,
  immediateOrigin: immediateOriginSchema,
});
export type BankAccountInput = z.input<typeof bankAccountInputSchema>;

/** How a secret number is shown everywhere except an explicit reveal: last 4 digits only. */
export function maskLast4(last4: string): string {
  return `•••• ${last4}`;
}
