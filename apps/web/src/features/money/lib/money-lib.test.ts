import { PURCHASE_STATUSES, parseAmount } from '@bmp/shared';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../../../app/theme.ts';
import { statusChipColors } from '../../../components/status-chip-colors.ts';
import { centsToAmountText } from '../../../lib/amount-text.ts';
import { contrastRatio } from '../../../lib/color.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { paramsOf, withParams } from '../../../lib/url-params.ts';
import { PURCHASE_STATUS_COLORS } from './purchase-status.ts';
import { refundCreditsPreview } from './refund-credits.ts';

describe('money helpers', () => {
  it('writes cents back as an amount the shared parser reads to the same cents', () => {
    for (const cents of [7_500, 65_000, 12_345_678, 9_999]) {
      expect(parseAmount(centsToAmountText(cents), { min: 0.01 })).toEqual({ ok: true, cents });
    }
  });

  it('leaves empty filters out of the address', () => {
    const params = paramsOf({ page: 1, pageSize: 10, from: '', method: 'cash', customerId: undefined });
    expect(params).toBe('page=1&pageSize=10&method=cash');
    expect(withParams('/api/payments.csv', '')).toBe('/api/payments.csv');
    expect(withParams('/api/payments.csv', 'method=cash')).toBe('/api/payments.csv?method=cash');
  });

  it('makes a new Idempotency-Key each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it.each(['light', 'dark'] as const)(
    'keeps every purchase status chip readable (4.5:1) in the %s theme',
    (colorScheme) => {
      const { palette } = createAppTheme({
        colorScheme,
        skin: 'bordered',
        primaryColor: '#4472C4',
        direction: 'ltr',
      });
      for (const status of PURCHASE_STATUSES) {
        const colors = statusChipColors(PURCHASE_STATUS_COLORS[status], palette);
        expect(contrastRatio(colors.text, colors.background), status).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});

describe('refundCreditsPreview', () => {
  const payment = {
    amountCents: 9_000,
    refundedCents: 0,
    purchaseCredits: [{ kind: 'family' as const, granted: 3, takenBack: 0, unused: 2 }],
  };
  it('says how many credits the typed amount takes back, and how many of those are unused', () => {
    expect(refundCreditsPreview(payment, 4_500)).toEqual([{ kind: 'family', due: 1, taken: 1 }]);
    expect(refundCreditsPreview(payment, 9_000)).toEqual([{ kind: 'family', due: 3, taken: 2 }]);
    expect(refundCreditsPreview({ ...payment, refundedCents: 4_500, purchaseCredits: [] }, 100)).toEqual([]);
  });
  it('counts what earlier refunds already took back', () => {
    const after = {
      amountCents: 9_000,
      refundedCents: 3_000,
      purchaseCredits: [{ kind: 'family' as const, granted: 3, takenBack: 1, unused: 2 }],
    };
    expect(refundCreditsPreview(after, 3_000)).toEqual([{ kind: 'family', due: 1, taken: 1 }]);
  });
});
