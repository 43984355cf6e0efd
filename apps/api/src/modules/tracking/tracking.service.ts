import {
  addDays,
  type Coordinates,
  type DistanceQuery,
  type DistanceRanking,
  etaRange,
  haversineMeters,
  isStaffRole,
  MIN_SECONDS_BETWEEN_POINTS,
  type Point,
  type PositionInput,
  type Trip,
  toZonedParts,
  zonedTimeToUtc,
} from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { fieldProblem, HttpProblem, notFound } from '../../lib/problem.ts';
import type { Viewer } from '../../lib/viewer.ts';
import {
  findBusinessCalendar,
  listActiveExperts,
  listDeliveringExperts,
  overlapRefusal,
  searchSlots,
  transitionService,
} from '../booking/index.ts';
import { publishLiveEvent } from '../live/index.ts';
import {
  deletePositionEvents,
  findCustomerPlace,
  findExpertPoints,
  findOfferingFacts,
  findSessionFacts,
  findTrip,
  listTrips,
  listUpcomingHomeSessions,
  reassignExpert,
  savePosition,
  type TripRow,
} from './tracking.repository.ts';

// Live tracking (decision 0060). The rules of who may share and see a position are here; the steps
// (Confirmed → Tracking → Arrived) stay in the shared lifecycle, taken through the booking engine.

const pointOf = (latitude: number | null, longitude: number | null): Point | null =>
  latitude !== null && longitude !== null ? { latitude, longitude } : null;

const measure = (from: Point | null, to: Point | null) => {
  if (!from || !to) return { distanceMeters: null, eta: null };
  const distanceMeters = Math.round(haversineMeters(from, to));
  return { distanceMeters, eta: etaRange(distanceMeters) };
};

/** A trip as the API shows it; the position only while Tracking (it is purged at the end anyway). */
function toTrip(row: TripRow): Trip {
  const destination = pointOf(row.latitude, row.longitude);
  const position = row.status === 'Tracking' ? row.position : null;
  return {
    sessionId: row.id,
    status: row.status as Trip['status'],
    startsAt: row.startsAt.toISOString(),
    offeringName: row.offeringName,
    expert: { id: row.expertId, name: row.expertName },
    customer: { id: row.customerId, name: row.customerName },
    address: row.address,
    destination,
    position: position
      ? {
          latitude: position.latitude,
          longitude: position.longitude,
          accuracy: position.accuracy,
          recordedAt: position.recordedAt.toISOString(),
        }
      : null,
    ...measure(position, destination),
    geofenceMeters: row.geofenceMeters,
  };
}

/** Whether the viewer may see this session at all: staff, its expert, or (member area) its customer. */
function maySee(viewer: Viewer, row: TripRow, area: 'team' | 'member'): boolean {
  if (area === 'member') return row.customerId === viewer.membershipId;
  return isStaffRole(viewer.role) || row.expertId === viewer.membershipId;
}

export async function getTrip(db: Database, viewer: Viewer, sessionId: string, area: 'team' | 'member') {
  const row = await findTrip(db, viewer.businessId, sessionId);
  if (!row || !maySee(viewer, row, area)) throw notFound('session');
  if (row.place !== 'home') throw new HttpProblem(409, 'Conflict', 'Only in-home sessions are tracked.');
  return toTrip(row);
}

/** Today's trips in the studio's zone: staff see every expert's, an expert their own. */
export async function listTodaysTrips(db: Database, viewer: Viewer, now = clock.now()) {
  const calendar = await findBusinessCalendar(db, viewer.businessId);
  const today = toZonedParts(now, calendar.timeZone).date;
  const from = zonedTimeToUtc(today, '00:00', calendar.timeZone) ?? now;
  const to = zonedTimeToUtc(addDays(today, 1), '00:00', calendar.timeZone) ?? now;
  const rows = await listTrips(
    db,
    viewer.businessId,
    { from, to },
    isStaffRole(viewer.role) ? undefined : viewer.membershipId,
  );
  return { items: rows.map(toTrip), timeZone: calendar.timeZone };
}

/**
 * One point from the expert's browser. Refused unless the viewer is the session's assigned expert
 * and it is Tracking; more than one point a second is a 429. Inside the arrival geofence the session
 * becomes Arrived, which purges the position (db/sql/functions/live_event_session_changed.sql).
 */
