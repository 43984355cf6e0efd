import { describe, expect, it } from 'vitest';
import { bookingDateOptions, calendarDateInstant, isUpcoming } from './booking-time.ts';

describe('the booking date list', () => {
  it('runs from 2 to 32 days ahead in the business time zone', () => {
    // 23:30 in Los Angeles on 1 March is already 2 March in UTC.
    const now = new Date('2026-03-02T07:30:00Z');
    const dates = bookingDateOptions(now, 'America/Los_Angeles');
    expect(dates).toHaveLength(31);
    expect(dates[0]).toBe('2026-03-03');
    expect(dates.at(-1)).toBe('2026-04-02');
    expect(bookingDateOptions(now, 'UTC')[0]).toBe('2026-03-04');
  });

  it('falls back to UTC for a time zone the browser does not know', () => {
    const now = new Date('2026-03-02T07:30:00Z');
    expect(bookingDateOptions(now, 'Mars/Olympus_Mons')[0]).toBe('2026-03-04');
  });

  it('keeps a calendar date on its own day when formatted in UTC', () => {
    expect(calendarDateInstant('2026-11-01').toISOString().slice(0, 10)).toBe('2026-11-01');
  });
});

describe('upcoming sessions', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it('are the ones neither completed nor canceled that start after now', () => {
    expect(isUpcoming({ status: 'Requested', startsAt: '2026-05-02T09:00:00Z' }, now)).toBe(true);
    expect(isUpcoming({ status: 'Canceled', startsAt: '2026-05-02T09:00:00Z' }, now)).toBe(false);
    expect(isUpcoming({ status: 'Completed', startsAt: '2026-05-02T09:00:00Z' }, now)).toBe(false);
    expect(isUpcoming({ status: 'Confirmed', startsAt: '2026-04-30T09:00:00Z' }, now)).toBe(false);
  });
});
