import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { businesses, memberships, seedRuns, users } from '../db/schema/index.ts';
import { DEMO_BUSINESS } from './demo-seed.ts';

// What each demo seed looks up first: whether it already ran (decision 0006's seed_runs) and the demo
// studio it adds to, and the demo accounts' memberships.

/** The demo studio, unless the seed `name` already ran or there is no demo studio (then null). */
export async function demoStudioToSeed(
  db: Database,
  name: string,
): Promise<{ businessId: string; timeZone: string } | null> {
  const already = await db.select().from(seedRuns).where(sql`${seedRuns.name} = ${name}`);
  if (already.length > 0) return null;
  const [business] = await db
    .select({ id: businesses.id, timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.slug, DEMO_BUSINESS.slug));
  return business ? { businessId: business.id, timeZone: business.timeZone } : null;
}

/** A demo account's membership in the studio; throws if the account is missing. */
export async function demoMembership(db: Database, businessId: string, email: string) {
  const [row] = await db
    .select({ membershipId: memberships.id, userId: users.id, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.businessId, businessId), eq(users.email, email)));
  if (!row) throw new Error(`demo account ${email} is missing`);
  return row;
}
