import { randomUUID } from 'node:crypto';
import {
  type Group,
  type GroupDetails,
  type GroupKind,
  type GroupOccurrence,
  type GroupRoster,
  type GroupSeat,
  type groupInputSchema,
  type groupUpdateSchema,
  isSeriesKind,
  type MemberClass,
  type occurrenceChangeSchema,
  toZonedParts,
} from '@bmp/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { sqlStateOf } from '../../db/raw.ts';
import * as clock from '../../lib/clock.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { findBusinessCalendar, listExpertBusy } from '../booking/index.ts';
import { holdWithin, InsufficientCreditsError, release, spend } from '../credits/index.ts';
import { resolveParticipants } from '../members/index.ts';
import { notify } from '../notifications/index.ts';
import { enqueueEmail, type GroupNoticeKind, groupNoticeEmail } from '../outbox/index.ts';
import * as repo from './groups.repository.ts';
import { outsideHours, planOccurrences } from './schedule.ts';

// Group classes (PRODUCT.md "Group", decision 0031). Every change to who sits in a class runs in one
// transaction that first locks the row holding the seat counter (the occurrence of a Group Class, the
// group of a series): joins, leaves, promotions and cancels of one class take turns there, in every API
// process, and the counter's CHECK refuses going past capacity whatever code runs.

type Tx = Database;
type GroupInput = z.output<typeof groupInputSchema>;

export type Actor = { businessId: string; userId: string; membershipId: string; role: string };

const isStaff = (actor: Actor) => actor.role === 'admin' || actor.role === 'principal';

function problem(status: 404 | 409 | 422, field: string | null, message: string): HttpProblem {
  const titles = { 404: 'Not Found', 409: 'Conflict', 422: 'Unprocessable Content' };
  return new HttpProblem(status, titles[status], message, field ? { [field]: [message] } : undefined);
}

const notFound = (what: string) => new HttpProblem(404, 'Not Found', `No such ${what}.`);

export class ScheduleConflictProblem extends Error {
  constructor(
    readonly conflicts: { startsAt: string; endsAt: string; what: string }[],
    /** The form field the message belongs on: the schedule's time, a moved occurrence's, or the expert. */
    readonly field = 'schedule.startTime',
    /** The studio's zone: an evening class's date is the studio's, not UTC's next day. */
    readonly timeZone = 'UTC',
  ) {
    super('The expert is busy at some of these times.');
  }
  toBody(instance: string) {
    const dates = this.conflicts.map((c) => toZonedParts(new Date(c.startsAt), this.timeZone).date);
    const message = `The expert is busy on ${[...new Set(dates)].join(', ')}.`;
    return {
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail: message,
      instance,
      errors: { [this.field]: [message] },
      conflicts: this.conflicts,
    };
  }
}

function isExclusionViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23P01';
}

function isCheckViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const e = current as Error & { code?: string; constraint?: string };
    if (e.code === '23514' && (e.constraint === constraint || e.message.includes(constraint))) return true;
  }
  return false;
}

function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

// ---- Groups -------------------------------------------------------------------------------------

async function assertExpert(db: Database, businessId: string, expertId: string, field = 'expertId') {
  const [person] = await repo.findPeople(db, businessId, [expertId]);
  if (person?.status !== 'active' || person.role === 'customer') {
    throw problem(422, field, 'Choose an expert of this studio.');
  }
  return person;
}

async function conflictsFor(
  db: Database,
  businessId: string,
  expertId: string,
  spans: { startsAt: Date; endsAt: Date }[],
  exceptGroupId?: string,
) {
  if (spans.length === 0) return [];
  const from = spans[0]?.startsAt ?? clock.now();
  const to = spans[spans.length - 1]?.endsAt ?? clock.now();
  const busy = await listExpertBusy(db, businessId, [expertId], from, to, { groupId: exceptGroupId });
  const conflicts: { startsAt: string; endsAt: string; what: string }[] = [];
  for (const span of spans) {
    const hit = busy.find((b) => b.startsAt < span.endsAt && b.endsAt > span.startsAt);
    if (hit)
      conflicts.push({
        startsAt: span.startsAt.toISOString(),
        endsAt: span.endsAt.toISOString(),
        what: hit.what,
      });
  }
  return conflicts;
}

export async function createGroup(db: Database, actor: Actor, input: GroupInput): Promise<GroupDetails> {
  const { businessId } = actor;
  await assertExpert(db, businessId, input.expertId);
  if (input.locationId && !(await repo.findLocationRow(db, businessId, input.locationId))) {
    throw problem(422, 'locationId', 'Choose a location of this studio.');
  }
  const calendar = await findBusinessCalendar(db, businessId);
  const planned = planOccurrences(input.schedule, input.durationMinutes, calendar.timeZone);
  if ('problem' in planned) throw problem(422, planned.problem.field, planned.problem.message);
  const outside = outsideHours(planned.occurrences, input.durationMinutes, calendar.hours);
  if (outside.length > 0) {
    const field = input.schedule.type === 'weekly' ? 'schedule.startTime' : 'schedule.sessions';
    throw problem(
      422,
      field,
      `Outside business hours on ${outside.slice(0, 5).join(', ')}${outside.length > 5 ? '…' : ''}.`,
    );
  }
  const conflicts = await conflictsFor(db, businessId, input.expertId, planned.occurrences);
  if (conflicts.length > 0) {
    throw new ScheduleConflictProblem(conflicts, 'schedule.startTime', calendar.timeZone);
  }
  let group: repo.GroupRow;
  try {
    group = await repo.insertGroupWithOccurrences(
      db,
      {
        businessId,
        kind: input.kind,
        name: input.name,
        description: input.description,
        expertId: input.expertId,
        locationId: input.locationId,
        capacity: input.capacity,
        waitlistLimit: input.waitlistLimit,
        durationMinutes: input.durationMinutes,
        creditKind: input.creditKind,
        credits: input.credits,
        priceCents: input.price,
        schedule: input.schedule,
      },
      planned.occurrences.map((o) => ({
        businessId,
        expertId: input.expertId,
        startsAt: o.startsAt,
        endsAt: o.endsAt,
        scheduledDate: o.date,
        capacity: input.capacity,
      })),
      actor.userId,
    );
  } catch (error) {
    // Someone booked the expert between the check and the write: list what collides now.
    if (isExclusionViolation(error)) {
      const again = await conflictsFor(db, businessId, input.expertId, planned.occurrences);
      throw new ScheduleConflictProblem(again, 'schedule.startTime', calendar.timeZone);
    }
    throw error;
  }
  return getGroupDetails(db, actor, group.id);
}

