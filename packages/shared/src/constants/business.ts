// Business profile defaults from SPEC section 3: opening hours and studio locations.

import { toCamelCase } from '../text';
import { formatTime12h } from './booking';

// ISO 8601 order (Monday first), which is also how US studios print their hours.
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type BusinessHoursEntry = {
  day: Weekday;
  /** 24-hour 'HH:MM', or null when not set. */
  open: string | null;
  close: string | null;
  closed: boolean;
  /** 12-hour text such as '07:00 AM'; empty when the time is not set. */
  openDisplay: string;
  closeDisplay: string;
};

/** Build a business-hours entry, deriving the 12-hour display texts from the 24-hour times. */
export function toBusinessHoursEntry(
  day: Weekday,
  open: string | null,
  close: string | null,
  closed: boolean,
): BusinessHoursEntry {
  // SPEC's default shows '07:00 AM', so the display keeps the zero-padded hour.
  return {
    day,
    open,
    close,
    closed,
    openDisplay: open === null ? '' : formatTime12h(open, { pad: true }),
    closeDisplay: close === null ? '' : formatTime12h(close, { pad: true }),
  };
}

export const DEFAULT_OPEN_TIME = '07:00';
export const DEFAULT_CLOSE_TIME = '19:00';

// Frozen because forms start from these objects; a form editing one in place would change every default.
export const DEFAULT_BUSINESS_HOURS: readonly Readonly<BusinessHoursEntry>[] = Object.freeze(
  WEEKDAYS.map((day) =>
    Object.freeze(toBusinessHoursEntry(day, DEFAULT_OPEN_TIME, DEFAULT_CLOSE_TIME, false)),
  ),
);

export type LocationOption = { code: string; display: string; state: string };

/** Build a location option; the code is `state.city` in camelCase, e.g. 'california.losAngeles'. */
export function toLocationOption(city: string, state: string): LocationOption {
  return { code: `${toCamelCase(state)}.${toCamelCase(city)}`, display: `${city}, ${state}`, state };
}

export const DEFAULT_LOCATION: Readonly<LocationOption> = Object.freeze(
  toLocationOption('Los Angeles', 'California'),
);
