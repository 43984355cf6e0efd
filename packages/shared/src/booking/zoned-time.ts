// Wall-clock times in a business's IANA time zone <-> UTC instants, with Intl only (no time-zone
// database of our own), correct across daylight-saving changes.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  // Stryker disable next-line ConditionalExpression: a cache; building the formatter every time answers the same, only slower
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type ZonedParts = { date: string; time: string; weekday: number };

// formatToParts is the slowest step of slot search and of checking a booking (a CPU profile of
// bench:booking put it first among the API's own functions), and the same instants recur across
// requests (a day's slot starts, business hours): answers are kept per zone and minute, bounded.
const partsCache = new Map<string, ZonedParts>();
const PARTS_CACHE_LIMIT = 20_000;

/** The wall-clock date and time an instant shows in a time zone. */
export function toZonedParts(instant: Date, timeZone: string): ZonedParts {
  const ms = instant.getTime();
  // Only whole minutes are cached (what slots and hours use); seconds would not fit the key.
  if (ms % 60_000 !== 0) return computeZonedParts(instant, timeZone);
  const key = `${timeZone}|${ms}`;
  const cached = partsCache.get(key);
  if (cached) return { ...cached };
  const parts = computeZonedParts(instant, timeZone);
  if (partsCache.size >= PARTS_CACHE_LIMIT) partsCache.clear();
  partsCache.set(key, parts);
  return { ...parts };
}

function computeZonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  // ISO weekday, 1 = Monday .. 7 = Sunday.
  const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return { date, time: `${parts.hour}:${parts.minute}`, weekday };
}

function offsetMinutes(instant: Date, timeZone: string): number {
  const { date, time } = toZonedParts(instant, timeZone);
  const seconds = instant.getUTCSeconds();
  const asUtc = Date.parse(`${date}T${time}:${String(seconds).padStart(2, '0')}Z`);
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/**
 * The instant a wall-clock time ('2026-03-08', '06:30') happens in a time zone, or null when that
 * time does not exist there (the hour skipped when clocks go forward).
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date | null {
  const naive = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(naive)) return null;
  // Two passes settle the offset on either side of a change.
  let instant = new Date(naive - offsetMinutes(new Date(naive), timeZone) * 60_000);
  instant = new Date(naive - offsetMinutes(instant, timeZone) * 60_000);
  const back = toZonedParts(instant, timeZone);
  return back.date === date && back.time === time ? instant : null;
}

/** Adds whole days to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
  return next.toISOString().slice(0, 10);
}