export async function recordPosition(
  db: Database,
  viewer: Viewer,
  sessionId: string,
  input: PositionInput,
  now = clock.now(),
) {
  const row = await findTrip(db, viewer.businessId, sessionId);
  if (!row || !maySee(viewer, row, 'team')) throw notFound('session');
  if (row.expertId !== viewer.membershipId) {
    throw new HttpProblem(403, 'Forbidden', 'Only the assigned expert shares their position.');
  }
  if (row.status !== 'Tracking') {
    throw new HttpProblem(
      409,
      'Conflict',
      'The position is shared only while the trip is on its way (Tracking).',
    );
  }
  const position = { latitude: input.latitude, longitude: input.longitude };
  const destination = pointOf(row.latitude, row.longitude);
  const { distanceMeters, eta } = measure(position, destination);
  const kept = await db.transaction(async (tx) => {
    const saved = await savePosition(
      tx,
      {
        businessId: viewer.businessId,
        sessionId,
        expertId: viewer.membershipId,
        ...position,
        accuracy: input.accuracy ?? null,
        recordedAt: now,
      },
      MIN_SECONDS_BETWEEN_POINTS * 1000,
    );
    if (!saved) return false;
    await deletePositionEvents(tx, viewer.businessId, sessionId);
    await publishLiveEvent(tx, {
      businessId: viewer.businessId,
      audience: ['staff', `m:${row.expertId}`, `m:${row.customerId}`],
      type: 'tracking.position',
      sessionId,
      payload: {
        sessionId,
        expertId: row.expertId,
        ...position,
        accuracy: input.accuracy ?? null,
        recordedAt: now.toISOString(),
        distanceMeters,
        eta,
      },
    });
    return true;
  });
  if (!kept) {
    throw new HttpProblem(
      429,
      'Too Many Requests',
      'Positions come at most once a second. Send the next one later.',
    );
  }
  // The exact distance, not the whole metres shown: 100.4 m is outside a 100 m geofence.
  if (destination !== null && haversineMeters(position, destination) <= row.geofenceMeters) {
    try {
      await transitionService(db, viewer, { kind: 'expert', expertId: viewer.membershipId }, sessionId, {
        to: 'Arrived',
      });
    } catch (error) {
      // A tap on "Arrived" a moment before: the session is where this point would have put it.
      if (!(error instanceof HttpProblem && error.status === 409)) throw error;
    }
    return { status: 'Arrived' as const, distanceMeters, eta: { minMinutes: 0, maxMinutes: 0 } };
  }
  return { status: 'Tracking' as const, distanceMeters, eta };
}

/**
 * /admin/services/distance: the experts who deliver the offering, nearest first, from their live
 * point while on a trip or else their home base, with their free starts that day.
 */
