// `npm run bench:booking`: the booking engine on PGlite and on PostgreSQL when it answers.
//  1. Slot search: with about 1,000 sessions per expert, GET /api/availability (one expert, and "any
//     available") through the API (app.inject), median and p99. Target: median under 20 ms.
//  2. Booking: concurrent POST /api/me/services through the API, each for a free slot (credits held
//     in the same statement), bookings/s with p50 and p99; on PostgreSQL also the ceiling, the
//     booking's own write (`book_session`) called by a bare `pg` pool at the same concurrency, and the
//     ratio (a one-row insert is printed too, for reference).
//     Targets (PostgreSQL, 20 clients): at least 0.6 of the write's rate, p99 under 100 ms.
// Then it checks that no expert and no customer has two overlapping active sessions, and exits
// non-zero if one does. See docs/benchmarks.md.
import { performance } from 'node:perf_hooks';
import { bookableDates, zonedTimeToUtc } from '@bmp/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client.ts';
import { queryRows } from '../apps/api/src/db/raw.ts';
import { services } from '../apps/api/src/db/schema/index.ts';
import { buildStudio, type Studio } from '../apps/api/test/factories.ts';
import { quietApp } from './api-app.ts';
import { openBenchPostgres } from './bench-database.ts';
import { percentile, round } from './lib.ts';

const SESSIONS_PER_EXPERT = Number(process.env.BENCH_SESSIONS_PER_EXPERT ?? 1000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
// The API's connections to PostgreSQL: the server's own default (apps/api/src/db/client.ts) unless told.
const API_POOL = Number(process.env.BENCH_API_POOL ?? 10);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1000);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 200);
const BENCH_DB = 'bmp_bench_booking';
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const TZ = 'America/Los_Angeles';
const EXPERTS = 3;
const BOOKING_EXPERTS = 10;

const DAY = 86_400_000;

/** About SESSIONS_PER_EXPERT past and upcoming sessions per expert (8 a day), written directly. */
async function fillSchedule(database: DatabaseHandle, studio: Studio): Promise<number> {
  const hours = ['07:00', '08:00', '09:00', '10:00', '13:00', '14:00', '15:00', '16:00'];
  const days = Math.ceil(SESSIONS_PER_EXPERT / hours.length);
  const today = new Date().toISOString().slice(0, 10);
  const rows: (typeof services.$inferInsert)[] = [];
  for (let day = 0; day < days; day++) {
    const date = new Date(Date.parse(today) + (day - days + 31) * DAY).toISOString().slice(0, 10);
    hours.forEach((time, slot) => {
      const startsAt = zonedTimeToUtc(date, time, TZ);
      if (!startsAt) return;
      const endsAt = new Date(startsAt.getTime() + 3_600_000);
      studio.experts.forEach((expert, e) => {
        const customer = studio.customers[(slot * EXPERTS + e) % studio.customers.length];
        if (!customer) return;
        rows.push({
          businessId: studio.businessId,
          offeringId: studio.studioOfferingId,
          offeringName: 'Personal Training',
          serviceType: 'Training',
          category: 'training',
          place: 'studio',
          expertId: expert.membershipId,
          customerId: customer.membershipId,
          status: startsAt.getTime() < Date.now() ? 'Completed' : 'Confirmed',
          ...(startsAt.getTime() < Date.now() ? { completedAt: endsAt } : {}),
          startsAt,
          endsAt,
          durationMinutes: 60,
          expertBusyFrom: startsAt,
          expertBusyUntil: endsAt,
        });
      });
    });
  }
  for (let i = 0; i < rows.length; i += 500) {
    await database.db.insert(services).values(rows.slice(i, i + 500));
  }
  return rows.length / studio.experts.length;
}

type Row = Record<string, string | number>;

