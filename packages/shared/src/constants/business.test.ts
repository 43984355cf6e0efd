import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_LOCATION,
  toBusinessHoursEntry,
  toLocationOption,
  WEEKDAYS,
} from './business';

describe('DEFAULT_BUSINESS_HOURS', () => {
  it('has 7 entries, Monday first and Sunday last', () => {
    expect(DEFAULT_BUSINESS_HOURS).toHaveLength(7);
    expect(DEFAULT_BUSINESS_HOURS.map((entry) => entry.day)).toEqual([...WEEKDAYS]);
    expect(DEFAULT_BUSINESS_HOURS[0]?.day).toBe('Monday');
    expect(DEFAULT_BUSINESS_HOURS[6]?.day).toBe('Sunday');
  });

  it('opens every day from 07:00 AM to 07:00 PM', () => {
    for (const entry of DEFAULT_BUSINESS_HOURS) {
      expect(entry).toMatchObject({
        open: '07:00',
        close: '19:00',
        closed: false,
        openDisplay: '07:00 AM',
        closeDisplay: '07:00 PM',
      });
    }
  });

  it('cannot be changed in place by a form', () => {
    expect(Object.isFrozen(DEFAULT_BUSINESS_HOURS)).toBe(true);
    expect(Object.isFrozen(DEFAULT_BUSINESS_HOURS[0])).toBe(true);
  });
});

describe('toBusinessHoursEntry', () => {
  it('derives zero-padded 12-hour display texts', () => {
    expect(toBusinessHoursEntry('Saturday', '09:30', '13:00', false)).toEqual({
      day: 'Saturday',
      open: '09:30',
      close: '13:00',
      closed: false,
      openDisplay: '09:30 AM',
      closeDisplay: '01:00 PM',
    });
  });

  it('leaves the display texts empty when a closed day has no times', () => {
    expect(toBusinessHoursEntry('Sunday', null, null, true)).toMatchObject({
      openDisplay: '',
      closeDisplay: '',
    });
  });
});

describe('locations', () => {
  it('defaults to Los Angeles, California with a state.city code', () => {
    expect(DEFAULT_LOCATION).toEqual({
      code: 'california.losAngeles',
      display: 'Los Angeles, California',
      state: 'California',
    });
  });

  it('builds camelCase codes for multi-word states and cities', () => {
    expect(toLocationOption('New York City', 'New York')).toEqual({
      code: 'newYork.newYorkCity',
      display: 'New York City, New York',
      state: 'New York',
    });
  });
});
