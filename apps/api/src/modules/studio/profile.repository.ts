import { WEEKDAYS } from '@bmp/shared';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { businesses, businessHours, memberships, offerings, services, users } from '../../db/schema/index.ts';
import { membershipLogin } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';

// The studio's business profile, hours, logo, its public page and its upcoming sessions (the
// profile page's figures). Every function takes the business first (STYLE.md 6).

// ---- Business profile -------------------------------------------------------------------------------

export async function findBusinessProfile(db: Database, businessId: string) {
  const [business] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      slug: businesses.slug,
      timeZone: businesses.timeZone,
      contactEmail: businesses.contactEmail,
      contactPhone: businesses.contactPhone,
      amenities: businesses.amenities,
      accessibility: businesses.accessibility,
      equipment: businesses.equipment,
      specialities: businesses.specialities,
      languages: businesses.languages,
      freeCancelHours: businesses.freeCancelHours,
      bookBeforePaying: businesses.bookBeforePaying,
      maxUnpaidPurchases: businesses.maxUnpaidPurchases,
      arrivalGeofenceMeters: businesses.arrivalGeofenceMeters,
      hasLogo: sql<boolean>`${businesses.logo} is not null`,
      logoVersion: businesses.logoVersion,
      brandColor: businesses.brandColor,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) return undefined;
  const hours = await db
    .select()
    .from(businessHours)
    .where(eq(businessHours.businessId, businessId))
    .orderBy(asc(businessHours.weekday));
  return { ...business, hours };
}

export type ProfileValues = {
  name: string;
  timeZone: string;
  contactEmail: string | null;
  contactPhone: string | null;
  amenities: string[];
  accessibility: string[];
  equipment: string[];
  specialities: string[];
  languages: string[];
  freeCancelHours: number;
  bookBeforePaying?: boolean | undefined;
  maxUnpaidPurchases?: number | undefined;
  arrivalGeofenceMeters?: number | undefined;
};

export type HoursRow = { weekday: number; opensAt: string | null; closesAt: string | null; closed: boolean };

/** Saves the profile and replaces the week's hours, in one transaction. */
export async function saveBusinessProfile(
  db: Database,
  businessId: string,
  values: ProfileValues,
  hours: HoursRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(businesses)
      .set({ ...values, updatedAt: clock.now() })
      .where(eq(businesses.id, businessId));
    await tx.delete(businessHours).where(eq(businessHours.businessId, businessId));
    await tx.insert(businessHours).values(hours.map((row) => ({ businessId, ...row })));
  });
}

export async function saveLogo(
  db: Database,
  businessId: string,
  logo: { bytes: Buffer; type: string } | null,
): Promise<void> {
  await db
    .update(businesses)
    .set({
      logo: logo?.bytes ?? null,
      logoType: logo?.type ?? null,
      logoVersion: sql`${businesses.logoVersion} + 1`,
    })
    .where(eq(businesses.id, businessId));
}

/** Sets the studio's primary colour ("#rrggbb", checked by the service), or with null removes it. */
export async function saveBrandColor(
  db: Database,
  businessId: string,
  brandColor: string | null,
): Promise<void> {
  await db.update(businesses).set({ brandColor }).where(eq(businesses.id, businessId));
}

export async function findLogo(db: Database, slug: string) {
  const [row] = await db
    .select({ logo: businesses.logo, logoType: businesses.logoType })
    .from(businesses)
    .where(eq(businesses.slug, slug));
  return row;
}

const OPEN_STATUSES = ['Requested', 'Confirmed', 'Rescheduled', 'Tracking', 'Arrived'] as const;

const expertUsers = alias(users, 'expert_users');
const expertMemberships = alias(memberships, 'expert_memberships');

/** The studio's sessions still ahead and not finished or canceled, soonest first. */
export async function listUpcomingSessions(db: Database, businessId: string, now: Date, expertId?: string) {
  return db
    .select({
      id: services.id,
      startsAt: services.startsAt,
      endsAt: services.endsAt,
      offeringName: services.offeringName,
      status: services.status,
      customerName: users.fullName,
      expertName: expertUsers.fullName,
    })
    .from(services)
    .innerJoin(memberships, eq(memberships.id, services.customerId))
    .innerJoin(users, membershipLogin)
    .innerJoin(expertMemberships, eq(expertMemberships.id, services.expertId))
    .innerJoin(expertUsers, eq(expertUsers.id, expertMemberships.userId))
    .where(
      and(
        eq(services.businessId, businessId),
        gt(services.endsAt, now),
        inArray(services.status, [...OPEN_STATUSES]),
        expertId ? eq(services.expertId, expertId) : undefined,
      ),
    )
    .orderBy(asc(services.startsAt))
    .limit(500);
}

// ---- Public studio page ----------------------------------------------------------------------------

export async function listPublicOfferings(db: Database, businessId: string) {
  return db
    .select({
      id: offerings.id,
      name: offerings.name,
      serviceType: offerings.serviceType,
      durationMinutes: offerings.durationMinutes,
      priceCents: offerings.priceCents,
      credits: offerings.creditsNeeded,
    })
    .from(offerings)
    .where(and(eq(offerings.businessId, businessId), eq(offerings.active, true)))
    .orderBy(asc(offerings.name));
}

export const weekdayNumber = (day: (typeof WEEKDAYS)[number]) => WEEKDAYS.indexOf(day) + 1;
