import { afterEach, describe, expect, it } from 'vitest';
import * as clock from '../lib/clock.ts';
import { firstOfLastMonth, todayIn } from './demo-pay-rates-seed.ts';

// The day the demo's payroll starts: the first of last month in the studio's zone, by the server clock.

describe('the demo payroll’s first day', () => {
  afterEach(() => clock.resetClock());

  it('is the first of last month, December in January', () => {
    clock.makeClockMovable();
    clock.freezeClock(new Date('2027-01-15T12:00:00Z'));
    expect(firstOfLastMonth('UTC')).toBe('2026-12-01');
    clock.freezeClock(new Date('2026-11-27T12:00:00Z'));
    expect(firstOfLastMonth('UTC')).toBe('2026-10-01');
  });

  it('reads the month in the studio’s zone, not UTC’s, at the turn of a month', () => {
    clock.makeClockMovable();
    // 07:59 UTC on March 1 is 23:59 on February 28 in Los Angeles; a minute later it is March there.
    clock.freezeClock(new Date('2026-03-01T07:59:00Z'));
    expect(todayIn('America/Los_Angeles')).toBe('2026-02-28');
    expect(firstOfLastMonth('America/Los_Angeles')).toBe('2026-01-01');
    clock.freezeClock(new Date('2026-03-01T08:00:00Z'));
    expect(firstOfLastMonth('America/Los_Angeles')).toBe('2026-02-01');
  });
});
