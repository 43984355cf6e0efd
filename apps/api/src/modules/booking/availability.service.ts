import {
  type Availability,
  addDays,
  type BookingDays,
  type BusyInterval,
  bookableDates,
  type DayWindow,
  findFreeSlots,
  isBookableDate,
  isStaffRole,
  toZonedParts,
  WEEKDAYS,
} from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { fieldProblem, HttpProblem, notFound } from '../../lib/problem.ts';
import type { Viewer } from '../../lib/viewer.ts';
import {
  type BusyRow,
  deleteException,
  type ExceptionRow,
  insertException,
  listCustomerBusy,
  listExceptions,
  listExpertBusy,
  listWeeklyHours,
  replaceWeeklyHours,
  type WeeklyWindowRow,
} from './availability.repository.ts';
import {
  type BusinessCalendar,
  expertCards,
  findBusinessCalendar,
  findPerson,
  listActiveExperts,
  listDeliveringExperts,
} from './booking-context.repository.ts';
import { findOffering, type OfferingRow } from './offerings.repository.ts';
import { noMemo, type StudioMemo } from './studio-config-cache.ts';

// Slot search: the shared findFreeSlots does the wall-clock arithmetic (30-minute
// starts from 06:00 to 19:30, inside business hours and the expert's windows, DST-safe); this file
// gathers what it needs from the database: the expert's windows for the day after exceptions, and
// the time already taken by the expert (travel buffers included) and by the customer.

const DAY_MS = 86_400_000;
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) =>
  // Stryker disable next-line ConditionalExpression,EqualityOperator: 1440 minutes formats as 24:00 either way, and no window goes past it
  minutes >= 24 * 60
    ? '24:00'
    : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Windows sorted and merged where they touch or overlap, so a session may span two adjacent ones. */
function mergeWindows(windows: DayWindow[]): DayWindow[] {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: windows with the same start merge the same in either order
  const sorted = [...windows].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const merged: DayWindow[] = [];
  for (const window of sorted) {
    const last = merged.at(-1);
    if (last && window.start <= last.end) {
      // Stryker disable next-line EqualityOperator: with equal ends, writing the same end again changes nothing
      if (window.end > last.end) last.end = window.end;
    } else {
      merged.push({ ...window });
    }
  }
  return merged;
}

function subtractWindow(windows: DayWindow[], cut: DayWindow): DayWindow[] {
  const from = toMinutes(cut.start);
  const to = toMinutes(cut.end);
  return windows.flatMap((window) => {
    const start = toMinutes(window.start);
    const end = toMinutes(window.end);
    if (to <= start || from >= end) return [window];
    const pieces: DayWindow[] = [];
    if (from > start) pieces.push({ start: window.start, end: toTime(from) });
    if (to < end) pieces.push({ start: toTime(to), end: window.end });
    return pieces;
  });
}

/**
 * When an expert works on a date: the custom hours of exceptions covering the date if there are any,
 * else the weekly hours of that weekday; then minus any time off (a whole-day time off leaves none).
 */
export function expertWindowsOn(
  date: string,
  weekday: number,
  weekly: WeeklyWindowRow[],
  exceptions: ExceptionRow[],
): DayWindow[] {
  const covering = exceptions.filter((exception) => exception.startsOn <= date && date <= exception.endsOn);
  const custom = covering.filter((exception) => exception.kind === 'custom_hours');
  let windows: DayWindow[] =
    custom.length > 0
      ? custom.map((exception) => ({ start: exception.start ?? '00:00', end: exception.end ?? '24:00' }))
      : weekly.filter((window) => window.weekday === weekday).map(({ start, end }) => ({ start, end }));
  windows = mergeWindows(windows);
  for (const off of covering.filter((exception) => exception.kind === 'time_off')) {
    if (off.start === null || off.end === null) return [];
    windows = subtractWindow(windows, { start: off.start, end: off.end });
  }
  return windows;
}

/** The ISO weekday (1 = Monday) of a 'YYYY-MM-DD' date. */
export const weekdayOf = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** SPEC.md section 3: 07:00 AM to 07:00 PM when a business never set its hours for a day. */
const DEFAULT_DAY: DayWindow = { start: '07:00', end: '19:00' };

export function businessHoursOn(calendar: BusinessCalendar, date: string): DayWindow | null {
  const hours = calendar.hours.get(weekdayOf(date));
  return hours === undefined ? DEFAULT_DAY : hours;
}

