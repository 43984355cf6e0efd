import { randomUUID } from 'node:crypto';
import {
  type GroupKind,
  type GroupOccurrence,
  type GroupSeat,
  isSeriesKind,
  type MemberClass,
} from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import type { HttpProblem } from '../../lib/problem.ts';
import { assertWaiversSigned, ownWaiver } from '../contracts/index.ts';
import {
  expireDueCreditsBeforeUse,
  holdWithin,
  InsufficientCreditsError,
  release,
  spend,
} from '../credits/index.ts';
import { resolveParticipants } from '../members/index.ts';
import { alertStaff } from '../notifications/index.ts';
import { owedByCustomers } from '../purchases/index.ts';
import { assertMembershipInGoodStanding, assertWithinDailyCap } from '../subscriptions/index.ts';
import {
  type Actor,
  isUniqueViolation,
  locationsById,
  notFound,
  occurrenceViews,
  peopleById,
  problem,
  type Tx,
  tell,
} from './groups.common.ts';
import * as repo from './groups.repository.ts';
import { getSeat, toSeats } from './roster.service.ts';
import * as seatsRepo from './seats.repository.ts';

// The places in a class (decision 0031): joining, claiming, leaving, the waitlist and its
// promotions, moving a seat, and a member's view of the classes. Every change to who sits in a class runs in one
// transaction that first locks the row holding the seat counter (the occurrence of a Group Class, the
// group of a series): joins, leaves, promotions and cancels of one class take turns there, in every API
// process, and the counter's CHECK refuses going past capacity whatever code runs.

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

