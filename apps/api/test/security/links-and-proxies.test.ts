import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, outboxEmails } from '../../src/db/schema/index.ts';
import { seedDemoBusiness } from '../../src/seed/demo-seed.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/app.ts';
import { DEMO_PASSWORD, signIn } from '../support/auth.ts';
import { testDatabaseKinds } from '../support/databases.ts';

// Findings of the outside probe (docs/security.md): links built from a forged Host, proxy headers
// believed from anyone, and the demo outbox handing staff other people's reset links.
describe.each(testDatabaseKinds())('links, proxies and the outbox (%s)', (kind) => {
  let t: TestApp;
  let direct: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind, { config: { seedDemo: true } });
    await seedDemoBusiness(t.database.db);
    // The default: no trusted proxy at all.
    direct = await buildTestApp(kind, { config: { trustProxy: false } });
  });
  afterAll(async () => {
    await t.close();
    await direct.close();
  });

  async function newestEmailTo(email: string, kindOfEmail: string) {
    const [row] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toEmail, email), eq(outboxEmails.kind, kindOfEmail)))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    if (!row) throw new Error(`no ${kindOfEmail} email to ${email}`);
    return row;
  }

  it('builds the reset link from PUBLIC_URL whatever Host or X-Forwarded-Host says', async () => {
    for (const headers of [
      { host: 'evil.test' },
      { 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers,
        payload: { email: 'member@demo.test' },
      });
      expect(response.statusCode).toBe(202);
      const email = await newestEmailTo('member@demo.test', 'reset_password');
      expect(email.textBody).toContain(`${TEST_PUBLIC_URL}/reset-password?token=`);
      expect(email.textBody).not.toContain('evil.test');
    }
  });

  it('ignores X-Forwarded-For and X-Forwarded-Proto unless the caller is a configured proxy', async () => {
    const email = `direct-${randomUUID().slice(0, 8)}@example.com`;
    const response = await direct.app.inject({
      method: 'POST',
      url: '/api/businesses/signup',
      headers: { 'x-forwarded-for': '203.0.113.99', 'x-forwarded-proto': 'https' },
      payload: {
        businessName: `Direct Studio ${randomUUID().slice(0, 6)}`,
        fullName: 'Dee Direct',
        email,
        password: DEMO_PASSWORD,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    // The cookie's Secure flag follows the real connection (plain HTTP here), not the header.
    expect(response.cookies.find((cookie) => cookie.name === 'bmp_session')?.secure).toBeFalsy();
    const [event] = await direct.database.db
      .select()
      .from(auditEvents)
      .orderBy(desc(auditEvents.createdAt))
      .limit(1);
    expect(event?.ip).toBe('127.0.0.1');
  });

  it("never shows staff another person's reset link; the recipient reads their own in the Mailbox", async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'principal@demo.test' },
    });
    const admin = await signIn(t.app, 'admin@demo.test');
    const staffWide = await t.app.inject({ method: 'GET', url: '/api/outbox', headers: { cookie: admin } });
    expect(staffWide.statusCode).toBe(404);
    const adminsOwn = (
      await t.app.inject({ method: 'GET', url: '/api/outbox/mine?pageSize=100', headers: { cookie: admin } })
    ).json();
    expect(adminsOwn.items.some((item: { kind: string }) => item.kind === 'reset_password')).toBe(false);

    const principal = await signIn(t.app, 'principal@demo.test');
    const own = (
      await t.app.inject({
        method: 'GET',
        url: '/api/outbox/mine?pageSize=100',
        headers: { cookie: principal },
      })
    ).json();
    const ownReset = own.items.find((item: { kind: string }) => item.kind === 'reset_password');
    expect(ownReset.textBody).toMatch(/\/reset-password\?token=[\w-]{20,}/);
    expect(own.items.every((item: { toEmail: string }) => item.toEmail === 'principal@demo.test')).toBe(true);
  });
});
