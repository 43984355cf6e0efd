import { z } from 'zod';
import { bankAccountNumberSchema, nameSchema, routingNumberSchema, taxIdSchema } from './schemas';

export const PAYEE_KINDS = ['expert', 'contractor'] as const;
export type PayeeKind = (typeof PAYEE_KINDS)[number];

const payeeNameSchema = nameSchema({ enter: 'Enter the name to pay.', what: 'the name', min: 2 });

/** A payee as staff type it (PRODUCT.md "Payee"). What the payee earns is a pay rate (decision 0058). */
export const payeeInputSchema = z.strictObject({
  name: payeeNameSchema,
  kind: z.enum(PAYEE_KINDS, { error: 'Choose expert or contractor.' }),
  taxId: taxIdSchema,
  routingNumber: routingNumberSchema,
  accountNumber: bankAccountNumberSchema,
});
export type PayeeInput = z.input<typeof payeeInputSchema>;

/** The business's own bank account (payouts are drawn from it). */
export const bankAccountInputSchema = z.strictObject({
  holderName: payeeNameSchema,
  routingNumber: routingNumberSchema,
  accountNumber: bankAccountNumberSchema,
});
export type BankAccountInput = z.input<typeof bankAccountInputSchema>;

/** How a secret number is shown everywhere except an explicit reveal: last 4 digits only. */
export function maskLast4(last4: string): string {
  return `•••• ${last4}`;
}
