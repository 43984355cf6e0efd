import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPerson,
  apiOf,
  buildStudio,
  jsonCallOf,
  type Person,
  ONBOARDING_PROFILE as PROFILE,
  type Studio,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { asUser } from '../../../test/support/auth.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { auditEvents, memberProfiles } from '../../db/schema/index.ts';

const INTERESTS = { sports: ['yoga', 'running'], goals: ['Weight Loss'], languages: ['English'] };
const MEDICAL = {
  conditions: { answer: true, details: 'Old knee injury (left), no running downhill.' },
  medication: { answer: false },
};
const NUTRITION = { diet: 'Vegetarian', allergies: 'Peanuts' };
const CONSENT = { agreed: true, termsVersion: '2026-11-01', privacyVersion: '2026-11-01' };

describe.each(testDatabaseKinds())('member onboarding and health answers on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  /** An onboarded customer with credits and a session booked with `expert`. */
  let customer: Person;
  let memberId: string;
  /** The customer's expert (they share a session). */
  let expert: Person;
  /** The principal of another studio. */
  let otherOwner: string;

  const call = jsonCallOf(() => t.app);

  /** A fresh member who signed up and has not onboarded yet. */
  const freshMember = (email?: string) =>
    addPerson(t.database.db, studio, 'customer', { email, onboarded: false });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { experts: 1, customers: 1, credits: 5 });
    customer = studio.customers[0] as Person;
    memberId = customer.membershipId;
    expert = studio.experts[0] as Person;
    // The staff book a session of the customer with the expert: it makes the customer their client.
    const booked = await apiOf(() => t.app).post(studio.admin.cookie, '/api/services', {
      customerId: memberId,
      offeringId: studio.studioOfferingId,
      expertId: expert.membershipId,
      startsAt: at(daysAhead(5), '10:00'),
    });
    if (booked.statusCode !== 201) throw new Error(`session not booked: ${booked.body}`);
    otherOwner = (await buildStudio(t.database.db, { experts: 0, customers: 0 })).principal.cookie;
  });
  afterAll(() => t.close());

  it('walks the steps in order, refuses skipping and bad answers, and finishes with read customer', async () => {
    const olivia = await freshMember(`olivia-${kind}@example.com`);
    const { cookie } = olivia;
    expect((await call(cookie, 'GET', '/api/members/onboarding')).body.nextStep).toBe('profile');

    // Out of order: nothing saved.
    const early = await call(cookie, 'PUT', '/api/members/onboarding/medical', MEDICAL);
    expect(early.status).toBe(409);
    expect(early.body.detail).toMatch(/profile step first/);

    // A bad phone: the message is on the field and nothing is saved.
    const bad = await call(cookie, 'PUT', '/api/members/onboarding/profile', {
      ...PROFILE,
      phone: '555-0199',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.phone[0]).toMatch(/10-digit US phone/);
    expect((await call(cookie, 'GET', '/api/members/onboarding')).body.dateOfBirth).toBeNull();

    const saved = await call(cookie, 'PUT', '/api/members/onboarding/profile', PROFILE);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      nextStep: 'interests',
      fullName: 'Olivia Onboard',
      phone: '(213) 555-0199',
    });
    expect((await call(cookie, 'PUT', '/api/members/onboarding/interests', INTERESTS)).body.nextStep).toBe(
      'medical',
    );

    // A "yes" without details, and a question that does not exist, are refused.
    const noDetails = await call(cookie, 'PUT', '/api/members/onboarding/medical', {
      ...MEDICAL,
      conditions: { answer: true, details: ' ' },
    });
    expect(noDetails.status).toBe(400);
    expect(Object.keys(noDetails.body.errors)).toEqual(['conditions.details']);
    const unknown = await call(cookie, 'PUT', '/api/members/onboarding/medical', {
      ...MEDICAL,
      smoking: { answer: false },
    });
    expect(unknown.status).toBe(400);
    expect((await call(cookie, 'PUT', '/api/members/onboarding/medical', MEDICAL)).body).toMatchObject({
      nextStep: 'nutrition',
      medicalFlag: true,
    });
    const unknownNutrition = await call(cookie, 'PUT', '/api/members/onboarding/nutrition', {
      favouriteColour: 'blue',
    });
    expect(unknownNutrition.status).toBe(400);
    expect((await call(cookie, 'PUT', '/api/members/onboarding/nutrition', NUTRITION)).body.nextStep).toBe(
      'consent',
    );

    // Going back to an earlier step keeps the place reached.
    expect((await call(cookie, 'PUT', '/api/members/onboarding/interests', INTERESTS)).body.nextStep).toBe(
      'consent',
    );

    // The answers are encrypted at rest: no answer text in the row.
    const [row] = await t.database.db
      .select()
      .from(memberProfiles)
      .where(eq(memberProfiles.membershipId, olivia.membershipId));
    expect(row?.medicalAnswersEncrypted).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain('knee');
    expect(JSON.stringify(row)).not.toContain('Peanuts');

    // Before finishing: no member routes.
    expect((await call(cookie, 'GET', '/api/members/me/profile')).status).toBe(403);

    expect(
      (await call(cookie, 'POST', '/api/members/onboarding/consent', { ...CONSENT, agreed: false })).status,
    ).toBe(400);
    const done = await call(cookie, 'POST', '/api/members/onboarding/consent', CONSENT);
    expect(done.status).toBe(200);
    expect(done.body.abilityRules).toEqual([{ action: 'read', subject: 'customer' }]);
    expect(done.body.userData).toMatchObject({ onboarded: true, fullName: 'Olivia Onboard' });

    // The same session now holds read customer, and onboarding is closed.
    const session = await call(cookie, 'GET', '/api/auth/session');
    expect(session.body.abilityRules).toEqual([{ action: 'read', subject: 'customer' }]);
    const profile = await call(cookie, 'GET', '/api/members/me/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.medical.conditions.details).toMatch(/knee/);
    expect(profile.body.termsVersion).toBe('2026-11-01');
    const again = await call(cookie, 'PUT', '/api/members/onboarding/profile', PROFILE);
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/already finished/);
    expect((await call(cookie, 'POST', '/api/members/onboarding/consent', CONSENT)).status).toBe(409);
  });

  it('shows health answers to staff and to an expert with a session, auditing each read', async () => {
    const member = customer.cookie;
    expect(
      (await call(member, 'PUT', '/api/members/me/health', { medical: MEDICAL, nutrition: NUTRITION }))
        .status,
    ).toBe(200);
    const auditCount = async () =>
      (
        await t.database.db
          .select()
          .from(auditEvents)
          .where(
            and(
              eq(auditEvents.action, 'health.read'),
              eq(auditEvents.outcome, 'success'),
              eq(auditEvents.targetId, memberId),
            ),
          )
      ).length;

    const before = await auditCount();
    for (const { email, cookie } of [studio.admin, studio.principal, expert]) {
      const read = await call(cookie, 'GET', `/api/customers/${memberId}/health`);
      expect(read.status, email).toBe(200);
      expect(read.body.medical.conditions.details).toMatch(/knee/);
    }
    expect(await auditCount()).toBe(before + 3);

    // Staff see the medical flag on the profile without reading the answers.
    const profile = await call(studio.admin.cookie, 'GET', `/api/customers/${memberId}/profile`);
    expect(profile.body).toMatchObject({ medicalFlag: true, email: customer.email });
  });

  it('hides health answers from another member, an expert without a session and another business', async () => {
    const lonelyExpert = (await addPerson(t.database.db, studio, 'expert')).cookie;
    const refused = await call(lonelyExpert, 'GET', `/api/customers/${memberId}/health`);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain('knee');

    const otherBusiness = await call(otherOwner, 'GET', `/api/customers/${memberId}/health`);
    expect(otherBusiness.status).toBe(404);
    expect((await call(otherOwner, 'GET', `/api/customers/${memberId}/profile`)).status).toBe(404);

    // Another member: no staff route, and their own profile holds only their answers.
    const otherMember = (await freshMember()).cookie;
    expect((await call(otherMember, 'GET', `/api/customers/${memberId}/health`)).status).toBe(403);

    const denied = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'health.read'), eq(auditEvents.outcome, 'denied')));
    expect(denied.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the household per member, with encrypted notes', async () => {
    const member = customer.cookie;
    const added = await call(member, 'POST', '/api/members/me/household', {
      fullName: 'Kid Member',
      relationship: 'child',
      dateOfBirth: '2015-06-01',
      medicalNote: 'Asthma inhaler',
    });
    expect(added.status).toBe(201);
    const badDate = await call(member, 'POST', '/api/members/me/household', {
      fullName: 'Future Kid',
      relationship: 'child',
      dateOfBirth: '2999-01-01',
    });
    expect(badDate.status).toBe(400);
    expect(Object.keys(badDate.body.errors)).toEqual(['dateOfBirth']);

    const other = (await freshMember()).cookie;
    const hisList = await call(other, 'GET', '/api/members/me/household');
    expect(hisList.status).toBe(403); // still onboarding
    const admin = studio.admin.cookie;
    // Staff also hold read customer, but "me" is their own household: another member's row is not there.
    const { id, ...fields } = added.body;
    expect((await call(admin, 'PUT', `/api/members/me/household/${id}`, fields)).status).toBe(404);

    const list = await call(member, 'GET', '/api/members/me/household');
    expect(list.body.items.map((item: { fullName: string }) => item.fullName)).toContain('Kid Member');
  });

  it('checks a photo’s real type and size, and serves it to the member and their studio only', async () => {
    const member = customer.cookie;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/members/me/photo', headers: asUser(member), payload });
    const lying = await put({
      contentType: 'image/png',
      data: Buffer.from('<svg onload=alert(1)>').toString('base64'),
    });
    expect(lying.statusCode).toBe(400);
    expect(lying.json().errors.data[0]).toMatch(/JPEG, PNG or WebP/);
    const huge = await put({
      contentType: 'image/png',
      data: Buffer.alloc(710 * 1024, 1).toString('base64'),
    });
    expect(huge.statusCode).toBe(400);
    expect((await put({ contentType: 'image/png', data: png.toString('base64') })).statusCode).toBe(204);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/members/me/photo',
      headers: { cookie: member },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(png)).toBe(true);
    const admin = studio.admin.cookie;
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${memberId}/photo`,
      headers: { cookie: admin },
    });
    expect(staffView.statusCode).toBe(200);
    const otherView = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${memberId}/photo`,
      headers: { cookie: otherOwner },
    });
    expect(otherView.statusCode).toBe(404);
  });

  it('exports everything the studio holds about the member as one JSON download, and nobody else’s', async () => {
    const member = customer.cookie;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/members/me/export',
      headers: { cookie: member },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-/);
    const data = response.json();
    expect(data.account.email).toBe(customer.email);
    expect(data.profile.medical.conditions.answer).toBe(true);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.credits.balances.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain('v1:');
    for (const session of data.sessions) expect(session.customerId).toBe(memberId);
    expect(JSON.stringify(data)).not.toContain('olivia-');
  });

  it('lets a member still onboarding download their own data, and still refuses it to an expert', async () => {
    const { email, cookie } = await freshMember();
    expect((await call(cookie, 'PUT', '/api/members/onboarding/profile', PROFILE)).status).toBe(200);
    expect((await call(cookie, 'PUT', '/api/members/onboarding/interests', INTERESTS)).status).toBe(200);
    expect((await call(cookie, 'PUT', '/api/members/onboarding/medical', MEDICAL)).status).toBe(200);
    // Still onboarding: the member area stays closed, the download does not.
    expect((await call(cookie, 'GET', '/api/members/me/profile')).status).toBe(403);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/members/me/export',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-/);
    const data = response.json();
    expect(data.account).toMatchObject({ email, fullName: PROFILE.fullName });
    expect(data.profile).toMatchObject({ nextStep: 'nutrition', dateOfBirth: PROFILE.dateOfBirth });
    expect(data.profile.medical).toMatchObject(MEDICAL);
    expect(data.profile.sports).toEqual(INTERESTS.sports);
    // Only their own: the other customer's sessions, purchases and credits are not in it.
    expect(data).toMatchObject({ sessions: [], purchases: [], payments: [], household: [] });
    expect(data.credits).toEqual({ balances: [], lots: [], entries: [] });
    expect(JSON.stringify(data)).not.toContain(customer.email);
    expect(JSON.stringify(data)).not.toContain('v1:');

    // An expert holds neither member rule (read customer, read onBoard): no member data here.
    const byExpert = await t.app.inject({
      method: 'GET',
      url: '/api/members/me/export',
      headers: { cookie: expert.cookie },
    });
    expect(byExpert.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/members/me/export' })).statusCode).toBe(401);
  });
});
