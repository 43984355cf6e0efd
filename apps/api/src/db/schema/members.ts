import { HOUSEHOLD_RELATIONSHIPS, ONBOARDING_STEPS } from '@bmp/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businessRef } from './businesses.ts';
import { bytea, createdAt, instant, pointCheck, pointColumns, primaryId, updatedAt } from './columns.ts';
import { membershipFk } from './people.ts';

/**
 * A customer's profile in one business, written step by step during onboarding (decision 0027).
 * Health answers are encrypted at rest with the field cipher (lib/field-encryption.ts); only the
 * medical flag ("a yes somewhere") is kept in clear, so staff lists can show it without decrypting.
 */
export const memberProfiles = pgTable(
  'member_profiles',
  {
    membershipId: uuid('membership_id').primaryKey(),
    businessId: uuid('business_id').notNull(),
    /** The first step not yet saved; 'done' once consent is given. */
    nextStep: text('next_step', { enum: [...ONBOARDING_STEPS, 'done'] })
      .notNull()
      .default('profile'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address'),
    // The member's own city. The column keeps its first name; older rows hold a code of the former
    // fixed list, read back as its name (memberCity, decision 0049).
    city: text('location_code'),
    // Where the address is on the map, set by a dropped pin or typed (decision 0060); in-home trips go there.
    ...pointColumns(),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    sports: jsonb('sports').$type<string[]>().notNull().default([]),
    goals: jsonb('goals').$type<string[]>().notNull().default([]),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    medicalAnswersEncrypted: text('medical_answers_encrypted'),
    nutritionAnswersEncrypted: text('nutrition_answers_encrypted'),
    medicalFlag: boolean('medical_flag').notNull().default(false),
    termsVersion: text('terms_version'),
    privacyVersion: text('privacy_version'),
    consentedAt: instant('consented_at'),
    photo: bytea('photo'),
    photoType: text('photo_type'),
    photoVersion: integer('photo_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The profile belongs to a membership of the same business (decision 0011's composite key).
    membershipFk('member_profiles_membership_fk', t.businessId, t.membershipId).onDelete('cascade'),
    check(
      'member_profiles_next_step_known',
      sql`${t.nextStep} in ('profile', 'interests', 'medical', 'nutrition', 'consent', 'done')`,
    ),
    pointCheck('member_profiles_point', t.latitude, t.longitude),
    check('member_profiles_photo_size', sql`${t.photo} is null or octet_length(${t.photo}) <= 2097152`),
  ],
);

/** People in a member's household who come along to Duo, Family and Youth sessions. */
export const householdMembers = pgTable(
  'household_members',
  {
    id: primaryId(),
    businessId: uuid('business_id').notNull(),
    membershipId: uuid('membership_id').notNull(),
    fullName: text('full_name').notNull(),
    relationship: text('relationship', { enum: HOUSEHOLD_RELATIONSHIPS }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    /** Health data like the questionnaire answers: encrypted; '' is stored as null. */
    medicalNoteEncrypted: text('medical_note_encrypted'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    membershipFk('household_members_membership_fk', t.businessId, t.membershipId).onDelete('cascade'),
    index('household_members_member_idx').on(t.businessId, t.membershipId),
    check(
      'household_members_relationship_known',
      sql`${t.relationship} in ('partner', 'child', 'parent', 'sibling', 'friend', 'other')`,
    ),
  ],
);

/** Support requests from the contact form, kept per address for the rate limit. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: primaryId(),
    businessId: businessRef({ onDelete: 'cascade' }),
    fromIp: text('from_ip'),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_requests_ip_idx').on(t.fromIp, t.createdAt)],
);
