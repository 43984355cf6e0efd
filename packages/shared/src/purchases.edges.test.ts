import { describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES } from './constants/services';
import {
  cashPaymentInputSchema,
  creditAdjustmentInputSchema,
  creditPackInputSchema,
  MAX_PACK_EXPIRY_DAYS,
} from './purchases';

// Valid money inputs that must parse next to the invalid ones that must not, at the exact edges.

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
const customerId = '8b0c1c1e-2f53-4f61-9d55-7c8a3f0a1b2c';
const pack = {
  type: 'service_package',
  name: 'Starter',
  price: '100',
  grants: [{ kind: 'training', quantity: 1 }],
};

describe('credit pack input', () => {
  it('takes a name of 2 to 120 characters after trimming', () => {
    expect(creditPackInputSchema().safeParse({ ...pack, name: ' ab ' }).success).toBe(true);
    expect(creditPackInputSchema().safeParse({ ...pack, name: 'x'.repeat(120) }).success).toBe(true);
    expect(messages(creditPackInputSchema().safeParse({ ...pack, name: ' a ' }))).toEqual({
      name: 'Use at least 2 characters for the name.',
    });
    expect(messages(creditPackInputSchema().safeParse({ ...pack, name: 'x'.repeat(121) }))).toEqual({
      name: 'Use at most 120 characters for the name.',
    });
    expect(messages(creditPackInputSchema().safeParse({ ...pack, name: 7 }))).toEqual({
      name: 'Enter a name.',
    });
  });

  it('takes a description of up to 1000 characters, trimmed', () => {
    expect(
      creditPackInputSchema().parse({ ...pack, description: `  ${'d'.repeat(1000)}  ` }).description,
    ).toBe('d'.repeat(1000));
    expect(messages(creditPackInputSchema().safeParse({ ...pack, description: 'd'.repeat(1001) }))).toEqual({
      description: 'Use at most 1000 characters.',
    });
  });

  it('applies the business minimum when given, and SPEC’s $75.00 otherwise', () => {
    expect(creditPackInputSchema().parse({ ...pack, price: '75' }).price).toBe(7_500);
    expect(messages(creditPackInputSchema().safeParse({ ...pack, price: '74.99' }))).toEqual({
      price: 'Amount must be at least $75.00.',
    });
    expect(creditPackInputSchema({ minPrice: 50 }).parse({ ...pack, price: '50' }).price).toBe(5_000);
    expect(creditPackInputSchema({ minPrice: 80 }).parse({ ...pack, price: '80' }).price).toBe(8_000);
    expect(messages(creditPackInputSchema({ minPrice: 80 }).safeParse({ ...pack, price: '79.99' }))).toEqual({
      price: 'Amount must be at least $80.00.',
    });
  });

  it('needs 1 to 12 lines of grants, one per kind', () => {
    expect(messages(creditPackInputSchema().safeParse({ ...pack, grants: [] }))).toEqual({
      grants: 'Add at least one kind of credit.',
    });
    expect(messages(creditPackInputSchema().safeParse({ ...pack, grants: 'ten' }))).toEqual({
      grants: 'Add what the pack grants.',
    });
    // One line of each kind there is: the most a pack can list.
    const twelve = SERVICE_CATEGORIES.map((kind) => ({ kind, quantity: 1 }));
    expect(twelve).toHaveLength(12);
    expect(creditPackInputSchema().safeParse({ ...pack, grants: twelve }).success).toBe(true);
    expect(messages(creditPackInputSchema().safeParse({ ...pack, grants: [...twelve, twelve[0]] }))).toEqual({
      grants: 'Too many lines.',
    });
  });

  it(`takes credits that last 1 to ${MAX_PACK_EXPIRY_DAYS} whole days, or forever`, () => {
    for (const expiryDays of [1, MAX_PACK_EXPIRY_DAYS, null])
      expect(creditPackInputSchema().parse({ ...pack, expiryDays }).expiryDays).toBe(expiryDays);
    expect(messages(creditPackInputSchema().safeParse({ ...pack, expiryDays: 3651 }))).toEqual({
      expiryDays: 'Use at most 3650 days.',
    });
    expect(messages(creditPackInputSchema().safeParse({ ...pack, expiryDays: 1.5 }))).toEqual({
      expiryDays: 'Enter a whole number of days.',
    });
    expect(messages(creditPackInputSchema().safeParse({ ...pack, expiryDays: '30' }))).toEqual({
      expiryDays: 'Enter a number of days.',
    });
  });

  it('is on sale unless said otherwise, and says so as a yes or no', () => {
    expect(creditPackInputSchema().parse({ ...pack, active: false }).active).toBe(false);
    expect(messages(creditPackInputSchema().safeParse({ ...pack, active: 'no' }))).toEqual({
      active: 'Say whether members can buy it.',
    });
  });
});

describe('cash payment input', () => {
  it('takes an optional purchase and a note of up to 500 characters, trimmed', () => {
    const purchaseId = '9c0c1c1e-2f53-4f61-9d55-7c8a3f0a1b2d';
    expect(
      cashPaymentInputSchema().parse({ customerId, amount: '80', purchaseId, note: ` ${'n'.repeat(500)} ` }),
    ).toEqual({
      customerId,
      amount: 8_000,
      purchaseId,
      note: 'n'.repeat(500),
    });
    expect(
      messages(
        cashPaymentInputSchema().safeParse({
          customerId: 'x',
          amount: '80',
          purchaseId: 'y',
          note: 'n'.repeat(501),
        }),
      ),
    ).toEqual({
      customerId: 'Choose a customer.',
      purchaseId: 'Choose a purchase.',
      note: 'Use at most 500 characters.',
    });
  });

  it('applies the business minimum only when it is given', () => {
    expect(cashPaymentInputSchema({ min: 80 }).parse({ customerId, amount: '80' }).amount).toBe(8_000);
    expect(messages(cashPaymentInputSchema({ min: 80 }).safeParse({ customerId, amount: '79.99' }))).toEqual({
      amount: 'Amount must be at least $80.00.',
    });
  });
});

describe('credit adjustment input', () => {
  it('takes 1 to 1000 credits either way, never 0', () => {
    for (const delta of [1, -1, 1000, -1000])
      expect(creditAdjustmentInputSchema.parse({ kind: 'training', delta, reason: 'Goodwill' }).delta).toBe(
        delta,
      );
    for (const delta of [1001, -1001])
      expect(
        messages(creditAdjustmentInputSchema.safeParse({ kind: 'training', delta, reason: 'Goodwill' })),
      ).toEqual({
        delta: 'Adjust by at most 1000 credits.',
      });
  });
});
