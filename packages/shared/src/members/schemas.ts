// The member forms' schemas: the onboarding steps, the profile, the household and the support form.
// Both the web forms and the API validate with these (STYLE.md 1).

import { z } from 'zod';
import { LANGUAGES, SPECIALITIES } from '../constants/lists';
import { SPORT_ACTIVITIES } from '../constants/sports';
import { calendarDateSchema } from '../dates';
import { emailSchema, multilineTextSchema, textSchema, usPhoneSchema } from '../schemas';
import { optionalPointShape, refinePointHalves } from '../tracking/points';
import { latitudeSchema, longitudeSchema } from '../tracking/schemas';
import {
  ADULT_AGE,
  HOUSEHOLD_RELATIONSHIPS,
  MEDICAL_QUESTIONS,
  NUTRITION_QUESTIONS,
  POLICY_VERSIONS,
} from './lists';

export const MEMBER_MESSAGES = {
  fullName: 'Enter the full name.',
  dateOfBirth: 'Enter a date of birth as YYYY-MM-DD.',
  dateOfBirthFuture: 'The date of birth cannot be in the future.',
  dateOfBirthTooOld: 'Enter a date of birth after 1900.',
  memberTooYoung: 'Members must be at least 13; add a child to your household instead.',
  address: 'Enter the street address.',
  city: 'Enter the city you live in.',
  emergencyName: 'Enter the name of someone to call in an emergency.',
  sports: 'Choose sports from the list.',
  goals: 'Choose goals from the list.',
  languages: 'Choose at least one language.',
  answer: 'Answer yes or no.',
  details: 'Tell us more, so your experts can plan safely.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  agree: 'You need to agree to continue.',
  policyVersion: 'This version of the policies is out of date; reload the page.',
  relationship: 'Choose the relationship.',
  subject: 'Enter a subject.',
  message: 'Enter your message.',
} as const;

const TEXT_MAX = 500;

// Free text goes through the shared text schema (cleaned, trimmed); answers and messages keep their
// line breaks, names, addresses and subjects are one line.
const requiredText = (message: string, max = 120) =>
  textSchema({ enter: message, max, tooLong: MEMBER_MESSAGES.tooLong(max) });
const requiredMultilineText = (message: string, max: number) =>
  multilineTextSchema({ enter: message, max, tooLong: MEMBER_MESSAGES.tooLong(max) });
const optionalText = (max = TEXT_MAX) =>
  multilineTextSchema({ max, tooLong: MEMBER_MESSAGES.tooLong(max) }).default('');

/** Age in whole years on `today` of someone born on `dateOfBirth` (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const todayIso = () => new Date().toISOString().slice(0, 10);

// A real calendar date (2026-02-30, 2020-13-45 and 0000-00-00 are refused), after 1900 and not in the
// future.
export const dateOfBirthSchema = calendarDateSchema({
  message: MEMBER_MESSAGES.dateOfBirth,
  first: '1900-01-01',
  tooEarly: MEMBER_MESSAGES.dateOfBirthTooOld,
  last: todayIso,
  tooLate: MEMBER_MESSAGES.dateOfBirthFuture,
});

const SPORT_IDS = SPORT_ACTIVITIES.map((sport) => sport.id) as [string, ...string[]];
const uniqueList = <T extends z.ZodType<string>>(item: T, message: string, min = 0) =>
  z
    .array(item, { error: message })
    .min(min, message)
    .max(100, message)
    .transform((values) => [...new Set(values)]);

/**
 * Onboarding step 1 and the top of the profile page. The address's point on the map (a pin dropped or
 * typed; decision 0060) is optional: both halves or neither, null clears it, left out keeps it.
 */
