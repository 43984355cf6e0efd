import { addDays, toZonedParts, zonedTimeToUtc } from '@bmp/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { memberProfiles, offeringExperts, offerings, seedRuns, services } from '../db/schema/index.ts';
import * as clock from '../lib/clock.ts';
import { demoMembership, demoStudioToSeed } from './demo-lookups.ts';
import { sessionOfOffering } from './demo-session-rows.ts';

// Live tracking in the demo (docs/decisions/0060-live-tracking.md): Erin Expert has two Confirmed
// in-home sessions with Maya (member@demo.test) today, so "Start the trip" can be tried at once, and
// tried again (a trip ends Arrived, and no session can be booked for today: bookings are 2 to 32 days
// ahead; the browser test drives one and its retry the other). They start at the next free half hours
// of the day (or the day's first free ones once the studio's day is over). Tomorrow gets two more.

const SEED_NAME = 'demo-tracking';
const TRIPS = 2;
/** Maya's door, when her profile has no point: a street in Silver Lake, Los Angeles. */
const FALLBACK_POINT = { latitude: 34.0869, longitude: -118.2702 };
const FALLBACK_ADDRESS = '2400 Silver Lake Blvd, Los Angeles, CA 90039';

export async function seedDemoTracking(db: Database): Promise<boolean> {
  const studio = await demoStudioToSeed(db, SEED_NAME);
  if (!studio) return false;
  const { businessId, timeZone } = studio;
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    const erin = await demoMembership(tx, businessId, 'expert@demo.test');
    const maya = await demoMembership(tx, businessId, 'member@demo.test');
    const listed = sql`select ${offeringExperts.expertId} from ${offeringExperts}
      where ${offeringExperts.businessId} = ${businessId} and ${offeringExperts.offeringId} = ${offerings.id}`;
    const [offering] = await tx
      .select()
      .from(offerings)
      .where(
        and(
          eq(offerings.businessId, businessId),
          eq(offerings.place, 'home'),
          eq(offerings.active, true),
          sql`(${erin.membershipId} in (${listed}) or not exists (${listed}))`,
        ),
      )
      .orderBy(asc(offerings.name))
      .limit(1);
    if (!offering) return true;
    const [profile] = await tx
      .select({
        address: memberProfiles.address,
        latitude: memberProfiles.latitude,
        longitude: memberProfiles.longitude,
      })
      .from(memberProfiles)
      .where(eq(memberProfiles.membershipId, maya.membershipId));
    const point =
      profile?.latitude != null && profile.longitude != null
        ? { latitude: profile.latitude, longitude: profile.longitude }
        : FALLBACK_POINT;
    const now = clock.now();
    const today = toZonedParts(now, timeZone).date;
    // 07:00 to 17:30, every half hour: an in-home session (and its travel) within the studio's day.
    const hours = Array.from(
      { length: 22 },
      (_, index) => `${String(7 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
    );
    const buffer = offering.travelBufferMinutes;
    // Today's and tomorrow's: a demo (or a browser run) that passes the studio's midnight still has
    // trips for its new "today".
    for (const day of [today, addDays(today, 1)]) {
      const later = hours.filter((time) => (zonedTimeToUtc(day, time, timeZone) ?? now) > now);
      // The next times first, then the day's earlier ones: whichever Erin and Maya are both free at.
      let seeded = 0;
      for (const time of [...later, ...hours.filter((time) => !later.includes(time))]) {
        if (seeded === TRIPS) break;
        const startsAt = zonedTimeToUtc(day, time, timeZone);
        if (!startsAt || day !== toZonedParts(startsAt, timeZone).date) continue;
        const endsAt = new Date(startsAt.getTime() + offering.durationMinutes * 60_000);
        try {
          await tx.transaction(async (attempt) => {
            await attempt.insert(services).values({
              businessId,
              ...sessionOfOffering(offering, startsAt, endsAt),
              credits: 0,
              creditKind: null,
              travelBufferMinutes: buffer,
              expertBusyFrom: new Date(startsAt.getTime() - buffer * 60_000),
              expertBusyUntil: new Date(endsAt.getTime() + buffer * 60_000),
              expertId: erin.membershipId,
              customerId: maya.membershipId,
              status: 'Confirmed',
              address: profile?.address ?? FALLBACK_ADDRESS,
              ...point,
              notes: 'Demo: start the trip from this session to share your position on the way.',
            });
          });
          seeded += 1;
        } catch {
          // Taken by another of their sessions (or by the first trip): the next time.
        }
      }
    }
    return true;
  });
}
