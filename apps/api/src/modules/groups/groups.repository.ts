import { and, asc, eq, gt, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  businesses,
  groupAttendance,
  groupHistory,
  groupOccurrences,
  groupSeats,
  groupSettings,
  groups,
  locations,
  memberships,
  users,
} from '../../db/schema/index.ts';
import { membershipLogin, tenantRow, tenantRowsIn } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';

// Every Drizzle call of group classes. Every query names its business: a missing filter would reach
// another studio's rows (decision 0025), and the composite keys refuse such links on write.

export type Db = Database;
export type GroupRow = typeof groups.$inferSelect;
export type OccurrenceRow = typeof groupOccurrences.$inferSelect;
export type SeatRow = typeof groupSeats.$inferSelect;
export type NewGroupRow = typeof groups.$inferInsert;
export type NewOccurrenceRow = typeof groupOccurrences.$inferInsert;

const LIVE = ['booked', 'waitlisted'] as const;

/** Joins an occurrence to its group (within the same studio). */
const occurrenceOfGroup = and(
  eq(groups.businessId, groupOccurrences.businessId),
  eq(groups.id, groupOccurrences.groupId),
);

export async function findWaitlistCutoffMinutes(db: Db, businessId: string): Promise<number> {
  const [row] = await db
    .select({ minutes: groupSettings.waitlistCutoffMinutes })
    .from(groupSettings)
    .where(eq(groupSettings.businessId, businessId));
  return row?.minutes ?? 120;
}

export async function saveWaitlistCutoffMinutes(db: Db, businessId: string, minutes: number): Promise<void> {
  await db
    .insert(groupSettings)
    .values({ businessId, waitlistCutoffMinutes: minutes })
    .onConflictDoUpdate({
      target: groupSettings.businessId,
      set: { waitlistCutoffMinutes: minutes, updatedAt: clock.now() },
    });
}

export async function findFreeCancelHours(db: Db, businessId: string): Promise<number> {
  const [row] = await db
    .select({ hours: businesses.freeCancelHours })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.hours ?? 24;
}

export type PersonRow = { id: string; name: string; email: string; role: string; status: string };

export async function findPeople(db: Db, businessId: string, ids: string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: memberships.id,
      name: users.fullName,
      email: users.email,
      role: memberships.role,
      status: memberships.status,
    })
    .from(memberships)
    .innerJoin(users, membershipLogin)
    .where(tenantRowsIn(memberships, businessId, memberships.id, [...new Set(ids)]));
}

export async function findLocationRow(db: Db, businessId: string, id: string) {
  const [row] = await db
    .select({ id: locations.id, display: locations.display })
    .from(locations)
    .where(tenantRow(locations, businessId, id));
  return row;
}

export async function listLocationRows(db: Db, businessId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: locations.id, display: locations.display })
    .from(locations)
    .where(tenantRowsIn(locations, businessId, locations.id, [...new Set(ids)]));
}

export async function insertGroupWithOccurrences(
  db: Db,
  group: NewGroupRow,
  occurrences: Omit<NewOccurrenceRow, 'groupId'>[],
  actorUserId: string,
): Promise<GroupRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(groups).values(group).returning();
    if (!row) throw new Error('group insert returned nothing');
    if (occurrences.length > 0) {
      await tx.insert(groupOccurrences).values(occurrences.map((o) => ({ ...o, groupId: row.id })));
    }
    await tx.insert(groupHistory).values({
      businessId: row.businessId,
      groupId: row.id,
      action: 'group.create',
      detail: { occurrences: occurrences.length },
      actorUserId,
    });
    return row;
  });
}

export async function findGroup(db: Db, businessId: string, id: string): Promise<GroupRow | undefined> {
  const [row] = await db
    .select()
    .from(groups)
    .where(tenantRow(groups, businessId, id));
  return row;
}

export async function lockGroup(db: Db, businessId: string, id: string): Promise<GroupRow | undefined> {
  const [row] = await db
    .select()
    .from(groups)
    .where(tenantRow(groups, businessId, id))
    .for('update');
  return row;
}

export type GroupFilter = {
  kind?: string | undefined;
  expertId?: string | undefined;
  locationId?: string | undefined;
};

