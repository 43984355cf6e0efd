import { ESIGN_CONSENT_VERSION } from '@bmp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroupClass, apiOf, buildStudio, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { householdMembers } from '../../db/schema/index.ts';

// A studio that requires its waiver refuses a booking or a class join until it is signed, for the
// member and, as guardian, for a minor who comes along (decision 0053).

describe.each(testDatabaseKinds())('the required waiver on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let maya: Person;
  let template: string;
  const api = apiOf(() => t.app);
  const date = daysAhead(6);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { credits: 10, customers: 1 });
    maya = studio.customers[0] as Person;
    const created = await api.post(studio.principal.cookie, '/api/contract-templates', {
      name: 'Waiver',
      kind: 'waiver',
      bodies: { en: 'I, {{member.fullName}}, train at my own risk.' },
    });
    template = created.json().id;
    await api.put(studio.principal.cookie, '/api/contract-settings', { requiredWaiverTemplateId: template });
  });
  afterAll(() => t.close());

  const sign = async (body: object = {}) => {
    const waiver = (await api.post(maya.cookie, '/api/me/waiver', body)).json();
    const signed = await api.post(maya.cookie, `/api/me/contracts/${waiver.contract.id}/sign`, {
      consent: true,
      consentVersion: ESIGN_CONSENT_VERSION,
      typedName: maya.name,
    });
    expect(signed.statusCode, signed.body).toBe(200);
  };

  it('refuses booking and joining a class until the member signs, then allows both', async () => {
    const book = () =>
      api.post(maya.cookie, '/api/me/services', {
        offeringId: studio.studioOfferingId,
        startsAt: at(date, '09:00'),
        expertId: studio.experts[0]?.membershipId,
      });
    const refused = await book();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('Sign the studio’s waiver first');
    expect(refused.json().errors).toEqual({ waiver: ['/members/contracts'] });
    const { occurrenceId } = await addGroupClass(api, studio);
    const join = () => api.post(maya.cookie, `/api/me/classes/${occurrenceId}/join`, {});
    expect((await join()).statusCode).toBe(409);
    // Staff booking for her are told what they can do.
    const byStaff = await api.post(studio.admin.cookie, '/api/services', {
      offeringId: studio.studioOfferingId,
      customerId: maya.membershipId,
      startsAt: at(date, '11:00'),
      expertId: studio.experts[0]?.membershipId,
    });
    expect(byStaff.statusCode).toBe(409);
    expect(byStaff.json().detail).toContain('has not signed the studio’s waiver');

    // Staff seat her themselves (they may; the waiver is theirs to chase) and the roster says it is missing.
    const { occurrenceId: staffClass } = await addGroupClass(api, studio, { startTime: '16:00' });
    await api.put(studio.principal.cookie, '/api/contract-settings', { requiredWaiverTemplateId: null });
    await api.post(studio.admin.cookie, `/api/group-occurrences/${staffClass}/seats`, {
      customerId: maya.membershipId,
    });
    await api.put(studio.principal.cookie, '/api/contract-settings', { requiredWaiverTemplateId: template });
    const waiverOnRoster = async () =>
      (await api.get(studio.admin.cookie, `/api/group-occurrences/${staffClass}/roster`)).json().seats[0]
        ?.waiver;
    expect(await waiverOnRoster()).toMatchObject({ state: 'unsigned' });

    await sign();
    expect((await book()).statusCode).toBe(201);
    expect((await join()).statusCode).toBe(201);
    expect(await waiverOnRoster()).toMatchObject({ state: 'signed' });
  });

  it('needs a guardian’s waiver for a minor in the household, not for an adult', async () => {
    const [child, partner] = await t.database.db
      .insert(householdMembers)
      .values([
        {
          businessId: studio.businessId,
          membershipId: maya.membershipId,
          fullName: 'Leo Child',
          relationship: 'child',
          dateOfBirth: '2017-03-04',
        },
        {
          businessId: studio.businessId,
          membershipId: maya.membershipId,
          fullName: 'Sam Partner',
          relationship: 'partner',
          dateOfBirth: '1990-01-01',
        },
      ])
      .returning();
    const { occurrenceId } = await addGroupClass(api, studio, { capacity: 6, startTime: '12:00' });
    const withPartner = await api.post(maya.cookie, `/api/me/classes/${occurrenceId}/join`, {
      participants: [partner?.id],
    });
    expect(withPartner.statusCode, withPartner.body).toBe(201);
    const other = await addGroupClass(api, studio, { capacity: 6, startTime: '14:00' });
    const join = () =>
      api.post(maya.cookie, `/api/me/classes/${other.occurrenceId}/join`, { participants: [child?.id] });
    const refused = await join();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('for Leo Child first, as their guardian');
    await sign({ dependantId: child?.id });
    expect((await join()).statusCode).toBe(201);
  });
});
