import { randomUUID } from 'node:crypto';
import {
  addDays,
  SERVICE_TYPE_DEFAULTS,
  SERVICE_TYPES,
  type ServiceCategory,
  type ServiceType,
  toZonedParts,
  zonedTimeToUtc,
} from '@bmp/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { expertWeeklyHours, offerings, seedRuns, serviceHistory, services } from '../db/schema/index.ts';
import * as clock from '../lib/clock.ts';
import type { Viewer } from '../lib/viewer.ts';
import { bookService, findDefaultLocation, transitionService } from '../modules/booking/index.ts';
import { grantCredits, hold, spend } from '../modules/credits/index.ts';
import { demoMembership, demoStudioToSeed } from './demo-lookups.ts';
import { sessionOfOffering } from './demo-session-rows.ts';

const SEED_NAME = 'demo-booking';

/** Offering names per type (PRODUCT.md "Demo business": offerings for all 14 service types). */
const OFFERING_NAMES: Record<ServiceType, string> = {
  Assessment: 'Fitness Assessment',
  Training: 'Personal Training at Home',
  Duo: 'Duo Training',
  Family: 'Family Fitness at Home',
  Youth: 'Youth Athletic Training',
  Nutrition: 'Nutrition Coaching',
  Recovery: 'Recovery Session',
  Massage: 'Sports Massage at Home',
  Boxing: 'Boxing Fundamentals',
  'Group Coaching': 'Group Coaching',
  'Studio Training': 'Studio Training',
  'Studio Boxing': 'Studio Boxing',
  'Virtual Training': 'Virtual Training',
  'Virtual Nutrition': 'Virtual Nutrition Check-in',
};

/** Credits pay by kind; studio and virtual variants use the kind members buy for them. */
const CREDIT_KIND: Partial<Record<ServiceType, ServiceCategory>> = {
  'Studio Boxing': 'boxing',
  'Virtual Training': 'training',
  'Virtual Nutrition': 'nutrition',
};

export const DEMO_OFFERINGS = SERVICE_TYPES.map((serviceType) => {
  const defaults = SERVICE_TYPE_DEFAULTS[serviceType];
  return {
    name: OFFERING_NAMES[serviceType],
    serviceType,
    category: defaults.category,
    place: defaults.place,
    durationMinutes: defaults.durationMinutes,
    creditKind: CREDIT_KIND[serviceType] ?? defaults.category,
    creditsNeeded: 1,
    participantsMin: serviceType === 'Duo' ? 2 : 1,
    participantsMax: defaults.participantsMax,
    travelBufferMinutes: defaults.place === 'home' ? 30 : 0,
    description: `${OFFERING_NAMES[serviceType]} with one of our experts.`,
  };
});

/**
 * Adds the demo studio's booking data once (decision 0006's seed_runs): offerings for all 14 service
 * types, the demo expert's weekly hours (the studio's 07:00-19:00 every day) and member@demo.test's
 * sessions in every status: two completed in the past (one reviewed), and upcoming ones Requested,
 * Confirmed, Rescheduled and Canceled, booked and moved through the same services the API uses. The
 * member gets complimentary studio and recovery credits for them, so the balances of the money seed
 * stay as they were. Returns false when it already ran or there is no demo business.
 */
