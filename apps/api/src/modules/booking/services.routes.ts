import {
  ACCESS,
  bookingConflictSchema,
  bookServiceInputSchema,
  completionNotesInputSchema,
  isStaffRole,
  reviewInputSchema,
  type Service,
  serviceHistorySchema,
  serviceListQuerySchema,
  servicePageResponseSchema,
  serviceResponseSchema,
  staffBookServiceInputSchema,
  transitionInputSchema,
} from '@bmp/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { auditOrigin, recordAudit } from '../../lib/audit.ts';
import { idempotentReply } from '../../lib/idempotent-reply.ts';
import { HttpProblem, problems } from '../../lib/problem.ts';
import { scopeOf, viewerOf } from '../../lib/viewer.ts';
import {
  type BookInput,
  bookService,
  getService,
  getServiceHistory,
  listServices,
  reviewService,
  SlotTakenProblem,
  setCompletionNotes,
  transitionService,
} from './services.service.ts';

// Sessions: the admin area's routes (/api/services..., staff all, an expert their own) and the member
// area's (/api/me/services..., always the signed-in member's own). Booking and transitions move
// credits, so they take an Idempotency-Key.

const serviceResponse = serviceResponseSchema;
const servicePage = servicePageResponseSchema;
const conflictResponse = bookingConflictSchema;
const historyResponse = serviceHistorySchema;
const idParams = z.strictObject({ id: z.uuid('Not a session id.') });

type Area = 'team' | 'member';

/** Sends a taken slot's 409 with its nearest free starts (the error handler knows only plain problems). */
async function answeringSlotConflicts<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SlotTakenProblem) {
      return reply
        .code(409)
        .type('application/problem+json; charset=utf-8')
        .send(error.toBody(request.url.split('?')[0] ?? ''));
    }
    throw error;
  }
}

