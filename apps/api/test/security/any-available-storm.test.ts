import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/raw.ts';
import { apiOf, buildStudio, type Studio } from '../factories.ts';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { at, daysAhead } from '../support/studio-time.ts';

// The probe's deadlock storm: 50 members booking one slot with "any available" on PostgreSQL gave up
// to 46 × 500 and 157 s of latency in 2 of 10 runs. Only PostgreSQL runs requests truly in parallel
// (PGlite has one connection), so this runs there; under CI=true PostgreSQL is always present.
const onPostgres = testDatabaseKinds().includes('postgres');

describe.runIf(onPostgres)('50 parallel "any available" bookings of one slot, 10 runs (postgres)', () => {
  let t: TestApp;
  let studio: Studio;
  const api = apiOf(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp('postgres');
    studio = await buildStudio(t.database.db, { experts: 4, customers: 50, credits: 20 });
  });
  afterAll(() => t.close());

  it('ends every request in under 2 s with 201 or 409, never a 500, and never double-books', async () => {
    const slowest: number[] = [];
    for (let run = 0; run < 10; run++) {
      const startsAt = at(daysAhead(3 + Math.floor(run / 5)), `${9 + (run % 5) * 2}:00`.padStart(5, '0'));
      const timed = await Promise.all(
        studio.customers.map(async (customer) => {
          const started = performance.now();
          const response = await api.post(customer.cookie, '/api/me/services', {
            offeringId: studio.studioOfferingId,
            expertId: null,
            startsAt,
          });
          return { status: response.statusCode, ms: performance.now() - started, body: response.body };
        }),
      );
      const statuses = timed.map((answer) => answer.status);
      expect(
        timed
          .filter((answer) => answer.status !== 201 && answer.status !== 409)
          .map((a) => `${a.status} ${a.body}`),
      ).toEqual([]);
      // Four experts: four seats at this time, and every one of them taken.
      expect(statuses.filter((status) => status === 201)).toHaveLength(4);
      slowest.push(Math.max(...timed.map((answer) => answer.ms)));
    }
    // The 2 s target is measured by `npm run bench:booking` (its storm figures, docs/benchmarks.md) on a
    // quiet machine; here the bound only catches the pathology: stacked 1 s deadlock timeouts.
    expect(Math.max(...slowest)).toBeLessThan(10_000);
    const overlaps = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from services a join services b
          on a.business_id = b.business_id and a.expert_id = b.expert_id and a.id < b.id
          and a.status <> 'Canceled' and b.status <> 'Canceled'
          and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
          where a.business_id = ${studio.businessId}`,
    );
    expect(overlaps[0]?.n).toBe(0);
  }, 180_000);
});
