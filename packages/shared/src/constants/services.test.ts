import { describe, expect, it } from 'vitest';
import {
  ALL_SERVICE_STATUSES,
  isUpcomingService,
  LIVE_TRACKING_STATUSES,
  SERVICE_CATEGORIES,
  SERVICE_STATUS_COLORS,
  SERVICE_STATUSES,
  SERVICE_TYPES,
} from './services';

describe('service vocabulary', () => {
  it('has the 14 service types spelled as in SPEC', () => {
    expect(SERVICE_TYPES).toHaveLength(14);
    expect(SERVICE_TYPES).toContain('Group Coaching');
    expect(SERVICE_TYPES).toContain('Virtual Nutrition');
    expect(new Set(SERVICE_TYPES).size).toBe(14);
  });

  it('has the 12 lower-case service categories', () => {
    expect(SERVICE_CATEGORIES).toHaveLength(12);
    expect(new Set(SERVICE_CATEGORIES).size).toBe(12);
    for (const category of SERVICE_CATEGORIES) expect(category).toBe(category.toLowerCase());
  });

  it('has 5 lifecycle statuses plus the 2 live-tracking ones', () => {
    expect(SERVICE_STATUSES).toEqual(['Requested', 'Confirmed', 'Completed', 'Rescheduled', 'Canceled']);
    expect(LIVE_TRACKING_STATUSES).toEqual(['Tracking', 'Arrived']);
    expect(ALL_SERVICE_STATUSES).toHaveLength(7);
  });

  it('gives every status the colour SPEC names', () => {
    expect(SERVICE_STATUS_COLORS).toEqual({
      Requested: 'primary',
      Confirmed: 'success',
      Completed: 'disabled',
      Rescheduled: 'warning',
      Canceled: 'error',
      Tracking: 'info',
      Arrived: 'secondary',
    });
    expect(Object.keys(SERVICE_STATUS_COLORS).sort()).toEqual([...ALL_SERVICE_STATUSES].sort());
  });
});

describe('isUpcomingService', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('counts a confirmed session later than now as upcoming', () => {
    expect(isUpcomingService({ serviceStatus: 'Confirmed', serviceDate: '2026-03-01T12:30:00Z' }, now)).toBe(
      true,
    );
  });

  it('accepts a Date as well as a timestamp string', () => {
    expect(
      isUpcomingService({ serviceStatus: 'Requested', serviceDate: new Date('2026-03-02T09:00:00Z') }, now),
    ).toBe(true);
  });

  it('never counts a completed session as upcoming', () => {
    expect(isUpcomingService({ serviceStatus: 'Completed', serviceDate: '2026-04-01T12:00:00Z' }, now)).toBe(
      false,
    );
  });

  it('does not count a session starting now or earlier', () => {
    expect(isUpcomingService({ serviceStatus: 'Confirmed', serviceDate: '2026-03-01T12:00:00Z' }, now)).toBe(
      false,
    );
    expect(isUpcomingService({ serviceStatus: 'Confirmed', serviceDate: '2026-02-28T12:00:00Z' }, now)).toBe(
      false,
    );
  });

  it('follows SPEC literally: a future canceled session still counts', () => {
    expect(isUpcomingService({ serviceStatus: 'Canceled', serviceDate: '2026-03-05T12:00:00Z' }, now)).toBe(
      true,
    );
  });

  it('does not count a session whose date cannot be read', () => {
    expect(isUpcomingService({ serviceStatus: 'Confirmed', serviceDate: 'next week' }, now)).toBe(false);
  });

  it('compares with the current time by default', () => {
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    expect(isUpcomingService({ serviceStatus: 'Confirmed', serviceDate: inAnHour })).toBe(true);
  });
});
