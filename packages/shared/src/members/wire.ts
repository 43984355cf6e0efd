import { z } from 'zod';
import { IMAGE_TYPES } from '../studio/schemas';
import { HOUSEHOLD_RELATIONSHIPS, ONBOARDING_STEPS } from './lists';

// The member area's answers (apps/api/src/modules/members): the profile, health answers,
// onboarding and household as the API sends them, and the photo upload.

const profileFieldsSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  /** The address's point on the map (decision 0060): both or neither. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  sports: z.array(z.string()),
  goals: z.array(z.string()),
  languages: z.array(z.string()),
  medicalFlag: z.boolean(),
  hasPhoto: z.boolean(),
  photoVersion: z.number().int(),
  termsVersion: z.string().nullable(),
  privacyVersion: z.string().nullable(),
  consentedAt: z.string().nullable(),
});
const medicalSchema = z.record(z.string(), z.object({ answer: z.boolean(), details: z.string() }));
const nutritionSchema = z.record(z.string(), z.string());
export const healthAnswersSchema = z
  .object({
    medicalFlag: z.boolean(),
    medical: medicalSchema.nullable(),
    nutrition: nutritionSchema.nullable(),
  })
  .meta({ id: 'HealthAnswers' });

export const memberProfileSchema = profileFieldsSchema
  .extend({
    medical: medicalSchema.nullable(),
    nutrition: nutritionSchema.nullable(),
    /** The studio's active locations ("Brooklyn, New York"), its default first: the city's suggestions. */
    citySuggestions: z.array(z.string()),
  })
  .meta({ id: 'MemberProfile' });
export const customerProfileSchema = profileFieldsSchema
  .extend({ id: z.string() })
  .meta({ id: 'CustomerProfile' });

export const onboardingSchema = memberProfileSchema
  .extend({
    nextStep: z.enum([...ONBOARDING_STEPS, 'done']),
    policies: z.object({
      terms: z.object({ version: z.string(), date: z.string() }),
      privacy: z.object({ version: z.string(), date: z.string() }),
    }),
  })
  .meta({ id: 'Onboarding' });

export const householdMemberSchema = z
  .object({
    id: z.string(),
    fullName: z.string(),
    relationship: z.enum(HOUSEHOLD_RELATIONSHIPS),
    dateOfBirth: z.string(),
    medicalNote: z.string(),
  })
  .meta({ id: 'HouseholdMember' });

/** Bytes after base64 decoding; the JSON body limit (1 MiB) leaves room for base64's third on top. */
export const MEMBER_PHOTO_MAX_BYTES = 700 * 1024;
export const memberPhotoInputSchema = z.strictObject({
  contentType: z.enum(IMAGE_TYPES, { error: 'Choose a JPEG, PNG or WebP image.' }),
  data: z
    .base64({ error: 'The photo could not be read.' })
    .max(Math.ceil(MEMBER_PHOTO_MAX_BYTES / 3) * 4 + 4, {
      error: 'Choose a photo of at most 700 KB.',
    }),
});
