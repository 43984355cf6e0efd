// `npm run bench:dashboards`: builds a large studio straight in the database (20 experts, 2,000
// customers, 200,000 sessions, 50,000 payments and 50,000 credit uses in the journal) beside the demo
// studio, and on PostgreSQL also 100 smaller studios (2,000 sessions each) so tenant filtering is
// measured under load (PGlite gets a quarter of the large studio, BENCH_PGLITE_SCALE). Times each
// dashboard call for a month and a year on PostgreSQL and PGlite and prints p50/p95, with the large
// studio's cost against the demo studio's. See docs/benchmarks.md.
import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, toZonedParts } from '@bmp/shared';
import { sql } from 'drizzle-orm';
import { type Database, type DatabaseHandle, openDatabase } from '../apps/api/src/db/client.ts';
import { queryRows } from '../apps/api/src/db/raw.ts';
import { createFieldCipher } from '../apps/api/src/lib/field-encryption.ts';
import {
  adminDashboard,
  adminList,
  expertDashboard,
  memberDashboard,
} from '../apps/api/src/modules/dashboards/dashboards.service.ts';
import { seedDemoBooking } from '../apps/api/src/seed/demo-booking-seed.ts';
import { seedDemoHistory } from '../apps/api/src/seed/demo-history-seed.ts';
import { seedDemoMoney } from '../apps/api/src/seed/demo-money-seed.ts';
import { seedDemoBusiness } from '../apps/api/src/seed/demo-seed.ts';
import { openBenchPostgres } from './bench-database.ts';
import { percentile } from './lib.ts';

const BENCH_DB = 'bmp_bench_dashboards';
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const SMALL_STUDIOS = Number(process.env.BENCH_SMALL_STUDIOS ?? 100);
// PGlite (one WASM process, no parallel workers) builds the full studio in about 4 minutes on this
// machine and several under load, so by default it gets a quarter of it; BENCH_PGLITE_SCALE=1 for all.
const PGLITE_SCALE = Number(process.env.BENCH_PGLITE_SCALE ?? 0.25);
const TZ = 'America/Los_Angeles';

type Studio = { businessId: string; expertId: string; customerId: string };

