import { describe, expect, it } from 'vitest';
import {
  changeTrend,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercentChange,
  formatStudioDateTime,
} from './format.ts';

// Intl puts narrow no-break spaces and bidi marks in some locales; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('formatting for the locale', () => {
  it('writes money from integer cents in US dollars, as each language writes it', () => {
    expect(formatMoney(12550, 'en')).toBe('$125.50');
    expect(plain(formatMoney(123450, 'fr'))).toBe('1 234,50 $US');
    expect(plain(formatMoney(7500, 'ar'))).toContain('75');
  });

  it('puts a + before increases, a minus before decreases and nothing before zero', () => {
    expect(formatPercentChange(12.5, 'en')).toBe('+12.5%');
    expect(formatPercentChange(-3, 'en')).toBe('-3%');
    expect(formatPercentChange(0, 'en')).toBe('0%');
    expect(plain(formatPercentChange(12.5, 'fr'))).toBe('+12,5 %');
    expect(changeTrend(4)).toBe('up');
    expect(changeTrend(-0.1)).toBe('down');
    expect(changeTrend(0)).toBe('flat');
  });

  it('formats numbers and dates in the language, American English by default', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(plain(formatNumber(1234567.5, 'fr'))).toBe('1 234 567,5');
    const date = new Date('2026-03-04T15:00:00Z');
    expect(formatDate(date, 'en', { dateStyle: 'long', timeZone: 'UTC' })).toBe('March 4, 2026');
    expect(formatDate(date, 'fr', { dateStyle: 'long', timeZone: 'UTC' })).toBe('4 mars 2026');
    expect(formatDate(date, 'ar', { dateStyle: 'long', timeZone: 'UTC' })).toContain('مارس');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('studio times', () => {
  const instant = '2026-03-04T19:04:00Z';
  it('show the studio’s time, naming the zone only when the browser’s differs', () => {
    expect(
      formatStudioDateTime(instant, 'en', 'America/Los_Angeles', { viewerTimeZone: 'America/Los_Angeles' }),
    ).toBe('Mar 4, 2026, 11:04 AM');
    expect(
      formatStudioDateTime(instant, 'en', 'America/Los_Angeles', { viewerTimeZone: 'Europe/Paris' }),
    ).toBe('Mar 4, 2026, 11:04 AM PST');
    expect(formatStudioDateTime(instant, 'fr', 'America/Los_Angeles', { viewerTimeZone: 'UTC' })).toMatch(
      /^4 mars 2026.*11:04 UTC−8$/,
    );
  });
});
