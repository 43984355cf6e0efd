import { pointOfFields } from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import { constraintOf, sqlStateOf } from '../../db/raw.ts';
import { HttpProblem } from '../../lib/problem.ts';
import {
  findStudioLocation,
  insertLocation,
  listLocations,
  makeDefaultLocation,
  updateLocation,
} from './locations.repository.ts';

// The studio's locations: a code unique in the studio, one default that cannot be deactivated.

const notFound = (what: string) => new HttpProblem(404, 'Not Found', `No such ${what}.`);

const duplicateCode = () =>
  new HttpProblem(409, 'Conflict', 'This studio already has a location with this code.', {
    code: ['This studio already has a location with this code.'],
  });

export async function listStudioLocations(db: Database, businessId: string, activeOnly: boolean) {
  return listLocations(db, businessId, activeOnly);
}

/** One location of the studio (404 when there is none). */
export async function getLocation(db: Database, businessId: string, locationId: string) {
  const row = await findStudioLocation(db, businessId, locationId);
  if (!row) throw notFound('location');
  return row;
}

type PointFields = { latitude?: number | null; longitude?: number | null };

/** The point columns of a request's point fields: both, both cleared, or nothing (left out: kept). */
function pointColumns(input: PointFields) {
  const point = pointOfFields(input);
  if (point === undefined) return {};
  return { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
}

/** Adds a location; a code the studio already has answers 409 on the field. */
export async function addLocation(
  db: Database,
  businessId: string,
  input: Omit<Parameters<typeof insertLocation>[2], 'latitude' | 'longitude'> & PointFields,
) {
  const { latitude, longitude, ...fields } = input;
  try {
    return await insertLocation(db, businessId, {
      ...fields,
      latitude: null,
      longitude: null,
      ...pointColumns({ latitude, longitude }),
    });
  } catch (error) {
    if (sqlStateOf(error) === '23505' && constraintOf(error) === 'locations_business_code') {
      throw duplicateCode();
    }
    throw error;
  }
}

/** Changes a location or deactivates it; the default one cannot be deactivated (409). */
export async function changeLocation(
  db: Database,
  businessId: string,
  locationId: string,
  input: Omit<NonNullable<Parameters<typeof updateLocation>[3]>, 'latitude' | 'longitude'> & PointFields,
) {
  const { latitude, longitude, ...fields } = input;
  const changes = { ...fields, ...pointColumns({ latitude, longitude }) };
  const existing = await getLocation(db, businessId, locationId);
  if (changes.active === false && existing.isDefault) {
    const message = 'Choose another default location before deactivating this one.';
    throw new HttpProblem(409, 'Conflict', message, { active: [message] });
  }
  const row =
    Object.keys(changes).length === 0 ? existing : await updateLocation(db, businessId, locationId, changes);
  if (!row) throw notFound('location');
  return row;
}

/** Makes a location the studio's default (404 when there is none). */
export async function setDefaultLocation(
  db: Database,
  businessId: string,
  locationId: string,
): Promise<void> {
  await getLocation(db, businessId, locationId);
  await makeDefaultLocation(db, businessId, locationId);
}
