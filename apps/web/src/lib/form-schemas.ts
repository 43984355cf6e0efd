// The shared zod schemas the web forms validate with, gathered in one module that is only ever
// imported dynamically (lib/lazy-zod-resolver.ts), so zod stays out of the pages' first load.
// Importing the '@bmp/shared' barrel dynamically instead would tie the whole barrel to the first load.
import {
  cashPaymentInputSchema,
  creditPackInputSchema,
  locationCreateSchema,
  optionalPointShape,
  recoveryStepSchema,
  toLocationOption,
  workoutBlockSchema,
} from '@bmp/shared';
import { z } from 'zod';

export {
  addBusinessSchema,
  availabilityExceptionInputSchema,
  bankAccountInputSchema,
  bookServiceInputSchema,
  brandColorInputSchema,
  businessProfileInputSchema,
  businessSignupSchema,
  cancelSubscriptionInputSchema,
  changeEmailSchema,
  changePasswordSchema,
  changePlanInputSchema,
  clientNoteInputSchema,
  completionNotesInputSchema,
  consentInputSchema,
  contractDeclineSchema,
  contractIssueSchema,
  contractReasonSchema,
  contractSettingsInputSchema,
  contractSignSchema,
  contractTemplateInputSchema,
  contractTemplatePublishSchema,
  creditAdjustmentInputSchema,
  customerImportInputSchema,
  customerPointInputSchema,
  disableTwoStepSchema,
  enableTwoStepSchema,
  forgotPasswordSchema,
  freezeInputSchema,
  groupInputSchema,
  groupUpdateSchema,
  healthAnswersInputSchema,
  homeBaseInputSchema,
  householdMemberInputSchema,
  invitationAcceptSchema,
  invitationInputSchema,
  joinGroupInputSchema,
  landingContentSchema,
  locationPatchSchema,
  loginSchema,
  medicalAnswersInputSchema,
  memberInterestsInputSchema,
  memberProfileInputSchema,
  memberProfileUpdateSchema,
  memberSignupSchema,
  membershipPlanInputSchema,
  nutritionAnswersInputSchema,
  occurrenceChangeSchema,
  offeringInputSchema,
  paperContractSchema,
  payeeInputSchema,
  refundInputSchema,
  resetPasswordSchema,
  reviewInputSchema,
  staffBookServiceInputSchema,
  staffProfileInputSchema,
  studioExportRequestSchema,
  studioSuspensionSchema,
  subscribeInputSchema,
  supportRequestInputSchema,
  transitionInputSchema,
  twoStepLoginSchema,
  waiveInvoiceInputSchema,
  waiverExcuseSchema,
  weeklyHoursInputSchema,
  writeOffInputSchema,
} from '@bmp/shared';

/**
 * A session's plans as the expert edits them: the workout's blocks and the recovery steps, either list
 * empty for no plan of that kind (the request sends null then: servicePlansInputSchema).
 */
export const plansFormSchema = z.object({
  blocks: z.array(workoutBlockSchema),
  steps: z.array(recoveryStepSchema),
});

/** A pack as staff type it, priced at least the default minimum amount (SPEC.md section 9: 75). */
export const creditPackFormSchema = creditPackInputSchema();

/** The fields staff fill in when taking cash; the customer and purchase come from the page. */
export const cashPaymentFormSchema = cashPaymentInputSchema().pick({ amount: true, note: true });
/**
 * Cash for a purchase: any positive amount passes here, since what it must be (its price, or what it
 * still owes) is the server's to say, on the amount field.
 */
export const purchaseCashFormSchema = cashPaymentInputSchema({ min: 0.01 }).pick({
  amount: true,
  note: true,
});

/** Where a location's problems show on its form: the code and name are made from the city. */
const LOCATION_FORM_FIELD: Readonly<Record<string, 'city' | 'state' | 'address' | 'latitude' | 'longitude'>> =
  {
    code: 'city',
    display: 'city',
    state: 'state',
    address: 'address',
    latitude: 'latitude',
    longitude: 'longitude',
  };

/**
 * A location as staff type it (city, state, address); the code and name are made from city and state
 * (toLocationOption, `colorado.boulder` and "Boulder, Colorado") and checked by the API's schema, each
 * problem on the field it comes from.
 */
export const locationFormSchema = z
  .object({ city: z.string(), state: z.string(), address: z.string(), ...optionalPointShape })
  .transform(({ city, state, address, latitude, longitude }, ctx) => {
    const input = {
      ...toLocationOption(city.trim(), state.trim()),
      address: address.trim() || null,
      latitude: latitude ?? null,
      longitude: longitude ?? null,
    };
    const checked = locationCreateSchema.safeParse(input);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      const field = LOCATION_FORM_FIELD[String(issue.path[0])] ?? 'city';
      ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
    }
    return z.NEVER;
  });
