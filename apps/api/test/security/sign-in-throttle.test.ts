import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles, users } from '../../src/db/schema/index.ts';
import { seedDemoBusiness } from '../../src/seed/demo-seed.ts';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { asUser, DEMO_PASSWORD, sessionCookie, signIn } from '../support/auth.ts';
import { testDatabaseKinds } from '../support/databases.ts';

// The outside probe's findings on sign-in throttling (docs/security.md "Sign-in throttling").
describe.each(testDatabaseKinds())('sign-in throttle under attack (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoBusiness(t.database.db);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { 'x-forwarded-for': ip },
    });

  it('evaluates at most 5 of 200 parallel guesses, and the right password in the middle does not sign in', async () => {
    await t.database.db.delete(loginThrottles);
    const guesses = Array.from({ length: 200 }, (_, i) =>
      login('principal@demo.test', i === 100 ? DEMO_PASSWORD : `wrong-guess-${i}`, '203.0.113.200'),
    );
    const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);
    const evaluated = statuses.filter((status) => status !== 429);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 200)).toEqual([]);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    await t.database.db.delete(loginThrottles);
  });

  it('lets the owner sign in from their own address while the attacker is throttled', async () => {
    await t.database.db.delete(loginThrottles);
    for (let i = 0; i < 6; i++) await login('principal@demo.test', `wrong-${i}`, '203.0.113.201');
    expect((await login('principal@demo.test', DEMO_PASSWORD, '203.0.113.201')).statusCode).toBe(429);
    expect((await login('principal@demo.test', DEMO_PASSWORD, '198.51.100.23')).statusCode).toBe(200);
    await t.database.db.delete(loginThrottles);
  });

  it('evaluates at most 5 of 50 parallel two-step codes', async () => {
    await t.database.db.delete(loginThrottles);
    await t.database.db
      .update(users)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totpEnabledAt: new Date(), totpLastStep: null })
      .where(eq(users.email, 'expert@demo.test'));
    try {
      const pending = sessionCookie(await login('expert@demo.test', DEMO_PASSWORD, '198.51.100.25'));
      const codes = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/auth/login/two-step',
            headers: asUser(pending),
            payload: { code: String(100000 + i) },
          }),
        ),
      );
      expect(codes.filter((response) => response.statusCode !== 429).length).toBeLessThanOrEqual(5);
      expect(codes.filter((response) => response.statusCode === 200)).toEqual([]);
    } finally {
      await t.database.db
        .update(users)
        .set({ totpSecret: null, totpEnabledAt: null })
        .where(eq(users.email, 'expert@demo.test'));
      await t.database.db.delete(loginThrottles);
    }
  });

  it('evaluates at most 5 of 50 parallel password re-checks, without locking the sign-in', async () => {
    await t.database.db.delete(loginThrottles);
    const cookie = await signIn(t.app, 'member@demo.test');
    const rechecks = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          headers: asUser(cookie),
          payload: { currentPassword: `wrong-current-${i}`, newPassword: 'A-Brand-New-Passphrase-1' },
        }),
      ),
    );
    expect(rechecks.filter((response) => response.statusCode !== 429).length).toBeLessThanOrEqual(5);
    expect(rechecks.filter((response) => response.statusCode === 204)).toEqual([]);
    expect((await login('member@demo.test', DEMO_PASSWORD, '198.51.100.24')).statusCode).toBe(200);
    await t.database.db.delete(loginThrottles);
  });
});
