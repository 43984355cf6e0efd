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
      accountType: 'checking',
      paidOutsideAch: false,
      teamMemberId: null,
    });
  });

  it('keeps a savings account and a payee paid outside ACH', () => {
    const parsed = payeeInputSchema.parse({
      name: 'Coastal Recovery Co.',
      kind: 'contractor',
      taxId: '987654321',
      routingNumber: '121000358',
      accountNumber: '4455667788',
      accountType: 'savings',
      paidOutsideAch: true,
    });
    expect(parsed).toMatchObject({ accountType: 'savings', paidOutsideAch: true });
  });

  it('puts a message on each wrong field', () => {
    const result = payeeInputSchema.safeParse({
      name: 'E',
      kind: 'boss',
      taxId: '1234',
      routingNumber: '021000022',
      accountNumber: '1234',
      accountType: 'cash',
      paidOutsideAch: 'no',
    });
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path.join('.')));
    expect(fields).toEqual(
      new Set(['name', 'kind', 'taxId', 'routingNumber', 'accountNumber', 'accountType', 'paidOutsideAch']),
    );
    expect(result.error?.issues.find((issue) => issue.path[0] === 'accountType')?.message).toBe(
      'Choose checking or savings.',
    );
  });

  it('refuses unknown fields', () => {
    const result = bankAccountInputSchema.safeParse({
      holderName: 'Demo Fitness Studio',
      routingNumber: '021000021',
      accountNumber: '12345678',
      ein: '841234567',
      bankName: 'First Demo Bank',
      extra: 1,
    });
    expect(result.success).toBe(false);
  });
});

describe('bankAccountInputSchema', () => {
  const BANK = {
    holderName: 'Demo Fitness Studio',
    routingNumber: '021000021',
    accountNumber: '12345678',
    ein: '84-1234567',
    bankName: 'First Demo Bank',
  };
  const messages = (values: object) =>
    bankAccountInputSchema
      .safeParse({ ...BANK, ...values })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('keeps the EIN as 9 digits and an unset immediate origin as null', () => {
    expect(bankAccountInputSchema.parse(BANK)).toMatchObject({
      ein: '841234567',
      bankName: 'First Demo Bank',
      immediateOrigin: null,
    });
    expect(bankAccountInputSchema.parse({ ...BANK, immediateOrigin: '   ' }).immediateOrigin).toBeNull();
    expect(bankAccountInputSchema.parse({ ...BANK, immediateOrigin: null }).immediateOrigin).toBeNull();
  });

  it('keeps the spaces of an immediate origin and prints its letters in capitals', () => {
    expect(bankAccountInputSchema.parse({ ...BANK, immediateOrigin: ' 021000021' }).immediateOrigin).toBe(
      ' 021000021',
    );
    expect(bankAccountInputSchema.parse({ ...BANK, immediateOrigin: 'ab12345678' }).immediateOrigin).toBe(
      'AB12345678',
    );
  });

  it('accepts a bank name of the characters a NACHA file prints, up to 23 of them', () => {
    expect(bankAccountInputSchema.parse({ ...BANK, bankName: "St. Mary's Bank & Trust" }).bankName).toBe(
      "St. Mary's Bank & Trust",
    );
    // Typed with a curly apostrophe, it is stored plain (SPEC.md section 5).
    expect(bankAccountInputSchema.parse({ ...BANK, bankName: 'St. Mary’s Bank' }).bankName).toBe(
      "St. Mary's Bank",
    );
  });

  it('puts a message on each wrong field', () => {
    expect(messages({ ein: '84-123456' })).toEqual([['ein', 'Enter the studio’s 9-digit EIN.']]);
    expect(messages({ ein: '841-23-4567' })).toEqual([['ein', 'Enter the studio’s 9-digit EIN.']]);
    expect(messages({ bankName: '' })).toEqual([['bankName', 'Enter the bank’s name.']]);
    expect(messages({ bankName: 'x'.repeat(24) })).toEqual([
      ['bankName', 'Use at most 23 characters for the bank’s name.'],
    ]);
    expect(messages({ bankName: 'Bank_1' })).toEqual([
      ['bankName', "Use only letters A to Z, digits, spaces and . & - ' in the bank’s name."],
    ]);
    expect(messages({ immediateOrigin: '021000021' })).toEqual([
      ['immediateOrigin', 'Enter the 10 letters, digits or spaces your bank gave you, or leave it empty.'],
    ]);
  });
});

describe('maskLast4', () => {
  it('shows only the last four digits', () => {
    expect(maskLast4('6789')).toBe('•••• 6789');
  });
});
