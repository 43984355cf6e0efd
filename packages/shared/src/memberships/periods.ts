// A subscription's calendar: every period is counted from one anchor day, never from the period before,
// so a monthly plan bought on January 31 renews on February 28 (or 29), then March 31, not March 28
// (decisions/0055-memberships.md). Days are 'YYYY-MM-DD' in the studio's time zone.

export const MEMBERSHIP_PERIODS = ['week', 'month', 'year'] as const;
export type MembershipPeriod = (typeof MEMBERSHIP_PERIODS)[number];

function parts(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return [year, month, date];
}

function format(year: number, month: number, date: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whole months later, on the same day of the month or the month's last day when it has fewer days. */
export function addMonthsClamped(day: string, months: number): string {
  const [year, month, date] = parts(day);
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  return format(nextYear, nextMonth, Math.min(date, daysInMonth(nextYear, nextMonth)));
}

/** The first day of period `index` (0 is the period that starts on the anchor). */
export function periodStart(anchor: string, period: MembershipPeriod, index: number): string {
  if (period === 'week') {
    const next = new Date(Date.parse(`${anchor}T00:00:00Z`) + index * 7 * 86_400_000);
    return next.toISOString().slice(0, 10);
  }
  return addMonthsClamped(anchor, period === 'month' ? index : index * 12);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
