import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { auditEvents, outboxEmails, recoveryCodes, users, userTokens } from '../../db/schema/index.ts';
import { DEMO_BUSINESS, seedDemoBusiness } from '../../seed/demo-seed.ts';
import { SESSION_COOKIE } from './sessions.ts';
import { totpCode } from './totp.ts';

const PASSWORD = 'Correct-Horse-42';
const NEW_PASSWORD = 'Battery-Staple-77';
const INVALID_LINK = 'This link is invalid or has expired.';
const WRONG_PASSWORD = 'Your current password is not correct.';

describe.each(testDatabaseKinds())('account settings on %s', (kind) => {
  let t: TestApp;
  let demoBusinessId: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoBusiness(t.database.db);
    const signedIn = await login('member@demo.test', 'Demo-Password-2026');
    demoBusinessId = signedIn.json().userData.businessId;
  });
  afterAll(() => t.close());

  // --- helpers -------------------------------------------------------------------------------------

  function cookieOf(response: LightMyRequestResponse): string | undefined {
    const value = response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    return value ? `${SESSION_COOKIE}=${value}` : undefined;
  }

  function post(url: string, payload?: object, cookie?: string) {
    return t.app.inject({
      method: 'POST',
      url,
      ...(payload ? { payload } : {}),
      headers: cookie ? { cookie, 'x-requested-with': 'test' } : {},
    });
  }

  function login(email: string, password: string) {
    return post('/api/auth/login', { email, password });
  }

  async function signIn(email: string, password = PASSWORD): Promise<string> {
    const response = await login(email, password);
    expect(response.statusCode).toBe(200);
    const cookie = cookieOf(response);
    if (!cookie) throw new Error('no session cookie');
    return cookie;
  }

  function session(cookie: string) {
    return t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  }

  /** A new member of the demo studio, signed in: each test makes its own. */
  async function newMember(name = 'member') {
    const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
    const response = await post('/api/auth/signup', {
      businessSlug: DEMO_BUSINESS.slug,
      fullName: 'Riley Runner',
      email,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    const cookie = cookieOf(response);
    if (!cookie) throw new Error('no session cookie');
    return { email, cookie, userId: response.json().userData.id as string };
  }

  async function emailsTo(to: string, kind?: string) {
    return t.database.db
      .select()
      .from(outboxEmails)
      .where(
        kind ? and(eq(outboxEmails.toEmail, to), eq(outboxEmails.kind, kind)) : eq(outboxEmails.toEmail, to),
      )
      .orderBy(desc(outboxEmails.createdAt));
  }

  /** The token of the newest emailed link of this kind, and the link's path. */
  async function linkIn(to: string, kind: string) {
    const [email] = await emailsTo(to, kind);
    const match = email?.textBody.match(/(https?:\/\/[^\s/]+)(\/[a-z-]+)\?token=([\w-]+)/);
    if (!match) throw new Error(`no ${kind} link for ${to}`);
    return { origin: match[1], path: match[2], token: match[3] ?? '' };
  }

  async function userRow(userId: string) {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    if (!row) throw new Error('user vanished');
    return row;
  }

  async function auditsOf(userId: string) {
    return t.database.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, userId));
  }

  // --- email verification --------------------------------------------------------------------------

  it('confirms the email address with the link sent at sign-up, and the link works once', async () => {
    const member = await newMember();
    expect((await session(member.cookie)).json().userData.emailVerified).toBe(false);
    const link = await linkIn(member.email, 'verify_email');
    expect(link.path).toBe('/verify-email');

    // Opened in a browser that is not signed in: the link alone is enough.
    expect((await post('/api/auth/verify-email', { token: link.token })).statusCode).toBe(204);
    expect((await session(member.cookie)).json().userData.emailVerified).toBe(true);

    const again = await post('/api/auth/verify-email', { token: link.token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ detail: INVALID_LINK, errors: { token: [INVALID_LINK] } });
    expect((await auditsOf(member.userId)).map((a) => a.action)).toContain('auth.email.verified');
  });

  it('refuses an expired, unknown or malformed verification link on the token field and verifies nothing', async () => {
    const member = await newMember();
    const link = await linkIn(member.email, 'verify_email');
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, member.userId));

    const expired = await post('/api/auth/verify-email', { token: link.token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual({ token: [INVALID_LINK] });

    const unknown = await post('/api/auth/verify-email', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ token: [INVALID_LINK] });

    const malformed = await post('/api/auth/verify-email', { token: 'short', userId: member.userId });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors).sort()).toEqual(['token', 'userId']);

    expect((await userRow(member.userId)).emailVerifiedAt).toBeNull();
  });

  it('a reset link cannot be used to confirm an email address', async () => {
    const member = await newMember();
    await post('/api/auth/forgot-password', { email: member.email });
    const reset = await linkIn(member.email, 'reset_password');
    const response = await post('/api/auth/verify-email', { token: reset.token });
    expect(response.statusCode).toBe(400);
    expect((await userRow(member.userId)).emailVerifiedAt).toBeNull();
    // ...and it still works for what it was sent for.
    const used = await post('/api/auth/reset-password', { token: reset.token, password: NEW_PASSWORD });
    expect(used.statusCode).toBe(204);
  });

  it('resends the verification link on request, and sends nothing once the address is confirmed', async () => {
    const member = await newMember();
    expect((await post('/api/auth/verify-email/resend')).statusCode).toBe(401);

    expect((await post('/api/auth/verify-email/resend', undefined, member.cookie)).statusCode).toBe(204);
    const sent = await emailsTo(member.email, 'verify_email');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.businessId).toBe(demoBusinessId);

    const link = await linkIn(member.email, 'verify_email');
    expect((await post('/api/auth/verify-email', { token: link.token })).statusCode).toBe(204);
    expect((await post('/api/auth/verify-email/resend', undefined, member.cookie)).statusCode).toBe(204);
    expect(await emailsTo(member.email, 'verify_email')).toHaveLength(2);
  });

  // --- forgotten password --------------------------------------------------------------------------

  it('answers a reset request the same for known and unknown emails and mails only the known one', async () => {
    const member = await newMember();
    const unknownEmail = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const known = await post('/api/auth/forgot-password', { email: member.email.toUpperCase() });
    const unknown = await post('/api/auth/forgot-password', { email: unknownEmail });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);

    const [email] = await emailsTo(member.email, 'reset_password');
    expect(email).toMatchObject({ businessId: demoBusinessId, subject: 'Reset your password' });
    const link = await linkIn(member.email, 'reset_password');
    expect(link).toMatchObject({ origin: TEST_PUBLIC_URL, path: '/reset-password' });
    expect(await emailsTo(unknownEmail)).toHaveLength(0);

    const bad = await post('/api/auth/forgot-password', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['email']);
  });

  it('a reset link works once and not after an hour, and signs out every browser', async () => {
    const member = await newMember();
    const otherBrowser = await signIn(member.email);
    await post('/api/auth/forgot-password', { email: member.email });
    const link = await linkIn(member.email, 'reset_password');

    const reset = await post('/api/auth/reset-password', { token: link.token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(204);
    expect((await session(member.cookie)).statusCode).toBe(401);
    expect((await session(otherBrowser)).statusCode).toBe(401);
    expect((await login(member.email, PASSWORD)).statusCode).toBe(401);
    const cookie = await signIn(member.email, NEW_PASSWORD);

    const reused = await post('/api/auth/reset-password', {
      token: link.token,
      password: 'Another-Secret-99',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ detail: INVALID_LINK, errors: { token: [INVALID_LINK] } });

    // A link older than an hour: its expiry passed (set in the database, not with fake timers).
    await post('/api/auth/forgot-password', { email: member.email });
    const late = await linkIn(member.email, 'reset_password');
    const [token] = await t.database.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, member.userId), eq(userTokens.purpose, 'reset_password')))
      .orderBy(desc(userTokens.createdAt))
      .limit(1);
    expect(token?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000);
    expect(token?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60 * 1000);
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.id, token?.id ?? ''));
    const expired = await post('/api/auth/reset-password', {
      token: late.token,
      password: 'Another-Secret-99',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual({ token: [INVALID_LINK] });
    expect((await session(cookie)).statusCode).toBe(200);
    expect((await login(member.email, NEW_PASSWORD)).statusCode).toBe(200);

    const audits = await auditsOf(member.userId);
    expect(audits.filter((a) => a.action === 'auth.password.reset')).toHaveLength(1);
    const logged = JSON.stringify(audits);
    for (const secret of [link.token, late.token, NEW_PASSWORD, PASSWORD])
      expect(logged).not.toContain(secret);
  });

  it('refuses a weak new password on the password field and leaves the reset link usable', async () => {
    const member = await newMember();
    await post('/api/auth/forgot-password', { email: member.email });
    const link = await linkIn(member.email, 'reset_password');

    const weak = await post('/api/auth/reset-password', { token: link.token, password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().errors)).toEqual(['password']);
    const short = await post('/api/auth/reset-password', { token: link.token, password: 'abc' });
    expect(short.json().errors.password).toEqual(['Use at least 8 characters.']);
    expect((await session(member.cookie)).statusCode).toBe(200);

    expect(
      (await post('/api/auth/reset-password', { token: link.token, password: NEW_PASSWORD })).statusCode,
    ).toBe(204);
  });

  it('throttles reset requests per email address, known or not', async () => {
    const unknownEmail = `flood-${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/auth/forgot-password', { email: unknownEmail })).statusCode).toBe(202);
    }
    const throttled = await post('/api/auth/forgot-password', { email: unknownEmail });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });

  // --- changing the password -----------------------------------------------------------------------

  it('changing the password signs out every other browser and gives this one a new session', async () => {
    const member = await newMember();
    const otherBrowser = await signIn(member.email);

    const response = await post(
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      member.cookie,
    );
    expect(response.statusCode).toBe(204);
    const renewed = cookieOf(response);
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(member.cookie);

    expect((await session(renewed ?? '')).statusCode).toBe(200);
    expect((await session(member.cookie)).statusCode).toBe(401);
    expect((await session(otherBrowser)).statusCode).toBe(401);
    expect((await login(member.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(member.email, NEW_PASSWORD)).statusCode).toBe(200);

    const audits = await auditsOf(member.userId);
    expect(audits.map((a) => a.action)).toContain('auth.password.change');
    expect(JSON.stringify(audits)).not.toContain(NEW_PASSWORD);
  });

  it('refuses a wrong current password or a weak new one on the right field and changes nothing', async () => {
    const member = await newMember();
    const otherBrowser = await signIn(member.email);

    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'Not-My-Password-1', newPassword: NEW_PASSWORD },
      member.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: [WRONG_PASSWORD] });

    const weak = await post(
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'short' },
      member.cookie,
    );
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().errors)).toEqual(['newPassword']);

    const withoutHeader = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      headers: { cookie: member.cookie },
    });
    expect(withoutHeader.statusCode).toBe(403);

    expect((await session(member.cookie)).statusCode).toBe(200);
    expect((await session(otherBrowser)).statusCode).toBe(200);
    expect((await login(member.email, PASSWORD)).statusCode).toBe(200);
  });

  it('limits wrong current passwords without locking the account out of sign-in', async () => {
    const member = await newMember();
    for (let i = 0; i < 5; i++) {
      const wrong = await post(
        '/api/auth/two-step/disable',
        { currentPassword: `Wrong-${i}-pass` },
        member.cookie,
      );
      expect(wrong.statusCode).toBe(400);
    }
    const blocked = await post('/api/auth/two-step/disable', { currentPassword: PASSWORD }, member.cookie);
    expect(blocked.statusCode).toBe(429);
    expect((await login(member.email, PASSWORD)).statusCode).toBe(200);
  });

  // --- changing the email --------------------------------------------------------------------------

  it('changing the email mails a link to the new address and a notice to the old one; the link moves the account', async () => {
    const member = await newMember();
    const otherBrowser = await signIn(member.email);
    const newEmail = `moved-${randomUUID().slice(0, 8)}@example.com`;

    const response = await post(
      '/api/auth/change-email',
      { currentPassword: PASSWORD, newEmail: newEmail.toUpperCase() },
      member.cookie,
    );
    expect(response.statusCode).toBe(202);
    const [notice] = await emailsTo(member.email, 'change_email_notice');
    expect(notice?.textBody).toContain(newEmail);
    expect(notice?.textBody).not.toMatch(/token=/);
    const link = await linkIn(newEmail, 'change_email');
    expect(link.path).toBe('/verify-email');

    // Nothing changes before the link is opened.
    expect((await session(member.cookie)).json().userData.email).toBe(member.email);

    expect((await post('/api/auth/verify-email', { token: link.token }, member.cookie)).statusCode).toBe(204);
    const after = (await session(member.cookie)).json().userData;
    expect(after).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await session(otherBrowser)).statusCode).toBe(401);
    expect((await login(member.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await post('/api/auth/verify-email', { token: link.token })).statusCode).toBe(400);

    const actions = (await auditsOf(member.userId)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.email.change_requested', 'auth.email.changed']));
  });

  it('refuses an email change with a wrong password, a taken address or the same address, and mails nothing', async () => {
    const member = await newMember();
    const wrong = await post(
      '/api/auth/change-email',
      { currentPassword: 'Not-My-Password-1', newEmail: 'fresh@example.com' },
      member.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: [WRONG_PASSWORD] });

    const taken = await post(
      '/api/auth/change-email',
      { currentPassword: PASSWORD, newEmail: 'admin@demo.test' },
      member.cookie,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ newEmail: ['An account with this email already exists.'] });

    const same = await post(
      '/api/auth/change-email',
      { currentPassword: PASSWORD, newEmail: member.email },
      member.cookie,
    );
    expect(same.statusCode).toBe(400);
    expect(Object.keys(same.json().errors)).toEqual(['newEmail']);

    const invalid = await post(
      '/api/auth/change-email',
      { currentPassword: PASSWORD, newEmail: 'nope' },
      member.cookie,
    );
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors)).toEqual(['newEmail']);

    expect(await emailsTo(member.email, 'change_email_notice')).toHaveLength(0);
    expect(await emailsTo('fresh@example.com')).toHaveLength(0);
    expect(await emailsTo('admin@demo.test', 'change_email')).toHaveLength(0);
    expect((await userRow(member.userId)).email).toBe(member.email);
  });

  it('a change-email link answers 409 on the token when the address was taken meanwhile, and moves nothing', async () => {
    const member = await newMember();
    const wanted = `wanted-${randomUUID().slice(0, 8)}@example.com`;
    await post('/api/auth/change-email', { currentPassword: PASSWORD, newEmail: wanted }, member.cookie);
    const link = await linkIn(wanted, 'change_email');
    const rival = await post('/api/auth/signup', {
      businessSlug: DEMO_BUSINESS.slug,
      fullName: 'Quick Rival',
      email: wanted,
      password: PASSWORD,
    });
    expect(rival.statusCode).toBe(201);

    const response = await post('/api/auth/verify-email', { token: link.token });
    expect(response.statusCode).toBe(409);
    expect(Object.keys(response.json().errors)).toEqual(['token']);
    expect((await userRow(member.userId)).email).toBe(member.email);
    expect((await session(member.cookie)).statusCode).toBe(200);
  });

  it('only the newest change-email link works', async () => {
    const member = await newMember();
    const first = `first-${randomUUID().slice(0, 8)}@example.com`;
    const second = `second-${randomUUID().slice(0, 8)}@example.com`;
    await post('/api/auth/change-email', { currentPassword: PASSWORD, newEmail: first }, member.cookie);
    await post('/api/auth/change-email', { currentPassword: PASSWORD, newEmail: second }, member.cookie);
    expect(
      (await post('/api/auth/verify-email', { token: (await linkIn(first, 'change_email')).token }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/auth/verify-email', { token: (await linkIn(second, 'change_email')).token }))
        .statusCode,
    ).toBe(204);
    expect((await userRow(member.userId)).email).toBe(second);
  });

  // --- two-step sign-in ----------------------------------------------------------------------------

  it('two-step: enabling needs a valid code; login then needs the code; a recovery code works once', async () => {
    const member = await newMember();
    const setup = await post('/api/auth/two-step/setup', undefined, member.cookie);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect((await userRow(member.userId)).totpEnabledAt).toBeNull();

    const wrongCode = totpCode(secret) === '000000' ? '111111' : '000000';
    const wrong = await post('/api/auth/two-step/enable', { code: wrongCode }, member.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors)).toEqual(['code']);
    const malformed = await post('/api/auth/two-step/enable', { code: '12ab' }, member.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(['code']);
    expect((await userRow(member.userId)).totpEnabledAt).toBeNull();
    // Not on yet: signing in still needs no code.
    expect((await login(member.email, PASSWORD)).json()).toHaveProperty('userData');

    const enabledAt = Date.now();
    const enableCode = totpCode(secret, enabledAt);
    const enabled = await post('/api/auth/two-step/enable', { code: enableCode }, member.cookie);
    expect(enabled.statusCode).toBe(200);
    const codes: string[] = enabled.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}$/);
    expect((await session(member.cookie)).json().userData.twoFactorEnabled).toBe(true);
    expect((await post('/api/auth/two-step/setup', undefined, member.cookie)).statusCode).toBe(409);

    async function passwordStep() {
      const response = await login(member.email, PASSWORD);
      expect(response.json()).toEqual({ twoFactorRequired: true });
      return cookieOf(response) ?? '';
    }
    const twoStep = (code: string, cookie: string) => post('/api/auth/login/two-step', { code }, cookie);

    // The code used to enable cannot be replayed; the next step's code works.
    let pending = await passwordStep();
    expect((await twoStep(enableCode, pending)).statusCode).toBe(401);
    const viaApp = await twoStep(totpCode(secret, enabledAt + 30_000), pending);
    expect(viaApp.statusCode).toBe(200);

    const [first, second, third] = codes;
    pending = await passwordStep();
    expect((await twoStep(first ?? '', pending)).statusCode).toBe(200);
    pending = await passwordStep();
    expect((await twoStep(first ?? '', pending)).statusCode).toBe(401);
    // As typed from a printout: capitals and spaces are fine.
    pending = await passwordStep();
    expect((await twoStep(` ${(second ?? '').toUpperCase()} `, pending)).statusCode).toBe(200);
    // And without the dash.
    pending = await passwordStep();
    expect((await twoStep((third ?? '').replace('-', ''), pending)).statusCode).toBe(200);

    const audits = await auditsOf(member.userId);
    expect(audits.map((a) => a.action)).toContain('auth.two_step.enabled');
    const logged = JSON.stringify(audits);
    for (const code of codes) expect(logged).not.toContain(code);
    expect(logged).not.toContain(secret);
  });

  it('two-step: turning it off needs the current password, then sign-in needs no code', async () => {
    const member = await newMember();
    const { secret } = (await post('/api/auth/two-step/setup', undefined, member.cookie)).json();
    await post('/api/auth/two-step/enable', { code: totpCode(secret) }, member.cookie);

    const wrong = await post(
      '/api/auth/two-step/disable',
      { currentPassword: 'Not-My-Password-1' },
      member.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: [WRONG_PASSWORD] });
    expect((await userRow(member.userId)).totpEnabledAt).not.toBeNull();

    expect(
      (await post('/api/auth/two-step/disable', { currentPassword: PASSWORD }, member.cookie)).statusCode,
    ).toBe(204);
    const row = await userRow(member.userId);
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    const left = await t.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, member.userId));
    expect(left).toHaveLength(0);
    expect((await login(member.email, PASSWORD)).json()).toHaveProperty('userData');
    expect((await auditsOf(member.userId)).map((a) => a.action)).toContain('auth.two_step.disabled');
  });

  it('two-step: enabling before set-up is refused', async () => {
    const member = await newMember();
    const response = await post('/api/auth/two-step/enable', { code: '123456' }, member.cookie);
    expect(response.statusCode).toBe(409);
    expect((await userRow(member.userId)).totpEnabledAt).toBeNull();
  });

  // --- access --------------------------------------------------------------------------------------

  it('refuses every account setting to a caller who is not signed in', async () => {
    const bodies: Record<string, object | undefined> = {
      '/api/auth/verify-email/resend': undefined,
      '/api/auth/change-password': { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      '/api/auth/change-email': { currentPassword: PASSWORD, newEmail: 'x@example.com' },
      '/api/auth/two-step/setup': undefined,
      '/api/auth/two-step/enable': { code: '123456' },
      '/api/auth/two-step/disable': { currentPassword: PASSWORD },
    };
    for (const [url, body] of Object.entries(bodies)) {
      const response = await post(url, body);
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('documents every account route in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/auth/verify-email',
      '/api/auth/verify-email/resend',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/auth/change-password',
      '/api/auth/change-email',
      '/api/auth/two-step/setup',
      '/api/auth/two-step/enable',
      '/api/auth/two-step/disable',
    ]) {
      expect(document.paths[path]?.post, path).toBeDefined();
    }
  });
});
