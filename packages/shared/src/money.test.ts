import { describe, expect, it } from 'vitest';
import {
  CURRENCY,
  creditsDueOnRefund,
  formatUsd,
  MIN_AMOUNT_DOLLARS,
  parseAmount,
  splitCents,
} from './money';

describe('parseAmount', () => {
  it('reads a formatted dollar string into cents', () => {
    expect(parseAmount('$1,250.00')).toEqual({ ok: true, cents: 125000 });
    expect(parseAmount('1,250.00')).toEqual({ ok: true, cents: 125000 });
  });

  it('reads plain digits, one decimal and grouped thousands', () => {
    expect(parseAmount('1250')).toEqual({ ok: true, cents: 125000 });
    expect(parseAmount('1,250.5')).toEqual({ ok: true, cents: 125050 });
    expect(parseAmount('1,000,000')).toEqual({ ok: true, cents: 100000000 });
  });

  it('ignores surrounding whitespace and a space after the dollar sign', () => {
    expect(parseAmount('  $100.10 \n')).toEqual({ ok: true, cents: 10010 });
    expect(parseAmount('$ 100')).toEqual({ ok: true, cents: 10000 });
  });

  it('reads numbers', () => {
    expect(parseAmount(75)).toEqual({ ok: true, cents: 7500 });
    expect(parseAmount(1250.5)).toEqual({ ok: true, cents: 125050 });
  });

  it('converts without float error', () => {
    expect(parseAmount('0.29', { min: 0.01 })).toEqual({ ok: true, cents: 29 });
    expect(parseAmount(0.29, { min: 0.01 })).toEqual({ ok: true, cents: 29 });
    expect(parseAmount(1.15, { min: 1 })).toEqual({ ok: true, cents: 115 });
    expect(parseAmount('4.35', { min: 1 })).toEqual({ ok: true, cents: 435 });
  });

  it('accepts exactly the minimum and refuses a cent below it', () => {
    expect(parseAmount(75)).toEqual({ ok: true, cents: 7500 });
    expect(parseAmount(74.99)).toEqual({ ok: false, error: 'Amount must be at least $75.00.' });
    expect(parseAmount('$74.99')).toEqual({ ok: false, error: 'Amount must be at least $75.00.' });
  });

  it('lets the caller lower the minimum', () => {
    expect(parseAmount('5', { min: 1 })).toEqual({ ok: true, cents: 500 });
    expect(parseAmount('0.50', { min: 1 })).toEqual({ ok: false, error: 'Amount must be at least $1.00.' });
    expect(parseAmount('.5', { min: 0.5 })).toEqual({ ok: true, cents: 50 });
  });

  it('asks for an amount when nothing was entered', () => {
    for (const input of ['', '   ', undefined, null]) {
      expect(parseAmount(input)).toEqual({ ok: false, error: 'Enter an amount.' });
    }
  });

  it('refuses zero, even when no minimum applies', () => {
    expect(parseAmount('$0')).toEqual({ ok: false, error: 'Amount must be greater than $0.00.' });
    expect(parseAmount(0, { min: 0 })).toEqual({ ok: false, error: 'Amount must be greater than $0.00.' });
    expect(parseAmount('0.00', { min: 0 })).toEqual({
      ok: false,
      error: 'Amount must be greater than $0.00.',
    });
  });

  it('refuses negative amounts in every spelling', () => {
    for (const input of ['-5', '-$5', '$-5', -5, '-1,250.00']) {
      expect(parseAmount(input, { min: 0 })).toEqual({ ok: false, error: 'Amount cannot be negative.' });
    }
  });

  it('refuses more than 2 decimal places instead of rounding', () => {
    const error = 'Amount cannot have more than 2 decimal places.';
    expect(parseAmount('100.005')).toEqual({ ok: false, error });
    expect(parseAmount('100.500')).toEqual({ ok: false, error });
    expect(parseAmount(1.005, { min: 1 })).toEqual({ ok: false, error });
    expect(parseAmount(1e-7, { min: 0 })).toEqual({ ok: false, error });
  });

  it('refuses text that is not an amount', () => {
    const error = 'Enter a valid amount, like $1,250.00.';
    for (const input of ['abc', '12abc', '$', '.', '100.', '1 250', '$$100', '--5', '€100', '100$']) {
      expect(parseAmount(input)).toEqual({ ok: false, error });
    }
  });

  it('refuses misplaced thousands commas', () => {
    const error = 'Enter a valid amount, like $1,250.00.';
    for (const input of ['1,25', '12,50', '1,2500', ',250', '1,250,', '1,,250', '1250,000']) {
      expect(parseAmount(input)).toEqual({ ok: false, error });
    }
  });

  it('refuses NaN, Infinity and values of other types', () => {
    const error = 'Enter a valid amount, like $1,250.00.';
    for (const input of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, true, {}, [100]]) {
      expect(parseAmount(input)).toEqual({ ok: false, error });
    }
  });

  it('refuses amounts too large to hold exactly in cents', () => {
    expect(parseAmount(1e21)).toEqual({ ok: false, error: 'Amount is too large.' });
    expect(parseAmount('99999999999999999999')).toEqual({ ok: false, error: 'Amount is too large.' });
  });
});