export async function listGroupRows(db: Db, businessId: string, filter: GroupFilter): Promise<GroupRow[]> {
  const conditions: (SQL | undefined)[] = [eq(groups.businessId, businessId), isNull(groups.archivedAt)];
  if (filter.kind) conditions.push(eq(groups.kind, filter.kind as GroupRow['kind']));
  if (filter.expertId) conditions.push(eq(groups.expertId, filter.expertId));
  if (filter.locationId) conditions.push(eq(groups.locationId, filter.locationId));
  return db
    .select()
    .from(groups)
    .where(and(...conditions))
    .orderBy(asc(groups.name));
}

export async function updateGroupRow(
  db: Db,
  businessId: string,
  id: string,
  values: Partial<
    Pick<
      GroupRow,
      | 'name'
      | 'description'
      | 'capacity'
      | 'waitlistLimit'
      | 'locationId'
      | 'expertId'
      | 'creditKind'
      | 'credits'
      | 'priceCents'
    >
  >,
): Promise<void> {
  await db
    .update(groups)
    .set({ ...values, updatedAt: clock.now() })
    .where(tenantRow(groups, businessId, id));
}

/** The group's upcoming, not cancelled occurrences led by this expert (a new group expert takes them). */
export async function listUpcomingOccurrencesOf(
  db: Db,
  businessId: string,
  groupId: string,
  expertId: string,
  now: Date,
): Promise<OccurrenceRow[]> {
  return db
    .select()
    .from(groupOccurrences)
    .where(
      and(
        eq(groupOccurrences.businessId, businessId),
        eq(groupOccurrences.groupId, groupId),
        eq(groupOccurrences.expertId, expertId),
        eq(groupOccurrences.status, 'scheduled'),
        gt(groupOccurrences.startsAt, now),
      ),
    )
    .orderBy(asc(groupOccurrences.startsAt));
}

export async function setOccurrencesExpert(
  db: Db,
  businessId: string,
  ids: string[],
  expertId: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(groupOccurrences)
    .set({ expertId, updatedAt: clock.now() })
    .where(tenantRowsIn(groupOccurrences, businessId, groupOccurrences.id, ids));
}

export async function setFutureOccurrenceCapacity(
  db: Db,
  businessId: string,
  groupId: string,
  capacity: number,
  now: Date,
): Promise<void> {
  await db
    .update(groupOccurrences)
    .set({ capacity, updatedAt: now })
    .where(
      and(
        eq(groupOccurrences.businessId, businessId),
        eq(groupOccurrences.groupId, groupId),
        gt(groupOccurrences.startsAt, now),
      ),
    );
}