const seatScope = (scope: Scope): seatsRepo.SeatScope => ({
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

/** Holds the seat's credits; false (nothing written) when the member has too few. */
async function holdFor(
  tx: Tx,
  businessId: string,
  _group: repo.GroupRow,
  seat: Pick<seatsRepo.SeatRow, 'id' | 'customerId' | 'credits' | 'creditKind'>,
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
  const waitlist = await seatsRepo.listWaitlist(tx, businessId, seatScope(scope));
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
      await seatsRepo.updateSeat(tx, businessId, seat.id, {
        status: 'skipped',
        statusReason: 'insufficient_credits',
      });
      await tell(tx, scope.group, scope.occurrence, seat.customerId, 'group.skipped', {
        reason: 'insufficient_credits',
      });
      continue;
    }
    await seatsRepo.updateSeat(tx, businessId, seat.id, {
      status: 'booked',
      creditHoldId: holdId,
      statusReason: 'promoted',
    });
    await seatsRepo.addSeatsTaken(tx, businessId, counterOf(scope), seat.seats);
    free -= seat.seats;
    await dropOverlappingWaitlists(tx, businessId, scope, seat);
    await tell(tx, scope.group, scope.occurrence, seat.customerId, 'group.promoted');
    await alertWaitlistJoin(tx, businessId, scope.group, start, seat);
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

/** Staff hear of a seat given from the waitlist (decision 0052): the roster changed without them. */
async function alertWaitlistJoin(
  tx: Tx,
  businessId: string,
  group: { id: string; name: string },
  startsAt: Date,
  seat: { id: string; customerId: string },
) {
  const [customer] = await repo.findPeople(tx, businessId, [seat.customerId]);
  await alertStaff(tx, businessId, {
    kind: 'staff.waitlistJoin',
    data: {
      seatId: seat.id,
      actorName: customer?.name ?? '',
      groupName: group.name,
      startsAt: startsAt.toISOString(),
    },
    link: `/admin/group/details/${group.id}`,
    dedupeKey: `waitlist-join:${seat.id}`,
  });
}

async function dropOverlappingWaitlists(tx: Tx, businessId: string, scope: Scope, seat: seatsRepo.SeatRow) {
  const spans = scope.series
    ? (await repo.listOccurrences(tx, businessId, { groupIds: [scope.group.id], status: 'scheduled' })).map(
        (r) => r.occurrence,
      )
    : [scope.occurrence];
  const others = await seatsRepo.listOverlappingWaitlistedSeats(
    tx,
    businessId,
    seat.customerId,
    spans,
    seat.id,
  );
  for (const other of others) {
    await seatsRepo.updateSeat(tx, businessId, other.id, {
      status: 'dropped',
      statusReason: 'promoted_elsewhere',
    });
  }
}

export type JoinRequest = { occurrenceId: string; customerId: string; participants: string[] };

/**
 * Joins a class (or its series) or its waitlist; a waitlisted member claims a free seat the same way.
 * The decision and the write are one repository call (seatsRepo.joinSeat: the counter's lock, then one
 * statement) in one transaction, and the answer is built from what it wrote, as a booking's is
 * (decision 0020).
 */
export async function joinClass(db: Database, actor: Actor, input: JoinRequest): Promise<GroupSeat> {
  const { businessId } = actor;
  let names: { name: string }[] = [];
  let classDate: string | undefined;
  if (input.participants.length > 0) {
    // Household participants are checked against the class's date before anything is written.
    const found = await repo.findOccurrence(db, businessId, input.occurrenceId);
    if (!found || found.group.archivedAt) throw notFound('class');
    classDate = found.occurrence.scheduledDate;
    names = await resolveParticipants(
      db,
      businessId,
      input.customerId,
      input.participants.map((id) => ({ householdMemberId: id })),
      { category: 'group', sessionDate: classDate },
    );
  }
  // The studio's required waiver, and a guardian's for each minor who comes along (decision 0053);
  // what it read also answers the seat's `waiver`.
  const waivers = await assertWaiversSigned(db, businessId, input.customerId, {
    dependantIds: input.participants,
    onDate: classDate,
    byCustomer: actor.role === 'customer',
  });
  await assertMembershipInGoodStanding(db, businessId, input.customerId, {
    byCustomer: actor.role === 'customer',
  });
  // An unlimited membership's cap per day (decisions/0055-memberships.md).
  await assertWithinDailyCap(db, {
    businessId,
    customerId: input.customerId,
    occurrenceId: input.occurrenceId,
    byCustomer: actor.role === 'customer',
  });
  const now = clock.now();
  const request: seatsRepo.JoinSeatRequest = {
    businessId,
    occurrenceId: input.occurrenceId,
    customerId: input.customerId,
    // Made here so the credit hold names the seat before the seat is written.
    seatId: randomUUID(),
    seats: 1 + names.length,
    participants: names.map((n) => n.name),
    actorUserId: actor.userId,
    now,
  };
  let written: seatsRepo.JoinedSeat;
  try {
    written = await db.transaction(async (tx) => {
      let outcome = await seatsRepo.joinSeat(tx, request);
      if (outcome.outcome === 'expire_first') {
        // Lots due to expire go first (their revenue is posted), then the join runs again.
        await expireDueCreditsBeforeUse(
          tx as Parameters<typeof expireDueCreditsBeforeUse>[0],
          businessId,
          { customerId: input.customerId, kind: outcome.creditKind },
          now,
        );
        outcome = await seatsRepo.joinSeat(tx, request);
      }
      // A refusal rolls the transaction back (an expiry written for it too).
      if (!('seat' in outcome)) throw joinRefusal(outcome);
      if (outcome.outcome === 'claimed') {
        // A waitlisted member took the open seat inside the cutoff: a join from the waitlist too.
        const found = await repo.findOccurrence(tx, businessId, input.occurrenceId);
        if (found)
          await alertWaitlistJoin(tx, businessId, found.group, found.occurrence.startsAt, outcome.seat);
      }
      return outcome;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw problem(409, 'occurrenceId', 'You are already in this class.');
    throw error;
  }
  const { seat } = written;
  return {
    id: seat.id,
    groupId: seat.groupId,
    occurrenceId: seat.occurrenceId,
    customer: { id: seat.customerId, name: await customerName(db, actor, seat.customerId) },
    status: seat.status,
    seats: seat.seats,
    participants: seat.participants,
    credits: seat.credits,
    waitlistPosition: written.outcome === 'waitlisted' ? written.waitlistPosition : null,
    statusReason: seat.statusReason,
    // A place just taken or claimed has no check-in or no-show yet.
    attendance: null,
    owedCents: (await owedByCustomers(db, businessId, [seat.customerId])).get(seat.customerId) ?? 0,
    waiver: ownWaiver(waivers, seat.customerId),
  };
}

/** The answer to a join that wrote nothing. */
function joinRefusal(outcome: Exclude<seatsRepo.JoinSeatOutcome, seatsRepo.JoinedSeat>): HttpProblem {
  switch (outcome.outcome) {
    case 'not_found':
      return notFound('class');
    case 'canceled':
      return problem(409, 'occurrenceId', 'This class is cancelled.');
    case 'started':
      return problem(409, 'occurrenceId', 'This class has already started.');
    case 'already_booked':
      return problem(409, 'occurrenceId', 'You are already in this class.');
    case 'already_waitlisted':
      return problem(409, 'occurrenceId', 'You are already on the waitlist.');
    case 'full':
      return problem(409, 'occurrenceId', 'This class is full and so is its waitlist.');
    case 'insufficient':
    case 'expire_first':
      return problem(
        422,
        'credits',
        `You need ${outcome.credits} ${outcome.creditKind} credits to join this class.`,
      );
  }
}

/** The member's name: the caller's own as their session read it, else read (staff adding someone). */
async function customerName(db: Database, actor: Actor, customerId: string): Promise<string> {
  if (actor.person && actor.membershipId === customerId) return actor.person.name;
  return (await peopleById(db, actor.businessId, [customerId])).get(customerId)?.name ?? '';
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
  const seat = await seatsRepo.findSeat(db, businessId, seatId);
  if (!seat || (ownOnly && seat.customerId !== actor.membershipId)) throw notFound('place');
  const found = await firstOccurrenceOf(db, businessId, seat);
  await db.transaction(async (tx) => {
    const scope = await lockScope(tx, businessId, found);
    const current = await seatsRepo.findSeat(tx, businessId, seatId);
    if (!current) throw notFound('place');
    const now = clock.now();
    if (current.status === 'waitlisted') {
      await seatsRepo.updateSeat(tx, businessId, seatId, { status: 'dropped', statusReason: 'left' });
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
    await seatsRepo.updateSeat(tx, businessId, seatId, { status: late ? 'late_left' : 'left' });
    await seatsRepo.addSeatsTaken(tx, businessId, counterOf(scope), -current.seats);
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

async function firstOccurrenceOf(db: Database, businessId: string, seat: seatsRepo.SeatRow) {
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
  const seat = await seatsRepo.findSeat(db, businessId, seatId);
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
      const current = await seatsRepo.findSeat(tx, businessId, seatId);
      if (current?.status !== 'booked')
        throw problem(409, 'occurrenceId', 'Only a booked place can be moved.');
      const target = await repo.lockOccurrence(tx, businessId, to.occurrence.id);
      if (!target || target.capacity - target.seatsTaken < current.seats) {
        throw problem(409, 'occurrenceId', 'That date is full.');
      }
      await seatsRepo.updateSeat(tx, businessId, seatId, { occurrenceId: to.occurrence.id });
      await seatsRepo.addSeatsTaken(tx, businessId, { occurrenceId: from.occurrence.id }, -current.seats);
      await seatsRepo.addSeatsTaken(tx, businessId, { occurrenceId: to.occurrence.id }, current.seats);
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
  const mine = await seatsRepo.listCustomerSeats(db, businessId, customerId);
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
