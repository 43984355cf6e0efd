// Group classes (PRODUCT.md "Group", SPEC.md section 3 "Group class kinds").

export const GROUP_KINDS = ['Group Class', 'Bootcamp', 'Sports Camp'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

/** A Group Class is booked per occurrence; a Bootcamp or Sports Camp is enrolled as a whole series. */
export const isSeriesKind = (kind: GroupKind) => kind !== 'Group Class';

export const GROUP_OCCURRENCE_STATUSES = ['scheduled', 'canceled'] as const;
export type GroupOccurrenceStatus = (typeof GROUP_OCCURRENCE_STATUSES)[number];

/**
 * A place in a class: `booked` holds seats (and credits); `waitlisted` waits in line; `left` and
 * `late_left` left (credits released or spent); `dropped` left the waitlist (promoted elsewhere at an
 * overlapping time, or left it); `skipped` was passed over by promotion for lack of credits;
 * `canceled` ended by the studio cancelling the occurrence.
 */
export const GROUP_SEAT_STATUSES = [
  'booked',
  'waitlisted',
  'left',
  'late_left',
  'dropped',
  'skipped',
  'canceled',
] as const;
export type GroupSeatStatus = (typeof GROUP_SEAT_STATUSES)[number];

export const GROUP_ATTENDANCE_MARKS = ['checked_in', 'no_show'] as const;
export type GroupAttendanceMark = (typeof GROUP_ATTENDANCE_MARKS)[number];

/** Minutes before the start inside which a freed seat is offered to the whole waitlist at once. */
export const DEFAULT_WAITLIST_CUTOFF_MINUTES = 120;
export const GROUP_CAPACITY_MAX = 200;
export const GROUP_WAITLIST_LIMIT_MAX = 200;
/** How far ahead a weekly schedule is materialised into occurrences. */
export const GROUP_SCHEDULE_MAX_DAYS = 366;
