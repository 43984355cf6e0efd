import { addDays, type calendarQuerySchema, isStaffRole, zonedTimeToUtc } from '@bmp/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import * as clock from '../../lib/clock.ts';
import { type IcalEvent, writeCalendar } from '../../lib/ical.ts';
import { fieldProblem } from '../../lib/problem.ts';
import { type ServiceScope, scopeOf, type Viewer } from '../../lib/viewer.ts';
import { findBusinessCalendar, listServiceViews, type ServiceView } from '../booking/index.ts';
import { listClassEvents } from '../groups/index.ts';
import { type FeedOwner, touchFeed } from './feeds.ts';

// The calendar's reads (decision 0017): the admin area's days of sessions and classes, and a feed's
// iCalendar document.

/** Sessions never last a day (offerings are at most 8 hours), so a day's look-back finds any overlap. */
const LOOK_BACK_MS = 24 * 3_600_000;
/** Enough for any week of a studio; `truncated` says when a range held more. */
const CALENDAR_LIMIT = 2000;
const FEED_LIMIT = 5000;
export const FEED_PAST_DAYS = 60;
export const FEED_FUTURE_DAYS = 365;

function dayStart(date: string, timeZone: string): Date {
  return zonedTimeToUtc(date, '00:00', timeZone) ?? new Date(`${date}T00:00:00Z`);
}

/** The sessions a scope sees that overlap [from, to), oldest first. */
async function sessionsBetween(
  db: ReadDatabase,
  businessId: string,
  scope: ServiceScope,
  from: Date,
  to: Date,
  limit: number,
  expertId?: string,
  locationId?: string,
): Promise<{ items: ServiceView[]; truncated: boolean }> {
  const { items, total } = await listServiceViews(db, businessId, scope, {
    ...(expertId ? { expertId } : {}),
    ...(locationId ? { locationId } : {}),
    from: new Date(from.getTime() - LOOK_BACK_MS),
    to,
    now: clock.now(),
    sort: { field: 'startsAt', direction: 'asc' },
    limit,
    offset: 0,
  });
  return {
    items: items.filter((view) => view.service.endsAt.getTime() > from.getTime()),
    truncated: total > limit,
  };
}

const where = (view: ServiceView) =>
  view.service.place === 'home' ? (view.service.address ?? null) : view.locationDisplay;

const ICAL_STATUS = { Canceled: 'CANCELLED', Requested: 'TENTATIVE' } as const;

/** One session as a VEVENT, worded for whose feed it is (the feed has no language: English). */
function toEvent(view: ServiceView, owner: FeedOwner, origin: string): IcalEvent {
  const row = view.service;
  const member = owner.role === 'customer';
  const summary =
    owner.role === 'customer'
      ? `${row.offeringName} with ${view.expertName}`
      : owner.role === 'expert'
        ? `${row.offeringName}: ${view.customerName}`
        : `${row.offeringName}: ${view.customerName} with ${view.expertName}`;
  const description = [
    `Status: ${row.status}`,
    `Service: ${row.serviceType}`,
    `Expert: ${view.expertName}`,
    `Customer: ${view.customerName}`,
    ...(view.participants.length > 0
      ? [`Participants: ${view.participants.map((participant) => participant.name).join(', ')}`]
      : []),
  ].join('\n');
  return {
    uid: `${row.id}@bmp`,
    start: row.startsAt,
    end: row.endsAt,
    stamp: row.updatedAt,
    summary,
    description,
    location: where(view),
    url: `${origin}${member ? '/members/services/details/' : '/admin/services/details/'}${row.id}`,
    status: row.status in ICAL_STATUS ? ICAL_STATUS[row.status as keyof typeof ICAL_STATUS] : 'CONFIRMED',
  };
}

function feedScope(owner: FeedOwner): ServiceScope {
  if (owner.role === 'customer') return { kind: 'customer', customerId: owner.membershipId };
  if (owner.role === 'expert') return { kind: 'expert', expertId: owner.membershipId };
  return { kind: 'all' };
}

