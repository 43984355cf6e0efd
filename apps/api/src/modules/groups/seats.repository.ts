import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { groupOccurrences, groupSeats, groups } from '../../db/schema/index.ts';
import { tenantRow } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';

// The places in classes: seats, the waitlist and the seat counters. Every query names its business
// (decision 0025).

export type SeatRow = typeof groupSeats.$inferSelect;

const LIVE = ['booked', 'waitlisted'] as const;

/** Moves the occupied-seat counter of an occurrence or a series; the CHECK refuses going past capacity. */
export async function addSeatsTaken(
  db: Database,
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

export async function findLiveSeat(db: Database, businessId: string, scope: SeatScope, customerId: string) {
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

export async function countWaitlisted(db: Database, businessId: string, scope: SeatScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groupSeats)
    .where(
      and(eq(groupSeats.businessId, businessId), scopeCondition(scope), eq(groupSeats.status, 'waitlisted')),
    );
  return Number(row?.n ?? 0);
}

export async function listWaitlist(db: Database, businessId: string, scope: SeatScope): Promise<SeatRow[]> {
  return db
    .select()
    .from(groupSeats)
    .where(
      and(eq(groupSeats.businessId, businessId), scopeCondition(scope), eq(groupSeats.status, 'waitlisted')),
    )
    .orderBy(asc(groupSeats.position));
}

export async function insertSeat(db: Database, values: typeof groupSeats.$inferInsert): Promise<SeatRow> {
  const [row] = await db.insert(groupSeats).values(values).returning();
  if (!row) throw new Error('seat insert returned nothing');
  return row;
}

export async function findSeat(db: Database, businessId: string, id: string): Promise<SeatRow | undefined> {
  const [row] = await db
    .select()
    .from(groupSeats)
    .where(tenantRow(groupSeats, businessId, id));
  return row;
}

export async function updateSeat(
  db: Database,
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
  db: Database,
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
  db: Database,
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

export async function listCustomerSeats(
  db: Database,
  businessId: string,
  customerId: string,
): Promise<SeatRow[]> {
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
  db: Database,
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

export async function countSeriesWaitlisted(db: Database, businessId: string, groupIds: string[]) {
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
