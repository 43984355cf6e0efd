// The shared zod schemas the web forms validate with, gathered in one module that is only ever
// imported dynamically (lib/lazy-zod-resolver.ts), so zod stays out of the pages' first load.
// Importing the '@bmp/shared' barrel dynamically instead would tie the whole barrel to the first load.
export {
  businessSignupSchema,
  changeEmailSchema,
  changePasswordSchema,
  disableTwoStepSchema,
  enableTwoStepSchema,
  forgotPasswordSchema,
  loginSchema,
  memberSignupSchema,
  resetPasswordSchema,
  twoStepLoginSchema,
} from '@bmp/shared';
