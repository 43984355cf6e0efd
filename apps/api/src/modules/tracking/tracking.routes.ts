import {
  ACCESS,
  distanceQuerySchema,
  distanceRankingSchema,
  myClientDistancesSchema,
  positionInputSchema,
  positionReplySchema,
  tripListSchema,
  tripSchema,
} from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { problems } from '../../lib/problem.ts';
import { viewerOf } from '../../lib/viewer.ts';
import {
  assignExpert,
  getTrip,
  listTodaysTrips,
  myClientDistances,
  rankExperts,
  recordPosition,
} from './tracking.service.ts';

// Live tracking's API (decision 0060). SPEC.md gives /admin/services/track and /distance `read` on
// service (staff and experts); what each sees is narrowed in tracking.service.ts.

const idParams = z.strictObject({ id: z.uuid('Not a session id.') });

export function trackingRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/services/:id/position',
      {
        config: { access: ACCESS.teamManage },
        schema: {
          tags: ['tracking'],
          summary: "The assigned expert's position while their in-home session is on its way (Tracking)",
          description:
            'At most one point a second (429). Inside the studio arrival geofence the session becomes Arrived and the position is deleted.',
          params: idParams,
          body: positionInputSchema,
          response: { 200: positionReplySchema, ...problems(400, 403, 404, 409, 429) },
        },
      },
      async (request) => recordPosition(db, viewerOf(request), request.params.id, request.body),
    );

    app.get(
      '/api/services/:id/trip',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['tracking'],
          summary: 'An in-home session on its way: the expert, the destination, distance and arrival time',
          params: idParams,
          response: { 200: tripSchema, ...problems(404, 409) },
        },
      },
      async (request) => getTrip(db, viewerOf(request), request.params.id, 'team'),
    );

    app.get(
      '/api/me/services/:id/trip',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['tracking'],
          summary: 'My in-home session on its way: where my expert is while they travel',
          params: idParams,
          response: { 200: tripSchema, ...problems(404, 409) },
        },
      },
      async (request) => getTrip(db, viewerOf(request), request.params.id, 'member'),
    );

    app.get(
      '/api/tracking/trips',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['tracking'],
          summary: "Today's in-home sessions and where their experts are (staff: all; an expert: their own)",
          response: { 200: tripListSchema },
        },
      },
      async (request) => listTodaysTrips(db, viewerOf(request)),
    );

    app.get(
      '/api/tracking/distance',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['tracking'],
          summary: "Experts ranked by straight-line distance to a customer's address or an in-home session",
          querystring: distanceQuerySchema,
          response: { 200: distanceRankingSchema, ...problems(400, 404, 422) },
        },
      },
      async (request) => rankExperts(db, viewerOf(request), request.query),
    );

    app.get(
      '/api/tracking/my-clients',
      {
        config: { access: ACCESS.expert },
        schema: {
          tags: ['tracking'],
          summary: 'My distance to my upcoming in-home clients',
          response: { 200: myClientDistancesSchema },
        },
      },
      async (request) => myClientDistances(db, viewerOf(request)),
    );

    app.post(
      '/api/services/:id/assign',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['tracking'],
          summary: 'Give a requested or confirmed in-home session to another expert',
          params: idParams,
          body: z.strictObject({ expertId: z.uuid('Choose an expert.') }),
          response: { 204: z.null(), ...problems(400, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        await assignExpert(db, viewerOf(request), request.params.id, request.body.expertId);
        return reply.code(204).send(null);
      },
    );
  };
}
