import { z } from 'zod';

// Dates and instants as requests carry them: a calendar day 'YYYY-MM-DD' and an ISO 8601 date-time
// with its offset. One schema for each, so every date of a query or a body is a real day of a sane
// year before it reaches Date arithmetic or the database: the outside probe's 2020-13-45, 0000-00-00
// and 9999-12-31 were 500s (a RangeError from toISOString, a year 10000 one day later, a year 0 that
// PostgreSQL has not got). In OpenAPI they are `format: date` and `format: date-time`.

/** The days a request may name, searching or scheduling: 2000-01-01 to 2100-12-31. */
export const DATE_RANGE = { first: '2000-01-01', last: '2100-12-31' } as const;

export const DATE_MESSAGES = {
  date: 'Enter a date as YYYY-MM-DD.',
  dateTime: 'Choose a date and time.',
  outOfRange: `Enter a date from ${DATE_RANGE.first} to ${DATE_RANGE.last}.`,
} as const;

type Bound = string | (() => string);
const dayOf = (bound: Bound) => (typeof bound === 'function' ? bound() : bound);

/**
 * A real calendar day (2028-02-29 is one; 2030-02-29, 2020-13-01 and 2020-02-45 are not) from `first`
 * to `last` inclusive (each 'YYYY-MM-DD', or a function for a bound that moves, like today). A value
 * that is no date gets `message` only, never the range's messages too.
 */
export function calendarDateSchema({
  message = DATE_MESSAGES.date,
  first = DATE_RANGE.first,
  last = DATE_RANGE.last,
  tooEarly = DATE_MESSAGES.outOfRange,
  tooLate = DATE_MESSAGES.outOfRange,
}: {
  message?: string;
  first?: Bound;
  last?: Bound;
  tooEarly?: string;
  tooLate?: string;
} = {}) {
  return z.iso
    .date({ error: message, abort: true })
    .refine((value) => value >= dayOf(first), tooEarly)
    .refine((value) => value <= dayOf(last), tooLate);
}

/**
 * The date of every query parameter (from, to, date) and dated body field (first and last days, time
 * off, a moved class): a real day from 2000-01-01 to 2100-12-31, with its message on the field.
 */
export const isoDateSchema = calendarDateSchema();

/**
 * An instant with its offset ('2026-11-22T14:00:00Z', '2026-11-22T09:00:00-05:00') on a real day from
 * 2000-01-01 to 2100-12-31 as written.
 */
export function isoDateTimeSchema(message: string = DATE_MESSAGES.dateTime) {
  return z.iso
    .datetime({ offset: true, error: message, abort: true })
    .refine(
      (value) => value.slice(0, 10) >= DATE_RANGE.first && value.slice(0, 10) <= DATE_RANGE.last,
      DATE_MESSAGES.outOfRange,
    );
}
