import {
  ACCESS,
  availabilityExceptionInputSchema,
  availabilityExceptionResponseSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
  bookingDaysQuerySchema,
  bookingDaysSchema,
  expertAvailabilityResponseSchema,
  expertListSchema,
  weeklyHoursInputSchema,
} from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { problems } from '../../lib/problem.ts';
import { viewerOf } from '../../lib/viewer.ts';
import {
  addException,
  findAvailability,
  findBookingDays,
  getExpertAvailability,
  listExperts,
  removeException,
  setWeeklyHours,
} from './availability.service.ts';

// Expert availability (weekly hours and dated exceptions; the expert for themselves, staff for
// anyone) and slot search (GET /api/availability for the admin area, /api/me/availability for members).

const expertParams = z.strictObject({ expertId: z.uuid('Not an expert id.') });
const exceptionParams = z.strictObject({
  expertId: z.uuid('Not an expert id.'),
  exceptionId: z.uuid('Not an exception id.'),
});
const availabilityResponse = availabilityResponseSchema;
const expertAvailabilityResponse = expertAvailabilityResponseSchema;
const memberAvailabilityQuery = availabilityQuerySchema.omit({ customerId: true });
const memberBookingDaysQuery = bookingDaysQuerySchema.omit({ customerId: true });

/** Staff signed in to the member area have no customer membership: nothing of theirs to keep free. */
const ownCustomer = (viewer: ReturnType<typeof viewerOf>) =>
  viewer.role === 'customer' ? { customerId: viewer.membershipId } : {};

export function availabilityRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/experts',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['booking'],
          summary: 'The studio’s active experts (for filters and booking on behalf of a customer)',
          response: { 200: expertListSchema },
        },
      },
      async (request) => {
        return { items: await listExperts(db, viewerOf(request).businessId) };
      },
    );

    app.get(
      '/api/experts/:expertId/availability',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['booking'],
          summary: 'An expert’s weekly hours and dated exceptions (their own, or anyone’s for staff)',
          params: expertParams,
          response: { 200: expertAvailabilityResponse, ...problems(403, 404) },
        },
      },
      async (request) => getExpertAvailability(db, viewerOf(request), request.params.expertId),
    );

    app.put(
      '/api/experts/:expertId/weekly-hours',
      {
        config: { access: ACCESS.teamManage },
        schema: {
          tags: ['booking'],
          summary: 'Replace an expert’s weekly hours (inside the studio’s hours)',
          params: expertParams,
          body: weeklyHoursInputSchema,
          response: { 200: expertAvailabilityResponse, ...problems(400, 403, 404) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const { expertId } = request.params;
        await setWeeklyHours(db, viewer, expertId, request.body.hours);
        await recordAudit(db, request, {
          action: 'expert.hours.update',
          outcome: 'success',
          targetType: 'membership',
          targetId: expertId,
        });
        return getExpertAvailability(db, viewer, expertId);
      },
    );

    app.post(
      '/api/experts/:expertId/exceptions',
      {
        config: { access: ACCESS.teamManage },
        schema: {
          tags: ['booking'],
          summary: 'Add time off or different hours on some dates',
          params: expertParams,
          body: availabilityExceptionInputSchema,
          response: {
            201: availabilityExceptionResponseSchema,
            ...problems(400, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { expertId } = request.params;
        const exception = await addException(db, viewer, expertId, request.body);
        await recordAudit(db, request, {
          action: 'expert.exception.create',
          outcome: 'success',
          targetType: 'membership',
          targetId: expertId,
        });
        reply.code(201);
        return exception;
      },
    );

    app.delete(
      '/api/experts/:expertId/exceptions/:exceptionId',
      {
        config: { access: ACCESS.teamManage },
        schema: {
          tags: ['booking'],
          summary: 'Remove a dated exception',
          params: exceptionParams,
          response: { 204: z.null(), ...problems(403, 404) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { expertId, exceptionId } = request.params;
        await removeException(db, viewer, expertId, exceptionId);
        await recordAudit(db, request, {
          action: 'expert.exception.delete',
          outcome: 'success',
          targetType: 'membership',
          targetId: expertId,
        });
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/availability',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['booking'],
          summary:
            'Free start times for an offering on a date (2 to 32 days ahead), for one expert or any; with customerId, also free for that customer',
          querystring: availabilityQuerySchema,
          response: { 200: availabilityResponse, ...problems(404, 422) },
        },
      },
      async (request) => findAvailability(db, viewerOf(request).businessId, request.query),
    );

    app.get(
      '/api/me/availability',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['booking'],
          summary: 'Free start times for the signed-in member (their own sessions kept free too)',
          querystring: memberAvailabilityQuery,
          response: { 200: availabilityResponse, ...problems(404, 422) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        return findAvailability(db, viewer.businessId, { ...request.query, ...ownCustomer(viewer) });
      },
    );

    app.get(
      '/api/availability/days',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['booking'],
          summary:
            'Each date of the booking window (2 to 32 days ahead) for an offering: open, closed by the studio, the expert’s day off, or full',
          querystring: bookingDaysQuerySchema,
          response: { 200: bookingDaysSchema, ...problems(404, 422) },
        },
      },
      async (request) => findBookingDays(db, viewerOf(request).businessId, request.query),
    );

    app.get(
      '/api/me/availability/days',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['booking'],
          summary:
            'Each date of the booking window for the signed-in member (their own sessions kept free too)',
          querystring: memberBookingDaysQuery,
          response: { 200: bookingDaysSchema, ...problems(404, 422) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        return findBookingDays(db, viewer.businessId, { ...request.query, ...ownCustomer(viewer) });
      },
    );
  };
}
