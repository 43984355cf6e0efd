import { type GroupKind, type GroupRoster, type GroupSeat, isSeriesKind } from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import { ownWaiver, waiverStates } from '../contracts/index.ts';
import { spend } from '../credits/index.ts';
import { owedByCustomers } from '../purchases/index.ts';
import {
  type Actor,
  notFound,
  occurrenceFor,
  occurrenceViews,
  peopleById,
  problem,
} from './groups.common.ts';
import * as repo from './groups.repository.ts';
import * as rosterRepo from './roster.repository.ts';
import * as seatsRepo from './seats.repository.ts';

// The roster of an occurrence: its seats as staff and experts see them, check-in and no-show.

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
  const seat = await seatsRepo.findSeat(db, businessId, seatId);
  const series = isSeriesKind(found.group.kind as GroupKind);
  const belongs =
    seat &&
    seat.status === 'booked' &&
    (series
      ? seat.groupId === found.group.id && seat.occurrenceId === null
      : seat.occurrenceId === occurrenceId);
  if (!belongs) throw notFound('place');
  if (found.occurrence.status === 'canceled') throw problem(409, 'mark', 'This class is cancelled.');
  if (found.occurrence.closedAt) {
    throw problem(409, 'mark', 'This class is closed: its attendance is final.');
  }
  await db.transaction(async (tx) => {
    await rosterRepo.saveAttendance(tx, {
      businessId,
      occurrenceId,
      seatId,
      mark,
      markedByUserId: actor.userId,
    });
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

export async function toSeats(
  db: Database,
  businessId: string,
  rows: seatsRepo.SeatRow[],
  occurrenceId: string | null,
) {
  const people = await peopleById(
    db,
    businessId,
    rows.map((r) => r.customerId),
  );
  const owed = await owedByCustomers(
    db,
    businessId,
    rows.map((r) => r.customerId),
  );
  const waivers = await waiverStates(
    db,
    businessId,
    rows.map((r) => r.customerId),
  );
  const marks = occurrenceId
    ? new Map((await rosterRepo.listAttendance(db, businessId, occurrenceId)).map((m) => [m.seatId, m.mark]))
    : new Map<string, 'checked_in' | 'no_show'>();
  // Places in line: one read of each waitlist the rows stand in (a roster has one).
  const positions = new Map<string, number>();
  const lines = new Map<string, seatsRepo.SeatRow[]>();
  for (const row of rows) {
    if (row.status !== 'waitlisted') continue;
    const key = `${row.groupId}:${row.occurrenceId ?? ''}`;
    let line = lines.get(key);
    if (!line) {
      line = await seatsRepo.listWaitlist(db, businessId, {
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
      owedCents: owed.get(row.customerId) ?? 0,
      waiver: ownWaiver(waivers, row.customerId),
    }),
  );
}

export async function getSeat(db: Database, actor: Actor, seatId: string): Promise<GroupSeat> {
  const row = await seatsRepo.findSeat(db, actor.businessId, seatId);
  if (!row) throw notFound('place');
  const [seat] = await toSeats(db, actor.businessId, [row], row.occurrenceId);
  if (!seat) throw notFound('place');
  return seat;
}

export async function getRoster(db: Database, actor: Actor, occurrenceId: string): Promise<GroupRoster> {
  const { businessId } = actor;
  const found = await occurrenceFor(db, actor, occurrenceId);
  const series = isSeriesKind(found.group.kind as GroupKind);
  const rows = await seatsRepo.listSeats(
    db,
    businessId,
    { groupId: found.group.id, occurrenceId: series ? null : occurrenceId },
    ['booked', 'waitlisted', 'late_left', 'skipped', 'canceled'],
  );
  const [occurrence] = await occurrenceViews(db, businessId, [found]);
  if (!occurrence) throw notFound('class');
  return { occurrence, seats: await toSeats(db, businessId, rows, occurrenceId) };
}
