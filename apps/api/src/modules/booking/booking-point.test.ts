import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildStudio,
  jsonCallOf,
  ONBOARDING_PROFILE,
  type Person,
  type Studio,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { services } from '../../db/schema/index.ts';

// Decision 0060, "Points on the map": an in-home session's address has a point, the trip's
// destination: the one the booking gives, else the customer's profile point when the address is
// their profile's, else none. Studio and video sessions have none. A bad point books nothing.

const HOME = { latitude: 34.0983, longitude: -118.3267 };
const ELSEWHERE = { latitude: 34.0259, longitude: -118.7798 };

describe.each(testDatabaseKinds())("an in-home session's point on %s", (kind) => {
  let t: TestApp;
  let studio: Studio;
  let member: Person;
  let expert: Person;
  const call = jsonCallOf(() => t.app);
  let day = 3;
  /** A new bookable start each time: the member never overlaps their own sessions. */
  const nextStart = () => at(daysAhead(day++), '10:00');

  const bookHome = (extra: Record<string, unknown>) =>
    call(member.cookie, 'POST', '/api/me/services', {
      offeringId: studio.homeOfferingId,
      expertId: expert.membershipId,
      startsAt: nextStart(),
      ...extra,
    });
  const storedPoint = async (id: string) => {
    const [row] = await t.database.db
      .select({ latitude: services.latitude, longitude: services.longitude })
      .from(services)
      .where(and(eq(services.businessId, studio.businessId), eq(services.id, id)));
    return row;
  };
  const sessionCount = async () =>
    (
      await t.database.db
        .select({ n: count() })
        .from(services)
        .where(eq(services.businessId, studio.businessId))
    )[0]?.n;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { experts: 1, customers: 1, credits: 20 });
    member = studio.customers[0] as Person;
    expert = studio.experts[0] as Person;
    // The member's profile address (1200 Sunset Blvd) is on the map.
    const profile = await call(member.cookie, 'PUT', '/api/members/me/profile', {
      ...ONBOARDING_PROFILE,
      sports: [],
      goals: [],
      languages: ['English'],
      ...HOME,
    });
    if (profile.status !== 200) throw new Error(JSON.stringify(profile.body));
  });
  afterAll(() => t.close());

  it('stores the point the booking gives and answers it with the session', async () => {
    const booked = await bookHome({ address: '77 Ocean View Dr', point: ELSEWHERE });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.point).toEqual(ELSEWHERE);
    expect(await storedPoint(booked.body.id)).toEqual(ELSEWHERE);
    const read = await call(member.cookie, 'GET', `/api/me/services/${booked.body.id}`);
    expect(read.body.point).toEqual(ELSEWHERE);
    const staffRead = await call(studio.admin.cookie, 'GET', `/api/services/${booked.body.id}`);
    expect(staffRead.body.point).toEqual(ELSEWHERE);
  });

  it("copies the profile's point when the address is the profile's, and only then", async () => {
    // The same address, typed with other capitals and spaces.
    const same = await bookHome({ address: '  1200  sunset blvd. ' });
    expect(same.status).toBe(201);
    expect(same.body.point).toEqual(HOME);
    expect(await storedPoint(same.body.id)).toEqual(HOME);

    const other = await bookHome({ address: '9 Elsewhere Lane' });
    expect(other.status).toBe(201);
    expect(other.body.point).toBeNull();

    // An explicit null means "no point", whatever the profile says.
    const none = await bookHome({ address: '1200 Sunset Blvd', point: null });
    expect(none.status).toBe(201);
    expect(none.body.point).toBeNull();
  });

  it('lets staff book an in-home session with a point for a customer', async () => {
    const booked = await call(studio.admin.cookie, 'POST', '/api/services', {
      customerId: member.membershipId,
      offeringId: studio.homeOfferingId,
      expertId: expert.membershipId,
      startsAt: nextStart(),
      address: '500 Mountain Rd',
      point: { latitude: -33.8688, longitude: 151.2093 },
    });
    expect(booked.status).toBe(201);
    expect(await storedPoint(booked.body.id)).toEqual({ latitude: -33.8688, longitude: 151.2093 });
  });

  it('keeps no point on a studio session, even one given', async () => {
    const booked = await call(member.cookie, 'POST', '/api/me/services', {
      offeringId: studio.studioOfferingId,
      expertId: expert.membershipId,
      startsAt: nextStart(),
      point: ELSEWHERE,
    });
    expect(booked.status).toBe(201);
    expect(booked.body.point).toBeNull();
    expect(await storedPoint(booked.body.id)).toEqual({ latitude: null, longitude: null });
  });

  it('refuses a point out of range or half of one on its field, and books nothing', async () => {
    const before = await sessionCount();
    const outOfRange = await bookHome({ address: '1 Main St', point: { latitude: 95, longitude: -118 } });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.errors).toEqual({ 'point.latitude': ['A latitude is between -90 and 90.'] });

    const tooFarEast = await bookHome({ address: '1 Main St', point: { latitude: 34, longitude: 180.5 } });
    expect(tooFarEast.status).toBe(400);
    expect(tooFarEast.body.errors).toEqual({ 'point.longitude': ['A longitude is between -180 and 180.'] });

    const half = await bookHome({ address: '1 Main St', point: { latitude: 34 } });
    expect(half.status).toBe(400);
    expect(half.body.errors).toEqual({ 'point.longitude': ['Enter a longitude.'] });

    const extra = await bookHome({ address: '1 Main St', point: { ...HOME, accuracy: 5 } });
    expect(extra.status).toBe(400);
    expect(await sessionCount()).toBe(before);
  });
});
