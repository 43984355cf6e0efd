import {
  ACCESS,
  creditPackInputSchema,
  creditPackPageSchema,
  formatUsd,
  creditPackListQuerySchema as listQuery,
  shopSchema,
} from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { fieldProblem, HttpProblem, problems } from '../../lib/problem.ts';
import {
  findBusinessMoneySettings,
  findCreditPack,
  insertCreditPack,
  listCreditPacks,
  type NewCreditPack,
  updateCreditPack,
} from './purchases.repository.ts';
import { authOf, creditPackSchema, toCreditPack } from './purchases.schemas.ts';

// SPEC.md: /admin/services/prepaid needs the admin action (an expert's `manage service` is not enough).

// Any positive amount passes the schema; the business's own minimum is checked against the business.
const packInput = creditPackInputSchema({ minPrice: 0.01 });
const idParams = z.strictObject({ id: z.uuid('Not a pack id.') });

/** The catalog: staff manage credit packs and prepaid packages; members see the ones on sale. */
export function creditPackRoutes(db: Database, cardPaymentsEnabled: boolean): FastifyPluginAsyncZod {
  async function packValues(businessId: string, input: z.output<typeof packInput>): Promise<NewCreditPack> {
    const settings = await findBusinessMoneySettings(db, businessId);
    const minCents = settings?.minAmountCents ?? 1;
    if (input.price < minCents) {
      throw fieldProblem(400, 'price', `Amount must be at least ${formatUsd(minCents)}.`);
    }
    return {
      type: input.type,
      name: input.name,
      description: input.description,
      priceCents: input.price,
      grants: input.grants,
      expiryDays: input.expiryDays,
      active: input.active,
    };
  }

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
        const { businessId } = authOf(request);
        const { page, pageSize, q, active } = request.query;
        const { items, total } = await listCreditPacks(db, businessId, {
          ...(active === undefined ? {} : { active }),
          ...(q ? { q } : {}),
          limit: pageSize,
          offset: (page - 1) * pageSize,
        });
        return { items: items.map(toCreditPack), total, page, pageSize };
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
        const row = await insertCreditPack(db, businessId, await packValues(businessId, request.body));
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
        const row = await findCreditPack(db, authOf(request).businessId, request.params.id);
        if (!row) throw new HttpProblem(404, 'Not Found', 'No such pack.');
        return toCreditPack(row);
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
        const existing = await findCreditPack(db, businessId, request.params.id);
        if (!existing) throw new HttpProblem(404, 'Not Found', 'No such pack.');
        const row = await updateCreditPack(
          db,
          businessId,
          request.params.id,
          await packValues(businessId, request.body),
        );
        if (!row) throw new HttpProblem(404, 'Not Found', 'No such pack.');
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
        // A studio sells a handful of packs: one page of the largest size holds them all.
        const { items } = await listCreditPacks(db, authOf(request).businessId, {
          active: true,
          limit: 100,
          offset: 0,
        });
        return { items: items.map(toCreditPack), cardPayments: cardPaymentsEnabled };
      },
    );
  };
}
