import { addDays, GROUP_SCHEDULE_MAX_DAYS, type GroupScheduleInput, zonedTimeToUtc } from '@bmp/shared';
import * as rruleModule from 'rrule';

// rrule ships CommonJS for Node (its named exports then sit on the default export) and ESM for bundlers.
const RRule = rruleModule.RRule ?? (rruleModule as unknown as { default: typeof rruleModule }).default.RRule;

// A group's schedule becomes dated occurrences. rrule expands the weekly rule over "floating" dates
// (the UTC fields of its answers are the studio's wall-clock date and time, rrule's documented way to
// stay clear of the server's zone); each is then placed in the studio's zone, so 7 AM stays 7 AM
// across daylight-saving changes.

export type PlannedOccurrence = { date: string; startTime: string; startsAt: Date; endsAt: Date };
export type ScheduleProblem = { field: string; message: string };

const RRULE_DAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];

function floating(date: string, time: string): Date {
  return new Date(`${date}T${time}:00Z`);
}

/** The wall-clock (date, time) pairs of a schedule, in order. */
export function scheduleDates(schedule: GroupScheduleInput): { date: string; startTime: string }[] {
  if (schedule.type === 'dates') {
    return [...schedule.sessions].sort((a, b) =>
      `${a.date}T${a.startTime}`.localeCompare(`${b.date}T${b.startTime}`),
    );
  }
  const rule = new RRule({
    freq: RRule.WEEKLY,
    byweekday: schedule.weekdays.map((day) => RRULE_DAYS[day - 1] ?? RRule.MO),
    dtstart: floating(schedule.firstDate, schedule.startTime),
    until: floating(schedule.lastDate, '23:59'),
  });
  return rule.all().map((when) => ({
    date: when.toISOString().slice(0, 10),
    startTime: when.toISOString().slice(11, 16),
  }));
}

/** Places a schedule in the studio's zone, or says which field is wrong. */
export function planOccurrences(
  schedule: GroupScheduleInput,
  durationMinutes: number,
  timeZone: string,
): { occurrences: PlannedOccurrence[] } | { problem: ScheduleProblem } {
  if (schedule.type === 'weekly') {
    if (schedule.lastDate < schedule.firstDate) {
      return {
        problem: { field: 'schedule.lastDate', message: 'The last date cannot be before the first.' },
      };
    }
    if (schedule.lastDate > addDays(schedule.firstDate, GROUP_SCHEDULE_MAX_DAYS)) {
      return { problem: { field: 'schedule.lastDate', message: 'Keep a schedule within one year.' } };
    }
  }
  const dates = scheduleDates(schedule);
  if (dates.length === 0) {
    return {
      problem: {
        field: schedule.type === 'weekly' ? 'schedule.weekdays' : 'schedule.sessions',
        message: 'This schedule has no dates: choose days between the first and last date.',
      },
    };
  }
  const occurrences: PlannedOccurrence[] = [];
  for (const { date, startTime } of dates) {
    const startsAt = zonedTimeToUtc(date, startTime, timeZone);
    if (!startsAt) {
      return {
        problem: {
          field: schedule.type === 'weekly' ? 'schedule.startTime' : 'schedule.sessions',
          message: `${startTime} does not exist on ${date} (the clocks go forward).`,
        },
      };
    }
    occurrences.push({
      date,
      startTime,
      startsAt,
      endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000),
    });
  }
  return { occurrences };
}

/** ISO weekday (1 = Monday) of a 'YYYY-MM-DD' date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The dates whose class starts before opening or ends after closing (closed days included). */
export function outsideHours(
  occurrences: { date: string; startTime: string }[],
  durationMinutes: number,
  hours: Map<number, { start: string; end: string } | null>,
): string[] {
  const outside: string[] = [];
  for (const { date, startTime } of occurrences) {
    const day = hours.has(isoWeekday(date)) ? hours.get(isoWeekday(date)) : { start: '07:00', end: '19:00' };
    const start = minutesOf(startTime);
    if (!day || start < minutesOf(day.start) || start + durationMinutes > minutesOf(day.end))
      outside.push(date);
  }
  return outside;
}
