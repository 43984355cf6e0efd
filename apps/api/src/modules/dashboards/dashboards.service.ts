import {
  type AdminDashboard,
  addDays,
  type DashboardClass,
  type DashboardList,
  type DashboardQuery,
  type DashboardSession,
  type ExpertDashboard,
  type MemberDashboard,
  type ServiceStatus,
  type ServiceType,
  zonedTimeToUtc,
} from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import * as clock from '../../lib/clock.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findBusinessCalendar, listServiceViews, toService } from '../booking/index.ts';
import { type CustomerReader, countExpertClients, mayReadCustomer } from '../customers/index.ts';
import { listClassEvents } from '../groups/index.ts';
import * as repo from './dashboards.repository.ts';
import { figure, resolvePeriods, utilisationPercent } from './periods.ts';

export type Scope = { businessId: string; membershipId: string };

async function zoneOf(db: ReadDatabase, businessId: string) {
  const timeZone = await repo.timeZoneOf(db, businessId);
  if (!timeZone) throw new HttpProblem(404, 'Not Found', 'No such business.');
  return timeZone;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const card = (row: repo.SessionCardRow): DashboardSession => ({
  ...row,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
});

async function utilisationFigure(
  db: ReadDatabase,
  businessId: string,
  p: repo.Periods,
  expertId: string | null,
  booked?: { cur: Map<string, number>; prev: Map<string, number> },
) {
  const current = await repo.utilisationRows(db, businessId, p.current, expertId, booked?.cur);
  const previous = await repo.utilisationRows(db, businessId, p.previous, expertId, booked?.prev);
  const sum = (list: typeof current, key: 'bookedMinutes' | 'availableMinutes') =>
    list.reduce((total, row) => total + Number(row[key]), 0);
  return {
    figure: figure({
      cur: utilisationPercent(sum(current, 'bookedMinutes'), sum(current, 'availableMinutes')),
      prev: utilisationPercent(sum(previous, 'bookedMinutes'), sum(previous, 'availableMinutes')),
    }),
    experts: current.map((row) => ({
      ...row,
      bookedMinutes: Number(row.bookedMinutes),
      availableMinutes: Number(row.availableMinutes),
    })),
  };
}

/** The studio at a glance (staff): each figure for the period and the one before (docs/metrics.md). */
export async function adminDashboard(
  db: ReadDatabase,
  businessId: string,
  query: DashboardQuery,
  now: Date = clock.now(),
): Promise<AdminDashboard> {
  const p = resolvePeriods(query, now, await zoneOf(db, businessId));
  // One query at a time: PGlite runs them in turn anyway, and a pool of one would queue them.
  const money = await repo.money(db, businessId, p);
  const deferred = await repo.deferredRevenue(db, businessId);
  const by = await repo.sessionFigures(db, businessId, p);
  const utilisation = await utilisationFigure(db, businessId, p, null, by.booked);
  const active = await repo.activeMembers(db, businessId, p);
  const fresh = await repo.newMembers(db, businessId, p);
  const atRisk = await repo.atRiskCount(db, businessId, now);
  const memberships = await membershipFigures(db, businessId, p);
  return {
    period: {
      period: query.period,
      from: p.current.from,
      to: p.current.to,
      previousFrom: p.previous.from,
      previousTo: p.previous.to,
      timeZone: p.timeZone,
    },
    revenueCents: figure(money.revenue),
    cashCents: figure(money.cash),
    creditsSold: figure(money.sold),
    creditsUsed: figure(money.used),
    deferredRevenueCents: deferred,
    sessions: figure(by.sessions),
    sessionsByStatus: by.byStatus,
    sessionsByType: by.byType,
    utilisation: utilisation.figure,
    experts: utilisation.experts,
    activeMembers: figure(active),
    newMembers: figure(fresh),
    atRiskMembers: atRisk,
    lateCancels: figure(by.late),
    topOfferings: by.top,
    memberships,
  };
}

/** One decimal of a percentage, or null when there is nothing to divide by. */
const share = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

/** The studio's memberships: now, and over the period (docs/metrics.md "Memberships"). */
async function membershipFigures(
  db: ReadDatabase,
  businessId: string,
  p: Parameters<typeof repo.membershipsStarted>[2],
) {
  const now = await repo.membershipsNow(db, businessId);
  const started = await repo.membershipsStarted(db, businessId, p);
  const canceled = await repo.membershipsCanceled(db, businessId, p);
  const running = await repo.membershipsRunningAt(db, businessId, p);
  const failed = await repo.failedPayments(db, businessId, p);
  return {
    ...now,
    started: figure(started),
    canceled: figure(canceled),
    churnPercent: share(canceled.cur, running.cur),
    failedPayments: figure(failed.failed),
    recoveryPercent: share(failed.recovered.cur, failed.failed.cur),
  };
}

export async function adminList(
  db: ReadDatabase,
  businessId: string,
  list: DashboardList,
  query: DashboardQuery & { status?: ServiceStatus | undefined; type?: ServiceType | undefined },
  now: Date = clock.now(),
) {
  const p = resolvePeriods(query, now, await zoneOf(db, businessId));
  const result = await repo.listRows(db, businessId, list, p.current, p.timeZone, now, {
    status: query.status,
    type: query.type,
  });
  return { list, ...result, from: p.current.from, to: p.current.to };
}

/** The scheduled classes an expert teaches in a day range (studio days), earliest first. */
async function expertClasses(
  db: ReadDatabase,
  scope: Scope,
  range: repo.DayRange,
  timeZone: string,
): Promise<DashboardClass[]> {
  const start = (day: string) => zonedTimeToUtc(day, '00:00', timeZone) ?? new Date(`${day}T00:00:00Z`);
  const events = await listClassEvents(
    db,
    scope.businessId,
    { from: start(range.from), to: start(addDays(range.to, 1)) },
    { expertId: scope.membershipId },
  );
  return events.map(({ occurrence, group }) => ({
    occurrenceId: occurrence.id,
    groupId: group.id,
    name: group.name,
    kind: group.kind,
    startsAt: occurrence.startsAt.toISOString(),
    endsAt: occurrence.endsAt.toISOString(),
    // A Group Class counts seats per meeting; a series (bootcamp, camp) for all its meetings.
    seatsTaken: group.kind === 'Group Class' ? occurrence.seatsTaken : group.seriesSeatsTaken,
    capacity: group.kind === 'Group Class' ? occurrence.capacity : group.capacity,
  }));
}

/** An expert's own day and week: only their sessions and classes, requests, clients and reviews. */
export async function expertDashboard(
  db: ReadDatabase,
  scope: Scope,
  now: Date = clock.now(),
): Promise<ExpertDashboard> {
  const timeZone = await zoneOf(db, scope.businessId);
  const day = resolvePeriods({ period: 'today' }, now, timeZone);
  const week = resolvePeriods({ period: 'week' }, now, timeZone);
  const today = await repo.expertSessions(db, scope.businessId, scope.membershipId, day.current, timeZone);
  const thisWeek = await repo.expertSessions(
    db,
    scope.businessId,
    scope.membershipId,
    week.current,
    timeZone,
  );
  const todayClasses = await expertClasses(db, scope, day.current, timeZone);
  const weekClasses = await expertClasses(db, scope, week.current, timeZone);
  const requests = await repo.expertRequests(db, scope.businessId, scope.membershipId, now);
  const utilisation = await utilisationFigure(db, scope.businessId, week, scope.membershipId);
  const clients = await countExpertClients(db, scope.businessId, scope.membershipId);
  const reviews = await repo.expertReviews(db, scope.businessId, scope.membershipId);
  return {
    timeZone,
    today: today.map(card),
    week: thisWeek.map(card),
    todayClasses,
    weekClasses,
    requests: requests.map(card),
    utilisation: utilisation.figure,
    clients,
    averageRating: reviews.average,
    reviews: reviews.latest.map((review) => ({ ...review, reviewedAt: iso(review.reviewedAt) })),
  };
}

/** A member's home: only their own sessions, credits and notifications. */
export async function memberDashboard(
  db: Database,
  viewer: Pick<Viewer, 'businessId' | 'membershipId' | 'role'>,
  now: Date = clock.now(),
): Promise<MemberDashboard> {
  const scope = { businessId: viewer.businessId, membershipId: viewer.membershipId };
  const timeZone = await zoneOf(db, scope.businessId);
  // The next five sessions as the booking pages read them, so each carries the steps allowed now.
  const calendar = await findBusinessCalendar(db, scope.businessId);
  const own = { kind: 'customer', customerId: viewer.membershipId } as const;
  const upcoming = await listServiceViews(db, scope.businessId, own, {
    upcoming: true,
    now,
    sort: { field: 'startsAt', direction: 'asc' },
    limit: 5,
    offset: 0,
  });
  const credits = await repo.memberCredits(db, scope.businessId, scope.membershipId, now);
  const bookAgain = await repo.memberBookAgain(db, scope.businessId, scope.membershipId);
  const toReview = await repo.memberCompleted(db, scope.businessId, scope.membershipId, true);
  const recent = await repo.memberCompleted(db, scope.businessId, scope.membershipId, false);
  const unread = await repo.unreadNotifications(db, scope.businessId, scope.membershipId);
  return {
    timeZone,
    next: upcoming.items.map((view) => {
      const service = toService(view, viewer, calendar, now);
      return {
        id: service.id,
        offeringId: service.offering.id,
        offeringName: service.offering.name,
        serviceType: service.serviceType,
        status: service.status,
        startsAt: service.startsAt,
        endsAt: service.endsAt,
        customerName: service.customer.name,
        expertName: service.expert.name,
        service,
      };
    }),
    credits: credits.map((row) => ({
      kind: row.kind,
      available: Number(row.available),
      held: Number(row.held),
      expiringSoon: Number(row.expiringSoon),
      expiresAt: row.expiresAt ? iso(row.expiresAt) : null,
    })),
    bookAgain,
    toReview: toReview.map(card),
    recent: recent.map(card),
    unreadNotifications: unread,
  };
}

/** Who opens a client's page: an expert sees their own clients only; staff see every customer. */
export type ClientViewer = CustomerReader;
const expertOf = (viewer: ClientViewer) => (viewer.role === 'expert' ? viewer.membershipId : null);

/** "My clients": the expert's clients with last and next session, credits left and medical flag. */
export async function providerClientList(db: ReadDatabase, viewer: ClientViewer, now: Date = clock.now()) {
  const timeZone = await zoneOf(db, viewer.businessId);
  const items = await repo.providerClients(db, viewer.businessId, viewer.membershipId, now);
  return {
    timeZone,
    items: items.map((row) => ({
      ...row,
      creditsLeft: Number(row.creditsLeft),
      lastSession: row.lastSession ? iso(row.lastSession) : null,
      nextSession: row.nextSession ? iso(row.nextSession) : null,
    })),
  };
}

async function assertCanSee(db: Database, viewer: ClientViewer, customerId: string) {
  // 404 for someone else's client or another studio's: the page does not say the person exists.
  if (!(await mayReadCustomer(db, viewer, customerId)))
    throw new HttpProblem(404, 'Not Found', 'No such client.');
}

/** One client's page: profile, sessions (an expert: theirs), sessions per month and private notes. */
export async function providerClient(db: Database, viewer: ClientViewer, customerId: string) {
  await assertCanSee(db, viewer, customerId);
  const timeZone = await zoneOf(db, viewer.businessId);
  const profile = await repo.clientProfile(db, viewer.businessId, customerId);
  if (!profile) throw new HttpProblem(404, 'Not Found', 'No such client.');
  const sessions = await repo.clientSessions(db, viewer.businessId, customerId, expertOf(viewer));
  const perMonth = await repo.clientPerMonth(db, viewer.businessId, customerId, expertOf(viewer), timeZone);
  const notes = await repo.clientNotes(db, viewer.businessId, customerId, expertOf(viewer));
  return {
    timeZone,
    profile: {
      ...profile,
      memberSince: iso(profile.memberSince),
      sports: profile.sports ?? [],
      goals: profile.goals ?? [],
    },
    sessions: sessions.map((row) => ({
      ...card(row),
      completionNotes: row.completionNotes,
      hasPlan: row.hasPlan,
    })),
    perMonth,
    notes: notes.map((note) => ({ ...note, createdAt: iso(note.createdAt) })),
  };
}

export async function addProviderNote(db: Database, viewer: ClientViewer, customerId: string, text: string) {
  await assertCanSee(db, viewer, customerId);
  await repo.addClientNote(db, viewer.businessId, customerId, viewer.membershipId, text);
}
