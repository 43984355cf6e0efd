import {
  ACCESS,
  creditPackInputSchema,
  creditPackPageSchema,
  creditPackListQuerySchema as listQuery,
  shopSchema,
} from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { problems } from '../../lib/problem.ts';
import {
  createCreditPack,
  getCreditPack,
  listPackPage,
  listShop,
  replaceCreditPack,
} from './credit-packs.service.ts';
import { authOf, creditPackSchema, toCreditPack } from './purchases.schemas.ts';

// SPEC.md: /admin/services/prepaid needs the admin action (an expert's `manage service` is not enough).

// Any positive amount passes the schema; the business's own minimum is checked against the business.
const packInput = creditPackInputSchema({ minPrice: 0.01 });
const idParams = z.strictObject({ id: z.uuid('Not a pack id.') });

/** The catalog: staff manage credit packs and prepaid packages; members see the ones on sale. */
export function creditPackRoutes(db: Database, cardPaymentsEnabled: boolean): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/credit-packs',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['purchases'],
          summary: 'Credit packs and prepaid packages, active or not',
          querystring: listQuery,
          response: { 200: creditPackPageSchema },
        },
      },
      async (request) => {
        const { items, ...page } = await listPackPage(db, authOf(request).businessId, request.query);
        return { items: items.map(toCreditPack), ...page };
      },
    );

    app.post(
      '/api/credit-packs',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['purchases'],
          summary: 'Add a credit pack or prepaid package',
          body: packInput,
          response: { 201: creditPackSchema, ...problems(400) },
        },
      },
      async (request, reply) => {
        const { businessId } = authOf(request);
        const row = await createCreditPack(db, businessId, request.body);
        await recordAudit(db, request, {
          action: 'credit_pack.create',
          outcome: 'success',
          targetType: 'credit_pack',
          targetId: row.id,
        });
        reply.code(201);
        return toCreditPack(row);
      },
    );

    app.get(
      '/api/credit-packs/:id',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['purchases'],
          summary: 'One credit pack',
          params: idParams,
          response: { 200: creditPackSchema, ...problems(404) },
        },
      },
      async (request) => {
        return toCreditPack(await getCreditPack(db, authOf(request).businessId, request.params.id));
      },
    );

    app.put(
      '/api/credit-packs/:id',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['purchases'],
          summary: 'Replace a credit pack (what was already bought keeps its own copy)',
          params: idParams,
          body: packInput,
          response: { 200: creditPackSchema, ...problems(400, 404) },
        },
      },
      async (request) => {
        const { businessId } = authOf(request);
        const row = await replaceCreditPack(db, businessId, request.params.id, request.body);
        await recordAudit(db, request, {
          action: 'credit_pack.update',
          outcome: 'success',
          targetType: 'credit_pack',
          targetId: row.id,
        });
        return toCreditPack(row);
      },
    );

    app.get(
      '/api/shop/credit-packs',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['purchases'],
          summary: 'Packs on sale, and whether card payment is available',
          response: {
            200: shopSchema,
          },
        },
      },
      async (request) => {
        const { items, bookBeforePaying } = await listShop(db, authOf(request).businessId);
        return { items: items.map(toCreditPack), cardPayments: cardPaymentsEnabled, bookBeforePaying };
      },
    );
  };
}
