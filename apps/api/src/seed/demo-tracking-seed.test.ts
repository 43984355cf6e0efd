import { randomBytes } from 'node:crypto';
import { addDays, toZonedParts } from '@bmp/shared';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../test/support/databases.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { services } from '../db/schema/index.ts';
import * as clock from '../lib/clock.ts';
import { createFieldCipher } from '../lib/field-encryption.ts';
import { seedDemoBooking } from './demo-booking-seed.ts';
import { demoMembership } from './demo-lookups.ts';
import { seedDemoMoney } from './demo-money-seed.ts';
import { seedDemoBusiness } from './demo-seed.ts';
import { seedDemoTracking } from './demo-tracking-seed.ts';

// The demo's trackable trip (docs/decisions/0060-live-tracking.md): Erin Expert's Confirmed in-home
// sessions with Maya today and tomorrow, at a point on the map, once.

describe.each(testDatabaseKinds())('demo tracking seed on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(() => database.close());

  it('gives Erin two Confirmed in-home sessions with Maya today and two tomorrow, with a destination, once', async () => {
    const db = database.db;
    await seedDemoBusiness(db);
    await seedDemoMoney(db, createFieldCipher(randomBytes(32)));
    await seedDemoBooking(db);
    expect(await seedDemoTracking(db)).toBe(true);
    expect(await seedDemoTracking(db)).toBe(false);
    const [business] = await db.query.businesses.findMany({
      where: (table, { eq: is }) => is(table.slug, 'demo-fitness-studio'),
    });
    const businessId = business?.id ?? '';
    const erin = await demoMembership(db, businessId, 'expert@demo.test');
    const maya = await demoMembership(db, businessId, 'member@demo.test');
    const trips = await db
      .select()
      .from(services)
      .where(
        and(
          eq(services.expertId, erin.membershipId),
          eq(services.customerId, maya.membershipId),
          eq(services.place, 'home'),
          eq(services.status, 'Confirmed'),
        ),
      );
    const zone = business?.timeZone ?? 'UTC';
    const today = toZonedParts(clock.now(), zone).date;
    const dayOf = (row: { startsAt: Date }) => toZonedParts(row.startsAt, zone).date;
    expect(trips.filter((row) => dayOf(row) === today)).toHaveLength(2);
    expect(trips.filter((row) => dayOf(row) === addDays(today, 1))).toHaveLength(2);
    expect(trips).toHaveLength(4);
    for (const trip of trips) {
      expect(trip.latitude).toEqual(expect.any(Number));
      expect(trip.longitude).toEqual(expect.any(Number));
      expect(trip.address).toBeTruthy();
    }
  });
});