export async function updateGroup(
  db: Database,
  actor: Actor,
  groupId: string,
  input: z.output<typeof groupUpdateSchema>,
): Promise<GroupDetails> {
  const { businessId } = actor;
  const group = await repo.findGroup(db, businessId, groupId);
  if (!group) throw notFound('group');
  if (input.locationId && !(await repo.findLocationRow(db, businessId, input.locationId))) {
    throw problem(422, 'locationId', 'Choose a location of this studio.');
  }
  const credits = input.credits ?? group.credits;
  const creditKind = input.creditKind !== undefined ? input.creditKind : group.creditKind;
  if (credits > 0 && creditKind === null) throw problem(422, 'creditKind', 'Choose a credit kind.');
  const newExpert = input.expertId !== undefined && input.expertId !== group.expertId ? input.expertId : null;
  // A new expert takes the upcoming occurrences the previous one led (ones changed by hand stay).
  let handedOver: repo.OccurrenceRow[] = [];
  let timeZone = 'UTC';
  if (newExpert) {
    timeZone = (await findBusinessCalendar(db, businessId)).timeZone;
    await assertExpert(db, businessId, newExpert);
    handedOver = await repo.listUpcomingOccurrencesOf(db, businessId, groupId, group.expertId, clock.now());
    const conflicts = await conflictsFor(db, businessId, newExpert, handedOver, groupId);
    if (conflicts.length > 0) throw new ScheduleConflictProblem(conflicts, 'expertId', timeZone);
  }
  try {
    await db.transaction(async (tx) => {
      const locked = await repo.lockGroup(tx, businessId, groupId);
      if (!locked) throw notFound('group');
      const now = clock.now();
      if (newExpert) {
        await repo.setOccurrencesExpert(
          tx,
          businessId,
          handedOver.map((o) => o.id),
          newExpert,
        );
      }
      if (input.capacity !== undefined) {
        const taken = Math.max(
          locked.seriesSeatsTaken,
          await repo.maxUpcomingSeatsTaken(tx, businessId, groupId, now),
        );
        if (input.capacity < taken) {
          throw problem(422, 'capacity', `${taken} seats are already taken: the capacity cannot be lower.`);
        }
        await repo.setFutureOccurrenceCapacity(tx, businessId, groupId, input.capacity, now);
      }
      await repo.updateGroupRow(tx, businessId, groupId, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.capacity !== undefined ? { capacity: input.capacity } : {}),
        ...(input.waitlistLimit !== undefined ? { waitlistLimit: input.waitlistLimit } : {}),
        ...(input.locationId !== undefined ? { locationId: input.locationId } : {}),
        ...(newExpert ? { expertId: newExpert } : {}),
        ...(input.creditKind !== undefined ? { creditKind: input.creditKind } : {}),
        ...(input.credits !== undefined ? { credits: input.credits } : {}),
        ...(input.price !== undefined ? { priceCents: input.price } : {}),
      });
      await repo.insertGroupHistory(tx, {
        businessId,
        groupId,
        action: 'group.update',
        detail: { ...input },
        actorUserId: actor.userId,
      });
    });
  } catch (error) {
    // A join raced past the check: the counter's CHECK refused the lower capacity.
    if (isCheckViolation(error, 'seats_within_capacity')) {
      throw problem(422, 'capacity', 'More seats are already taken: the capacity cannot be lower.');
    }
    // The new expert was booked between the check and the write.
    if (newExpert && isExclusionViolation(error)) {
      const again = await conflictsFor(db, businessId, newExpert, handedOver, groupId);
      throw new ScheduleConflictProblem(again, 'expertId', timeZone);
    }
    throw error;
  }
  return getGroupDetails(db, actor, groupId);
}

function toOccurrence(
  row: repo.OccurrenceWithGroup,
  people: Map<string, repo.PersonRow>,
  waitlisted: number,
  timeZone: string,
): GroupOccurrence {
  const series = isSeriesKind(row.group.kind as GroupKind);
  const capacity = series ? row.group.capacity : row.occurrence.capacity;
  const taken = series ? row.group.seriesSeatsTaken : row.occurrence.seatsTaken;
  return {
    id: row.occurrence.id,
    groupId: row.group.id,
    groupName: row.group.name,
    kind: row.group.kind,
    status: row.occurrence.status,
    startsAt: row.occurrence.startsAt.toISOString(),
    endsAt: row.occurrence.endsAt.toISOString(),
    scheduledDate: row.occurrence.scheduledDate,
    expert: { id: row.occurrence.expertId, name: people.get(row.occurrence.expertId)?.name ?? '' },
    capacity,
    seatsTaken: taken,
    seatsLeft: Math.max(0, capacity - taken),
    waitlisted,
    timeZone,
  };
}

