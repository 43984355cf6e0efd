import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginThrottles, users, userTokens } from '../../src/db/schema/index.ts';
import * as passwords from '../../src/lib/passwords.ts';
import { hashToken, newToken } from '../../src/lib/tokens.ts';
import { seedDemoBusiness } from '../../src/seed/demo-seed.ts';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { signIn } from '../support/auth.ts';
import { testDatabaseKinds } from '../support/databases.ts';

// Counts the password hashes the app makes (the real hash still runs).
vi.mock('../../src/lib/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/lib/passwords.ts')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});
const hashPassword = vi.mocked(passwords.hashPassword);

const NEW_PASSWORD = 'Fresh-Reset-Passphrase-7';
const INVALID_LINK = 'This link is invalid or has expired.';

// The probe's finding: 150 parallel made-up reset links each cost an argon2id hash (the hash came
// before the link check) and nothing limited them; sign-in slowed to 0.8 s (docs/security.md).
describe.each(testDatabaseKinds())('password reset flood (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoBusiness(t.database.db);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    hashPassword.mockClear();
    await t.database.db.delete(loginThrottles);
  });

  const reset = (token: string, ip: string, password = NEW_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password },
      headers: { 'x-forwarded-for': ip },
    });

  /** A live reset link of an account, as only its inbox would hold it. */
  async function linkFor(email: string): Promise<string> {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    const token = newToken();
    await t.database.db.insert(userTokens).values({
      userId: user.id,
      purpose: 'reset_password',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    return token;
  }

  it('refuses a made-up, a used and a wrong-purpose link without hashing the new password', async () => {
    const madeUp = await reset(newToken(), '203.0.113.50');
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().errors).toEqual({ token: [INVALID_LINK] });

    const token = await linkFor('expert@demo.test');
    await t.database.db
      .update(userTokens)
      .set({ usedAt: new Date() })
      .where(eq(userTokens.tokenHash, hashToken(token)));
    expect((await reset(token, '203.0.113.50')).statusCode).toBe(400);

    const verifyLink = newToken();
    const [expert] = await t.database.db.select().from(users).where(eq(users.email, 'expert@demo.test'));
    await t.database.db.insert(userTokens).values({
      userId: expert?.id ?? '',
      purpose: 'verify_email',
      tokenHash: hashToken(verifyLink),
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    expect((await reset(verifyLink, '203.0.113.50')).statusCode).toBe(400);
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('evaluates 10 of 150 parallel made-up links from one address, answers the rest 429 with Retry-After, and hashes nothing', async () => {
    const answers = await Promise.all(Array.from({ length: 150 }, () => reset(newToken(), '203.0.113.51')));
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(140);
    for (const throttled of answers.filter((response) => response.statusCode === 429)) {
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
      expect(throttled.json().detail).toMatch(
        /^Too many password reset attempts\. Try again in \d+ minutes?\.$/,
      );
    }
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('blocks the 11th try from one address even with a real link, and lets that link work from another', async () => {
    for (let i = 0; i < 10; i++) expect((await reset(newToken(), '203.0.113.52')).statusCode).toBe(400);
    const token = await linkFor('member@demo.test');
    const blocked = await reset(token, '203.0.113.52');
    expect(blocked.statusCode).toBe(429);
    expect(hashPassword).not.toHaveBeenCalled();

    const used = await reset(token, '198.51.100.52');
    expect(used.statusCode).toBe(204);
    expect(hashPassword).toHaveBeenCalledTimes(1);
    await signIn(t.app, 'member@demo.test', NEW_PASSWORD);
  });
});