export function serviceRoutes(db: Database): FastifyPluginAsyncZod {
  async function book(request: FastifyRequest, reply: FastifyReply, input: BookInput) {
    const viewer = viewerOf(request);
    return answeringSlotConflicts(request, reply, () =>
      idempotentReply<Service>(db, request, reply, input, async () => {
        // The audit event is written by the booking's own statement (book_session).
        const service = await bookService(db, viewer, input, { audit: auditOrigin(request) });
        return { status: 201, body: service };
      }),
    );
  }

  async function transition(
    request: FastifyRequest,
    reply: FastifyReply,
    area: Area,
    serviceId: string,
    input: z.output<typeof transitionInputSchema>,
  ) {
    const viewer = viewerOf(request);
    return answeringSlotConflicts(request, reply, () =>
      idempotentReply<Service>(db, request, reply, { serviceId, ...input }, async () => {
        const service = await transitionService(db, viewer, scopeOf(viewer, area), serviceId, input);
        await recordAudit(db, request, {
          action: 'service.transition',
          outcome: 'success',
          targetType: 'service',
          targetId: serviceId,
          details: { to: input.to },
        });
        return { status: 200, body: service };
      }),
    );
  }

  const bookResponses = { 201: serviceResponse, 409: conflictResponse, ...problems(400, 403, 404, 422) };
  const transitionResponses = {
    200: serviceResponse,
    409: conflictResponse,
    ...problems(400, 403, 404, 422),
  };

  /**
   * The admin area (staff: the whole business; an expert: their own sessions) and the member area
   * (always the signed-in member's own) answer the same reads and transitions, each under its own
   * path, rule and scope.
   */
  const AREAS = {
    team: {
      path: '/api/services',
      read: ACCESS.teamRead,
      act: ACCESS.teamManage,
      listQuery: serviceListQuerySchema,
      summaries: {
        list: 'Sessions, filtered and paged (staff: all; an expert: their own)',
        one: 'One session',
        transition: 'Move a session along its lifecycle (confirm, reschedule, cancel, complete, ...)',
        history: 'Every step of a session: from, to, who, why, when',
      },
    },
    member: {
      path: '/api/me/services',
      read: ACCESS.member,
      act: ACCESS.member,
      listQuery: serviceListQuerySchema.omit({ customerId: true }),
      summaries: {
        list: 'The member’s sessions (upcoming=true for upcoming, status=completed for completed)',
        one: 'One of the member’s sessions',
        transition: 'Reschedule or cancel one of the member’s sessions',
        history: 'Every step of one of the member’s sessions',
      },
    },
  } as const;

  return async (app) => {
    for (const area of ['team', 'member'] as const) {
      const { path, read, act, listQuery, summaries } = AREAS[area];
      app.get(
        path,
        {
          config: { access: read },
          schema: {
            tags: ['booking'],
            summary: summaries.list,
            querystring: listQuery,
            response: { 200: servicePage },
          },
        },
        async (request) => {
          const viewer = viewerOf(request);
          return listServices(db, viewer, scopeOf(viewer, area), request.query);
        },
      );

      app.get(
        `${path}/:id`,
        {
          config: { access: read },
          schema: {
            tags: ['booking'],
            summary: summaries.one,
            params: idParams,
            response: { 200: serviceResponse, ...problems(404) },
          },
        },
        async (request) => {
          const viewer = viewerOf(request);
          return getService(db, viewer, scopeOf(viewer, area), request.params.id);
        },
      );

      app.post(
        `${path}/:id/transitions`,
        {
          config: { access: act },
          schema: {
            tags: ['booking'],
            summary: summaries.transition,
            params: idParams,
            body: transitionInputSchema,
            response: transitionResponses,
          },
        },
        async (request, reply) => transition(request, reply, area, request.params.id, request.body),
      );

      app.get(
        `${path}/:id/history`,
        {
          config: { access: read },
          schema: {
            tags: ['booking'],
            summary: summaries.history,
            params: idParams,
            response: { 200: historyResponse, ...problems(404) },
          },
        },
        async (request) => {
          const viewer = viewerOf(request);
          return getServiceHistory(db, viewer, scopeOf(viewer, area), request.params.id);
        },
      );
    }

    // Booking differs by area: staff and experts book for a customer, a member for themselves.
    app.post(
      '/api/services',
      {
        config: { access: ACCESS.teamManage },
        schema: {
          tags: ['booking'],
          summary:
            'Book a session for a customer (201), or 409 with the nearest free starts when the time is not free',
          body: staffBookServiceInputSchema,
          response: bookResponses,
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        let expertId = request.body.expertId ?? null;
        // An expert books sessions they run themselves.
        if (!isStaffRole(viewer.role)) {
          if (expertId && expertId !== viewer.membershipId) {
            throw new HttpProblem(403, 'Forbidden', 'Experts can book only sessions they run themselves.', {
              expertId: ['Experts can book only sessions they run themselves.'],
            });
          }
          expertId = viewer.membershipId;
        }
        return book(request, reply, { ...request.body, expertId });
      },
    );

    app.post(
      '/api/me/services',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['booking'],
          summary:
            'Book a session for oneself and household participants (201), or 409 with the nearest free starts',
          body: bookServiceInputSchema,
          response: bookResponses,
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        if (viewer.role !== 'customer') {
          throw new HttpProblem(403, 'Forbidden', 'Only members book here; staff book for a customer.');
        }
        return book(request, reply, { ...request.body, customerId: viewer.membershipId });
      },
    );

    app.put(
      '/api/services/:id/completion-notes',
      {
        config: { access: ACCESS.teamManage },
        schema: {
          tags: ['booking'],
          summary: 'Write or correct what was done in a completed session',
          params: idParams,
          body: completionNotesInputSchema,
          response: { 200: serviceResponse, ...problems(400, 403, 404, 409) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        return setCompletionNotes(
          db,
          viewer,
          scopeOf(viewer, 'team'),
          request.params.id,
          request.body.completionNotes,
        );
      },
    );

    app.post(
      '/api/me/services/:id/review',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['booking'],
          summary: 'Review a completed session: 1-5 stars and text, once',
          params: idParams,
          body: reviewInputSchema,
          response: { 200: serviceResponse, ...problems(400, 404, 409) },
        },
      },
      async (request) => {
        const service = await reviewService(db, viewerOf(request), request.params.id, request.body);
        await recordAudit(db, request, {
          action: 'service.review',
          outcome: 'success',
          targetType: 'service',
          targetId: service.id,
        });
        return service;
      },
    );
  };
}
