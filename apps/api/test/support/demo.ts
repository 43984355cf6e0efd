import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { businesses, memberships, users } from '../../src/db/schema/index.ts';

/** The id of the seeded Demo Fitness Studio (seedDemoBusiness must have run). */
export async function demoBusinessId(db: Database): Promise<string> {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.slug, 'demo-fitness-studio'));
  if (!row) throw new Error('the demo studio is not seeded');
  return row.id;
}

/** The membership (customer id) of an account with one membership, as a demo account has. */
export async function membershipIdOf(db: Database, email: string): Promise<string> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no membership for ${email}`);
  return row.id;
}
