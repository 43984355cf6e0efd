// `npm run bench:payouts`: earning lines and payout runs (docs/decisions/0059-earnings-and-payout-runs.md)
// on a studio with a year of work, on PostgreSQL (its own database) and on PGlite (in memory).
//  1. A studio built with the test factories (20 experts, 20 members with paid credits), its pay
//     rates (a default 40% share of revenue with a $20.00 minimum, 4 experts paid a flat amount a
//     session, the classes of 10 experts paid per attendee in two tiers), a payee per expert (bank and
//     tax numbers encrypted, 2 paid by cheque), the studio's bank account with EIN and bank name. Then
//     a year (2025-11-01 to 2026-10-31) written with set-based SQL (generate_series), not through the
//     API: 2,000 more members, 150,000 completed 30-minute sessions, one evening class per expert
//     every day or so whose 12 booked seats and check-ins (8-12 a class) make 50,000 check-ins, and an
//     earning line for each session and closed class, its amount computed in SQL from the rate's frozen
//     terms (a sample is checked against `pickRate` and `earningFor` of @bmp/shared). The first ten
//     months are in paid runs (written in bulk too), as a studio paying monthly would have them.
//  2. The cost of the earning line at completion: sessions with held paid credits completed through
//     `transitionService` (the hook inside), interleaved with sessions completed the same way minus
//     the hook (status and credit spend in one transaction) whose `writeSessionEarning` is then timed
//     alone in a transaction: the milliseconds the hook adds to each completion.
//  3. The monthly runs of September and October 2026: open, approve (target: open + approve under
//     2 s on PostgreSQL), the NACHA file, pay; then October's steps one by one through the repository
//     (rolled back). On a miss, EXPLAIN ANALYZE of the run's gathering query and of the approval's freeze.
// Knobs (environment or flags): BENCH_ENGINES / --engines (postgres,pglite), BENCH_SESSIONS /
// --sessions (150000), BENCH_CHECKINS / --checkins (50000), BENCH_PGLITE_SCALE / --pglite-scale (1:
// PGlite builds the same year), BENCH_COMPLETIONS / --completions (300 measured, after 20 warm-up),
// BENCH_EXPLAIN=1 / --explain (plans even on a pass). See docs/benchmarks.md "bench:payouts".
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  addDays,
  type EarningInputs,
  earningFor,
  type PayPlace,
  type PayRateTerms,
  pickRate,
  toZonedParts,
} from '@bmp/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, type DatabaseHandle, openDatabase } from '../apps/api/src/db/client.ts';
import { queryRows } from '../apps/api/src/db/raw.ts';
import { businessBankAccounts, payees, payRates } from '../apps/api/src/db/schema/index.ts';
import { createFieldCipher, type FieldCipher } from '../apps/api/src/lib/field-encryption.ts';
import { transitionService } from '../apps/api/src/modules/booking/services.service.ts';
import { grantCredits, holdWithin, spend } from '../apps/api/src/modules/credits/index.ts';
import { writeSessionEarning } from '../apps/api/src/modules/payouts/earnings.service.ts';
import { nachaForRun } from '../apps/api/src/modules/payouts/exports.service.ts';
import {
  freezeRunPayees,
  insertRun,
  insertRunLines,
  listRuns,
  lockBusinessForRuns,
  overlappingRun,
  unpaidLinesUpTo,
} from '../apps/api/src/modules/payouts/runs.repository.ts';
import {
  approvePayoutRun,
  openPayoutRun,
  payPayoutRun,
} from '../apps/api/src/modules/payouts/runs.service.ts';
import { buildStudio, type Person, type Studio } from '../apps/api/test/factories.ts';
import { openBenchPostgres } from './bench-database.ts';
import { percentile, round } from './lib.ts';

