import { ACCESS, payRateInputSchema, payRateSchema } from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { problems } from '../../lib/problem.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { changePayRate, createPayRate, removePayRate, studioPayRates } from './pay-rates.service.ts';

// Pay rates over HTTP (docs/decisions/0058-pay-rates.md): the owner keeps them, admins read them.

const idParams = z.strictObject({ id: z.uuid('Not a pay rate id.') });

export function payRateRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/pay-rates',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['payouts'],
          summary: 'The studio’s pay rates, with what each applies to and when',
          response: { 200: z.object({ items: z.array(payRateSchema) }) },
        },
      },
      async (request) => ({ items: await studioPayRates(db, viewerOf(request).businessId) }),
    );

    app.post(
      '/api/pay-rates',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['payouts'],
          summary: 'Add a pay rate (from a day; two of one scope never apply on the same day)',
          body: payRateInputSchema,
          response: { 201: payRateSchema, ...problems(400, 409, 422) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const rate = await createPayRate(db, viewer.businessId, viewer.userId, request.body);
        await recordAudit(db, request, {
          action: 'pay_rate.create',
          outcome: 'success',
          targetType: 'pay_rate',
          targetId: rate.id,
        });
        reply.code(201);
        return rate;
      },
    );

    app.put(
      '/api/pay-rates/:id',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['payouts'],
          summary: 'Change a pay rate',
          params: idParams,
          body: payRateInputSchema,
          response: { 200: payRateSchema, ...problems(400, 404, 409, 422) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const rate = await changePayRate(
          db,
          viewer.businessId,
          viewer.userId,
          request.params.id,
          request.body,
        );
        await recordAudit(db, request, {
          action: 'pay_rate.update',
          outcome: 'success',
          targetType: 'pay_rate',
          targetId: rate.id,
        });
        return rate;
      },
    );

    app.delete(
      '/api/pay-rates/:id',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['payouts'],
          summary: 'Remove a pay rate',
          params: idParams,
          response: { 204: z.null(), ...problems(404) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        await removePayRate(db, viewer.businessId, request.params.id);
        await recordAudit(db, request, {
          action: 'pay_rate.delete',
          outcome: 'success',
          targetType: 'pay_rate',
          targetId: request.params.id,
        });
        return reply.code(204).send(null);
      },
    );
  };
}
