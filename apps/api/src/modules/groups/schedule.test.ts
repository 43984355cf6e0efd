import { describe, expect, it } from 'vitest';
import { outsideHours, planOccurrences, scheduleDates } from './schedule.ts';

// Schedules in the studio's zone (decision 0031): rrule's dates, placed in the zone, across DST.

const LA = 'America/Los_Angeles';

describe('group schedules', () => {
  it('keeps a weekly 7 AM class at 7 AM on both sides of the autumn clock change', () => {
    const planned = planOccurrences(
      {
        type: 'weekly',
        weekdays: [1, 3, 5],
        startTime: '07:00',
        firstDate: '2026-10-26',
        lastDate: '2026-11-06',
      },
      60,
      LA,
    );
    if ('problem' in planned) throw new Error(planned.problem.message);
    expect(planned.occurrences.map((o) => o.date)).toEqual([
      '2026-10-26',
      '2026-10-28',
      '2026-10-30',
      '2026-11-02',
      '2026-11-04',
      '2026-11-06',
    ]);
    // PDT (UTC-7) before 1 November, PST (UTC-8) after.
    expect(planned.occurrences[0]?.startsAt.toISOString()).toBe('2026-10-26T14:00:00.000Z');
    expect(planned.occurrences[3]?.startsAt.toISOString()).toBe('2026-11-02T15:00:00.000Z');
    expect(planned.occurrences[3]?.endsAt.toISOString()).toBe('2026-11-02T16:00:00.000Z');
  });

  it('refuses a last date before the first, an empty schedule and a time the clocks skip', () => {
    const weekly = { type: 'weekly' as const, weekdays: [1], startTime: '09:00' };
    expect(planOccurrences({ ...weekly, firstDate: '2026-05-10', lastDate: '2026-05-01' }, 60, LA)).toEqual({
      problem: { field: 'schedule.lastDate', message: 'The last date cannot be before the first.' },
    });
    // 2026-05-05 is a Tuesday: no Monday in range.
    const empty = planOccurrences({ ...weekly, firstDate: '2026-05-05', lastDate: '2026-05-05' }, 60, LA);
    expect('problem' in empty && empty.problem.field).toBe('schedule.weekdays');
    const skipped = planOccurrences(
      { type: 'dates', sessions: [{ date: '2026-03-08', startTime: '02:30' }] },
      60,
      LA,
    );
    expect('problem' in skipped && skipped.problem.message).toMatch(/does not exist/);
  });

  it('sorts a dated list and finds dates outside business hours', () => {
    const dates = scheduleDates({
      type: 'dates',
      sessions: [
        { date: '2026-06-02', startTime: '18:30' },
        { date: '2026-06-01', startTime: '09:00' },
      ],
    });
    expect(dates.map((d) => d.date)).toEqual(['2026-06-01', '2026-06-02']);
    const hours = new Map([
      [1, { start: '07:00', end: '19:00' }],
      [2, { start: '07:00', end: '19:00' }],
    ]);
    // 18:30 + 45 minutes ends after 19:00 on the Tuesday.
    expect(outsideHours(dates, 45, hours)).toEqual(['2026-06-02']);
    expect(outsideHours(dates, 30, hours)).toEqual([]);
  });
});
