import { etaRange } from '@bmp/shared';
import { describe, expect, it } from 'vitest';
import { distanceText, etaRangeText } from './trip-text.ts';

describe('etaRangeText', () => {
  it('says the travel time as a range, never one minute', () => {
    expect(etaRangeText({ minMinutes: 8, maxMinutes: 14 }, 'en')).toBe('8–14 min');
    expect(etaRangeText({ minMinutes: 8, maxMinutes: 14 }, 'fr')).toMatch(/^8\s?–\s?14\smin$/);
    expect(etaRangeText({ minMinutes: 8, maxMinutes: 14 }, 'ar')).toMatch(/–/);
    // Ends that meet are widened by a minute.
    expect(etaRangeText({ minMinutes: 3, maxMinutes: 3 }, 'en')).toBe('3–4 min');
    for (const meters of [30, 400, 2_500, 18_000, 90_000]) {
      const text = etaRangeText(etaRange(meters), 'en') ?? '';
      const [low, high] = text.replace(' min', '').split('–').map(Number);
      expect(high, text).toBeGreaterThan(low ?? Number.POSITIVE_INFINITY);
    }
  });

  it('says nothing once there', () => {
    expect(etaRangeText({ minMinutes: 0, maxMinutes: 0 }, 'en')).toBeNull();
  });
});

describe('distanceText', () => {
  it('rounds metres to 10 under a kilometre, kilometres to one decimal under 10 km', () => {
    expect(distanceText(847, 'en')).toBe('850 m');
    expect(distanceText(3_449, 'en')).toBe('3.4 km');
    expect(distanceText(12_600, 'en')).toBe('13 km');
    expect(distanceText(3_449, 'fr')).toMatch(/^3,4\s?km$/);
  });
});
