import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import { DEMO_BUSINESS, DEMO_PASSWORD, seedDemoBusiness } from '../../seed/demo-seed.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';

type OutboxItem = {
  id: string;
  toEmail: string;
  subject: string;
  textBody: string;
  kind: string;
  createdAt: string;
};

function cookieOf(response: LightMyRequestResponse): string {
  const value = response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  if (!value) throw new Error(`no session cookie (status ${response.statusCode})`);
  return `${SESSION_COOKIE}=${value}`;
}

describe.each(testDatabaseKinds())('GET /api/outbox on %s', (kind) => {
  let t: TestApp;
  let otherBusinessId: string;
  let otherPrincipal: string;
  let otherOwnerEmail: string;
  const cookies: Record<string, string> = {};

  const readOutbox = (cookie: string | undefined, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/outbox${query}`, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await buildTestApp(kind, { config: { seedDemo: true } });
    await seedDemoBusiness(t.database.db);
    for (const role of ['principal', 'admin', 'expert', 'member']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `${role}@demo.test`, password: DEMO_PASSWORD },
      });
      cookies[role] = cookieOf(response);
    }
    // A second studio, whose owner's verification email lands in that studio's outbox.
    otherOwnerEmail = `owner-${randomUUID().slice(0, 8)}@example.com`;
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/businesses/signup',
      payload: {
        businessName: 'Other Gym',
        fullName: 'Olga Owner',
        email: otherOwnerEmail,
        password: DEMO_PASSWORD,
      },
    });
    expect(other.statusCode).toBe(201);
    otherPrincipal = cookieOf(other);
    otherBusinessId = other.json().userData.businessId;
  });
  afterAll(() => t.close());

  it("the outbox shows only the own business's emails and only to staff", async () => {
    const memberEmail = `joiner-${randomUUID().slice(0, 8)}@example.com`;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        businessSlug: DEMO_BUSINESS.slug,
        fullName: 'Jo Joiner',
        email: memberEmail,
        password: DEMO_PASSWORD,
      },
    });
    expect(signup.statusCode).toBe(201);

    for (const staff of ['principal', 'admin']) {
      const response = await readOutbox(cookies[staff]);
      expect(response.statusCode, staff).toBe(200);
      const page = response.json();
      const recipients = page.items.map((item: OutboxItem) => item.toEmail);
      expect(recipients).toContain(memberEmail);
      expect(recipients).not.toContain(otherOwnerEmail);
      expect(page).toMatchObject({ page: 1, pageSize: 20 });
    }

    const theirs = (await readOutbox(otherPrincipal)).json();
    expect(theirs.items.map((item: OutboxItem) => item.toEmail)).toEqual([otherOwnerEmail]);
    expect(theirs.total).toBe(1);
    expect(theirs.items[0]).toEqual({
      id: expect.any(String),
      toEmail: otherOwnerEmail,
      subject: 'Confirm your email address',
      textBody: expect.stringContaining('/verify-email?token='),
      kind: 'verify_email',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    // The outbox holds everyone's sign-in links: trainers and members may not read it.
    expect((await readOutbox(cookies.expert)).statusCode).toBe(403);
    expect((await readOutbox(cookies.member)).statusCode).toBe(403);
    expect((await readOutbox(undefined)).statusCode).toBe(401);
  });

  it('pages newest first with the shared page sizes', async () => {
    const base = Date.now() + 60_000;
    await t.database.db.insert(outboxEmails).values(
      Array.from({ length: 7 }, (_, i) => ({
        businessId: otherBusinessId,
        toEmail: `paged-${i}@example.com`,
        subject: `Paged ${i}`,
        textBody: 'Hello',
        kind: 'test',
        createdAt: new Date(base + i * 1000),
      })),
    );
    const first = (await readOutbox(otherPrincipal, '?page=1&pageSize=5')).json();
    expect(first.total).toBe(8);
    expect(first.items.map((item: OutboxItem) => item.subject)).toEqual([
      'Paged 6',
      'Paged 5',
      'Paged 4',
      'Paged 3',
      'Paged 2',
    ]);
    const second = (await readOutbox(otherPrincipal, '?page=2&pageSize=5')).json();
    expect(second).toMatchObject({ page: 2, pageSize: 5, total: 8 });
    expect(second.items.map((item: OutboxItem) => item.subject)).toEqual([
      'Paged 1',
      'Paged 0',
      'Confirm your email address',
    ]);
    expect((await readOutbox(otherPrincipal, '?page=9&pageSize=5')).json().items).toEqual([]);
  });

  it('refuses a page size outside the shared list and a page below 1, on their fields', async () => {
    const size = await readOutbox(cookies.admin, '?pageSize=7');
    expect(size.statusCode).toBe(400);
    expect(Object.keys(size.json().errors)).toEqual(['pageSize']);
    const page = await readOutbox(cookies.admin, '?page=0');
    expect(page.statusCode).toBe(400);
    expect(Object.keys(page.json().errors)).toEqual(['page']);
  });

  it('is not readable outside demo mode', async () => {
    const production = await buildTestApp(kind, { config: { seedDemo: false } });
    try {
      await seedDemoBusiness(production.database.db);
      const signedIn = await production.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@demo.test', password: DEMO_PASSWORD },
      });
      const response = await production.app.inject({
        method: 'GET',
        url: '/api/outbox',
        headers: { cookie: cookieOf(signedIn) },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('The outbox is only readable in demo mode.');
    } finally {
      await production.close();
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/outbox'].get.responses['200']).toBeDefined();
  });
});
