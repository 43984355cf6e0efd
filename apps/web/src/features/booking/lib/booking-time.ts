import { bookableDates } from '@bmp/shared';

// Dates and times of the booking pages. The API answers instants in UTC with the business's IANA
// time zone; the pages show them in that zone, whatever the browser's own.

/** The dates a member may pick (SPEC.md section 9: 2 to 32 days ahead, in the business's zone). */
export function bookingDateOptions(now: Date, timeZone: string): string[] {
  try {
    return bookableDates(now, timeZone);
  } catch {
    return bookableDates(now, 'UTC');
  }
}

/**
 * A calendar date ('2026-05-04') as an instant that shows that same date when formatted in UTC, so the
 * formatter can name the weekday and month without shifting the day.
 */
export function calendarDateInstant(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

/**
 * True when a session starts after `now` and is still to happen: not Completed (SPEC.md section 4
 * "upcoming") and not Canceled (a canceled session is listed with the past ones).
 */
export function isUpcoming(service: { status: string; startsAt: string }, now: Date): boolean {
  return (
    service.status !== 'Completed' &&
    service.status !== 'Canceled' &&
    Date.parse(service.startsAt) > now.getTime()
  );
}
