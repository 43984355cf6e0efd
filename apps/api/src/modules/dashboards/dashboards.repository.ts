import type { ServiceStatus, ServiceType } from '@bmp/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import * as clock from '../../lib/clock.ts';
import { expertClientIds } from '../customers/index.ts';

// Every figure of the dashboards, in SQL (docs/metrics.md). A period is a range of days in the
// studio's time zone; `lo`/`hi` turn its first day and the day after its last into instants there,
// so a session at 11:30 PM studio time counts on its studio day whatever UTC says.

export type DayRange = { from: string; to: string };
export type Periods = { current: DayRange; previous: DayRange; timeZone: string };
export type Pair = { cur: number; prev: number };

const lo = (range: DayRange, tz: string) => sql`((${range.from}::date)::timestamp at time zone ${tz})`;
const hi = (range: DayRange, tz: string) => sql`((${range.to}::date + 1)::timestamp at time zone ${tz})`;

const rows = queryRows;

/** Sums `value` for rows whose instant `at` is in the current and in the previous period, in one pass. */
async function pair(db: ReadDatabase, p: Periods, from: SQL, at: SQL, value: SQL, where: SQL): Promise<Pair> {
  const [row] = await rows<{ cur: number | null; prev: number | null }>(
    db,
    sql`select
        coalesce(sum(${value}) filter (where ${at} >= ${lo(p.current, p.timeZone)}), 0)::float8 as cur,
        coalesce(sum(${value}) filter (where ${at} < ${hi(p.previous, p.timeZone)}), 0)::float8 as prev
      from ${from}
      where ${where} and ${at} >= ${lo(p.previous, p.timeZone)} and ${at} < ${hi(p.current, p.timeZone)}`,
  );
  return { cur: Number(row?.cur ?? 0), prev: Number(row?.prev ?? 0) };
}

/** Limits sessions to one expert's when given (their own dashboard); staff see every expert. */
const expertFilter = (alias: string, expertId: string | null) =>
  expertId ? sql`and ${sql.raw(alias)}.expert_id = ${expertId}` : sql``;

export async function timeZoneOf(db: ReadDatabase, businessId: string): Promise<string | null> {
  const [row] = await rows<{ time_zone: string }>(
    db,
    sql`select time_zone from businesses where id = ${businessId}`,
  );
  return row?.time_zone ?? null;
}

/** The days of both periods (`previous` ends the day before `current` starts) in the per-day rollups. */
const bothPeriods = (p: Periods) => sql`day >= ${p.previous.from}::date and day <= ${p.current.to}::date`;
const isCurrent = (p: Periods) => sql`day >= ${p.current.from}::date`;

/**
 * Revenue recognised (the journal's revenue credits: credits used or expired, decision 0019), cash
 * collected (payments less refunds, each on its own day), credits sold (purchased lots) and credits
 * used (spend entries), from the per-day rollup kept by the migration's triggers.
 */
export async function money(db: ReadDatabase, businessId: string, p: Periods) {
  const [row] = await rows<Record<string, number | null>>(
    db,
    sql`select
        coalesce(sum(revenue_cents) filter (where ${isCurrent(p)}), 0)::float8 as revenue_cur,
        coalesce(sum(revenue_cents) filter (where not ${isCurrent(p)}), 0)::float8 as revenue_prev,
        coalesce(sum(paid_cents - refunded_cents) filter (where ${isCurrent(p)}), 0)::float8 as cash_cur,
        coalesce(sum(paid_cents - refunded_cents) filter (where not ${isCurrent(p)}), 0)::float8 as cash_prev,
        coalesce(sum(credits_sold) filter (where ${isCurrent(p)}), 0)::float8 as sold_cur,
        coalesce(sum(credits_sold) filter (where not ${isCurrent(p)}), 0)::float8 as sold_prev,
        coalesce(sum(credits_used) filter (where ${isCurrent(p)}), 0)::float8 as used_cur,
        coalesce(sum(credits_used) filter (where not ${isCurrent(p)}), 0)::float8 as used_prev
      from dashboard_money_days where business_id = ${businessId} and ${bothPeriods(p)}`,
  );
  const of = (name: string): Pair => ({
    cur: Number(row?.[`${name}_cur`] ?? 0),
    prev: Number(row?.[`${name}_prev`] ?? 0),
  });
  return { revenue: of('revenue'), cash: of('cash'), sold: of('sold'), used: of('used') };
}

