import { describe, expect, it } from 'vitest';
import { itemsOfDay, layoutDay, weekDays, weekFromParam, weekStartOf } from './week.ts';

const LA = 'America/Los_Angeles';
// 2026-05-04 is a Monday; Los Angeles is UTC-7 then.
const session = (id: string, start: string, end: string) => ({
  id,
  startsAt: new Date(`2026-05-06T${start}:00-07:00`).toISOString(),
  endsAt: new Date(`2026-05-06T${end}:00-07:00`).toISOString(),
});

describe('the week view', () => {
  it('starts weeks on Monday', () => {
    expect(weekStartOf('2026-05-04')).toBe('2026-05-04');
    expect(weekStartOf('2026-05-10')).toBe('2026-05-04');
    expect(weekStartOf('2026-05-11')).toBe('2026-05-11');
    expect(weekDays('2026-05-04')).toEqual([
      '2026-05-04',
      '2026-05-05',
      '2026-05-06',
      '2026-05-07',
      '2026-05-08',
      '2026-05-09',
      '2026-05-10',
    ]);
  });

  it('reads the week from the address, ignoring dates that do not exist', () => {
    expect(weekFromParam('2026-05-07', '2026-01-01')).toBe('2026-05-04');
    expect(weekFromParam('2026-02-30', '2026-05-07')).toBe('2026-05-04');
    expect(weekFromParam(null, '2026-05-07')).toBe('2026-05-04');
  });

  it("places sessions by their time in the business's zone, 06:00 at the top and 20:00 at the bottom", () => {
    const [placed] = layoutDay([session('a', '06:00', '13:00')], '2026-05-06', LA);
    expect(placed?.top).toBe(0);
    expect(placed?.height).toBe(50);
    expect(placed?.lanes).toBe(1);
  });

  it('puts overlapping sessions side by side and lets the next free one take the whole width', () => {
    const placed = layoutDay(
      [
        session('a', '09:00', '10:00'),
        session('b', '09:30', '10:30'),
        session('c', '10:00', '11:00'),
        session('d', '12:00', '13:00'),
      ],
      '2026-05-06',
      LA,
    );
    const byId = Object.fromEntries(placed.map((entry) => [entry.item.id, entry]));
    expect(byId.a).toMatchObject({ lane: 0, lanes: 2 });
    expect(byId.b).toMatchObject({ lane: 1, lanes: 2 });
    expect(byId.c).toMatchObject({ lane: 0, lanes: 2 });
    expect(byId.d).toMatchObject({ lane: 0, lanes: 1 });
  });

  it('keeps sessions outside the grid hours visible at its edge', () => {
    const [early] = layoutDay([session('a', '05:00', '05:30')], '2026-05-06', LA);
    expect(early?.top).toBe(0);
    expect(early?.height).toBeGreaterThan(0);
    const [late] = layoutDay([session('b', '21:00', '22:00')], '2026-05-06', LA);
    expect((late?.top ?? 0) + (late?.height ?? 0)).toBeLessThanOrEqual(100);
  });

  it('lists the sessions of a day by start time', () => {
    const items = [session('b', '11:00', '12:00'), session('a', '09:00', '10:00')];
    expect(itemsOfDay(items, '2026-05-06', LA).map((item) => item.id)).toEqual(['a', 'b']);
    expect(itemsOfDay(items, '2026-05-07', LA)).toEqual([]);
  });
});
