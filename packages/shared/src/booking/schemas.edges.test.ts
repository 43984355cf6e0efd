import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isoDateSchema } from '../dates';
import {
  availabilityExceptionInputSchema,
  MAX_EXCEPTION_DAYS,
  offeringInputSchema,
  serviceListQuerySchema,
  transitionInputSchema,
  weeklyHoursInputSchema,
} from './schemas';

// Valid inputs that must parse next to the invalid ones that must not, at the exact edges, each
// refusal on its field with its message.

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

const offering = {
  name: 'Personal Training',
  serviceType: 'Training',
  category: 'training',
  place: 'home',
  durationMinutes: 60,
  creditKind: 'training',
  creditsNeeded: 1,
};
const expertA = '6f1c1c6e-3b1a-4c4e-9a51-0c7f2b7e9a01';
const expertB = '6f1c1c6e-3b1a-4c4e-9a51-0c7f2b7e9a02';

describe('offering input', () => {
  it('takes durations in steps of 5 minutes, and no other', () => {
    expect(errorsOf(offeringInputSchema, { ...offering, durationMinutes: 65 })).toEqual({});
    expect(errorsOf(offeringInputSchema, { ...offering, durationMinutes: 62 })).toEqual({
      durationMinutes: ['Use a multiple of 5 minutes.'],
    });
  });

  it('gives only in-home sessions a travel buffer', () => {
    expect(errorsOf(offeringInputSchema, { ...offering, travelBufferMinutes: 30 })).toEqual({});
    expect(errorsOf(offeringInputSchema, { ...offering, place: 'studio', travelBufferMinutes: 0 })).toEqual(
      {},
    );
    expect(errorsOf(offeringInputSchema, { ...offering, place: 'studio', travelBufferMinutes: 15 })).toEqual({
      travelBufferMinutes: ['Only in-home sessions have a travel buffer.'],
    });
  });

  it('lists each expert once', () => {
    expect(errorsOf(offeringInputSchema, { ...offering, expertIds: [expertA, expertB] })).toEqual({});
    expect(errorsOf(offeringInputSchema, { ...offering, expertIds: [expertA, expertA] })).toEqual({
      expertIds: ['Each expert can be listed once.'],
    });
  });

  it('needs at least as many people at most as at least', () => {
    expect(errorsOf(offeringInputSchema, { ...offering, participantsMin: 2, participantsMax: 2 })).toEqual(
      {},
    );
    expect(errorsOf(offeringInputSchema, { ...offering, participantsMin: 3, participantsMax: 2 })).toEqual({
      participantsMax: ['The most people must be at least the fewest.'],
    });
  });
});

describe('calendar dates', () => {
  it('takes real dates, leap days included, and refuses impossible ones', () => {
    for (const date of ['2028-02-29', '2030-12-31', '2030-01-01'])
      expect(isoDateSchema.safeParse(date).success).toBe(true);
    for (const date of ['2030-02-29', '2030-13-01', '2030-04-31', '2030-1-1', 'soon'])
      expect(new Set(errorsOf(isoDateSchema, date)[''])).toEqual(new Set(['Enter a date as YYYY-MM-DD.']));
  });
});

describe('weekly hours', () => {
  const week = (...hours: [number, string, string][]) => ({
    hours: hours.map(([weekday, start, end]) => ({ weekday, start, end })),
  });

  it('takes back-to-back windows (09-12 and 12-15) and split shifts on one day', () => {
    expect(errorsOf(weeklyHoursInputSchema, week([1, '09:00', '12:00'], [1, '12:00', '15:00']))).toEqual({});
    expect(errorsOf(weeklyHoursInputSchema, week([1, '12:00', '15:00'], [1, '09:00', '12:00']))).toEqual({});
    expect(errorsOf(weeklyHoursInputSchema, week([1, '07:00', '11:00'], [1, '16:00', '20:00']))).toEqual({});
    // The same hours on two days do not clash.
    expect(errorsOf(weeklyHoursInputSchema, week([1, '09:00', '12:00'], [2, '09:00', '12:00']))).toEqual({});
  });

  it('refuses windows of one day that overlap by even a minute, on the later one', () => {
    expect(errorsOf(weeklyHoursInputSchema, week([1, '09:00', '12:01'], [1, '12:00', '15:00']))).toEqual({
      'hours.1.start': ['This overlaps another window on the same day.'],
    });
    expect(errorsOf(weeklyHoursInputSchema, week([1, '12:00', '15:00'], [1, '09:00', '12:01']))).toEqual({
      'hours.1.start': ['This overlaps another window on the same day.'],
    });
    expect(errorsOf(weeklyHoursInputSchema, week([3, '10:00', '11:00'], [3, '09:00', '17:00']))).toEqual({
      'hours.1.start': ['This overlaps another window on the same day.'],
    });
  });

  it('needs each window to end after it starts', () => {
    expect(errorsOf(weeklyHoursInputSchema, week([1, '09:00', '09:01']))).toEqual({});
    expect(errorsOf(weeklyHoursInputSchema, week([1, '09:00', '09:00']))).toEqual({
      'hours.0.end': ['The end must be after the start.'],
    });
  });
});

