// The shared zod schemas the web forms validate with, gathered in one module that is only ever
// imported dynamically (lib/lazy-zod-resolver.ts), so zod stays out of the pages' first load.
// Importing the '@bmp/shared' barrel dynamically instead would tie the whole barrel to the first load.
import { cashPaymentInputSchema, creditPackInputSchema } from '@bmp/shared';

export {
  availabilityExceptionInputSchema,
  bankAccountInputSchema,
  bookServiceInputSchema,
  businessSignupSchema,
  changeEmailSchema,
  changePasswordSchema,
  completionNotesInputSchema,
  creditAdjustmentInputSchema,
  disableTwoStepSchema,
  enableTwoStepSchema,
  forgotPasswordSchema,
  groupUpdateSchema,
  healthAnswersInputSchema,
  householdMemberInputSchema,
  loginSchema,
  medicalAnswersInputSchema,
  memberInterestsInputSchema,
  memberProfileInputSchema,
  memberProfileUpdateSchema,
  memberSignupSchema,
  nutritionAnswersInputSchema,
  occurrenceChangeSchema,
  offeringInputSchema,
  payeeInputSchema,
  refundInputSchema,
  resetPasswordSchema,
  reviewInputSchema,
  staffBookServiceInputSchema,
  supportRequestInputSchema,
  transitionInputSchema,
  twoStepLoginSchema,
  weeklyHoursInputSchema,
} from '@bmp/shared';

/** A pack as staff type it, priced at least the default minimum amount (SPEC.md section 9: 75). */
export const creditPackFormSchema = creditPackInputSchema();

/** The fields staff fill in when taking cash; the customer and purchase come from the page. */
export const cashPaymentFormSchema = cashPaymentInputSchema().pick({ amount: true, note: true });
