import { and, asc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import {
  businesses,
  groupHistory,
  groupOccurrences,
  groupSettings,
  groups,
  locations,
  memberships,
  users,
} from '../../db/schema/index.ts';
import { membershipLogin, tenantRow, tenantRowsIn } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';

// Groups and their occurrences, the group settings and history, and the people and locations a
// group names (seats.repository.ts and roster.repository.ts hold the rest). Every query names its business: a missing filter would reach
// another studio's rows (decision 0025), and the composite keys refuse such links on write.

export type Db = Database;
export type GroupRow = typeof groups.$inferSelect;
export type OccurrenceRow = typeof groupOccurrences.$inferSelect;
export type NewGroupRow = typeof groups.$inferInsert;
export type NewOccurrenceRow = typeof groupOccurrences.$inferInsert;

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

export async function findPeople(db: ReadDatabase, businessId: string, ids: string[]): Promise<PersonRow[]> {
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
  db: ReadDatabase,
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

export async function insertGroupHistory(db: Db, values: typeof groupHistory.$inferInsert): Promise<void> {
  await db.insert(groupHistory).values(values);
}
