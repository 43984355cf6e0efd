import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';

describe.each(testDatabaseKinds())('offerings on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let other: Studio;
  const api = apiOf(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { credits: 10 });
    other = await buildStudio(t.database.db, { credits: 10 });
  });
  afterAll(() => t.close());

  const boxing = (overrides: object = {}) => ({
    name: 'Studio Boxing 45',
    serviceType: 'Studio Boxing',
    category: 'studio',
    place: 'studio',
    durationMinutes: 45,
    creditKind: 'boxing',
    creditsNeeded: 1,
    price: '$85.00',
    ...overrides,
  });

  it('lets staff add an offering, with defaults, its experts and its price in cents', async () => {
    const expert = studio.experts[0]?.membershipId;
    const created = await api.post(studio.admin.cookie, '/api/offerings', boxing({ expertIds: [expert] }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Studio Boxing 45',
      priceCents: 8500,
      participantsMin: 1,
      participantsMax: 1,
      travelBufferMinutes: 0,
      active: true,
      experts: [{ id: expert }],
      deliveredBy: [{ id: expert }],
    });
    const id = created.json().id;
    const fetched = await api.get(studio.experts[1]?.cookie ?? '', `/api/offerings/${id}`);
    expect(fetched.statusCode).toBe(200);
  });

  it('puts validation messages on the right fields', async () => {
    const refused = await api.post(
      studio.admin.cookie,
      '/api/offerings',
      boxing({
        name: '',
        durationMinutes: 47,
        participantsMin: 3,
        participantsMax: 2,
        travelBufferMinutes: 15,
        serviceType: 'Yoga',
        surprise: true,
      }),
    );
    expect(refused.statusCode).toBe(400);
    const errors = refused.json().errors;
    expect(errors.name).toEqual(['Enter a name.']);
    expect(errors.durationMinutes).toEqual(['Use a multiple of 5 minutes.']);
    expect(errors.serviceType).toEqual(['Choose a service type.']);
    expect(errors.surprise).toEqual(['This field is not allowed.']);
  });

  it('checks the combination of fields once each field is valid', async () => {
    const refused = await api.post(
      studio.admin.cookie,
      '/api/offerings',
      boxing({ name: 'Combo', participantsMin: 3, participantsMax: 2, travelBufferMinutes: 15 }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      participantsMax: ['The most people must be at least the fewest.'],
      travelBufferMinutes: ['Only in-home sessions have a travel buffer.'],
    });
  });

  it('refuses a second offering with the same name, and experts of another studio', async () => {
    const duplicate = await api.post(
      studio.admin.cookie,
      '/api/offerings',
      boxing({ name: 'personal training' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual({ name: ['An offering with this name already exists.'] });
    const foreign = await api.post(
      studio.admin.cookie,
      '/api/offerings',
      boxing({ name: 'Foreign', expertIds: [other.experts[0]?.membershipId] }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ expertIds: ['Choose active experts of this studio.'] });
  });

  it('edits, deactivates and reactivates; members see only active offerings', async () => {
    const created = (
      await api.post(studio.admin.cookie, '/api/offerings', boxing({ name: 'Family Fun' }))
    ).json();
    const edited = await api.put(
      studio.principal.cookie,
      `/api/offerings/${created.id}`,
      boxing({ name: 'Family Fun', serviceType: 'Family', category: 'family', participantsMax: 6 }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ serviceType: 'Family', participantsMax: 6 });

    const member = studio.customers[0]?.cookie ?? '';
    const names = async () =>
      (await api.get(member, '/api/me/offerings')).json().items.map((o: { name: string }) => o.name);
    expect(await names()).toContain('Family Fun');
    const off = await api.post(studio.admin.cookie, `/api/offerings/${created.id}/deactivate`);
    expect(off.json().active).toBe(false);
    expect(await names()).not.toContain('Family Fun');
    const inactive = await api.get(studio.admin.cookie, '/api/offerings?active=false');
    expect(inactive.json().items.map((o: { id: string }) => o.id)).toContain(created.id);
    await api.post(studio.admin.cookie, `/api/offerings/${created.id}/activate`);
    expect(await names()).toContain('Family Fun');
  });

  it('lets experts read the catalog but not change it, and members neither', async () => {
    const expert = studio.experts[0]?.cookie ?? '';
    expect((await api.get(expert, '/api/offerings')).statusCode).toBe(200);
    expect((await api.post(expert, '/api/offerings', boxing({ name: 'Nope' }))).statusCode).toBe(403);
    const member = studio.customers[0]?.cookie ?? '';
    expect((await api.get(member, '/api/offerings')).statusCode).toBe(403);
    expect((await api.post(member, `/api/offerings/${studio.studioOfferingId}/deactivate`)).statusCode).toBe(
      403,
    );
  });

  it('answers 404 for another studio’s offering', async () => {
    expect((await api.get(other.admin.cookie, `/api/offerings/${studio.studioOfferingId}`)).statusCode).toBe(
      404,
    );
    const edit = await api.put(
      other.admin.cookie,
      `/api/offerings/${studio.studioOfferingId}`,
      boxing({ name: 'Taken over' }),
    );
    expect(edit.statusCode).toBe(404);
    expect(
      (await api.post(other.admin.cookie, `/api/offerings/${studio.studioOfferingId}/deactivate`)).statusCode,
    ).toBe(404);
    const theirs = (await api.get(other.customers[0]?.cookie ?? '', '/api/me/offerings')).json().items;
    expect(theirs.map((o: { id: string }) => o.id)).not.toContain(studio.studioOfferingId);
  });
});