/** The studio's people with these membership ids, by id. */
async function peopleById(db: Database, businessId: string, ids: string[]) {
  return new Map((await repo.findPeople(db, businessId, ids)).map((p) => [p.id, p]));
}

/** The studio's locations with these ids (a row without a location names none), by id. */
async function locationsById(db: Database, businessId: string, ids: (string | null)[]) {
  const named = ids.filter((id): id is string => id !== null);
  return new Map((await repo.listLocationRows(db, businessId, named)).map((l) => [l.id, l]));
}

async function occurrenceViews(
  db: Database,
  businessId: string,
  rows: repo.OccurrenceWithGroup[],
  timeZone?: string,
) {
  const zone = timeZone ?? (await findBusinessCalendar(db, businessId)).timeZone;
  const people = await peopleById(
    db,
    businessId,
    rows.map((r) => r.occurrence.expertId),
  );
  const perOccurrence = await repo.countWaitlistedByOccurrence(
    db,
    businessId,
    rows.map((r) => r.occurrence.id),
  );
  const perSeries = await repo.countSeriesWaitlisted(db, businessId, [
    ...new Set(rows.map((r) => r.group.id)),
  ]);
  return rows.map((row) =>
    toOccurrence(
      row,
      people,
      isSeriesKind(row.group.kind as GroupKind)
        ? (perSeries.get(row.group.id) ?? 0)
        : (perOccurrence.get(row.occurrence.id) ?? 0),
      zone,
    ),
  );
}

async function toGroups(
  db: Database,
  businessId: string,
  rows: repo.GroupRow[],
  now: Date,
  timeZone: string,
): Promise<Group[]> {
  const upcoming = await repo.listOccurrences(db, businessId, {
    groupIds: rows.map((r) => r.id),
    from: now,
    status: 'scheduled',
  });
  const views = await occurrenceViews(db, businessId, upcoming, timeZone);
  const people = await peopleById(
    db,
    businessId,
    rows.map((r) => r.expertId),
  );
  const places = await locationsById(
    db,
    businessId,
    rows.map((r) => r.locationId),
  );
  return rows.map((group) => {
    const mine = views.filter((v) => v.groupId === group.id);
    const offered = mine.reduce((sum, v) => sum + v.capacity, 0);
    const taken = mine.reduce((sum, v) => sum + v.seatsTaken, 0);
    const series = isSeriesKind(group.kind as GroupKind);
    return {
      id: group.id,
      kind: group.kind,
      name: group.name,
      description: group.description,
      expert: { id: group.expertId, name: people.get(group.expertId)?.name ?? '' },
      location: group.locationId ? (places.get(group.locationId) ?? null) : null,
      capacity: group.capacity,
      waitlistLimit: group.waitlistLimit,
      durationMinutes: group.durationMinutes,
      creditKind: group.creditKind,
      credits: group.credits,
      priceCents: group.priceCents,
      schedule: group.schedule,
      seriesSeatsTaken: group.seriesSeatsTaken,
      nextOccurrence: mine[0] ?? null,
      fillRate: series ? group.seriesSeatsTaken / group.capacity : offered === 0 ? 0 : taken / offered,
      timeZone,
    };
  });
}

export async function listGroups(db: Database, actor: Actor, filter: repo.GroupFilter): Promise<Group[]> {
  const rows = await repo.listGroupRows(db, actor.businessId, filter);
  const { timeZone } = await findBusinessCalendar(db, actor.businessId);
  return toGroups(db, actor.businessId, rows, clock.now(), timeZone);
}

export async function getGroupDetails(db: Database, actor: Actor, groupId: string): Promise<GroupDetails> {
  const row = await repo.findGroup(db, actor.businessId, groupId);
  if (!row) throw notFound('group');
  const { timeZone } = await findBusinessCalendar(db, actor.businessId);
  const [group] = await toGroups(db, actor.businessId, [row], clock.now(), timeZone);
  const all = await repo.listOccurrences(db, actor.businessId, { groupIds: [groupId] });
  if (!group) throw notFound('group');
  return { ...group, occurrences: await occurrenceViews(db, actor.businessId, all, timeZone) };
}

// ---- Occurrences: exceptions and cancels ---------------------------------------------------------

/** An expert sees and runs only their own classes; staff all of the studio's. */
async function occurrenceFor(db: Database, actor: Actor, occurrenceId: string) {
  const found = await repo.findOccurrence(db, actor.businessId, occurrenceId);
  if (!found) throw notFound('class');
  if (!isStaff(actor) && actor.role !== 'customer' && found.occurrence.expertId !== actor.membershipId) {
    throw notFound('class');
  }
  return found;
}

export async function changeOccurrence(
  db: Database,
  actor: Actor,
  occurrenceId: string,
  input: z.output<typeof occurrenceChangeSchema>,
): Promise<GroupOccurrence> {
  const { businessId } = actor;
  const found = await occurrenceFor(db, actor, occurrenceId);
  if (found.occurrence.status === 'canceled')
    throw problem(409, 'action', 'This class is already cancelled.');
  if (input.action === 'skip') {
    await cancelOccurrence(db, actor, occurrenceId, input.reason || 'skipped');
  } else if (input.action === 'move') {
    const calendar = await findBusinessCalendar(db, businessId);
    const planned = planOccurrences(
      { type: 'dates', sessions: [{ date: input.date, startTime: input.startTime }] },
      found.group.durationMinutes,
      calendar.timeZone,
    );
    if ('problem' in planned) throw problem(422, 'startTime', planned.problem.message);
    const [target] = planned.occurrences;
    if (!target) throw problem(422, 'date', 'Choose a date.');
    if (target.startsAt <= clock.now()) throw problem(422, 'date', 'Choose a time in the future.');
    if (outsideHours([target], found.group.durationMinutes, calendar.hours).length > 0) {
      throw problem(422, 'startTime', 'That time is outside business hours.');
    }
    await moveOrReassign(db, actor, found, { startsAt: target.startsAt, endsAt: target.endsAt });
  } else {
    await assertExpert(db, businessId, input.expertId);
    await moveOrReassign(db, actor, found, { expertId: input.expertId });
  }
  const again = await repo.findOccurrence(db, businessId, occurrenceId);
  if (!again) throw notFound('class');
  const [view] = await occurrenceViews(db, businessId, [again]);
  if (!view) throw notFound('class');
  return view;
}

