import { addDays, toZonedParts } from '@bmp/shared';

// Weeks and the placing of sessions in the week view (docs/decisions/0017-calendar.md). Weeks start
// on Monday (ISO 8601) in every language; days and hours are the business's time zone.

/** The grid's first and last hour (06:00 to 20:00, SPEC's default studio hours with a margin). */
export const FIRST_HOUR = 6;
export const LAST_HOUR = 20;
const GRID_MINUTES = (LAST_HOUR - FIRST_HOUR) * 60;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The Monday on or before `date` ('YYYY-MM-DD'). */
export function weekStartOf(date: string): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // 0 = Monday
  return addDays(date, -weekday);
}

/** The seven dates of the week starting `start`. */
export function weekDays(start: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}

/** The week to show: `?week=` when it is a real date (moved to its Monday), else this week. */
export function weekFromParam(param: string | null, today: string): string {
  if (param && DATE.test(param) && new Date(`${param}T00:00:00Z`).toISOString().startsWith(param)) {
    return weekStartOf(param);
  }
  return weekStartOf(today);
}

/** Today's date in the studio's time zone (UTC's when the zone is invalid, never the browser's). */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return toZonedParts(now, timeZone).date;
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export type Placed<T> = {
  item: T;
  /** Where the block starts and how tall it is, in % of the grid's height (clamped to the grid). */
  top: number;
  height: number;
  /** Side by side with the sessions it overlaps: which lane of how many. */
  lane: number;
  lanes: number;
};

type Timed = { startsAt: string; endsAt: string };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The sessions of one day placed on the hour grid. Overlapping sessions (two experts at 09:00) share
 * the width in lanes, each cluster of overlaps with as many lanes as it needs.
 */
export function layoutDay<T extends Timed>(items: readonly T[], date: string, timeZone: string): Placed<T>[] {
  const spans = items
    .map((item) => {
      const start = toZonedParts(new Date(item.startsAt), timeZone);
      const end = toZonedParts(new Date(item.endsAt), timeZone);
      const from = start.date < date ? 0 : minutesOf(start.time);
      const to = end.date > date ? 24 * 60 : minutesOf(end.time);
      return { item, from, to };
    })
    .sort((a, b) => a.from - b.from || a.to - b.to);

  const placed: Placed<T>[] = [];
  let cluster: (Placed<T> & { to: number })[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    const lanes = Math.max(1, ...cluster.map((entry) => entry.lane + 1));
    for (const { to: _to, ...entry } of cluster) placed.push({ ...entry, lanes });
    cluster = [];
  };
  for (const span of spans) {
    if (span.from >= clusterEnd) {
      closeCluster();
      clusterEnd = span.to;
    } else {
      clusterEnd = Math.max(clusterEnd, span.to);
    }
    const busy = new Set(cluster.filter((entry) => entry.to > span.from).map((entry) => entry.lane));
    let lane = 0;
    while (busy.has(lane)) lane++;
    const top = Math.min(Math.max(span.from - FIRST_HOUR * 60, 0), GRID_MINUTES - 15);
    const bottom = Math.min(Math.max(span.to - FIRST_HOUR * 60, top + 15), GRID_MINUTES);
    cluster.push({
      item: span.item,
      top: (top / GRID_MINUTES) * 100,
      height: ((bottom - top) / GRID_MINUTES) * 100,
      lane,
      lanes: 1,
      to: span.to,
    });
  }
  closeCluster();
  return placed;
}

/** The sessions that touch `date` in the business's zone, by start. */
export function itemsOfDay<T extends Timed>(items: readonly T[], date: string, timeZone: string): T[] {
  return items
    .filter((item) => {
      const start = toZonedParts(new Date(item.startsAt), timeZone).date;
      const end = toZonedParts(new Date(Date.parse(item.endsAt) - 1), timeZone).date;
      return start <= date && end >= date;
    })
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}
