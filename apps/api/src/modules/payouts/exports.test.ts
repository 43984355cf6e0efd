import type { PayRateTerms } from '@bmp/shared';
import { describe, expect, it } from 'vitest';
import { breakdownOf, form1099Threshold, needs1099, nextWeekday } from './exports.service.ts';

// The statement's rate column and the 1099-NEC threshold (docs/decisions/0059-earnings-and-payout-runs.md).

const TERMS: PayRateTerms = {
  kind: 'per_attendee',
  flatCents: 0,
  tiers: [
    { upTo: 5, cents: 300 },
    { upTo: null, cents: 400 },
  ],
  percentBasisPoints: 0,
  minCents: null,
  maxCents: null,
  countNoShows: false,
  countLateCancels: false,
  countFreePlaces: false,
  classPaysBy: 'check_ins_or_roster',
};

describe('a line’s arithmetic on a statement', () => {
  it('shows graduated steps, a base with its bonus, a share of revenue and a flat amount', () => {
    expect(breakdownOf(TERMS, { attendees: 8, revenueCents: null })).toBe('5 × $3.00 + 3 × $4.00');
    expect(breakdownOf(TERMS, { attendees: 3, revenueCents: null })).toBe('3 × $3.00');
    expect(
      breakdownOf(
        { ...TERMS, kind: 'base_plus_bonus', flatCents: 2_000 },
        { attendees: 6, revenueCents: null },
      ),
    ).toBe('$20.00 + 5 × $3.00 + 1 × $4.00');
    expect(
      breakdownOf(
        { ...TERMS, kind: 'revenue_share', percentBasisPoints: 1_250 },
        { attendees: 1, revenueCents: 7_500 },
      ),
    ).toBe('12.5% × $75.00');
    expect(
      breakdownOf({ ...TERMS, kind: 'flat', flatCents: 4_550 }, { attendees: 1, revenueCents: null }),
    ).toBe('$45.50');
    expect(breakdownOf(null, { attendees: null, revenueCents: null })).toBe('');
  });

  it('writes the money the statement’s language writes it', () => {
    expect(
      breakdownOf({ ...TERMS, kind: 'flat', flatCents: 4_550 }, { attendees: 1, revenueCents: null }, 'fr'),
    ).toMatch(/^45,50\s\$/);
  });
});

describe('the 1099-NEC threshold', () => {
  it('is $600 a year before 2026 and $2,000 from 2026', () => {
    expect(form1099Threshold(2025)).toBe(60_000);
    expect(form1099Threshold(2026)).toBe(200_000);
  });

  it('reports a total at the threshold, not a cent below', () => {
    expect(needs1099(2025, 59_999)).toBe(false);
    expect(needs1099(2025, 60_000)).toBe(true);
    expect(needs1099(2026, 199_999)).toBe(false);
    expect(needs1099(2026, 200_000)).toBe(true);
    expect(needs1099(2026, 200_001)).toBe(true);
  });
});

describe('the ACH file’s effective day', () => {
  it('is the next weekday: Monday after a Friday, a Saturday or a Sunday; Tuesday after a Monday', () => {
    expect(nextWeekday('2026-11-27')).toBe('2026-11-30');
    expect(nextWeekday('2026-11-28')).toBe('2026-11-30');
    expect(nextWeekday('2026-11-29')).toBe('2026-11-30');
    expect(nextWeekday('2026-11-30')).toBe('2026-12-01');
    expect(nextWeekday('2026-12-31')).toBe('2027-01-01');
  });
});
