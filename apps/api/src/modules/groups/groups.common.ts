import { type GroupKind, type GroupOccurrence, isSeriesKind } from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import { sqlStateOf } from '../../db/raw.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { findBusinessCalendar } from '../booking/index.ts';
import { notify } from '../notifications/index.ts';
import { enqueueEmail, type GroupNoticeKind, groupNoticeEmail } from '../outbox/index.ts';
import * as repo from './groups.repository.ts';
import * as seatsRepo from './seats.repository.ts';

// What the group services share: the caller, problems, the views of occurrences, the notices.

export type Tx = Database;

export type Actor = {
  businessId: string;
  userId: string;
  membershipId: string;
  role: string;
  /** Who is signed in, as the session lookup read them (a route's Viewer carries it). */
  person?: { name: string } | undefined;
};

export const isStaff = (actor: Actor) => actor.role === 'admin' || actor.role === 'principal';

export function problem(status: 404 | 409 | 422, field: string | null, message: string): HttpProblem {
  const titles = { 404: 'Not Found', 409: 'Conflict', 422: 'Unprocessable Content' };
  return new HttpProblem(status, titles[status], message, field ? { [field]: [message] } : undefined);
}

export const notFound = (what: string) => new HttpProblem(404, 'Not Found', `No such ${what}.`);

export function isExclusionViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23P01';
}

export function isCheckViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const e = current as Error & { code?: string; constraint?: string };
    if (e.code === '23514' && (e.constraint === constraint || e.message.includes(constraint))) return true;
  }
  return false;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

export function toOccurrence(
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
    closedAt: row.occurrence.closedAt?.toISOString() ?? null,
  };
}

/** The studio's people with these membership ids, by id. */
export async function peopleById(db: ReadDatabase, businessId: string, ids: string[]) {
  return new Map((await repo.findPeople(db, businessId, ids)).map((p) => [p.id, p]));
}

/** The studio's locations with these ids (a row without a location names none), by id. */
export async function locationsById(db: Database, businessId: string, ids: (string | null)[]) {
  const named = ids.filter((id): id is string => id !== null);
  return new Map((await repo.listLocationRows(db, businessId, named)).map((l) => [l.id, l]));
}

export async function occurrenceViews(
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
  const perOccurrence = await seatsRepo.countWaitlistedByOccurrence(
    db,
    businessId,
    rows.map((r) => r.occurrence.id),
  );
  const perSeries = await seatsRepo.countSeriesWaitlisted(db, businessId, [
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

/** An expert sees and runs only their own classes; staff all of the studio's. */
export async function occurrenceFor(db: Database, actor: Actor, occurrenceId: string) {
  const found = await repo.findOccurrence(db, actor.businessId, occurrenceId);
  if (!found) throw notFound('class');
  if (!isStaff(actor) && actor.role !== 'customer' && found.occurrence.expertId !== actor.membershipId) {
    throw notFound('class');
  }
  return found;
}

export async function tell(
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
