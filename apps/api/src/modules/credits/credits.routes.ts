import {
  ACCESS,
  creditAdjustmentInputSchema,
  creditAdjustmentResultSchema,
  creditsQuerySchema as creditsQuery,
  creditsViewSchema,
} from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { idempotentReply } from '../../lib/idempotent-reply.ts';
import { fieldProblem, problems } from '../../lib/problem.ts';
import { authOf } from '../../lib/route-access.ts';
import { InsufficientCreditsError, InvalidCreditRequestError } from './credits.errors.ts';
import {
  adjustCredits,
  type CreditBalance,
  type CreditHistoryItem,
  getBalances,
  getBusinessTimeZone,
  getCreditHistory,
  getCustomer,
} from './credits.service.ts';

// Credit balances and their history: the member's own (/api/me/credits) and a customer's for staff,
// who may also add or take away credits by hand (decision 0008).

const customerParams = z.strictObject({ customerId: z.uuid('Not a customer id.') });

const toCreditsView = (
  balances: CreditBalance[],
  history: { items: CreditHistoryItem[]; total: number; page: number; pageSize: number },
  timeZone: string,
) => ({
  timeZone,
  balances: balances.map((balance) => ({
    kind: balance.kind,
    available: balance.available,
    held: balance.held,
    expiring: balance.expiring.map((lot) => ({
      expiresAt: lot.expiresAt.toISOString(),
      quantity: lot.quantity,
    })),
  })),
  history: {
    ...history,
    items: history.items.map((item) => ({
      id: item.id,
      kind: item.kind,
      type: item.type,
      availableDelta: item.availableDelta,
      heldDelta: item.heldDelta,
      availableAfter: item.availableAfter,
      heldAfter: item.heldAfter,
      reason: item.reason,
      serviceId: item.serviceId,
      createdAt: item.createdAt.toISOString(),
    })),
  },
});

export function creditRoutes(db: Database): FastifyPluginAsyncZod {
  async function creditsView(businessId: string, customerId: string, query: z.output<typeof creditsQuery>) {
    const { page, pageSize, kind } = query;
    const balances = await getBalances(db, businessId, customerId);
    const history = await getCreditHistory(db, businessId, customerId, {
      ...(kind ? { kind } : {}),
      page,
      pageSize,
    });
    return toCreditsView(balances, history, await getBusinessTimeZone(db, businessId));
  }

  return async (app) => {
    app.get(
      '/api/me/credits',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['purchases'],
          summary: 'My credit balances per kind, with expiry dates, and their history',
          querystring: creditsQuery,
          response: { 200: creditsViewSchema },
        },
      },
      async (request) => {
        const auth = authOf(request);
        return creditsView(auth.businessId, auth.membershipId, request.query);
      },
    );

    app.get(
      '/api/customers/:customerId/credits',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['payments'],
          summary: 'A customer’s credit balances, expiry dates and history',
          params: customerParams,
          querystring: creditsQuery,
          response: { 200: creditsViewSchema, ...problems(404) },
        },
      },
      async (request) => {
        const { businessId } = authOf(request);
        const customer = await getCustomer(db, businessId, request.params.customerId);
        return creditsView(businessId, customer.id, request.query);
      },
    );

    app.post(
      '/api/customers/:customerId/credit-adjustments',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['payments'],
          summary: 'Add or take away credits by hand, with a reason',
          description: 'Accepts an Idempotency-Key header.',
          params: customerParams,
          body: creditAdjustmentInputSchema,
          response: { 201: creditAdjustmentResultSchema, ...problems(400, 404, 422) },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const { customerId } = request.params;
        const body = request.body;
        return idempotentReply(db, request, reply, { customerId, ...body }, async () => {
          const customer = await getCustomer(db, auth.businessId, customerId);
          let result: { entryId: string; available: number; held: number };
          try {
            result = await adjustCredits(db, auth.businessId, {
              customerId: customer.id,
              kind: body.kind,
              delta: body.delta,
              reason: body.reason,
              actorUserId: auth.userId,
            });
          } catch (error) {
            if (error instanceof InsufficientCreditsError) {
              throw fieldProblem(
                422,
                'delta',
                `The customer does not have ${-body.delta} available ${body.kind} credits to take away.`,
              );
            }
            if (error instanceof InvalidCreditRequestError) throw fieldProblem(400, 'delta', error.message);
            throw error;
          }
          await recordAudit(db, request, {
            action: 'credits.adjust',
            outcome: 'success',
            targetType: 'customer',
            targetId: customer.id,
            details: { kind: body.kind, delta: body.delta, entryId: result.entryId },
          });
          return { status: 201, body: { ...result, kind: body.kind } };
        });
      },
    );
  };
}