async function slotSearch(engine: string, database: DatabaseHandle): Promise<Row[]> {
  const studio = await buildStudio(database.db, { experts: EXPERTS, customers: 24, credits: 0 });
  const perExpert = await fillSchedule(database, studio);
  console.info(`[${engine}] ${perExpert} sessions per expert written; searching slots`);
  await database.db.execute(sql`analyze services`);
  const app = await quietApp(database);
  const dates = bookableDates(new Date(), TZ);
  const rows: Row[] = [];
  try {
    for (const [label, expert] of [
      ['one expert', `&expertId=${studio.experts[0]?.membershipId}`],
      ['any of 3 experts', ''],
    ] as const) {
      const times: number[] = [];
      let slots = 0;
      for (let i = 0; i < SEARCHES + 20; i++) {
        const date = dates[i % dates.length];
        const started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: `/api/availability?offeringId=${studio.studioOfferingId}&date=${date}${expert}`,
          headers: { cookie: studio.admin.cookie },
        });
        const ms = performance.now() - started;
        if (response.statusCode !== 200)
          throw new Error(`availability answered ${response.statusCode}: ${response.body}`);
        if (i >= 20) times.push(ms); // the first calls warm up the JIT and the connection
        slots += (response.json() as { slots: unknown[] }).slots.length;
      }
      times.sort((a, b) => a - b);
      rows.push({
        engine,
        search: label,
        'sessions/expert': perExpert,
        searches: times.length,
        'avg slots': round(slots / (SEARCHES + 20)),
        'p50 ms': round(percentile(times, 50)),
        'p99 ms': round(percentile(times, 99)),
      });
    }
  } finally {
    await app.close();
  }
  return rows;
}

/** A table row for one `pool` run, at the rate the caller counts (all tasks, or only the accepted ones). */
function runRow(engine: string, what: string, run: Run, rate: number): Row {
  return {
    engine,
    what,
    requests: run.latencies.length,
    refused: run.failures,
    'per s': round(rate),
    'p50 ms': round(percentile(run.latencies, 50)),
    'p99 ms': round(percentile(run.latencies, 99)),
  };
}

/** Runs `total` tasks with `concurrency` workers; answers each task's latency and the wall time. */
async function pool(total: number, concurrency: number, task: (i: number) => Promise<boolean>) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total; i = next++) {
        const begun = performance.now();
        if (!(await task(i))) failures += 1;
        latencies.push(performance.now() - begun);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { seconds, latencies, failures };
}
type Run = Awaited<ReturnType<typeof pool>>;

/** The free slots the load books, each once: expert e's customers only book with expert e. */
function bookingPlan(studio: Studio, total: number) {
  const dates = bookableDates(new Date(), TZ).slice(1);
  const times = [
    '07:00',
    '08:00',
    '09:00',
    '10:00',
    '11:00',
    '12:00',
    '13:00',
    '14:00',
    '15:00',
    '16:00',
    '17:00',
  ];
  const perExpertCustomers = Math.floor(studio.customers.length / studio.experts.length);
  const plan: { expertId: string; customer: Studio['customers'][number]; startsAt: Date }[] = [];
  outer: for (const date of dates) {
    for (const time of times) {
      const startsAt = zonedTimeToUtc(date, time, TZ);
      if (!startsAt) continue;
      for (const [e, expert] of studio.experts.entries()) {
        // Each expert's customers take turns, one per time slot.
        const turn = Math.floor(plan.length / studio.experts.length) % perExpertCustomers;
        const customer = studio.customers[e * perExpertCustomers + turn];
        if (!customer) continue;
        plan.push({ expertId: expert.membershipId, customer, startsAt });
        if (plan.length >= total) break outer;
      }
    }
  }
  return plan;
}

