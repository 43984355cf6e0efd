import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { locations } from '../../db/schema/index.ts';
import { tenantRow } from '../../db/scope.ts';

// The studio's locations. Every function takes the business first (STYLE.md 6).

// ---- Locations -------------------------------------------------------------------------------------

export async function listLocations(db: Database, businessId: string, activeOnly: boolean) {
  return db
    .select({
      id: locations.id,
      code: locations.code,
      display: locations.display,
      state: locations.state,
      address: locations.address,
      latitude: locations.latitude,
      longitude: locations.longitude,
      active: locations.active,
      isDefault: locations.isDefault,
    })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), activeOnly ? eq(locations.active, true) : undefined))
    .orderBy(sql`${locations.isDefault} desc`, asc(locations.display));
}

export async function findStudioLocation(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(locations)
    .where(tenantRow(locations, businessId, id));
  return row;
}

export async function insertLocation(
  db: Database,
  businessId: string,
  values: {
    code: string;
    display: string;
    state: string;
    address: string | null;
    latitude: number | null;
    longitude: number | null;
  },
) {
  const [row] = await db
    .insert(locations)
    .values({ businessId, ...values })
    .returning();
  if (!row) throw new Error('location insert returned nothing');
  return row;
}

export async function updateLocation(
  db: Database,
  businessId: string,
  id: string,
  values: Partial<{
    display: string;
    state: string;
    address: string | null;
    latitude: number | null;
    longitude: number | null;
    active: boolean;
  }>,
) {
  const [row] = await db
    .update(locations)
    .set(values)
    .where(tenantRow(locations, businessId, id))
    .returning();
  return row;
}

/** Makes one location the default (the one a studio session uses when none is chosen). */
export async function makeDefaultLocation(db: Database, businessId: string, id: string) {
  await db.transaction(async (tx) => {
    await tx.update(locations).set({ isDefault: false }).where(eq(locations.businessId, businessId));
    await tx
      .update(locations)
      .set({ isDefault: true, active: true })
      .where(tenantRow(locations, businessId, id));
  });
}