const { values: flags } = parseArgs({
  options: {
    engines: { type: 'string' },
    sessions: { type: 'string' },
    checkins: { type: 'string' },
    'pglite-scale': { type: 'string' },
    completions: { type: 'string' },
    explain: { type: 'boolean' },
  },
  strict: true,
});
const ENGINES = (flags.engines ?? process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const SESSIONS = Number(flags.sessions ?? process.env.BENCH_SESSIONS ?? 150_000);
const CHECKINS = Number(flags.checkins ?? process.env.BENCH_CHECKINS ?? 50_000);
const PGLITE_SCALE = Number(flags['pglite-scale'] ?? process.env.BENCH_PGLITE_SCALE ?? 1);
const COMPLETIONS = Number(flags.completions ?? process.env.BENCH_COMPLETIONS ?? 300);
const EXPLAIN = flags.explain === true || process.env.BENCH_EXPLAIN === '1';
const WARM_UP = 20;
const TARGET_MS = 2_000;
const BENCH_DB = 'bmp_bench_payouts';
const TZ = 'America/Los_Angeles';
const EXPERTS = 20;
const EXTRA_CUSTOMERS = 2_000;
const SEATS_PER_CLASS = 12;
/** The year of work: twelve calendar months, all before today (2026-11-27). */
const YEAR_START = '2025-11-01';
const MONTHS = 12;
/** Months paid before the bench (bulk), then the two timed ones. */
const PAID_MONTHS = 10;
const SESSION_REVENUE = sql`4000 + (abs(hashtext(s.id::text)) % 5) * 1000`;
const CLASS_SEAT_REVENUE = 1_500;
const ROUTINGS = ['011000015', '021000021', '121000358', '026009593', '111000025', '091000019'];

type Row = Record<string, string | number>;
type Plan = {
  expert_id: string;
  s_rate_id: string;
  s_terms: PayRateTerms;
  c_rate_id: string;
  c_terms: PayRateTerms;
};

const monthStart = (m: number) => {
  const [y, mo] = YEAR_START.split('-').map(Number) as [number, number];
  const total = y * 12 + (mo - 1) + m;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-01`;
};
const monthEnd = (m: number) => addDays(monthStart(m + 1), -1);

function termsOf(rate: typeof payRates.$inferSelect): PayRateTerms {
  return {
    kind: rate.kind,
    flatCents: rate.flatCents,
    tiers: rate.tiers,
    percentBasisPoints: rate.percentBasisPoints,
    minCents: rate.minCents,
    maxCents: rate.maxCents,
    countNoShows: rate.countNoShows,
    countLateCancels: rate.countLateCancels,
    countFreePlaces: rate.countFreePlaces,
    classPaysBy: rate.classPaysBy,
  };
}

/**
 * `earningFor` in SQL for the terms `t` (jsonb), `n` attendees and `r` cents of revenue: flat, a
 * share (rounded half up), graduated tiers, base plus bonus, then the minimum and the maximum.
 */
function amountSql(t: SQL, n: SQL, r: SQL): SQL {
  const graduated = sql`(select coalesce(sum(greatest(0, least(${n}, coalesce(x.up, ${n})) - least(${n}, coalesce(x.prev, 0))) * x.cents), 0)
    from (select (e->>'upTo')::int as up, (e->>'cents')::int as cents,
            lag((e->>'upTo')::int) over (order by o) as prev
          from jsonb_array_elements(${t}->'tiers') with ordinality as a(e, o)) x)`;
  const base = sql`(case ${t}->>'kind'
    when 'flat' then (${t}->>'flatCents')::bigint
    when 'revenue_share' then floor((greatest(${r}, 0)::bigint * (${t}->>'percentBasisPoints')::int * 2 + 10000) / 20000)
    when 'per_attendee' then ${graduated}
    else (${t}->>'flatCents')::bigint + ${graduated} end)`;
  const floored = sql`greatest(${base}, coalesce((${t}->>'minCents')::bigint, ${base}))`;
  return sql`least(${floored}, coalesce((${t}->>'maxCents')::bigint, ${floored}))::int`;
}

async function one<T>(db: Database, query: SQL): Promise<T> {
  const [row] = await queryRows<T & Record<string, unknown>>(db, query);
  if (!row) throw new Error('expected a row');
  return row;
}

type Built = {
  studio: Studio;
  cipher: FieldCipher;
  owner: { businessId: string; userId: string };
  plan: Plan[];
  sessions: number;
  occurrences: number;
  checkins: number;
  lines: number;
  seconds: Record<string, number>;
};

/** The studio, its rates, payees and bank account, and its year of work with the lines it earned. */
async function buildYear(db: Database, size: { sessions: number; checkins: number }): Promise<Built> {
  const seconds: Record<string, number> = {};
  let started = performance.now();
  const lap = (name: string) => {
    seconds[name] = round((performance.now() - started) / 1000);
    started = performance.now();
  };
  const cipher = createFieldCipher(randomBytes(32));
  const studio = await buildStudio(db, { experts: EXPERTS, customers: EXPERTS, cookies: false });
  const businessId = studio.businessId;
  const b = sql`${businessId}::uuid`;
  const experts = await queryRows<{ id: string; name: string }>(
    db,
    sql`select m.id, u.full_name as name from memberships m join users u on u.id = m.user_id
      where m.business_id = ${b} and m.role = 'expert' order by m.id`,
  );

  // The studio's bank account (with what NACHA needs) and a payee per expert.
  await db.insert(businessBankAccounts).values({
    businessId,
    holderName: 'Bench Fitness LLC',
    routingNumber: '021000021',
    accountNumberEncrypted: cipher.encrypt('4455667788'),
    accountLast4: '7788',
    ein: '123456789',
    bankName: 'JPMorgan Chase Bank',
  });
  await db.insert(payees).values(
    experts.map((expert, i) => {
      const account = String(100_000_000 + i * 7_919);
      const taxId = String(500_000_000 + i * 104_729);
      return {
        businessId,
        name: expert.name,
        kind: 'expert' as const,
        membershipId: expert.id,
        taxIdEncrypted: cipher.encrypt(taxId),
        taxIdLast4: taxId.slice(-4),
        routingNumber: ROUTINGS[i % ROUTINGS.length] ?? '011000015',
        accountNumberEncrypted: cipher.encrypt(account),
        accountLast4: account.slice(-4),
        accountType: i % 3 === 2 ? ('savings' as const) : ('checking' as const),
        paidOutsideAch: i === 5 || i === 15,
      };
    }),
  );

  // Each expert's evening class.
  await db.execute(sql`
    insert into groups (business_id, kind, name, expert_id, location_id, capacity, duration_minutes, credit_kind, credits, schedule)
    select ${b}, 'Group Class', 'Evening class ' || row_number() over (order by m.id), m.id, ${studio.locationId}::uuid,
      20, 60, 'training', 1, ${JSON.stringify({ type: 'weekly', weekdays: [1, 2, 3, 4, 5, 6, 7], startTime: '18:00', firstDate: YEAR_START, lastDate: monthEnd(MONTHS - 1) })}::jsonb
    from memberships m where m.business_id = ${b} and m.role = 'expert'`);
  const groupOf = new Map(
    (
      await queryRows<{ id: string; expert_id: string }>(
        db,
        sql`select id, expert_id from groups where business_id = ${b}`,
      )
    ).map((row) => [row.expert_id, row.id]),
  );

  // Pay rates: the default share, four experts flat, the classes of the last ten per attendee.
  const from = '2025-01-01';
  const [defaultRate] = await db
    .insert(payRates)
    .values({
      businessId,
      kind: 'revenue_share',
      percentBasisPoints: 4_000,
      minCents: 2_000,
      effectiveFrom: from,
      createdByUserId: studio.principal.userId,
    })
    .returning();
  if (!defaultRate) throw new Error('no default rate');
  const plan: Plan[] = [];
  for (const [i, expert] of experts.entries()) {
    let sessionRate = defaultRate;
    let classRate = defaultRate;
    if (i < 4) {
      const [flat] = await db
        .insert(payRates)
        .values({
          businessId,
          expertMembershipId: expert.id,
          kind: 'flat',
          flatCents: 3_500 + i * 250,
          effectiveFrom: from,
        })
        .returning();
      if (!flat) throw new Error('no flat rate');
      sessionRate = flat;
      classRate = flat;
    } else if (i >= 10) {
      const [tiered] = await db
        .insert(payRates)
        .values({
          businessId,
          groupId: groupOf.get(expert.id) ?? '',
          kind: 'per_attendee',
          tiers: [
            { upTo: 5, cents: 300 + (i % 3) * 50 },
            { upTo: null, cents: 400 + (i % 3) * 50 },
          ],
          effectiveFrom: from,
        })
        .returning();
      if (!tiered) throw new Error('no tiered rate');
      classRate = tiered;
    }
    plan.push({
      expert_id: expert.id,
      s_rate_id: sessionRate.id,
      s_terms: termsOf(sessionRate),
      c_rate_id: classRate.id,
      c_terms: termsOf(classRate),
    });
  }
  lap('studio, rates, payees');

  // 2,000 more members.
  const tag = randomUUID().slice(0, 8);
  await db.execute(sql`
    with u as (
      insert into users (email, full_name)
      select ${`member-${tag}-`} || g || '@bench.test', 'Bench member ' || g from generate_series(1, ${EXTRA_CUSTOMERS}) g
      returning id)
    insert into memberships (business_id, user_id, role, onboarded_at, created_at)
    select ${b}, u.id, 'customer', ${`${YEAR_START}T12:00:00Z`}::timestamptz, ${`${YEAR_START}T12:00:00Z`}::timestamptz from u`);
  lap('members');

  // The sessions: expert g % 20's k-th, spread evenly over the year's days, every 30 minutes from 06:00
  // (shorter when more than 24 a day must fit before the 18:00 classes, at least 15 minutes). A
  // member is offset per expert, so none is in two sessions at once (the exclusion constraints stay on).
  const perExpert = Math.ceil(size.sessions / EXPERTS);
  const perDay = Math.ceil(perExpert / 365);
  const minutes = Math.min(30, Math.floor((12 * 60) / perDay));
  if (minutes < 15) throw new Error(`${perDay} sessions a day per expert do not fit before the classes`);
  const length = sql`make_interval(mins => ${minutes})`;
  const stride = Math.floor((EXTRA_CUSTOMERS + EXPERTS) / EXPERTS);
  await db.execute(sql`
    with e as (select array_agg(id order by id) as ids from memberships where business_id = ${b} and role = 'expert'),
    c as (select array_agg(id order by id) as ids, count(*)::int as n from memberships where business_id = ${b} and role = 'customer'),
    k as (select g % ${EXPERTS} as expert, g / ${EXPERTS} as k, (g / ${EXPERTS}) * 365 / ${perExpert} as day
      from generate_series(0, ${size.sessions - 1}) g),
    slots as (
      select expert, k, ((${YEAR_START}::date + day) + make_interval(mins => 360 + ${minutes} * (k - (day * ${perExpert} + 364) / 365)::int))
          at time zone ${TZ} as starts
      from k)
    insert into services (business_id, offering_id, offering_name, service_type, category, place, expert_id,
      customer_id, status, starts_at, ends_at, duration_minutes, expert_busy_from, expert_busy_until, credits,
      credit_kind, completed_at, created_at, updated_at)
    select ${b}, ${studio.studioOfferingId}::uuid, 'Personal Training', 'Training', 'training', 'studio', e.ids[1 + s.expert],
      c.ids[1 + (s.expert * ${stride} + s.k) % c.n], 'Completed', s.starts, s.starts + ${length}, ${minutes},
      s.starts, s.starts + ${length}, 1, 'training', s.starts + ${length} + interval '5 minutes',
      s.starts - interval '7 days', s.starts + ${length} + interval '5 minutes'
    from slots s, e, c`);
  lap('sessions');

  // The classes: expert x % 20's j-th on day floor(j * 365 / perExpertClasses), 18:00-19:00, closed a
  // day later; 12 seats booked each; seat i checked in when i < 8 + (n % 5), else a no-show.
  const occurrences = Math.round(size.checkins / 10);
  const perExpertClasses = Math.ceil(occurrences / EXPERTS);
  if (perExpertClasses > 365) throw new Error('more than one class a day per expert');
  await db.execute(sql`
    with e as (select array_agg(id order by id) as ids from memberships where business_id = ${b} and role = 'expert'),
    o as (
      select e.ids[1 + x % ${EXPERTS}] as expert_id,
        ${YEAR_START}::date + floor((x / ${EXPERTS}) * 365.0 / ${perExpertClasses})::int as day
      from generate_series(0, ${occurrences - 1}) x, e)
    insert into group_occurrences (business_id, group_id, expert_id, status, starts_at, ends_at, scheduled_date,
      capacity, seats_taken, closed_at, created_at, updated_at)
    select ${b}, g.id, o.expert_id, 'scheduled', t.starts, t.starts + interval '1 hour', o.day, 20, ${SEATS_PER_CLASS},
      t.starts + interval '25 hours', t.starts - interval '30 days', t.starts + interval '25 hours'
    from o join groups g on g.business_id = ${b} and g.expert_id = o.expert_id,
      lateral (select (o.day + time '18:00') at time zone ${TZ} as starts) t`);
  await db.execute(sql`
    with c as (select array_agg(id order by id) as ids, count(*)::int as n from memberships where business_id = ${b} and role = 'customer'),
    o as (select id, group_id, starts_at, row_number() over (order by starts_at, id) - 1 as rn
          from group_occurrences where business_id = ${b})
    insert into group_seats (business_id, group_id, occurrence_id, customer_id, status, seats, credit_kind, credits, created_at, updated_at)
    select ${b}, o.group_id, o.id, c.ids[1 + (o.rn * ${SEATS_PER_CLASS} + i) % c.n], 'booked', 1, 'training', 1,
      o.starts_at - interval '3 days', o.starts_at - interval '3 days'
    from o, c, generate_series(0, ${SEATS_PER_CLASS - 1}) i`);
  await db.execute(sql`
    with o as (select id, starts_at, row_number() over (order by starts_at, id) - 1 as rn
               from group_occurrences where business_id = ${b}),
    s as (select id, occurrence_id, row_number() over (partition by occurrence_id order by position) - 1 as i
          from group_seats where business_id = ${b})
    insert into group_attendance (business_id, occurrence_id, seat_id, mark, marked_at)
    select ${b}, s.occurrence_id, s.id, case when s.i < 8 + o.rn % 5 then 'checked_in' else 'no_show' end,
      o.starts_at + interval '5 minutes'
    from s join o on o.id = s.occurrence_id`);
  lap('classes, seats, check-ins');

  // Their earning lines, the rate's terms frozen in each, amounts computed in SQL.
  const planJson = sql`${JSON.stringify(plan)}::jsonb`;
  await db.execute(sql`
    with p as (select * from jsonb_to_recordset(${planJson})
      as p(expert_id uuid, s_rate_id uuid, s_terms jsonb, c_rate_id uuid, c_terms jsonb))
    insert into earning_lines (business_id, expert_membership_id, kind, service_id, pay_rate_id, rate, attendees,
      revenue_cents, amount_cents, earned_on, created_at)
    select s.business_id, s.expert_id, 'session', s.id, p.s_rate_id, p.s_terms, 1,
      case when p.s_terms->>'kind' = 'revenue_share' then ${SESSION_REVENUE} end,
      ${amountSql(sql`p.s_terms`, sql`1`, SESSION_REVENUE)},
      (s.starts_at at time zone ${TZ})::date, s.completed_at
    from services s join p on p.expert_id = s.expert_id
    where s.business_id = ${b} and s.status = 'Completed'`);
  await db.execute(sql`
    with p as (select * from jsonb_to_recordset(${planJson})
      as p(expert_id uuid, s_rate_id uuid, s_terms jsonb, c_rate_id uuid, c_terms jsonb)),
    a as (select st.occurrence_id, sum(st.seats)::int as booked,
            (count(*) filter (where ga.mark = 'checked_in'))::int as checked_in
          from group_seats st
          left join group_attendance ga on ga.occurrence_id = st.occurrence_id and ga.seat_id = st.id
          where st.business_id = ${b} group by st.occurrence_id)
    insert into earning_lines (business_id, expert_membership_id, kind, occurrence_id, pay_rate_id, rate, attendees,
      revenue_cents, amount_cents, earned_on, created_at)
    select o.business_id, o.expert_id, 'class', o.id, p.c_rate_id, p.c_terms, a.checked_in,
      case when p.c_terms->>'kind' = 'revenue_share' then a.booked * ${CLASS_SEAT_REVENUE} end,
      ${amountSql(sql`p.c_terms`, sql`a.checked_in`, sql`a.booked * ${CLASS_SEAT_REVENUE}`)},
      o.scheduled_date, o.closed_at
    from group_occurrences o join p on p.expert_id = o.expert_id join a on a.occurrence_id = o.id
    where o.business_id = ${b}`);
  lap('earning lines');

  const counts = await one<{ sessions: number; occurrences: number; checkins: number; lines: number }>(
    db,
    sql`select (select count(*)::int from services where business_id = ${b} and status = 'Completed') as sessions,
      (select count(*)::int from group_occurrences where business_id = ${b}) as occurrences,
      (select count(*)::int from group_attendance where business_id = ${b} and mark = 'checked_in') as checkins,
      (select count(*)::int from earning_lines where business_id = ${b}) as lines`,
  );
  return {
    studio,
    cipher,
    owner: { businessId, userId: studio.principal.userId },
    plan,
    ...counts,
    seconds,
  };
}

/** A sample of the bulk lines recomputed with @bmp/shared: the rate `pickRate` picks, `earningFor`'s amount. */
async function checkSample(db: Database, built: Built): Promise<string[]> {
  const b = sql`${built.studio.businessId}::uuid`;
  const rates = (await db.select().from(payRates)).filter(
    (rate) => rate.businessId === built.studio.businessId,
  );
  const scoped = rates.map((rate) => ({
    ...rate,
    expertId: rate.expertMembershipId,
    terms: termsOf(rate),
  }));
  const lines = await queryRows<{
    id: string;
    kind: 'session' | 'class';
    expert: string;
    pay_rate_id: string;
    rate: PayRateTerms;
    attendees: number;
    revenue_cents: number | null;
    amount_cents: number;
    earned_on: string;
    group_id: string | null;
    marks: string[] | null;
    revenue: number;
  }>(
    db,
    sql`select l.id, l.kind, l.expert_membership_id as expert, l.pay_rate_id, l.rate, l.attendees, l.revenue_cents,
        l.amount_cents, to_char(l.earned_on, 'YYYY-MM-DD') as earned_on, o.group_id,
        (select array_agg(coalesce(ga.mark, 'none')) from group_seats st
          left join group_attendance ga on ga.occurrence_id = st.occurrence_id and ga.seat_id = st.id
          where st.occurrence_id = o.id) as marks,
        case when l.kind = 'session' then ${SESSION_REVENUE} else (select count(*) from group_seats st where st.occurrence_id = o.id) * ${CLASS_SEAT_REVENUE} end::int as revenue
      from earning_lines l
      left join services s on s.id = l.service_id
      left join group_occurrences o on o.id = l.occurrence_id
      where l.business_id = ${b} and l.kind in ('session', 'class') and abs(hashtext(l.id::text)) % 100 = 0`,
  );
  const problems: string[] = [];
  for (const line of lines) {
    const picked = pickRate(scoped, {
      expertId: line.expert,
      offeringId: line.kind === 'session' ? built.studio.studioOfferingId : null,
      groupId: line.group_id,
      day: line.earned_on,
    });
    const places: PayPlace[] =
      line.kind === 'session'
        ? [{ checkedIn: true, noShow: false, lateCancel: false, free: false }]
        : (line.marks ?? []).map((mark) => ({
            checkedIn: mark === 'checked_in',
            noShow: mark === 'no_show',
            lateCancel: false,
            free: false,
          }));
    const inputs: EarningInputs = { places, isClass: line.kind === 'class', revenueCents: line.revenue };
    const earning = picked ? earningFor(picked.terms, inputs) : undefined;
    if (
      !picked ||
      picked.id !== line.pay_rate_id ||
      earning?.amountCents !== line.amount_cents ||
      earning.attendees !== line.attendees
    ) {
      problems.push(
        `line ${line.id} (${line.kind}): ${line.amount_cents} cents for ${line.attendees}, rate ${line.pay_rate_id}; ` +
          `@bmp/shared says ${earning?.amountCents} for ${earning?.attendees}, rate ${picked?.id}`,
      );
    }
  }
  if (lines.length === 0) problems.push('the sample of lines to check was empty');
  return problems.length > 0 ? problems : [`${lines.length} sampled lines match @bmp/shared`];
}

type CompletionFigures = { withHook: number[]; hook: number[]; lines: number };

/**
 * Sessions in December with a paid credit held, two per (expert, hour): the even ones completed
 * through `transitionService`, the odd ones completed without the hook, then their hook timed alone.
 */
async function timeCompletions(db: Database, built: Built, measured: number): Promise<CompletionFigures> {
  const { studio } = built;
  const businessId = studio.businessId;
  const b = sql`${businessId}::uuid`;
  const pairs = measured + WARM_UP;
  const perExpert = Math.ceil((pairs * 2) / EXPERTS);
  const perDay = 8;
  const firstDay = addDays(toZonedParts(new Date(), TZ).date, 5);
  // Credits from a purchase ($50-$80 a credit), so completion spends them and the journal holds revenue.
  const perCustomer = perExpert + 2;
  for (const [i, customer] of studio.customers.entries()) {
    await grantCredits(db, businessId, {
      customerId: customer.membershipId,
      kind: 'training',
      quantity: perCustomer,
      source: { type: 'purchase', id: randomUUID() },
      valueCents: perCustomer * (5_000 + (i % 4) * 1_000),
    });
  }
  const rows = await queryRows<{ id: string; expert_id: string; customer_id: string; starts_at: Date }>(
    db,
    sql`with e as (select array_agg(id order by id) as ids from memberships where business_id = ${b} and role = 'expert'),
      c as (select array_agg(id order by id) as ids from unnest(${`{${studio.customers.map((c) => c.membershipId).join(',')}}`}::uuid[]) as id),
      slots as (
        select g % ${EXPERTS} as expert, g / ${EXPERTS} as k,
          ((${firstDay}::date + (g / ${EXPERTS}) / ${perDay}) + make_interval(hours => 8 + (g / ${EXPERTS}) % ${perDay}))
            at time zone ${TZ} as starts
        from generate_series(0, ${perExpert * EXPERTS - 1}) g)
      insert into services (business_id, offering_id, offering_name, service_type, category, place, expert_id,
        customer_id, status, starts_at, ends_at, duration_minutes, expert_busy_from, expert_busy_until, credits, credit_kind)
      select ${b}, ${studio.studioOfferingId}::uuid, 'Personal Training', 'Training', 'training', 'studio', e.ids[1 + s.expert],
        c.ids[1 + (s.expert + s.k % ${perDay}) % ${EXPERTS}], 'Confirmed', s.starts, s.starts + interval '1 hour', 60,
        s.starts, s.starts + interval '1 hour', 1, 'training'
      from slots s, e, c
      returning id, expert_id, customer_id, starts_at`,
  );
  const holds = new Map<string, string>();
  for (const row of rows) {
    const holdId = await db.transaction(async (tx) => {
      const id = await holdWithin(tx, businessId, {
        customerId: row.customer_id,
        kind: 'training',
        quantity: 1,
        serviceId: row.id,
      });
      await tx.execute(sql`update services set credit_hold_id = ${id} where id = ${row.id}`);
      return id;
    });
    holds.set(row.id, holdId);
  }
  const userOf = new Map(studio.experts.map((expert: Person) => [expert.membershipId, expert.userId]));
  const sorted = rows.sort((x, y) => new Date(x.starts_at).getTime() - new Date(y.starts_at).getTime());
  const withHook: number[] = [];
  const hook: number[] = [];
  for (let i = 0; i + 1 < sorted.length && withHook.length < measured; i += 2) {
    const [viaService, direct] = [sorted[i], sorted[i + 1]];
    if (!viaService || !direct) break;
    const counted = i / 2 >= WARM_UP;
    // Through the service, the hook inside its transaction.
    const expertId = viaService.expert_id;
    const viewer = {
      businessId,
      userId: userOf.get(expertId) ?? '',
      membershipId: expertId,
      role: 'expert' as const,
    };
    const after = new Date(new Date(viaService.starts_at).getTime() + 65 * 60_000);
    let started = performance.now();
    await transitionService(
      db,
      viewer,
      { kind: 'expert', expertId },
      viaService.id,
      { to: 'Completed' },
      after,
    );
    if (counted) withHook.push(performance.now() - started);
    // The same completion without the hook (status and credit spend), then the hook alone.
    const doneAt = new Date(new Date(direct.starts_at).getTime() + 65 * 60_000);
    await db.transaction(async (tx) => {
      await tx.execute(sql`update services set status = 'Completed', completed_at = ${doneAt.toISOString()}::timestamptz,
        updated_at = ${doneAt.toISOString()}::timestamptz where id = ${direct.id}`);
      await spend(tx, businessId, holds.get(direct.id) ?? '');
    });
    await db.transaction(async (tx) => {
      started = performance.now();
      const line = await writeSessionEarning(tx, businessId, direct.id, userOf.get(direct.expert_id) ?? null);
      if (counted) hook.push(performance.now() - started);
      if (!line) throw new Error(`no earning line written for ${direct.id}`);
    });
  }
  const written = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from earning_lines where business_id = ${b} and earned_on >= ${firstDay}::date`,
  );
  return { withHook, hook, lines: written.n };
}

