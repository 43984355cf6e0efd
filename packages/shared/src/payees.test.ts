import { describe, expect, it } from 'vitest';
import { bankAccountInputSchema, maskLast4, payeeInputSchema } from './payees';

describe('payeeInputSchema', () => {
  it('accepts a payee with a real routing number and keeps the tax ID as 9 digits', () => {
    const parsed = payeeInputSchema.parse({
      name: 'Erin Expert',
      kind: 'expert',
      taxId: '12-3456789',
      routingNumber: '021000021',
      accountNumber: '000123456789',
    });
    expect(parsed).toEqual({
      name: 'Erin Expert',
      kind: 'expert',
      taxId: '123456789',
      routingNumber: '021000021',
      accountNumber: '000123456789',
    });
  });

  it('puts a message on each wrong field', () => {
    const result = payeeInputSchema.safeParse({
      name: 'E',
      kind: 'boss',
      taxId: '1234',
      routingNumber: '021000022',
      accountNumber: '1234',
    });
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path.join('.')));
    expect(fields).toEqual(new Set(['name', 'kind', 'taxId', 'routingNumber', 'accountNumber']));
  });

  it('refuses unknown fields', () => {
    const result = bankAccountInputSchema.safeParse({
      holderName: 'Demo Fitness Studio',
      routingNumber: '021000021',
      accountNumber: '12345678',
      extra: 1,
    });
    expect(result.success).toBe(false);
  });
});

describe('maskLast4', () => {
  it('shows only the last four digits', () => {
    expect(maskLast4('6789')).toBe('•••• 6789');
  });
});
