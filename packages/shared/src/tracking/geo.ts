// Straight-line distance and a travel-time range for live tracking (docs/decisions/0060-live-tracking.md).
// No routing service is reachable, so the ETA is an honest range, not an exact minute.

export type Point = { latitude: number; longitude: number };

const EARTH_RADIUS_METERS = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance between two points, in metres. */
export function haversineMeters(from: Point, to: Point): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Streets are longer than the straight line: a city's roads run about 1.2 to 1.5 times it. */
export const DETOUR_FACTOR = { low: 1.2, high: 1.5 } as const;
/** Average urban driving speed, km/h, from a clear road to traffic. */
export const URBAN_SPEED_KMH = { fast: 35, slow: 20 } as const;

export type EtaRange = { minMinutes: number; maxMinutes: number };

/**
 * The minutes to cover `meters` of straight line, as a range: the short end with little detour at
 * the fast speed, the long end with more detour at the slow one. Zero when already there.
 */
export function etaRange(meters: number): EtaRange {
  if (meters <= 0) return { minMinutes: 0, maxMinutes: 0 };
  const minutes = (factor: number, kmh: number) => (meters * factor) / ((kmh * 1000) / 60);
  const minMinutes = Math.max(1, Math.floor(minutes(DETOUR_FACTOR.low, URBAN_SPEED_KMH.fast)));
  const maxMinutes = Math.max(minMinutes + 1, Math.ceil(minutes(DETOUR_FACTOR.high, URBAN_SPEED_KMH.slow)));
  return { minMinutes, maxMinutes };
}

/** The browser sends a point when this long has passed since the last one sent... */
export const SEND_EVERY_SECONDS = 10;
/** ...or when the expert has moved this far from it, whichever comes first. */
export const SEND_EVERY_METERS = 25;
/** The server refuses points closer together than this from one expert (429). */
export const MIN_SECONDS_BETWEEN_POINTS = 1;
/**
 * The browser sends a 25 m move no sooner than this after the last point: twice the server's floor, so
 * requests that take uneven times never reach it closer together than a second.
 */
export const SEND_AFTER_MOVE_SECONDS = 2 * MIN_SECONDS_BETWEEN_POINTS;

/**
 * The earliest time a reading at `point` may go, given the last point sent (none: at once):
 * SEND_AFTER_MOVE_SECONDS after it once the expert has moved SEND_EVERY_METERS from it, else
 * SEND_EVERY_SECONDS after it.
 */
export function sendableAt(last: { point: Point; at: number } | null, point: Point): number {
  if (!last) return Number.NEGATIVE_INFINITY;
  return haversineMeters(last.point, point) >= SEND_EVERY_METERS
    ? last.at + SEND_AFTER_MOVE_SECONDS * 1000
    : last.at + SEND_EVERY_SECONDS * 1000;
}

/** Whether a new reading is worth sending now, given the last point sent (none: always). */
export function shouldSendPoint(
  last: { point: Point; at: number } | null,
  next: { point: Point; at: number },
): boolean {
  return next.at >= sendableAt(last, next.point);
}

/** The arrival geofence: a studio setting, 100 m unless the studio chose otherwise. */
export const DEFAULT_ARRIVAL_GEOFENCE_METERS = 100;
export const ARRIVAL_GEOFENCE_RANGE = { min: 20, max: 1000 } as const;
