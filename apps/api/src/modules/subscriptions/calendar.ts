import { type MembershipPeriod, periodStart, toZonedParts, zonedTimeToUtc } from '@bmp/shared';
import * as clock from '../../lib/clock.ts';
import type { SubscriptionRow } from './subscriptions.repository.ts';

// A subscription's days and instants (decisions/0055-memberships.md). Periods are calendar days in the
// studio's time zone, counted from the anchor (shared `periodStart`); a period starts, and its credits
// expire, at the studio's midnight, whatever daylight-saving change falls in between.

/** The studio's calendar day now. */
export function studioToday(timeZone: string, at: Date = clock.now()): string {
  return toZonedParts(at, timeZone).date;
}

/** The instant a studio day begins: its midnight, or the first minute that exists when clocks skip it. */
export function studioMidnight(day: string, timeZone: string): Date {
  for (const time of ['00:00', '00:30', '01:00']) {
    const instant = zonedTimeToUtc(day, time, timeZone);
    if (instant) return instant;
  }
  return new Date(`${day}T00:00:00Z`);
}

export type Period = { index: number; start: string; end: string };

/** Period `index` of a subscription: its first day and the first day of the next (exclusive end). */
export function periodOf(
  sub: Pick<SubscriptionRow, 'anchorOn' | 'anchorIndex'>,
  period: MembershipPeriod,
  index: number,
): Period {
  const offset = index - sub.anchorIndex;
  return {
    index,
    start: periodStart(sub.anchorOn, period, offset),
    end: periodStart(sub.anchorOn, period, offset + 1),
  };
}

/** The period a day falls in (the last one started by then), from the anchor on. */
export function periodContaining(
  sub: Pick<SubscriptionRow, 'anchorOn' | 'anchorIndex'>,
  period: MembershipPeriod,
  day: string,
): Period {
  let index = sub.anchorIndex;
  while (periodOf(sub, period, index + 1).start <= day) index += 1;
  while (index > 0 && periodOf(sub, period, index).start > day) index -= 1;
  return periodOf(sub, period, index);
}
