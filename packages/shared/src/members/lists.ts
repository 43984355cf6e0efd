// Member-side pick lists and questionnaires (SPEC.md section 3). The questions are ids here; their
// texts live in the web's `members` translations, so the stored answers never depend on a language.

import { type LocationOption, toLocationOption } from '../constants/business';

/**
 * The fixed city list onboarding once offered. A member's city is now their own text (decision 0049);
 * profiles saved before hold one of these codes, read back as its name by `memberCity`.
 */
const FORMER_MEMBER_LOCATIONS: readonly LocationOption[] = Object.freeze([
  toLocationOption('Los Angeles', 'California'),
  toLocationOption('Santa Monica', 'California'),
  toLocationOption('Pasadena', 'California'),
  toLocationOption('Long Beach', 'California'),
  toLocationOption('Burbank', 'California'),
  toLocationOption('Glendale', 'California'),
  toLocationOption('Irvine', 'California'),
  toLocationOption('San Diego', 'California'),
  toLocationOption('San Francisco', 'California'),
  toLocationOption('San Jose', 'California'),
  toLocationOption('Sacramento', 'California'),
  toLocationOption('Las Vegas', 'Nevada'),
  toLocationOption('Phoenix', 'Arizona'),
  toLocationOption('Seattle', 'Washington'),
  toLocationOption('Portland', 'Oregon'),
  toLocationOption('Denver', 'Colorado'),
  toLocationOption('Austin', 'Texas'),
  toLocationOption('Chicago', 'Illinois'),
  toLocationOption('Miami', 'Florida'),
  toLocationOption('New York', 'New York'),
]);

/** A member's city as stored: their own text, or the name of a code from the former fixed list. */
export function memberCity(stored: string | null): string | null {
  return FORMER_MEMBER_LOCATIONS.find((location) => location.code === stored)?.display ?? stored;
}

/** The onboarding steps, in order; each is saved on its own (docs/decisions/0027-member-onboarding.md). */
export const ONBOARDING_STEPS = ['profile', 'interests', 'medical', 'nutrition', 'consent'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Medical questionnaire: a "yes" needs details and flags the member for their experts. */
export const MEDICAL_QUESTIONS = ['conditions', 'medication'] as const;
export type MedicalQuestion = (typeof MEDICAL_QUESTIONS)[number];

/** Nutrition questionnaire: 17 free-text questions, each optional. */
export const NUTRITION_QUESTIONS = [
  'diet',
  'allergies',
  'intolerances',
  'mealsPerDay',
  'breakfast',
  'snacking',
  'water',
  'caffeine',
  'alcohol',
  'supplements',
  'cooking',
  'eatingOut',
  'cravings',
  'weightGoal',
  'pastDiets',
  'sleep',
  'nutritionGoal',
] as const;
export type NutritionQuestion = (typeof NUTRITION_QUESTIONS)[number];

/** Relationships of a household member to the member. */
export const HOUSEHOLD_RELATIONSHIPS = ['partner', 'child', 'parent', 'sibling', 'friend', 'other'] as const;
export type HouseholdRelationship = (typeof HOUSEHOLD_RELATIONSHIPS)[number];

/** The policy texts' current versions; consent records which one the member agreed to. */
export const POLICY_VERSIONS = {
  terms: { version: '2026-11-01', date: '2026-11-01' },
  privacy: { version: '2026-11-01', date: '2026-11-01' },
} as const;

/** Household members under this age count as youth (Youth offerings need one). */
export const ADULT_AGE = 18;
