import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { asUser, signIn } from '../../../test/support/auth.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { seedDemoBusiness } from '../../seed/demo-seed.ts';

describe.each(testDatabaseKinds())('adding a business from the user menu on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoBusiness(t.database.db);
  });
  afterAll(() => t.close());

  const add = (cookie: string | null, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/me/businesses',
      payload: payload as object,
      headers: cookie ? asUser(cookie) : { 'x-requested-with': 'test' },
    });

  it('creates another studio owned by the signed-in person, which the switcher then lists', async () => {
    const cookie = await signIn(t.app, 'expert@demo.test');
    const response = await add(cookie, { businessName: '  Riverside Pilates ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      businessName: 'Riverside Pilates',
      businessSlug: 'riverside-pilates',
    });
    const mine = await t.app.inject({ method: 'GET', url: '/api/me/businesses', headers: asUser(cookie) });
    const items = mine.json().items as {
      businessId: string;
      businessName: string;
      role: string;
      current: boolean;
    }[];
    expect(items).toContainEqual({
      businessId: response.json().businessId,
      businessName: 'Riverside Pilates',
      role: 'principal',
      current: false,
    });
    // The session stays in the studio it was in, until the person switches.
    expect(items.find((item) => item.current)?.businessName).toBe('Demo Fitness Studio');
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/me/switch-business',
      payload: { businessId: response.json().businessId },
      headers: asUser(cookie),
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().userData).toMatchObject({ role: 'principal', businessName: 'Riverside Pilates' });
  });

  it('gives a second studio of the same name its own slug', async () => {
    const cookie = await signIn(t.app, 'admin@demo.test');
    const first = await add(cookie, { businessName: 'Harbor Boxing' });
    const second = await add(cookie, { businessName: 'Harbor Boxing' });
    expect(first.json().businessSlug).toBe('harbor-boxing');
    expect(second.statusCode).toBe(201);
    expect(second.json().businessSlug).toBe('harbor-boxing-2');
  });

  it('refuses a missing or too short name on the businessName field, creating nothing', async () => {
    const cookie = await signIn(t.app, 'member@demo.test');
    const before = await t.app.inject({ method: 'GET', url: '/api/me/businesses', headers: asUser(cookie) });
    const missing = await add(cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ businessName: ['Enter the name of your business.'] });
    const short = await add(cookie, { businessName: ' A ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({
      businessName: ['Use at least 2 characters for the business name.'],
    });
    // Only the name: a body that tries to set anything else is refused too.
    const extra = await add(cookie, { businessName: 'Valid Name', email: 'x@example.com' });
    expect(extra.statusCode).toBe(400);
    const after = await t.app.inject({ method: 'GET', url: '/api/me/businesses', headers: asUser(cookie) });
    expect(after.json().items).toEqual(before.json().items);
  });

  it('answers 401 to someone not signed in', async () => {
    const response = await add(null, { businessName: 'Nobody Studio' });
    expect(response.statusCode).toBe(401);
  });
});

describe.each(testDatabaseKinds())('adding businesses is rate-limited like sign-up on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { config: { signupsPerHour: 1 } });
    await seedDemoBusiness(t.database.db);
  });
  afterAll(() => t.close());

  it('answers 429 past the hourly number of sign-ups from one address', async () => {
    const cookie = await signIn(t.app, 'principal@demo.test');
    const post = (businessName: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/businesses',
        payload: { businessName },
        headers: asUser(cookie),
      });
    expect((await post('Limited One')).statusCode).toBe(201);
    expect((await post('Limited Two')).statusCode).toBe(429);
  });
});
