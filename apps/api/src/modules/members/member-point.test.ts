import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPerson,
  buildStudio,
  jsonCallOf,
  ONBOARDING_PROFILE,
  type Person,
  type Studio,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { auditEvents, memberProfiles } from '../../db/schema/index.ts';

// Decision 0060, "Points on the map": a member's address has an optional point (a pin dropped or
// typed, both halves or neither), set by the member in onboarding and on the profile page, and by
// staff on the customer's page. A refused point changes nothing.

const INTERESTS = { sports: ['yoga'], goals: ['Weight Loss'], languages: ['English'] };
const PROFILE = { ...ONBOARDING_PROFILE, ...INTERESTS };
const LA = { latitude: 34.0522, longitude: -118.2437 };

describe.each(testDatabaseKinds())("a member's address on the map on %s", (kind) => {
  let t: TestApp;
  let studio: Studio;
  let member: Person;
  const call = jsonCallOf(() => t.app);

  const storedPoint = async (membershipId: string) => {
    const [row] = await t.database.db
      .select({ latitude: memberProfiles.latitude, longitude: memberProfiles.longitude })
      .from(memberProfiles)
      .where(
        and(eq(memberProfiles.businessId, studio.businessId), eq(memberProfiles.membershipId, membershipId)),
      );
    return row;
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { experts: 1, customers: 1 });
    member = studio.customers[0] as Person;
  });
  afterAll(() => t.close());

  it('saves the point with the profile, keeps it when the profile leaves it out, and clears it with nulls', async () => {
    const saved = await call(member.cookie, 'PUT', '/api/members/me/profile', { ...PROFILE, ...LA });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(LA);
    expect(await storedPoint(member.membershipId)).toEqual(LA);

    const kept = await call(member.cookie, 'PUT', '/api/members/me/profile', {
      ...PROFILE,
      address: '1 Main St',
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ address: '1 Main St', ...LA });

    const read = await call(member.cookie, 'GET', '/api/members/me/profile');
    expect(read.body).toMatchObject(LA);

    const cleared = await call(member.cookie, 'PUT', '/api/members/me/profile', {
      ...PROFILE,
      latitude: null,
      longitude: null,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ latitude: null, longitude: null });
    expect(await storedPoint(member.membershipId)).toEqual({ latitude: null, longitude: null });
  });

  it('refuses a latitude out of range, or one half alone, on that field, and changes nothing', async () => {
    await call(member.cookie, 'PUT', '/api/members/me/profile', { ...PROFILE, ...LA });

    const outOfRange = await call(member.cookie, 'PUT', '/api/members/me/profile', {
      ...PROFILE,
      fullName: 'Changed Name',
      latitude: 91,
      longitude: -118.2,
    });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.errors).toEqual({ latitude: ['A latitude is between -90 and 90.'] });

    const westOfTheWorld = await call(member.cookie, 'PUT', '/api/members/me/profile', {
      ...PROFILE,
      latitude: 34,
      longitude: -181,
    });
    expect(westOfTheWorld.status).toBe(400);
    expect(westOfTheWorld.body.errors).toEqual({ longitude: ['A longitude is between -180 and 180.'] });

    const latitudeOnly = await call(member.cookie, 'PUT', '/api/members/me/profile', {
      ...PROFILE,
      latitude: 34.1,
    });
    expect(latitudeOnly.status).toBe(400);
    expect(latitudeOnly.body.errors).toEqual({ longitude: ['Enter the longitude too, or clear both.'] });

    // A null half beside a number is one half alone too: it would clear half a point.
    const halfCleared = await call(member.cookie, 'PUT', '/api/members/me/profile', {
      ...PROFILE,
      latitude: null,
      longitude: -118.3,
    });
    expect(halfCleared.status).toBe(400);
    expect(halfCleared.body.errors).toEqual({ latitude: ['Enter the latitude too, or clear both.'] });

    const notANumber = await call(member.cookie, 'PUT', '/api/members/me/profile', {
      ...PROFILE,
      latitude: '34.1',
      longitude: -118.3,
    });
    expect(notANumber.status).toBe(400);
    expect(notANumber.body.errors).toEqual({ latitude: ['Enter a latitude.'] });

    expect(await storedPoint(member.membershipId)).toEqual(LA);
    const read = await call(member.cookie, 'GET', '/api/members/me/profile');
    expect(read.body.fullName).not.toBe('Changed Name');
  });

  it('saves the point with onboarding’s profile step, and refuses half of one there too', async () => {
    const fresh = await addPerson(t.database.db, studio, 'customer', { onboarded: false });
    const half = await call(fresh.cookie, 'PUT', '/api/members/onboarding/profile', {
      ...ONBOARDING_PROFILE,
      longitude: -118.3,
    });
    expect(half.status).toBe(400);
    expect(half.body.errors).toEqual({ latitude: ['Enter the latitude too, or clear both.'] });
    expect((await call(fresh.cookie, 'GET', '/api/members/onboarding')).body.nextStep).toBe('profile');

    const saved = await call(fresh.cookie, 'PUT', '/api/members/onboarding/profile', {
      ...ONBOARDING_PROFILE,
      latitude: 34.1,
      longitude: -118.3,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ latitude: 34.1, longitude: -118.3, nextStep: 'interests' });
  });

  it('lets staff place a customer’s address on the map and clear it, audited; nobody else', async () => {
    const customer = await addPerson(t.database.db, studio, 'customer');
    const url = `/api/customers/${customer.membershipId}/point`;

    const placed = await call(studio.admin.cookie, 'PUT', url, LA);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ id: customer.membershipId, ...LA });
    expect(
      (await call(studio.admin.cookie, 'GET', `/api/customers/${customer.membershipId}/profile`)).body,
    ).toMatchObject(LA);
    // The member sees it on their own profile.
    expect((await call(customer.cookie, 'GET', '/api/members/me/profile')).body).toMatchObject(LA);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'customer.point'), eq(auditEvents.targetId, customer.membershipId)));
    expect(audits).toHaveLength(1);

    const cleared = await call(studio.principal.cookie, 'PUT', url, { latitude: null, longitude: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ latitude: null, longitude: null });

    // The customer, an expert and another studio cannot; an unknown customer is 404.
    const expert = studio.experts[0] as Person;
    expect((await call(customer.cookie, 'PUT', url, LA)).status).toBe(403);
    expect((await call(expert.cookie, 'PUT', url, LA)).status).toBe(403);
    const other = await buildStudio(t.database.db, { experts: 0, customers: 0 });
    expect((await call(other.admin.cookie, 'PUT', url, LA)).status).toBe(404);
    expect(await storedPoint(customer.membershipId)).toEqual({ latitude: null, longitude: null });
  });

  it('refuses staff a bad point on its field and changes nothing', async () => {
    const customer = await addPerson(t.database.db, studio, 'customer');
    const url = `/api/customers/${customer.membershipId}/point`;
    expect((await call(studio.admin.cookie, 'PUT', url, LA)).status).toBe(200);

    const outOfRange = await call(studio.admin.cookie, 'PUT', url, { latitude: -90.5, longitude: 10 });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.errors).toEqual({ latitude: ['A latitude is between -90 and 90.'] });

    const missing = await call(studio.admin.cookie, 'PUT', url, { latitude: 34 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ longitude: ['Enter a longitude.'] });

    const half = await call(studio.admin.cookie, 'PUT', url, { latitude: 34, longitude: null });
    expect(half.status).toBe(400);
    expect(half.body.errors).toEqual({ longitude: ['Enter the longitude too, or clear both.'] });

    const extra = await call(studio.admin.cookie, 'PUT', url, { ...LA, address: 'Elsewhere' });
    expect(extra.status).toBe(400);

    expect(await storedPoint(customer.membershipId)).toEqual(LA);
  });
});