async function bookingLoad(engine: string, database: DatabaseHandle, url?: string): Promise<Row[]> {
  const studio = await buildStudio(database.db, {
    experts: BOOKING_EXPERTS,
    customers: BOOKING_EXPERTS * 20,
    credits: 100,
  });
  const app = await quietApp(database);
  const total = engine === 'pglite' ? Math.min(BOOKINGS, 400) : BOOKINGS;
  console.info(`[${engine}] booking ${WARM_UP} + ${total} sessions with ${CONCURRENCY} clients`);
  const all = bookingPlan(studio, WARM_UP + total);
  const plan = all.slice(WARM_UP);
  const rows: Row[] = [];
  let apiRate = 0;
  try {
    const book = async (booking: (typeof plan)[number] | undefined) => {
      if (!booking) return false;
      const response = await app.inject({
        method: 'POST',
        url: '/api/me/services',
        headers: { cookie: booking.customer.cookie, 'x-requested-with': 'bench' },
        payload: {
          offeringId: studio.studioOfferingId,
          expertId: booking.expertId,
          startsAt: booking.startsAt.toISOString(),
        },
      });
      return response.statusCode === 201;
    };
    // Fresh connections plan every statement and load every table's metadata the first time: the
    // first bookings warm them up (and the JIT) and are not counted, as in the slot search.
    await pool(WARM_UP, CONCURRENCY, (i) => book(all[i]));
    const api = await pool(plan.length, CONCURRENCY, (i) => book(plan[i]));
    apiRate = (plan.length - api.failures) / api.seconds;
    rows.push(runRow(engine, `POST /api/me/services (${CONCURRENCY} clients)`, api, apiRate));
  } finally {
    await app.close();
  }

  if (url) {
    // The ceiling: the same session insert (exclusion constraints included) from a bare pg pool.
    const bare = new pg.Pool({ connectionString: url, max: CONCURRENCY });
    const offset = 40 * DAY; // beyond the API's rows, so nothing collides
    /** The planned session moved `shift` later: studio, offering, expert, customer, start and end. */
    const movedSession = (booking: NonNullable<(typeof plan)[number]>, shift: number) => {
      const startsAt = new Date(booking.startsAt.getTime() + shift);
      const endsAt = new Date(startsAt.getTime() + 3_600_000);
      return [
        studio.businessId,
        studio.studioOfferingId,
        booking.expertId,
        booking.customer.membershipId,
        startsAt,
        endsAt,
      ];
    };
    const ceiling = await pool(plan.length, CONCURRENCY, async (i) => {
      const booking = plan[i];
      if (!booking) return false;
      await bare.query(
        `insert into services (business_id, offering_id, offering_name, service_type, category, place, expert_id,
           customer_id, starts_at, ends_at, duration_minutes, expert_busy_from, expert_busy_until)
         values ($1, $2, 'Personal Training', 'Training', 'training', 'studio', $3, $4, $5, $6, 60, $5, $6)`,
        movedSession(booking, offset),
      );
      return true;
    });
    // The booking's own write (book_session: session, hold, history, email, audit) from the same
    // bare pool: what the database alone can do for a booking, to tell the API's share from it.
    const write = await pool(plan.length, CONCURRENCY, async (i) => {
      try {
        const booking = plan[i];
        if (!booking) return false;
        const [businessId, offeringId, expertId, customerId, startsAt, endsAt] = movedSession(
          booking,
          2 * offset,
        );
        // book_session's one named record (src/db/sql/functions/book_session.sql).
        const request = {
          business_id: businessId,
          offering_id: offeringId,
          offering_name: 'Personal Training',
          service_type: 'Training',
          category: 'training',
          place: 'studio',
          expert_id: expertId,
          customer_id: customerId,
          starts_at: startsAt,
          ends_at: endsAt,
          duration_minutes: 60,
          travel_buffer_minutes: 0,
          location_id: null,
          address: null,
          notes: '',
          reminder_minutes: null,
          credit_kind: 'training',
          credits: 1,
          price_cents: null,
          actor_user_id: booking.customer.userId,
          actor_role: 'customer',
          participants: [],
          email_to: 'expert@bench.test',
          email_subject: 'New session request',
          email_text: 'A session was requested.',
          email_kind: 'service.requested',
          audit_ip: '127.0.0.1',
          audit_user_agent: 'bench',
          now: new Date(),
        };
        await bare.query('select id from book_session($1::jsonb)', [JSON.stringify(request)]);
      } catch (error) {
        console.error(String(error));
        return false;
      }
      return true;
    });
    await bare.end();
    const writeRate = (plan.length - write.failures) / write.seconds;
    const ceilingRate = plan.length / ceiling.seconds;
    rows.push(runRow(engine, `bare pg insert (${CONCURRENCY} clients): ceiling`, ceiling, ceilingRate));
    rows.push(
      runRow(engine, `book_session by bare pg (${CONCURRENCY} clients): the write`, write, writeRate),
    );
    rows.push({
      engine,
      what: 'API / the write',
      requests: '',
      refused: '',
      'per s': round(apiRate / writeRate),
      'p50 ms': '',
      'p99 ms': '',
    });
    rows.push({
      engine,
      what: 'API / ceiling',
      requests: '',
      refused: '',
      'per s': round(apiRate / ceilingRate),
      'p50 ms': '',
      'p99 ms': '',
    });
  }
  return rows;
}

