import { describe, expect, it } from 'vitest';
import {
  isValidBankAccountNumber,
  isValidEmail,
  isValidRoutingNumber,
  isValidTaxId,
  isValidTimeOfDay,
  isValidUsPhone,
} from './validators';

describe('isValidEmail', () => {
  it.each([
    'ann@studio.com',
    'a@b.co',
    'first.last+tag@mail.example.org',
    'coach_1@gym-la.studio',
    'X@Y.MUSEUM',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it('accepts a top-level part of 2 letters and of 6 letters', () => {
    expect(isValidEmail('ann@studio.us')).toBe(true);
    expect(isValidEmail('ann@studio.travel')).toBe(true);
  });

  it('refuses a top-level part of 1 letter or of 7 letters (SPEC caps it at 6, so .fitness is refused)', () => {
    expect(isValidEmail('ann@studio.c')).toBe(false);
    expect(isValidEmail('ann@studio.fitness')).toBe(false);
  });

  it('refuses a top-level part with digits', () => {
    expect(isValidEmail('ann@studio.c0m')).toBe(false);
  });

  it('does not trim: surrounding spaces make the address invalid', () => {
    expect(isValidEmail(' a@b.co')).toBe(false);
    expect(isValidEmail('a@b.co ')).toBe(false);
  });

  it.each(['ann smith@studio.com', 'ann@stu dio.com'])('refuses spaces inside (%s)', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('refuses zero or several @ signs', () => {
    expect(isValidEmail('ann.studio.com')).toBe(false);
    expect(isValidEmail('ann@@studio.com')).toBe(false);
    expect(isValidEmail('ann@front@studio.com')).toBe(false);
  });

  it('refuses an empty local part, domain or string', () => {
    expect(isValidEmail('@studio.com')).toBe(false);
    expect(isValidEmail('ann@')).toBe(false);
    expect(isValidEmail('ann@.com')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });

  it('refuses a domain without a top-level part', () => {
    expect(isValidEmail('ann@localhost')).toBe(false);
  });

  it.each(['ann@studio..com', 'ann@.studio.com', 'ann@studio.com.', 'ann@-studio.com', 'ann@studio-.com'])(
    'refuses misplaced dots or hyphens in the domain (%s)',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('refuses leading, trailing or consecutive dots in the local part', () => {
    expect(isValidEmail('.ann@studio.com')).toBe(false);
    expect(isValidEmail('ann.@studio.com')).toBe(false);
    expect(isValidEmail('an..n@studio.com')).toBe(false);
  });

  it('refuses a local part longer than 64 characters', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@studio.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@studio.com`)).toBe(false);
  });
});

describe('isValidUsPhone', () => {
  it.each(['(213) 555-0142', '(213)555-0142', '213-555-0142', '213.555.0142', '2135550142', '213 555 0142'])(
    'accepts %s',
    (phone) => {
      expect(isValidUsPhone(phone)).toBe(true);
    },
  );

  it('refuses letters', () => {
    expect(isValidUsPhone('213-555-CALL')).toBe(false);
    expect(isValidUsPhone('abc')).toBe(false);
  });

  it('refuses 9 or 11 digits', () => {
    expect(isValidUsPhone('213555014')).toBe(false);
    expect(isValidUsPhone('21355501420')).toBe(false);
  });

  it('refuses a country code, because the rule is exactly 10 digits', () => {
    expect(isValidUsPhone('+1 213 555 0142')).toBe(false);
    expect(isValidUsPhone('1-213-555-0142')).toBe(false);
  });

  it('refuses unbalanced parentheses and doubled separators', () => {
    expect(isValidUsPhone('(213 555-0142')).toBe(false);
    expect(isValidUsPhone('213) 555-0142')).toBe(false);
    expect(isValidUsPhone('213--555-0142')).toBe(false);
  });

  it('refuses surrounding spaces and the empty string', () => {
    expect(isValidUsPhone(' 213-555-0142')).toBe(false);
    expect(isValidUsPhone('')).toBe(false);
  });
});

describe('isValidTimeOfDay', () => {
  it.each(['00:00', '07:00', '12:30', '19:30', '23:59'])('accepts %s', (time) => {
    expect(isValidTimeOfDay(time)).toBe(true);
  });

  it('accepts null (no time set)', () => {
    expect(isValidTimeOfDay(null)).toBe(true);
  });

  it.each(['24:00', '7:30', '07:60', '12:5', '1230', '12:30:00', '7:30 PM', '', ' 07:00'])(
    'refuses %j',
    (time) => {
      expect(isValidTimeOfDay(time)).toBe(false);
    },
  );
});

describe('isValidRoutingNumber', () => {
  it.each([
    ['021000021', 'JPMorgan Chase NY'],
    ['011000015', 'Federal Reserve Boston'],
    ['121000358', 'Bank of America CA'],
    ['026009593', 'Bank of America NY'],
    ['322271627', 'Chase CA'],
    ['111000025', 'Bank of America TX'],
  ])('accepts a real published routing number (%s, %s)', (routing) => {
    expect(isValidRoutingNumber(routing)).toBe(true);
  });

  it('refuses a number whose checksum fails', () => {
    expect(isValidRoutingNumber('021000022')).toBe(false);
    expect(isValidRoutingNumber('123456789')).toBe(false);
  });

  it('refuses 8 or 10 digits', () => {
    expect(isValidRoutingNumber('02100002')).toBe(false);
    expect(isValidRoutingNumber('0210000210')).toBe(false);
  });

  it('refuses letters, separators and surrounding spaces', () => {
    expect(isValidRoutingNumber('02100002A')).toBe(false);
    expect(isValidRoutingNumber('021-000-021')).toBe(false);
    expect(isValidRoutingNumber(' 021000021')).toBe(false);
  });

  it('refuses all zeros even though the checksum arithmetic holds', () => {
    expect(isValidRoutingNumber('000000000')).toBe(false);
  });
});

describe('isValidBankAccountNumber', () => {
  it('accepts 8 and 17 digits', () => {
    expect(isValidBankAccountNumber('12345678')).toBe(true);
    expect(isValidBankAccountNumber('12345678901234567')).toBe(true);
  });

  it('refuses 7 and 18 digits', () => {
    expect(isValidBankAccountNumber('1234567')).toBe(false);
    expect(isValidBankAccountNumber('123456789012345678')).toBe(false);
  });

  it('refuses anything but digits', () => {
    expect(isValidBankAccountNumber('1234-5678')).toBe(false);
    expect(isValidBankAccountNumber('12345678A')).toBe(false);
    expect(isValidBankAccountNumber(' 12345678')).toBe(false);
  });
});

describe('isValidTaxId', () => {
  it('accepts an EIN with its dash and an SSN with its dashes', () => {
    expect(isValidTaxId('12-3456789')).toBe(true);
    expect(isValidTaxId('123-45-6789')).toBe(true);
    expect(isValidTaxId('123456789')).toBe(true);
  });

  it('refuses 8 or 10 digits', () => {
    expect(isValidTaxId('12-345678')).toBe(false);
    expect(isValidTaxId('12-34567890')).toBe(false);
  });

  it('refuses an empty string', () => {
    expect(isValidTaxId('')).toBe(false);
  });

  it('counts only digits, so other characters are ignored as SPEC states', () => {
    expect(isValidTaxId('EIN 12 3456789')).toBe(true);
  });
});

describe('isValidEmail length limits', () => {
  // RFC 5321: 254 characters in all, 64 before the @.
  const address = (local: number, firstLabel: number) =>
    `${'a'.repeat(local)}@${'b'.repeat(firstLabel)}.${'c'.repeat(61)}.${'d'.repeat(61)}.com`;

  it('takes an address of exactly 254 characters and refuses 255', () => {
    expect(address(64, 61)).toHaveLength(254);
    expect(isValidEmail(address(64, 61))).toBe(true);
    expect(address(64, 62)).toHaveLength(255);
    expect(isValidEmail(address(64, 62))).toBe(false);
  });

  it('takes a local part of 64 characters and refuses 65', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@studio.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@studio.com`)).toBe(false);
  });
});
