import {
  type Group,
  type GroupDetails,
  type GroupKind,
  type GroupOccurrence,
  type groupInputSchema,
  type groupUpdateSchema,
  isSeriesKind,
  type occurrenceChangeSchema,
  toZonedParts,
} from '@bmp/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import * as clock from '../../lib/clock.ts';
import { findBusinessCalendar, listExpertBusy } from '../booking/index.ts';
import { release } from '../credits/index.ts';
import {
  type Actor,
  isCheckViolation,
  isExclusionViolation,
  locationsById,
  notFound,
  occurrenceFor,
  occurrenceViews,
  peopleById,
  problem,
  tell,
} from './groups.common.ts';
import * as repo from './groups.repository.ts';
import { outsideHours, planOccurrences } from './schedule.ts';
import * as seatsRepo from './seats.repository.ts';

// Group classes (PRODUCT.md "Group", decision 0031): the group itself and its occurrences (create,
// edit, exceptions, cancel), the lists and the calendar's events. Who sits in a class is
// seats.service.ts; the roster and attendance are roster.service.ts.

type GroupInput = z.output<typeof groupInputSchema>;

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
  if (found.occurrence.closedAt) throw problem(409, 'action', 'This class is closed: it was held.');
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
    // Closed: its attendance is final and its expert's pay is written (decision 0059).
    if (occurrence.closedAt) throw problem(409, 'reason', 'This class is closed: it was held.');
    const now = clock.now();
    await repo.updateOccurrence(tx, businessId, occurrenceId, {
      status: 'canceled',
      cancelReason: reason,
      canceledAt: now,
    });
    const series = isSeriesKind(found.group.kind as GroupKind);
    // A series seat stays (it covers the other occurrences); a Group Class seat ends here.
    const seats = series
      ? await seatsRepo.listSeats(tx, businessId, { groupId: found.group.id, occurrenceId: null }, ['booked'])
      : await seatsRepo.listSeats(tx, businessId, { groupId: found.group.id, occurrenceId }, [
          'booked',
          'waitlisted',
        ]);
    for (const seat of seats) {
      if (!series) {
        if (seat.creditHoldId && seat.status === 'booked') await release(tx, businessId, seat.creditHoldId);
        await seatsRepo.updateSeat(tx, businessId, seat.id, {
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

/** The studio's classes as calendar events (staff calendar, an expert's own, iCal feeds). */
export async function listClassEvents(
  db: ReadDatabase,
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
    const mine = await seatsRepo.listCustomerSeats(db, businessId, filter.customerId);
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