/** Paid for and not yet used, refunded or expired: the deferred revenue balance now. */
export async function deferredRevenue(db: ReadDatabase, businessId: string): Promise<number> {
  const [row] = await rows<{ total: number }>(
    db,
    sql`select coalesce(sum(deferred_cents), 0)::float8 as total from dashboard_money_days
      where business_id = ${businessId}`,
  );
  return Number(row?.total ?? 0);
}

/**
 * The session figures of both periods from the per-day rollup, in one pass: sessions and late
 * cancels, by status and by type, the top offerings (not canceled) and each expert's booked minutes.
 */
export async function sessionFigures(db: ReadDatabase, businessId: string, p: Periods) {
  type Group = {
    cur: boolean;
    status: ServiceStatus;
    type: ServiceType;
    offeringId: string;
    name: string;
    late: boolean;
    expertId: string;
    sessions: number;
    minutes: number;
    statusRank: number;
    typeRank: number;
    nameRank: number;
  };
  // The ranks carry the database's collation to the tie-breaks below (count desc, then the name).
  const grouped = await rows<Group>(
    db,
    sql`select g.*, o.name,
        dense_rank() over (order by g.status)::int as "statusRank",
        dense_rank() over (order by g.type)::int as "typeRank",
        dense_rank() over (order by o.name)::int as "nameRank"
      from (
        select ${isCurrent(p)} as cur, status, service_type as type, offering_id as "offeringId", late,
          expert_id as "expertId", sum(sessions)::int as sessions, sum(minutes)::int as minutes
        from dashboard_session_days where business_id = ${businessId} and ${bothPeriods(p)}
        group by 1, 2, 3, 4, 5, 6 having sum(sessions) <> 0 or sum(minutes) <> 0
      ) g join offerings o on o.business_id = ${businessId} and o.id = g."offeringId"`,
  );
  const count = (keep: (row: Group) => boolean): Pair => ({
    cur: grouped.filter((row) => row.cur && keep(row)).reduce((n, row) => n + row.sessions, 0),
    prev: grouped.filter((row) => !row.cur && keep(row)).reduce((n, row) => n + row.sessions, 0),
  });
  const tally = <K extends string>(
    key: (row: Group) => K,
    rank: (row: Group) => number,
    keep = (_: Group) => true,
  ) => {
    const totals = new Map<K, { count: number; rank: number; row: Group }>();
    for (const row of grouped) {
      if (!row.cur || !keep(row)) continue;
      const total = totals.get(key(row));
      if (total) total.count += row.sessions;
      else totals.set(key(row), { count: row.sessions, rank: rank(row), row });
    }
    return [...totals.values()]
      .filter((t) => t.count > 0)
      .sort((a, b) => b.count - a.count || a.rank - b.rank);
  };
  const booked = (current: boolean) => {
    const minutes = new Map<string, number>();
    for (const row of grouped)
      if (row.cur === current && row.status !== 'Canceled')
        minutes.set(row.expertId, (minutes.get(row.expertId) ?? 0) + row.minutes);
    return minutes;
  };
  return {
    sessions: count(() => true),
    late: count((row) => row.late),
    booked: { cur: booked(true), prev: booked(false) },
    byStatus: tally(
      (row) => row.status,
      (row) => row.statusRank,
    ).map((t) => ({ status: t.row.status, count: t.count })),
    byType: tally(
      (row) => row.type,
      (row) => row.typeRank,
    ).map((t) => ({ type: t.row.type, count: t.count })),
    top: tally(
      (row) => row.offeringId,
      (row) => row.nameRank,
      (row) => row.status !== 'Canceled',
    )
      .slice(0, 5)
      .map((t) => ({ offeringId: t.row.offeringId, name: t.row.name, sessions: t.count })),
  };
}

/** A late cancel: canceled closer to the start than the studio's free-cancel window. */
const LATE = sql`s.status = 'Canceled' and s.canceled_at > s.starts_at - make_interval(hours => b.free_cancel_hours)`;

/**
 * Booked minutes (sessions not canceled, from the per-day rollup) and available minutes (the weekly
 * hours of every day of the period) per expert, for one period.
 */