async function moveOrReassign(
  db: Database,
  actor: Actor,
  found: repo.OccurrenceWithGroup,
  change: { startsAt?: Date; endsAt?: Date; expertId?: string },
) {
  const { businessId } = actor;
  try {
    await db.transaction(async (tx) => {
      await repo.lockOccurrence(tx, businessId, found.occurrence.id);
      await repo.updateOccurrence(tx, businessId, found.occurrence.id, change);
      await repo.insertGroupHistory(tx, {
        businessId,
        groupId: found.group.id,
        occurrenceId: found.occurrence.id,
        action: change.expertId ? 'occurrence.expert' : 'occurrence.move',
        detail: {
          from: found.occurrence.startsAt.toISOString(),
          ...(change.startsAt ? { to: change.startsAt.toISOString() } : {}),
          ...(change.expertId
            ? { expertId: change.expertId, previousExpertId: found.occurrence.expertId }
            : {}),
        },
        actorUserId: actor.userId,
      });
    });
  } catch (error) {
    if (isExclusionViolation(error)) {
      const span = {
        startsAt: change.startsAt ?? found.occurrence.startsAt,
        endsAt: change.endsAt ?? found.occurrence.endsAt,
      };
      const conflicts = await conflictsFor(db, businessId, change.expertId ?? found.occurrence.expertId, [
        span,
      ]);
      throw new ScheduleConflictProblem(
        conflicts.length > 0
          ? conflicts
          : [{ startsAt: span.startsAt.toISOString(), endsAt: span.endsAt.toISOString(), what: '' }],
        change.expertId ? 'expertId' : 'startTime',
        (await findBusinessCalendar(db, businessId)).timeZone,
      );
    }
    throw error;
  }
}

/** Cancels one occurrence: everyone's credits are released, everyone is told, the history keeps it. */
export async function cancelOccurrence(db: Database, actor: Actor, occurrenceId: string, reason: string) {
  const { businessId } = actor;
  const found = await occurrenceFor(db, actor, occurrenceId);
  await db.transaction(async (tx) => {
    const occurrence = await repo.lockOccurrence(tx, businessId, occurrenceId);
    if (!occurrence || occurrence.status === 'canceled') return;
    const now = clock.now();
    await repo.updateOccurrence(tx, businessId, occurrenceId, {
      status: 'canceled',
      cancelReason: reason,
      canceledAt: now,
    });
    const series = isSeriesKind(found.group.kind as GroupKind);
    // A series seat stays (it covers the other occurrences); a Group Class seat ends here.
    const seats = series
      ? await repo.listSeats(tx, businessId, { groupId: found.group.id, occurrenceId: null }, ['booked'])
      : await repo.listSeats(tx, businessId, { groupId: found.group.id, occurrenceId }, [
          'booked',
          'waitlisted',
        ]);
    for (const seat of seats) {
      if (!series) {
        if (seat.creditHoldId && seat.status === 'booked') await release(tx, businessId, seat.creditHoldId);
        await repo.updateSeat(tx, businessId, seat.id, {
          status: 'canceled',
          statusReason: 'class_canceled',
        });
      }
      await tell(tx, found.group, occurrence, seat.customerId, 'group.canceled', { reason });
    }
    if (!series) await repo.updateOccurrence(tx, businessId, occurrenceId, { seatsTaken: 0 });
    await repo.insertGroupHistory(tx, {
      businessId,
      groupId: found.group.id,
      occurrenceId,
      action: 'occurrence.cancel',
      detail: { reason, seats: seats.length },
      actorUserId: actor.userId,
    });
  });
}

// ---- Joining, leaving, the waitlist ---------------------------------------------------------------

type Scope = { group: repo.GroupRow; occurrence: repo.OccurrenceRow; series: boolean };

/** Locks the row that holds the seat counter and answers the scope as it stands under the lock. */
async function lockScope(tx: Tx, businessId: string, found: repo.OccurrenceWithGroup): Promise<Scope> {
  const series = isSeriesKind(found.group.kind as GroupKind);
  if (series) {
    const group = await repo.lockGroup(tx, businessId, found.group.id);
    if (!group) throw notFound('class');
    return { group, occurrence: found.occurrence, series };
  }
  const occurrence = await repo.lockOccurrence(tx, businessId, found.occurrence.id);
  if (!occurrence) throw notFound('class');
  return { group: found.group, occurrence, series };
}

const seatScope = (scope: Scope): repo.SeatScope => ({
  groupId: scope.group.id,
  occurrenceId: scope.series ? null : scope.occurrence.id,
});
const capacityOf = (scope: Scope) => (scope.series ? scope.group.capacity : scope.occurrence.capacity);
const takenOf = (scope: Scope) => (scope.series ? scope.group.seriesSeatsTaken : scope.occurrence.seatsTaken);
const counterOf = (scope: Scope) =>
  scope.series ? { groupId: scope.group.id } : { occurrenceId: scope.occurrence.id };

/** When the class (or the series) starts: the free-cancel window and the cutoff count from here. */
async function startOf(tx: Tx, businessId: string, scope: Scope): Promise<Date> {
  if (!scope.series) return scope.occurrence.startsAt;
  const [first] = await repo.listOccurrences(tx, businessId, {
    groupIds: [scope.group.id],
    status: 'scheduled',
  });
  return first?.occurrence.startsAt ?? scope.occurrence.startsAt;
}