export type SlotSearchInput = {
  businessId: string;
  calendar: BusinessCalendar;
  offering: Pick<OfferingRow, 'durationMinutes' | 'travelBufferMinutes' | 'place'>;
  /** The experts to consider, in order of preference. */
  expertIds: string[];
  /** Keep the customer's own sessions free too (their constraint has no travel buffer). */
  customerId?: string;
  dates: string[];
  now: Date;
  /** A session being rescheduled does not stand in its own way. */
  excludeServiceId?: string;
  /** Hours only, as if nothing were booked (to tell "taken" from "never offered"). */
  ignoreBusy?: boolean;
  /** Caches the hours and exceptions for the studio's configuration version (booking). */
  memo?: StudioMemo;
};

export type FoundSlot = { date: string; time: string; startsAt: Date; endsAt: Date; expertIds: string[] };

/**
 * Free starts on the given dates for the offering, per expert, merged by start time. Reads each
 * table once for all dates and experts.
 */
export async function searchSlots(db: Database, input: SlotSearchInput): Promise<FoundSlot[]> {
  const { businessId, calendar, offering, expertIds } = input;
  const dates = [...input.dates].sort();
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last || expertIds.length === 0) return [];
  // Wide enough for any time zone: a day starts at most 14 hours from UTC midnight.
  const from = new Date(Date.parse(`${first}T00:00:00Z`) - DAY_MS);
  const to = new Date(Date.parse(`${last}T00:00:00Z`) + 2 * DAY_MS);
  // One after another: callers may pass a transaction, and a pg client runs one query at a time.
  const memo = input.memo ?? noMemo;
  const experts = expertIds.join(',');
  const weekly = await memo(`weekly:${experts}`, () => listWeeklyHours(db, businessId, expertIds));
  // With a cache, every exception of these experts is read once per configuration version and the
  // dates are picked here: keyed by date, each booking on a new day was a cache miss (bench:booking).
  const exceptions =
    memo === noMemo
      ? await listExceptions(db, businessId, expertIds, { from: first, to: last })
      : (await memo(`exceptions:${experts}`, () => listExceptions(db, businessId, expertIds))).filter(
          (exception) => exception.startsOn <= last && exception.endsOn >= first,
        );
  const expertBusy = input.ignoreBusy
    ? []
    : await listExpertBusy(db, businessId, expertIds, from, to, { serviceId: input.excludeServiceId });
  const customerBusy: BusyRow[] =
    input.customerId && !input.ignoreBusy
      ? await listCustomerBusy(db, businessId, input.customerId, from, to, input.excludeServiceId)
      : [];
  const buffer = offering.place === 'home' ? offering.travelBufferMinutes : 0;
  const busyByExpert = new Map<string, BusyInterval[]>();
  for (const row of expertBusy) {
    const list = busyByExpert.get(row.ownerId) ?? [];
    list.push(row);
    busyByExpert.set(row.ownerId, list);
  }

  const found: FoundSlot[] = [];
  for (const date of dates) {
    const hours = businessHoursOn(calendar, date);
    if (!hours) continue;
    const byTime = new Map<string, FoundSlot>();
    for (const expertId of expertIds) {
      const windows = expertWindowsOn(
        date,
        weekdayOf(date),
        weekly.get(expertId) ?? [],
        exceptions.filter((exception) => exception.expertId === expertId),
      );
      if (windows.length === 0) continue;
      const slots = findFreeSlots({
        date,
        timeZone: calendar.timeZone,
        now: input.now,
        durationMinutes: offering.durationMinutes,
        bufferMinutes: buffer,
        businessHours: hours,
        expertWindows: windows,
        busy: busyByExpert.get(expertId) ?? [],
      });
      for (const slot of slots) {
        // The customer's constraint compares the sessions themselves, without travel buffers.
        const customerClash = customerBusy.some(
          (busy) => busy.startsAt < slot.endsAt && slot.startsAt < busy.endsAt,
        );
        if (customerClash) continue;
        const existing = byTime.get(slot.time);
        if (existing) existing.expertIds.push(expertId);
        else byTime.set(slot.time, { date, ...slot, expertIds: [expertId] });
      }
    }
    found.push(...[...byTime.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()));
  }
  return found;
}

/** The date an instant falls on in the business's zone. */
export const zonedDateOf = (instant: Date, timeZone: string) => toZonedParts(instant, timeZone).date;

