// Money is USD held as integer cents (SPEC section 9); these helpers are the only way text becomes cents.

export const CURRENCY = 'USD';
export const MIN_AMOUNT_DOLLARS = 75;

export type ParseAmountResult = { ok: true; cents: number } | { ok: false; error: string };

export const AMOUNT_ERRORS = {
  required: 'Enter an amount.',
  invalid: 'Enter a valid amount, like $1,250.00.',
  negative: 'Amount cannot be negative.',
  zero: 'Amount must be greater than $0.00.',
  tooManyDecimals: 'Amount cannot have more than 2 decimal places.',
  tooLarge: 'Amount is too large.',
} as const;

// Either plain digits or correctly grouped thousands: '1,250' yes, '1,25' and '12,50' no.
const AMOUNT_PATTERN = /^(-)?\$?\s*(-)?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?$/;

const groupedDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true });

/** Parse a typed or stored amount ('$1,250.00', '1250', 1250.5) into integer cents, or a human error. */
export function parseAmount(
  input: unknown,
  { min = MIN_AMOUNT_DOLLARS }: { min?: number } = {},
): ParseAmountResult {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, error: AMOUNT_ERRORS.invalid };
    // String(n) is the shortest text that round-trips, so 1.005 stays '1.005' (three decimals, refused)
    // instead of becoming 100.49999... cents through float multiplication.
    text = String(input);
    if (/e/i.test(text)) {
      return {
        ok: false,
        error: Math.abs(input) >= 1 ? AMOUNT_ERRORS.tooLarge : AMOUNT_ERRORS.tooManyDecimals,
      };
    }
  } else if (typeof input === 'string') {
    text = input.trim();
  } else if (input === undefined || input === null) {
    return { ok: false, error: AMOUNT_ERRORS.required };
  } else {
    return { ok: false, error: AMOUNT_ERRORS.invalid };
  }

  if (text === '') return { ok: false, error: AMOUNT_ERRORS.required };
  const match = AMOUNT_PATTERN.exec(text);
  if (!match) return { ok: false, error: AMOUNT_ERRORS.invalid };
  const [, signBefore, signAfter, whole = '', fraction] = match;
  if (signBefore && signAfter) return { ok: false, error: AMOUNT_ERRORS.invalid };
  if (whole === '' && fraction === undefined) return { ok: false, error: AMOUNT_ERRORS.invalid };
  if (fraction !== undefined && fraction.length > 2) {
    return { ok: false, error: AMOUNT_ERRORS.tooManyDecimals };
  }

  const cents = Number(whole.replaceAll(',', '') || '0') * 100 + Number((fraction ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return { ok: false, error: AMOUNT_ERRORS.tooLarge };
  if (cents === 0) return { ok: false, error: AMOUNT_ERRORS.zero };
  if (signBefore || signAfter) return { ok: false, error: AMOUNT_ERRORS.negative };

  const minCents = Math.round(min * 100);
  if (cents < minCents) return { ok: false, error: `Amount must be at least ${formatUsd(minCents)}.` };
  return { ok: true, cents };
}

/** Format integer cents as US dollars: 125000 → '$1,250.00', -500 → '-$5.00'. */
export function formatUsd(cents: number): string {
  // A '$NaN' on screen would hide the bug that produced it.
  if (!Number.isFinite(cents))
    throw new RangeError(`formatUsd expects a finite number of cents, got ${cents}`);
  // Integer arithmetic keeps large balances exact; dividing by 100 first would format float noise.
  const rounded = Math.round(cents);
  const absolute = Math.abs(rounded);
  const dollars = Math.trunc(absolute / 100);
  const remainder = String(absolute % 100).padStart(2, '0');
  return `${rounded < 0 ? '-' : ''}$${groupedDollars.format(dollars)}.${remainder}`;
}

/**
 * Splits whole cents in proportion to positive weights (credits per kind of a pack), largest
 * remainder first, so the parts are whole cents and add up to exactly `totalCents`.
 */
export function splitCents(totalCents: number, weights: number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.length === 0 || weightSum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (totalCents * weight) / weightSum);
  const parts = exact.map(Math.floor);
  let left = totalCents - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * How many of a lot's credits a refund takes back: the refunded share of what the lot granted, over
 * every refund of the payment so far (`refundedCents` includes this one), minus what earlier refunds
 * already took. Rounded down, so a partial refund takes only the credits it fully pays for and a full
 * refund takes them all. One rule for the API and the refund dialog's preview.
 */
export function creditsDueOnRefund(lot: {
  granted: number;
  alreadyTaken: number;
  paidCents: number;
  refundedCents: number;
}): number {
  if (lot.paidCents <= 0) return 0;
  const refunded = Math.min(Math.max(lot.refundedCents, 0), lot.paidCents);
  return Math.max(0, Math.floor((lot.granted * refunded) / lot.paidCents) - lot.alreadyTaken);
}
