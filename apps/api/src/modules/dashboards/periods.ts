import { addDays, type DashboardQuery, type Figure, toZonedParts } from '@bmp/shared';
import type { DayRange, Pair } from './dashboards.repository.ts';

/** Days between two 'YYYY-MM-DD' dates, inclusive. */
const daysIn = (range: DayRange) =>
  Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1;

const monthStart = (date: string) => `${date.slice(0, 8)}01`;
const monthEnd = (date: string) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
};

/**
 * The chosen period and the one before it, as days in the studio's time zone: today and yesterday;
 * this ISO week (Monday to Sunday) and last week; this calendar month and last month; a custom
 * range and the same number of days just before it.
 */
export function resolvePeriods(query: DashboardQuery, now: Date, timeZone: string) {
  const today = toZonedParts(now, timeZone).date;
  let current: DayRange;
  let previous: DayRange;
  switch (query.period) {
    case 'today':
      current = { from: today, to: today };
      previous = { from: addDays(today, -1), to: addDays(today, -1) };
      break;
    case 'week': {
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay() || 7;
      const monday = addDays(today, 1 - weekday);
      current = { from: monday, to: addDays(monday, 6) };
      previous = { from: addDays(monday, -7), to: addDays(monday, -1) };
      break;
    }
    case 'month': {
      current = { from: monthStart(today), to: monthEnd(today) };
      const lastMonthDay = addDays(current.from, -1);
      previous = { from: monthStart(lastMonthDay), to: lastMonthDay };
      break;
    }
    default: {
      current = { from: query.from ?? today, to: query.to ?? today };
      const length = daysIn(current);
      previous = { from: addDays(current.from, -length), to: addDays(current.from, -1) };
    }
  }
  return { current, previous, timeZone };
}

/** Percent change with one decimal; null when there is nothing to compare with (previous was 0). */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export const figure = ({ cur, prev }: Pair): Figure => ({
  value: cur,
  previous: prev,
  change: percentChange(cur, prev),
});

/** Booked ÷ available as a percentage with one decimal (0 when nobody was available). */
export const utilisationPercent = (booked: number, available: number) =>
  available === 0 ? 0 : Math.round((booked / available) * 1000) / 10;