export async function rankExperts(
  db: Database,
  viewer: Viewer,
  query: DistanceQuery,
  now = clock.now(),
): Promise<DistanceRanking> {
  const { businessId } = viewer;
  const calendar = await findBusinessCalendar(db, businessId);
  let customerId = query.customerId;
  let offeringId = query.offeringId;
  let date = query.date ?? toZonedParts(now, calendar.timeZone).date;
  let target: { address: string | null; point: Coordinates | null } = { address: null, point: null };
  let excludeServiceId: string | undefined;
  if (query.serviceId) {
    const session = await findSessionFacts(db, businessId, query.serviceId);
    if (!session) throw notFound('session');
    if (session.place !== 'home') {
      throw fieldProblem(422, 'serviceId', 'Only in-home sessions are ranked by distance.');
    }
    customerId = session.customerId;
    offeringId = session.offeringId;
    date = query.date ?? toZonedParts(session.startsAt, calendar.timeZone).date;
    target = { address: session.address, point: pointOf(session.latitude, session.longitude) };
    excludeServiceId = session.id;
  }
  const customer = await findCustomerPlace(db, businessId, customerId ?? '');
  if (!customer) throw notFound('customer');
  if (!query.serviceId) {
    target = { address: customer.address, point: pointOf(customer.latitude, customer.longitude) };
  } else if (!target.point) {
    target.point = pointOf(customer.latitude, customer.longitude);
  }
  const offering = offeringId ? await findOfferingFacts(db, businessId, offeringId) : undefined;
  if (offeringId && !offering) throw fieldProblem(422, 'offeringId', 'Choose an offering of this studio.');
  if (offering && offering.place !== 'home') {
    throw fieldProblem(422, 'offeringId', 'Choose an in-home offering.');
  }
  const experts = offering
    ? await listDeliveringExperts(db, businessId, offering.id)
    : await listActiveExperts(db, businessId);
  const points = await findExpertPoints(
    db,
    businessId,
    experts.map((expert) => expert.id),
  );
  const slots = offering
    ? await searchSlots(db, {
        businessId,
        calendar,
        offering,
        expertIds: experts.map((expert) => expert.id),
        customerId: customer.id,
        dates: [date],
        now,
        ...(excludeServiceId ? { excludeServiceId } : {}),
      })
    : [];
  const ranked = experts.map((expert) => {
    const at = points.get(expert.id);
    const from = at?.live ? ('position' as const) : at?.home ? ('home' as const) : null;
    const point = at?.live ?? at?.home ?? null;
    return {
      expertId: expert.id,
      name: expert.name,
      from,
      point,
      ...measure(point, target.point),
      freeSlots: slots
        .filter((slot) => slot.expertIds.includes(expert.id))
        .map((slot) => slot.startsAt.toISOString()),
    };
  });
  // Nearest first; unknown distances last, by name.
  ranked.sort(
    (a, b) =>
      (a.distanceMeters ?? Number.POSITIVE_INFINITY) - (b.distanceMeters ?? Number.POSITIVE_INFINITY) ||
      a.name.localeCompare(b.name),
  );
  return {
    target: {
      customerId: customer.id,
      customerName: customer.name,
      serviceId: query.serviceId ?? null,
      address: target.address,
      point: target.point,
    },
    offering: offering ? { id: offering.id, name: offering.name } : null,
    date,
    timeZone: calendar.timeZone,
    experts: ranked,
  };
}

/** An expert's own distance to their upcoming in-home clients, from their live point or home base. */
export async function myClientDistances(db: Database, viewer: Viewer, now = clock.now()) {
  const calendar = await findBusinessCalendar(db, viewer.businessId);
  const rows = await listUpcomingHomeSessions(db, viewer.businessId, viewer.membershipId, now);
  const points = (await findExpertPoints(db, viewer.businessId, [viewer.membershipId])).get(
    viewer.membershipId,
  );
  const from = points?.live ? ('position' as const) : points?.home ? ('home' as const) : null;
  const start = points?.live ?? points?.home ?? null;
  return {
    items: rows.map((row) => {
      const point = pointOf(row.latitude, row.longitude);
      return {
        sessionId: row.id,
        startsAt: row.startsAt.toISOString(),
        status: row.status,
        offeringName: row.offeringName,
        customerName: row.customerName,
        address: row.address,
        point,
        from,
        ...measure(start, point),
      };
    }),
    timeZone: calendar.timeZone,
    homeBase: points?.home ?? null,
  };
}

/**
 * Staff give a requested or confirmed in-home session to another expert (from the distance page).
 * The expert must deliver the offering; the database refuses a clash with their other sessions.
 */
export async function assignExpert(
  db: Database,
  viewer: Viewer,
  sessionId: string,
  expertId: string,
  now = clock.now(),
) {
  const { businessId } = viewer;
  const session = await findSessionFacts(db, businessId, sessionId);
  if (!session) throw notFound('session');
  if (session.place !== 'home')
    throw new HttpProblem(409, 'Conflict', 'Only in-home sessions are assigned here.');
  if (!['Requested', 'Confirmed', 'Rescheduled'].includes(session.status)) {
    throw new HttpProblem(409, 'Conflict', `A ${session.status} session cannot be given to another expert.`);
  }
  if (session.startsAt <= now) {
    throw new HttpProblem(409, 'Conflict', 'A session that has started cannot be given to another expert.');
  }
  const [expert] = await listDeliveringExperts(db, businessId, session.offeringId, expertId);
  if (!expert) throw fieldProblem(422, 'expertId', 'This expert does not deliver this offering.');
  if (expert.id === session.expertId) return;
  try {
    if (!(await reassignExpert(db, businessId, session, expert.id, now))) {
      throw new HttpProblem(
        409,
        'Conflict',
        'This session was changed a moment ago. Reload it and try again.',
      );
    }
  } catch (error) {
    if (overlapRefusal(error)) {
      throw fieldProblem(409, 'expertId', `${expert.name} has another session at that time.`);
    }
    throw error;
  }
}
