import { describe, expect, it } from 'vitest';
import { adjustmentInputSchema, payoutRunInputSchema, RUN_MAX_DAYS } from './runs';

// What a payout run's period and an adjustment accept (docs/decisions/0059-earnings-and-payout-runs.md).

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.path.join('.')) ?? []);

describe('a payout run’s period', () => {
  it('takes one day, and up to 93 days, refusing 94 on its last day', () => {
    expect(RUN_MAX_DAYS).toBe(93);
    expect(
      payoutRunInputSchema.safeParse({ periodFrom: '2026-10-01', periodUntil: '2026-10-01' }).success,
    ).toBe(true);
    // 2026-10-01 to 2027-01-01 is 93 days counting both ends; to 2027-01-02, 94.
    expect(
      payoutRunInputSchema.safeParse({ periodFrom: '2026-10-01', periodUntil: '2027-01-01' }).success,
    ).toBe(true);
    expect(
      errorsOf(payoutRunInputSchema.safeParse({ periodFrom: '2026-10-01', periodUntil: '2027-01-02' })),
    ).toEqual(['periodUntil']);
  });

  it('refuses a last day before the first, on the last day', () => {
    expect(
      errorsOf(payoutRunInputSchema.safeParse({ periodFrom: '2026-10-02', periodUntil: '2026-10-01' })),
    ).toEqual(['periodUntil']);
  });
});

describe('an adjustment', () => {
  it('needs a team member, a direction, an amount over zero and a reason', () => {
    const parsed = adjustmentInputSchema.safeParse({
      expertId: '00000000-0000-4000-8000-000000000001',
      direction: 'deduct',
      amount: '$0.01',
      reason: 'Late start',
    });
    expect(parsed.success && parsed.data).toMatchObject({ amount: 1, correctsLineId: null });
    expect(
      errorsOf(
        adjustmentInputSchema.safeParse({ expertId: 'x', direction: 'both', amount: '$0.00', reason: ' ' }),
      ).sort(),
    ).toEqual(['amount', 'direction', 'expertId', 'reason']);
  });
});