async function tell(
  tx: Tx,
  group: repo.GroupRow,
  occurrence: repo.OccurrenceRow,
  customerId: string,
  kind: GroupNoticeKind,
  extra: Record<string, unknown> = {},
  dedupeKey: string | null = null,
) {
  const data = { groupName: group.name, startsAt: occurrence.startsAt.toISOString(), ...extra };
  await notify(tx, {
    businessId: group.businessId,
    membershipId: customerId,
    kind,
    data,
    link: '/members/services/new?tab=classes',
    dedupeKey,
  });
  const [person] = await repo.findPeople(tx, group.businessId, [customerId]);
  if (!person) return;
  const calendar = await findBusinessCalendar(tx, group.businessId);
  await enqueueEmail(
    tx,
    groupNoticeEmail({
      kind,
      businessId: group.businessId,
      studioName: calendar.name,
      timeZone: calendar.timeZone,
      to: person.email,
      membershipId: customerId,
      groupName: group.name,
      startsAt: occurrence.startsAt,
    }),
  );
}

/** Holds the seat's credits; false (nothing written) when the member has too few. */
async function holdFor(
  tx: Tx,
  businessId: string,
  _group: repo.GroupRow,
  seat: Pick<repo.SeatRow, 'id' | 'customerId' | 'credits' | 'creditKind'>,
): Promise<string | null> {
  if (seat.credits <= 0 || !seat.creditKind) return null;
  // Always called inside a transaction (the join's or a promotion's savepoint).
  return holdWithin(tx as Parameters<typeof holdWithin>[0], businessId, {
    customerId: seat.customerId,
    kind: seat.creditKind,
    quantity: seat.credits,
    serviceId: seat.id,
  });
}

/**
 * Fills freed seats from the waitlist, first come first served, inside the caller's transaction and
 * its lock on the scope: so a seat is given exactly once, whichever API process frees it. Someone whose
 * credits fall short is passed over and told why; the promoted member leaves their other waitlists at
 * overlapping times. Inside the cutoff nobody is promoted: everyone waiting is told the seat is open
 * and the first to claim it wins.
 */
async function promote(tx: Tx, businessId: string, scope: Scope, now: Date): Promise<void> {
  let free = capacityOf(scope) - takenOf(scope);
  if (free <= 0) return;
  const waitlist = await repo.listWaitlist(tx, businessId, seatScope(scope));
  if (waitlist.length === 0) return;
  const start = await startOf(tx, businessId, scope);
  const cutoff = await repo.findWaitlistCutoffMinutes(tx, businessId);
  if (start.getTime() - now.getTime() <= cutoff * 60_000) {
    for (const seat of waitlist) {
      await tell(
        tx,
        scope.group,
        scope.occurrence,
        seat.customerId,
        'group.seat_open',
        {},
        `seat-open:${seat.id}:${now.getTime()}`,
      );
    }
    return;
  }
  for (const seat of waitlist) {
    if (free <= 0) break;
    if (seat.seats > free) continue;
    let holdId: string | null;
    try {
      // A savepoint: a refused hold must not undo the leave that freed the seat.
      holdId = await tx.transaction((sp) => holdFor(sp, businessId, scope.group, seat));
    } catch (error) {
      if (!(error instanceof InsufficientCreditsError)) throw error;
      await repo.updateSeat(tx, businessId, seat.id, {
        status: 'skipped',
        statusReason: 'insufficient_credits',
      });
      await tell(tx, scope.group, scope.occurrence, seat.customerId, 'group.skipped', {
        reason: 'insufficient_credits',
      });
      continue;
    }
    await repo.updateSeat(tx, businessId, seat.id, {
      status: 'booked',
      creditHoldId: holdId,
      statusReason: 'promoted',
    });
    await repo.addSeatsTaken(tx, businessId, counterOf(scope), seat.seats);
    free -= seat.seats;
    await dropOverlappingWaitlists(tx, businessId, scope, seat);
    await tell(tx, scope.group, scope.occurrence, seat.customerId, 'group.promoted');
    await repo.insertGroupHistory(tx, {
      businessId,
      groupId: scope.group.id,
      occurrenceId: scope.series ? null : scope.occurrence.id,
      seatId: seat.id,
      customerId: seat.customerId,
      action: 'seat.promote',
    });
  }
}

async function dropOverlappingWaitlists(tx: Tx, businessId: string, scope: Scope, seat: repo.SeatRow) {
  const spans = scope.series
    ? (await repo.listOccurrences(tx, businessId, { groupIds: [scope.group.id], status: 'scheduled' })).map(
        (r) => r.occurrence,
      )
    : [scope.occurrence];
  const others = await repo.listOverlappingWaitlistedSeats(tx, businessId, seat.customerId, spans, seat.id);
  for (const other of others) {
    await repo.updateSeat(tx, businessId, other.id, {
      status: 'dropped',
      statusReason: 'promoted_elsewhere',
    });
  }
}

export type JoinRequest = { occurrenceId: string; customerId: string; participants: string[] };

