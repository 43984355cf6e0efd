// The shared zod schemas the web forms validate with, gathered in one module that is only ever
// imported dynamically (lib/lazy-zod-resolver.ts), so zod stays out of the pages' first load.
// Importing the '@bmp/shared' barrel dynamically instead would tie the whole barrel to the first load.
export {
  availabilityExceptionInputSchema,
  bookServiceInputSchema,
  businessSignupSchema,
  changeEmailSchema,
  changePasswordSchema,
  completionNotesInputSchema,
  disableTwoStepSchema,
  enableTwoStepSchema,
  forgotPasswordSchema,
  loginSchema,
  memberSignupSchema,
  offeringInputSchema,
  resetPasswordSchema,
  reviewInputSchema,
  staffBookServiceInputSchema,
  transitionInputSchema,
  twoStepLoginSchema,
  weeklyHoursInputSchema,
} from '@bmp/shared';
