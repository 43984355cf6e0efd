import { addDays, toZonedParts, zonedTimeToUtc } from '@bmp/shared';

// Dates and times as a studio sees them, for tests and benchmarks: "in three days at 10 AM, Los
// Angeles time", whatever the machine's zone.

/** The studio-local date `days` from today. */
export function daysAhead(days: number, timeZone = 'America/Los_Angeles', now = new Date()): string {
  return addDays(toZonedParts(now, timeZone).date, days);
}

/** The instant of a wall-clock time on a date in the studio's zone, as ISO. */
export function at(date: string, time: string, timeZone = 'America/Los_Angeles'): string {
  const instant = zonedTimeToUtc(date, time, timeZone);
  if (!instant) throw new Error(`${date} ${time} does not exist in ${timeZone}`);
  return instant.toISOString();
}
