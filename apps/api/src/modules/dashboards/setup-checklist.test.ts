import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudio, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { asUser, sessionCookie } from '../../../test/support/auth.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';

// The set-up checklist (decision 0048): computed from the studio's own rows, staff only, and its
// dismissal and shared link are the studio's, not another one's.

describe.each(testDatabaseKinds())('the set-up checklist on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let businessId: string;
  let running: Studio;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    running = await buildStudio(t.database.db);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/businesses/signup',
      headers: { 'x-requested-with': 'test' },
      payload: {
        businessName: 'Brand New Barre',
        fullName: 'Nora Newcomer',
        email: 'nora@newcomer.test',
        password: 'A-Strong-Password-2026',
      },
    });
    expect(signup.statusCode).toBe(201);
    owner = sessionCookie(signup);
    businessId = signup.json().userData.businessId;
  });
  afterAll(() => t.close());

  const checklist = async (cookie: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboards/admin/setup',
      headers: { cookie },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const post = (cookie: string, path: string) =>
    t.app.inject({ method: 'POST', url: `/api/dashboards/admin/setup/${path}`, headers: asUser(cookie) });
  const doneSteps = (body: { steps: { step: string; done: boolean }[] }) =>
    body.steps.filter((step) => step.done).map((step) => step.step);

  it('starts with nothing done for a new studio: its placeholder location and default hours do not count', async () => {
    const { status, body } = await checklist(owner);
    expect(status).toBe(200);
    expect(body).toEqual({
      steps: [
        { step: 'hours', done: false, counted: true },
        { step: 'location', done: false, counted: true },
        { step: 'offering', done: false, counted: true },
        { step: 'creditPack', done: false, counted: true },
        { step: 'team', done: false, counted: true },
        { step: 'signupLink', done: false, counted: true },
        // No Stripe on this server: shown, not counted.
        { step: 'cardPayments', done: false, counted: false },
      ],
      done: 0,
      total: 6,
      finished: false,
      dismissed: false,
    });
  });

  it("ticks each step from the studio's own data, never another studio's", async () => {
    const { db } = t.database;
    await db.execute(sql`update businesses set time_zone = 'America/New_York' where id = ${businessId}`);
    await db.execute(sql`update locations set address = '12 Main St' where business_id = ${businessId}`);
    expect((await post(owner, 'signup-link-shared')).statusCode).toBe(200);
    const { body } = await checklist(owner);
    expect(doneSteps(body)).toEqual(['hours', 'location', 'signupLink']);
    expect(body).toMatchObject({ done: 3, total: 6, finished: false });
    // A studio that runs (offerings, a team, members; no credit pack) has those steps done; the new
    // one's changes did not tick anything there.
    const other = await checklist(running.admin.cookie);
    expect(doneSteps(other.body)).toEqual(['offering', 'team', 'signupLink']);
  });

  it('lets only the staff read it or dismiss it, and a dismissal hides it for that studio only', async () => {
    for (const cookie of [running.experts[0]?.cookie ?? '', running.customers[0]?.cookie ?? '']) {
      expect((await checklist(cookie)).status).toBe(403);
      expect((await post(cookie, 'dismiss')).statusCode).toBe(403);
      expect((await post(cookie, 'signup-link-shared')).statusCode).toBe(403);
    }
    expect((await checklist('')).status).toBe(401);
    const dismissed = await post(owner, 'dismiss');
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({ dismissed: true, finished: true, done: 3 });
    expect((await checklist(owner)).body).toMatchObject({ dismissed: true, finished: true });
    expect((await checklist(running.admin.cookie)).body).toMatchObject({ dismissed: false });
  });
});