/** Up to `limit` free starts nearest to `wanted`: its own day and the bookable days around it. */
export async function nearestSlots(
  db: Database,
  input: Omit<SlotSearchInput, 'dates'>,
  wanted: Date,
  limit = 5,
): Promise<FoundSlot[]> {
  const day = zonedDateOf(wanted, input.calendar.timeZone);
  const bookable = new Set(bookableDates(input.now, input.calendar.timeZone));
  const dates = [-3, -2, -1, 0, 1, 2, 3].map((offset) => addDays(day, offset)).filter((d) => bookable.has(d));
  const slots = await searchSlots(db, { ...input, dates });
  return slots
    .sort(
      (a, b) =>
        Math.abs(a.startsAt.getTime() - wanted.getTime()) -
          Math.abs(b.startsAt.getTime() - wanted.getTime()) || a.startsAt.getTime() - b.startsAt.getTime(),
    )
    .slice(0, limit);
}

// ---- Experts' hours and exceptions, and the slot search's answer -------------------------------------

/** The studio's active experts as cards (filters, booking on behalf of a customer). */
export async function listExperts(db: Database, businessId: string) {
  return expertCards(db, businessId, await listActiveExperts(db, businessId));
}

/**
 * The expert a caller may look at or edit: their own hours, or anyone's for staff. Another expert's
 * hours are "not found" to an expert, like another business's (row checks answer 404).
 */
async function expertFor(db: Database, viewer: Viewer, expertId: string) {
  if (!isStaffRole(viewer.role) && viewer.membershipId !== expertId) throw notFound('expert');
  const expert = await findPerson(db, viewer.businessId, expertId, 'expert');
  if (!expert) throw notFound('expert');
  return expert;
}

const dayName = (weekday: number) => WEEKDAYS[weekday - 1] ?? 'that day';

/** A window must sit inside the studio's hours on that weekday (the studio being open). */
function outsideBusinessHours(
  calendar: BusinessCalendar,
  date: string,
  start: string,
  end: string,
): { field: 'weekday' | 'start' | 'end'; message: string } | undefined {
  const hours = businessHoursOn(calendar, date);
  const weekday = weekdayOf(date);
  if (!hours) return { field: 'weekday', message: `The studio is closed on ${dayName(weekday)}s.` };
  const message = `Keep within the studio's hours on ${dayName(weekday)}s, ${hours.start} to ${hours.end}.`;
  if (start < hours.start) return { field: 'start', message };
  if (end > hours.end) return { field: 'end', message };
  return undefined;
}

/** Any date of an ISO weekday, for checking weekly windows against the business's weekly hours. */
const dateOfWeekday = (weekday: number) => addDays('2024-01-01', weekday - 1); // 2024-01-01 is a Monday

export type SlotQuery = { offeringId: string; date: string; expertId?: string; customerId?: string };

/** Free start times for an offering on a date, for one expert or any who delivers it. */
export async function findAvailability(
  db: Database,
  businessId: string,
  query: SlotQuery,
  now: Date = clock.now(),
): Promise<Availability> {
  const { offering, calendar, expertIds } = await slotSearchOf(db, businessId, query, {
    validDate: (timeZone) => isBookableDate(query.date, now, timeZone),
  });
  const slots = await searchSlots(db, {
    businessId,
    calendar,
    offering,
    expertIds,
    ...(query.customerId ? { customerId: query.customerId } : {}),
    dates: [query.date],
    now,
  });
  return {
    date: query.date,
    timeZone: calendar.timeZone,
    offeringId: offering.id,
    durationMinutes: offering.durationMinutes,
    slots: slots.map((slot) => ({
      time: slot.time,
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      expertIds: slot.expertIds,
    })),
  };
}

/**
 * Every date of the booking window with whether it can be booked (SlotPicker greys out the others
 * with the reason): closed by the studio's hours, the expert's day off (no start fits their hours even
 * with nothing booked; for any expert, every one of them), fully booked, or open.
 */
export async function findBookingDays(
  db: Database,
  businessId: string,
  query: Omit<SlotQuery, 'date'>,
  now: Date = clock.now(),
): Promise<BookingDays> {
  const { offering, calendar, expertIds } = await slotSearchOf(db, businessId, query);
  const dates = bookableDates(now, calendar.timeZone);
  const search = {
    businessId,
    calendar,
    offering,
    expertIds,
    ...(query.customerId ? { customerId: query.customerId } : {}),
    dates,
    now,
  };
  // One after another: the caller's db may be a transaction, which runs one query at a time.
  const worked = new Set((await searchSlots(db, { ...search, ignoreBusy: true })).map((slot) => slot.date));
  const free = new Set((await searchSlots(db, search)).map((slot) => slot.date));
  return {
    timeZone: calendar.timeZone,
    offeringId: offering.id,
    days: dates.map((date) => ({
      date,
      status: !businessHoursOn(calendar, date)
        ? 'closed'
        : !worked.has(date)
          ? 'off'
          : !free.has(date)
            ? 'full'
            : 'open',
    })),
  };
}

