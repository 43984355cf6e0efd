import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from './schemas';

// Points on the map as the forms send them (decision 0060, "Points on the map"): a member's address, a
// customer's (staff), a studio location, an expert's home base. No geocoding service is reachable, so
// a point is a pin dropped on the map or typed. Both halves or neither, each field naming its own
// problem; the database checks the same (pointCheck).

export const POINT_MESSAGES = {
  latitude: 'Enter the latitude too, or clear both.',
  longitude: 'Enter the longitude too, or clear both.',
} as const;

/**
 * A point kept as two flat fields of a form (`latitude`, `longitude`): null clears it, leaving both out
 * keeps what is stored. Add `refinePointHalves` to the object that spreads it.
 */
export const optionalPointShape = {
  latitude: latitudeSchema.nullable().optional(),
  longitude: longitudeSchema.nullable().optional(),
};

type PointHalves = { latitude?: number | null | undefined; longitude?: number | null | undefined };

/** Both halves or neither: the missing half's field says so. */
export function refinePointHalves(value: PointHalves, ctx: z.RefinementCtx, path: PropertyKey[] = []): void {
  const hasLatitude = value.latitude !== null && value.latitude !== undefined;
  const hasLongitude = value.longitude !== null && value.longitude !== undefined;
  if (hasLatitude && !hasLongitude) {
    ctx.addIssue({ code: 'custom', path: [...path, 'longitude'], message: POINT_MESSAGES.longitude });
  }
  if (hasLongitude && !hasLatitude) {
    ctx.addIssue({ code: 'custom', path: [...path, 'latitude'], message: POINT_MESSAGES.latitude });
  }
}

/**
 * The stored point of flat fields: `undefined` when the input left both out (keep what is stored),
 * else the point or null. Call it on input `refinePointHalves` checked.
 */
export function pointOfFields(
  value: PointHalves,
): { latitude: number; longitude: number } | null | undefined {
  if (value.latitude === undefined && value.longitude === undefined) return undefined;
  if (typeof value.latitude === 'number' && typeof value.longitude === 'number') {
    return { latitude: value.latitude, longitude: value.longitude };
  }
  return null;
}

/** A point as answered: both halves, or null. */
export const pointSchema = z.object({ latitude: z.number(), longitude: z.number() }).nullable();

/** The point of two nullable columns, as answered. */
export const pointOfColumns = (
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): { latitude: number; longitude: number } | null =>
  typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
