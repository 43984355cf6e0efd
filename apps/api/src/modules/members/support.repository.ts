import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businessHours, locations, supportRequests } from '../../db/schema/index.ts';

// The support page is public: the studio is named by its slug, which is how the business id is found.

/** The display name of the business's default location, if it has one. */
export async function findDefaultLocation(db: Database, businessId: string) {
  const [location] = await db
    .select({ display: locations.display })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), eq(locations.isDefault, true)));
  return location;
}

/** The business's opening hours, Monday (1) first. */
export function listBusinessHours(db: Database, businessId: string) {
  return db
    .select({
      weekday: businessHours.weekday,
      opensAt: businessHours.opensAt,
      closesAt: businessHours.closesAt,
      closed: businessHours.closed,
    })
    .from(businessHours)
    .where(eq(businessHours.businessId, businessId))
    .orderBy(asc(businessHours.weekday));
}

export async function insertSupportRequest(
  db: Database,
  businessId: string,
  request: { fromIp: string; email: string; subject: string },
) {
  const [saved] = await db
    .insert(supportRequests)
    .values({ businessId, ...request })
    .returning({ id: supportRequests.id });
  return saved;
}