/** A studio written with a handful of set-based inserts (generate_series), not row by row. */
async function buildStudio(
  db: Database,
  size: { experts: number; customers: number; sessions: number; payments: number; uses: number },
): Promise<Studio> {
  const tag = randomUUID().slice(0, 8);
  const [business] = await queryRows<{ id: string }>(
    db,
    sql`insert into businesses (name, slug, time_zone) values (${`Bench ${tag}`}, ${`bench-${tag}`}, ${TZ}) returning id`,
  );
  const businessId = business?.id ?? '';
  for (const [role, count] of [
    ['expert', size.experts],
    ['customer', size.customers],
  ] as const) {
    await db.execute(sql`
      with u as (
        insert into users (email, full_name)
        select ${`${role}-${tag}-`} || g || '@bench.test', ${`Bench ${role} `} || g from generate_series(1, ${count}) g
        returning id)
      insert into memberships (business_id, user_id, role, onboarded_at, created_at)
      select ${businessId}, u.id, ${role}, now(), now() - (random() * interval '700 days') from u`);
  }
  await db.execute(sql`
    insert into expert_weekly_hours (business_id, expert_id, weekday, start_time, end_time)
    select ${businessId}, m.id, d, '06:00', '20:00' from memberships m, generate_series(1, 7) d
    where m.business_id = ${businessId} and m.role = 'expert'`);
  const [offering] = await queryRows<{ id: string }>(
    db,
    sql`insert into offerings (business_id, name, service_type, category, place, duration_minutes, credit_kind, credits_needed)
      values (${businessId}, 'Personal Training', 'Training', 'training', 'studio', 60, 'training', 1) returning id`,
  );
  const perExpert = Math.ceil(size.sessions / size.experts);
  const days = Math.ceil(perExpert / 14);
  // Slot k of expert e: day k / 14, hour 06:00 + k % 14. Customers are offset per expert, so no
  // customer is in two sessions at once (the exclusion constraints stay on, as in production).
  await db.execute(sql`
    with e as (select array_agg(id order by id) as ids from memberships where business_id = ${businessId} and role = 'expert'),
    c as (select array_agg(id order by id) as ids from memberships where business_id = ${businessId} and role = 'customer'),
    slots as (
      select g % ${size.experts} as expert, g / ${size.experts} as k,
        date_trunc('day', now() at time zone ${TZ}) - make_interval(days => ${days - 14})
          + make_interval(days => (g / ${size.experts}) / 14, hours => 6 + (g / ${size.experts}) % 14) as local_start,
        g
      from generate_series(0, ${size.sessions - 1}) g)
    insert into services (business_id, offering_id, offering_name, service_type, category, place, expert_id,
      customer_id, status, starts_at, ends_at, duration_minutes, expert_busy_from, expert_busy_until, credits,
      credit_kind, canceled_at, completed_at, review_stars, reviewed_at)
    select ${businessId}, ${offering?.id ?? ''}, 'Personal Training', 'Training', 'training', 'studio',
      e.ids[1 + s.expert], c.ids[1 + (s.expert * ${Math.floor(size.customers / size.experts)} + s.k) % ${size.customers}],
      t.status, t.starts, t.starts + interval '1 hour', 60, t.starts, t.starts + interval '1 hour', 1, 'training',
      case when t.status = 'Canceled' then t.starts - make_interval(hours => (s.g % 48)) end,
      case when t.status = 'Completed' then t.starts + interval '65 minutes' end,
      case when t.status = 'Completed' and s.g % 5 = 0 then 3 + s.g % 3 end,
      case when t.status = 'Completed' and s.g % 5 = 0 then t.starts + interval '2 hours' end
    from slots s, e, c,
      lateral (select (s.local_start at time zone ${TZ}) as starts) st,
      lateral (select st.starts,
        case when st.starts > now() then (case when s.g % 4 = 0 then 'Requested' else 'Confirmed' end)
             when s.g % 20 = 0 then 'Canceled' else 'Completed' end as status) t`);
  // 5,000 payments per statement: each takes its receipt number from the studio's counter row (a
  // trigger), and one statement updating that row 50,000 times walks an ever longer chain of its
  // versions (18 s on PostgreSQL; 2 s in statements of 5,000).
  for (let from = 1; from <= size.payments; from += 5_000) {
    const to = Math.min(size.payments, from + 4_999);
    await db.execute(sql`
      with c as (select array_agg(id order by id) as ids from memberships where business_id = ${businessId} and role = 'customer')
      insert into payments (business_id, customer_id, method, amount_cents, created_at)
      select ${businessId}, c.ids[1 + g % ${size.customers}], 'cash', 5000 + (g % 10) * 1000,
        now() - (random() * interval '700 days') from generate_series(${from}::int, ${to}::int) g, c`);
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with entries as (
        insert into journal_entries (business_id, memo, source_type, source_id, created_at)
        select ${businessId}, 'Credits used', 'credit_spend', gen_random_uuid()::text, now() - (random() * interval '700 days')
        from generate_series(1, ${size.uses})
        returning id)
      insert into journal_lines (business_id, entry_id, account, amount_cents)
      select ${businessId}, entries.id, v.account, v.amount from entries
      cross join (values ('deferred_revenue', 6500), ('revenue', -6500)) as v(account, amount)`);
  });
  await db.execute(sql`
    insert into credit_balances (business_id, customer_id, kind, available)
    select ${businessId}, id, 'training', (abs(hashtext(id::text)) % 4) from memberships
    where business_id = ${businessId} and role = 'customer'`);
  // As autovacuum would leave it: statistics, and the visibility map that index-only scans need.
  await db.execute(sql`vacuum analyze`);
  const [expert] = await queryRows<{ id: string }>(
    db,
    sql`select id from memberships where business_id = ${businessId} and role = 'expert' order by id limit 1`,
  );
  const [customer] = await queryRows<{ id: string }>(
    db,
    sql`select id from memberships where business_id = ${businessId} and role = 'customer' order by id limit 1`,
  );
  return { businessId, expertId: expert?.id ?? '', customerId: customer?.id ?? '' };
}

async function demoStudio(db: Database): Promise<Studio> {
  await seedDemoBusiness(db);
  await seedDemoMoney(db, createFieldCipher(randomBytes(32)));
  await seedDemoBooking(db);
  await seedDemoHistory(db);
  const [row] = await queryRows<{ businessId: string; expertId: string; customerId: string }>(
    db,
    sql`select b.id as "businessId",
        (select m.id from memberships m join users u on u.id = m.user_id where m.business_id = b.id and u.email = 'sofia.ramirez@studio.demo.test') as "expertId",
        (select m.id from memberships m join users u on u.id = m.user_id where m.business_id = b.id and u.email = 'member@demo.test') as "customerId"
      from businesses b where b.slug = 'demo-fitness-studio'`,
  );
  if (!row) throw new Error('no demo studio');
  return row;
}

async function time(work: () => Promise<unknown>) {
  for (let i = 0; i < 2; i += 1) await work();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const today = toZonedParts(new Date(), TZ).date;
const YEAR = { period: 'custom' as const, from: addDays(today, -364), to: today };
const MONTH = { period: 'month' as const };
// A one-day period: the planner's choices differ from a month's (decision 0030, "Active and at-risk members").
const TODAY = { period: 'today' as const };

const CALLS: [string, (db: Database, studio: Studio) => Promise<unknown>][] = [
  ['admin dashboard, today', (db, s) => adminDashboard(db, s.businessId, TODAY)],
  ['admin dashboard, month', (db, s) => adminDashboard(db, s.businessId, MONTH)],
  ['admin dashboard, year', (db, s) => adminDashboard(db, s.businessId, YEAR)],
  ['sessions list, month', (db, s) => adminList(db, s.businessId, 'sessions', MONTH)],
  ['sessions list, year', (db, s) => adminList(db, s.businessId, 'sessions', YEAR)],
  [
    'expert dashboard',
    (db, s) => expertDashboard(db, { businessId: s.businessId, membershipId: s.expertId }),
  ],
  [
    'member dashboard',
    (db, s) =>
      memberDashboard(db, { businessId: s.businessId, membershipId: s.customerId, role: 'customer' }),
  ],
];

type Row = {
  engine: string;
  call: string;
  demoP50: string;
  demoP95: string;
  largeP50: string;
  largeP95: string;
  ratio: string;
  target: string;
};
const rows: Row[] = [];
const sizes: string[] = [];
const problems: string[] = [];

async function run(engine: string, database: DatabaseHandle) {
  const { db } = database;
  console.info(`[${engine}] seeding the demo studio…`);
  const demo = await demoStudio(db);
  let started = Date.now();
  console.info(`[${engine}] building the large studio…`);
  const scale = engine === 'pglite' ? PGLITE_SCALE : 1;
  const size = {
    experts: 20,
    customers: Math.round(2000 * scale),
    sessions: Math.round(200_000 * scale),
    payments: Math.round(50_000 * scale),
    uses: Math.round(50_000 * scale),
  };
  const large = await buildStudio(db, size);
  const described = `${size.experts} experts, ${size.customers} customers, ${size.sessions} sessions, ${size.payments} payments`;
  sizes.push(`${engine}: ${described}`);
  console.info(
    `[${engine}] large studio (${described}) built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (engine === 'postgres') {
    started = Date.now();
    for (let i = 0; i < SMALL_STUDIOS; i += 1)
      await buildStudio(db, { experts: 2, customers: 20, sessions: 2000, payments: 500, uses: 500 });
    console.info(
      `[${engine}] ${SMALL_STUDIOS} smaller studios built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  for (const [call, work] of CALLS) {
    const small = await time(() => work(db, demo));
    const big = await time(() => work(db, large));
    const ratio = big.p95 / Math.max(small.p95, 0.001);
    const fast = engine !== 'postgres' || big.p95 < 100;
    // Lists return every row of the period: they grow with the data by nature, so no ratio target.
    const bounded = call.includes('list') || ratio <= 3;
    if (!fast) problems.push(`${engine} ${call}: p95 ${big.p95.toFixed(1)} ms ≥ 100 ms`);
    if (!bounded) problems.push(`${engine} ${call}: large/demo ${ratio.toFixed(1)}× > 3×`);
    rows.push({
      engine,
      call,
      demoP50: `${small.p50.toFixed(1)} ms`,
      demoP95: `${small.p95.toFixed(1)} ms`,
      largeP50: `${big.p50.toFixed(1)} ms`,
      largeP95: `${big.p95.toFixed(1)} ms`,
      ratio: `${ratio.toFixed(1)}×`,
      target: fast && bounded ? 'pass' : 'FAIL',
    });
  }
}

if (ENGINES.includes('postgres')) {
  const postgres = await openBenchPostgres(BENCH_DB, 4);
  if (postgres) {
    try {
      await run('postgres', postgres.database);
    } finally {
      await postgres.drop();
    }
  }
}
if (ENGINES.includes('pglite')) {
  const pglite = await openDatabase({ kind: 'pglite' });
  try {
    await pglite.migrate();
    await run('pglite', pglite);
  } finally {
    await pglite.close();
  }
}

console.info(
  '\nDashboard calls (p50/p95 over %d runs; targets: p95 < 100 ms on PostgreSQL, large ≤ 3× demo)',
  RUNS,
);
console.table(rows);
console.info(`Large studio: ${sizes.join('; ')}.`);
if (problems.length > 0) {
  console.info(`\n${problems.length} target(s) missed:\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
}
