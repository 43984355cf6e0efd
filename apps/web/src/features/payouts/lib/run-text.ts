import type { PayoutRunStatus, StatusColor } from '@bmp/shared';
import type { useFormat } from '../../../i18n/use-format.ts';

type Format = ReturnType<typeof useFormat>;

/** A calendar day ('2026-10-31') in the language's words: the day itself, whatever the zone. */
export function dayText(format: Format, day: string): string {
  return format.date(`${day.slice(0, 10)}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** A month ('2026-10') in the language's words: "October 2026". */
export function monthText(format: Format, month: string): string {
  return format.date(`${month}-15T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A run's status in the status chips' colours: a draft to check, approved to pay, paid, voided. */
export const RUN_STATUS_COLORS: Record<PayoutRunStatus, StatusColor> = {
  draft: 'info',
  approved: 'primary',
  paid: 'success',
  voided: 'disabled',
};

/** The previous calendar month of `today` ('2026-11-27' → 2026-10-01 to 2026-10-31). */
export function previousMonth(today: string): { periodFrom: string; periodUntil: string } {
  const [year = 2000, month = 1] = today.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { periodFrom: first.toISOString().slice(0, 10), periodUntil: last.toISOString().slice(0, 10) };
}

/** The earnings list's days unless changed: last month's first day to this month's last ('2026-11-27' → 2026-10-01 to 2026-11-30). */
export function lastAndThisMonth(today: string): { from: string; until: string } {
  const [year = 2000, month = 1] = today.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0));
  return { from: previousMonth(today).periodFrom, until: last.toISOString().slice(0, 10) };
}
