import { randomBytes } from 'node:crypto';
import { haversineMeters } from '@bmp/shared';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../test/support/databases.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { locations, memberProfiles, memberships, staffProfiles, users } from '../db/schema/index.ts';
import { createFieldCipher } from '../lib/field-encryption.ts';
import { seedDemoBooking } from './demo-booking-seed.ts';
import { seedDemoHistory } from './demo-history-seed.ts';
import { demoMembership } from './demo-lookups.ts';
import { seedDemoMembers } from './demo-members-seed.ts';
import { seedDemoMoney } from './demo-money-seed.ts';
import { DEMO_CENTER, DEMO_RADIUS_METERS, seedDemoPoints } from './demo-points-seed.ts';
import { seedDemoBusiness } from './demo-seed.ts';
import { seedDemoStudio } from './demo-studio-seed.ts';

// Points on the map in the demo (decision 0060): every onboarded customer's address and every
// expert's home base around Los Angeles, the studio's locations where they are; the same every time.

async function seedAll(db: DatabaseHandle['db']) {
  const cipher = createFieldCipher(randomBytes(32));
  await seedDemoBusiness(db);
  await seedDemoMoney(db, cipher);
  await seedDemoBooking(db);
  await seedDemoMembers(db, cipher);
  await seedDemoStudio(db);
  await seedDemoHistory(db);
}

async function pointsOf(db: DatabaseHandle['db']) {
  const [business] = await db.query.businesses.findMany({
    where: (table, { eq: is }) => is(table.slug, 'demo-fitness-studio'),
  });
  const businessId = business?.id ?? '';
  const people = (role: 'customer' | 'expert') =>
    db
      .select({ email: users.email, onboardedAt: memberships.onboardedAt, membershipId: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.businessId, businessId), eq(memberships.role, role)));
  const profiles = await db
    .select({
      membershipId: memberProfiles.membershipId,
      address: memberProfiles.address,
      latitude: memberProfiles.latitude,
      longitude: memberProfiles.longitude,
    })
    .from(memberProfiles)
    .where(eq(memberProfiles.businessId, businessId));
  const bases = await db
    .select({
      membershipId: staffProfiles.membershipId,
      address: staffProfiles.homeBaseAddress,
      latitude: staffProfiles.homeBaseLatitude,
      longitude: staffProfiles.homeBaseLongitude,
    })
    .from(staffProfiles)
    .where(eq(staffProfiles.businessId, businessId));
  const places = await db
    .select({ code: locations.code, latitude: locations.latitude, longitude: locations.longitude })
    .from(locations)
    .where(eq(locations.businessId, businessId));
  const byEmail = async (role: 'customer' | 'expert', rows: typeof profiles) =>
    Object.fromEntries(
      (await people(role)).map((person) => [
        person.email,
        {
          onboarded: person.onboardedAt !== null,
          ...rows.find((row) => row.membershipId === person.membershipId),
        },
      ]),
    );
  return {
    businessId,
    customers: await byEmail('customer', profiles),
    experts: await byEmail('expert', bases),
    places: Object.fromEntries(places.map((place) => [place.code, place])),
  };
}

describe.each(testDatabaseKinds())('demo points seed on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(() => database.close());

  // A year of history is seeded first: allow for it on a busy machine.
  it('puts every onboarded customer and every expert within 15 km of downtown Los Angeles, once', {
    timeout: 120_000,
  }, async () => {
    const db = database.db;
    await seedAll(db);
    expect(await seedDemoPoints(db)).toBe(true);
    expect(await seedDemoPoints(db)).toBe(false);
    const { customers, experts, places, businessId } = await pointsOf(db);

    const onboarded = Object.entries(customers).filter(([, customer]) => customer.onboarded);
    expect(onboarded.length).toBeGreaterThan(50);
    for (const [email, customer] of onboarded) {
      expect(customer.address, email).toBeTruthy();
      expect(customer.latitude, email).toEqual(expect.any(Number));
      const meters = haversineMeters(DEMO_CENTER, {
        latitude: customer.latitude as number,
        longitude: customer.longitude as number,
      });
      expect(meters, email).toBeLessThanOrEqual(DEMO_RADIUS_METERS + 50);
    }
    // Still onboarding: no address yet, so no point.
    expect(customers['newmember@demo.test']?.latitude ?? null).toBeNull();

    expect(Object.keys(experts).length).toBeGreaterThanOrEqual(4);
    for (const [email, expert] of Object.entries(experts)) {
      expect(expert.address, email).toBeTruthy();
      const meters = haversineMeters(DEMO_CENTER, {
        latitude: expert.latitude as number,
        longitude: expert.longitude as number,
      });
      expect(meters, email).toBeLessThanOrEqual(DEMO_RADIUS_METERS + 50);
    }

    // Maya's door and Erin's home base are the demo's trip: a few kilometres apart.
    const maya = customers['member@demo.test'];
    const erin = experts['expert@demo.test'];
    expect(maya?.address).toBe('1200 Sunset Blvd, Apt 4');
    const trip = haversineMeters(
      { latitude: erin?.latitude as number, longitude: erin?.longitude as number },
      { latitude: maya?.latitude as number, longitude: maya?.longitude as number },
    );
    expect(trip).toBeGreaterThan(2_000);
    expect(trip).toBeLessThan(10_000);

    expect(places['california.losAngeles']).toMatchObject({ latitude: 34.0479, longitude: -118.2566 });
    expect(places['california.santaMonica']).toMatchObject({ latitude: 34.0161, longitude: -118.4962 });
    expect(businessId).not.toBe('');
  });

  it('draws the same points on every run', { timeout: 120_000 }, async () => {
    const first = await openTestDatabase(kind);
    try {
      await seedAll(database.db);
      await seedDemoPoints(database.db);
      await seedAll(first.db);
      await seedDemoPoints(first.db);
      const a = await pointsOf(database.db);
      const b = await pointsOf(first.db);
      const strip = (rows: Record<string, { latitude?: number | null; address?: string | null }>) =>
        Object.fromEntries(
          Object.entries(rows).map(([email, row]) => [email, [row.address ?? null, row.latitude ?? null]]),
        );
      expect(strip(a.customers)).toEqual(strip(b.customers));
      expect(strip(a.experts)).toEqual(strip(b.experts));
      const erin = await demoMembership(database.db, a.businessId, 'expert@demo.test');
      expect(erin.role).toBe('expert');
    } finally {
      await first.close();
    }
  });
});
