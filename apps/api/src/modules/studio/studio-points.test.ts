import { DEFAULT_BUSINESS_HOURS } from '@bmp/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudio, jsonCallOf, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { businesses, locations, staffProfiles } from '../../db/schema/index.ts';

// Decision 0060, "Points on the map", the studio's side: a location's point, an expert's home base
// (/admin/account) and the arrival geofence beside the free-cancel window. Each refused input names
// its field and changes nothing.

const SANTA_MONICA = { latitude: 34.0195, longitude: -118.4912 };
const HOME = { latitude: 34.0736, longitude: -118.4004 };

const profileInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sunrise Studio',
  timeZone: 'America/Los_Angeles',
  contactEmail: null,
  contactPhone: null,
  hours: DEFAULT_BUSINESS_HOURS,
  amenities: [],
  accessibility: [],
  equipment: [],
  specialities: [],
  languages: [],
  freeCancelHours: 24,
  ...overrides,
});

const staffProfileInput = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Erin Expert',
  phone: null,
  bio: 'Strength and mobility.',
  specialities: [],
  languages: ['English'],
  ...overrides,
});

describe.each(testDatabaseKinds())("the studio's points on the map on %s", (kind) => {
  let t: TestApp;
  let studio: Studio;
  let expert: Person;
  const call = jsonCallOf(() => t.app);
  const patch = async (cookie: string, url: string, payload: object) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie, 'x-requested-with': 'test' },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };

  const locationPoint = async (id: string) => {
    const [row] = await t.database.db
      .select({ latitude: locations.latitude, longitude: locations.longitude, display: locations.display })
      .from(locations)
      .where(and(eq(locations.businessId, studio.businessId), eq(locations.id, id)));
    return row;
  };
  const homeBaseColumns = async (membershipId: string) => {
    const [row] = await t.database.db
      .select({
        address: staffProfiles.homeBaseAddress,
        latitude: staffProfiles.homeBaseLatitude,
        longitude: staffProfiles.homeBaseLongitude,
      })
      .from(staffProfiles)
      .where(
        and(eq(staffProfiles.businessId, studio.businessId), eq(staffProfiles.membershipId, membershipId)),
      );
    return row;
  };
  const geofence = async () =>
    (
      await t.database.db
        .select({ meters: businesses.arrivalGeofenceMeters })
        .from(businesses)
        .where(eq(businesses.id, studio.businessId))
    )[0]?.meters;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { experts: 1, customers: 1 });
    expert = studio.experts[0] as Person;
  });
  afterAll(() => t.close());

  describe('locations', () => {
    it('adds a location with its point, moves it, clears it, and keeps it when a change leaves it out', async () => {
      const added = await call(studio.admin.cookie, 'POST', '/api/business/locations', {
        code: 'california.santaMonica',
        display: 'Santa Monica, California',
        state: 'California',
        address: '1400 Ocean Ave',
        ...SANTA_MONICA,
      });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject(SANTA_MONICA);
      const id = added.body.id as string;

      const listed = await call(studio.admin.cookie, 'GET', '/api/locations');
      expect(listed.body.items.find((item: { id: string }) => item.id === id)).toMatchObject(SANTA_MONICA);

      const moved = await patch(studio.admin.cookie, `/api/business/locations/${id}`, {
        latitude: 34.02,
        longitude: -118.49,
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ latitude: 34.02, longitude: -118.49, address: '1400 Ocean Ave' });

      const renamed = await patch(studio.admin.cookie, `/api/business/locations/${id}`, {
        display: 'SaMo, California',
      });
      expect(renamed.body).toMatchObject({
        display: 'SaMo, California',
        latitude: 34.02,
        longitude: -118.49,
      });

      const cleared = await patch(studio.admin.cookie, `/api/business/locations/${id}`, {
        latitude: null,
        longitude: null,
      });
      expect(cleared.body).toMatchObject({ latitude: null, longitude: null });
      // A location added without a point has none.
      const plain = await call(studio.admin.cookie, 'POST', '/api/business/locations', {
        code: 'california.venice',
        display: 'Venice, California',
        state: 'California',
      });
      expect(plain.body).toMatchObject({ latitude: null, longitude: null });
    });

    it('refuses a point out of range or half of one, on its field, and changes nothing', async () => {
      const tooFarNorth = await call(studio.admin.cookie, 'POST', '/api/business/locations', {
        code: 'california.malibu',
        display: 'Malibu, California',
        state: 'California',
        latitude: 90.01,
        longitude: -118.7,
      });
      expect(tooFarNorth.status).toBe(400);
      expect(tooFarNorth.body.errors).toEqual({ latitude: ['A latitude is between -90 and 90.'] });
      const half = await call(studio.admin.cookie, 'POST', '/api/business/locations', {
        code: 'california.malibu',
        display: 'Malibu, California',
        state: 'California',
        latitude: 34.03,
      });
      expect(half.status).toBe(400);
      expect(half.body.errors).toEqual({ longitude: ['Enter the longitude too, or clear both.'] });
      const all = await call(studio.admin.cookie, 'GET', '/api/business/locations');
      expect(all.body.items.map((item: { code: string }) => item.code)).not.toContain('california.malibu');

      const id = studio.locationId;
      const before = await locationPoint(id);
      const outOfRange = await patch(studio.admin.cookie, `/api/business/locations/${id}`, {
        display: 'Renamed',
        latitude: -91,
        longitude: 10,
      });
      expect(outOfRange.status).toBe(400);
      expect(outOfRange.body.errors).toEqual({ latitude: ['A latitude is between -90 and 90.'] });
      const halfPatch = await patch(studio.admin.cookie, `/api/business/locations/${id}`, {
        longitude: -118.2,
      });
      expect(halfPatch.status).toBe(400);
      expect(halfPatch.body.errors).toEqual({ latitude: ['Enter the latitude too, or clear both.'] });
      expect(await locationPoint(id)).toEqual(before);
    });
  });

  describe("an expert's home base", () => {
    it('saves it with the profile, keeps it when the profile leaves it out, and removes it with null', async () => {
      const saved = await call(expert.cookie, 'PUT', '/api/me/staff-profile', {
        ...staffProfileInput(),
        homeBase: { address: '  2000 Wilshire Blvd ', ...HOME },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.homeBase).toEqual({ address: '2000 Wilshire Blvd', ...HOME });

      const kept = await call(
        expert.cookie,
        'PUT',
        '/api/me/staff-profile',
        staffProfileInput({ bio: 'New bio.' }),
      );
      expect(kept.body).toMatchObject({
        bio: 'New bio.',
        homeBase: { address: '2000 Wilshire Blvd', ...HOME },
      });
      expect((await call(expert.cookie, 'GET', '/api/me/staff-profile')).body.homeBase).toEqual({
        address: '2000 Wilshire Blvd',
        ...HOME,
      });

      // An address without a point yet, then none at all.
      const wordsOnly = await call(expert.cookie, 'PUT', '/api/me/staff-profile', {
        ...staffProfileInput(),
        homeBase: { address: 'Near the pier', latitude: null, longitude: null },
      });
      expect(wordsOnly.body.homeBase).toEqual({ address: 'Near the pier', latitude: null, longitude: null });
      const removed = await call(expert.cookie, 'PUT', '/api/me/staff-profile', {
        ...staffProfileInput(),
        homeBase: null,
      });
      expect(removed.body.homeBase).toBeNull();
      expect(await homeBaseColumns(expert.membershipId)).toEqual({
        address: null,
        latitude: null,
        longitude: null,
      });
    });

    it('refuses a bad home base on its field and changes nothing', async () => {
      await call(expert.cookie, 'PUT', '/api/me/staff-profile', {
        ...staffProfileInput(),
        homeBase: { address: 'Home', ...HOME },
      });
      const outOfRange = await call(expert.cookie, 'PUT', '/api/me/staff-profile', {
        ...staffProfileInput({ bio: 'Changed' }),
        homeBase: { address: 'Home', latitude: 100, longitude: -118.4 },
      });
      expect(outOfRange.status).toBe(400);
      expect(outOfRange.body.errors).toEqual({ 'homeBase.latitude': ['A latitude is between -90 and 90.'] });
      const half = await call(expert.cookie, 'PUT', '/api/me/staff-profile', {
        ...staffProfileInput(),
        homeBase: { address: 'Home', latitude: 34.07, longitude: null },
      });
      expect(half.status).toBe(400);
      expect(half.body.errors).toEqual({ 'homeBase.longitude': ['Enter the longitude too, or clear both.'] });
      const missing = await call(expert.cookie, 'PUT', '/api/me/staff-profile', {
        ...staffProfileInput(),
        homeBase: { address: 'Home', latitude: 34.07 },
      });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.errors)).toEqual(['homeBase.longitude']);
      const extra = await call(expert.cookie, 'PUT', '/api/me/staff-profile', {
        ...staffProfileInput(),
        homeBase: { address: 'Home', ...HOME, radius: 5 },
      });
      expect(extra.status).toBe(400);
      expect(await homeBaseColumns(expert.membershipId)).toEqual({ address: 'Home', ...HOME });
      expect((await call(expert.cookie, 'GET', '/api/me/staff-profile')).body.bio).not.toBe('Changed');
    });
  });

  describe('the arrival geofence', () => {
    it('is 100 m until staff change it with the free-cancel window, and kept when not sent', async () => {
      const before = await call(studio.admin.cookie, 'GET', '/api/business/profile');
      expect(before.body.arrivalGeofenceMeters).toBe(100);
      const saved = await call(
        studio.admin.cookie,
        'PUT',
        '/api/business/profile',
        profileInput({ arrivalGeofenceMeters: 250 }),
      );
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ arrivalGeofenceMeters: 250, freeCancelHours: 24 });
      const kept = await call(studio.principal.cookie, 'PUT', '/api/business/profile', profileInput());
      expect(kept.body.arrivalGeofenceMeters).toBe(250);
      for (const edge of [20, 1000]) {
        const response = await call(
          studio.admin.cookie,
          'PUT',
          '/api/business/profile',
          profileInput({ arrivalGeofenceMeters: edge }),
        );
        expect(response.body.arrivalGeofenceMeters).toBe(edge);
      }
    });

    it('refuses one outside 20 to 1000 whole metres on its field, and changes nothing', async () => {
      await call(
        studio.admin.cookie,
        'PUT',
        '/api/business/profile',
        profileInput({ arrivalGeofenceMeters: 150 }),
      );
      const cases: [unknown, string][] = [
        [19, 'At least 20 m.'],
        [1001, 'At most 1000 m.'],
        [50.5, 'Use whole metres.'],
        ['100', 'Enter the arrival distance in metres.'],
      ];
      for (const [value, message] of cases) {
        const response = await call(
          studio.admin.cookie,
          'PUT',
          '/api/business/profile',
          profileInput({ name: 'Changed', arrivalGeofenceMeters: value }),
        );
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual({ arrivalGeofenceMeters: [message] });
      }
      expect(await geofence()).toBe(150);
      // Only staff change it.
      const byExpert = await call(
        expert.cookie,
        'PUT',
        '/api/business/profile',
        profileInput({ arrivalGeofenceMeters: 500 }),
      );
      expect(byExpert.status).toBe(403);
      expect(await geofence()).toBe(150);
    });
  });
});