/** The most seats taken in any upcoming occurrence (capacity may not go below it). */
export async function maxUpcomingSeatsTaken(db: Db, businessId: string, groupId: string, now: Date) {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${groupOccurrences.seatsTaken}), 0)::int` })
    .from(groupOccurrences)
    .where(
      and(
        eq(groupOccurrences.businessId, businessId),
        eq(groupOccurrences.groupId, groupId),
        gt(groupOccurrences.startsAt, now),
        eq(groupOccurrences.status, 'scheduled'),
      ),
    );
  return Number(row?.max ?? 0);
}

export type OccurrenceWithGroup = { occurrence: OccurrenceRow; group: GroupRow };

export async function findOccurrence(
  db: Db,
  businessId: string,
  id: string,
): Promise<OccurrenceWithGroup | undefined> {
  const [row] = await db
    .select({ occurrence: groupOccurrences, group: groups })
    .from(groupOccurrences)
    .innerJoin(groups, occurrenceOfGroup)
    .where(tenantRow(groupOccurrences, businessId, id));
  return row;
}

export async function lockOccurrence(
  db: Db,
  businessId: string,
  id: string,
): Promise<OccurrenceRow | undefined> {
  const [row] = await db
    .select()
    .from(groupOccurrences)
    .where(tenantRow(groupOccurrences, businessId, id))
    .for('update');
  return row;
}

export async function listOccurrences(
  db: Db,
  businessId: string,
  filter: { groupIds?: string[]; from?: Date; to?: Date; expertId?: string; status?: 'scheduled' },
): Promise<OccurrenceWithGroup[]> {
  if (filter.groupIds && filter.groupIds.length === 0) return [];
  return db
    .select({ occurrence: groupOccurrences, group: groups })
    .from(groupOccurrences)
    .innerJoin(groups, occurrenceOfGroup)
    .where(
      and(
        eq(groupOccurrences.businessId, businessId),
        filter.groupIds ? inArray(groupOccurrences.groupId, filter.groupIds) : undefined,
        filter.from ? gt(groupOccurrences.endsAt, filter.from) : undefined,
        filter.to ? lt(groupOccurrences.startsAt, filter.to) : undefined,
        filter.expertId ? eq(groupOccurrences.expertId, filter.expertId) : undefined,
        filter.status ? eq(groupOccurrences.status, filter.status) : undefined,
        isNull(groups.archivedAt),
      ),
    )
    .orderBy(asc(groupOccurrences.startsAt));
}

export async function updateOccurrence(
  db: Db,
  businessId: string,
  id: string,
  values: Partial<
    Pick<
      OccurrenceRow,
      'startsAt' | 'endsAt' | 'expertId' | 'status' | 'cancelReason' | 'canceledAt' | 'seatsTaken'
    >
  >,
): Promise<void> {
  await db
    .update(groupOccurrences)
    .set({ ...values, updatedAt: clock.now() })
    .where(tenantRow(groupOccurrences, businessId, id));
}

/** Moves the occupied-seat counter of an occurrence or a series; the CHECK refuses going past capacity. */
export async function addSeatsTaken(
  db: Db,
  businessId: string,
  scope: { occurrenceId: string } | { groupId: string },
  delta: number,
): Promise<void> {
  if ('occurrenceId' in scope) {
    await db
      .update(groupOccurrences)
      .set({ seatsTaken: sql`${groupOccurrences.seatsTaken} + ${delta}` })
      .where(tenantRow(groupOccurrences, businessId, scope.occurrenceId));
  } else {
    await db
      .update(groups)
      .set({ seriesSeatsTaken: sql`${groups.seriesSeatsTaken} + ${delta}` })
      .where(tenantRow(groups, businessId, scope.groupId));
  }
}

export type SeatScope = { groupId: string; occurrenceId: string | null };

function scopeCondition(scope: SeatScope): SQL | undefined {
  return and(
    eq(groupSeats.groupId, scope.groupId),
    scope.occurrenceId ? eq(groupSeats.occurrenceId, scope.occurrenceId) : isNull(groupSeats.occurrenceId),
  );
}

export async function findLiveSeat(db: Db, businessId: string, scope: SeatScope, customerId: string) {
  const [row] = await db
    .select()
    .from(groupSeats)
    .where(
      and(
        eq(groupSeats.businessId, businessId),
        scopeCondition(scope),
        eq(groupSeats.customerId, customerId),
        inArray(groupSeats.status, LIVE),
      ),
    );
  return row;
}

export async function countWaitlisted(db: Db, businessId: string, scope: SeatScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groupSeats)
    .where(
      and(eq(groupSeats.businessId, businessId), scopeCondition(scope), eq(groupSeats.status, 'waitlisted')),
    );
  return Number(row?.n ?? 0);
}

export async function listWaitlist(db: Db, businessId: string, scope: SeatScope): Promise<SeatRow[]> {
  return db
    .select()
    .from(groupSeats)
    .where(
      and(eq(groupSeats.businessId, businessId), scopeCondition(scope), eq(groupSeats.status, 'waitlisted')),
    )
    .orderBy(asc(groupSeats.position));
}

export async function insertSeat(db: Db, values: typeof groupSeats.$inferInsert): Promise<SeatRow> {
  const [row] = await db.insert(groupSeats).values(values).returning();
  if (!row) throw new Error('seat insert returned nothing');
  return row;
}

export async function findSeat(db: Db, businessId: string, id: string): Promise<SeatRow | undefined> {
  const [row] = await db
    .select()
    .from(groupSeats)
    .where(tenantRow(groupSeats, businessId, id));
  return row;
}

export async function updateSeat(
  db: Db,
  businessId: string,
  id: string,
  values: Partial<Pick<SeatRow, 'status' | 'statusReason' | 'creditHoldId' | 'occurrenceId'>>,
): Promise<void> {
  await db
    .update(groupSeats)
    .set({ ...values, updatedAt: clock.now() })
    .where(tenantRow(groupSeats, businessId, id));
}

/** Seats of a scope in the given statuses (a roster, or everyone to release on a cancel). */
export async function listSeats(
  db: Db,
  businessId: string,
  scope: SeatScope,
  statuses: SeatRow['status'][],
): Promise<SeatRow[]> {
  return db
    .select()
    .from(groupSeats)
    .where(
      and(eq(groupSeats.businessId, businessId), scopeCondition(scope), inArray(groupSeats.status, statuses)),
    )
    .orderBy(asc(groupSeats.position));
}

/**
 * The member's waitlisted places (other than `exceptSeatId`) on occurrences overlapping the span, or
 * in series with an occurrence overlapping it.
 */
export async function listOverlappingWaitlistedSeats(
  db: Db,
  businessId: string,
  customerId: string,
  spans: { startsAt: Date; endsAt: Date }[],
  exceptSeatId: string,
): Promise<SeatRow[]> {
  if (spans.length === 0) return [];
  const overlaps = or(
    ...spans.map(
      (span) =>
        sql`(${groupOccurrences.startsAt} < ${span.endsAt} and ${groupOccurrences.endsAt} > ${span.startsAt})`,
    ),
  );
  const rows = await db
    .selectDistinct({ seat: groupSeats })
    .from(groupSeats)
    .innerJoin(
      groupOccurrences,
      and(
        eq(groupOccurrences.businessId, groupSeats.businessId),
        or(
          eq(groupOccurrences.id, groupSeats.occurrenceId),
          and(isNull(groupSeats.occurrenceId), eq(groupOccurrences.groupId, groupSeats.groupId)),
        ),
      ),
    )
    .where(
      and(
        eq(groupSeats.businessId, businessId),
        eq(groupSeats.customerId, customerId),
        eq(groupSeats.status, 'waitlisted'),
        ne(groupSeats.id, exceptSeatId),
        eq(groupOccurrences.status, 'scheduled'),
        overlaps,
      ),
    );
  return rows.map((row) => row.seat);
}

export async function listCustomerSeats(db: Db, businessId: string, customerId: string): Promise<SeatRow[]> {
  return db
    .select()
    .from(groupSeats)
    .where(
      and(
        eq(groupSeats.businessId, businessId),
        eq(groupSeats.customerId, customerId),
        inArray(groupSeats.status, LIVE),
      ),
    );
}

export async function countWaitlistedByOccurrence(
  db: Db,
  businessId: string,
  occurrenceIds: string[],
): Promise<Map<string, number>> {
  if (occurrenceIds.length === 0) return new Map();
  const rows = await db
    .select({ id: groupSeats.occurrenceId, n: sql<number>`count(*)::int` })
    .from(groupSeats)
    .where(
      and(
        eq(groupSeats.businessId, businessId),
        inArray(groupSeats.occurrenceId, occurrenceIds),
        eq(groupSeats.status, 'waitlisted'),
      ),
    )
    .groupBy(groupSeats.occurrenceId);
  return new Map(rows.map((row) => [row.id ?? '', Number(row.n)]));
}

export async function countSeriesWaitlisted(db: Db, businessId: string, groupIds: string[]) {
  if (groupIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: groupSeats.groupId, n: sql<number>`count(*)::int` })
    .from(groupSeats)
    .where(
      and(
        eq(groupSeats.businessId, businessId),
        inArray(groupSeats.groupId, groupIds),
        isNull(groupSeats.occurrenceId),
        eq(groupSeats.status, 'waitlisted'),
      ),
    )
    .groupBy(groupSeats.groupId);
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}

export async function listAttendance(db: Db, businessId: string, occurrenceId: string) {
  return db
    .select()
    .from(groupAttendance)
    .where(and(eq(groupAttendance.businessId, businessId), eq(groupAttendance.occurrenceId, occurrenceId)));
}

export async function countSeatMarks(db: Db, businessId: string, seatId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groupAttendance)
    .where(and(eq(groupAttendance.businessId, businessId), eq(groupAttendance.seatId, seatId)));
  return Number(row?.n ?? 0);
}

export async function saveAttendance(
  db: Db,
  values: {
    businessId: string;
    occurrenceId: string;
    seatId: string;
    mark: 'checked_in' | 'no_show';
    markedByUserId: string;
  },
): Promise<void> {
  await db
    .insert(groupAttendance)
    .values(values)
    .onConflictDoUpdate({
      target: [groupAttendance.occurrenceId, groupAttendance.seatId],
      set: { mark: values.mark, markedByUserId: values.markedByUserId, markedAt: clock.now() },
    });
}

export async function insertGroupHistory(db: Db, values: typeof groupHistory.$inferInsert): Promise<void> {
  await db.insert(groupHistory).values(values);
}