describe('availability exceptions', () => {
  const timeOff = { kind: 'time_off', startsOn: '2030-01-01', endsOn: '2030-01-01' };

  it(`takes up to ${MAX_EXCEPTION_DAYS} days, first and last included, and not one more`, () => {
    // 2030-01-01 .. 2031-01-01 is 366 days; 2028 is a leap year, so 2028-01-01 .. 2028-12-31 is 366 too.
    expect(errorsOf(availabilityExceptionInputSchema, { ...timeOff, endsOn: '2031-01-01' })).toEqual({});
    expect(
      errorsOf(availabilityExceptionInputSchema, {
        ...timeOff,
        startsOn: '2028-01-01',
        endsOn: '2028-12-31',
      }),
    ).toEqual({});
    expect(errorsOf(availabilityExceptionInputSchema, { ...timeOff, endsOn: '2031-01-02' })).toEqual({
      endsOn: ['Use at most 366 days.'],
    });
  });

  it('refuses a last day before the first, and takes a single day', () => {
    expect(errorsOf(availabilityExceptionInputSchema, timeOff)).toEqual({});
    expect(errorsOf(availabilityExceptionInputSchema, { ...timeOff, startsOn: '2030-01-02' })).toEqual({
      endsOn: ['The last day must not be before the first.'],
    });
  });

  it('needs both times or neither, custom hours always both, and the end after the start', () => {
    expect(errorsOf(availabilityExceptionInputSchema, { ...timeOff, start: '12:00', end: '13:00' })).toEqual(
      {},
    );
    expect(errorsOf(availabilityExceptionInputSchema, { ...timeOff, start: '12:00' })).toEqual({
      end: ['Give both times, or neither for whole days.'],
    });
    expect(errorsOf(availabilityExceptionInputSchema, { ...timeOff, end: '12:00' })).toEqual({
      start: ['Give both times, or neither for whole days.'],
    });
    expect(errorsOf(availabilityExceptionInputSchema, { ...timeOff, kind: 'custom_hours' })).toEqual({
      start: ['Give the hours the expert works on those days.'],
    });
    expect(
      errorsOf(availabilityExceptionInputSchema, {
        ...timeOff,
        kind: 'custom_hours',
        start: '10:00',
        end: '14:00',
      }),
    ).toEqual({});
    expect(errorsOf(availabilityExceptionInputSchema, { ...timeOff, start: '12:00', end: '12:00' })).toEqual({
      end: ['The end must be after the start.'],
    });
    expect(errorsOf(availabilityExceptionInputSchema, { ...timeOff, start: '12:00', end: '11:59' })).toEqual({
      end: ['The end must be after the start.'],
    });
  });
});

describe('lifecycle steps', () => {
  const startsAt = '2030-01-07T17:00:00Z';

  it('takes a new time with a reschedule, and only then', () => {
    expect(errorsOf(transitionInputSchema, { to: 'Rescheduled', startsAt })).toEqual({});
    expect(errorsOf(transitionInputSchema, { to: 'Rescheduled' })).toEqual({
      startsAt: ['Choose the new date and time.'],
    });
    expect(errorsOf(transitionInputSchema, { to: 'Confirmed', startsAt })).toEqual({
      startsAt: ['Only a reschedule takes a new time.'],
    });
    expect(errorsOf(transitionInputSchema, { to: 'Canceled', reason: 'Sick' })).toEqual({});
  });

  it('takes completion notes with completing, and only then', () => {
    expect(errorsOf(transitionInputSchema, { to: 'Completed', completionNotes: 'Squats' })).toEqual({});
    expect(errorsOf(transitionInputSchema, { to: 'Canceled', completionNotes: 'Squats' })).toEqual({
      completionNotes: ['Completion notes go with completing the session.'],
    });
  });
});

describe('session list filters', () => {
  it('reads a status by name or slug in any case, and all', () => {
    const status = (value: string) => serviceListQuerySchema.parse({ status: value }).status;
    expect(status('confirmed')).toBe('Confirmed');
    expect(status('TRACKING')).toBe('Tracking');
    expect(status('ALL')).toBe('all');
    expect(serviceListQuerySchema.parse({}).status).toBe('all');
    expect(errorsOf(serviceListQuerySchema, { status: 'done' })).toEqual({
      status: [
        'Choose one of all, Requested, Confirmed, Completed, Rescheduled, Canceled, Tracking, Arrived.',
      ],
    });
  });

  it('reads upcoming as a boolean from true or false', () => {
    expect(serviceListQuerySchema.parse({ upcoming: 'true' }).upcoming).toBe(true);
    expect(serviceListQuerySchema.parse({ upcoming: 'false' }).upcoming).toBe(false);
    expect(serviceListQuerySchema.parse({}).upcoming).toBeUndefined();
    expect(errorsOf(serviceListQuerySchema, { upcoming: 'yes' })).toEqual({
      upcoming: ['Use true or false.'],
    });
  });
});
