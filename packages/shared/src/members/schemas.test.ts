import { describe, expect, it } from 'vitest';
import { MEDICAL_QUESTIONS, NUTRITION_QUESTIONS, SPORT_ACTIVITIES } from '../index';
import {
  ageOn,
  dateOfBirthSchema,
  hasMedicalFlag,
  householdMemberInputSchema,
  medicalAnswersInputSchema,
  memberInterestsInputSchema,
  memberProfileInputSchema,
  nutritionAnswersInputSchema,
} from './schemas';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('member schemas', () => {
  it('counts whole years of age, birthdays included', () => {
    expect(ageOn('2008-06-01', '2026-05-31')).toBe(17);
    expect(ageOn('2008-06-01', '2026-06-01')).toBe(18);
  });

  it('takes a real past date of birth only', () => {
    expect(dateOfBirthSchema.safeParse('1990-04-12').success).toBe(true);
    expect(errorsOf(dateOfBirthSchema.safeParse('1990-02-30'))['']).toMatch(/YYYY-MM-DD/);
    expect(errorsOf(dateOfBirthSchema.safeParse('2999-01-01'))['']).toMatch(/future/);
    expect(errorsOf(dateOfBirthSchema.safeParse('1850-01-01'))['']).toMatch(/after 1900/);
  });

  it('refuses impossible dates of birth with its message, never throwing (the probe got 500s)', () => {
    for (const value of ['2020-13-45', '0000-00-00', '2020-02-30', '2020-13-01', '2020-02-45']) {
      expect(() => dateOfBirthSchema.safeParse(value)).not.toThrow();
      expect(errorsOf(dateOfBirthSchema.safeParse(value))[''], value).toBe(
        'Enter a date of birth as YYYY-MM-DD.',
      );
    }
    expect(errorsOf(dateOfBirthSchema.safeParse('0000-01-01'))['']).toMatch(/after 1900/);
    expect(errorsOf(dateOfBirthSchema.safeParse('9999-12-31'))['']).toMatch(/future/);
    const household = householdMemberInputSchema.safeParse({
      fullName: 'Kid',
      relationship: 'child',
      dateOfBirth: '2020-13-45',
    });
    expect(Object.keys(errorsOf(household))).toEqual(['dateOfBirth']);
  });

  it("checks the profile field by field, with the US phone rule and a city of the member's own", () => {
    const result = memberProfileInputSchema.safeParse({
      fullName: ' ',
      phone: '555-0142',
      dateOfBirth: '2020-01-01',
      address: '1 Main St',
      city: ' ',
      emergencyContactName: 'Ann',
      emergencyContactPhone: '(213) 555-0100',
    });
    expect(Object.keys(errorsOf(result)).sort()).toEqual(['city', 'dateOfBirth', 'fullName', 'phone']);
  });

  it('takes interests from the lists only, at least one language', () => {
    expect(
      memberInterestsInputSchema.safeParse({
        sports: [SPORT_ACTIVITIES[0]?.id],
        goals: [],
        languages: ['Arabic'],
      }).success,
    ).toBe(true);
    const bad = memberInterestsInputSchema.safeParse({
      sports: ['quidditch'],
      goals: ['Fame'],
      languages: [],
    });
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(['goals.0', 'languages', 'sports.0']);
  });

  it('asks details for a medical "yes", flags it, and refuses unknown questions', () => {
    expect(MEDICAL_QUESTIONS).toHaveLength(2);
    expect(NUTRITION_QUESTIONS).toHaveLength(17);
    const missing = medicalAnswersInputSchema.safeParse({
      conditions: { answer: true },
      medication: { answer: false },
    });
    expect(errorsOf(missing)).toEqual({
      'conditions.details': 'Tell us more, so your experts can plan safely.',
    });
    const ok = medicalAnswersInputSchema.parse({
      conditions: { answer: false, details: 'dropped' },
      medication: { answer: true, details: 'Beta blockers' },
    });
    expect(ok.conditions.details).toBe('');
    expect(hasMedicalFlag(ok)).toBe(true);
    expect(medicalAnswersInputSchema.safeParse({ ...ok, smoking: { answer: false } }).success).toBe(false);
    expect(nutritionAnswersInputSchema.safeParse({ diet: 'Vegan', colour: 'blue' }).success).toBe(false);
    expect(nutritionAnswersInputSchema.parse({ diet: ' Vegan ' }).diet).toBe('Vegan');
  });

  it('checks a household member', () => {
    const bad = householdMemberInputSchema.safeParse({
      fullName: 'Kid',
      relationship: 'pet',
      dateOfBirth: '2015-01-01',
    });
    expect(Object.keys(errorsOf(bad))).toEqual(['relationship']);
  });
});
