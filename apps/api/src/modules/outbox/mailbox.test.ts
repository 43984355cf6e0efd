import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudio, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';

type OutboxItem = { id: string; toEmail: string; subject: string; textBody: string; kind: string };

function cookieOf(response: LightMyRequestResponse): string {
  const value = response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  if (!value) throw new Error(`no session cookie (status ${response.statusCode})`);
  return `${SESSION_COOKIE}=${value}`;
}

// The Mailbox (decisions/0035-mailbox.md): each person reads only the emails addressed to them; no one
// reads anyone else's, staff included, so a reset or invitation link reaches only its recipient.
describe.each(testDatabaseKinds())('the Mailbox on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  const people: Record<string, Person> = {};
  const cookies: Record<string, string> = {};
  const read = (cookie: string | undefined, url = '/api/outbox/mine') =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    // Demo mode (seedDemo) turns the Mailbox on; the app itself seeds nothing.
    t = await buildTestApp(kind, { config: { seedDemo: true } });
    studio = await buildStudio(t.database.db, { experts: 1, customers: 1 });
    Object.assign(people, {
      principal: studio.principal,
      admin: studio.admin,
      expert: studio.experts[0],
      member: studio.customers[0],
    });
    for (const [role, person] of Object.entries(people)) cookies[role] = person.cookie;
  });
  afterAll(() => t.close());

  it('shows each person only the emails sent to their address, and no one the staff-wide outbox', async () => {
    const joiner = `joiner-${randomUUID().slice(0, 8)}@example.com`;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        businessSlug: studio.slug,
        fullName: 'Jo Joiner',
        email: joiner,
        password: 'Joiner-Password-2026',
      },
    });
    expect(signup.statusCode).toBe(201);
    const joinerCookie = cookieOf(signup);
    await t.database.db.insert(outboxEmails).values({
      toEmail: people.member?.email.toUpperCase() ?? '',
      subject: 'For the member',
      textBody: 'Reset: http://localhost/reset-password?token=secret-for-member',
      kind: 'test',
    });

    const mine = (await read(joinerCookie)).json();
    expect(mine.items.map((item: OutboxItem) => item.toEmail)).toEqual([joiner]);
    expect(mine.items[0].textBody).toContain('/verify-email?token=');

    // The member's own link, in full, to the member only (the address matches whatever its case).
    const member = (await read(cookies.member)).json();
    expect(member.items.map((item: OutboxItem) => item.textBody)).toContain(
      'Reset: http://localhost/reset-password?token=secret-for-member',
    );
    for (const other of ['principal', 'admin', 'expert']) {
      const theirs = (await read(cookies[other])).json();
      const bodies = theirs.items.map((item: OutboxItem) => item.textBody).join('\n');
      expect(bodies, other).not.toContain('secret-for-member');
      expect(
        theirs.items.every(
          (item: OutboxItem) => item.toEmail.toLowerCase() === people[other]?.email.toLowerCase(),
        ),
      ).toBe(true);
    }
    expect((await read(undefined)).statusCode).toBe(401);
    // The staff-wide list is gone: no route answers it.
    expect((await read(cookies.admin, '/api/outbox')).statusCode).toBe(404);
  });

  it('says whether emails are delivered and whether the Mailbox is on', async () => {
    const settings = await read(cookies.member, '/api/me/mail-settings');
    expect(settings.json()).toEqual({ delivery: false, mailbox: true });
    expect((await read(undefined, '/api/me/mail-settings')).statusCode).toBe(401);
  });

  it('refuses a page size outside the shared list and a page below 1, on their fields', async () => {
    const size = await read(cookies.admin, '/api/outbox/mine?pageSize=7');
    expect(size.statusCode).toBe(400);
    expect(Object.keys(size.json().errors)).toEqual(['pageSize']);
    const page = await read(cookies.admin, '/api/outbox/mine?page=0');
    expect(page.statusCode).toBe(400);
    expect(Object.keys(page.json().errors)).toEqual(['page']);
  });

  it('is off when emails are delivered outside the demo', async () => {
    const production = await buildTestApp(kind, {
      config: { seedDemo: false, mail: { smtpUrl: 'smtp://127.0.0.1:1', fromAddress: 'studio@example.com' } },
    });
    try {
      const { cookie } = (await buildStudio(production.database.db, { experts: 0, customers: 0 })).admin;
      const inject = (url: string) => production.app.inject({ method: 'GET', url, headers: { cookie } });
      expect((await inject('/api/outbox/mine')).statusCode).toBe(404);
      expect((await inject('/api/me/mail-settings')).json()).toEqual({ delivery: true, mailbox: false });
    } finally {
      await production.close();
    }
  });
});