/** Pairs of active sessions that overlap for one expert (with buffers) or one customer: must be none. */
async function overlaps(database: DatabaseHandle): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from services a join services b
        on a.business_id = b.business_id and a.id < b.id
        and a.status <> 'Canceled' and b.status <> 'Canceled'
        and ((a.expert_id = b.expert_id
              and tstzrange(a.expert_busy_from, a.expert_busy_until) && tstzrange(b.expert_busy_from, b.expert_busy_until))
          or (a.customer_id = b.customer_id
              and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)))`,
  );
  return row?.n ?? 0;
}

const searchRows: Row[] = [];
const bookingRows: Row[] = [];
const problems: string[] = [];

if (ENGINES.includes('pglite')) {
  const pglite = await openDatabase({ kind: 'pglite' });
  try {
    await pglite.migrate();
    searchRows.push(...(await slotSearch('pglite', pglite)));
    bookingRows.push(...(await bookingLoad('pglite', pglite)));
    const n = await overlaps(pglite);
    if (n > 0) problems.push(`[pglite] ${n} overlapping pairs of active sessions`);
  } finally {
    await pglite.close();
  }
}

const postgres = ENGINES.includes('postgres') ? await openBenchPostgres(BENCH_DB, API_POOL) : undefined;
if (postgres) {
  try {
    searchRows.push(...(await slotSearch('postgres', postgres.database)));
    bookingRows.push(...(await bookingLoad('postgres', postgres.database, postgres.url)));
    const n = await overlaps(postgres.database);
    if (n > 0) problems.push(`[postgres] ${n} overlapping pairs of active sessions`);
  } finally {
    await postgres.drop();
  }
}

console.info('\nSlot search, GET /api/availability through the API (target: p50 under 20 ms)\n');
console.table(searchRows);
console.info(
  "\nBooking through the API against its ceiling, the booking's own write (targets on PostgreSQL: >= 0.6 of the write, p99 < 100 ms)\n",
);
console.table(bookingRows);
const apiRow = bookingRows.find((row) => row.engine === 'postgres' && String(row.what).startsWith('POST'));
const ratioRow = bookingRows.find((row) => row.engine === 'postgres' && row.what === 'API / the write');
if (apiRow && ratioRow) {
  const ratio = Number(ratioRow['per s']);
  const p99 = Number(apiRow['p99 ms']);
  console.info(
    `PostgreSQL, ${CONCURRENCY} clients: API / the write ${ratio} (target >= 0.6: ${ratio >= 0.6 ? 'met' : 'NOT met'}), ` +
      `p99 ${p99} ms (target < 100 ms: ${p99 < 100 ? 'met' : 'NOT met'})`,
  );
}
if (problems.length > 0) {
  console.error(`Overlapping sessions found:\n${problems.join('\n')}`);
  process.exit(1);
}
console.info('No expert or customer has two overlapping active sessions on any engine measured.');
