import { randomUUID } from 'node:crypto';
import { haversineMeters } from '@bmp/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, cookieFor, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import {
  businesses,
  liveEvents,
  memberProfiles,
  services,
  staffProfiles,
  tripPositions,
} from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';

// Live tracking's rules (decision 0060), on both databases: who may share a position and when, one
// point a second, only the latest kept, arrival by the geofence or by a tap purging it, who sees it.

// The client's door in Los Angeles, and points on the expert's way there.
const CLIENT = { latitude: 34.0522, longitude: -118.2437 };
const FAR = { latitude: 34.0722, longitude: -118.2437 }; // about 2.2 km north
const NEAR = { latitude: 34.0528, longitude: -118.2437 }; // about 67 m north
const ERIN_BASE = { latitude: 34.1022, longitude: -118.2437 }; // about 5.6 km
const SAM_BASE = { latitude: 34.0622, longitude: -118.2437 }; // about 1.1 km
/** A point `meters` north of `from` (a degree of latitude is about 111.2 km). */
const northOf = (from: typeof CLIENT, meters: number) => ({
  latitude: from.latitude + meters / 111_195,
  longitude: from.longitude,
});

describe.each(testDatabaseKinds())('live tracking on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let other: Studio;
  let erin: Person;
  let sam: Person;
  let maya: Person;
  let noah: Person;
  const api = apiOf(() => t.app);
  const date = daysAhead(4);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { credits: 10, customers: 2, experts: 2 });
    other = await buildStudio(t.database.db, { credits: 10, customers: 1, experts: 1 });
    [erin, sam] = studio.experts as [Person, Person];
    [maya, noah] = studio.customers as [Person, Person];
    clock.makeClockMovable();
    const db = t.database.db;
    for (const [expert, base] of [
      [erin, ERIN_BASE],
      [sam, SAM_BASE],
    ] as const) {
      await db.insert(staffProfiles).values({
        businessId: studio.businessId,
        membershipId: expert.membershipId,
        homeBaseAddress: 'Home base',
        homeBaseLatitude: base.latitude,
        homeBaseLongitude: base.longitude,
      });
    }
    await db
      .insert(memberProfiles)
      .values({
        businessId: studio.businessId,
        membershipId: maya.membershipId,
        address: '1 Main St',
        ...CLIENT,
      })
      .onConflictDoUpdate({ target: memberProfiles.membershipId, set: { address: '1 Main St', ...CLIENT } });
  });
  afterEach(() => clock.resetClock());
  afterAll(() => t.close());

  /** Moves the server clock to `time` on the session's day; answers `person`'s cookie signed in then. */
  const on = async (time: string, person: Person, business = studio) => {
    clock.freezeClock(new Date(at(date, time)));
    const { cookie: _old, ...who } = person;
    return cookieFor(t.database.db, business.businessId, who);
  };
  /** Maya's in-home massage with `expert` at `time` on the day, confirmed, going to CLIENT. */
  const homeSession = async (time: string, expert = erin, customer = maya) => {
    // Booked today (2 to 32 days ahead of the real clock), with the cookies made today.
    clock.resetClock();
    const booked = await api.post(customer.cookie, '/api/me/services', {
      offeringId: studio.homeOfferingId,
      expertId: expert.membershipId,
      startsAt: at(date, time),
      address: '1 Main St',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as string;
    await t.database.db.update(services).set(CLIENT).where(eq(services.id, id));
    const confirmed = await api.post(expert.cookie, `/api/services/${id}/transitions`, { to: 'Confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return id;
  };
  const step = (cookie: string, id: string, to: string, extra: object = {}) =>
    api.post(cookie, `/api/services/${id}/transitions`, { to, ...extra });
  const send = (cookie: string, id: string, point: object) =>
    api.post(cookie, `/api/services/${id}/position`, point);
  const storedPoints = (id: string) =>
    t.database.db.select().from(tripPositions).where(eq(tripPositions.sessionId, id));
  const positionEvents = (id: string) =>
    t.database.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.sessionId, id), eq(liveEvents.type, 'tracking.position')));
  const statusOf = async (id: string) =>
    (await t.database.db.select({ status: services.status }).from(services).where(eq(services.id, id)))[0]
      ?.status;

  it('takes points only from the assigned expert, only while Tracking, only in range, one a second', async () => {
    const id = await homeSession('10:00');
    const early = await on('08:30', erin);
    // Confirmed: not on the way yet.
    expect((await send(early, id, FAR)).statusCode).toBe(409);
    expect((await step(early, id, 'Tracking')).statusCode).toBe(200);

    const bad = await send(early, id, { latitude: 91, longitude: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('latitude');
    const half = await send(early, id, { latitude: 34 });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toHaveProperty('longitude');
    expect((await send(early, id, { ...FAR, accuracy: -1 })).statusCode).toBe(400);
    // Another expert of the studio does not see the session; staff see it but are not the traveller;
    // a member has no right to send; another studio's expert does not see it.
    expect((await send(await on('08:30', sam), id, FAR)).statusCode).toBe(404);
    expect((await send(await on('08:30', studio.admin), id, FAR)).statusCode).toBe(403);
    expect((await send(await on('08:30', maya), id, FAR)).statusCode).toBe(403);
    const outsider = other.experts[0] as Person;
    expect((await send(await on('08:30', outsider, other), id, FAR)).statusCode).toBe(404);
    expect(await storedPoints(id)).toEqual([]);

    const first = await send(early, id, { ...FAR, accuracy: 12 });
    expect(first.statusCode, first.body).toBe(200);
    const reply = first.json();
    expect(reply.status).toBe('Tracking');
    expect(reply.distanceMeters).toBeGreaterThan(2100);
    expect(reply.distanceMeters).toBeLessThan(2300);
    expect(reply.eta.minMinutes).toBeLessThan(reply.eta.maxMinutes);
    // A second point in the same second: throttled, and the first stays.
    const again = await send(early, id, NEAR);
    expect(again.statusCode).toBe(429);
    expect((await storedPoints(id)).map((row) => row.latitude)).toEqual([FAR.latitude]);
    // Ten seconds on: the new point replaces the old, in the table and among the events kept for replay.
    clock.advanceClock(10_000);
    const moved = { latitude: 34.0622, longitude: -118.2437 };
    expect((await send(early, id, moved)).statusCode).toBe(200);
    expect((await storedPoints(id)).map((row) => row.latitude)).toEqual([moved.latitude]);
    const events = await positionEvents(id);
    expect(events.map((event) => event.payload.latitude)).toEqual([moved.latitude]);
    // Its customer, its expert and the staff may hear it; Noah may not.
    expect(events[0]?.audience.sort()).toEqual(
      ['staff', `m:${erin.membershipId}`, `m:${maya.membershipId}`].sort(),
    );
  });

  it("shows the member their own expert's approach, and nobody else's", async () => {
    const id = await homeSession('12:00');
    const erinCookie = await on('11:00', erin);
    expect((await step(erinCookie, id, 'Tracking')).statusCode).toBe(200);
    expect((await send(erinCookie, id, FAR)).statusCode).toBe(200);
    const mine = await api.get(await on('11:00', maya), `/api/me/services/${id}/trip`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      status: 'Tracking',
      position: { latitude: FAR.latitude },
      destination: CLIENT,
    });
    expect(mine.json().eta.maxMinutes).toBeGreaterThan(mine.json().eta.minMinutes);
    expect((await api.get(await on('11:00', noah), `/api/me/services/${id}/trip`)).statusCode).toBe(404);
    const outsider = await on('11:00', other.principal, other);
    expect((await api.get(outsider, `/api/services/${id}/trip`)).statusCode).toBe(404);
    expect((await api.get(await on('11:00', sam), `/api/services/${id}/trip`)).statusCode).toBe(404);
    // Staff see every trip of the day; an expert only theirs.
    const staffList = await api.get(await on('11:00', studio.admin), '/api/tracking/trips');
    expect(staffList.json().items.map((trip: { sessionId: string }) => trip.sessionId)).toContain(id);
    const samList = await api.get(await on('11:00', sam), '/api/tracking/trips');
    expect(samList.json().items).toEqual([]);
    const erinList = await api.get(erinCookie, '/api/tracking/trips');
    expect(erinList.json().items.find((trip: { sessionId: string }) => trip.sessionId === id)).toMatchObject({
      status: 'Tracking',
      position: { latitude: FAR.latitude },
    });
  });

  it('arrives by itself inside the geofence, and the position goes with the trip', async () => {
    const id = await homeSession('14:00');
    const cookie = await on('13:00', erin);
    expect((await step(cookie, id, 'Tracking')).statusCode).toBe(200);
    expect((await send(cookie, id, FAR)).statusCode).toBe(200);
    clock.advanceClock(10_000);
    const there = await send(cookie, id, NEAR);
    expect(there.statusCode, there.body).toBe(200);
    expect(there.json().status).toBe('Arrived');
    expect(await statusOf(id)).toBe('Arrived');
    expect(await storedPoints(id)).toEqual([]);
    expect(await positionEvents(id)).toEqual([]);
    const trip = await api.get(await on('13:01', maya), `/api/me/services/${id}/trip`);
    expect(trip.json()).toMatchObject({ status: 'Arrived', position: null });
    // Arrived: no more points.
    clock.advanceClock(10_000);
    expect((await send(cookie, id, NEAR)).statusCode).toBe(409);
    expect(await storedPoints(id)).toEqual([]);
  });

  it('keeps going outside a smaller geofence the studio chose, and arrives by a tap', async () => {
    await t.database.db
      .update(businesses)
      .set({ arrivalGeofenceMeters: 50 })
      .where(eq(businesses.id, studio.businessId));
    try {
      const id = await homeSession('16:00');
      const cookie = await on('15:00', erin);
      expect((await step(cookie, id, 'Tracking')).statusCode).toBe(200);
      const near = await send(cookie, id, NEAR);
      expect(near.json().status).toBe('Tracking');
      expect(await storedPoints(id)).toHaveLength(1);
      expect((await step(cookie, id, 'Arrived')).statusCode).toBe(200);
      expect(await storedPoints(id)).toEqual([]);
      expect(await positionEvents(id)).toEqual([]);
    } finally {
      await t.database.db
        .update(businesses)
        .set({ arrivalGeofenceMeters: 100 })
        .where(eq(businesses.id, studio.businessId));
    }
  });

  it('lets only the staff cancel from Tracking, with a reason, and purges the position', async () => {
    const id = await homeSession('08:00');
    const cookie = await on('07:00', erin);
    expect((await step(cookie, id, 'Tracking')).statusCode).toBe(200);
    expect((await send(cookie, id, FAR)).statusCode).toBe(200);
    expect((await step(cookie, id, 'Canceled', { reason: 'Stuck in traffic' })).statusCode).toBe(403);
    expect((await step(await on('07:00', maya), id, 'Canceled')).statusCode).toBe(403);
    const admin = await on('07:00', studio.admin);
    const noReason = await step(admin, id, 'Canceled');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toHaveProperty('reason');
    expect(await storedPoints(id)).toHaveLength(1);
    expect((await step(admin, id, 'Canceled', { reason: 'The client called off.' })).statusCode).toBe(200);
    expect(await storedPoints(id)).toEqual([]);
    expect(await positionEvents(id)).toEqual([]);
  });

  it("ranks the experts by straight-line distance from their live point or home base, with that day's free starts", async () => {
    const admin = await on('06:00', studio.admin);
    const ranked = await api.get(
      admin,
      `/api/tracking/distance?customerId=${maya.membershipId}&offeringId=${studio.homeOfferingId}&date=${daysAhead(6)}`,
    );
    expect(ranked.statusCode, ranked.body).toBe(200);
    const body = ranked.json();
    expect(body.target).toMatchObject({ customerId: maya.membershipId, point: CLIENT });
    expect(body.experts.map((expert: { expertId: string }) => expert.expertId)).toEqual([
      sam.membershipId,
      erin.membershipId,
    ]);
    expect(body.experts[0]).toMatchObject({ from: 'home' });
    expect(body.experts[0].distanceMeters).toBeGreaterThan(1000);
    expect(body.experts[0].distanceMeters).toBeLessThan(1200);
    expect(body.experts[0].freeSlots.length).toBeGreaterThan(0);
    // Erin on a trip near the client is measured from where she is, and comes first.
    const id = await homeSession('18:00');
    const erinCookie = await on('17:00', erin);
    expect((await step(erinCookie, id, 'Tracking')).statusCode).toBe(200);
    const close = { latitude: 34.0532, longitude: -118.2437 }; // about 110 m, outside the geofence
    expect((await send(erinCookie, id, close)).json().status).toBe('Tracking');
    const now = await api.get(
      await on('17:00', studio.admin),
      `/api/tracking/distance?customerId=${maya.membershipId}&offeringId=${studio.homeOfferingId}`,
    );
    expect(now.json().experts[0]).toMatchObject({ expertId: erin.membershipId, from: 'position' });
    // The expert's own view: distance to their upcoming in-home clients.
    const mine = await api.get(erinCookie, '/api/tracking/my-clients');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().items.find((item: { sessionId: string }) => item.sessionId === id)).toMatchObject({
      from: 'position',
      point: CLIENT,
    });
  });

  it('refuses a ranking without a customer, for a studio offering, or for another studio', async () => {
    const admin = studio.admin.cookie;
    const none = await api.get(admin, '/api/tracking/distance');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toHaveProperty('customerId');
    const studioOffering = await api.get(
      admin,
      `/api/tracking/distance?customerId=${maya.membershipId}&offeringId=${studio.studioOfferingId}`,
    );
    expect(studioOffering.statusCode).toBe(422);
    expect(studioOffering.json().errors).toHaveProperty('offeringId');
    const theirs = await api.get(
      other.principal.cookie,
      `/api/tracking/distance?customerId=${maya.membershipId}`,
    );
    expect(theirs.statusCode).toBe(404);
    expect(
      (await api.get(erin.cookie, `/api/tracking/distance?customerId=${maya.membershipId}`)).statusCode,
    ).toBe(403);
    expect((await api.get(admin, `/api/tracking/distance?serviceId=${randomUUID()}`)).statusCode).toBe(404);
  });

  it('takes a point 1,000 ms after the last, not 999, and arrives at 99.9 m from the door, not 100.1 m', async () => {
    // Sam and Noah's own session: Erin and Maya are busy every other hour of the day.
    const id = await homeSession('13:00', sam, noah);
    const cookie = await on('12:00', sam);
    expect((await step(cookie, id, 'Tracking')).statusCode).toBe(200);
    const outside = northOf(CLIENT, 100.1);
    const inside = northOf(CLIENT, 99.9);
    expect(haversineMeters(outside, CLIENT)).toBeGreaterThan(100);
    expect(haversineMeters(inside, CLIENT)).toBeLessThan(100);

    const first = await send(cookie, id, outside);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe('Tracking');
    clock.advanceClock(999);
    expect((await send(cookie, id, inside)).statusCode).toBe(429);
    expect(await statusOf(id)).toBe('Tracking');
    clock.advanceClock(1);
    const there = await send(cookie, id, inside);
    expect(there.statusCode, there.body).toBe(200);
    expect(there.json().status).toBe('Arrived');
    expect(await statusOf(id)).toBe('Arrived');
  });

  it('gives a requested in-home session to another expert who is free, and refuses a clash', async () => {
    const booked = await api.post(noah.cookie, '/api/me/services', {
      offeringId: studio.homeOfferingId,
      expertId: erin.membershipId,
      startsAt: at(daysAhead(7), '10:00'),
      address: '2 Side St',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as string;
    const assign = (cookie: string, expertId: string) =>
      api.post(cookie, `/api/services/${id}/assign`, { expertId });
    expect((await assign(erin.cookie, sam.membershipId)).statusCode).toBe(403);
    expect((await assign(other.principal.cookie, sam.membershipId)).statusCode).toBe(404);
    expect((await assign(studio.admin.cookie, noah.membershipId)).statusCode).toBe(422);
    expect((await assign(studio.admin.cookie, sam.membershipId)).statusCode).toBe(204);
    const [row] = await t.database.db.select().from(services).where(eq(services.id, id));
    expect(row?.expertId).toBe(sam.membershipId);
    // Erin takes another session at that hour; Noah's cannot go back to her.
    const hers = await api.post(maya.cookie, '/api/me/services', {
      offeringId: studio.homeOfferingId,
      expertId: erin.membershipId,
      startsAt: at(daysAhead(7), '10:00'),
      address: '1 Main St',
    });
    expect(hers.statusCode, hers.body).toBe(201);
    const clash = await assign(studio.admin.cookie, erin.membershipId);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toHaveProperty('expertId');
    const [after] = await t.database.db.select().from(services).where(eq(services.id, id));
    expect(after?.expertId).toBe(sam.membershipId);
  });
});
