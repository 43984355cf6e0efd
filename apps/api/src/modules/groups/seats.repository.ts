import type { GroupKind } from '@bmp/shared';
import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import { groupOccurrences, groupSeats, groups } from '../../db/schema/index.ts';
import { tenantRow } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';

// The places in classes: seats, the waitlist and the seat counters. Every query names its business
// (decision 0025).

export type SeatRow = typeof groupSeats.$inferSelect;

const LIVE = ['booked', 'waitlisted'] as const;
/** The one kind booked per occurrence (isSeriesKind: every other kind is a series). */
const GROUP_CLASS: GroupKind = 'Group Class';

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

export async function listWaitlist(db: Database, businessId: string, scope: SeatScope): Promise<SeatRow[]> {
  return db
    .select()
    .from(groupSeats)
    .where(
      and(eq(groupSeats.businessId, businessId), scopeCondition(scope), eq(groupSeats.status, 'waitlisted')),
    )
    .orderBy(asc(groupSeats.position));
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
  db: ReadDatabase,
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

// ---- The join: one write ------------------------------------------------------------------------

export type JoinSeatRequest = {
  businessId: string;
  occurrenceId: string;
  customerId: string;
  /** The new seat's id, made by the caller so its credit hold can name it before it is written. */
  seatId: string;
  /** The member and their household participants. */
  seats: number;
  participants: string[];
  actorUserId: string;
  now: Date;
};

/** The seat as the join wrote it (what its answer shows). */
export type WrittenSeat = Pick<
  SeatRow,
  | 'id'
  | 'groupId'
  | 'occurrenceId'
  | 'customerId'
  | 'status'
  | 'seats'
  | 'participants'
  | 'credits'
  | 'statusReason'
>;

export type JoinedSeat =
  | { outcome: 'booked' | 'claimed'; seat: WrittenSeat }
  | { outcome: 'waitlisted'; seat: WrittenSeat; waitlistPosition: number };

export type JoinSeatOutcome =
  | JoinedSeat
  | { outcome: 'insufficient' | 'expire_first'; creditKind: string; credits: number }
  | {
      outcome: 'not_found' | 'canceled' | 'started' | 'already_booked' | 'already_waitlisted' | 'full';
    };

type JoinRow = {
  action: string;
  credits: number;
  credit_kind: string | null;
  waiting: number;
  hold_outcome: string | null;
  id: string | null;
  group_id: string;
  occurrence_id: string | null;
  customer_id: string;
  status: SeatRow['status'];
  seats: number;
  participants: string[] | string;
  seat_credits: number;
  status_reason: string | null;
};

/**
 * Joins a class, its waitlist, or claims a freed seat from the waitlist: the whole decision and write
 * of seats.service.ts joinClass, in the caller's transaction. Two statements:
 *
 * 1. The lock on the row holding the seat counter (the occurrence of a Group Class, the group of a
 *    series; isSeriesKind), as every change of who sits in a class takes it (decision 0031). It is a
 *    statement of its own: in READ COMMITTED a statement reads the rows committed when it started,
 *    so reads in the same statement as a lock that waited would miss the seats of the join it
 *    waited for (the waitlist would overfill).
 * 2. One statement that decides under the lock (cancelled, started, already in, claim, seat,
 *    waitlist, or full and so is the waitlist), holds the credits through credit_hold
 *    (src/db/sql/functions/credit_hold.sql), writes the seat or turns the waitlisted place into a
 *    seat, moves the counter (its CHECK still refuses going past capacity), writes the history step,
 *    drops the claimer's other waitlisted places at overlapping times, and answers what it wrote.
 *    Nothing is written unless the seat is: not when credits fall short or lots are due to expire
 *    first (the caller expires them, which posts revenue, and joins again in the same transaction).
 *
 * The partial unique indexes on group_seats still refuse a second live place (23505).
 */
export async function joinSeat(db: Database, request: JoinSeatRequest): Promise<JoinSeatOutcome> {
  const { businessId: b, occurrenceId, customerId, now } = request;
  const [target] = await queryRows<{ group_id: string; series: boolean; locked: number }>(
    db,
    sql`with target as (
          select o.id as occurrence_id, o.group_id, g.kind <> ${GROUP_CLASS} as series
          from group_occurrences o
          join groups g on g.business_id = o.business_id and g.id = o.group_id
          where o.business_id = ${b} and o.id = ${occurrenceId} and g.archived_at is null
        ),
        locked_occurrence as (
          select o.id from group_occurrences o join target t on o.id = t.occurrence_id
          where o.business_id = ${b} and not t.series
          for update of o
        ),
        locked_group as (
          select g.id from groups g join target t on g.id = t.group_id
          where g.business_id = ${b} and t.series
          for update of g
        )
        select t.group_id, t.series,
          ((select count(*) from locked_occurrence) + (select count(*) from locked_group))::int as locked
        from target t`,
  );
  if (!target || target.locked === 0) return { outcome: 'not_found' };
  const g = target.group_id;
  const series = target.series;
  // A series seat names no occurrence and covers them all.
  const seatOccurrence = series ? sql`null::uuid` : sql`${occurrenceId}::uuid`;
  const inScope = series ? sql`s.occurrence_id is null` : sql`s.occurrence_id = ${occurrenceId}`;
  const at = clock.sqlInstant(now);
  const counter = series
    ? sql`update groups c set series_seats_taken = c.series_seats_taken + go.seats
          from go where go.action in ('book', 'claim') and c.business_id = ${b} and c.id = ${g}`
    : sql`update group_occurrences c set seats_taken = c.seats_taken + go.seats
          from go where go.action in ('book', 'claim') and c.business_id = ${b} and c.id = ${occurrenceId}`;
  // The claimer's other waitlisted places whose meetings overlap this class's (a series': any of its
  // scheduled meetings).
  const spans = series
    ? sql`span.group_id = ${g} and span.status = 'scheduled'`
    : sql`span.id = ${occurrenceId}`;
  const [row] = await queryRows<JoinRow>(
    db,
    sql`with
      grp as (
        select g.capacity, g.series_seats_taken, g.waitlist_limit, g.credits, g.credit_kind, g.price_cents
        from groups g where g.business_id = ${b} and g.id = ${g}
      ),
      occ as (
        select o.status, o.starts_at, o.capacity, o.seats_taken
        from group_occurrences o where o.business_id = ${b} and o.id = ${occurrenceId}
      ),
      counter as (
        select occ.status,
          ${series ? sql`grp.capacity` : sql`occ.capacity`} - ${series ? sql`grp.series_seats_taken` : sql`occ.seats_taken`} as free,
          ${
            series
              ? sql`coalesce((select max(o.starts_at) from group_occurrences o
                  where o.business_id = ${b} and o.group_id = ${g} and o.status = 'scheduled'), occ.starts_at)`
              : sql`occ.starts_at`
          } as last_start
        from grp cross join occ
      ),
      existing as (
        select s.id, s.status, s.seats, s.credits, s.credit_kind from group_seats s
        where s.business_id = ${b} and s.group_id = ${g} and ${inScope} and s.customer_id = ${customerId}
          and s.status in ('booked', 'waitlisted')
        limit 1
      ),
      waiting as (
        select count(*)::int as n from group_seats s
        where s.business_id = ${b} and s.group_id = ${g} and ${inScope} and s.status = 'waitlisted'
      ),
      decision as (
        select
          case
            when c.status = 'canceled' then 'canceled'
            when c.last_start <= ${at} then 'started'
            when e.status = 'booked' then 'already_booked'
            when e.id is not null and c.free < e.seats then 'already_waitlisted'
            when e.id is not null then 'claim'
            when c.free >= ${request.seats} then 'book'
            when w.n >= grp.waitlist_limit then 'full'
            else 'waitlist'
          end as action,
          coalesce(e.id, ${request.seatId}::uuid) as seat_id,
          coalesce(e.seats, ${request.seats}) as seats,
          coalesce(e.credits, grp.credits * ${request.seats}) as credits,
          case when e.id is null then grp.credit_kind else e.credit_kind end as credit_kind,
          w.n as waiting
        from counter c cross join grp cross join waiting w left join existing e on true
      ),
      hold as (
        select h.outcome, h.hold_id
        from (select * from decision
              where action in ('book', 'claim') and credits > 0 and credit_kind is not null) d
        cross join lateral credit_hold(${b}::uuid, ${customerId}::uuid, d.credit_kind, d.credits, d.seat_id, ${at}) h
      ),
      go as (
        select d.action, d.seat_id, d.seats, d.credits, d.credit_kind, h.hold_id
        from decision d left join hold h on true
        where d.action = 'waitlist'
          or (d.action in ('book', 'claim') and (h.outcome is null or h.outcome in ('held', 'exists')))
      ),
      inserted as (
        insert into group_seats (id, business_id, group_id, occurrence_id, customer_id, status, seats,
          participants, credit_kind, credits, price_cents, credit_hold_id, created_by_user_id)
        select go.seat_id, ${b}::uuid, ${g}::uuid, ${seatOccurrence}, ${customerId}::uuid,
          case go.action when 'book' then 'booked' else 'waitlisted' end, go.seats,
          array(select jsonb_array_elements_text(${JSON.stringify(request.participants)}::jsonb)),
          go.credit_kind, go.credits, grp.price_cents, go.hold_id, ${request.actorUserId}::uuid
        from go cross join grp where go.action in ('book', 'waitlist')
        returning *
      ),
      claimed as (
        update group_seats s set status = 'booked', credit_hold_id = go.hold_id, status_reason = 'claimed',
          updated_at = ${at}
        from go where go.action = 'claim' and s.business_id = ${b} and s.id = go.seat_id
        returning s.*
      ),
      counted as (${counter} returning 1),
      logged as (
        insert into group_history (business_id, group_id, occurrence_id, seat_id, customer_id, action, actor_user_id)
        select ${b}::uuid, ${g}::uuid, ${seatOccurrence}, i.id, ${customerId}::uuid,
          case i.status when 'booked' then 'seat.join' else 'seat.waitlist' end, ${request.actorUserId}::uuid
        from inserted i
        returning 1
      ),
      dropped as (
        update group_seats s set status = 'dropped', status_reason = 'promoted_elsewhere', updated_at = ${at}
        from go
        where go.action = 'claim' and s.business_id = ${b} and s.customer_id = ${customerId}
          and s.status = 'waitlisted' and s.id <> go.seat_id
          and exists (
            select 1 from group_occurrences o
            join group_occurrences span on span.business_id = o.business_id and ${spans}
            where o.business_id = s.business_id
              and (o.id = s.occurrence_id or (s.occurrence_id is null and o.group_id = s.group_id))
              and o.status = 'scheduled' and o.starts_at < span.ends_at and o.ends_at > span.starts_at
          )
        returning 1
      ),
      written as (select * from inserted union all select * from claimed)
    select d.action, d.credits, d.credit_kind, d.waiting, h.outcome as hold_outcome,
      w.id, w.group_id, w.occurrence_id, w.customer_id, w.status, w.seats, to_jsonb(w.participants) as participants,
      w.credits as seat_credits, w.status_reason
    from decision d left join hold h on true left join written w on true`,
  );
  if (!row) return { outcome: 'not_found' };
  if (row.hold_outcome === 'insufficient' || row.hold_outcome === 'expire_first') {
    return { outcome: row.hold_outcome, creditKind: row.credit_kind ?? '', credits: row.credits };
  }
  if (row.id === null) {
    return {
      outcome: row.action as 'canceled' | 'started' | 'already_booked' | 'already_waitlisted' | 'full',
    };
  }
  const seat: WrittenSeat = {
    id: row.id,
    groupId: row.group_id,
    occurrenceId: row.occurrence_id,
    customerId: row.customer_id,
    status: row.status,
    seats: Number(row.seats),
    // jsonb: node-postgres parses it, PGlite may hand back the text.
    participants:
      typeof row.participants === 'string' ? (JSON.parse(row.participants) as string[]) : row.participants,
    credits: Number(row.seat_credits),
    statusReason: row.status_reason,
  };
  if (row.action === 'waitlist') return { outcome: 'waitlisted', seat, waitlistPosition: row.waiting + 1 };
  return { outcome: row.action === 'claim' ? 'claimed' : 'booked', seat };
}
