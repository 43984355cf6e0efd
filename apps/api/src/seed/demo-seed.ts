import { DEFAULT_LOCATION, DEMO_BUSINESS_SLUG, DEMO_PASSWORD } from '@bmp/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { businesses, businessHours, locations, memberships, seedRuns, users } from '../db/schema/index.ts';
import * as clock from '../lib/clock.ts';
import { hashPassword } from '../lib/passwords.ts';

/** Shown on the login page in demo mode and printed at start-up (PRODUCT.md "Demo business"). */
export { DEMO_PASSWORD };
export const DEMO_BUSINESS = { name: 'Demo Fitness Studio', slug: DEMO_BUSINESS_SLUG } as const;

// When each joined, in days before the seed: the team before the generated year of history (demo-
// history-seed.ts), Maya before her first sessions (demo-booking-seed.ts, two weeks back), Noah just now
// (still onboarding). Nobody's first session comes before they joined.
export const DEMO_ACCOUNTS = [
  {
    email: 'principal@demo.test',
    fullName: 'Paula Principal',
    role: 'principal',
    onboarded: true,
    joinedDaysAgo: 400,
  },
  { email: 'admin@demo.test', fullName: 'Adam Admin', role: 'admin', onboarded: true, joinedDaysAgo: 400 },
  { email: 'expert@demo.test', fullName: 'Erin Expert', role: 'expert', onboarded: true, joinedDaysAgo: 400 },
  {
    email: 'member@demo.test',
    fullName: 'Maya Member',
    role: 'customer',
    onboarded: true,
    joinedDaysAgo: 90,
  },
  {
    email: 'newmember@demo.test',
    fullName: 'Noah Newmember',
    role: 'customer',
    onboarded: false,
    joinedDaysAgo: 0,
  },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

const SEED_NAME = 'demo-business';

/**
 * Seeds the demo business once. The seed_runs row is written in the same transaction as the data,
 * so a second start, a crash half-way or two processes starting together never seed twice.
 * Returns true when it seeded, false when the seed had already run.
 */
export async function seedDemoBusiness(db: Database): Promise<boolean> {
  const already = await db.select().from(seedRuns).where(sql`${seedRuns.name} = ${SEED_NAME}`);
  if (already.length > 0) return false;

  // Hash before the transaction: PGlite runs one query at a time, so keep transactions short.
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));

  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;

    // Signed up when its owner joined (the platform operator's console shows the date).
    const signedUpAt = new Date(
      clock.now().getTime() - Math.max(...DEMO_ACCOUNTS.map((account) => account.joinedDaysAgo)) * DAY_MS,
    );
    const [business] = await tx
      .insert(businesses)
      .values({
        createdAt: signedUpAt,
        name: DEMO_BUSINESS.name,
        slug: DEMO_BUSINESS.slug,
        timeZone: 'America/Los_Angeles',
        // Members book before paying at the studio (the default), and may hold up to three unpaid
        // purchases: member@demo.test already owes one (demo-money-seed.ts) and can still buy.
        maxUnpaidPurchases: 3,
      })
      .returning({ id: businesses.id });
    if (!business) throw new Error('demo business insert returned nothing');

    await tx.insert(locations).values({ businessId: business.id, ...DEFAULT_LOCATION, isDefault: true });
    // PRODUCT.md: 07:00 AM - 07:00 PM every day.
    await tx.insert(businessHours).values(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        businessId: business.id,
        weekday,
        opensAt: '07:00',
        closesAt: '19:00',
        closed: false,
      })),
    );

    const now = clock.now();
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const joinedAt = new Date(now.getTime() - account.joinedDaysAgo * DAY_MS);
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          fullName: account.fullName,
          passwordHash: passwordHashes[index] ?? null,
          emailVerifiedAt: joinedAt,
          createdAt: joinedAt,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('demo user insert returned nothing');
      await tx.insert(memberships).values({
        businessId: business.id,
        userId: user.id,
        role: account.role,
        status: 'active',
        onboardedAt: account.onboarded ? joinedAt : null,
        createdAt: joinedAt,
      });
    }
    return true;
  });
}
