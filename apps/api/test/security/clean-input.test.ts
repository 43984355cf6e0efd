import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, outboxEmails, supportRequests, users } from '../../src/db/schema/index.ts';
import { seedDemoBusiness } from '../../src/seed/demo-seed.ts';
import { jsonCallOf, ONBOARDING_PROFILE as PROFILE } from '../factories.ts';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { sessionCookieFor } from '../support/callers.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { demoBusinessId } from '../support/demo.ts';

// Two findings of the second probe, end to end on both databases: impossible dates of birth were
// 500s (a RangeError inside the schema) and now are 400s on `dateOfBirth` that change nothing; names,
// a studio name and a support subject were stored with BEL, CR LF and a right-to-left override (SPEC.md
// section 5 "Text clean-up") and now are stored clean.

const IMPOSSIBLE_BIRTHDAYS = ['2020-13-45', '0000-00-00', '2020-02-30', '0000-01-01', '9999-12-31'];
// BEL, CR LF, a right-to-left override and a pop, as the probe sent them.
const DIRTY_NAME = '\u202eAnn\u0007 \r\nSmith\u202c ';

describe.each(testDatabaseKinds())('dates of birth and free text as the probe sent them (%s)', (kind) => {
  let t: TestApp;
  let businessId: string;

  const call = jsonCallOf(() => t.app);

  /** A member who signed up and has not onboarded yet. */
  async function freshMember(email: string) {
    const [user] = await t.database.db.insert(users).values({ email, fullName: 'Fresh Member' }).returning();
    await t.database.db
      .insert(memberships)
      .values({ businessId, userId: user?.id ?? '', role: 'customer', onboardedAt: null });
    return sessionCookieFor(t.database.db, email);
  }

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoBusiness(t.database.db);
    businessId = await demoBusinessId(t.database.db);
  });
  afterAll(() => t.close());

  it('refuses an impossible date of birth in onboarding with 400 on dateOfBirth, saving nothing', async () => {
    const cookie = await freshMember(`impossible-onboarding-${kind}@demo.test`);
    for (const dateOfBirth of IMPOSSIBLE_BIRTHDAYS) {
      const refused = await call(cookie, 'PUT', '/api/members/onboarding/profile', {
        ...PROFILE,
        dateOfBirth,
      });
      expect(refused.status, dateOfBirth).toBe(400);
      expect(Object.keys(refused.body.errors), dateOfBirth).toEqual(['dateOfBirth']);
      expect(refused.body.errors.dateOfBirth[0]).toMatch(/date of birth/);
    }
    const onboarding = await call(cookie, 'GET', '/api/members/onboarding');
    expect(onboarding.body).toMatchObject({ nextStep: 'profile', dateOfBirth: null, address: null });
    // The real date next to them is taken.
    expect((await call(cookie, 'PUT', '/api/members/onboarding/profile', PROFILE)).status).toBe(200);
  });

  it('refuses an impossible date of birth on the profile with 400 on dateOfBirth, changing nothing', async () => {
    const cookie = await sessionCookieFor(t.database.db, 'member@demo.test');
    const fields = { ...PROFILE, sports: ['yoga'], goals: ['Weight Loss'], languages: ['English'] };
    expect((await call(cookie, 'PUT', '/api/members/me/profile', fields)).status).toBe(200);
    const before = (await call(cookie, 'GET', '/api/members/me/profile')).body;
    for (const dateOfBirth of IMPOSSIBLE_BIRTHDAYS) {
      const refused = await call(cookie, 'PUT', '/api/members/me/profile', {
        ...fields,
        fullName: 'Changed Name',
        dateOfBirth,
      });
      expect(refused.status, dateOfBirth).toBe(400);
      expect(Object.keys(refused.body.errors), dateOfBirth).toEqual(['dateOfBirth']);
    }
    expect((await call(cookie, 'GET', '/api/members/me/profile')).body).toEqual(before);
  });

  it('refuses an impossible date of birth for a household member, adding and changing nothing', async () => {
    const cookie = await sessionCookieFor(t.database.db, 'member@demo.test');
    const kid = { fullName: 'Kid Member', relationship: 'child', dateOfBirth: '2015-06-01', medicalNote: '' };
    const added = await call(cookie, 'POST', '/api/members/me/household', kid);
    expect(added.status).toBe(201);
    const before = (await call(cookie, 'GET', '/api/members/me/household')).body;
    for (const dateOfBirth of IMPOSSIBLE_BIRTHDAYS) {
      const create = await call(cookie, 'POST', '/api/members/me/household', { ...kid, dateOfBirth });
      expect(create.status, dateOfBirth).toBe(400);
      expect(Object.keys(create.body.errors), dateOfBirth).toEqual(['dateOfBirth']);
      const update = await call(cookie, 'PUT', `/api/members/me/household/${added.body.id}`, {
        ...kid,
        fullName: 'Renamed Kid',
        dateOfBirth,
      });
      expect(update.status, dateOfBirth).toBe(400);
      expect(Object.keys(update.body.errors), dateOfBirth).toEqual(['dateOfBirth']);
    }
    expect((await call(cookie, 'GET', '/api/members/me/household')).body).toEqual(before);
  });

  it('stores a person’s name without BEL, CR LF or a right-to-left override', async () => {
    const cookie = await freshMember(`dirty-name-${kind}@demo.test`);
    const saved = await call(cookie, 'PUT', '/api/members/onboarding/profile', {
      ...PROFILE,
      fullName: DIRTY_NAME,
      emergencyContactName: 'Omar\r\nOnboard\u0007',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ fullName: 'Ann Smith', emergencyContactName: 'Omar Onboard' });
    const [stored] = await t.database.db
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.email, `dirty-name-${kind}@demo.test`));
    expect(stored?.fullName).toBe('Ann Smith');

    // A household member's name is one line; their medical note keeps its line break, without the CR.
    const member = await sessionCookieFor(t.database.db, 'member@demo.test');
    const kid = await call(member, 'POST', '/api/members/me/household', {
      fullName: DIRTY_NAME,
      relationship: 'child',
      dateOfBirth: '2016-03-01',
      medicalNote: 'Asthma\u0007 inhaler\r\nin the \u2066bag\u2069 ',
    });
    expect(kid.status).toBe(201);
    expect(kid.body).toMatchObject({ fullName: 'Ann Smith', medicalNote: 'Asthma inhaler\nin the bag' });
  });

  it('stores a studio name without CR LF', async () => {
    const principal = await sessionCookieFor(t.database.db, 'principal@demo.test');
    const profile = (await call(principal, 'GET', '/api/business/profile')).body;
    const input = {
      name: 'Demo\r\nFitness\u0007 Studio\u202e',
      timeZone: profile.timeZone,
      contactEmail: profile.contactEmail,
      contactPhone: profile.contactPhone,
      hours: profile.hours.map((entry: { day: string; open: string; close: string; closed: boolean }) => ({
        day: entry.day,
        open: entry.open,
        close: entry.close,
        closed: entry.closed,
      })),
      amenities: profile.amenities,
      accessibility: profile.accessibility,
      equipment: profile.equipment,
      specialities: profile.specialities,
      languages: profile.languages,
      freeCancelHours: profile.freeCancelHours,
    };
    const saved = await call(principal, 'PUT', '/api/business/profile', input);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.name).toBe('Demo Fitness Studio');
    expect((await call(principal, 'GET', '/api/business/profile')).body.name).toBe('Demo Fitness Studio');
  });

  it('stores a support subject without CR LF (no header to inject), keeping the message’s lines', async () => {
    // Staff get a support message by email only when they opted in to alert emails (decision 0052).
    await t.database.db
      .update(memberships)
      .set({ emailStaffAlerts: true })
      .where(and(eq(memberships.businessId, businessId), eq(memberships.role, 'principal')));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/support',
      headers: { 'x-forwarded-for': '203.0.113.77', 'x-requested-with': 'test' },
      payload: {
        businessSlug: 'demo-fitness-studio',
        name: 'Vera\r\nVisitor',
        email: 'vera@example.com',
        subject: 'Parking\r\nBcc: everyone@example.com\u0007',
        message: 'First line\r\nsecond line\u202e',
      },
    });
    expect(response.statusCode).toBe(202);
    const [request] = await t.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.businessId, businessId));
    expect(request?.subject).toBe('Parking Bcc: everyone@example.com');
    const emails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'staff.supportMessage'));
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) {
      expect(email.subject).toBe('Support request: Parking Bcc: everyone@example.com');
      expect(email.textBody).toContain('Vera Visitor <vera@example.com> wrote');
      expect(email.textBody).toContain('First line\nsecond line\n');
    }
  });
});
