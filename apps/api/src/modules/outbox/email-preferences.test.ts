import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { memberships, outboxEmails, users } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

describe.each(testDatabaseKinds())('email choices on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let other: Studio;
  let maya: Person;
  const api = apiOf(() => t.app);
  const membership = (id: string) =>
    t.database.db
      .select({ reminders: memberships.emailReminders, news: memberships.emailSessionNews })
      .from(memberships)
      .where(eq(memberships.id, id));

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { credits: 10, customers: 1 });
    other = await buildStudio(t.database.db, { credits: 10, customers: 1 });
    maya = studio.customers[0] as Person;
  });
  afterAll(() => t.close());

  it('starts with everything on and no language, and saves each choice on its own', async () => {
    expect((await api.get(maya.cookie, '/api/me/email-preferences')).json()).toEqual({
      language: null,
      reminders: true,
      sessionNews: true,
      staffAlerts: false,
    });
    const news = await api.put(maya.cookie, '/api/me/email-preferences', { sessionNews: false });
    expect(news.json()).toEqual({ language: null, reminders: true, sessionNews: false, staffAlerts: false });
    const language = await api.put(maya.cookie, '/api/me/email-preferences', { language: 'ar' });
    expect(language.json()).toEqual({
      language: 'ar',
      reminders: true,
      sessionNews: false,
      staffAlerts: false,
    });
    const [user] = await t.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, maya.userId));
    expect(user?.language).toBe('ar');
    // Another studio's member keeps theirs.
    expect(await membership((other.customers[0] as Person).membershipId)).toEqual([
      { reminders: true, news: true },
    ]);
  });

  it('refuses a language it cannot write and unknown fields, on their field, changing nothing', async () => {
    const before = (await api.get(maya.cookie, '/api/me/email-preferences')).json();
    const language = await api.put(maya.cookie, '/api/me/email-preferences', { language: 'de' });
    expect(language.statusCode).toBe(400);
    expect(language.json().errors.language).toEqual(['Choose English, French or Arabic.']);
    const unknown = await api.put(maya.cookie, '/api/me/email-preferences', {
      reminders: false,
      studio: 'x',
    });
    expect(unknown.statusCode).toBe(400);
    const wrongType = await api.put(maya.cookie, '/api/me/email-preferences', { reminders: 'no' });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().errors)).toEqual(['reminders']);
    expect((await api.get(maya.cookie, '/api/me/email-preferences')).json()).toEqual(before);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/me/email-preferences' });
    expect(signedOut.statusCode).toBe(401);
  });

  it("an unsubscribe link turns off only its own membership's reminders", async () => {
    const theirs = other.customers[0] as Person;
    const token = newToken();
    await t.database.db.insert(outboxEmails).values({
      businessId: other.businessId,
      membershipId: theirs.membershipId,
      toEmail: theirs.email,
      subject: 'Reminder',
      textBody: 'Hi',
      kind: 'service.reminder',
      category: 'reminder',
      status: 'sent',
      unsubscribeTokenHash: hashToken(token),
    });
    // A GET changes nothing (link scanners): it leads to the app's page.
    const opened = await t.app.inject({ method: 'GET', url: `/api/email/unsubscribe?token=${token}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`/email/unsubscribe?token=${token}`);
    expect(await membership(theirs.membershipId)).toEqual([{ reminders: true, news: true }]);

    const done = await t.app.inject({ method: 'POST', url: `/api/email/unsubscribe?token=${token}` });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ studioName: expect.any(String), reminders: false });
    expect(await membership(theirs.membershipId)).toEqual([{ reminders: false, news: true }]);
    expect(await membership(maya.membershipId)).toEqual([{ reminders: true, news: false }]);
    // Repeating it is harmless.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/email/unsubscribe?token=${token}` })).statusCode,
    ).toBe(200);
  });
});
