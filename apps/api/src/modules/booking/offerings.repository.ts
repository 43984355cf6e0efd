import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  locations,
  memberships,
  offeringExperts,
  offeringLocations,
  offerings,
  users,
} from '../../db/schema/index.ts';
import { membershipLogin, tenantRow, tenantRowsIn } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';
import { type Person, personColumns, toPerson } from './booking-context.repository.ts';

// The catalog: offerings and the experts who deliver them.
// Queries of the booking engine. Every function takes the business first: the one place tenant
// scoping could be forgotten (STYLE.md 6). Inside a transaction callers pass `tx` (PGlite has one
// connection: a query on the outer handle would wait for the transaction forever).

// ---- Offerings ------------------------------------------------------------------------------------

export type { OfferingRow } from '../../db/schema/index.ts';

export type OfferingValues = Omit<
  typeof offerings.$inferInsert,
  'id' | 'businessId' | 'createdAt' | 'updatedAt'
>;

export async function findOffering(db: Database, businessId: string, offeringId: string) {
  const [row] = await db
    .select()
    .from(offerings)
    .where(tenantRow(offerings, businessId, offeringId));
  return row;
}

/** The experts listed on offerings (an empty list means every active expert). */
export async function listOfferingExperts(
  db: Database,
  businessId: string,
  offeringIds: string[],
): Promise<Map<string, Person[]>> {
  const map = new Map<string, Person[]>();
  if (offeringIds.length === 0) return map;
  const rows = await db
    .select({ offeringId: offeringExperts.offeringId, ...personColumns })
    .from(offeringExperts)
    .innerJoin(
      memberships,
      and(
        eq(memberships.businessId, offeringExperts.businessId),
        eq(memberships.id, offeringExperts.expertId),
      ),
    )
    .innerJoin(users, membershipLogin)
    .where(tenantRowsIn(offeringExperts, businessId, offeringExperts.offeringId, offeringIds))
    .orderBy(asc(users.fullName));
  for (const row of rows) {
    const list = map.get(row.offeringId) ?? [];
    list.push(toPerson(row));
    map.set(row.offeringId, list);
  }
  return map;
}

/** The locations listed on offerings (an empty list means every active location of the studio). */
export async function listOfferingLocations(
  db: Database,
  businessId: string,
  offeringIds: string[],
): Promise<Map<string, { id: string; display: string; active: boolean }[]>> {
  const map = new Map<string, { id: string; display: string; active: boolean }[]>();
  if (offeringIds.length === 0) return map;
  const rows = await db
    .select({
      offeringId: offeringLocations.offeringId,
      id: locations.id,
      display: locations.display,
      active: locations.active,
    })
    .from(offeringLocations)
    .innerJoin(
      locations,
      and(
        eq(locations.businessId, offeringLocations.businessId),
        eq(locations.id, offeringLocations.locationId),
      ),
    )
    .where(tenantRowsIn(offeringLocations, businessId, offeringLocations.offeringId, offeringIds))
    .orderBy(asc(locations.display));
  for (const { offeringId, ...location } of rows) {
    const list = map.get(offeringId) ?? [];
    list.push(location);
    map.set(offeringId, list);
  }
  return map;
}

/** The studio's active locations among `ids` (to check an offering's list). */
export async function countActiveLocations(db: Database, businessId: string, ids: string[]) {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), inArray(locations.id, ids), eq(locations.active, true)));
  return row?.n ?? 0;
}

export type OfferingFilter = {
  /** Offerings held at this location: studio offerings listing it, or listing none. */
  locationId?: string;
  active?: boolean;
  serviceType?: string;
  category?: string;
  q?: string;
  limit: number;
  offset: number;
};

export async function listOfferings(db: Database, businessId: string, filter: OfferingFilter) {
  const where = and(
    eq(offerings.businessId, businessId),
    filter.active === undefined ? undefined : eq(offerings.active, filter.active),
    filter.serviceType ? eq(offerings.serviceType, filter.serviceType as never) : undefined,
    filter.category ? eq(offerings.category, filter.category as never) : undefined,
    filter.q ? sql`strpos(lower(${offerings.name}), lower(${filter.q})) > 0` : undefined,
    filter.locationId
      ? sql`${offerings.place} = 'studio' and (
          exists (select 1 from ${offeringLocations} ol where ol.business_id = ${businessId}
            and ol.offering_id = ${offerings.id} and ol.location_id = ${filter.locationId})
          or not exists (select 1 from ${offeringLocations} ol where ol.business_id = ${businessId}
            and ol.offering_id = ${offerings.id}))`
      : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(offerings)
      .where(where)
      .orderBy(asc(offerings.serviceType), asc(offerings.name))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(offerings).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function insertOffering(
  db: Database,
  businessId: string,
  values: OfferingValues,
  expertIds: string[],
  locationIds: string[] = [],
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(offerings)
      .values({ ...values, businessId })
      .returning();
    if (!row) throw new Error('offering insert returned nothing');
    if (expertIds.length > 0) {
      await tx
        .insert(offeringExperts)
        .values(expertIds.map((expertId) => ({ businessId, offeringId: row.id, expertId })));
    }
    if (locationIds.length > 0) {
      await tx
        .insert(offeringLocations)
        .values(locationIds.map((locationId) => ({ businessId, offeringId: row.id, locationId })));
    }
    return row;
  });
}

export async function updateOffering(
  db: Database,
  businessId: string,
  offeringId: string,
  values: Partial<OfferingValues>,
  expertIds?: string[],
  locationIds?: string[],
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(offerings)
      .set({ ...values, updatedAt: clock.now() })
      .where(tenantRow(offerings, businessId, offeringId))
      .returning();
    if (!row) return undefined;
    if (expertIds) {
      await tx
        .delete(offeringExperts)
        .where(and(eq(offeringExperts.businessId, businessId), eq(offeringExperts.offeringId, offeringId)));
      if (expertIds.length > 0) {
        await tx
          .insert(offeringExperts)
          .values(expertIds.map((expertId) => ({ businessId, offeringId, expertId })));
      }
    }
    if (locationIds) {
      await tx
        .delete(offeringLocations)
        .where(
          and(eq(offeringLocations.businessId, businessId), eq(offeringLocations.offeringId, offeringId)),
        );
      if (locationIds.length > 0) {
        await tx
          .insert(offeringLocations)
          .values(locationIds.map((locationId) => ({ businessId, offeringId, locationId })));
      }
    }
    return row;
  });
}