export async function utilisationRows(
  db: ReadDatabase,
  businessId: string,
  range: DayRange,
  expertId: string | null,
  booked?: Map<string, number>,
) {
  // `booked` when the caller already has the booked minutes (sessionFigures), saving a second pass.
  const list = await rows<{
    expertId: string;
    name: string;
    bookedMinutes: number;
    availableMinutes: number;
  }>(
    db,
    sql`with experts as (
        select m.id, u.full_name from memberships m join users u on u.id = m.user_id
        where m.business_id = ${businessId} and m.role = 'expert' and m.status = 'active' ${expertId ? sql`and m.id = ${expertId}` : sql``}
      ), weekdays as (
        select extract(isodow from d.day) as weekday, count(*) as days
        from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d(day) group by 1
      ), available as (
        select w.expert_id, sum(extract(epoch from (w.end_time - w.start_time)) / 60 * d.days)::float8 as minutes
        from weekdays d join expert_weekly_hours w on w.business_id = ${businessId} and w.weekday = d.weekday
        group by w.expert_id
      ), booked as (
        select expert_id, sum(minutes)::float8 as minutes from dashboard_session_days
        where ${booked ? sql`false` : sql`business_id = ${businessId}`} and status <> 'Canceled'
          and day >= ${range.from}::date and day <= ${range.to}::date ${expertId ? sql`and expert_id = ${expertId}` : sql``}
        group by expert_id
      )
      select e.id as "expertId", e.full_name as name, coalesce(b.minutes, 0) as "bookedMinutes",
        coalesce(a.minutes, 0) as "availableMinutes"
      from experts e left join available a on a.expert_id = e.id left join booked b on b.expert_id = e.id
      order by e.full_name`,
  );
  return booked ? list.map((row) => ({ ...row, bookedMinutes: booked.get(row.expertId) ?? 0 })) : list;
}

/**
 * Customers with a completed session in each period, from each customer's string of visit days
 * (dashboard_member_visits): a substring per period, so one short row per customer and no probe into
 * the sessions. Bits before a customer's first day are cut off by the substring (a negative start).
 */
export const activeMembers = (db: ReadDatabase, businessId: string, p: Periods) => {
  const visitedIn = (range: DayRange) => sql`bit_count(substring(v.days
    from (${range.from}::date - v.first_day + 1) for (${range.to}::date - ${range.from}::date + 1))) > 0`;
  return rows<{ cur: number; prev: number }>(
    db,
    sql`select count(*) filter (where ${visitedIn(p.current)})::int as cur,
        count(*) filter (where ${visitedIn(p.previous)})::int as prev
      from dashboard_member_visits v where v.business_id = ${businessId}`,
  ).then(([row]) => ({ cur: Number(row?.cur ?? 0), prev: Number(row?.prev ?? 0) }));
};

export const newMembers = (db: ReadDatabase, businessId: string, p: Periods) =>
  pair(
    db,
    p,
    sql`memberships`,
    sql`created_at`,
    sql`1`,
    sql`business_id = ${businessId} and role = 'customer'`,
  );

/**
 * Credits left and no completed session in the 14 days before `now`. A session is completed only
 * once it has started, so the latest completed start (dashboard_member_visits) says it.
 */
const AT_RISK = (businessId: string, now: Date) => sql`
  select m.id, u.full_name, u.email, cb.available, v.last_visit_at as last_visit
  from memberships m join users u on u.id = m.user_id
  join (select customer_id, sum(available)::int as available from credit_balances
        where business_id = ${businessId} group by customer_id having sum(available) > 0) cb on cb.customer_id = m.id
  left join dashboard_member_visits v on v.business_id = m.business_id and v.customer_id = m.id
  where m.business_id = ${businessId} and m.role = 'customer' and m.status = 'active'
    and (v.last_visit_at is null or v.last_visit_at < ${now.toISOString()}::timestamptz - interval '14 days')`;

