import { describe, expect, it } from 'vitest';
import { proratedCents, proratedGrants } from './proration';

describe('proration', () => {
  it('prices the days left half-up to the cent', () => {
    expect(proratedCents(10_000, 15, 30)).toBe(5_000);
    // 9,900 × 10 / 30 = 3,300 exactly; 10,000 × 1 / 3 = 3,333.33 → 3,333; 5 × 1 / 2 = 2.5 → 3.
    expect(proratedCents(9_900, 10, 30)).toBe(3_300);
    expect(proratedCents(10_000, 1, 3)).toBe(3_333);
    expect(proratedCents(5, 1, 2)).toBe(3);
    expect(proratedCents(10_000, 31, 31)).toBe(10_000);
    expect(proratedCents(10_000, 0, 31)).toBe(0);
  });

  it('gives credits in proportion, and an unlimited plan its cap for each day left', () => {
    const credits = { includes: 'credits' as const, unlimitedKinds: [], dailyCap: null };
    expect(
      proratedGrants(
        {
          ...credits,
          grants: [
            { kind: 'training', quantity: 8 },
            { kind: 'recovery', quantity: 1 },
          ],
        },
        15,
        30,
      ),
    ).toEqual([
      { kind: 'training', quantity: 4 },
      { kind: 'recovery', quantity: 1 },
    ]);
    expect(proratedGrants({ ...credits, grants: [{ kind: 'training', quantity: 1 }] }, 5, 30)).toEqual([]);
    expect(
      proratedGrants(
        { includes: 'unlimited', grants: [], unlimitedKinds: ['training'], dailyCap: 2 },
        12,
        30,
      ),
    ).toEqual([{ kind: 'training', quantity: 24 }]);
  });
});