/** The months before the timed ones, paid in runs written in bulk (runs, their lines, frozen payees). */
async function payEarlierMonths(db: Database, built: Built) {
  const b = sql`${built.studio.businessId}::uuid`;
  const user = sql`${built.owner.userId}::uuid`;
  await db.execute(sql`
    insert into payout_runs (business_id, number, period_from, period_until, status, created_by_user_id, approved_at,
      approved_by_user_id, paid_at, paid_by_user_id, outside_ach_from, created_at, updated_at)
    select ${b}, m + 1, (${YEAR_START}::date + make_interval(months => m))::date,
      (${YEAR_START}::date + make_interval(months => m + 1) - interval '1 day')::date, 'paid', ${user}, t.at, ${user},
      t.at + interval '1 day', ${user}, 'bank', t.at, t.at + interval '1 day'
    from generate_series(0, ${PAID_MONTHS - 1}) m,
      lateral (select (${YEAR_START}::date + make_interval(months => m + 1, days => 3)) at time zone ${TZ} as at) t`);
  await db.execute(sql`
    insert into payout_run_lines (business_id, run_id, line_id, payee_id)
    select l.business_id, r.id, l.id, p.id
    from earning_lines l
    join payout_runs r on r.business_id = l.business_id and l.earned_on between r.period_from and r.period_until
    join payees p on p.business_id = l.business_id and p.membership_id = l.expert_membership_id
    where l.business_id = ${b}`);
  await db.execute(sql`
    insert into payout_run_payees (business_id, run_id, payee_id, expert_membership_id, payee_name, paid_outside_ach, total_cents)
    select rl.business_id, rl.run_id, rl.payee_id, p.membership_id, p.name, p.paid_outside_ach, sum(l.amount_cents)
    from payout_run_lines rl
    join earning_lines l on l.business_id = rl.business_id and l.id = rl.line_id
    join payees p on p.id = rl.payee_id
    where rl.business_id = ${b}
    group by rl.business_id, rl.run_id, rl.payee_id, p.membership_id, p.name, p.paid_outside_ach`);
  return one<{ runs: number; lines: number }>(
    db,
    sql`select (select count(*)::int from payout_runs where business_id = ${b}) as runs,
      (select count(*)::int from payout_run_lines where business_id = ${b}) as lines`,
  );
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** EXPLAIN ANALYZE of what opening and approving a run run: the gathering query and the freeze. */
async function explainRun(db: Database, businessId: string, until: string, runId: string) {
  const plans: string[] = [];
  const explain = async (label: string, query: SQL) => {
    const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, buffers) ${query}`);
    plans.push(`-- ${label}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  };
  await explain(
    'unpaidLinesUpTo (runs.repository.ts), as openPayoutRun runs it',
    sql`select l.id, l.expert_membership_id, u.full_name as expert_name, l.amount_cents,
          (select p.id from payees p where p.business_id = l.business_id and p.membership_id = l.expert_membership_id
           order by p.created_at, p.id limit 1) as payee_id
        from earning_lines l
        join memberships m on m.business_id = l.business_id and m.id = l.expert_membership_id
        join users u on u.id = m.user_id
        where l.business_id = ${businessId} and l.earned_on <= ${until}
          and not exists (select 1 from payout_run_lines rl where rl.line_id = l.id and not rl.voided)`,
  );
  await explain(
    'freezeRunPayees (runs.repository.ts) as a select, for the run just approved',
    sql`select rl.business_id, rl.run_id, rl.payee_id, p.membership_id, p.name, p.paid_outside_ach, sum(l.amount_cents)
    from payout_run_lines rl
    join earning_lines l on l.business_id = rl.business_id and l.id = rl.line_id
    join payees p on p.id = rl.payee_id and p.business_id = rl.business_id
    where rl.business_id = ${businessId} and rl.run_id = ${runId}
    group by rl.business_id, rl.run_id, rl.payee_id, p.membership_id, p.name, p.paid_outside_ach`,
  );
  return plans;
}