export async function atRiskCount(db: ReadDatabase, businessId: string, now: Date): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${AT_RISK(businessId, now)}) t`,
  );
  return Number(row?.n ?? 0);
}

type Cell = string | number | null;
export type ListRows = { columns: string[]; rows: Cell[][] };

const asRows = (columns: string[], records: Record<string, unknown>[]): ListRows => ({
  columns,
  rows: records.map((record) =>
    columns.map((column) => {
      const value = record[column];
      if (value === null || value === undefined) return null;
      if (value instanceof Date) return value.toISOString();
      return typeof value === 'number' || typeof value === 'string' ? value : String(value);
    }),
  ),
});

/** The rows behind one figure, for the current period. Capped: a CSV of a year stays a download. */
export async function listRows(
  db: ReadDatabase,
  businessId: string,
  list: string,
  range: DayRange,
  tz: string,
  now: Date,
  filters: { status?: ServiceStatus | undefined; type?: ServiceType | undefined },
): Promise<ListRows> {
  const inRange = (column: string) =>
    sql`${sql.raw(column)} >= ${lo(range, tz)} and ${sql.raw(column)} < ${hi(range, tz)}`;
  const localTime = (column: string) =>
    sql`to_char(${sql.raw(column)} at time zone ${tz}, 'YYYY-MM-DD HH24:MI')`;
  const cap = sql`limit 10000`;
  switch (list) {
    case 'revenue':
      return asRows(
        ['date', 'memo', 'amountCents'],
        await rows(
          db,
          sql`select ${localTime('e.created_at')} as date, e.memo, (-l.amount_cents)::float8 as "amountCents"
            from journal_entries e join journal_lines l on l.business_id = e.business_id and l.entry_id = e.id
            where e.business_id = ${businessId} and l.account = 'revenue' and ${inRange('e.created_at')}
            order by e.created_at, e.id ${cap}`,
        ),
      );
    case 'cash':
      return asRows(
        ['date', 'customer', 'kind', 'method', 'amountCents'],
        await rows(
          db,
          sql`select * from (
              select ${localTime('p.created_at')} as date, u.full_name as customer, 'payment' as kind, p.method,
                p.amount_cents::float8 as "amountCents", p.created_at as at
              from payments p join memberships m on m.id = p.customer_id join users u on u.id = m.user_id
              where p.business_id = ${businessId} and ${inRange('p.created_at')}
              union all
              select ${localTime('r.created_at')}, u.full_name, 'refund', p.method, (-r.amount_cents)::float8, r.created_at
              from refunds r join payments p on p.business_id = r.business_id and p.id = r.payment_id
              join memberships m on m.id = p.customer_id join users u on u.id = m.user_id
              where r.business_id = ${businessId} and ${inRange('r.created_at')}
            ) t order by at, customer ${cap}`,
        ),
      );
    case 'creditsSold':
      return asRows(
        ['date', 'customer', 'creditKind', 'credits'],
        await rows(
          db,
          sql`select ${localTime('l.created_at')} as date, u.full_name as customer, l.kind as "creditKind", l.granted as credits
            from credit_lots l join memberships m on m.id = l.customer_id join users u on u.id = m.user_id
            where l.business_id = ${businessId} and l.source_type = 'purchase' and ${inRange('l.created_at')}
            order by l.created_at, l.id ${cap}`,
        ),
      );
    case 'creditsUsed':
      return asRows(
        ['date', 'customer', 'creditKind', 'credits'],
        await rows(
          db,
          sql`select ${localTime('c.created_at')} as date, u.full_name as customer, c.kind as "creditKind", (-c.held_delta) as credits
            from credit_entries c join memberships m on m.id = c.customer_id join users u on u.id = m.user_id
            where c.business_id = ${businessId} and c.entry_type = 'spend' and ${inRange('c.created_at')}
            order by c.created_at, c.seq ${cap}`,
        ),
      );
    case 'sessions':
    case 'lateCancels':
      return asRows(
        ['date', 'customer', 'expert', 'offering', 'type', 'status'],
        await rows(
          db,
          sql`select ${localTime('s.starts_at')} as date, cu.full_name as customer, eu.full_name as expert,
              s.offering_name as offering, s.service_type as type, s.status
            from services s join businesses b on b.id = s.business_id
            join memberships cm on cm.id = s.customer_id join users cu on cu.id = cm.user_id
            join memberships em on em.id = s.expert_id join users eu on eu.id = em.user_id
            where s.business_id = ${businessId} and ${inRange('s.starts_at')}
              ${list === 'lateCancels' ? sql`and ${LATE}` : sql``}
              ${filters.status ? sql`and s.status = ${filters.status}` : sql``}
              ${filters.type ? sql`and s.service_type = ${filters.type}` : sql``}
            order by s.starts_at, s.id ${cap}`,
        ),
      );
    case 'activeMembers':
      return asRows(
        ['customer', 'email', 'sessions'],
        await rows(
          db,
          sql`select u.full_name as customer, u.email, count(*)::int as sessions
            from services s join memberships m on m.id = s.customer_id join users u on u.id = m.user_id
            where s.business_id = ${businessId} and s.status = 'Completed' and ${inRange('s.starts_at')}
            group by u.full_name, u.email order by sessions desc, customer ${cap}`,
        ),
      );
    case 'newMembers':
      return asRows(
        ['date', 'customer', 'email'],
        await rows(
          db,
          sql`select ${localTime('m.created_at')} as date, u.full_name as customer, u.email
            from memberships m join users u on u.id = m.user_id
            where m.business_id = ${businessId} and m.role = 'customer' and ${inRange('m.created_at')}
            order by m.created_at, u.full_name ${cap}`,
        ),
      );
    case 'atRiskMembers':
      return asRows(
        ['customer', 'email', 'credits', 'lastVisit'],
        await rows(
          db,
          sql`select full_name as customer, email, available as credits,
              to_char(last_visit at time zone ${tz}, 'YYYY-MM-DD') as "lastVisit"
            from (${AT_RISK(businessId, now)}) t order by last_visit nulls first, full_name ${cap}`,
        ),
      );
    case 'utilisation': {
      const experts = await utilisationRows(db, businessId, range, null);
      return asRows(
        ['expert', 'bookedMinutes', 'availableMinutes'],
        experts.map((row) => ({ ...row, expert: row.name })),
      );
    }
    default: {
      const { top } = await sessionFigures(db, businessId, { current: range, previous: range, timeZone: tz });
      return asRows(
        ['offering', 'sessions'],
        top.map((row) => ({ offering: row.name, sessions: row.sessions })),
      );
    }
  }
}

const SESSION_CARD = sql`s.id, s.offering_id as "offeringId", s.offering_name as "offeringName",
  s.service_type as "serviceType", s.status, s.starts_at as "startsAt", s.ends_at as "endsAt",
  cu.full_name as "customerName", eu.full_name as "expertName"`;
const SESSION_JOINS = sql`join memberships cm on cm.id = s.customer_id join users cu on cu.id = cm.user_id
  join memberships em on em.id = s.expert_id join users eu on eu.id = em.user_id`;

export type SessionCardRow = {
  id: string;
  offeringId: string;
  offeringName: string;
  serviceType: ServiceType;
  status: ServiceStatus;
  startsAt: Date | string;
  endsAt: Date | string;
  customerName: string;
  expertName: string;
};

/** One expert's sessions in a day range (canceled ones left out), earliest first. */
export const expertSessions = (
  db: ReadDatabase,
  businessId: string,
  expertId: string,
  range: DayRange,
  tz: string,
) =>
  rows<SessionCardRow>(
    db,
    sql`select ${SESSION_CARD} from services s ${SESSION_JOINS}
      where s.business_id = ${businessId} and s.expert_id = ${expertId} and s.status <> 'Canceled'
        and s.starts_at >= ${lo(range, tz)} and s.starts_at < ${hi(range, tz)}
      order by s.starts_at limit 100`,
  );

/** Requests still waiting for this expert's answer, soonest first. */
export const expertRequests = (db: ReadDatabase, businessId: string, expertId: string, now: Date) =>
  rows<SessionCardRow>(
    db,
    sql`select ${SESSION_CARD} from services s ${SESSION_JOINS}
      where s.business_id = ${businessId} and s.expert_id = ${expertId} and s.status = 'Requested'
        and s.starts_at > ${now.toISOString()}::timestamptz
      order by s.starts_at limit 50`,
  );

export async function expertReviews(db: ReadDatabase, businessId: string, expertId: string) {
  const [average] = await rows<{ avg: number | null }>(
    db,
    sql`select round(avg(review_stars)::numeric, 1)::float8 as avg from services
      where business_id = ${businessId} and expert_id = ${expertId} and review_stars is not null`,
  );
  const latest = await rows<{
    serviceId: string;
    customerName: string;
    offeringName: string;
    stars: number;
    text: string | null;
    reviewedAt: Date | string;
  }>(
    db,
    sql`select s.id as "serviceId", cu.full_name as "customerName", s.offering_name as "offeringName",
        s.review_stars as stars, s.review_text as text, s.reviewed_at as "reviewedAt"
      from services s ${SESSION_JOINS}
      where s.business_id = ${businessId} and s.expert_id = ${expertId} and s.review_stars is not null
      order by s.reviewed_at desc limit 5`,
  );
  return {
    average: average?.avg === null || average?.avg === undefined ? null : Number(average.avg),
    latest,
  };
}

/** A member's completed sessions, newest first; `unreviewed` keeps those without a review. */
export const memberCompleted = (db: Database, businessId: string, customerId: string, unreviewed: boolean) =>
  rows<SessionCardRow>(
    db,
    sql`select ${SESSION_CARD} from services s ${SESSION_JOINS}
      where s.business_id = ${businessId} and s.customer_id = ${customerId} and s.status = 'Completed'
        ${unreviewed ? sql`and s.review_stars is null` : sql``}
      order by s.starts_at desc limit 5`,
  );

/** Balances per kind with the credits that expire within 14 days of `now`. */
export const memberCredits = (db: Database, businessId: string, customerId: string, now: Date) =>
  rows<{
    kind: string;
    available: number;
    held: number;
    expiringSoon: number;
    expiresAt: Date | string | null;
  }>(
    db,
    sql`select b.kind, b.available, b.held,
        coalesce((select sum(l.remaining)::int from credit_lots l where l.business_id = b.business_id
          and l.customer_id = b.customer_id and l.kind = b.kind and l.remaining > 0 and l.expired_at is null
          and l.expires_at > ${now.toISOString()}::timestamptz
          and l.expires_at <= ${now.toISOString()}::timestamptz + interval '14 days'), 0) as "expiringSoon",
        (select min(l.expires_at) from credit_lots l where l.business_id = b.business_id
          and l.customer_id = b.customer_id and l.kind = b.kind and l.remaining > 0 and l.expired_at is null
          and l.expires_at > ${now.toISOString()}::timestamptz) as "expiresAt"
      from credit_balances b where b.business_id = ${businessId} and b.customer_id = ${customerId}
        and (b.available > 0 or b.held > 0)
      order by b.kind`,
  );

/** Offerings the member had lately and can still book, most recent first. */
export const memberBookAgain = (db: Database, businessId: string, customerId: string) =>
  rows<{ offeringId: string; name: string; serviceType: ServiceType }>(
    db,
    sql`select o.id as "offeringId", o.name, o.service_type as "serviceType" from offerings o
      join (select offering_id, max(starts_at) as last from services
            where business_id = ${businessId} and customer_id = ${customerId} and status = 'Completed'
            group by offering_id) s on s.offering_id = o.id
      where o.business_id = ${businessId} and o.active order by s.last desc limit 4`,
  );

export async function unreadNotifications(db: Database, businessId: string, membershipId: string) {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications
      where business_id = ${businessId} and membership_id = ${membershipId} and read_at is null`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The expert's clients (the customers module decides who they are, decision 0034) with their last and
 * next session, credits left and medical flag.
 */
