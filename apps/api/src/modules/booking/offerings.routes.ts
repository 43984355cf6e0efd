import {
  ACCESS,
  bookableOfferingsSchema,
  offeringInputSchema,
  offeringListQuerySchema,
  offeringPageSchema,
  offeringResponseSchema as offeringResponse,
} from '@bmp/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { problems } from '../../lib/problem.ts';
import { viewerOf } from '../../lib/viewer.ts';
import {
  createOffering,
  getOffering,
  listBookableOfferings,
  listOfferingPage,
  type OfferingRow,
  oneOffering,
  replaceOffering,
  setOfferingActive,
} from './offerings.service.ts';

// The catalog (/admin/business/services): staff create, edit, deactivate and reactivate offerings;
// experts read them; members see the active ones to book.

const idParams = z.strictObject({ id: z.uuid('Not an offering id.') });

export function offeringRoutes(db: Database): FastifyPluginAsyncZod {
  /** Audits a change to the offering, then answers it as the catalog shows it. */
  async function changed(request: FastifyRequest, businessId: string, action: string, row: OfferingRow) {
    await recordAudit(db, request, { action, outcome: 'success', targetType: 'offering', targetId: row.id });
    return oneOffering(db, businessId, row);
  }

  return async (app) => {
    app.get(
      '/api/offerings',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['booking'],
          summary: 'The catalog: offerings, active or not',
          querystring: offeringListQuerySchema,
          response: { 200: offeringPageSchema },
        },
      },
      async (request) => listOfferingPage(db, viewerOf(request).businessId, request.query),
    );

    app.get(
      '/api/offerings/:id',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['booking'],
          summary: 'One offering',
          params: idParams,
          response: { 200: offeringResponse, ...problems(404) },
        },
      },
      async (request) => getOffering(db, viewerOf(request).businessId, request.params.id),
    );

    app.post(
      '/api/offerings',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['booking'],
          summary: 'Add an offering',
          body: offeringInputSchema,
          response: { 201: offeringResponse, ...problems(400, 409, 422) },
        },
      },
      async (request, reply) => {
        const { businessId } = viewerOf(request);
        const row = await createOffering(db, businessId, request.body);
        reply.code(201);
        return changed(request, businessId, 'offering.create', row);
      },
    );

    app.put(
      '/api/offerings/:id',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['booking'],
          summary: 'Replace an offering (sessions already booked keep what they were booked with)',
          params: idParams,
          body: offeringInputSchema,
          response: { 200: offeringResponse, ...problems(400, 404, 409, 422) },
        },
      },
      async (request) => {
        const { businessId } = viewerOf(request);
        const row = await replaceOffering(db, businessId, request.params.id, request.body);
        return changed(request, businessId, 'offering.update', row);
      },
    );

    for (const [path, active] of [
      ['deactivate', false],
      ['activate', true],
    ] as const) {
      app.post(
        `/api/offerings/:id/${path}`,
        {
          config: { access: ACCESS.staff },
          schema: {
            tags: ['booking'],
            summary: active
              ? 'Put an offering back on the booking page'
              : 'Take an offering off the booking page (booked sessions stay)',
            params: idParams,
            response: { 200: offeringResponse, ...problems(404) },
          },
        },
        async (request) => {
          const { businessId } = viewerOf(request);
          const row = await setOfferingActive(db, businessId, request.params.id, active);
          return changed(request, businessId, active ? 'offering.activate' : 'offering.deactivate', row);
        },
      );
    }

    app.get(
      '/api/me/offerings',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['booking'],
          summary: 'What a member can book: the active offerings and who delivers them',
          response: { 200: bookableOfferingsSchema },
        },
      },
      async (request) => listBookableOfferings(db, viewerOf(request).businessId),
    );
  };
}