class RolledBack extends Error {}

/**
 * Where a run's time goes: the steps of `openPayoutRun` and `approvePayoutRun` (runs.service.ts) one
 * by one, through the repository, in a transaction rolled back at the end. The month's lines are
 * freed first (inside it) from the run that paid them, so the same month is gathered again.
 */
async function runSteps(
  db: Database,
  built: Built,
  period: { periodFrom: string; periodUntil: string },
  paidRunId: string,
) {
  const { businessId } = built.owner;
  const steps: [string, number][] = [];
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`update payout_run_lines set voided = true where run_id = ${paidRunId}`);
      const step = async <T>(name: string, work: () => Promise<T>) => {
        const { value, ms } = await timed(work);
        steps.push([name, ms]);
        return value;
      };
      await step('open: business lock + overlap check', async () => {
        await lockBusinessForRuns(tx, businessId);
        await overlappingRun(tx, businessId, period.periodFrom, period.periodUntil);
      });
      const lines = await step('open: unpaidLinesUpTo (gathering query)', () =>
        unpaidLinesUpTo(tx, businessId, period.periodUntil),
      );
      const included = await step('open: gathering by expert (JS)', async () =>
        lines.flatMap((line) => (line.payee_id ? [{ lineId: line.id, payeeId: line.payee_id }] : [])),
      );
      const run = await step('open: insertRun', () =>
        insertRun(tx, businessId, { ...period, createdByUserId: built.owner.userId }),
      );
      await step(`open: insertRunLines (${included.length} rows, chunks of 1,000)`, () =>
        insertRunLines(tx, businessId, run.id, included),
      );
      await step('open: the summary answered (listRuns)', () => listRuns(tx, businessId, run.id));
      await step('approve: freezeRunPayees', () => freezeRunPayees(tx, businessId, run.id));
      await step('approve: the summary answered (listRuns)', () => listRuns(tx, businessId, run.id));
      // What if the run's lines went in as one statement: an insert … select from two uuid arrays.
      await tx.execute(sql`update payout_run_lines set voided = true where run_id = ${run.id}`);
      const other = await insertRun(tx, businessId, { ...period, createdByUserId: built.owner.userId });
      await step(`what if: the same ${included.length} rows in one insert … select from unnest`, () =>
        tx.execute(sql`insert into payout_run_lines (business_id, run_id, line_id, payee_id)
          select ${businessId}::uuid, ${other.id}::uuid, l, p
          from unnest(${`{${included.map((line) => line.lineId).join(',')}}`}::uuid[],
                      ${`{${included.map((line) => line.payeeId).join(',')}}`}::uuid[]) as x(l, p)`),
      );
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return steps;
}

