import { z } from 'zod';
import { ALL_SERVICE_STATUSES } from '../constants/services';
import { isoDateSchema } from '../dates';
import { ARRIVAL_GEOFENCE_RANGE } from './geo';

// The wire of live tracking (apps/api/src/modules/tracking, docs/decisions/0060-live-tracking.md).

export const latitudeSchema = z
  .number({ error: 'Enter a latitude.' })
  .min(-90, 'A latitude is between -90 and 90.')
  .max(90, 'A latitude is between -90 and 90.');
export const longitudeSchema = z
  .number({ error: 'Enter a longitude.' })
  .min(-180, 'A longitude is between -180 and 180.')
  .max(180, 'A longitude is between -180 and 180.');

/** A point on the map; both halves or neither. */
export const coordinatesSchema = z.strictObject({ latitude: latitudeSchema, longitude: longitudeSchema });
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** One reading from the expert's browser while their session is Tracking. */
export const positionInputSchema = z.strictObject({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  /** The reading's accuracy radius in metres, as the browser reports it. */
  accuracy: z
    .number({ error: 'Enter the accuracy in metres.' })
    .min(0, 'Accuracy cannot be negative.')
    .max(100_000, 'Accuracy is at most 100 km.')
    .optional(),
});
export type PositionInput = z.infer<typeof positionInputSchema>;

export const etaRangeSchema = z.object({ minMinutes: z.number().int(), maxMinutes: z.number().int() });

export const livePositionSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number().nullable(),
  recordedAt: z.string(),
});
export type LivePosition = z.infer<typeof livePositionSchema>;

/** One session on its way: where the expert is, where they go, how far and how long. */
export const tripSchema = z
  .object({
    sessionId: z.uuid(),
    status: z.enum(ALL_SERVICE_STATUSES),
    startsAt: z.string(),
    offeringName: z.string(),
    expert: z.object({ id: z.uuid(), name: z.string() }),
    customer: z.object({ id: z.uuid(), name: z.string() }),
    address: z.string().nullable(),
    destination: coordinatesSchema.nullable(),
    /** The latest point, only while Tracking (purged at arrival). */
    position: livePositionSchema.nullable(),
    distanceMeters: z.number().nullable(),
    eta: etaRangeSchema.nullable(),
    geofenceMeters: z.number().int(),
  })
  .meta({ id: 'Trip' });
export type Trip = z.infer<typeof tripSchema>;

export const tripListSchema = z.object({ items: z.array(tripSchema), timeZone: z.string() });

/** What the expert's page hears back after sending a point. */
export const positionReplySchema = z.object({
  status: z.enum(['Tracking', 'Arrived']),
  distanceMeters: z.number().nullable(),
  eta: etaRangeSchema.nullable(),
});

/** /admin/services/distance: rank experts from a customer's address or a requested in-home session. */
export const distanceQuerySchema = z
  .object({
    customerId: z.uuid('Choose a customer.').optional(),
    serviceId: z.uuid('Choose a session.').optional(),
    offeringId: z.uuid('Choose an offering.').optional(),
    date: isoDateSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (!query.customerId && !query.serviceId) {
      ctx.addIssue({ code: 'custom', path: ['customerId'], message: 'Choose a customer or a session.' });
    }
  });
export type DistanceQuery = z.infer<typeof distanceQuerySchema>;

export const rankedExpertSchema = z.object({
  expertId: z.uuid(),
  name: z.string(),
  /** Where the distance is measured from: the live position while tracking, else the home base. */
  from: z.enum(['position', 'home']).nullable(),
  point: coordinatesSchema.nullable(),
  distanceMeters: z.number().nullable(),
  eta: etaRangeSchema.nullable(),
  /** Free starts that day for the offering (ISO instants). */
  freeSlots: z.array(z.string()),
});
export type RankedExpert = z.infer<typeof rankedExpertSchema>;

export const distanceRankingSchema = z
  .object({
    target: z.object({
      customerId: z.uuid(),
      customerName: z.string(),
      serviceId: z.uuid().nullable(),
      address: z.string().nullable(),
      point: coordinatesSchema.nullable(),
    }),
    offering: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    date: z.string(),
    timeZone: z.string(),
    experts: z.array(rankedExpertSchema),
  })
  .meta({ id: 'DistanceRanking' });
export type DistanceRanking = z.infer<typeof distanceRankingSchema>;

/** An expert's own distance to their upcoming in-home clients. */
export const myClientDistanceSchema = z.object({
  sessionId: z.uuid(),
  startsAt: z.string(),
  status: z.string(),
  offeringName: z.string(),
  customerName: z.string(),
  address: z.string().nullable(),
  point: coordinatesSchema.nullable(),
  from: z.enum(['position', 'home']).nullable(),
  distanceMeters: z.number().nullable(),
  eta: etaRangeSchema.nullable(),
});
export const myClientDistancesSchema = z.object({
  items: z.array(myClientDistanceSchema),
  timeZone: z.string(),
  /** The expert's own starting point (home base), if set. */
  homeBase: coordinatesSchema.nullable(),
});

export const geofenceSchema = z
  .number({ error: 'Enter the arrival distance in metres.' })
  .int('Use whole metres.')
  .min(ARRIVAL_GEOFENCE_RANGE.min, `At least ${ARRIVAL_GEOFENCE_RANGE.min} m.`)
  .max(ARRIVAL_GEOFENCE_RANGE.max, `At most ${ARRIVAL_GEOFENCE_RANGE.max} m.`);
