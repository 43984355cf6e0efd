import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { businesses } from '../../src/db/schema/index.ts';

/** The id of the seeded Demo Fitness Studio (seedDemoBusiness must have run). */
export async function demoBusinessId(db: Database): Promise<string> {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.slug, 'demo-fitness-studio'));
  if (!row) throw new Error('the demo studio is not seeded');
  return row.id;
}
