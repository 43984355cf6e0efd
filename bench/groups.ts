// `npm run bench:groups`: parallel joins of group classes on PostgreSQL, through the API (app.inject).
// Each round, BENCH_GROUP_MEMBERS members join one class of BENCH_GROUP_CAPACITY seats at once, at
// BENCH_CONCURRENCY requests in flight (every join takes its turn on the class's row lock): joins/s
// and p50/p99 latency over all rounds. Afterwards the database is checked for overbooking: any
// occurrence whose booked seats exceed its capacity, or whose counter disagrees with its seats. The
// run exits non-zero if there is any. See docs/decisions/0031-group-classes.md.
import { performance } from 'node:perf_hooks';
import { addDays, toZonedParts } from '@bmp/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/api/src/db/raw.ts';
import { buildStudio } from '../apps/api/test/factories.ts';
import { quietApp } from './api-app.ts';
import { openBenchPostgres } from './bench-database.ts';
import { percentile, round } from './lib.ts';

const MEMBERS = Number(process.env.BENCH_GROUP_MEMBERS ?? 200);
const CAPACITY = Number(process.env.BENCH_GROUP_CAPACITY ?? 20);
const ROUNDS = Number(process.env.BENCH_GROUP_ROUNDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const BENCH_DB = 'bmp_bench_groups';

const postgres = await openBenchPostgres(BENCH_DB, CONCURRENCY);
if (!postgres) {
  console.error('This benchmark needs PostgreSQL.');
  process.exit(1);
}
const { database } = postgres;
let failed = false;
try {
  const app = await quietApp(database);
  const studio = await buildStudio(database.db, {
    customers: MEMBERS,
    credits: ROUNDS + 1,
    experts: 1,
  });
  const expertId = studio.experts[0]?.membershipId;
  const today = toZonedParts(new Date(), studio.timeZone).date;
  const created = await app.inject({
    method: 'POST',
    url: '/api/groups',
    headers: { cookie: studio.admin.cookie, 'x-requested-with': 'bench' },
    payload: {
      kind: 'Group Class',
      name: 'Bench class',
      expertId,
      capacity: CAPACITY,
      waitlistLimit: MEMBERS,
      durationMinutes: 60,
      creditKind: 'training',
      credits: 1,
      schedule: {
        type: 'dates',
        sessions: Array.from({ length: ROUNDS }, (_, i) => ({
          date: addDays(today, 10 + i),
          startTime: '10:00',
        })),
      },
    },
  });
  if (created.statusCode !== 201)
    throw new Error(`creating the class answered ${created.statusCode}: ${created.body}`);
  const occurrences = (created.json() as { occurrences: { id: string }[] }).occurrences;

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let totalMs = 0;
  for (const { id } of occurrences) {
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < studio.customers.length) {
        const member = studio.customers[next++];
        if (!member) return;
        const t0 = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: `/api/me/classes/${id}/join`,
          headers: { cookie: member.cookie, 'x-requested-with': 'bench' },
          payload: {},
        });
        latencies.push(performance.now() - t0);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    totalMs += performance.now() - started;
  }
  await app.close();
  latencies.sort((a, b) => a - b);
  const overbooked = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from group_occurrences o
        where o.seats_taken > o.capacity
           or o.seats_taken <> (select coalesce(sum(s.seats), 0) from group_seats s
                                where s.occurrence_id = o.id and s.status = 'booked')`,
  );
  const booked = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from group_seats where status = 'booked'`,
  );
  console.info(
    `\nParallel joins of one class on PostgreSQL: ${MEMBERS} members × ${ROUNDS} classes of ${CAPACITY} seats, ${CONCURRENCY} in flight\n`,
  );
  console.table([
    {
      joins: latencies.length,
      'joins/s': round(latencies.length / (totalMs / 1000)),
      'p50 ms': round(percentile(latencies, 50)),
      'p99 ms': round(percentile(latencies, 99)),
      answers: [...statuses].map(([status, n]) => `${status}×${n}`).join(' '),
      'seats booked': booked[0]?.n ?? 0,
      'seats offered': CAPACITY * ROUNDS,
      overbooked: overbooked[0]?.n ?? 0,
    },
  ]);
  if ((overbooked[0]?.n ?? 0) > 0 || (booked[0]?.n ?? 0) !== CAPACITY * ROUNDS) {
    console.error('Overbooking or a seat counter out of step: see the table.');
    failed = true;
  }
  if ([...statuses.keys()].some((status) => status >= 500)) {
    console.error('Some joins answered 5xx.');
    failed = true;
  }
} finally {
  await postgres.drop();
}
process.exit(failed ? 1 : 0);
