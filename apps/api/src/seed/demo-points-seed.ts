import { en, en_US, Faker } from '@faker-js/faker';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  locations,
  memberProfiles,
  memberships,
  seedRuns,
  staffProfiles,
  users,
} from '../db/schema/index.ts';
import { demoStudioToSeed } from './demo-lookups.ts';

// Points on the map in the demo (docs/decisions/0060-live-tracking.md, "Points on the map"): every
// onboarded customer's address and every expert's home base get a point in Los Angeles (within 15 km
// of downtown), and the studio's locations their own; drawn from a fixed seed, so the same on every
// machine. Maya's address and Erin's home base are fixed, a few kilometres apart, for the demo's trip.
// Only what has no point yet is filled in. Once (decision 0006's seed_runs).

const SEED_NAME = 'demo-points';
const FAKER_SEED = 20_261_127;

type Point = { latitude: number; longitude: number };

/** Downtown Los Angeles (City Hall): the demo's people live and work around it. */
export const DEMO_CENTER: Point = { latitude: 34.0522, longitude: -118.2437 };
/** How far from the centre the drawn points fall, at most. */
export const DEMO_RADIUS_METERS = 15_000;

/** The demo accounts' own places: an address and its point. */
const FIXED: Record<string, { address: string; point: Point }> = {
  // Maya (member@demo.test): her profile's address, in Echo Park.
  'member@demo.test': {
    address: '1200 Sunset Blvd, Apt 4',
    point: { latitude: 34.0694, longitude: -118.2496 },
  },
  // Erin (expert@demo.test): her home base in Atwater Village, about 5 km from Maya.
  'expert@demo.test': {
    address: '3150 Glendale Blvd, Los Angeles, CA 90039',
    point: { latitude: 34.1132, longitude: -118.2611 },
  },
};

/** The studio's locations by code, where they really are. */
const LOCATION_POINTS: Record<string, Point> = {
  'california.losAngeles': { latitude: 34.0479, longitude: -118.2566 },
  'california.santaMonica': { latitude: 34.0161, longitude: -118.4962 },
};

const METERS_PER_DEGREE = 111_320;
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** A point drawn evenly over the disc of `radius` metres around `center`. */
function pointNear(faker: Faker, center: Point, radius: number): Point {
  const distance = radius * Math.sqrt(faker.number.float({ min: 0, max: 1 }));
  const bearing = faker.number.float({ min: 0, max: 2 * Math.PI });
  const north = (distance * Math.cos(bearing)) / METERS_PER_DEGREE;
  const east =
    (distance * Math.sin(bearing)) / (METERS_PER_DEGREE * Math.cos((center.latitude * Math.PI) / 180));
  return { latitude: round(center.latitude + north), longitude: round(center.longitude + east) };
}

export async function seedDemoPoints(db: Database): Promise<boolean> {
  const studio = await demoStudioToSeed(db, SEED_NAME);
  if (!studio) return false;
  const { businessId } = studio;
  const faker = new Faker({ locale: [en_US, en] });
  faker.seed(FAKER_SEED);
  const drawn = () => ({
    address: `${faker.location.streetAddress()}, Los Angeles, CA`,
    point: pointNear(faker, DEMO_CENTER, DEMO_RADIUS_METERS),
  });

  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;

    // Customers who finished onboarding, in a fixed order (by email); one still onboarding keeps an
    // empty profile (their first step asks for the address).
    const customers = await tx
      .select({
        membershipId: memberships.id,
        email: users.email,
        onboardedAt: memberships.onboardedAt,
        profileAddress: memberProfiles.address,
        profileCity: memberProfiles.city,
        profileLatitude: memberProfiles.latitude,
        hasProfile: memberProfiles.membershipId,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(
        memberProfiles,
        and(
          eq(memberProfiles.businessId, memberships.businessId),
          eq(memberProfiles.membershipId, memberships.id),
        ),
      )
      .where(and(eq(memberships.businessId, businessId), eq(memberships.role, 'customer')))
      .orderBy(asc(users.email));
    for (const customer of customers) {
      // Drawn for everyone, used or not, so one person's data never shifts another's.
      const place = FIXED[customer.email] ?? drawn();
      if (customer.onboardedAt === null || customer.profileLatitude !== null) continue;
      const address = customer.profileAddress ?? place.address;
      const point = place.point;
      if (customer.hasProfile === null) {
        await tx.insert(memberProfiles).values({
          businessId,
          membershipId: customer.membershipId,
          nextStep: 'done',
          address,
          city: 'Los Angeles, California',
          ...point,
        });
      } else {
        await tx
          .update(memberProfiles)
          .set({ address, city: customer.profileCity ?? 'Los Angeles, California', ...point })
          .where(
            and(
              eq(memberProfiles.businessId, businessId),
              eq(memberProfiles.membershipId, customer.membershipId),
            ),
          );
      }
    }

    // Every expert's home base.
    const experts = await tx
      .select({ membershipId: memberships.id, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.businessId, businessId), eq(memberships.role, 'expert')))
      .orderBy(asc(users.email));
    for (const expert of experts) {
      const place = FIXED[expert.email] ?? drawn();
      const homeBase = {
        homeBaseAddress: place.address,
        homeBaseLatitude: place.point.latitude,
        homeBaseLongitude: place.point.longitude,
      };
      await tx
        .insert(staffProfiles)
        .values({ businessId, membershipId: expert.membershipId, ...homeBase })
        .onConflictDoNothing();
      await tx
        .update(staffProfiles)
        .set(homeBase)
        .where(
          and(
            eq(staffProfiles.businessId, businessId),
            eq(staffProfiles.membershipId, expert.membershipId),
            isNull(staffProfiles.homeBaseLatitude),
          ),
        );
    }

    // The studio's locations.
    const places = await tx
      .select({ id: locations.id, code: locations.code, latitude: locations.latitude })
      .from(locations)
      .where(eq(locations.businessId, businessId))
      .orderBy(asc(locations.code));
    for (const place of places) {
      const point = LOCATION_POINTS[place.code] ?? pointNear(faker, DEMO_CENTER, DEMO_RADIUS_METERS);
      if (place.latitude !== null) continue;
      await tx
        .update(locations)
        .set(point)
        .where(and(eq(locations.businessId, businessId), eq(locations.id, place.id)));
    }
    return true;
  });
}