/** Sessions and classes overlapping the days from..to (inclusive) in the studio's time zone. */
export async function calendarDays(
  db: Database,
  viewer: Viewer,
  query: z.output<typeof calendarQuerySchema>,
) {
  const { from, to, expertId, locationId } = query;
  if (!isStaffRole(viewer.role) && expertId && expertId !== viewer.membershipId) {
    throw fieldProblem(403, 'expertId', 'You can see only your own sessions.');
  }
  const calendar = await findBusinessCalendar(db, viewer.businessId);
  const { items, truncated } = await sessionsBetween(
    db,
    viewer.businessId,
    scopeOf(viewer, 'team'),
    dayStart(from, calendar.timeZone),
    dayStart(addDays(to, 1), calendar.timeZone),
    CALENDAR_LIMIT,
    expertId,
    locationId,
  );
  const allOccurrences = await listClassEvents(
    db,
    viewer.businessId,
    { from: dayStart(from, calendar.timeZone), to: dayStart(addDays(to, 1), calendar.timeZone) },
    isStaffRole(viewer.role) ? (expertId ? { expertId } : {}) : { expertId: viewer.membershipId },
  );
  const occurrences = locationId
    ? allOccurrences.filter(({ group }) => group.locationId === locationId)
    : allOccurrences;
  const classEntries = occurrences.map(({ occurrence, group, expertName }) => ({
    id: occurrence.id,
    startsAt: occurrence.startsAt.toISOString(),
    endsAt: occurrence.endsAt.toISOString(),
    status: 'Confirmed' as const,
    offeringName: group.name,
    serviceType: 'Group Coaching' as const,
    category: 'group' as const,
    place: 'studio' as const,
    location: null,
    expert: { id: occurrence.expertId, name: expertName },
    customer: {
      id: group.id,
      name: `${group.kind === 'Group Class' ? occurrence.seatsTaken : group.seriesSeatsTaken}/${group.kind === 'Group Class' ? occurrence.capacity : group.capacity}`,
    },
    kind: 'class' as const,
    groupId: group.id,
  }));
  return {
    from,
    to,
    timeZone: calendar.timeZone,
    truncated,
    items: [
      ...items.map((view) => ({
        id: view.service.id,
        startsAt: view.service.startsAt.toISOString(),
        endsAt: view.service.endsAt.toISOString(),
        status: view.service.status,
        offeringName: view.service.offeringName,
        serviceType: view.service.serviceType,
        category: view.service.category,
        place: view.service.place,
        location: where(view),
        expert: { id: view.service.expertId, name: view.expertName },
        customer: { id: view.service.customerId, name: view.customerName },
      })),
    ],
    classes: classEntries,
  };
}

/** The feed owner's sessions and classes as an iCalendar document; marks the feed as read. */
/** The feed's sessions and classes are read from `reads` (a replica may answer); the touch goes to `db`. */
export async function feedDocument(
  db: Database,
  reads: ReadDatabase,
  owner: FeedOwner,
  origin: string,
): Promise<string> {
  const now = clock.now();
  const { items } = await sessionsBetween(
    reads,
    owner.businessId,
    feedScope(owner),
    new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000),
    new Date(now.getTime() + FEED_FUTURE_DAYS * 86_400_000),
    FEED_LIMIT,
  );
  // Classes too (decision 0031): an expert's own, a member's joined ones, all for staff.
  const classes = await listClassEvents(
    reads,
    owner.businessId,
    {
      from: new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000),
      to: new Date(now.getTime() + FEED_FUTURE_DAYS * 86_400_000),
    },
    owner.role === 'customer'
      ? { customerId: owner.membershipId }
      : owner.role === 'expert'
        ? { expertId: owner.membershipId }
        : {},
  );
  await touchFeed(db, owner.feedId, now);
  return writeCalendar({
    name: owner.businessName,
    events: [
      ...items.map((view) => toEvent(view, owner, origin)),
      ...classes.map(({ occurrence, group }) => ({
        uid: `${occurrence.id}@bmp`,
        start: occurrence.startsAt,
        end: occurrence.endsAt,
        stamp: occurrence.updatedAt,
        summary: `${group.name} (${group.kind})`,
        description: `${group.kind}: ${group.name}`,
        url: `${origin}${owner.role === 'customer' ? '/members/services/new?tab=classes' : `/admin/group/details/${group.id}`}`,
        status: 'CONFIRMED' as const,
      })),
    ],
  });
}
