import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudio, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { notifications, outboxEmails } from '../../db/schema/index.ts';
import { SUPPORT_PER_HOUR } from './support.routes.ts';

describe.each(testDatabaseKinds())('the support page on %s', (kind) => {
  const fields = {
    name: 'Vera Visitor',
    email: 'vera@example.com',
    subject: 'Parking near the studio',
    message: 'Is there parking for members?',
  };
  let t: TestApp;
  let studio: Studio;
  let message: typeof fields & { businessSlug: string };
  beforeAll(async () => {
    t = await buildTestApp(kind);
    // An expert and a customer too: the message reaches the staff (principal and admin) only.
    studio = await buildStudio(t.database.db, { experts: 1, customers: 1 });
    message = { businessSlug: studio.slug, ...fields };
  });
  afterAll(() => t.close());

  const send = (payload: object, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/support',
      headers: { 'x-forwarded-for': ip, 'x-requested-with': 'test' },
      payload,
    });

  it('reaches the studio’s staff in the bell, by email those who asked, and shows the contact details', async () => {
    const contact = await t.app.inject({
      method: 'GET',
      url: `/api/support/contact?business=${studio.slug}`,
    });
    expect(contact.json()).toMatchObject({
      businessName: studio.name,
      location: 'Los Angeles, California',
    });
    expect(contact.json().hours).toHaveLength(7);
    // Only the admin turned alert emails on (decision 0052).
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/email-preferences',
      headers: { cookie: studio.admin.cookie, 'x-requested-with': 'test' },
      payload: { staffAlerts: true },
    });

    expect((await send(message, '203.0.113.10')).statusCode).toBe(202);
    const emails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'staff.supportMessage'));
    expect(emails.map((email) => email.toEmail)).toEqual([studio.admin.email]);
    expect(emails[0]?.textBody).toContain('Is there parking for members?');
    const bells = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'staff.supportMessage'));
    expect(bells.map((bell) => bell.membershipId).sort()).toEqual(
      [studio.admin.membershipId, studio.principal.membershipId].sort(),
    );
    expect(bells[0]?.data).toMatchObject({ message: 'Is there parking for members?' });
  });

  it('drops a honeypot message silently, refuses bad fields on the field, and limits each address', async () => {
    const before = (await t.database.db.select().from(outboxEmails)).length;
    expect((await send({ ...message, website: 'http://spam.example' }, '203.0.113.20')).statusCode).toBe(202);
    expect((await t.database.db.select().from(outboxEmails)).length).toBe(before);

    const bad = await send({ ...message, email: 'not-an-email' }, '203.0.113.21');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['email']);

    for (let i = 0; i < SUPPORT_PER_HOUR; i += 1)
      expect((await send(message, '203.0.113.30')).statusCode).toBe(202);
    const limited = await send(message, '203.0.113.30');
    expect(limited.statusCode).toBe(429);
    expect((await send(message, '203.0.113.31')).statusCode).toBe(202);
    const unknownStudio = await send({ ...message, businessSlug: 'nope' }, '203.0.113.32');
    expect(unknownStudio.statusCode).toBe(404);
    expect(
      await t.database.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.kind, 'staff.supportMessage'), eq(outboxEmails.toEmail, 'nope'))),
    ).toHaveLength(0);
  });
});
