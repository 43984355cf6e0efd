import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { asUser, DEMO_PASSWORD, sessionCookie, signIn } from '../../../test/support/auth.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { auditEvents, loginThrottles, memberships, sessions, users } from '../../db/schema/index.ts';
import { seedDemoBusiness } from '../../seed/demo-seed.ts';
import { totpCode } from './totp.ts';

describe.each(testDatabaseKinds())('sign-in and sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoBusiness(t.database.db);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

  it('signs in with email and password, answering userData and abilityRules and an HttpOnly cookie', async () => {
    const response = await login('Admin@Demo.test', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.userData).toMatchObject({
      email: 'admin@demo.test',
      role: 'admin',
      businessName: 'Demo Fitness Studio',
      // Every page shows dates and times in the studio's zone, not the browser's (decision 0050).
      businessTimeZone: 'America/Los_Angeles',
      onboarded: true,
    });
    expect(body.abilityRules).toEqual([
      { action: 'manage', subject: 'service' },
      { action: 'admin', subject: 'service' },
      { action: 'read', subject: 'service' },
      { action: 'read', subject: 'customer' },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/token|password|hash/i);
    const cookie = response.cookies.find((c) => c.name === 'bmp_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // 256 random bits, base64url.
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a hash of the cookie is stored.
    const stored = await t.database.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === cookie?.value)).toBe(false);
  });

  it('gives the onboarding customer only read onBoard', async () => {
    const response = await login('newmember@demo.test', DEMO_PASSWORD);
    expect(response.json().abilityRules).toEqual([{ action: 'read', subject: 'onBoard' }]);
    expect(response.json().userData.onboarded).toBe(false);
  });

  it('answers a wrong password and an unknown email with the same 401 message', async () => {
    const wrongPassword = await login('expert@demo.test', 'not-the-password');
    const unknownEmail = await login('nobody@demo.test', 'not-the-password');
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBe('Incorrect email or password.');
      expect(response.cookies).toEqual([]);
    }
  });

  it('takes similar time for an unknown email as for a wrong password', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await login(email, 'not-the-password', {
        'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.1`,
      });
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time('principal@demo.test'));
      unknown.push(await time(`ghost${i}@demo.test`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2] ?? 0;
    // Both pay for one argon2id verification. Without the dummy hash an unknown email costs a single
    // indexed lookup, about 50x less; the generous bound keeps this stable on a busy machine.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.25);
  });

  it('answers GET /api/auth/session for the cookie, and 401 without one', async () => {
    const cookie = await signIn(t.app, 'member@demo.test');
    const mine = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().userData.email).toBe('member@demo.test');
    expect(mine.json().abilityRules).toEqual([{ action: 'read', subject: 'customer' }]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: 'bmp_session=forged' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('issues a new session id at every sign-in and ends the previous one of that browser', async () => {
    const first = await signIn(t.app, 'member@demo.test');
    const second = await login('member@demo.test', DEMO_PASSWORD, {
      cookie: first,
      'x-requested-with': 'test',
    });
    const secondCookie = sessionCookie(second);
    expect(secondCookie).not.toBe(first);
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: first } });
    expect(old.statusCode).toBe(401);
  });

  it('signs out on the server: the cookie stops working at once', async () => {
    const cookie = await signIn(t.app, 'expert@demo.test');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: asUser(cookie) });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'bmp_session')?.value).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('ends access at once when the membership is deactivated', async () => {
    const cookie = await signIn(t.app, 'expert@demo.test');
    const [expert] = await t.database.db.select().from(users).where(eq(users.email, 'expert@demo.test'));
    await t.database.db
      .update(memberships)
      .set({ status: 'deactivated' })
      .where(eq(memberships.userId, expert?.id ?? ''));
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
      expect(response.statusCode).toBe(401);
      const again = await login('expert@demo.test', DEMO_PASSWORD);
      expect(again.statusCode).toBe(403);
    } finally {
      await t.database.db
        .update(memberships)
        .set({ status: 'active' })
        .where(eq(memberships.userId, expert?.id ?? ''));
    }
  });

  it('signs out a session idle for longer than 12 hours, and one past its absolute lifetime', async () => {
    const idle = await signIn(t.app, 'member@demo.test');
    await t.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 13 * 3600_000) });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: idle } })).statusCode,
    ).toBe(401);
    const old = await signIn(t.app, 'member@demo.test');
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: old } })).statusCode,
    ).toBe(401);
  });

  it('refuses a cookie-authenticated mutation without X-Requested-With, or from another origin', async () => {
    const cookie = await signIn(t.app, 'member@demo.test');
    const noHeader = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(noHeader.statusCode).toBe(403);
    const crossOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...asUser(cookie), origin: 'https://evil.example' },
    });
    expect(crossOrigin.statusCode).toBe(403);
    // Neither signed the member out.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).statusCode,
    ).toBe(200);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...asUser(cookie), origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(sameOrigin.statusCode).toBe(204);
  });

  it('throttles repeated wrong passwords per account and address with 429 and Retry-After, and audits them', async () => {
    await t.database.db.delete(loginThrottles);
    const attacker = { 'x-forwarded-for': '203.0.113.66' };
    for (let i = 0; i < 5; i++)
      expect((await login('principal@demo.test', `wrong-${i}-password`, attacker)).statusCode).toBe(401);
    const blocked = await login('principal@demo.test', DEMO_PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().detail).toMatch(/Too many sign-in attempts/);
    // The owner on their own device is not locked out by someone else's guesses.
    expect(
      (await login('principal@demo.test', DEMO_PASSWORD, { 'x-forwarded-for': '198.51.100.10' })).statusCode,
    ).toBe(200);
    // Another account from the attacker's address is not blocked by this one.
    expect((await login('admin@demo.test', DEMO_PASSWORD, attacker)).statusCode).toBe(200);
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.login'));
    expect(audits.filter((a) => a.outcome === 'failure').length).toBeGreaterThanOrEqual(5);
    expect(audits.some((a) => a.outcome === 'denied')).toBe(true);
    expect(JSON.stringify(audits)).not.toContain('wrong-0-password');
    await t.database.db.delete(loginThrottles);
  });

  it('doubles the block at each further lockout of the same account and address', async () => {
    await t.database.db.delete(loginThrottles);
    const attacker = { 'x-forwarded-for': '203.0.113.67' };
    const key = 'pair:admin@demo.test|203.0.113.67';
    const retryAfter = async () => {
      for (let i = 0; i < 5; i++) await login('admin@demo.test', `wrong-${i}-password`, attacker);
      const blocked = await login('admin@demo.test', 'wrong-again', attacker);
      expect(blocked.statusCode).toBe(429);
      return Number(blocked.headers['retry-after']);
    };
    const first = await retryAfter();
    expect(first).toBeGreaterThan(50);
    expect(first).toBeLessThanOrEqual(60);
    // The block runs out (moved into the past here rather than waited for).
    await t.database.db
      .update(loginThrottles)
      .set({ blockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginThrottles.key, key));
    const second = await retryAfter();
    expect(second).toBeGreaterThan(110);
    expect(second).toBeLessThanOrEqual(120);
    await t.database.db.delete(loginThrottles);
  });

  it('throttles one address trying many accounts', async () => {
    await t.database.db.delete(loginThrottles);
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 50; i++) await login(`guess${i}@demo.test`, 'password-guess', headers);
    const blocked = await login('member@demo.test', DEMO_PASSWORD, headers);
    expect(blocked.statusCode).toBe(429);
    expect(
      (await login('member@demo.test', DEMO_PASSWORD, { 'x-forwarded-for': '203.0.113.8' })).statusCode,
    ).toBe(200);
    await t.database.db.delete(loginThrottles);
  });

  it('requires the authenticator code after the password when two-step is on; the code works once', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.database.db
      .update(users)
      .set({ totpSecret: secret, totpEnabledAt: new Date(), totpLastStep: null })
      .where(eq(users.email, 'admin@demo.test'));
    try {
      const first = await login('admin@demo.test', DEMO_PASSWORD);
      expect(first.json()).toEqual({ twoFactorRequired: true });
      const pending = sessionCookie(first);
      // Half signed in is not signed in.
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: pending } }))
          .statusCode,
      ).toBe(401);
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/two-step',
        headers: asUser(pending),
        payload: { code: '000000' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().errors).toEqual({ code: ['That code is not valid.'] });
      const code = totpCode(secret);
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/two-step',
        headers: asUser(pending),
        payload: { code },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().userData.email).toBe('admin@demo.test');
      const full = sessionCookie(ok);
      expect(full).not.toBe(pending);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: full } }))
          .statusCode,
      ).toBe(200);

      // The same code cannot be replayed for a second sign-in.
      const again = sessionCookie(await login('admin@demo.test', DEMO_PASSWORD));
      const replay = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/two-step',
        headers: asUser(again),
        payload: { code },
      });
      expect(replay.statusCode).toBe(401);
    } finally {
      await t.database.db
        .update(users)
        .set({ totpSecret: null, totpEnabledAt: null })
        .where(eq(users.email, 'admin@demo.test'));
    }
  });
});

