import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { databaseRefusal } from '../../../test/support/database-refusal.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { queryRows } from '../../db/raw.ts';
import { findCreditLedgerViolations } from '../credits/credits.invariants.ts';

// No collisions, enforced by the database and proven under concurrency (decision 0013).

describe.each(testDatabaseKinds())('booking under concurrency on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  const api = apiOf(() => t.app);
  const date = daysAhead(8);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { customers: 50, credits: 2 });
  });
  afterAll(() => t.close());

  it('gives exactly one 201 and 49 409s to 50 parallel requests for one expert and slot', async () => {
    const expertId = studio.experts[0]?.membershipId;
    const responses = await Promise.all(
      studio.customers.map((customer) =>
        api.post(customer.cookie, '/api/me/services', {
          offeringId: studio.studioOfferingId,
          expertId,
          startsAt: at(date, '10:00'),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().detail).toBe('That time was just booked with this expert. Choose another time.');
      expect(refused.json().nearestSlots.length).toBeGreaterThan(0);
    }
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from services where business_id = ${studio.businessId}`,
    );
    expect(rows[0]?.n).toBe(1);
    // Only the winner holds a credit.
    const held = await queryRows<{ held: number }>(
      t.database.db,
      sql`select coalesce(sum(held), 0)::int as held from credit_balances where business_id = ${studio.businessId}`,
    );
    expect(held[0]?.held).toBe(1);
    expect(await findCreditLedgerViolations(t.database.db)).toEqual([]);
  });

  it('lets one customer hold only one of several parallel overlapping bookings', async () => {
    const customer = studio.customers[1];
    const responses = await Promise.all(
      (['14:00', '14:30', '14:00', '14:30'] as const).map((time, i) =>
        api.post(customer?.cookie ?? '', '/api/me/services', {
          offeringId: studio.studioOfferingId,
          expertId: studio.experts[i % 2]?.membershipId,
          startsAt: at(date, time),
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(3);
  });

  it('refuses overlapping rows written straight to the table (the constraint, not the code)', async () => {
    const [existing] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select * from services where business_id = ${studio.businessId} limit 1`,
    );
    if (!existing) throw new Error('no session to copy');
    const copy = (customerId: string, expertId: string, shiftMinutes: number) =>
      t.database.db.execute(sql`
        insert into services (business_id, offering_id, offering_name, service_type, category, place, expert_id,
          customer_id, starts_at, ends_at, duration_minutes, expert_busy_from, expert_busy_until)
        select business_id, offering_id, offering_name, service_type, category, place, ${expertId}, ${customerId},
          starts_at + make_interval(mins => ${shiftMinutes}), ends_at + make_interval(mins => ${shiftMinutes}),
          duration_minutes, expert_busy_from + make_interval(mins => ${shiftMinutes}),
          expert_busy_until + make_interval(mins => ${shiftMinutes})
        from services where id = ${existing.id as string}`);
    const otherExpert = studio.experts.find((e) => e.membershipId !== existing.expert_id)?.membershipId ?? '';
    const otherCustomer = studio.customers[2]?.membershipId ?? '';
    expect(await databaseRefusal(copy(otherCustomer, existing.expert_id as string, 30))).toMatch(
      /services_expert_no_overlap/,
    );
    expect(await databaseRefusal(copy(existing.customer_id as string, otherExpert, 59))).toMatch(
      /services_customer_no_overlap/,
    );
    // Back to back is fine; a canceled session frees its time.
    await copy(otherCustomer, existing.expert_id as string, 60);
    await t.database.db.execute(
      sql`update services set status = 'Canceled', canceled_at = now() where id = ${existing.id as string}`,
    );
    await copy(otherCustomer, existing.expert_id as string, 0);
  });
});