export const providerClients = (db: ReadDatabase, businessId: string, expertId: string, now: Date) =>
  rows<{
    customerId: string;
    fullName: string;
    email: string;
    lastSession: Date | string | null;
    nextSession: Date | string | null;
    creditsLeft: number;
    medicalFlag: boolean;
  }>(
    db,
    sql`select m.id as "customerId", u.full_name as "fullName", u.email,
        (select max(s.starts_at) from services s where s.business_id = m.business_id and s.customer_id = m.id
          and s.expert_id = ${expertId} and s.status = 'Completed') as "lastSession",
        (select min(s.starts_at) from services s where s.business_id = m.business_id and s.customer_id = m.id
          and s.expert_id = ${expertId} and s.status not in ('Canceled', 'Completed')
          and s.starts_at > ${now.toISOString()}::timestamptz) as "nextSession",
        coalesce((select sum(b.available)::int from credit_balances b where b.business_id = m.business_id
          and b.customer_id = m.id), 0) as "creditsLeft",
        coalesce(p.medical_flag, false) as "medicalFlag"
      from memberships m join users u on u.id = m.user_id
      left join member_profiles p on p.business_id = m.business_id and p.membership_id = m.id
      where m.business_id = ${businessId} and m.id in (${expertClientIds(businessId, expertId)})
      order by u.full_name`,
  );