const rows: Row[] = [];
const dataRows: Row[] = [];
const problems: string[] = [];
const notes: string[] = [];
const results: Record<string, unknown>[] = [];

async function benchEngine(engine: string, database: DatabaseHandle, scale: number) {
  const { db } = database;
  const size = { sessions: Math.round(SESSIONS * scale), checkins: Math.round(CHECKINS * scale) };
  console.info(`[${engine}] building a year: ${size.sessions} sessions, ~${size.checkins} check-ins…`);
  const buildStarted = performance.now();
  const built = await buildYear(db, size);
  await db.execute(sql`vacuum analyze`);
  const buildSeconds = round((performance.now() - buildStarted) / 1000);
  const sample = await checkSample(db, built);
  if (!sample[0]?.endsWith('match @bmp/shared')) problems.push(...sample.map((p) => `[${engine}] ${p}`));
  console.info(`[${engine}] built in ${buildSeconds} s (${JSON.stringify(built.seconds)}); ${sample[0]}`);

  console.info(
    `[${engine}] completing ${COMPLETIONS} + ${COMPLETIONS} sessions (after ${WARM_UP} warm-up pairs)…`,
  );
  const completions = await timeCompletions(db, built, COMPLETIONS);
  const withHook = [...completions.withHook].sort((x, y) => x - y);
  const hook = [...completions.hook].sort((x, y) => x - y);
  if (completions.lines !== 2 * (COMPLETIONS + WARM_UP)) {
    problems.push(`[${engine}] ${completions.lines} lines from ${2 * (COMPLETIONS + WARM_UP)} completions`);
  }

  const paid = await payEarlierMonths(db, built);
  await db.execute(sql`vacuum analyze`);
  const lineMonths = await queryRows<{ month: string; lines: number }>(
    db,
    sql`select to_char(earned_on, 'YYYY-MM') as month, count(*)::int as lines from earning_lines
      where business_id = ${built.studio.businessId} and earned_on < ${monthStart(MONTHS)}::date group by 1 order by 1`,
  );
  const perMonth = lineMonths.map((m) => m.lines);
  dataRows.push({
    engine,
    'completed sessions': built.sessions,
    'class occurrences': built.occurrences,
    'check-ins': built.checkins,
    'earning lines': built.lines,
    'lines a month': `${Math.min(...perMonth)}-${Math.max(...perMonth)}`,
    'paid runs before': `${paid.runs} (${paid.lines} lines)`,
    'build s': buildSeconds,
  });

  rows.push({
    engine,
    step: 'completion through transitionService (hook inside)',
    lines: completions.withHook.length,
    'median ms': round(percentile(withHook, 50)),
    'p95 ms': round(percentile(withHook, 95)),
    result: '',
  });
  rows.push({
    engine,
    step: 'writeSessionEarning alone (ms added per completion)',
    lines: completions.hook.length,
    'median ms': round(percentile(hook, 50)),
    'p95 ms': round(percentile(hook, 95)),
    result: `${round((100 * percentile(hook, 50)) / Math.max(percentile(withHook, 50), 0.001))}% of a completion`,
  });

  const json: Record<string, unknown> = {
    engine,
    data: {
      ...size,
      built: { ...built, studio: undefined, cipher: undefined, owner: undefined, plan: undefined },
    },
    buildSeconds,
    completion: {
      withHookMedian: round(percentile(withHook, 50)),
      withHookP95: round(percentile(withHook, 95)),
      hookMedian: round(percentile(hook, 50)),
      hookP95: round(percentile(hook, 95)),
    },
    runs: [] as unknown[],
  };
  for (let m = PAID_MONTHS; m < MONTHS; m += 1) {
    const period = { periodFrom: monthStart(m), periodUntil: monthEnd(m) };
    const gathered = await timed(() => unpaidLinesUpTo(db, built.studio.businessId, period.periodUntil));
    const opened = await timed(() => openPayoutRun(db, built.owner, period));
    const approved = await timed(() => approvePayoutRun(db, built.owner, opened.value.id));
    const nacha = await timed(() =>
      nachaForRun(db, built.cipher, built.studio.businessId, opened.value.id, { secCode: 'PPD' }),
    );
    const paidRun = await timed(() =>
      payPayoutRun(db, built.owner, opened.value.id, { outsideAchFrom: 'bank' }),
    );
    const openApprove = opened.ms + approved.ms;
    const pass = openApprove < TARGET_MS;
    const label = `${period.periodFrom.slice(0, 7)} run`;
    const lines = opened.value.lines;
    rows.push(
      {
        engine,
        step: `${label}: open (its gathering query alone: ${round(gathered.ms)} ms)`,
        lines,
        'median ms': round(opened.ms),
        'p95 ms': '',
        result: `${opened.value.payees} payees, $${(opened.value.totalCents / 100).toFixed(2)}`,
      },
      { engine, step: `${label}: approve`, lines, 'median ms': round(approved.ms), 'p95 ms': '', result: '' },
      {
        engine,
        step: `${label}: open + approve`,
        lines,
        'median ms': round(openApprove),
        'p95 ms': '',
        result:
          engine === 'postgres'
            ? `${pass ? 'PASS' : 'FAIL'} (< ${TARGET_MS} ms)`
            : `(target is PostgreSQL's)`,
      },
      {
        engine,
        step: `${label}: NACHA file (nachaForRun)`,
        lines,
        'median ms': round(nacha.ms),
        'p95 ms': '',
        result: `${nacha.value.credits} credits, ${nacha.value.text.length} bytes`,
      },
      {
        engine,
        step: `${label}: pay (payPayoutRun)`,
        lines,
        'median ms': round(paidRun.ms),
        'p95 ms': '',
        result: paidRun.value.status,
      },
    );
    (json.runs as unknown[]).push({
      period,
      lines,
      payees: opened.value.payees,
      gatherMs: round(gathered.ms),
      openMs: round(opened.ms),
      approveMs: round(approved.ms),
      nachaMs: round(nacha.ms),
      payMs: round(paidRun.ms),
      pass,
    });
    if (engine === 'postgres' && !pass) {
      problems.push(`[${engine}] ${label}: open + approve ${round(openApprove)} ms ≥ ${TARGET_MS} ms`);
    }
    if (m === MONTHS - 1) {
      for (const [name, ms] of await runSteps(db, built, period, opened.value.id)) {
        rows.push({
          engine,
          step: `${label} again, step by step: ${name}`,
          lines,
          'median ms': round(ms),
          'p95 ms': '',
          result: '',
        });
      }
    }
    if ((engine === 'postgres' && !pass) || (EXPLAIN && m === MONTHS - 1)) {
      notes.push(
        `[${engine}] ${label}:\n${(await explainRun(db, built.studio.businessId, period.periodUntil, opened.value.id)).join('\n\n')}`,
      );
    }
  }
  results.push(json);
}

