import { describe, expect, it } from 'vitest';
import { addMonthsClamped, daysBetween, periodStart } from './periods';

describe('membership periods', () => {
  it('renews a monthly plan bought on January 31 on the last day of February, then March 31', () => {
    expect(periodStart('2027-01-31', 'month', 1)).toBe('2027-02-28');
    expect(periodStart('2027-01-31', 'month', 2)).toBe('2027-03-31');
    expect(periodStart('2027-01-31', 'month', 3)).toBe('2027-04-30');
    expect(periodStart('2028-01-31', 'month', 1)).toBe('2028-02-29');
  });

  it('keeps a yearly plan bought on a leap day on February 28, and on the 29th in the next leap year', () => {
    expect(periodStart('2028-02-29', 'year', 1)).toBe('2029-02-28');
    expect(periodStart('2028-02-29', 'year', 4)).toBe('2032-02-29');
  });

  it('counts weeks in whole days and crosses year ends', () => {
    expect(periodStart('2026-12-29', 'week', 1)).toBe('2027-01-05');
    expect(addMonthsClamped('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonthsClamped('2027-01-15', -1)).toBe('2026-12-15');
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
  });
});