export async function clientProfile(db: Database, businessId: string, customerId: string) {
  const [row] = await rows<{
    customerId: string;
    fullName: string;
    email: string;
    phone: string | null;
    memberSince: Date | string;
    medicalFlag: boolean;
    sports: string[] | null;
    goals: string[] | null;
  }>(
    db,
    sql`select m.id as "customerId", u.full_name as "fullName", u.email, u.phone, m.created_at as "memberSince",
        coalesce(p.medical_flag, false) as "medicalFlag", p.sports, p.goals
      from memberships m join users u on u.id = m.user_id
      left join member_profiles p on p.business_id = m.business_id and p.membership_id = m.id
      where m.business_id = ${businessId} and m.id = ${customerId}`,
  );
  return row ?? null;
}

/** Every session of the client (an expert: only theirs), newest first, with notes and whether a plan exists. */
export const clientSessions = (
  db: Database,
  businessId: string,
  customerId: string,
  expertId: string | null,
) =>
  rows<SessionCardRow & { completionNotes: string | null; hasPlan: boolean }>(
    db,
    sql`select ${SESSION_CARD}, s.completion_notes as "completionNotes",
        exists (select 1 from service_plans sp where sp.business_id = s.business_id and sp.service_id = s.id) as "hasPlan"
      from services s ${SESSION_JOINS}
      where s.business_id = ${businessId} and s.customer_id = ${customerId} ${expertFilter('s', expertId)}
      order by s.starts_at desc limit 500`,
  );