describe.each(testDatabaseKinds())('sign-up on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoBusiness(t.database.db);
  });
  afterAll(() => t.close());

  it('lets a member sign up into a business, signed in and onboarding, with a verification email', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        businessSlug: 'demo-fitness-studio',
        fullName: 'Rosa Diaz',
        email: 'Rosa@Example.com',
        phone: '213-555-0142',
        password: 'a long enough passphrase',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().userData).toMatchObject({
      email: 'rosa@example.com',
      role: 'customer',
      onboarded: false,
    });
    expect(response.json().abilityRules).toEqual([{ action: 'read', subject: 'onBoard' }]);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'rosa@example.com'));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.phone).toBe('(213) 555-0142');
    const emails = await t.database.db.query.outboxEmails.findMany();
    expect(emails.find((e) => e.toEmail === 'rosa@example.com')?.textBody).toMatch(/\/verify-email\?token=/);
  });

  it('puts each sign-up mistake on its field and creates nothing', async () => {
    const before = await t.database.db.select().from(users);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        businessSlug: 'demo-fitness-studio',
        fullName: '',
        email: 'not-an-email',
        password: 'password1',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      fullName: ['Enter your full name.'],
      email: ['Enter a valid email address.'],
      password: ['This password is too common. Choose one that is harder to guess.'],
    });
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        businessSlug: 'demo-fitness-studio',
        fullName: 'Al',
        email: 'al@example.com',
        password: 'short',
      },
    });
    expect(short.json().errors).toEqual({ password: ['Use at least 8 characters.'] });
    expect(await t.database.db.select().from(users)).toHaveLength(before.length);
  });

  it('refuses an email that already has an account, on the email field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        businessSlug: 'demo-fitness-studio',
        fullName: 'Maya',
        email: 'member@demo.test',
        password: 'another long passphrase',
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.email[0]).toMatch(/already exists/);
  });

  it('refuses an unknown business on the businessSlug field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        businessSlug: 'no-such-studio',
        fullName: 'Rosa',
        email: 'rosa2@example.com',
        password: 'a long enough passphrase',
      },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors).toEqual({ businessSlug: ['No studio matches this sign-up link.'] });
  });

  it('creates a business with its principal, default location and hours, signed in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/businesses/signup',
      payload: {
        businessName: 'Sunrise Yoga & Barre',
        fullName: 'Sam Owner',
        email: 'sam@sunrise.test',
        password: 'sunrise passphrase 1',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().userData).toMatchObject({
      role: 'principal',
      businessName: 'Sunrise Yoga & Barre',
      businessSlug: 'sunrise-yoga-barre',
    });
    const businessId = response.json().userData.businessId;
    const hours = await t.database.db.query.businessHours.findMany({
      where: (h, { eq: equals }) => equals(h.businessId, businessId),
    });
    expect(hours).toHaveLength(7);
    const places = await t.database.db.query.locations.findMany({
      where: (l, { eq: equals }) => equals(l.businessId, businessId),
    });
    expect(places.map((p) => p.display)).toEqual(['Los Angeles, California']);
    // A second studio of the same name gets its own slug.
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/businesses/signup',
      payload: {
        businessName: 'Sunrise Yoga & Barre',
        fullName: 'Other Owner',
        email: 'other@sunrise.test',
        password: 'sunrise passphrase 2',
      },
    });
    expect(second.json().userData.businessSlug).toBe('sunrise-yoga-barre-2');
  });
});
