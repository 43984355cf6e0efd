import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  businesses,
  liveEvents,
  memberProfiles,
  memberships,
  offerings,
  services,
  staffProfiles,
  tripPositions,
  users,
} from '../../db/schema/index.ts';
import { tenantRowsIn } from '../../db/scope.ts';

// Live tracking's reads and writes (decision 0060): a trip is an in-home session with its expert's
// latest point (trip_positions, one row, only while Tracking) and its destination (the session's point).

const expertMembership = alias(memberships, 'expert_membership');
const expertUser = alias(users, 'expert_user');
const customerMembership = alias(memberships, 'customer_membership');
const customerUser = alias(users, 'customer_user');

export type TripRow = {
  id: string;
  status: string;
  place: string;
  startsAt: Date;
  offeringName: string;
  expertId: string;
  expertName: string;
  customerId: string;
  customerName: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  geofenceMeters: number;
  position: { latitude: number; longitude: number; accuracy: number | null; recordedAt: Date } | null;
};

function tripQuery(db: Database) {
  return db
    .select({
      id: services.id,
      status: services.status,
      place: services.place,
      startsAt: services.startsAt,
      offeringName: services.offeringName,
      expertId: services.expertId,
      expertName: expertUser.fullName,
      customerId: services.customerId,
      customerName: customerUser.fullName,
      address: services.address,
      latitude: services.latitude,
      longitude: services.longitude,
      geofenceMeters: businesses.arrivalGeofenceMeters,
      positionLatitude: tripPositions.latitude,
      positionLongitude: tripPositions.longitude,
      positionAccuracy: tripPositions.accuracy,
      positionRecordedAt: tripPositions.recordedAt,
    })
    .from(services)
    .innerJoin(businesses, eq(businesses.id, services.businessId))
    .innerJoin(expertMembership, eq(expertMembership.id, services.expertId))
    .innerJoin(expertUser, eq(expertUser.id, expertMembership.userId))
    .innerJoin(customerMembership, eq(customerMembership.id, services.customerId))
    .innerJoin(customerUser, eq(customerUser.id, customerMembership.userId))
    .leftJoin(
      tripPositions,
      and(eq(tripPositions.businessId, services.businessId), eq(tripPositions.sessionId, services.id)),
    );
}

type TripQueryRow = Awaited<ReturnType<ReturnType<typeof tripQuery>['where']>>[number];

const toTripRow = ({
  positionLatitude,
  positionLongitude,
  positionAccuracy,
  positionRecordedAt,
  ...row
}: TripQueryRow): TripRow => ({
  ...row,
  position:
    positionLatitude !== null && positionLongitude !== null && positionRecordedAt !== null
      ? {
          latitude: positionLatitude,
          longitude: positionLongitude,
          accuracy: positionAccuracy,
          recordedAt: positionRecordedAt,
        }
      : null,
});

/** One session as a trip, in the viewer's business (undefined: not there). */
export async function findTrip(db: Database, businessId: string, sessionId: string) {
  const [row] = await tripQuery(db).where(
    and(eq(services.businessId, businessId), eq(services.id, sessionId)),
  );
  return row ? toTripRow(row) : undefined;
}

/** In-home sessions starting in [from, to) that are Confirmed, Tracking or Arrived; one expert's or all. */
export async function listTrips(
  db: Database,
  businessId: string,
  range: { from: Date; to: Date },
  expertId?: string,
): Promise<TripRow[]> {
  const rows = await tripQuery(db)
    .where(
      and(
        eq(services.businessId, businessId),
        eq(services.place, 'home'),
        inArray(services.status, ['Confirmed', 'Tracking', 'Arrived']),
        gte(services.startsAt, range.from),
        lt(services.startsAt, range.to),
        expertId ? eq(services.expertId, expertId) : undefined,
      ),
    )
    .orderBy(asc(services.startsAt), asc(services.id));
  return rows.map(toTripRow);
}

/** An expert's in-home sessions from `from` on that are still ahead of them (Requested to Arrived). */
export async function listUpcomingHomeSessions(
  db: Database,
  businessId: string,
  expertId: string,
  from: Date,
) {
  const rows = await tripQuery(db)
    .where(
      and(
        eq(services.businessId, businessId),
        eq(services.expertId, expertId),
        eq(services.place, 'home'),
        inArray(services.status, ['Requested', 'Confirmed', 'Rescheduled', 'Tracking', 'Arrived']),
        gte(services.endsAt, from),
      ),
    )
    .orderBy(asc(services.startsAt), asc(services.id))
    .limit(50);
  return rows.map(toTripRow);
}

/**
 * Keeps `point` as the session's latest position, unless the last one is younger than `minGapMs`
 * (one point per second at most: a conditional upsert, so two at once cannot both pass). Answers
 * whether it was kept.
 */
