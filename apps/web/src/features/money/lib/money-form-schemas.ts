// The shared zod schemas the money forms validate with (STYLE.md 1: the same schemas as the API),
// gathered in one module that is only ever imported dynamically (lib/lazy-money-resolver.ts), so zod
// stays out of the money pages' first load, like lib/form-schemas.ts does for the sign-in pages.
import {
  bankAccountInputSchema,
  cashPaymentInputSchema,
  creditAdjustmentInputSchema,
  creditPackInputSchema,
  payeeInputSchema,
  refundInputSchema,
} from '@bmp/shared';

export { bankAccountInputSchema, creditAdjustmentInputSchema, payeeInputSchema, refundInputSchema };

/** A pack as staff type it, priced at least the default minimum amount (SPEC.md section 9: 75). */
export const creditPackFormSchema = creditPackInputSchema();

/** The fields staff fill in when taking cash; the customer and purchase come from the page. */
export const cashPaymentFormSchema = cashPaymentInputSchema().pick({ amount: true, note: true });