if (ENGINES.includes('postgres')) {
  const postgres = await openBenchPostgres(BENCH_DB, 4);
  if (postgres) {
    try {
      await benchEngine('postgres', postgres.database, 1);
    } finally {
      await postgres.drop();
    }
  }
}
if (ENGINES.includes('pglite')) {
  const pglite = await openDatabase({ kind: 'pglite' });
  try {
    await pglite.migrate();
    await benchEngine('pglite', pglite, PGLITE_SCALE);
  } finally {
    await pglite.close();
  }
}

console.info(
  '\nHow the data was made: the studio, its 20 experts, 20 members with paid credits, pay rates, payees ' +
    '(bank and tax numbers encrypted) and bank account through the test factories and the schema; the ' +
    'year of work (2,000 more members, completed sessions, classes, seats, check-ins) and its earning ' +
    'lines with set-based SQL (generate_series; amounts computed in SQL from the frozen rate, a 1% sample ' +
    'checked against pickRate/earningFor); the first ten months paid in runs written in bulk. Only the ' +
    'completions and the two monthly runs below go through the API’s services.\n',
);
console.table(dataRows);
console.info(
  `\nEarning lines and payout runs (completions: ${COMPLETIONS} each way after ${WARM_UP} warm-up; target: a monthly run opened and approved in under ${TARGET_MS} ms on PostgreSQL)\n`,
);
console.table(rows);
for (const note of notes) console.info(`\n${note}`);
console.info(JSON.stringify({ bench: 'payouts', date: new Date().toISOString(), results }));
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
}