describe('formatUsd', () => {
  it('formats cents as US dollars with grouping and 2 decimals', () => {
    expect(formatUsd(125000)).toBe('$1,250.00');
    expect(formatUsd(7500)).toBe('$75.00');
    expect(formatUsd(29)).toBe('$0.29');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(100000000)).toBe('$1,000,000.00');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatUsd(-500)).toBe('-$5.00');
    expect(formatUsd(-125050)).toBe('-$1,250.50');
  });

  it('stays exact for the largest safe number of cents', () => {
    expect(formatUsd(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
  });

  it('round-trips with parseAmount', () => {
    const parsed = parseAmount(formatUsd(987654321));
    expect(parsed).toEqual({ ok: true, cents: 987654321 });
  });

  it('throws on a value that is not a number of cents', () => {
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
    expect(() => formatUsd(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('money constants', () => {
  it('uses US dollars with a minimum of 75', () => {
    expect(CURRENCY).toBe('USD');
    expect(MIN_AMOUNT_DOLLARS).toBe(75);
  });
});

describe('splitCents', () => {
  it('splits in proportion and adds up to the total exactly', () => {
    expect(splitCents(10_000, [1, 1, 1])).toEqual([3334, 3333, 3333]);
    expect(splitCents(65_000, [10])).toEqual([65_000]);
    expect(splitCents(100, [3, 1])).toEqual([75, 25]);
    for (const [total, weights] of [
      [99_999, [7, 3, 5]],
      [1, [1, 1]],
      [0, [2, 2]],
    ] as const) {
      const parts = splitCents(total, [...weights]);
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
      expect(parts.every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
    }
  });

  it('gives each leftover cent to the largest remainder first', () => {
    // 1000 / 7: exact 142.857, 285.714, 571.428; floors leave 2 cents for the two largest remainders.
    expect(splitCents(1000, [1, 2, 4])).toEqual([143, 286, 571]);
    // 10000 / 7: exact 1428.571, 2857.142, 5714.285; one cent left, for the first (.571).
    expect(splitCents(10_000, [1, 2, 4])).toEqual([1429, 2857, 5714]);
    // 10 / 3: 3.333 and 6.667; the cent goes to the second, whose remainder is larger.
    expect(splitCents(10, [1, 2])).toEqual([3, 7]);
    expect(splitCents(5, [1, 1, 2])).toEqual([1, 1, 3]);
  });

  it('breaks ties between equal remainders by position, first come first served', () => {
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCents(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(splitCents(7, [1, 1, 2])).toEqual([2, 2, 3]);
    expect(splitCents(1, [1, 1])).toEqual([1, 0]);
  });

  it('gives nothing to a zero weight and zeros when there is nothing to weigh', () => {
    expect(splitCents(100, [0, 1])).toEqual([0, 100]);
    expect(splitCents(100, [0, 0])).toEqual([0, 0]);
    expect(splitCents(100, [])).toEqual([]);
    expect(splitCents(0, [1, 2])).toEqual([0, 0]);
  });
});

describe('creditsDueOnRefund', () => {
  const lot = { granted: 3, alreadyTaken: 0, paidCents: 10_000 };
  it('takes the credits the refunded share fully covers, all of them on a full refund', () => {
    expect(creditsDueOnRefund({ ...lot, refundedCents: 3_999 })).toBe(1);
    expect(creditsDueOnRefund({ ...lot, refundedCents: 3_333 })).toBe(0);
    expect(creditsDueOnRefund({ ...lot, refundedCents: 6_667 })).toBe(2);
    expect(creditsDueOnRefund({ ...lot, refundedCents: 10_000 })).toBe(3);
  });
  it('counts what earlier refunds took, never below zero or above the lot', () => {
    expect(creditsDueOnRefund({ ...lot, alreadyTaken: 1, refundedCents: 7_000 })).toBe(1);
    expect(creditsDueOnRefund({ ...lot, alreadyTaken: 2, refundedCents: 5_000 })).toBe(0);
    expect(creditsDueOnRefund({ ...lot, refundedCents: 50_000 })).toBe(3);
    expect(creditsDueOnRefund({ ...lot, paidCents: 0, refundedCents: 1 })).toBe(0);
  });
});