export async function savePosition(
  db: Database,
  point: {
    businessId: string;
    sessionId: string;
    expertId: string;
    latitude: number;
    longitude: number;
    accuracy: number | null;
    recordedAt: Date;
  },
  minGapMs: number,
): Promise<boolean> {
  const since = new Date(point.recordedAt.getTime() - minGapMs);
  const kept = await db
    .insert(tripPositions)
    .values(point)
    .onConflictDoUpdate({
      target: tripPositions.sessionId,
      set: {
        latitude: point.latitude,
        longitude: point.longitude,
        accuracy: point.accuracy,
        recordedAt: point.recordedAt,
      },
      setWhere: sql`${tripPositions.recordedAt} <= ${since.toISOString()}`,
    })
    .returning({ sessionId: tripPositions.sessionId });
  return kept.length > 0;
}

/** The session's earlier position events: only the latest point is kept, for replay too. */
export async function deletePositionEvents(db: Database, businessId: string, sessionId: string) {
  await db
    .delete(liveEvents)
    .where(
      and(
        eq(liveEvents.businessId, businessId),
        eq(liveEvents.sessionId, sessionId),
        eq(liveEvents.type, 'tracking.position'),
      ),
    );
}

/** A customer's name and address point (their profile), in the business. */
export async function findCustomerPlace(db: Database, businessId: string, customerId: string) {
  const [row] = await db
    .select({
      id: memberships.id,
      name: users.fullName,
      address: memberProfiles.address,
      latitude: memberProfiles.latitude,
      longitude: memberProfiles.longitude,
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
    .where(
      and(
        eq(memberships.businessId, businessId),
        eq(memberships.id, customerId),
        eq(memberships.role, 'customer'),
      ),
    );
  return row;
}

/** Where each expert is: their home base, and their live point while one of their sessions is Tracking. */
export async function findExpertPoints(db: Database, businessId: string, expertIds: string[]) {
  if (expertIds.length === 0) return new Map<string, ExpertPoints>();
  const bases = await db
    .select({
      expertId: staffProfiles.membershipId,
      latitude: staffProfiles.homeBaseLatitude,
      longitude: staffProfiles.homeBaseLongitude,
    })
    .from(staffProfiles)
    .where(tenantRowsIn(staffProfiles, businessId, staffProfiles.membershipId, expertIds));
  const live = await db
    .select({
      expertId: tripPositions.expertId,
      latitude: tripPositions.latitude,
      longitude: tripPositions.longitude,
      recordedAt: tripPositions.recordedAt,
    })
    .from(tripPositions)
    .where(tenantRowsIn(tripPositions, businessId, tripPositions.expertId, expertIds))
    .orderBy(asc(tripPositions.recordedAt));
  const points = new Map<string, ExpertPoints>();
  for (const id of expertIds) points.set(id, { home: null, live: null });
  for (const base of bases) {
    const entry = points.get(base.expertId);
    if (entry && base.latitude !== null && base.longitude !== null) {
      entry.home = { latitude: base.latitude, longitude: base.longitude };
    }
  }
  // Ordered oldest first: an expert's latest point wins.
  for (const point of live) {
    const entry = points.get(point.expertId);
    if (entry) entry.live = { latitude: point.latitude, longitude: point.longitude };
  }
  return points;
}

export type ExpertPoints = {
  home: { latitude: number; longitude: number } | null;
  live: { latitude: number; longitude: number } | null;
};

/** An offering's facts the distance page needs (in-home or not, length, buffer). */
export async function findOfferingFacts(db: Database, businessId: string, offeringId: string) {
  const [row] = await db
    .select({
      id: offerings.id,
      name: offerings.name,
      place: offerings.place,
      active: offerings.active,
      durationMinutes: offerings.durationMinutes,
      travelBufferMinutes: offerings.travelBufferMinutes,
    })
    .from(offerings)
    .where(and(eq(offerings.businessId, businessId), eq(offerings.id, offeringId)));
  return row;
}

/** The session's own offering, for ranking experts who could take it instead. */
export async function findSessionFacts(db: Database, businessId: string, sessionId: string) {
  const [row] = await db
    .select({
      id: services.id,
      status: services.status,
      place: services.place,
      offeringId: services.offeringId,
      expertId: services.expertId,
      customerId: services.customerId,
      startsAt: services.startsAt,
      endsAt: services.endsAt,
      address: services.address,
      latitude: services.latitude,
      longitude: services.longitude,
      travelBufferMinutes: services.travelBufferMinutes,
    })
    .from(services)
    .where(and(eq(services.businessId, businessId), eq(services.id, sessionId)));
  return row;
}

/** Gives the session to another expert, only from the status read (a concurrent step makes it a 409). */
export async function reassignExpert(
  db: Database,
  businessId: string,
  session: { id: string; status: string },
  expertId: string,
  now: Date,
): Promise<boolean> {
  const changed = await db
    .update(services)
    .set({ expertId, updatedAt: now })
    .where(
      and(
        eq(services.businessId, businessId),
        eq(services.id, session.id),
        sql`${services.status} = ${session.status}`,
      ),
    )
    .returning({ id: services.id });
  return changed.length > 0;
}
