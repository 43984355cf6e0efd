import { describe, expect, it } from 'vitest';
import { isValidTimeOfDay } from '../validators';
import { BOOKING_WINDOW, bookingSlotTimes, formatTime12h, hoursSlotTimes, REMINDER_MINUTES } from './booking';

describe('booking constants', () => {
  it('opens booking 2 days ahead and runs through 32 days ahead', () => {
    expect(BOOKING_WINDOW).toEqual({ minDaysAhead: 2, maxDaysAhead: 32 });
  });

  it('offers the SPEC reminder minutes', () => {
    expect(REMINDER_MINUTES).toEqual([5, 10, 15, 20, 30]);
  });
});

describe('bookingSlotTimes', () => {
  it('gives 28 half-hour slots from 06:00 to 19:30', () => {
    const slots = bookingSlotTimes();
    expect(slots).toHaveLength(28);
    expect(slots[0]).toBe('06:00');
    expect(slots[1]).toBe('06:30');
    expect(slots.at(-1)).toBe('19:30');
    for (const slot of slots) expect(isValidTimeOfDay(slot)).toBe(true);
  });

  it('returns a fresh array each call so callers may filter it in place', () => {
    expect(bookingSlotTimes()).not.toBe(bookingSlotTimes());
  });
});

describe('hoursSlotTimes', () => {
  it('gives 48 half-hour slots from 00:00 to 23:30', () => {
    const slots = hoursSlotTimes();
    expect(slots).toHaveLength(48);
    expect(slots[0]).toBe('00:00');
    expect(slots.at(-1)).toBe('23:30');
    expect(new Set(slots).size).toBe(48);
  });
});

describe('formatTime12h', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['06:00', '6:00 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['19:30', '7:30 PM'],
    ['23:30', '11:30 PM'],
  ])('shows %s as %s', (time, expected) => {
    expect(formatTime12h(time)).toBe(expected);
  });

  it('zero-pads the hour when asked, as business hours display it', () => {
    expect(formatTime12h('07:00', { pad: true })).toBe('07:00 AM');
    expect(formatTime12h('19:00', { pad: true })).toBe('07:00 PM');
    expect(formatTime12h('12:00', { pad: true })).toBe('12:00 PM');
  });

  it('throws on a time that is not HH:MM', () => {
    expect(() => formatTime12h('7:30')).toThrow(RangeError);
    expect(() => formatTime12h('24:00')).toThrow(RangeError);
  });
});
