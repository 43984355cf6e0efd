import { DEMO_PASSWORD, STUDIO_SUSPENDED_PROBLEM } from '@bmp/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { sessionCookie } from '../../../test/support/auth.ts';
import { operatorCookieFor } from '../../../test/support/callers.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { queryRows } from '../../db/raw.ts';
import {
  auditEvents,
  businesses,
  memberships,
  operatorSessions,
  outboxEmails,
  payments,
  services,
  sessions,
  users,
} from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { hashToken } from '../../lib/tokens.ts';
import {
  DEMO_OPERATOR_EMAIL,
  DEMO_OPERATOR_TOTP_SECRET,
  seedDemoOperator,
} from '../../seed/demo-operator-seed.ts';
import { SESSION_IDLE_SECONDS } from '../auth/sessions.ts';
import { totpCode } from '../auth/totp.ts';
import { createPack } from '../purchases/purchases.factories.ts';
import { listStudios, OVERDUE_AFTER_MINUTES } from './operator.repository.ts';

// The platform's operator (docs/decisions/0062-platform-operator.md): two-step sign-in, the console's
// figures, suspension and what it pauses, and the audit of every action.

describe.each(testDatabaseKinds())('the platform operator on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let other: Studio;
  let operator: string;
  const api = apiOf(() => t.app);
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(db(), { customers: 2, experts: 1, passwords: true, credits: 0 });
    other = await buildStudio(db(), { customers: 1, experts: 0, passwords: true });
    operator = await operatorCookieFor(db());
  }, 120_000);
  afterAll(() => t.close());

  const login = (email: string, password = DEMO_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('signs the operator in only with the two-step code, as `manage all` and nothing in a studio', async () => {
    const password = await login(DEMO_OPERATOR_EMAIL);
    expect(password.statusCode, password.body).toBe(200);
    expect(password.json()).toEqual({ twoFactorRequired: true });
    const pending = sessionCookie(password);
    // Half signed in: not the operator yet.
    expect((await api.get(pending, '/api/operator/session')).statusCode).toBe(401);
    expect((await api.get(pending, '/api/operator/studios')).statusCode).toBe(401);

    const wrong = await api.post(pending, '/api/auth/login/two-step', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors.code).toEqual(['That code is not valid.']);
    const done = await api.post(pending, '/api/auth/login/two-step', {
      code: totpCode(DEMO_OPERATOR_TOTP_SECRET),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      userData: { email: DEMO_OPERATOR_EMAIL, role: 'operator', businessId: '' },
      abilityRules: [{ action: 'manage', subject: 'all' }],
    });
    const cookie = sessionCookie(done);
    expect((await api.get(cookie, '/api/operator/session')).json().userData.role).toBe('operator');
    expect((await api.get(cookie, '/api/operator/studios')).statusCode).toBe(200);
    // Nothing inside a studio: its pages, its people, even "who am I" as a studio person.
    for (const url of ['/api/customers', '/api/auth/session', '/api/me/credits', '/api/services']) {
      expect((await api.get(cookie, url)).statusCode, url).toBe(403);
    }
    // The half-signed-in session was replaced, and signing out ends the operator's.
    expect((await api.get(pending, '/api/operator/session')).statusCode).toBe(401);
    await api.post(cookie, '/api/auth/logout');
    expect((await api.get(cookie, '/api/operator/session')).statusCode).toBe(401);
  });

  it('refuses an operator without two-step set up, and a studio role on every operator route', async () => {
    await seedDemoOperator(db());
    await db().update(users).set({ totpEnabledAt: null }).where(eq(users.email, DEMO_OPERATOR_EMAIL));
    try {
      const refused = await login(DEMO_OPERATOR_EMAIL);
      expect(refused.statusCode).toBe(403);
      expect(refused.cookies.find((c) => c.name === 'bmp_session' && c.value)).toBeUndefined();
    } finally {
      await db().update(users).set({ totpEnabledAt: new Date() }).where(eq(users.email, DEMO_OPERATOR_EMAIL));
    }
    for (const person of [studio.principal, studio.admin, studio.experts[0], studio.customers[0]]) {
      expect((await api.get(person?.cookie ?? '', '/api/operator/studios')).statusCode).toBe(403);
      const suspend = await api.post(
        person?.cookie ?? '',
        `/api/operator/studios/${studio.businessId}/suspend`,
        {
          reason: 'x',
        },
      );
      expect(suspend.statusCode).toBe(403);
    }
  });

  it('counts each studio’s people, sessions, revenue and health in SQL, as of a moment', async () => {
    const member = studio.customers[0];
    if (!member) throw new Error('no member');
    const packId = await createPack(t.app, studio.admin.cookie, {
      name: 'Three sessions',
      price: '$90.00',
      grants: [{ kind: 'training', quantity: 3 }],
      expiryDays: 30,
    });
    const bought = await api.post(member.cookie, '/api/purchases', { packId, paymentMethod: 'studio' });
    expect(bought.statusCode, bought.body).toBe(201);
    const paid = await api.post(studio.admin.cookie, '/api/payments', {
      customerId: member.membershipId,
      purchaseId: bought.json().purchase.id,
      amount: '90.00',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const tomorrow = daysAhead(3, studio.timeZone);
    const ids: string[] = [];
    for (const time of ['09:00', '11:00']) {
      const booked = await api.post(member.cookie, '/api/me/services', {
        offeringId: studio.studioOfferingId,
        expertId: studio.experts[0]?.membershipId,
        startsAt: at(tomorrow, time, studio.timeZone),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      ids.push(booked.json().id);
    }
    const secondId = ids[1];
    // One of the two is canceled: it does not count.
    const canceled = await api.post(studio.admin.cookie, `/api/services/${secondId}/transitions`, {
      to: 'Canceled',
      reason: 'The expert is ill.',
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const now = clock.now();
    await db()
      .insert(outboxEmails)
      .values([
        {
          businessId: studio.businessId,
          toEmail: 'a@example.com',
          subject: 'Failed',
          textBody: 'x',
          kind: 'test',
          status: 'failed',
          failedAt: now,
        },
        {
          businessId: studio.businessId,
          toEmail: 'b@example.com',
          subject: 'Waiting too long',
          textBody: 'x',
          kind: 'test',
          status: 'queued',
          nextAttemptAt: new Date(now.getTime() - (OVERDUE_AFTER_MINUTES + 1) * 60_000),
        },
        {
          businessId: studio.businessId,
          toEmail: 'c@example.com',
          subject: 'Just queued',
          textBody: 'x',
          kind: 'test',
          status: 'queued',
          nextAttemptAt: now,
        },
      ]);

    const figuresAt = async (moment: Date, businessId = studio.businessId) => {
      const page = await listStudios(db(), { now: moment, status: 'all', page: 1, pageSize: 100 });
      return page.items.find((item) => item.id === businessId);
    };
    // Four days on: the session (3 days ahead) has happened and the payment is 4 days old.
    const later = await figuresAt(new Date(now.getTime() + 4 * 86_400_000));
    const [takenCents] = await queryRows<{ cents: number }>(
      db(),
      sql`select coalesce(sum(amount_cents), 0)::int as cents from payments where business_id = ${studio.businessId}`,
    );
    expect(takenCents?.cents).toBe(9000);
    expect(later).toMatchObject({
      people: { principal: 1, admin: 1, expert: 1, customer: 2 },
      sessions30d: 1,
      revenue30dCents: takenCents?.cents,
      health: { failedEmails: 1, failedPayments: 0 },
    });
    // Overdue as of now: only the email waiting past its time by more than the allowance (the
    // booking's and the purchase's emails were queued a moment ago; no mailer runs in tests).
    expect((await figuresAt(now))?.health).toEqual({ failedEmails: 1, failedPayments: 0, overdueJobs: 1 });
    // 35 days on, the window has passed them all.
    const monthLater = await figuresAt(new Date(now.getTime() + 35 * 86_400_000));
    expect(monthLater).toMatchObject({ sessions30d: 0, revenue30dCents: 0, health: { failedEmails: 0 } });
    const otherFigures = await figuresAt(new Date(now.getTime() + 4 * 86_400_000), other.businessId);
    expect(otherFigures).toMatchObject({
      people: { expert: 0, customer: 1 },
      sessions30d: 0,
      revenue30dCents: 0,
    });
    expect(await db().select().from(payments).where(eq(payments.businessId, other.businessId))).toEqual([]);
  });

  it('counts at the exact edges of its windows: 30 days back, 15 minutes overdue', async () => {
    const DAY = 86_400_000;
    const MINUTE = 60_000;
    const figuresAt = async (moment: number, businessId: string) => {
      const page = await listStudios(db(), { now: new Date(moment), status: 'all', page: 1, pageSize: 100 });
      const found = page.items.find((item) => item.id === businessId);
      if (!found) throw new Error('studio not listed');
      return found;
    };
    // The session the figures test booked (the one not canceled) and its payment.
    const [held] = await db()
      .select({ startsAt: services.startsAt })
      .from(services)
      .where(and(eq(services.businessId, studio.businessId), eq(services.status, 'Requested')));
    const [paid] = await db()
      .select({ createdAt: payments.createdAt })
      .from(payments)
      .where(eq(payments.businessId, studio.businessId));
    if (!held || !paid) throw new Error('the figures test’s session and payment are missing');
    const starts = held.startsAt.getTime();
    // A session counts from the moment it starts until 30 days later, both ends measured exactly.
    expect((await figuresAt(starts, studio.businessId)).sessions30d).toBe(0);
    expect((await figuresAt(starts + 1, studio.businessId)).sessions30d).toBe(1);
    expect((await figuresAt(starts + 30 * DAY, studio.businessId)).sessions30d).toBe(1);
    expect((await figuresAt(starts + 30 * DAY + 1, studio.businessId)).sessions30d).toBe(0);
    const taken = paid.createdAt.getTime();
    expect((await figuresAt(taken + 30 * DAY, studio.businessId)).revenue30dCents).toBe(9000);
    expect((await figuresAt(taken + 30 * DAY + 1, studio.businessId)).revenue30dCents).toBe(0);

    // The other studio has no email of its own: one failed and one waiting, at fixed instants.
    const at = Date.parse('2030-01-15T12:00:00.000Z');
    await db()
      .insert(outboxEmails)
      .values([
        {
          businessId: other.businessId,
          toEmail: 'edge-failed@example.com',
          subject: 'Failed',
          textBody: 'x',
          kind: 'test',
          status: 'failed',
          failedAt: new Date(at),
        },
        {
          businessId: other.businessId,
          toEmail: 'edge-waiting@example.com',
          subject: 'Waiting',
          textBody: 'x',
          kind: 'test',
          status: 'queued',
          nextAttemptAt: new Date(at),
        },
      ]);
    const health = async (moment: number) => (await figuresAt(moment, other.businessId)).health;
    expect((await health(at + OVERDUE_AFTER_MINUTES * MINUTE)).overdueJobs).toBe(0);
    expect((await health(at + OVERDUE_AFTER_MINUTES * MINUTE + 1)).overdueJobs).toBe(1);
    expect((await health(at + 30 * DAY)).failedEmails).toBe(1);
    expect((await health(at + 30 * DAY + 1)).failedEmails).toBe(0);
    await db().delete(outboxEmails).where(eq(outboxEmails.businessId, other.businessId));
  });

  it('signs the operator out after 12 idle hours and at expiry, to the millisecond', async () => {
    await seedDemoOperator(db());
    const [person] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_OPERATOR_EMAIL));
    clock.makeClockMovable();
    const now = clock.freezeClock(new Date('2030-02-01T12:00:00.000Z')).getTime();
    try {
      const cookieWith = async (lastSeenAt: number, expiresAt: number) => {
        const token = `edge-${lastSeenAt}-${expiresAt}-${Math.random()}`;
        await db()
          .insert(operatorSessions)
          .values({
            tokenHash: hashToken(token),
            userId: person?.id ?? '',
            stage: 'active',
            createdAt: new Date(lastSeenAt),
            lastSeenAt: new Date(lastSeenAt),
            expiresAt: new Date(expiresAt),
          });
        return `bmp_session=${token}`;
      };
      const status = async (cookie: string) => (await api.get(cookie, '/api/operator/session')).statusCode;
      const idle = SESSION_IDLE_SECONDS * 1000;
      const later = now + 3_600_000;
      expect(await status(await cookieWith(now - idle + 1, later))).toBe(200);
      expect(await status(await cookieWith(now - idle, later))).toBe(401);
      expect(await status(await cookieWith(now - 1_000, now + 1))).toBe(200);
      expect(await status(await cookieWith(now - 1_000, now))).toBe(401);
    } finally {
      clock.resetClock();
    }
  });

  it('searches, sorts and pages the studios, and shows no person’s data', async () => {
    const search = await api.get(operator, `/api/operator/studios?q=${encodeURIComponent(other.name)}`);
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json()).toMatchObject({
      total: 1,
      page: 1,
      items: [{ id: other.businessId, name: other.name }],
    });
    const byName = await api.get(operator, '/api/operator/studios?sort=name&pageSize=100');
    const names = byName.json().items.map((item: { name: string }) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const [all] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from businesses`);
    expect(byName.json().total).toBe(all?.n);
    const firstPage = await api.get(operator, '/api/operator/studios?sort=name&pageSize=10&page=1');
    expect(firstPage.json().items.length).toBe(Math.min(10, all?.n ?? 0));
    const beyond = await api.get(operator, '/api/operator/studios?page=999');
    expect(beyond.json()).toMatchObject({ items: [], total: all?.n });
    const bad = await api.get(operator, '/api/operator/studios?sort=password');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['sort']);
    // Counts only: no email, name or phone of anyone in a studio.
    expect(byName.body).not.toContain('@example.com');
    expect(byName.body).not.toContain(studio.customers[0]?.name ?? '-');
  });

  it('suspends a studio: its people are signed out and told why, its channels pause, nothing is deleted', async () => {
    const counts = async () => {
      const [row] = await queryRows<{ people: number; sessions: number; payments: number }>(
        db(),
        sql`select (select count(*) from memberships where business_id = ${studio.businessId})::int as people,
                   (select count(*) from services where business_id = ${studio.businessId})::int as sessions,
                   (select count(*) from payments where business_id = ${studio.businessId})::int as payments`,
      );
      return row;
    };
    const before = await counts();
    const feed = await api.post(studio.customers[1]?.cookie ?? '', '/api/me/calendar-feed');
    expect(feed.statusCode, feed.body).toBe(201);
    const feedPath = new URL(feed.json().url).pathname;
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/studios/${studio.slug}` })).statusCode,
    ).toBe(200);

    // Bad input changes nothing.
    const empty = await api.post(operator, `/api/operator/studios/${studio.businessId}/suspend`, {
      reason: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.reason).toEqual(['Give a reason.']);
    const long = await api.post(operator, `/api/operator/studios/${studio.businessId}/suspend`, {
      reason: 'x'.repeat(501),
    });
    expect(Object.keys(long.json().errors)).toEqual(['reason']);
    const unknown = await api.post(
      operator,
      '/api/operator/studios/00000000-0000-4000-8000-000000000000/suspend',
      {
        reason: 'Unknown',
      },
    );
    expect(unknown.statusCode).toBe(404);
    const [still] = await db().select().from(businesses).where(eq(businesses.id, studio.businessId));
    expect(still?.suspendedAt).toBeNull();

    const reason = 'Card payments disputed; call the platform.';
    const suspended = await t.app.inject({
      method: 'POST',
      url: `/api/operator/studios/${studio.businessId}/suspend`,
      headers: { cookie: operator, 'x-requested-with': 'test', 'x-forwarded-for': '198.51.100.7' },
      payload: { reason },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const again = await api.post(operator, `/api/operator/studios/${studio.businessId}/suspend`, { reason });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.businessId).toEqual(['This studio is already suspended.']);

    // Open pages are told at once: their live streams check their sessions again.
    const [told] = await queryRows<{ audience: string[] }>(
      db(),
      sql`select audience from live_events where business_id = ${studio.businessId} and type = 'access.changed'
          order by id desc limit 1`,
    );
    expect(told?.audience).toEqual(expect.arrayContaining([`m:${studio.admin.membershipId}`]));
    // Signed out at once, with the reason.
    const refused = await api.get(studio.admin.cookie, '/api/customers');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ type: STUDIO_SUSPENDED_PROBLEM, title: 'Studio suspended' });
    expect(refused.json().detail).toContain(reason);
    const signIn = await login(studio.admin.email);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().type).toBe(STUDIO_SUSPENDED_PROBLEM);
    // Its public page, member sign-up, calendar feeds and team switching pause.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/studios/${studio.slug}` })).statusCode,
    ).toBe(404);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        businessSlug: studio.slug,
        fullName: 'New Person',
        email: 'new-person@example.com',
        password: 'A-long-password-2026',
      },
    });
    expect(signup.statusCode, signup.body).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(404);
    // The other studio goes on.
    expect((await api.get(other.admin.cookie, '/api/customers')).statusCode).toBe(200);
    expect((await login(other.admin.email)).statusCode).toBe(200);
    // Shown as suspended on the console.
    const listed = await api.get(operator, '/api/operator/studios?status=suspended&pageSize=100');
    expect(listed.json().items.map((item: { id: string }) => item.id)).toContain(studio.businessId);
    expect(listed.json().items.find((item: { id: string }) => item.id === studio.businessId)).toMatchObject({
      suspensionReason: reason,
    });

    const reactivated = await api.post(operator, `/api/operator/studios/${studio.businessId}/reactivate`, {
      reason: 'Disputes settled.',
    });
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    const twice = await api.post(operator, `/api/operator/studios/${studio.businessId}/reactivate`, {
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    // Everyone signs in afresh; everything is back.
    expect((await api.get(studio.admin.cookie, '/api/customers')).json().type).not.toBe(
      STUDIO_SUSPENDED_PROBLEM,
    );
    const back = await login(studio.admin.email);
    expect(back.statusCode, back.body).toBe(200);
    expect((await api.get(sessionCookie(back), '/api/customers')).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/studios/${studio.slug}` })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    expect(await counts()).toEqual(before);
    expect(await db().select().from(sessions).where(eq(sessions.businessId, studio.businessId))).toHaveLength(
      1,
    );

    // The audit holds who, what, when, from where and why.
    const [operatorUser] = await db().select().from(users).where(eq(users.email, DEMO_OPERATOR_EMAIL));
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.businessId, studio.businessId),
          eq(auditEvents.actorUserId, operatorUser?.id ?? ''),
        ),
      );
    const actions = audit.filter((event) => event.action.startsWith('operator.'));
    expect(actions.map((event) => [event.action, event.details])).toEqual([
      ['operator.studio.suspend', { reason }],
      ['operator.studio.reactivate', { reason: 'Disputes settled.' }],
    ]);
    expect(actions[0]).toMatchObject({ outcome: 'success', ip: '198.51.100.7', targetId: studio.businessId });
    expect(actions[0]?.createdAt).toBeInstanceOf(Date);
    const [membershipCount] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(memberships)
      .where(eq(memberships.businessId, studio.businessId));
    expect(membershipCount?.n).toBe(before?.people);
  });
});
