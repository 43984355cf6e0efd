// `npm run bench:booking-storm`: 50 members book one time with "any available", all at once, 10
// times, through the API on PostgreSQL (app.inject, so the figure is the server's own time).
// Target (docs/security.md "Concurrent bookings"): every answer 201 or 409, none slower than 2 s.
// Exits non-zero when one answer is anything else or an expert ends up double-booked.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { queryRows } from '../apps/api/src/db/raw.ts';
import { buildStudio } from '../apps/api/test/factories.ts';
import { at, daysAhead } from '../apps/api/test/support/studio-time.ts';
import { quietApp } from './api-app.ts';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = 'bmp_bench_booking_storm';
const MEMBERS = 50;
const RUNS = 10;
const EXPERTS = 4;

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
await admin.query(`create database ${BENCH_DB}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${BENCH_DB}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
await database.migrate();
const app = await quietApp(database);
await app.ready();
const studio = await buildStudio(database.db, { experts: EXPERTS, customers: MEMBERS, credits: 20 });

const statuses = new Map<number, number>();
const latencies: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const startsAt = at(daysAhead(3 + Math.floor(run / 5)), `${String(9 + (run % 5) * 2).padStart(2, '0')}:00`);
  const answers = await Promise.all(
    studio.customers.map(async (customer) => {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/me/services',
        headers: { cookie: customer.cookie, 'x-requested-with': 'bench' },
        payload: { offeringId: studio.studioOfferingId, expertId: null, startsAt },
      });
      return { status: response.statusCode, ms: performance.now() - started };
    }),
  );
  for (const answer of answers) {
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    latencies.push(answer.ms);
  }
  console.info(`run ${run + 1}: slowest ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms`);
}
latencies.sort((a, b) => a - b);
const p = (q: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
const overlaps = await queryRows<{ n: number }>(
  database.db,
  sql`select count(*)::int as n from services a join services b
      on a.business_id = b.business_id and a.expert_id = b.expert_id and a.id < b.id
      and a.status <> 'Canceled' and b.status <> 'Canceled'
      and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`,
);
console.table({
  answers: Object.fromEntries([...statuses].map(([status, n]) => [status, n])),
  latency: { p50: p(0.5), p99: p(0.99), max: Math.round(latencies.at(-1) ?? 0), target: 2000 },
});
const bad = [...statuses.keys()].filter((status) => status !== 201 && status !== 409);
const ok = bad.length === 0 && (overlaps[0]?.n ?? 1) === 0 && (latencies.at(-1) ?? 0) < 2000;
console.info(ok ? 'Storm: every answer 201 or 409 under 2 s, no double booking.' : 'Storm: TARGET MISSED.');
await app.close();
await database.close();
await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
await admin.end();
process.exit(ok ? 0 : 1);