/** Joins a class (or its series) or its waitlist; a waitlisted member claims a free seat the same way. */
export async function joinClass(db: Database, actor: Actor, input: JoinRequest): Promise<GroupSeat> {
  const { businessId } = actor;
  const found = await repo.findOccurrence(db, businessId, input.occurrenceId);
  if (!found || found.group.archivedAt) throw notFound('class');
  const now = clock.now();
  const names =
    input.participants.length === 0
      ? []
      : await resolveParticipants(
          db,
          businessId,
          input.customerId,
          input.participants.map((id) => ({ householdMemberId: id })),
          { category: 'group', sessionDate: found.occurrence.scheduledDate },
        );
  const seats = 1 + names.length;
  try {
    const seatId = await db.transaction(async (tx) => {
      const scope = await lockScope(tx, businessId, found);
      if (scope.occurrence.status === 'canceled')
        throw problem(409, 'occurrenceId', 'This class is cancelled.');
      const lastStart = scope.series
        ? ((
            await repo.listOccurrences(tx, businessId, { groupIds: [scope.group.id], status: 'scheduled' })
          ).at(-1)?.occurrence.startsAt ?? scope.occurrence.startsAt)
        : scope.occurrence.startsAt;
      if (lastStart <= now) throw problem(409, 'occurrenceId', 'This class has already started.');
      const existing = await repo.findLiveSeat(tx, businessId, seatScope(scope), input.customerId);
      const free = capacityOf(scope) - takenOf(scope);
      if (existing?.status === 'booked') throw problem(409, 'occurrenceId', 'You are already in this class.');
      if (existing) {
        // A claim from the waitlist: only a free seat makes it anything.
        if (free < existing.seats) throw problem(409, 'occurrenceId', 'You are already on the waitlist.');
        const holdId = await holdFor(tx, businessId, scope.group, existing);
        await repo.updateSeat(tx, businessId, existing.id, {
          status: 'booked',
          creditHoldId: holdId,
          statusReason: 'claimed',
        });
        await repo.addSeatsTaken(tx, businessId, counterOf(scope), existing.seats);
        await dropOverlappingWaitlists(tx, businessId, scope, existing);
        return existing.id;
      }
      const credits = scope.group.credits * (scope.series ? 1 : seats);
      const base = {
        businessId,
        groupId: scope.group.id,
        occurrenceId: scope.series ? null : scope.occurrence.id,
        customerId: input.customerId,
        seats,
        participants: names.map((n) => n.name),
        creditKind: scope.group.creditKind,
        credits: scope.series ? scope.group.credits * seats : credits,
        priceCents: scope.group.priceCents,
        createdByUserId: actor.userId,
      };
      const logSeat = (seatId: string, action: 'seat.join' | 'seat.waitlist') =>
        repo.insertGroupHistory(tx, {
          businessId,
          groupId: scope.group.id,
          occurrenceId: base.occurrenceId,
          seatId,
          customerId: input.customerId,
          action,
          actorUserId: actor.userId,
        });
      if (free >= seats) {
        // The seat's id is made here so its credits are held first and the seat written once.
        const id = randomUUID();
        const holdId = await holdFor(tx, businessId, scope.group, {
          id,
          customerId: input.customerId,
          credits: base.credits,
          creditKind: base.creditKind,
        });
        const seat = await repo.insertSeat(tx, { ...base, id, status: 'booked', creditHoldId: holdId });
        await repo.addSeatsTaken(tx, businessId, counterOf(scope), seats);
        await logSeat(seat.id, 'seat.join');
        return seat.id;
      }
      const waiting = await repo.countWaitlisted(tx, businessId, seatScope(scope));
      if (waiting >= scope.group.waitlistLimit) {
        throw problem(409, 'occurrenceId', 'This class is full and so is its waitlist.');
      }
      const seat = await repo.insertSeat(tx, { ...base, status: 'waitlisted' });
      await logSeat(seat.id, 'seat.waitlist');
      return seat.id;
    });
    return getSeat(db, actor, seatId);
  } catch (error) {
    if (error instanceof InsufficientCreditsError) {
      throw problem(422, 'credits', `You need ${error.requested} ${error.kind} credits to join this class.`);
    }
    if (isUniqueViolation(error)) throw problem(409, 'occurrenceId', 'You are already in this class.');
    throw error;
  }
}

/** Staff add a customer by hand: a seat, or the waitlist when the class is full. */
export async function addMemberByHand(db: Database, actor: Actor, occurrenceId: string, customerId: string) {
  const [customer] = await repo.findPeople(db, actor.businessId, [customerId]);
  if (customer?.role !== 'customer' || customer.status !== 'active') {
    throw problem(422, 'customerId', 'Choose a customer of this studio.');
  }
  return joinClass(db, actor, { occurrenceId, customerId, participants: [] });
}

/** Leaves a class or its waitlist. Inside the free-cancel window the credits are spent, else released. */
export async function leaveClass(
  db: Database,
  actor: Actor,
  seatId: string,
  ownOnly: boolean,
): Promise<GroupSeat> {
  const { businessId } = actor;
  const seat = await repo.findSeat(db, businessId, seatId);
  if (!seat || (ownOnly && seat.customerId !== actor.membershipId)) throw notFound('place');
  const found = await firstOccurrenceOf(db, businessId, seat);
  await db.transaction(async (tx) => {
    const scope = await lockScope(tx, businessId, found);
    const current = await repo.findSeat(tx, businessId, seatId);
    if (!current) throw notFound('place');
    const now = clock.now();
    if (current.status === 'waitlisted') {
      await repo.updateSeat(tx, businessId, seatId, { status: 'dropped', statusReason: 'left' });
      return;
    }
    if (current.status !== 'booked') throw problem(409, 'seatId', 'You are not in this class any more.');
    const start = await startOf(tx, businessId, scope);
    if (start <= now) throw problem(409, 'seatId', 'This class has already started.');
    const freeCancelHours = await repo.findFreeCancelHours(tx, businessId);
    const late = start.getTime() - now.getTime() < freeCancelHours * 3_600_000;
    if (current.creditHoldId) {
      if (late) await spend(tx, businessId, current.creditHoldId);
      else await release(tx, businessId, current.creditHoldId);
    }
    await repo.updateSeat(tx, businessId, seatId, { status: late ? 'late_left' : 'left' });
    await repo.addSeatsTaken(tx, businessId, counterOf(scope), -current.seats);
    await repo.insertGroupHistory(tx, {
      businessId,
      groupId: scope.group.id,
      occurrenceId: current.occurrenceId,
      seatId,
      customerId: current.customerId,
      action: late ? 'seat.late_leave' : 'seat.leave',
      actorUserId: actor.userId,
    });
    const after = scope.series
      ? {
          ...scope,
          group: { ...scope.group, seriesSeatsTaken: scope.group.seriesSeatsTaken - current.seats },
        }
      : {
          ...scope,
          occurrence: { ...scope.occurrence, seatsTaken: scope.occurrence.seatsTaken - current.seats },
        };
    await promote(tx, businessId, after, now);
  });
  return getSeat(db, actor, seatId);
}

