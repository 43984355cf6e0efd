import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { queryRows } from '../../db/raw.ts';

// Booking caches what it reads about a studio for one businesses.config_version (decision 0020).
// These tests warm that cache with a booking, change the studio through the API or SQL, and check
// that the next booking sees the change at once: the version moved, so nothing stale is used.

describe.each(testDatabaseKinds())('the studio configuration cache on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let expert: Person;
  let customers: Person[];
  const api = apiOf(() => t.app);
  const date = daysAhead(7);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { credits: 10, customers: 6 });
    expert = studio.experts[0] as Person;
    customers = studio.customers;
  });
  afterAll(() => t.close());

  const version = async () => {
    const [row] = await queryRows<{ v: number }>(
      t.database.db,
      sql`select config_version::int as v from businesses where id = ${studio.businessId}`,
    );
    return row?.v ?? -1;
  };
  const book = (customer: Person | undefined, time: string) =>
    api.post(customer?.cookie ?? '', '/api/me/services', {
      offeringId: studio.studioOfferingId,
      expertId: expert.membershipId,
      startsAt: at(date, time),
    });

  it('refuses the next booking at once when the expert takes time off, then when the offering is deactivated', async () => {
    expect((await book(customers[0], '08:00')).statusCode).toBe(201);
    expect((await book(customers[1], '09:00')).statusCode).toBe(201);

    const before = await version();
    const off = await api.post(studio.admin.cookie, `/api/experts/${expert.membershipId}/exceptions`, {
      kind: 'time_off',
      startsOn: date,
      endsOn: date,
      start: '10:00',
      end: '12:00',
      note: 'Physio',
    });
    expect(off.statusCode, off.body).toBe(201);
    expect(await version()).toBeGreaterThan(before);
    const duringTimeOff = await book(customers[2], '10:00');
    expect(duringTimeOff.statusCode).toBe(409);
    expect(duringTimeOff.json().detail).toBe('That time is not available. Choose one of the free times.');

    const deactivated = await api.post(
      studio.admin.cookie,
      `/api/offerings/${studio.studioOfferingId}/deactivate`,
    );
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const refused = await book(customers[3], '13:00');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ offeringId: ['This offering cannot be booked at the moment.'] });

    const reactivated = await api.post(
      studio.admin.cookie,
      `/api/offerings/${studio.studioOfferingId}/activate`,
    );
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect((await book(customers[3], '13:00')).statusCode).toBe(201);
  });

  it('moves the version for every table booking reads about a studio, and not for a customer joining', async () => {
    const db = t.database.db;
    const moves = async (change: ReturnType<typeof sql>) => {
      const before = await version();
      await db.execute(change);
      return (await version()) > before;
    };
    const id = studio.businessId;
    const offeringId = studio.studioOfferingId;
    const expertId = expert.membershipId;
    expect(
      await moves(sql`update offerings set price_cents = price_cents + 1 where id = ${offeringId}`),
    ).toBe(true);
    const link = sql`offering_experts where offering_id = ${offeringId} and expert_id = ${expertId}`;
    const linked = (await queryRows(db, sql`select 1 from ${link}`)).length > 0;
    await db.execute(sql`delete from ${link}`);
    const relink = sql`insert into offering_experts (business_id, offering_id, expert_id)
      values (${id}, ${offeringId}, ${expertId})`;
    expect(await moves(relink)).toBe(true);
    expect(await moves(sql`delete from ${link}`)).toBe(true);
    if (linked) await db.execute(relink);
    expect(await moves(sql`delete from expert_availability_exceptions where expert_id = ${expertId}`)).toBe(
      true,
    );
    expect(await moves(sql`update memberships set status = status where id = ${expertId}`)).toBe(true);
    expect(await moves(sql`update users set full_name = full_name || '.' where id = ${expert.userId}`)).toBe(
      true,
    );
    expect(await moves(sql`update businesses set time_zone = 'America/Denver' where id = ${id}`)).toBe(true);
    expect(await moves(sql`update businesses set time_zone = 'America/Los_Angeles' where id = ${id}`)).toBe(
      true,
    );
    expect(await moves(sql`update businesses set free_cancel_hours = 12 where id = ${id}`)).toBe(true);
    // A customer's membership or name is not part of it: members join all day long.
    const customer = customers[4] as Person;
    expect(
      await moves(sql`update memberships set onboarded_at = now() where id = ${customer.membershipId}`),
    ).toBe(false);
    expect(
      await moves(sql`update users set full_name = full_name || '.' where id = ${customer.userId}`),
    ).toBe(false);
  });
});