export const memberProfileInputSchema = z
  .strictObject({
    fullName: requiredText(MEMBER_MESSAGES.fullName),
    phone: usPhoneSchema,
    dateOfBirth: dateOfBirthSchema.refine(
      (value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || ageOn(value, todayIso()) >= 13,
      MEMBER_MESSAGES.memberTooYoung,
    ),
    address: requiredText(MEMBER_MESSAGES.address, 200),
    // The member's own words (decision 0049): the studio's locations are suggestions, not a list.
    city: requiredText(MEMBER_MESSAGES.city),
    emergencyContactName: requiredText(MEMBER_MESSAGES.emergencyName),
    emergencyContactPhone: usPhoneSchema,
    ...optionalPointShape,
  })
  .superRefine((value, ctx) => refinePointHalves(value, ctx));
export type MemberProfileInput = z.input<typeof memberProfileInputSchema>;
export type MemberProfile = z.output<typeof memberProfileInputSchema>;

/**
 * Staff place a customer's address on the map (decision 0060): a pin dropped or typed, both halves or
 * null for none. The address itself stays the member's to write.
 */
export const customerPointInputSchema = z
  .strictObject({ latitude: latitudeSchema.nullable(), longitude: longitudeSchema.nullable() })
  .superRefine((value, ctx) => refinePointHalves(value, ctx));
export type CustomerPointInput = z.input<typeof customerPointInputSchema>;

/** Onboarding step 2: sports, goals (specialities) and preferred languages. */
export const memberInterestsInputSchema = z.strictObject({
  sports: uniqueList(z.enum(SPORT_IDS, { error: MEMBER_MESSAGES.sports }), MEMBER_MESSAGES.sports),
  goals: uniqueList(z.enum(SPECIALITIES, { error: MEMBER_MESSAGES.goals }), MEMBER_MESSAGES.goals),
  languages: uniqueList(
    z.enum(LANGUAGES, { error: MEMBER_MESSAGES.languages }),
    MEMBER_MESSAGES.languages,
    1,
  ),
});
export type MemberInterestsInput = z.input<typeof memberInterestsInputSchema>;
export type MemberInterests = z.output<typeof memberInterestsInputSchema>;

/** The profile page saves the profile fields and the interests together. */
export const memberProfileUpdateSchema = z
  .strictObject({
    ...memberProfileInputSchema.shape,
    ...memberInterestsInputSchema.shape,
  })
  .superRefine((value, ctx) => refinePointHalves(value, ctx));
export type MemberProfileUpdateInput = z.input<typeof memberProfileUpdateSchema>;

const medicalAnswerSchema = z
  .strictObject({
    answer: z.boolean({ error: MEMBER_MESSAGES.answer }),
    details: optionalText(),
  })
  .superRefine((value, ctx) => {
    if (value.answer && value.details === '') {
      ctx.addIssue({ code: 'custom', message: MEMBER_MESSAGES.details, path: ['details'] });
    }
  })
  // A "no" keeps no details, so nothing stale is stored.
  .transform((value) => ({ answer: value.answer, details: value.answer ? value.details : '' }));

/** Medical questionnaire: every question answered; an unknown question is refused (strict). */
export const medicalAnswersInputSchema = z.strictObject(
  Object.fromEntries(MEDICAL_QUESTIONS.map((id) => [id, medicalAnswerSchema])) as Record<
    (typeof MEDICAL_QUESTIONS)[number],
    typeof medicalAnswerSchema
  >,
);
export type MedicalAnswersInput = z.input<typeof medicalAnswersInputSchema>;
export type MedicalAnswers = z.output<typeof medicalAnswersInputSchema>;

/** True when any medical answer is "yes": the member is flagged for their experts. */
export const hasMedicalFlag = (answers: MedicalAnswers | null | undefined): boolean =>
  answers ? MEDICAL_QUESTIONS.some((id) => answers[id]?.answer) : false;

/** Nutrition questionnaire: free text, each optional; an unknown question is refused (strict). */
export const nutritionAnswersInputSchema = z.strictObject(
  Object.fromEntries(NUTRITION_QUESTIONS.map((id) => [id, optionalText()])) as Record<
    (typeof NUTRITION_QUESTIONS)[number],
    ReturnType<typeof optionalText>
  >,
);
export type NutritionAnswersInput = z.input<typeof nutritionAnswersInputSchema>;
export type NutritionAnswers = z.output<typeof nutritionAnswersInputSchema>;

/** Onboarding's last step: the member agrees to the current terms and privacy policy. */
export const consentInputSchema = z.strictObject({
  agreed: z.literal(true, { error: MEMBER_MESSAGES.agree }),
  termsVersion: z.literal(POLICY_VERSIONS.terms.version, { error: MEMBER_MESSAGES.policyVersion }),
  privacyVersion: z.literal(POLICY_VERSIONS.privacy.version, { error: MEMBER_MESSAGES.policyVersion }),
});
export type ConsentInput = z.input<typeof consentInputSchema>;

/** The whole health questionnaire, as the profile page saves it. */
export const healthAnswersInputSchema = z.strictObject({
  medical: medicalAnswersInputSchema,
  nutrition: nutritionAnswersInputSchema,
});
export type HealthAnswersInput = z.input<typeof healthAnswersInputSchema>;

/** A dependant in the member's household. */
export const householdMemberInputSchema = z.strictObject({
  fullName: requiredText(MEMBER_MESSAGES.fullName),
  relationship: z.enum(HOUSEHOLD_RELATIONSHIPS, { error: MEMBER_MESSAGES.relationship }),
  dateOfBirth: dateOfBirthSchema,
  medicalNote: optionalText(),
});
export type HouseholdMemberInput = z.input<typeof householdMemberInputSchema>;

/** True for a household member under 18 on `today` (YYYY-MM-DD). */
export const isYouth = (dateOfBirth: string, today: string) => ageOn(dateOfBirth, today) < ADULT_AGE;

/** The support form; `website` is a honeypot a person never sees, so it must stay empty. */
export const supportRequestInputSchema = z.strictObject({
  businessSlug: z.string().trim().min(1, 'Open this page from your studio’s link.').max(80),
  name: requiredText(MEMBER_MESSAGES.fullName),
  email: emailSchema,
  subject: requiredText(MEMBER_MESSAGES.subject, 150),
  message: requiredMultilineText(MEMBER_MESSAGES.message, 4000),
  website: z.string().max(200).default(''),
});
export type SupportRequestInput = z.input<typeof supportRequestInputSchema>;