/** Sessions per studio month (not canceled) over the last 12 months. */
export const clientPerMonth = (
  db: Database,
  businessId: string,
  customerId: string,
  expertId: string | null,
  tz: string,
) =>
  rows<{ month: string; sessions: number }>(
    db,
    sql`select to_char(date_trunc('month', s.starts_at at time zone ${tz}), 'YYYY-MM') as month, count(*)::int as sessions
      from services s where s.business_id = ${businessId} and s.customer_id = ${customerId}
        and s.status <> 'Canceled' and s.starts_at > ${clock.sqlInstant()} - interval '12 months' ${expertFilter('s', expertId)}
      group by 1 order by 1`,
  );

/** Notes on a client: an expert reads their own; staff (authorId null) read every expert's. */
export const clientNotes = (db: Database, businessId: string, customerId: string, authorId: string | null) =>
  rows<{ id: string; text: string; authorName: string; createdAt: Date | string }>(
    db,
    sql`select n.id, n.text, u.full_name as "authorName", n.created_at as "createdAt"
      from expert_client_notes n join memberships m on m.id = n.author_id join users u on u.id = m.user_id
      where n.business_id = ${businessId} and n.customer_id = ${customerId}
        ${authorId ? sql`and n.author_id = ${authorId}` : sql``}
      order by n.created_at desc limit 200`,
  );

export async function addClientNote(
  db: Database,
  businessId: string,
  customerId: string,
  authorId: string,
  text: string,
) {
  const [row] = await rows<{ id: string }>(
    db,
    sql`insert into expert_client_notes (business_id, customer_id, author_id, text)
      values (${businessId}, ${customerId}, ${authorId}, ${text}) returning id`,
  );
  return row?.id ?? null;
}

// ---- Memberships (decisions/0055-memberships.md; docs/metrics.md "Memberships") ----------------

/** A plan's price as a month's worth, in cents, rounded half-up: weekly × 52 ÷ 12, yearly ÷ 12. */
const MONTHLY_CENTS = sql`round(case s.terms->>'period'
    when 'week' then (s.terms->>'priceCents')::numeric * 52 / 12
    when 'year' then (s.terms->>'priceCents')::numeric / 12
    else (s.terms->>'priceCents')::numeric end)`;