async function firstOccurrenceOf(db: Database, businessId: string, seat: repo.SeatRow) {
  if (seat.occurrenceId) {
    const found = await repo.findOccurrence(db, businessId, seat.occurrenceId);
    if (!found) throw notFound('class');
    return found;
  }
  const [first] = await repo.listOccurrences(db, businessId, { groupIds: [seat.groupId] });
  if (!first) throw notFound('class');
  return first;
}

/** Moves a Group Class seat to another occurrence of the same group (staff). */
export async function moveSeat(
  db: Database,
  actor: Actor,
  seatId: string,
  occurrenceId: string,
): Promise<GroupSeat> {
  const { businessId } = actor;
  const seat = await repo.findSeat(db, businessId, seatId);
  if (!seat?.occurrenceId) throw notFound('place');
  const from = await repo.findOccurrence(db, businessId, seat.occurrenceId);
  const to = await repo.findOccurrence(db, businessId, occurrenceId);
  if (!from) throw notFound('place');
  if (!to || to.group.id !== from.group.id || to.occurrence.id === from.occurrence.id) {
    throw problem(422, 'occurrenceId', 'Choose another date of the same class.');
  }
  if (to.occurrence.status === 'canceled' || to.occurrence.startsAt <= clock.now()) {
    throw problem(422, 'occurrenceId', 'Choose an upcoming date that is not cancelled.');
  }
  try {
    await db.transaction(async (tx) => {
      // Both counters, in id order so two opposite moves never deadlock.
      const [first, second] = [from, to].sort((a, b) => a.occurrence.id.localeCompare(b.occurrence.id));
      if (!first || !second) return;
      await repo.lockOccurrence(tx, businessId, first.occurrence.id);
      await repo.lockOccurrence(tx, businessId, second.occurrence.id);
      const current = await repo.findSeat(tx, businessId, seatId);
      if (current?.status !== 'booked')
        throw problem(409, 'occurrenceId', 'Only a booked place can be moved.');
      const target = await repo.lockOccurrence(tx, businessId, to.occurrence.id);
      if (!target || target.capacity - target.seatsTaken < current.seats) {
        throw problem(409, 'occurrenceId', 'That date is full.');
      }
      await repo.updateSeat(tx, businessId, seatId, { occurrenceId: to.occurrence.id });
      await repo.addSeatsTaken(tx, businessId, { occurrenceId: from.occurrence.id }, -current.seats);
      await repo.addSeatsTaken(tx, businessId, { occurrenceId: to.occurrence.id }, current.seats);
      await repo.insertGroupHistory(tx, {
        businessId,
        groupId: from.group.id,
        occurrenceId: from.occurrence.id,
        seatId,
        customerId: current.customerId,
        action: 'seat.move',
        detail: { to: to.occurrence.id },
        actorUserId: actor.userId,
      });
      const source = await repo.lockOccurrence(tx, businessId, from.occurrence.id);
      if (source)
        await promote(tx, businessId, { group: from.group, occurrence: source, series: false }, clock.now());
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw problem(409, 'occurrenceId', 'This member already has a place on that date.');
    throw error;
  }
  return getSeat(db, actor, seatId);
}

/** Check-in or no-show. A Group Class seat's credits are used either way (a no-show as a late cancel). */
export async function markAttendance(
  db: Database,
  actor: Actor,
  occurrenceId: string,
  seatId: string,
  mark: 'checked_in' | 'no_show',
): Promise<GroupRoster> {
  const { businessId } = actor;
  const found = await occurrenceFor(db, actor, occurrenceId);
  const seat = await repo.findSeat(db, businessId, seatId);
  const series = isSeriesKind(found.group.kind as GroupKind);
  const belongs =
    seat &&
    seat.status === 'booked' &&
    (series
      ? seat.groupId === found.group.id && seat.occurrenceId === null
      : seat.occurrenceId === occurrenceId);
  if (!belongs) throw notFound('place');
  if (found.occurrence.status === 'canceled') throw problem(409, 'mark', 'This class is cancelled.');
  await db.transaction(async (tx) => {
    await repo.saveAttendance(tx, { businessId, occurrenceId, seatId, mark, markedByUserId: actor.userId });
    // A series is paid once: its hold is used at its first mark (idempotent after that).
    if (seat.creditHoldId) await spend(tx, businessId, seat.creditHoldId);
    await repo.insertGroupHistory(tx, {
      businessId,
      groupId: found.group.id,
      occurrenceId,
      seatId,
      customerId: seat.customerId,
      action: `attendance.${mark}`,
      actorUserId: actor.userId,
    });
  });
  return getRoster(db, actor, occurrenceId);
}

// ---- Reading seats and rosters ------------------------------------------------------------------

async function toSeats(db: Database, businessId: string, rows: repo.SeatRow[], occurrenceId: string | null) {
  const people = await peopleById(
    db,
    businessId,
    rows.map((r) => r.customerId),
  );
  const marks = occurrenceId
    ? new Map((await repo.listAttendance(db, businessId, occurrenceId)).map((m) => [m.seatId, m.mark]))
    : new Map<string, 'checked_in' | 'no_show'>();
  // Places in line: one read of each waitlist the rows stand in (a roster has one).
  const positions = new Map<string, number>();
  const lines = new Map<string, repo.SeatRow[]>();
  for (const row of rows) {
    if (row.status !== 'waitlisted') continue;
    const key = `${row.groupId}:${row.occurrenceId ?? ''}`;
    let line = lines.get(key);
    if (!line) {
      line = await repo.listWaitlist(db, businessId, {
        groupId: row.groupId,
        occurrenceId: row.occurrenceId,
      });
      lines.set(key, line);
    }
    positions.set(row.id, line.findIndex((s) => s.id === row.id) + 1);
  }
  return rows.map(
    (row): GroupSeat => ({
      id: row.id,
      groupId: row.groupId,
      occurrenceId: row.occurrenceId,
      customer: { id: row.customerId, name: people.get(row.customerId)?.name ?? '' },
      status: row.status,
      seats: row.seats,
      participants: row.participants,
      credits: row.credits,
      waitlistPosition: positions.get(row.id) ?? null,
      statusReason: row.statusReason,
      attendance: marks.get(row.id) ?? null,
    }),
  );
}

export async function getSeat(db: Database, actor: Actor, seatId: string): Promise<GroupSeat> {
  const row = await repo.findSeat(db, actor.businessId, seatId);
  if (!row) throw notFound('place');
  const [seat] = await toSeats(db, actor.businessId, [row], row.occurrenceId);
  if (!seat) throw notFound('place');
  return seat;
}

export async function getRoster(db: Database, actor: Actor, occurrenceId: string): Promise<GroupRoster> {
  const { businessId } = actor;
  const found = await occurrenceFor(db, actor, occurrenceId);
  const series = isSeriesKind(found.group.kind as GroupKind);
  const rows = await repo.listSeats(
    db,
    businessId,
    { groupId: found.group.id, occurrenceId: series ? null : occurrenceId },
    ['booked', 'waitlisted', 'late_left', 'skipped', 'canceled'],
  );
  const [occurrence] = await occurrenceViews(db, businessId, [found]);
  if (!occurrence) throw notFound('class');
  return { occurrence, seats: await toSeats(db, businessId, rows, occurrenceId) };
}

/** Upcoming occurrences a member can see, with their own place and whether a freed seat is theirs to claim. */
export async function listMemberClasses(
  db: Database,
  actor: Actor,
  customerId: string,
  range: { from: Date; to: Date },
): Promise<MemberClass[]> {
  const { businessId } = actor;
  const rows = await repo.listOccurrences(db, businessId, {
    from: range.from,
    to: range.to,
    status: 'scheduled',
  });
  const views = await occurrenceViews(db, businessId, rows);
  const places = await locationsById(
    db,
    businessId,
    rows.map((r) => r.group.locationId),
  );
  const mine = await repo.listCustomerSeats(db, businessId, customerId);
  const seats = await toSeats(db, businessId, mine, null);
  const cutoff = await repo.findWaitlistCutoffMinutes(db, businessId);
  const now = clock.nowMs();
  return rows.map((row, index): MemberClass => {
    const view = views[index] as GroupOccurrence;
    const series = isSeriesKind(row.group.kind as GroupKind);
    const seat =
      seats.find((s) =>
        series ? s.groupId === row.group.id && s.occurrenceId === null : s.occurrenceId === row.occurrence.id,
      ) ?? null;
    const insideCutoff = row.occurrence.startsAt.getTime() - now <= cutoff * 60_000;
    return {
      ...view,
      location: row.group.locationId ? (places.get(row.group.locationId) ?? null) : null,
      credits: row.group.credits,
      creditKind: row.group.creditKind,
      mySeat: seat,
      claimable: seat?.status === 'waitlisted' && insideCutoff && view.seatsLeft >= seat.seats,
    };
  });
}

/** The studio's classes as calendar events (staff calendar, an expert's own, iCal feeds). */
export async function listClassEvents(
  db: Database,
  businessId: string,
  range: { from: Date; to: Date },
  filter: { expertId?: string; customerId?: string } = {},
): Promise<(repo.OccurrenceWithGroup & { expertName: string })[]> {
  let rows = await repo.listOccurrences(db, businessId, {
    from: range.from,
    to: range.to,
    status: 'scheduled',
    ...(filter.expertId ? { expertId: filter.expertId } : {}),
  });
  if (filter.customerId) {
    const mine = await repo.listCustomerSeats(db, businessId, filter.customerId);
    rows = rows.filter((row) =>
      mine.some(
        (seat) =>
          seat.status === 'booked' &&
          (seat.occurrenceId === row.occurrence.id ||
            (seat.occurrenceId === null && seat.groupId === row.group.id)),
      ),
    );
  }
  const experts = await peopleById(
    db,
    businessId,
    rows.map((r) => r.occurrence.expertId),
  );
  return rows.map((row) => ({ ...row, expertName: experts.get(row.occurrence.expertId)?.name ?? '' }));
}

export async function getSettings(db: Database, actor: Actor) {
  return { waitlistCutoffMinutes: await repo.findWaitlistCutoffMinutes(db, actor.businessId) };
}

export async function saveSettings(db: Database, actor: Actor, minutes: number) {
  await repo.saveWaitlistCutoffMinutes(db, actor.businessId, minutes);
  return getSettings(db, actor);
}

export const zonedDate = (instant: Date, timeZone: string) => toZonedParts(instant, timeZone).date;
