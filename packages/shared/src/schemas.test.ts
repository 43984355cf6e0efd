import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { businessSignupSchema } from './auth/schemas';
import { DEFAULT_BUSINESS_HOURS, DEFAULT_LOCATION } from './constants/business';
import {
  amountSchema,
  bankAccountNumberSchema,
  businessHoursEntrySchema,
  businessHoursSchema,
  emailSchema,
  locationOptionSchema,
  multilineTextSchema,
  nameSchema,
  routingNumberSchema,
  taxIdSchema,
  textSchema,
  timeOfDaySchema,
  usPhoneSchema,
} from './schemas';

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function issuesByPath(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('emailSchema', () => {
  it('trims and lower-cases a valid address', () => {
    expect(emailSchema.parse('  Ann@Studio.COM ')).toBe('ann@studio.com');
  });

  it('explains an invalid or missing address', () => {
    expect(messages(emailSchema, 'ann@studio')).toEqual(['Enter a valid email address.']);
    expect(messages(emailSchema, '')).toEqual(['Enter a valid email address.']);
    expect(messages(emailSchema, undefined)).toEqual(['Enter a valid email address.']);
  });
});

describe('usPhoneSchema', () => {
  it('stores a valid number in display form', () => {
    expect(usPhoneSchema.parse(' 213.555.0142 ')).toBe('(213) 555-0142');
  });

  it('explains an invalid number', () => {
    expect(messages(usPhoneSchema, '555-0142')).toEqual([
      'Enter a 10-digit US phone number, like (213) 555-0142.',
    ]);
  });
});

describe('timeOfDaySchema', () => {
  it('accepts HH:MM and null', () => {
    expect(timeOfDaySchema.parse('19:30')).toBe('19:30');
    expect(timeOfDaySchema.parse(null)).toBeNull();
  });

  it('explains an invalid time', () => {
    expect(messages(timeOfDaySchema, '7:30')).toEqual([
      'Enter a time as HH:MM on a 24-hour clock, like 07:00 or 19:30.',
    ]);
    expect(messages(timeOfDaySchema, '24:00')).toHaveLength(1);
  });
});

describe('bank and tax schemas', () => {
  it('accepts a valid routing number and explains a bad checksum', () => {
    expect(routingNumberSchema.parse('021000021')).toBe('021000021');
    expect(messages(routingNumberSchema, '021000022')).toEqual(['Enter a valid 9-digit routing number.']);
  });

  it('accepts an 8-digit account number and explains a short one', () => {
    expect(bankAccountNumberSchema.parse('12345678')).toBe('12345678');
    expect(messages(bankAccountNumberSchema, '1234567')).toEqual([
      'Enter an account number of 8 to 17 digits.',
    ]);
  });

  it('stores a tax ID as bare digits and explains a short one', () => {
    expect(taxIdSchema.parse('12-3456789')).toBe('123456789');
    expect(messages(taxIdSchema, '12-345678')).toEqual(['Enter a 9-digit tax ID, like 12-3456789.']);
  });
});

describe('amountSchema', () => {
  it('turns text or numbers into cents', () => {
    expect(amountSchema().parse('$1,250.00')).toBe(125000);
    expect(amountSchema().parse(80)).toBe(8000);
  });

  it('uses the minimum the caller gives', () => {
    expect(amountSchema({ min: 1 }).parse('5')).toBe(500);
    expect(messages(amountSchema(), '74.99')).toEqual(['Amount must be at least $75.00.']);
  });

  it('reports parseAmount errors as its messages', () => {
    expect(messages(amountSchema(), '1,25')).toEqual(['Enter a valid amount, like $1,250.00.']);
    expect(messages(amountSchema(), '100.123')).toEqual(['Amount cannot have more than 2 decimal places.']);
    expect(messages(amountSchema(), '-5')).toEqual(['Amount cannot be negative.']);
    expect(messages(amountSchema(), '')).toEqual(['Enter an amount.']);
  });

  it('explains a missing value or a value of the wrong type', () => {
    expect(messages(amountSchema(), undefined)).toEqual(['Enter an amount.']);
    expect(messages(amountSchema(), true)).toEqual(['Enter a valid amount, like $1,250.00.']);
  });
});

describe('businessHoursEntrySchema', () => {
  it('accepts an open day and adds the display texts', () => {
    expect(
      businessHoursEntrySchema.parse({ day: 'Monday', open: '07:00', close: '19:00', closed: false }),
    ).toEqual({
      day: 'Monday',
      open: '07:00',
      close: '19:00',
      closed: false,
      openDisplay: '07:00 AM',
      closeDisplay: '07:00 PM',
    });
  });

  it('rebuilds display texts a client sent instead of trusting them', () => {
    const parsed = businessHoursEntrySchema.parse({
      day: 'Tuesday',
      open: '09:30',
      close: '17:00',
      closed: false,
      openDisplay: 'whenever',
      closeDisplay: '07:00 PM',
    });
    expect(parsed.openDisplay).toBe('09:30 AM');
    expect(parsed.closeDisplay).toBe('05:00 PM');
  });

  it('accepts a closed day without times', () => {
    expect(
      businessHoursEntrySchema.parse({ day: 'Sunday', open: null, close: null, closed: true }),
    ).toMatchObject({
      closed: true,
      openDisplay: '',
      closeDisplay: '',
    });
  });

  it('asks for both times on an open day', () => {
    expect(
      issuesByPath(businessHoursEntrySchema, { day: 'Monday', open: null, close: null, closed: false }),
    ).toEqual({ open: 'Enter an opening time.', close: 'Enter a closing time.' });
  });

  it('refuses a closing time that is not after the opening time', () => {
    for (const close of ['08:00', '09:00']) {
      expect(
        issuesByPath(businessHoursEntrySchema, { day: 'Monday', open: '09:00', close, closed: false }),
      ).toEqual({
        close: 'Closing time must be after opening time.',
      });
    }
  });

  it('refuses an invalid time, an unknown day and unknown fields', () => {
    expect(
      issuesByPath(businessHoursEntrySchema, { day: 'Monday', open: '7:00', close: '19:00', closed: false }),
    ).toEqual({ open: 'Enter a time as HH:MM on a 24-hour clock, like 07:00 or 19:30.' });
    expect(
      issuesByPath(businessHoursEntrySchema, { day: 'Funday', open: null, close: null, closed: true }),
    ).toEqual({
      day: 'Choose a day of the week.',
    });
    expect(
      businessHoursEntrySchema.safeParse({ day: 'Monday', open: null, close: null, closed: true, note: 'x' })
        .success,
    ).toBe(false);
  });
});

describe('businessHoursSchema', () => {
  it('accepts the default week as sent back by a form', () => {
    expect(businessHoursSchema.parse(DEFAULT_BUSINESS_HOURS)).toEqual(DEFAULT_BUSINESS_HOURS);
  });

  it('refuses a week with a missing or repeated day', () => {
    const message = 'Give hours for each of the 7 days, each day once.';
    expect(messages(businessHoursSchema, DEFAULT_BUSINESS_HOURS.slice(0, 6))).toEqual([message]);
    const repeated = [...DEFAULT_BUSINESS_HOURS.slice(0, 6), DEFAULT_BUSINESS_HOURS[0]];
    expect(messages(businessHoursSchema, repeated)).toEqual([message]);
  });
});

describe('locationOptionSchema', () => {
  it('accepts the default location', () => {
    expect(locationOptionSchema.parse(DEFAULT_LOCATION)).toEqual(DEFAULT_LOCATION);
  });

  it('explains a code that is not state.city', () => {
    expect(issuesByPath(locationOptionSchema, { ...DEFAULT_LOCATION, code: 'Los Angeles' })).toEqual({
      code: 'Location code must look like state.city, like california.losAngeles.',
    });
  });

  it('asks for a display name and state, and refuses unknown fields', () => {
    expect(
      issuesByPath(locationOptionSchema, { code: 'california.losAngeles', display: ' ', state: '' }),
    ).toEqual({
      display: 'Enter the location name.',
      state: 'Enter the state.',
    });
    expect(locationOptionSchema.safeParse({ ...DEFAULT_LOCATION, zip: '90001' }).success).toBe(false);
  });
});

describe('names', () => {
  const businessName = businessSignupSchema.shape.businessName;
  const issues = (value: unknown) => {
    const result = businessName.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('say what is wrong: missing, too short or too long, with the limit', () => {
    expect(issues('')).toEqual(['Enter the name of your business.']);
    expect(issues('   ')).toEqual(['Enter the name of your business.']);
    expect(issues(undefined)).toEqual(['Enter the name of your business.']);
    expect(issues('A')).toEqual(['Use at least 2 characters for the business name.']);
    expect(issues('A'.repeat(500))).toEqual(['Use at most 120 characters for the business name.']);
    expect(issues('  Demo Fitness  ')).toEqual([]);
    expect(businessName.parse('  Demo Fitness  ')).toBe('Demo Fitness');
  });

  it('of people say the same', () => {
    const fullName = businessSignupSchema.shape.fullName;
    const tooLong = fullName.safeParse('x'.repeat(121));
    expect(tooLong.success ? [] : tooLong.error.issues.map((issue) => issue.message)).toEqual([
      'Use at most 120 characters for your name.',
    ]);
    expect(
      nameSchema({ enter: 'Enter a name.', what: 'the name', min: 3 }).safeParse('ab').error?.issues[0]
        ?.message,
    ).toBe('Use at least 3 characters for the name.');
  });
});

describe('free text (textSchema, multilineTextSchema)', () => {
  it('cleans before it measures: controls, bidirectional overrides and the ends go', () => {
    const name = textSchema({ enter: 'Enter a name.', max: 5 });
    expect(name.parse('\u202eAnn\u0007\u202c ')).toBe('Ann');
    // 9 characters as sent, 5 once cleaned: within the limit.
    expect(messages(name, ' \u0007Smith\u202e ')).toEqual([]);
    expect(messages(name, 'Smithy')).toEqual(['Use at most 5 characters.']);
    // Nothing but controls is empty.
    expect(messages(name, '\u0007\r\n\u202e')).toEqual(['Enter a name.']);
    expect(messages(name, 42)).toEqual(['Enter a name.']);
  });

  it('keeps one-line text on one line and multi-line text on its lines', () => {
    expect(textSchema({ max: 50 }).parse('Parking\r\nBcc: x@example.com')).toBe('Parking Bcc: x@example.com');
    expect(multilineTextSchema({ max: 50 }).parse(' First line\r\nsecond\u0007 line\r\n')).toBe(
      'First line\nsecond line',
    );
  });

  it('takes an empty value unless `enter` makes it required, and says the limits', () => {
    expect(messages(textSchema({ max: 10 }), '  ')).toEqual([]);
    expect(messages(textSchema({ max: 10, min: 3 }), 'ab')).toEqual(['Use at least 3 characters.']);
    expect(messages(multilineTextSchema({ max: 3, tooLong: 'Too long.' }), 'abcd')).toEqual(['Too long.']);
    expect(messages(multilineTextSchema({ max: 3, notText: 'Write it.' }), null)).toEqual(['Write it.']);
  });

  it('states its limits in the API’s document', () => {
    expect(z.toJSONSchema(nameSchema({ enter: 'x', what: 'x', min: 2 }), { io: 'input' })).toMatchObject({
      type: 'string',
      minLength: 2,
      maxLength: 120,
    });
  });

  it('is what names are made of: a name with BEL, CR LF and U+202E is stored clean', () => {
    expect(businessSignupSchema.shape.fullName.parse('\u202eAnn\u0007\r\nSmith')).toBe('Ann Smith');
    expect(businessSignupSchema.shape.businessName.parse('Demo\r\nFitness')).toBe('Demo Fitness');
    expect(locationOptionSchema.parse({ ...DEFAULT_LOCATION, display: 'Los\r\nAngeles\u202e' }).display).toBe(
      'Los Angeles',
    );
  });
});
