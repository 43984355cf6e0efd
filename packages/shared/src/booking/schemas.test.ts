import { describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES, SERVICE_TYPES } from '../constants/services';
import {
  availabilityExceptionInputSchema,
  offeringInputSchema,
  SERVICE_TYPE_DEFAULTS,
  serviceListQuerySchema,
  transitionInputSchema,
  weeklyHoursInputSchema,
} from './schemas';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('booking schemas', () => {
  it('gives every service type a category, covering all 12', () => {
    expect(Object.keys(SERVICE_TYPE_DEFAULTS).sort()).toEqual([...SERVICE_TYPES].sort());
    expect(new Set(Object.values(SERVICE_TYPE_DEFAULTS).map((d) => d.category))).toEqual(
      new Set(SERVICE_CATEGORIES),
    );
  });

  it('parses an offering with defaults and its price in cents', () => {
    const parsed = offeringInputSchema.parse({
      name: ' Duo Boxing ',
      serviceType: 'Duo',
      category: 'duo',
      place: 'studio',
      durationMinutes: 60,
      creditKind: 'duo',
      creditsNeeded: 1,
      price: '$1,250.00',
      participantsMin: 2,
      participantsMax: 2,
    });
    expect(parsed).toMatchObject({
      name: 'Duo Boxing',
      price: 125_000,
      travelBufferMinutes: 0,
      expertIds: [],
      active: true,
    });
  });

  it('refuses a travel buffer away from home and fewer most than fewest people', () => {
    const result = offeringInputSchema.safeParse({
      name: 'Odd',
      serviceType: 'Training',
      category: 'training',
      place: 'virtual',
      durationMinutes: 45,
      creditKind: 'training',
      creditsNeeded: 1,
      participantsMin: 2,
      participantsMax: 1,
      travelBufferMinutes: 30,
    });
    expect(issues(result)).toEqual({
      participantsMax: 'The most people must be at least the fewest.',
      travelBufferMinutes: 'Only in-home sessions have a travel buffer.',
    });
  });

  it('refuses overlapping weekly windows and ends before starts', () => {
    const result = weeklyHoursInputSchema.safeParse({
      hours: [
        { weekday: 2, start: '09:00', end: '12:00' },
        { weekday: 2, start: '11:30', end: '13:00' },
        { weekday: 3, start: '10:00', end: '09:00' },
      ],
    });
    expect(issues(result)).toEqual({
      'hours.2.end': 'The end must be after the start.',
      'hours.1.start': 'This overlaps another window on the same day.',
    });
  });

  it('needs hours for custom hours, and both times or neither for time off', () => {
    expect(
      issues(
        availabilityExceptionInputSchema.safeParse({
          kind: 'custom_hours',
          startsOn: '2026-12-01',
          endsOn: '2026-12-01',
        }),
      ),
    ).toEqual({ start: 'Give the hours the expert works on those days.' });
    expect(
      availabilityExceptionInputSchema.safeParse({
        kind: 'time_off',
        startsOn: '2026-12-01',
        endsOn: '2026-12-03',
      }).success,
    ).toBe(true);
    expect(
      issues(
        availabilityExceptionInputSchema.safeParse({
          kind: 'time_off',
          startsOn: '2026-12-01',
          endsOn: '2028-12-01',
          start: '09:00',
          end: '10:00',
        }),
      ),
    ).toEqual({ endsOn: 'Use at most 366 days.' });
  });

  it('asks a reschedule for its new time and nothing else for one', () => {
    expect(issues(transitionInputSchema.safeParse({ to: 'Rescheduled' }))).toEqual({
      startsAt: 'Choose the new date and time.',
    });
    expect(
      issues(
        transitionInputSchema.safeParse({
          to: 'Canceled',
          startsAt: '2026-12-01T10:00:00Z',
          completionNotes: 'x',
        }),
      ),
    ).toEqual({
      startsAt: 'Only a reschedule takes a new time.',
      completionNotes: 'Completion notes go with completing the session.',
    });
  });

  it('reads list statuses by name or slug', () => {
    expect(serviceListQuerySchema.parse({ status: 'confirmed' }).status).toBe('Confirmed');
    expect(serviceListQuerySchema.parse({}).status).toBe('all');
    expect(serviceListQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
  });
});
