import { describe, expect, it } from 'vitest';
import {
  cashPaymentInputSchema,
  creditAdjustmentInputSchema,
  creditPackInputSchema,
  purchaseInputSchema,
  refundInputSchema,
} from './purchases';

const fieldErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('creditPackInputSchema', () => {
  it('turns a typed price into cents and fills the defaults', () => {
    expect(
      creditPackInputSchema().parse({
        type: 'credit_pack',
        name: ' 10 Training credits ',
        price: '$650.00',
        grants: [{ kind: 'training', quantity: 10 }],
      }),
    ).toEqual({
      type: 'credit_pack',
      name: '10 Training credits',
      description: '',
      price: 65_000,
      grants: [{ kind: 'training', quantity: 10 }],
      expiryDays: null,
      active: true,
    });
  });

  it('puts each problem on its field', () => {
    const result = creditPackInputSchema().safeParse({
      type: 'voucher',
      name: 'X',
      price: '74.99',
      grants: [
        { kind: 'training', quantity: 0 },
        { kind: 'training', quantity: 2 },
      ],
      expiryDays: 0,
    });
    expect(fieldErrors(result)).toEqual({
      type: 'Choose credit pack or service package.',
      // One character: what is wrong, with the limit (not "Enter a name.", which reads as empty).
      name: 'Use at least 2 characters for the name.',
      price: 'Amount must be at least $75.00.',
      'grants.0.quantity': 'Grant at least 1 credit.',
      'grants.1.kind': 'This kind is already listed.',
      expiryDays: 'Credits must last at least 1 day.',
    });
  });
});

describe('money inputs', () => {
  it('parses a cash payment with the minimum it is given', () => {
    expect(
      cashPaymentInputSchema().safeParse({
        customerId: '8b0c1c1e-2f53-4f61-9d55-7c8a3f0a1b2c',
        amount: '74.99',
      }).success,
    ).toBe(false);
    expect(
      cashPaymentInputSchema({ min: 50 }).parse({
        customerId: '8b0c1c1e-2f53-4f61-9d55-7c8a3f0a1b2c',
        amount: '74.99',
      }).amount,
    ).toBe(7_499);
  });

  it('takes any positive refund with a reason, and a non-zero adjustment with a reason', () => {
    expect(refundInputSchema.parse({ amount: '0.01', reason: 'Rounding' })).toEqual({
      amount: 1,
      reason: 'Rounding',
    });
    expect(fieldErrors(refundInputSchema.safeParse({ amount: 'abc', reason: '  ' }))).toEqual({
      amount: 'Enter a valid amount, like $1,250.00.',
      reason: 'Give a reason.',
    });
    expect(
      fieldErrors(creditAdjustmentInputSchema.safeParse({ kind: 'training', delta: 0, reason: 'x' })),
    ).toEqual({
      delta: 'Enter a number of credits other than 0.',
    });
    expect(fieldErrors(purchaseInputSchema.safeParse({ packId: 'nope', paymentMethod: 'cheque' }))).toEqual({
      packId: 'Choose a pack.',
      paymentMethod: 'Choose how to pay.',
    });
  });
});
