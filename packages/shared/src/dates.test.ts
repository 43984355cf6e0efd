import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calendarDateSchema, DATE_MESSAGES, DATE_RANGE, isoDateSchema, isoDateTimeSchema } from './dates';

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

// The probe's values: month 13, day 45, year 0000 and 9999, and days a month does not have.
const IMPOSSIBLE = [
  '2020-13-01',
  '2020-02-45',
  '2020-13-45',
  '0000-00-00',
  '2030-02-29',
  '2030-04-31',
  '2020-00-10',
];

describe('isoDateSchema (every date of a query or a body)', () => {
  it('takes real days, leap days included, from 2000-01-01 to 2100-12-31', () => {
    for (const date of ['2000-01-01', '2028-02-29', '2000-02-29', '2026-11-22', '2100-12-31'])
      expect(messages(isoDateSchema, date), date).toEqual([]);
  });

  it('refuses impossible days with the date message only, never throwing', () => {
    for (const date of IMPOSSIBLE) {
      expect(() => isoDateSchema.safeParse(date)).not.toThrow();
      expect(messages(isoDateSchema, date), date).toEqual([DATE_MESSAGES.date]);
    }
    for (const value of [
      '2026-1-1',
      '26-01-01',
      '2026-01-01T00:00:00Z',
      ' 2026-01-01',
      'soon',
      '',
      20260101,
      null,
    ])
      expect(messages(isoDateSchema, value), String(value)).toEqual([DATE_MESSAGES.date]);
  });

  it('refuses real days outside the range, year 0000 and 9999 among them', () => {
    expect(DATE_MESSAGES.outOfRange).toBe('Enter a date from 2000-01-01 to 2100-12-31.');
    for (const date of ['1999-12-31', '2101-01-01', '0000-01-01', '9999-12-31', '1900-02-28'])
      expect(messages(isoDateSchema, date), date).toEqual([DATE_MESSAGES.outOfRange]);
  });

  it('is `format: date` in the API’s document, so generated tests and clients know it', () => {
    expect(z.toJSONSchema(isoDateSchema, { io: 'input' })).toMatchObject({ type: 'string', format: 'date' });
  });
});

describe('calendarDateSchema', () => {
  it('takes its own bounds and messages, a moving one too', () => {
    let today = '2026-05-31';
    const birthday = calendarDateSchema({
      message: 'Enter a date of birth.',
      first: '1900-01-01',
      tooEarly: 'After 1900.',
      last: () => today,
      tooLate: 'Not in the future.',
    });
    expect(messages(birthday, '1900-01-01')).toEqual([]);
    expect(messages(birthday, '1899-12-31')).toEqual(['After 1900.']);
    expect(messages(birthday, '2026-05-31')).toEqual([]);
    expect(messages(birthday, '2026-06-01')).toEqual(['Not in the future.']);
    today = '2026-06-01';
    expect(messages(birthday, '2026-06-01')).toEqual([]);
    expect(messages(birthday, '2020-13-45')).toEqual(['Enter a date of birth.']);
    expect(DATE_RANGE).toEqual({ first: '2000-01-01', last: '2100-12-31' });
  });
});

describe('isoDateTimeSchema', () => {
  const startsAt = isoDateTimeSchema('Choose a date and time.');

  it('takes an instant with its offset on a day from 2000 to 2100', () => {
    for (const value of [
      '2026-11-22T14:00:00Z',
      '2026-11-22T09:00:00-05:00',
      '2026-11-22T14:00:00.000Z',
      '2000-01-01T00:00:00Z',
      '2100-12-31T23:59:59+14:00',
    ])
      expect(messages(startsAt, value), value).toEqual([]);
  });

  it('refuses month 13, day 45, a missing offset and a bad hour with its message only', () => {
    for (const value of [
      '2020-13-01T10:00:00Z',
      '2020-02-45T10:00:00Z',
      '2030-02-29T10:00:00Z',
      '0000-00-00T10:00:00Z',
      '2026-11-22T24:00:00Z',
      '2026-11-22T14:00:00',
      '2026-11-22',
    ])
      expect(messages(startsAt, value), value).toEqual(['Choose a date and time.']);
  });

  it('refuses year 0000 and 9999 as out of range', () => {
    for (const value of [
      '0000-01-01T10:00:00Z',
      '9999-12-31T10:00:00Z',
      '1999-12-31T23:59:59Z',
      '2101-01-01T00:00:00Z',
    ])
      expect(messages(startsAt, value), value).toEqual([DATE_MESSAGES.outOfRange]);
  });

  it('is `format: date-time` in the API’s document', () => {
    expect(z.toJSONSchema(startsAt, { io: 'input' })).toMatchObject({ type: 'string', format: 'date-time' });
  });
});
