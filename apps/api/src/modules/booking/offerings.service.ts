import type { Offering, offeringInputSchema, offeringListQuerySchema } from '@bmp/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { uniqueRefusal } from '../../lib/db-errors.ts';
import { fieldProblem, notFound } from '../../lib/problem.ts';
import { expertCards, listActiveExperts, type Person } from './booking-context.repository.ts';
import {
  countActiveLocations,
  findOffering,
  insertOffering,
  listOfferingExperts,
  listOfferingLocations,
  listOfferings,
  type OfferingRow,
  type OfferingValues,
  updateOffering,
} from './offerings.repository.ts';

// The catalog: offerings as answered (with their experts' cards and locations), and the checks on a
// saved offering (active experts and locations of the studio, a name not taken).

export type { OfferingRow };

type OfferingInput = z.output<typeof offeringInputSchema>;

const ref = (person: Person) => ({ id: person.id, name: person.name });

/** Offerings as answered, with their listed experts and who delivers them now. */
export async function toOfferings(
  db: Database,
  businessId: string,
  rows: OfferingRow[],
): Promise<Offering[]> {
  const ids = rows.map((row) => row.id);
  const [listed, everyone, places] = await Promise.all([
    listOfferingExperts(db, businessId, ids),
    listActiveExperts(db, businessId),
    listOfferingLocations(db, businessId, ids),
  ]);
  // Every expert any of these offerings shows, once, with their card (photo, bio, lists).
  const shown = new Map<string, Person>(everyone.map((person) => [person.id, person]));
  for (const people of listed.values()) for (const person of people) shown.set(person.id, person);
  const cards = new Map(
    (await expertCards(db, businessId, [...shown.values()])).map((card) => [card.id, card]),
  );
  const card = (person: Person) =>
    cards.get(person.id) ?? { ...ref(person), photoPath: null, bio: '', specialities: [], languages: [] };
  return rows.map((row) => {
    const experts = listed.get(row.id) ?? [];
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      serviceType: row.serviceType,
      category: row.category,
      place: row.place,
      durationMinutes: row.durationMinutes,
      creditKind: row.creditKind,
      creditsNeeded: row.creditsNeeded,
      priceCents: row.priceCents,
      participantsMin: row.participantsMin,
      participantsMax: row.participantsMax,
      travelBufferMinutes: row.travelBufferMinutes,
      experts: experts.map(ref),
      deliveredBy: (experts.length > 0 ? experts.filter((expert) => expert.active) : everyone).map(card),
      locations: places.get(row.id) ?? [],
      active: row.active,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function oneOffering(db: Database, businessId: string, row: OfferingRow): Promise<Offering> {
  const [offering] = await toOfferings(db, businessId, [row]);
  if (!offering) throw new Error('offering mapping lost a row');
  return offering;
}

export async function valuesOf(db: Database, businessId: string, input: OfferingInput) {
  const experts = await listActiveExperts(db, businessId, input.expertIds);
  if (experts.length !== input.expertIds.length) {
    throw fieldProblem(422, 'expertIds', 'Choose active experts of this studio.');
  }
  if ((await countActiveLocations(db, businessId, input.locationIds)) !== input.locationIds.length) {
    throw fieldProblem(422, 'locationIds', 'Choose active locations of this studio.');
  }
  const values: OfferingValues = {
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    category: input.category,
    place: input.place,
    durationMinutes: input.durationMinutes,
    creditKind: input.creditKind,
    creditsNeeded: input.creditsNeeded,
    priceCents: input.price,
    participantsMin: input.participantsMin,
    participantsMax: input.participantsMax,
    travelBufferMinutes: input.travelBufferMinutes,
    active: input.active,
  };
  return values;
}

/** Saves under the studio's unique offering names: a name already taken answers 409 on the field. */
async function withUniqueName<T>(save: Promise<T>): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (uniqueRefusal(error, 'offerings_business_name')) {
      throw fieldProblem(409, 'name', 'An offering with this name already exists.');
    }
    throw error;
  }
}

/** A page of the catalog, active or not, filtered. */
export async function listOfferingPage(
  db: Database,
  businessId: string,
  query: z.output<typeof offeringListQuerySchema>,
) {
  const { page, pageSize, q, serviceType, category, active, locationId } = query;
  const { items, total } = await listOfferings(db, businessId, {
    ...(active === undefined ? {} : { active }),
    ...(q ? { q } : {}),
    ...(serviceType ? { serviceType } : {}),
    ...(category ? { category } : {}),
    ...(locationId ? { locationId } : {}),
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items: await toOfferings(db, businessId, items), total, page, pageSize };
}

/** One offering of the studio (404 when there is none). */
export async function getOffering(db: Database, businessId: string, offeringId: string): Promise<Offering> {
  const row = await findOffering(db, businessId, offeringId);
  if (!row) throw notFound('offering');
  return oneOffering(db, businessId, row);
}

/** Adds an offering; the answer is built by the caller after its audit event (oneOffering). */
export async function createOffering(db: Database, businessId: string, input: OfferingInput) {
  const values = await valuesOf(db, businessId, input);
  return withUniqueName(insertOffering(db, businessId, values, input.expertIds, input.locationIds));
}

/** Replaces an offering (404 when there is none). */
export async function replaceOffering(
  db: Database,
  businessId: string,
  offeringId: string,
  input: OfferingInput,
): Promise<OfferingRow> {
  if (!(await findOffering(db, businessId, offeringId))) throw notFound('offering');
  const values = await valuesOf(db, businessId, input);
  const row = await withUniqueName(
    updateOffering(db, businessId, offeringId, values, input.expertIds, input.locationIds),
  );
  if (!row) throw notFound('offering');
  return row;
}

/** Puts an offering on or takes it off the booking page (404 when there is none). */
export async function setOfferingActive(
  db: Database,
  businessId: string,
  offeringId: string,
  active: boolean,
): Promise<OfferingRow> {
  const row = await updateOffering(db, businessId, offeringId, { active });
  if (!row) throw notFound('offering');
  return row;
}

/** What a member can book: the active offerings. */
export async function listBookableOfferings(db: Database, businessId: string) {
  const { items } = await listOfferings(db, businessId, { active: true, limit: 500, offset: 0 });
  return { items: await toOfferings(db, businessId, items) };
}
