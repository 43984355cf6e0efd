import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPerson,
  buildStudio,
  jsonCallOf,
  ONBOARDING_PROFILE,
  type Studio,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { memberProfiles } from '../../db/schema/index.ts';

// Decision 0049: the member's city is their own text; the studio's locations are
// its suggestions, its default location first.

describe.each(testDatabaseKinds())("a member's city on %s", (kind) => {
  let t: TestApp;
  let studio: Studio;
  const call = jsonCallOf(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { experts: 0, customers: 0 });
    const added = await call(studio.admin.cookie, 'POST', '/api/business/locations', {
      code: 'newYork.brooklyn',
      display: 'Brooklyn, New York',
      state: 'New York',
      address: '200 Atlantic Ave',
    });
    expect(added.status).toBe(201);
  });
  afterAll(() => t.close());

  it("suggests the studio's own locations, its default first", async () => {
    const member = await addPerson(t.database.db, studio, 'customer', { onboarded: false });
    const onboarding = await call(member.cookie, 'GET', '/api/members/onboarding');
    expect(onboarding.body.citySuggestions).toEqual(['Los Angeles, California', 'Brooklyn, New York']);
    expect(onboarding.body.city).toBeNull();
  });

  it('keeps a city that is on no list, and refuses an empty one on the city field', async () => {
    const member = await addPerson(t.database.db, studio, 'customer', { onboarded: false });
    const empty = await call(member.cookie, 'PUT', '/api/members/onboarding/profile', {
      ...ONBOARDING_PROFILE,
      city: '  ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ city: ['Enter the city you live in.'] });
    const saved = await call(member.cookie, 'PUT', '/api/members/onboarding/profile', {
      ...ONBOARDING_PROFILE,
      city: ' Park Slope, Brooklyn ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.city).toBe('Park Slope, Brooklyn');
  });

  it('reads a city saved from the former fixed list by its name', async () => {
    const member = await addPerson(t.database.db, studio, 'customer', { onboarded: false });
    await call(member.cookie, 'GET', '/api/members/onboarding');
    await t.database.db
      .update(memberProfiles)
      .set({ city: 'california.pasadena' })
      .where(
        and(
          eq(memberProfiles.businessId, studio.businessId),
          eq(memberProfiles.membershipId, member.membershipId),
        ),
      );
    const onboarding = await call(member.cookie, 'GET', '/api/members/onboarding');
    expect(onboarding.body.city).toBe('Pasadena, California');
  });
});
