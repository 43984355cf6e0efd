import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { householdMembers, offerings } from '../../db/schema/index.ts';

describe.each(testDatabaseKinds())('booking with household participants on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let maya: Person;
  let noah: Person;
  let youthOfferingId: string;
  let duoOfferingId: string;
  const api = apiOf(() => t.app);
  const date = daysAhead(8);

  const addPerson = async (member: Person, fullName: string, dateOfBirth: string) => {
    const response = await api.post(member.cookie, '/api/members/me/household', {
      fullName,
      relationship: 'child',
      dateOfBirth,
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: string }).id;
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { credits: 10, customers: 2 });
    [maya, noah] = studio.customers as [Person, Person];
    const [youth, duo] = await t.database.db
      .insert(offerings)
      .values([
        {
          businessId: studio.businessId,
          name: 'Youth Athletics',
          serviceType: 'Youth',
          category: 'youth',
          place: 'studio',
          durationMinutes: 45,
          participantsMax: 3,
          creditKind: 'training',
          creditsNeeded: 0,
        },
        {
          businessId: studio.businessId,
          name: 'Duo Training',
          serviceType: 'Duo',
          category: 'duo',
          place: 'studio',
          durationMinutes: 60,
          participantsMin: 2,
          participantsMax: 2,
          creditKind: 'training',
          creditsNeeded: 0,
        },
      ])
      .returning({ id: offerings.id });
    youthOfferingId = youth?.id ?? '';
    duoOfferingId = duo?.id ?? '';
  });
  afterAll(() => t.close());

  it('books household members under their names; youth needs one under 18; capacity still holds', async () => {
    const kid = await addPerson(maya, 'Kai Person', '2016-03-02');
    const adult = await addPerson(maya, 'Ada Person', '1988-01-20');
    const noahsKid = await addPerson(noah, 'Nia Other', '2015-05-05');

    const adultsOnly = await api.post(maya.cookie, '/api/me/services', {
      offeringId: youthOfferingId,
      startsAt: at(date, '09:00'),
      participants: [{ householdMemberId: adult }],
    });
    expect(adultsOnly.statusCode).toBe(422);
    expect(adultsOnly.json().errors.participants[0]).toMatch(/under 18/);

    const someoneElses = await api.post(maya.cookie, '/api/me/services', {
      offeringId: youthOfferingId,
      startsAt: at(date, '09:00'),
      participants: [{ householdMemberId: noahsKid }],
    });
    expect(someoneElses.statusCode).toBe(422);

    const tooMany = await api.post(maya.cookie, '/api/me/services', {
      offeringId: duoOfferingId,
      startsAt: at(date, '11:00'),
      participants: [{ householdMemberId: kid }, { householdMemberId: adult }],
    });
    expect(tooMany.statusCode).toBe(400);

    const youth = await api.post(maya.cookie, '/api/me/services', {
      offeringId: youthOfferingId,
      startsAt: at(date, '09:00'),
      participants: [{ householdMemberId: kid }],
    });
    expect(youth.statusCode, youth.body).toBe(201);
    expect(youth.json().participants).toEqual([{ name: 'Kai Person' }]);

    // Removing the household member later leaves the session's name as booked.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/members/me/household/${kid}`,
      headers: { cookie: maya.cookie, 'x-requested-with': 'test' },
    });
    expect(removed.statusCode).toBe(204);
    const session = await api.get(maya.cookie, `/api/me/services/${youth.json().id}`);
    expect(session.json().participants).toEqual([{ name: 'Kai Person' }]);
    expect(await t.database.db.select().from(householdMembers)).toHaveLength(2);
  });
});
