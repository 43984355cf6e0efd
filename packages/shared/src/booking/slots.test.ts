import { describe, expect, it } from 'vitest';
import { bookableDates, findFreeSlots, type SlotSearch } from './slots';
import { toZonedParts, zonedTimeToUtc } from './zoned-time';

const LA = 'America/Los_Angeles';
const search = (overrides: Partial<SlotSearch> = {}): SlotSearch => ({
  date: '2026-11-25',
  timeZone: LA,
  now: new Date('2026-11-22T18:00:00Z'),
  durationMinutes: 60,
  bufferMinutes: 0,
  businessHours: { start: '07:00', end: '19:00' },
  expertWindows: [{ start: '06:00', end: '20:00' }],
  busy: [],
  ...overrides,
});

describe('zonedTimeToUtc', () => {
  it('uses the offset in force on that day, either side of a daylight-saving change', () => {
    expect(zonedTimeToUtc('2026-03-07', '06:00', LA)?.toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(zonedTimeToUtc('2026-03-08', '06:00', LA)?.toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(zonedTimeToUtc('2026-11-01', '06:00', LA)?.toISOString()).toBe('2026-11-01T14:00:00.000Z');
    expect(zonedTimeToUtc('2026-10-31', '06:00', LA)?.toISOString()).toBe('2026-10-31T13:00:00.000Z');
  });

  it('answers null for a wall time skipped when clocks go forward', () => {
    expect(zonedTimeToUtc('2026-03-08', '02:30', LA)).toBeNull();
  });

  it('round-trips through toZonedParts', () => {
    const instant = zonedTimeToUtc('2026-07-04', '19:30', 'Europe/Paris');
    expect(instant && toZonedParts(instant, 'Europe/Paris')).toEqual({
      date: '2026-07-04',
      time: '19:30',
      weekday: 6,
    });
  });
});

describe('bookableDates', () => {
  it('runs from 2 to 32 days ahead in the business’s time zone', () => {
    // 03:00 UTC on the 23rd is still the 22nd in Los Angeles.
    const dates = bookableDates(new Date('2026-11-23T03:00:00Z'), LA);
    expect(dates[0]).toBe('2026-11-24');
    expect(dates.at(-1)).toBe('2026-12-24');
    expect(dates).toHaveLength(31);
  });
});

describe('findFreeSlots', () => {
  it('offers every half hour whose whole session fits inside business hours', () => {
    const times = findFreeSlots(search()).map((slot) => slot.time);
    expect(times[0]).toBe('07:00');
    expect(times.at(-1)).toBe('18:00');
    expect(times).toHaveLength(23);
  });

  it('keeps to the expert’s hours', () => {
    const times = findFreeSlots(search({ expertWindows: [{ start: '09:00', end: '12:00' }] })).map(
      (s) => s.time,
    );
    expect(times).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
  });

  it('skips starts that would overlap a busy session, including the travel buffer', () => {
    const busy = [{ startsAt: new Date('2026-11-25T18:00:00Z'), endsAt: new Date('2026-11-25T19:00:00Z') }]; // 10:00-11:00 local
    const plain = findFreeSlots(search({ busy })).map((s) => s.time);
    expect(plain).not.toContain('09:30');
    expect(plain).not.toContain('10:30');
    expect(plain).toContain('09:00');
    expect(plain).toContain('11:00');
    const withBuffer = findFreeSlots(search({ busy, bufferMinutes: 30 })).map((s) => s.time);
    expect(withBuffer).not.toContain('09:00');
    expect(withBuffer).not.toContain('11:00');
    expect(withBuffer).toContain('08:30');
    expect(withBuffer).toContain('11:30');
  });

  it('keeps the travel buffer to the minute: touching is free, one minute into it is not', () => {
    // 10:00-11:01 local is taken. With a 29-minute buffer 11:30 is free (its buffer starts at 11:01);
    // with 30 minutes it starts at 11:00, inside the taken time.
    const busy = [{ startsAt: new Date('2026-11-25T18:00:00Z'), endsAt: new Date('2026-11-25T19:01:00Z') }];
    const times = (bufferMinutes: number) =>
      findFreeSlots(search({ busy, bufferMinutes })).map((s) => s.time);
    expect(times(29)).toContain('11:30');
    expect(times(30)).not.toContain('11:30');
    expect(times(30)).toContain('12:00');
    // Before it: 08:30-09:30 plus 30 minutes ends exactly at 10:00, where the taken time starts.
    expect(times(30)).toContain('08:30');
    expect(times(31)).not.toContain('08:30');
  });

  it('fits a session that ends exactly at midnight, and not one that runs past it', () => {
    const lateDay = {
      businessHours: { start: '06:00', end: '24:00' },
      expertWindows: [{ start: '06:00', end: '24:00' }],
    };
    const last = (durationMinutes: number) => findFreeSlots(search({ ...lateDay, durationMinutes })).at(-1);
    expect(last(270)?.time).toBe('19:30');
    expect(last(270)?.endsAt.toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(last(275)?.time).toBe('19:00');
    // Business hours to 19:00 keep a 60-minute session to 18:00.
    expect(findFreeSlots(search()).at(-1)?.time).toBe('18:00');
  });

  it('needs the whole session inside one of the expert’s windows, not across two', () => {
    // The API merges back-to-back windows before searching (apps/api availability.windows.test.ts),
    // so a split shift stays split here and the seam of 09-12 and 12-15 does not.
    const split = [
      { start: '09:00', end: '10:30' },
      { start: '10:30', end: '12:00' },
    ];
    const times = findFreeSlots(search({ expertWindows: split })).map((s) => s.time);
    expect(times).toEqual(['09:00', '09:30', '10:30', '11:00']);
  });

  it('offers nothing on a closed day or outside the booking window', () => {
    expect(findFreeSlots(search({ businessHours: null }))).toEqual([]);
    expect(findFreeSlots(search({ date: '2026-11-23' }))).toEqual([]);
    expect(findFreeSlots(search({ date: '2026-12-25' }))).toEqual([]);
  });

  it('gives the right instants on the day clocks go back', () => {
    const slots = findFreeSlots(search({ date: '2026-11-01', now: new Date('2026-10-28T18:00:00Z') }));
    expect(slots[0]?.startsAt.toISOString()).toBe('2026-11-01T15:00:00.000Z');
  });
});