/** The offering, studio calendar and experts of a slot search, or the problem with the query. */
async function slotSearchOf(
  db: Database,
  businessId: string,
  query: Omit<SlotQuery, 'date'>,
  { validDate }: { validDate?: (timeZone: string) => boolean } = {},
) {
  const offering = await findOffering(db, businessId, query.offeringId);
  if (!offering) throw notFound('offering');
  if (!offering.active)
    throw fieldProblem(422, 'offeringId', 'This offering cannot be booked at the moment.');
  const calendar = await findBusinessCalendar(db, businessId);
  if (validDate && !validDate(calendar.timeZone)) {
    throw fieldProblem(422, 'date', 'Choose a date from 2 to 32 days ahead.');
  }
  const experts = await listDeliveringExperts(db, businessId, offering.id);
  let expertIds = experts.map((expert) => expert.id);
  if (query.expertId) {
    if (!expertIds.includes(query.expertId)) {
      throw fieldProblem(422, 'expertId', `This expert does not offer ${offering.name}.`);
    }
    expertIds = [query.expertId];
  }
  if (query.customerId && !(await findPerson(db, businessId, query.customerId, 'customer'))) {
    throw notFound('customer');
  }
  return { offering, calendar, expertIds };
}

/** An expert's weekly hours and dated exceptions, in the studio's time zone. */
export async function getExpertAvailability(db: Database, viewer: Viewer, expertId: string) {
  const expert = await expertFor(db, viewer, expertId);
  const [calendar, weekly, exceptions] = await Promise.all([
    findBusinessCalendar(db, viewer.businessId),
    listWeeklyHours(db, viewer.businessId, [expertId]),
    listExceptions(db, viewer.businessId, [expertId]),
  ]);
  return {
    expert: { id: expert.id, name: expert.name },
    timeZone: calendar.timeZone,
    hours: weekly.get(expertId) ?? [],
    exceptions: exceptions.map(({ expertId: _expert, ...exception }) => exception),
  };
}

/** Replaces an expert's weekly hours; every window must sit inside the studio's hours (400 per window). */
export async function setWeeklyHours(
  db: Database,
  viewer: Viewer,
  expertId: string,
  hours: WeeklyWindowRow[],
): Promise<void> {
  await expertFor(db, viewer, expertId);
  const calendar = await findBusinessCalendar(db, viewer.businessId);
  const errors: Record<string, string[]> = {};
  hours.forEach((window, index) => {
    const problem = outsideBusinessHours(calendar, dateOfWeekday(window.weekday), window.start, window.end);
    if (problem) errors[`hours.${index}.${problem.field}`] = [problem.message];
  });
  if (Object.keys(errors).length > 0) {
    throw new HttpProblem(400, 'Bad Request', 'Some hours are outside the studio’s hours.', errors);
  }
  await replaceWeeklyHours(db, viewer.businessId, expertId, hours);
}

/** Adds time off or different hours on some dates; different hours must fit the studio's open days. */
export async function addException(
  db: Database,
  viewer: Viewer,
  expertId: string,
  input: Omit<ExceptionRow, 'id' | 'expertId'>,
): Promise<Omit<ExceptionRow, 'expertId'>> {
  await expertFor(db, viewer, expertId);
  if (input.kind === 'custom_hours' && input.start !== null && input.end !== null) {
    const calendar = await findBusinessCalendar(db, viewer.businessId);
    // Days the studio is closed get no slots anyway; open days must contain the hours.
    for (
      let day = input.startsOn;
      day <= input.endsOn && day <= addDays(input.startsOn, 6);
      day = addDays(day, 1)
    ) {
      const problem = outsideBusinessHours(calendar, day, input.start, input.end);
      if (problem && problem.field !== 'weekday') throw fieldProblem(400, problem.field, problem.message);
    }
  }
  const { expertId: _expert, ...exception } = await insertException(db, viewer.businessId, expertId, input);
  return exception;
}

/** Removes a dated exception of the expert (404 when there is none). */
export async function removeException(
  db: Database,
  viewer: Viewer,
  expertId: string,
  exceptionId: string,
): Promise<void> {
  await expertFor(db, viewer, expertId);
  if (!(await deleteException(db, viewer.businessId, expertId, exceptionId))) throw notFound('exception');
}
