import { BOOKING_WINDOW, bookingSlotTimes } from '../constants/booking';
import { addDays, toZonedParts, zonedTimeToUtc } from './zoned-time';

/** A wall-clock window on the day being searched, 'HH:MM' to 'HH:MM' in the business's zone. */
export type DayWindow = { start: string; end: string };
/** A span of time already taken, as UTC instants (end exclusive). */
export type BusyInterval = { startsAt: Date; endsAt: Date };

export type SlotSearch = {
  /** The day asked for, in the business's time zone. */
  date: string;
  timeZone: string;
  now: Date;
  durationMinutes: number;
  /** Kept free before and after the session (travel to and from an in-home session). */
  bufferMinutes: number;
  /** The business's hours that day; null when closed. */
  businessHours: DayWindow | null;
  /** When the expert works that day (weekly hours after exceptions and time off). */
  expertWindows: DayWindow[];
  /**
   * Sessions the expert and the customer already have. The candidate's own buffer is applied here;
   * the caller widens the intervals of existing in-home sessions by theirs.
   */
  busy: BusyInterval[];
};

export type FreeSlot = { time: string; startsAt: Date; endsAt: Date };

/** The dates a member may pick (SPEC.md section 9: from 2 to 32 days ahead, in the business's zone). */
export function bookableDates(now: Date, timeZone: string): string[] {
  const today = toZonedParts(now, timeZone).date;
  const dates: string[] = [];
  for (let day = BOOKING_WINDOW.minDaysAhead; day <= BOOKING_WINDOW.maxDaysAhead; day++)
    dates.push(addDays(today, day));
  return dates;
}

/** True when the date is inside the booking window. */
export function isBookableDate(date: string, now: Date, timeZone: string): boolean {
  return bookableDates(now, timeZone).includes(date);
}

const contains = (window: DayWindow, start: string, end: string) =>
  window.start <= start && end <= window.end;

/**
 * The free start times on a day: every 30 minutes from 6:00 AM to 7:30 PM (SPEC.md), kept only when
 * the whole session fits inside business hours and one of the expert's windows, and nothing busy
 * overlaps it or its travel buffer. Times that do not exist that day (a daylight-saving jump) are
 * skipped; the UTC instants are right on either side of a change.
 */
export function findFreeSlots(search: SlotSearch): FreeSlot[] {
  if (!search.businessHours || !isBookableDate(search.date, search.now, search.timeZone)) return [];
  const hours = search.businessHours;
  const bufferMs = search.bufferMinutes * 60_000;
  const free: FreeSlot[] = [];
  for (const time of bookingSlotTimes()) {
    const startsAt = zonedTimeToUtc(search.date, time, search.timeZone);
    if (!startsAt) continue;
    const endsAt = new Date(startsAt.getTime() + search.durationMinutes * 60_000);
    const end = toZonedParts(endsAt, search.timeZone);
    // A session that would run past midnight does not fit the day.
    if (end.date !== search.date && end.time !== '00:00') continue;
    const endTime = end.date === search.date ? end.time : '24:00';
    if (!contains(hours, time, endTime)) continue;
    if (!search.expertWindows.some((window) => contains(window, time, endTime))) continue;
    const from = startsAt.getTime() - bufferMs;
    const to = endsAt.getTime() + bufferMs;
    const clash = search.busy.some((busy) => busy.startsAt.getTime() < to && from < busy.endsAt.getTime());
    if (!clash) free.push({ time, startsAt, endsAt });
  }
  return free;
}
