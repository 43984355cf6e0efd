import { describe, expect, it } from 'vitest';
import {
  countAttendees,
  earningFor,
  graduated,
  overlappingRate,
  type PayPlace,
  type PayRateTerms,
  pickRate,
  type ScopedPayRate,
  shareOf,
} from './rates';
import { payRateInputSchema, payRateTerms } from './schemas';

const base: PayRateTerms = {
  kind: 'flat',
  flatCents: 0,
  tiers: [],
  percentBasisPoints: 0,
  minCents: null,
  maxCents: null,
  countNoShows: false,
  countLateCancels: false,
  countFreePlaces: false,
  classPaysBy: 'check_ins_or_roster',
};
const place = (over: Partial<PayPlace> = {}): PayPlace => ({
  checkedIn: true,
  noShow: false,
  lateCancel: false,
  free: false,
  ...over,
});
const attended = (n: number) => Array.from({ length: n }, () => place());
const classOf = (places: PayPlace[], revenueCents = 0) => ({ places, isClass: true, revenueCents });

describe('pay rates (docs/decisions/0058-pay-rates.md)', () => {
  it('pays graduated steps: $3.00 a head for the first 5 and $4.00 above, 8 attendees, is 2,700 cents', () => {
    const tiers = [
      { upTo: 5, cents: 300 },
      { upTo: null, cents: 400 },
    ];
    expect(graduated(tiers, 8)).toBe(5 * 300 + 3 * 400);
    expect(graduated(tiers, 8)).toBe(2_700);
    expect(graduated(tiers, 5)).toBe(1_500);
    expect(graduated(tiers, 0)).toBe(0);
    expect(
      graduated(
        [
          { upTo: 3, cents: 100 },
          { upTo: 6, cents: 200 },
          { upTo: null, cents: 500 },
        ],
        10,
      ),
    ).toBe(3 * 100 + 3 * 200 + 4 * 500);
    expect(earningFor({ ...base, kind: 'per_attendee', tiers }, classOf(attended(8))).amountCents).toBe(
      2_700,
    );
  });

  it('takes a share of revenue half up to the cent', () => {
    // 40% of $123.45 is $49.38; 12.5% of $0.04 is half a cent, rounded up; 33.33% of $10.00 is $3.333.
    expect(shareOf(12_345, 4_000)).toBe(4_938);
    expect(shareOf(4, 1_250)).toBe(1);
    expect(shareOf(1_000, 3_333)).toBe(333);
    expect(shareOf(1_001, 5_000)).toBe(501);
    expect(shareOf(0, 10_000)).toBe(0);
    const rate = { ...base, kind: 'revenue_share' as const, percentBasisPoints: 4_000 };
    expect(earningFor(rate, { places: [place()], isClass: false, revenueCents: 12_345 }).amountCents).toBe(
      4_938,
    );
  });

  it('adds a bonus per attendee to a base, and keeps any rate within its least and most', () => {
    const bonus = {
      ...base,
      kind: 'base_plus_bonus' as const,
      flatCents: 2_000,
      tiers: [
        { upTo: 10, cents: 0 },
        { upTo: null, cents: 150 },
      ],
    };
    expect(earningFor(bonus, classOf(attended(14))).amountCents).toBe(2_000 + 4 * 150);
    const limited = {
      ...base,
      kind: 'per_attendee' as const,
      tiers: [{ upTo: null, cents: 500 }],
      minCents: 2_500,
      maxCents: 6_000,
    };
    expect(earningFor(limited, classOf(attended(2)))).toEqual({
      amountCents: 2_500,
      attendees: 2,
      beforeLimitsCents: 1_000,
    });
    expect(earningFor(limited, classOf(attended(8))).amountCents).toBe(4_000);
    expect(earningFor(limited, classOf(attended(20))).amountCents).toBe(6_000);
    expect(
      earningFor({ ...base, flatCents: 4_550 }, { places: [place()], isClass: false, revenueCents: 0 })
        .amountCents,
    ).toBe(4_550);
  });

  it('counts no-shows, late cancels and free places only when the rate says so', () => {
    const roster = [
      place(),
      place(),
      place({ free: true }),
      place({ checkedIn: false, noShow: true }),
      place({ checkedIn: false, lateCancel: true }),
    ];
    const byRoster = { ...base, classPaysBy: 'roster' as const };
    expect(countAttendees(byRoster, classOf(roster))).toBe(2);
    expect(countAttendees({ ...byRoster, countFreePlaces: true }, classOf(roster))).toBe(3);
    expect(
      countAttendees(
        { ...byRoster, countFreePlaces: true, countNoShows: true, countLateCancels: true },
        classOf(roster),
      ),
    ).toBe(5);
    expect(countAttendees({ ...base, classPaysBy: 'check_ins', countNoShows: true }, classOf(roster))).toBe(
      2,
    );
  });

  it('pays a class nobody checked in from its roster only when the rate says so', () => {
    const nobodyCheckedIn = [
      place({ checkedIn: false }),
      place({ checkedIn: false }),
      place({ checkedIn: false }),
    ];
    expect(countAttendees({ ...base, classPaysBy: 'check_ins_or_roster' }, classOf(nobodyCheckedIn))).toBe(3);
    expect(countAttendees({ ...base, classPaysBy: 'check_ins' }, classOf(nobodyCheckedIn))).toBe(0);
    // Someone checked in: the check-ins count, not the roster.
    const one = [place(), place({ checkedIn: false })];
    expect(countAttendees({ ...base, classPaysBy: 'check_ins_or_roster' }, classOf(one))).toBe(1);
    // A one-to-one session counts its place, whether or not a check-in was recorded.
    expect(
      countAttendees(
        { ...base, classPaysBy: 'check_ins' },
        { places: [place({ checkedIn: false })], isClass: false, revenueCents: 0 },
      ),
    ).toBe(1);
  });

  it('picks the most specific rate in effect: expert and service, expert, service, then the default', () => {
    const rate = (id: string, scope: Partial<ScopedPayRate>): ScopedPayRate => ({
      id,
      expertId: null,
      offeringId: null,
      groupId: null,
      effectiveFrom: '2027-01-01',
      effectiveUntil: null,
      ...scope,
    });
    const rates = [
      rate('default', {}),
      rate('offering', { offeringId: 'o1' }),
      rate('expert', { expertId: 'e1' }),
      rate('both', { expertId: 'e1', offeringId: 'o1' }),
      rate('group', { groupId: 'g1' }),
      rate('old-expert', { expertId: 'e2', effectiveUntil: '2027-03-01' }),
      rate('new-expert', { expertId: 'e2', effectiveFrom: '2027-03-01' }),
    ];
    const pick = (expertId: string, offeringId: string | null, groupId: string | null, day = '2027-02-01') =>
      pickRate(rates, { expertId, offeringId, groupId, day })?.id;
    expect(pick('e1', 'o1', null)).toBe('both');
    expect(pick('e1', 'o2', null)).toBe('expert');
    expect(pick('e3', 'o1', null)).toBe('offering');
    expect(pick('e3', null, 'g1')).toBe('group');
    expect(pick('e3', 'o2', null)).toBe('default');
    // Effective dates: the day a rate ends belongs to the next one.
    expect(pick('e2', null, null, '2027-02-28')).toBe('old-expert');
    expect(pick('e2', null, null, '2027-03-01')).toBe('new-expert');
    expect(pick('e3', null, null, '2026-12-31')).toBeUndefined();
    // Two rates of one scope whose days meet are refused; touching ends are not overlaps.
    const scope = { offeringId: null, groupId: null };
    const expertTwo = { ...scope, expertId: 'e2', effectiveFrom: '2027-02-15', effectiveUntil: '2027-04-01' };
    expect(overlappingRate(rates, expertTwo)?.id).toBe('old-expert');
    const beforeExpertOne = {
      ...scope,
      expertId: 'e1',
      effectiveFrom: '2026-01-01',
      effectiveUntil: '2027-01-01',
    };
    expect(overlappingRate(rates, beforeExpertOne)).toBeUndefined();
    // A rate is not its own overlap when it is edited.
    expect(
      overlappingRate(rates, {
        ...scope,
        id: 'expert',
        expertId: 'e1',
        effectiveFrom: '2027-01-01',
        effectiveUntil: null,
      }),
    ).toBeUndefined();
  });

  it('refuses bad rates on their fields: unknown kind, negative amount, over 100%, open middle steps, least above most', () => {
    const errors = (input: object) => {
      const parsed = payRateInputSchema.safeParse({ effectiveFrom: '2027-01-01', ...input });
      return parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    };
    expect(Object.keys(errors({ kind: 'hourly' }))).toEqual(['kind']);
    expect(errors({ kind: 'flat', amount: '-$5.00' })).toEqual({ amount: 'Amount cannot be negative.' });
    expect(errors({ kind: 'revenue_share', percent: '100.5' })).toEqual({
      percent: 'A share of revenue is more than 0% and at most 100%.',
    });
    expect(errors({ kind: 'revenue_share', percent: '12.345' })).toEqual({
      percent: 'Enter a percentage, like 40 or 12.5 (at most two decimals).',
    });
    expect(
      Object.keys(
        errors({
          kind: 'per_attendee',
          tiers: [
            { upTo: null, amount: '$3.00' },
            { upTo: 5, amount: '$4.00' },
          ],
        }),
      ).sort(),
    ).toEqual(['tiers.0.upTo', 'tiers.1.upTo']);
    expect(errors({ kind: 'flat', amount: '$50.00', minimum: '$60.00', maximum: '$40.00' })).toEqual({
      maximum: 'The most per session must be at least the least.',
    });
    expect(errors({ kind: 'flat', amount: '$50.00', effectiveUntil: '2026-12-31' })).toEqual({
      effectiveUntil: 'The rate must end after it starts.',
    });
    const ok = payRateInputSchema.parse({
      kind: 'per_attendee',
      tiers: [
        { upTo: 5, amount: '$3.00' },
        { upTo: null, amount: '$4.00' },
      ],
      effectiveFrom: '2027-01-01',
    });
    expect(earningFor(payRateTerms(ok), classOf(attended(8))).amountCents).toBe(2_700);
    expect(
      payRateTerms(
        payRateInputSchema.parse({ kind: 'revenue_share', percent: '12.5', effectiveFrom: '2027-01-01' }),
      ).percentBasisPoints,
    ).toBe(1_250);
  });
});