export async function seedDemoBooking(db: Database, now: Date = clock.now()): Promise<boolean> {
  const studio = await demoStudioToSeed(db, SEED_NAME);
  if (!studio) return false;
  const { businessId, timeZone } = studio;

  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;

    const member = await demoMembership(tx, businessId, 'member@demo.test');
    const expert = await demoMembership(tx, businessId, 'expert@demo.test');
    const offeringRows = await tx
      .insert(offerings)
      .values(DEMO_OFFERINGS.map((offering) => ({ ...offering, businessId })))
      .returning();
    const offeringNamed = (serviceType: ServiceType) => {
      const row = offeringRows.find((offering) => offering.serviceType === serviceType);
      if (!row) throw new Error(`demo offering ${serviceType} is missing`);
      return row;
    };
    await tx.insert(expertWeeklyHours).values(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        businessId,
        expertId: expert.membershipId,
        weekday,
        startTime: '07:00',
        endTime: '19:00',
      })),
    );
    for (const kind of ['studio', 'recovery'] as const) {
      await grantCredits(tx, businessId, {
        customerId: member.membershipId,
        kind,
        quantity: 10,
        source: { type: 'complimentary', id: `demo-booking-${kind}` },
      });
    }

    const today = toZonedParts(now, timeZone).date;
    const instant = (days: number, time: string) => {
      const value = zonedTimeToUtc(addDays(today, days), time, timeZone);
      if (!value) throw new Error(`demo session time ${time} does not exist`);
      return value;
    };
    const location = await findDefaultLocation(tx, businessId);

    // Past sessions cannot be booked (2 to 32 days ahead), so they are written as they happened.
    // `status` Confirmed: a session that happened but nobody has marked done yet (staff complete it
    // from /admin/services/complete/:id; the browser test of completing and reviewing uses it).
    const past = async (
      serviceType: ServiceType,
      days: number,
      review?: { stars: number; text: string },
      status: 'Completed' | 'Confirmed' = 'Completed',
    ) => {
      const done = status === 'Completed';
      const offering = offeringNamed(serviceType);
      const startsAt = instant(days, '10:00');
      const endsAt = new Date(startsAt.getTime() + offering.durationMinutes * 60_000);
      const completedAt = new Date(endsAt.getTime() + 5 * 60_000);
      const id = randomUUID();
      await tx.insert(services).values({
        id,
        businessId,
        ...sessionOfOffering(offering, startsAt, endsAt),
        expertId: expert.membershipId,
        customerId: member.membershipId,
        status,
        locationId: location?.id ?? null,
        notes: '',
        completionNotes: done ? 'Warm-up, strength circuit (3 rounds), mobility cool-down.' : null,
        completedAt: done ? completedAt : null,
        createdAt: new Date(startsAt.getTime() - 5 * 86_400_000),
        ...(review ? { reviewStars: review.stars, reviewText: review.text, reviewedAt: completedAt } : {}),
      });
      const holdId = await hold(tx, businessId, {
        customerId: member.membershipId,
        kind: offering.creditKind,
        quantity: offering.creditsNeeded,
        serviceId: id,
      });
      if (done) await spend(tx, businessId, holdId);
      await tx.update(services).set({ creditHoldId: holdId }).where(eq(services.id, id));
      const steps = [
        {
          fromStatus: null,
          toStatus: 'Requested' as const,
          actor: member.userId,
          role: 'customer',
          at: -5 * 86_400_000,
        },
        {
          fromStatus: 'Requested' as const,
          toStatus: 'Confirmed' as const,
          actor: expert.userId,
          role: 'expert',
          at: -4 * 86_400_000,
        },
        {
          fromStatus: 'Confirmed' as const,
          toStatus: 'Completed' as const,
          actor: expert.userId,
          role: 'expert',
          at: 0,
        },
      ];
      for (const step of done ? steps : steps.slice(0, 2)) {
        await tx.insert(serviceHistory).values({
          businessId,
          serviceId: id,
          fromStatus: step.fromStatus,
          toStatus: step.toStatus,
          actorUserId: step.actor,
          actorRole: step.role,
          startsAt,
          createdAt: step.at === 0 ? completedAt : new Date(startsAt.getTime() + step.at),
        });
      }
    };
    await past('Studio Training', -14, {
      stars: 5,
      text: 'Erin pushed me just enough. My squat feels great.',
    });
    await past('Recovery', -7);
    await past('Studio Training', -2, undefined, 'Confirmed');

    // Upcoming ones through the booking engine itself, late in the day (tests book earlier slots).
    const asMember: Viewer = {
      businessId,
      userId: member.userId,
      membershipId: member.membershipId,
      role: 'customer',
    };
    const asExpert: Viewer = {
      businessId,
      userId: expert.userId,
      membershipId: expert.membershipId,
      role: 'expert',
    };
    const expertScope = { kind: 'expert' as const, expertId: expert.membershipId };
    const book = async (serviceType: ServiceType, days: number, notes: string) =>
      bookService(
        tx,
        asMember,
        {
          customerId: member.membershipId,
          offeringId: offeringNamed(serviceType).id,
          expertId: expert.membershipId,
          startsAt: instant(days, '17:00').toISOString(),
          participants: [],
          notes,
          reminderMinutes: 30,
        },
        { now },
      );
    await book('Studio Training', 3, 'First time at the new studio.');
    const confirmed = await book('Studio Training', 4, '');
    await transitionService(tx, asExpert, expertScope, confirmed.id, { to: 'Confirmed' }, now);
    const moved = await book('Recovery', 5, 'Tight hamstrings after the half marathon.');
    await transitionService(
      tx,
      asMember,
      { kind: 'customer', customerId: member.membershipId },
      moved.id,
      { to: 'Rescheduled', startsAt: instant(6, '17:30').toISOString(), reason: 'Work meeting moved.' },
      now,
    );
    const canceled = await book('Studio Training', 8, '');
    await transitionService(
      tx,
      asMember,
      { kind: 'customer', customerId: member.membershipId },
      canceled.id,
      { to: 'Canceled', reason: 'Traveling that week.' },
      now,
    );
    return true;
  });
}
