import { describe, expect, it } from 'vitest';
import { toCamelCase } from '../text';
import { ACCESSIBILITY, AMENITIES, EQUIPMENT, GROUP_CLASS_KINDS, LANGUAGES, SPECIALITIES } from './lists';
import { SPORT_ACTIVITIES } from './sports';
import {
  INTENSITY_LEVELS,
  RECOVERY_DURATIONS,
  RECOVERY_MODALITIES,
  WORKOUT_BLOCK_TYPES,
  WORKOUT_DURATIONS,
  WORKOUT_REPS,
  WORKOUT_WEIGHTS,
} from './workouts';

describe('business profile lists', () => {
  it.each([
    ['specialities', SPECIALITIES, 13],
    ['languages', LANGUAGES, 11],
    ['equipment', EQUIPMENT, 14],
    ['accessibility', ACCESSIBILITY, 7],
    ['amenities', AMENITIES, 13],
    ['group class kinds', GROUP_CLASS_KINDS, 3],
    ['workout block types', WORKOUT_BLOCK_TYPES, 5],
    ['recovery modalities', RECOVERY_MODALITIES, 8],
    ['intensity levels', INTENSITY_LEVELS, 5],
  ] as const)('has %s with %i distinct entries', (_name, list, length) => {
    expect(list).toHaveLength(length);
    expect(new Set(list).size).toBe(length);
  });

  it('spells the SPEC specialities and languages exactly', () => {
    expect(SPECIALITIES).toContain('Pre/Postnatal');
    expect(SPECIALITIES).toContain('Flexibility & Mobility');
    expect(LANGUAGES[0]).toBe('English');
    expect(LANGUAGES).toContain('Cantonese');
  });
});

describe('SPORT_ACTIVITIES', () => {
  it('has about 80 sports from American Football to Yoga', () => {
    expect(SPORT_ACTIVITIES.length).toBeGreaterThanOrEqual(75);
    expect(SPORT_ACTIVITIES.length).toBeLessThanOrEqual(85);
    expect(SPORT_ACTIVITIES[0]?.title).toBe('American Football');
    expect(SPORT_ACTIVITIES.at(-1)?.title).toBe('Yoga');
  });

  it('is sorted by title', () => {
    const titles = SPORT_ACTIVITIES.map((sport) => sport.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('has unique camelCase ids derived from the titles', () => {
    const ids = SPORT_ACTIVITIES.map((sport) => sport.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const sport of SPORT_ACTIVITIES) {
      expect(sport.id).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(sport.id).toBe(toCamelCase(sport.title));
    }
    expect(ids).toContain('americanFootball');
  });
});

describe('workout and recovery lists', () => {
  it('offers the SPEC rep counts', () => {
    expect(WORKOUT_REPS).toEqual([3, 6, 8, 10, 15, 20]);
  });

  it('offers durations from 10 seconds to 20 minutes in increasing order', () => {
    const seconds = WORKOUT_DURATIONS.map((d) => d.seconds);
    expect(seconds[0]).toBe(10);
    expect(seconds.at(-1)).toBe(20 * 60);
    expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
    expect(new Set(WORKOUT_DURATIONS.map((d) => d.label)).size).toBe(WORKOUT_DURATIONS.length);
  });

  it('offers weights from 5 to 100 lbs in steps of 5', () => {
    expect(WORKOUT_WEIGHTS).toHaveLength(20);
    expect(WORKOUT_WEIGHTS[0]).toBe(5);
    expect(WORKOUT_WEIGHTS.at(-1)).toBe(100);
    WORKOUT_WEIGHTS.forEach((weight, i) => {
      expect(weight).toBe((i + 1) * 5);
    });
  });

  it('lists the compression, sauna and three massage modalities', () => {
    expect(RECOVERY_MODALITIES.slice(0, 5)).toEqual([
      'Compression Arms',
      'Compression Hips',
      'Compression Thighs',
      'Compression Calves',
      'Infrared Sauna',
    ]);
    expect(RECOVERY_MODALITIES.filter((m) => m.endsWith('Massage'))).toHaveLength(3);
  });

  it('orders intensity from Very Low to Very High', () => {
    expect(INTENSITY_LEVELS[0]).toBe('Very Low');
    expect(INTENSITY_LEVELS.at(-1)).toBe('Very High');
  });

  it('offers recovery durations from 1 minute to 1 hour in increasing order', () => {
    const minutes = RECOVERY_DURATIONS.map((d) => d.minutes);
    expect(RECOVERY_DURATIONS[0]).toEqual({ minutes: 1, label: '1 min' });
    expect(RECOVERY_DURATIONS.at(-1)).toEqual({ minutes: 60, label: '1 hour' });
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
  });
});
