import { like } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, businessHours, locations } from '../../db/schema/index.ts';

/** The slugs already taken that start with `base` (the business does not exist yet: no tenant). */
export async function listSlugsStartingWith(db: Database, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: businesses.slug })
    .from(businesses)
    .where(like(businesses.slug, `${base}%`));
  return rows.map((row) => row.slug);
}

/** A new business; its id is the tenant every following insert is scoped to. */
export async function insertBusiness(
  db: Database,
  values: { name: string; slug: string },
): Promise<{ id: string }> {
  const [business] = await db.insert(businesses).values(values).returning({ id: businesses.id });
  if (!business) throw new Error('business insert returned nothing');
  return business;
}

export async function insertDefaultLocation(
  db: Database,
  businessId: string,
  location: Omit<typeof locations.$inferInsert, 'businessId' | 'isDefault'>,
): Promise<void> {
  await db.insert(locations).values({ businessId, ...location, isDefault: true });
}

export async function insertBusinessHours(
  db: Database,
  businessId: string,
  hours: Omit<typeof businessHours.$inferInsert, 'businessId'>[],
): Promise<void> {
  await db.insert(businessHours).values(hours.map((entry) => ({ businessId, ...entry })));
}
