import { DEMO_SIGN_IN_ACCOUNTS } from '@bmp/shared';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../test/support/databases.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { businesses, businessHours, locations, memberships, users } from '../db/schema/index.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { DEMO_ACCOUNTS, DEMO_BUSINESS, DEMO_PASSWORD, seedDemoBusiness } from './demo-seed.ts';

describe.each(testDatabaseKinds())('demo seed on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(() => database.close());

  it('creates Demo Fitness Studio in Los Angeles, open 07:00-19:00 every day', async () => {
    expect(await seedDemoBusiness(database.db)).toBe(true);
    const [business] = await database.db.select().from(businesses);
    expect(business).toMatchObject({ name: DEMO_BUSINESS.name, timeZone: 'America/Los_Angeles' });
    const places = await database.db.select().from(locations);
    expect(places).toEqual([
      expect.objectContaining({
        code: 'california.losAngeles',
        display: 'Los Angeles, California',
        state: 'California',
        isDefault: true,
      }),
    ]);
    const hours = await database.db.select().from(businessHours).orderBy(businessHours.weekday);
    expect(hours.map((h) => [h.weekday, h.opensAt, h.closesAt, h.closed])).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((day) => [day, '07:00:00', '19:00:00', false]),
    );
  });

  it('creates the five demo accounts with argon2id-hashed passwords and their roles', async () => {
    await seedDemoBusiness(database.db);
    const rows = await database.db
      .select({
        email: users.email,
        hash: users.passwordHash,
        role: memberships.role,
        onboardedAt: memberships.onboardedAt,
      })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id));
    expect(rows.map((r) => [r.email, r.role, r.onboardedAt !== null]).sort()).toEqual(
      DEMO_ACCOUNTS.map((a) => [a.email, a.role, a.onboarded]).sort(),
    );
    // The sign-in pages list exactly the seeded accounts (GET /api/public/config).
    expect(DEMO_SIGN_IN_ACCOUNTS.map((a) => [a.email, a.role])).toEqual(
      DEMO_ACCOUNTS.map((a) => [a.email, a.role]),
    );
    for (const row of rows) {
      expect(row.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.hash).not.toContain(DEMO_PASSWORD);
      expect(await verifyPassword(row.hash ?? '', DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(row.hash ?? '', 'wrong-password')).toBe(false);
    }
    // Each account has its own salt.
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
  });

  it('does not seed twice, even when two starts race', async () => {
    const results = await Promise.all([seedDemoBusiness(database.db), seedDemoBusiness(database.db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await seedDemoBusiness(database.db)).toBe(false);
    const [{ value: businessCount } = { value: -1 }] = await database.db
      .select({ value: count() })
      .from(businesses);
    const [{ value: userCount } = { value: -1 }] = await database.db.select({ value: count() }).from(users);
    expect(businessCount).toBe(1);
    expect(userCount).toBe(DEMO_ACCOUNTS.length);
  });
});
