import { describe, expect, it } from 'vitest';
import type { ExceptionRow, WeeklyWindowRow } from './availability.repository.ts';
import { businessHoursOn, expertWindowsOn, weekdayOf, zonedDateOf } from './availability.service.ts';
import type { BusinessCalendar } from './booking-context.repository.ts';

// An expert's day, in minutes-exact windows: split shifts, back-to-back windows, custom hours and
// time off (PRODUCT.md "Booking rules"; decision 0013). Pure: no database.

const MONDAY = '2030-01-07';
const week = (...windows: [number, string, string][]): WeeklyWindowRow[] =>
  windows.map(([weekday, start, end]) => ({ weekday, start, end }));
const exception = (overrides: Partial<ExceptionRow>): ExceptionRow => ({
  id: 'x',
  expertId: 'e',
  kind: 'time_off',
  startsOn: MONDAY,
  endsOn: MONDAY,
  start: null,
  end: null,
  note: '',
  ...overrides,
});

describe('expertWindowsOn', () => {
  it('keeps a split shift as two windows, in order, whatever order they were saved in', () => {
    const weekly = week([1, '14:00', '18:00'], [1, '07:00', '11:30'], [2, '09:00', '10:00']);
    expect(expertWindowsOn(MONDAY, 1, weekly, [])).toEqual([
      { start: '07:00', end: '11:30' },
      { start: '14:00', end: '18:00' },
    ]);
  });

  it('joins back-to-back windows (09-12 and 12-15) into one, so a session may span the seam', () => {
    expect(expertWindowsOn(MONDAY, 1, week([1, '12:00', '15:00'], [1, '09:00', '12:00']), [])).toEqual([
      { start: '09:00', end: '15:00' },
    ]);
    // Overlapping windows join too; one inside another adds nothing.
    expect(
      expertWindowsOn(
        MONDAY,
        1,
        week([1, '09:00', '13:00'], [1, '12:00', '15:00'], [1, '10:00', '11:00']),
        [],
      ),
    ).toEqual([{ start: '09:00', end: '15:00' }]);
    // A minute apart stays apart.
    expect(expertWindowsOn(MONDAY, 1, week([1, '09:00', '12:00'], [1, '12:01', '15:00']), [])).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '12:01', end: '15:00' },
    ]);
  });

  it('uses only the windows of the date’s weekday', () => {
    expect(expertWindowsOn(MONDAY, 1, week([2, '09:00', '10:00']), [])).toEqual([]);
  });

  it('replaces the week with custom hours on the days they cover, and only those', () => {
    const weekly = week([1, '09:00', '17:00']);
    const custom = exception({
      kind: 'custom_hours',
      startsOn: '2030-01-06',
      endsOn: MONDAY,
      start: '10:00',
      end: '12:00',
    });
    expect(expertWindowsOn(MONDAY, 1, weekly, [custom])).toEqual([{ start: '10:00', end: '12:00' }]);
    expect(expertWindowsOn('2030-01-14', 1, weekly, [custom])).toEqual([{ start: '09:00', end: '17:00' }]);
    // Custom hours without times mean the whole day.
    expect(expertWindowsOn(MONDAY, 1, weekly, [exception({ kind: 'custom_hours' })])).toEqual([
      { start: '00:00', end: '24:00' },
    ]);
  });

  it('covers the first and the last day of an exception, not the day after', () => {
    const weekly = week([1, '09:00', '17:00'], [2, '09:00', '17:00'], [3, '09:00', '17:00']);
    const off = exception({ startsOn: MONDAY, endsOn: '2030-01-08' });
    expect(expertWindowsOn(MONDAY, 1, weekly, [off])).toEqual([]);
    expect(expertWindowsOn('2030-01-08', 2, weekly, [off])).toEqual([]);
    expect(expertWindowsOn('2030-01-09', 3, weekly, [off])).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(expertWindowsOn('2030-01-06', 7, week([7, '09:00', '17:00']), [off])).toEqual([
      { start: '09:00', end: '17:00' },
    ]);
  });

  it('cuts time off out of the day to the minute', () => {
    const weekly = week([1, '09:00', '17:00']);
    const cut = (start: string, end: string) =>
      expertWindowsOn(MONDAY, 1, weekly, [exception({ start, end })]);
    expect(cut('12:00', '13:30')).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:30', end: '17:00' },
    ]);
    // Touching the edges removes nothing; covering an edge trims it.
    expect(cut('07:00', '09:00')).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(cut('17:00', '18:00')).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(cut('08:00', '09:05')).toEqual([{ start: '09:05', end: '17:00' }]);
    expect(cut('16:55', '18:00')).toEqual([{ start: '09:00', end: '16:55' }]);
    // Time off wholly before or after the day's hours leaves them as they are.
    expect(cut('07:00', '08:00')).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(cut('18:00', '19:00')).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(cut('08:00', '18:00')).toEqual([]);
    expect(cut('09:00', '17:00')).toEqual([]);
  });

  it('cuts time off from custom hours that run to midnight', () => {
    const custom = exception({ kind: 'custom_hours', start: '20:00', end: '24:00' });
    const off = exception({ start: '21:00', end: '22:00' });
    expect(expertWindowsOn(MONDAY, 1, [], [custom, off])).toEqual([
      { start: '20:00', end: '21:00' },
      { start: '22:00', end: '24:00' },
    ]);
    expect(expertWindowsOn(MONDAY, 1, [], [custom, exception({ start: '23:00', end: '24:00' })])).toEqual([
      { start: '20:00', end: '23:00' },
    ]);
  });

  it('leaves nothing on a whole day off, whatever else the day has', () => {
    const custom = exception({ kind: 'custom_hours', start: '10:00', end: '12:00' });
    expect(expertWindowsOn(MONDAY, 1, week([1, '09:00', '17:00']), [custom, exception({})])).toEqual([]);
  });
});

describe('business days', () => {
  const calendar = (hours: BusinessCalendar['hours']): BusinessCalendar => ({
    name: 'Studio',
    timeZone: 'America/Los_Angeles',
    freeCancelHours: 24,
    hours,
  });

  it('numbers weekdays the ISO way, Monday 1 to Sunday 7', () => {
    expect(['2030-01-07', '2030-01-08', '2030-01-12', '2030-01-13'].map(weekdayOf)).toEqual([1, 2, 6, 7]);
  });

  it('uses the day’s own hours, closed as null, and SPEC’s 07:00-19:00 when the day was never set', () => {
    const hours = new Map([
      [1, { start: '06:00', end: '20:00' }],
      [2, null],
    ]);
    expect(businessHoursOn(calendar(hours), '2030-01-07')).toEqual({ start: '06:00', end: '20:00' });
    expect(businessHoursOn(calendar(hours), '2030-01-08')).toBeNull();
    expect(businessHoursOn(calendar(hours), '2030-01-09')).toEqual({ start: '07:00', end: '19:00' });
  });

  it('dates an instant in the studio’s zone', () => {
    expect(zonedDateOf(new Date('2030-01-08T07:59:00Z'), 'America/Los_Angeles')).toBe('2030-01-07');
    expect(zonedDateOf(new Date('2030-01-08T08:00:00Z'), 'America/Los_Angeles')).toBe('2030-01-08');
  });
});