export type MembershipNow = { mrrCents: number; active: number; frozen: number; pastDue: number };

/** Now: monthly recurring revenue (active and past-due memberships) and memberships by status. */
export async function membershipsNow(db: ReadDatabase, businessId: string): Promise<MembershipNow> {
  const [row] = await rows<{ mrr: number; active: number; frozen: number; past_due: number }>(
    db,
    sql`select coalesce(sum(${MONTHLY_CENTS}) filter (where s.status in ('active', 'past_due')), 0)::float8 as mrr,
          count(*) filter (where s.status = 'active')::int as active,
          count(*) filter (where s.status = 'frozen')::int as frozen,
          count(*) filter (where s.status = 'past_due')::int as past_due
        from subscriptions s where s.business_id = ${businessId}`,
  );
  return {
    mrrCents: Number(row?.mrr ?? 0),
    active: row?.active ?? 0,
    frozen: row?.frozen ?? 0,
    pastDue: row?.past_due ?? 0,
  };
}

/** Memberships started in each period. */
export const membershipsStarted = (db: ReadDatabase, businessId: string, p: Periods) =>
  pair(db, p, sql`subscriptions`, sql`started_at`, sql`1`, sql`business_id = ${businessId}`);

/** Memberships that ended canceled in each period (they ran until their end, or staff ended them). */
export const membershipsCanceled = (db: ReadDatabase, businessId: string, p: Periods) =>
  pair(
    db,
    p,
    sql`subscriptions`,
    sql`ended_at`,
    sql`1`,
    sql`business_id = ${businessId} and status = 'canceled' and started_at is not null`,
  );

/** Memberships running when a period began: started before its first day, not ended by then. */
export async function membershipsRunningAt(db: ReadDatabase, businessId: string, p: Periods): Promise<Pair> {
  const at = (range: DayRange) => lo(range, p.timeZone);
  const [row] = await rows<{ cur: number; prev: number }>(
    db,
    sql`select
        count(*) filter (where started_at < ${at(p.current)} and (ended_at is null or ended_at >= ${at(p.current)}))::int as cur,
        count(*) filter (where started_at < ${at(p.previous)} and (ended_at is null or ended_at >= ${at(p.previous)}))::int as prev
      from subscriptions where business_id = ${businessId} and started_at is not null`,
  );
  return { cur: row?.cur ?? 0, prev: row?.prev ?? 0 };
}

/**
 * Failed payments and their recovery: invoices whose first declined charge (or, paid at the studio,
 * whose going past due) fell in the period, and how many of them are paid now.
 */
export async function failedPayments(db: ReadDatabase, businessId: string, p: Periods) {
  const [row] = await rows<{
    cur_failed: number;
    cur_recovered: number;
    prev_failed: number;
    prev_recovered: number;
  }>(
    db,
    sql`with failed as (
          select i.id, i.status,
                 coalesce((select min(a.created_at) from subscription_attempts a
                            where a.business_id = i.business_id and a.invoice_id = i.id and a.status = 'declined'),
                          (select min(h.created_at) from subscription_history h
                            where h.business_id = i.business_id and h.action = 'past_due'
                              and h.detail->>'invoiceId' = i.id::text)) as failed_at
            from subscription_invoices i where i.business_id = ${businessId})
        select
          count(*) filter (where failed_at >= ${lo(p.current, p.timeZone)} and failed_at < ${hi(p.current, p.timeZone)})::int as cur_failed,
          count(*) filter (where failed_at >= ${lo(p.current, p.timeZone)} and failed_at < ${hi(p.current, p.timeZone)} and status = 'paid')::int as cur_recovered,
          count(*) filter (where failed_at >= ${lo(p.previous, p.timeZone)} and failed_at < ${hi(p.previous, p.timeZone)})::int as prev_failed,
          count(*) filter (where failed_at >= ${lo(p.previous, p.timeZone)} and failed_at < ${hi(p.previous, p.timeZone)} and status = 'paid')::int as prev_recovered
        from failed`,
  );
  return {
    failed: { cur: row?.cur_failed ?? 0, prev: row?.prev_failed ?? 0 },
    recovered: { cur: row?.cur_recovered ?? 0, prev: row?.prev_recovered ?? 0 },
  };
}
