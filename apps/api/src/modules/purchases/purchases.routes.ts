import { ACCESS, createdPurchaseSchema, purchaseInputSchema } from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { idempotentReply } from '../../lib/idempotent-reply.ts';
import { problems } from '../../lib/problem.ts';
import {
  authOf,
  pageQuery,
  purchasePageSchema,
  purchaseSchema,
  receiptSchema,
  toPurchase,
} from './purchases.schemas.ts';
import {
  cancelOwnPurchase,
  findWrittenPurchase,
  getOwnReceipt,
  listOwnPurchases,
  startPurchase,
} from './purchases.service.ts';
import type { CardPayments } from './stripe-gateway.ts';

// A member's side: buy a pack, see their purchases, receipts and credits. The customer is always the
// signed-in membership, never a parameter, so nobody can read or buy as someone else.

const purchaseIdParams = z.strictObject({ id: z.uuid('Not a purchase id.') });

export function memberPurchaseRoutes(db: Database, card: CardPayments | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/purchases',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['purchases'],
          summary:
            'Buy a pack: pay at the studio (pending until staff take the cash) or by card (Stripe Checkout)',
          description:
            'Accepts an Idempotency-Key header. With card, `checkoutUrl` is where to send the browser; credits arrive when Stripe confirms the payment.',
          body: purchaseInputSchema,
          response: { 201: createdPurchaseSchema, ...problems(400, 422) },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        return idempotentReply(db, request, reply, request.body, async () => {
          const { purchaseId, checkoutUrl } = await startPurchase(db, card, {
            businessId: auth.businessId,
            customerId: auth.membershipId,
            packId: request.body.packId,
            paymentMethod: request.body.paymentMethod,
            origin: request.server.publicOrigin,
            log: request.log,
          });
          await recordAudit(db, request, {
            action: 'purchase.create',
            outcome: 'success',
            targetType: 'purchase',
            targetId: purchaseId,
            details: { paymentMethod: request.body.paymentMethod },
          });
          const row = await findWrittenPurchase(db, auth.businessId, purchaseId);
          return { status: 201, body: { purchase: toPurchase(row), checkoutUrl } };
        });
      },
    );

    app.get(
      '/api/me/purchases',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['purchases'],
          summary: 'My purchases, newest first, with status and payment',
          querystring: z.object(pageQuery),
          response: { 200: purchasePageSchema },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const { page, pageSize } = request.query;
        const { items, total } = await listOwnPurchases(db, auth.businessId, auth.membershipId, {
          page,
          pageSize,
        });
        return { items: items.map(toPurchase), total, page, pageSize };
      },
    );

    app.get(
      '/api/me/purchases/:id',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['purchases'],
          summary: 'The receipt of one of my purchases',
          params: purchaseIdParams,
          response: { 200: receiptSchema, ...problems(404) },
        },
      },
      async (request) => {
        const { row, ...receipt } = await getOwnReceipt(db, authOf(request), request.params.id);
        return { purchase: toPurchase(row), ...receipt };
      },
    );

    app.post(
      '/api/me/purchases/:id/cancel',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['purchases'],
          summary: 'Cancel one of my purchases while it is still pending (nothing was paid)',
          description:
            'A paid purchase is not canceled but refunded by staff. Cancelling twice answers 409 the second time.',
          params: purchaseIdParams,
          response: { 200: purchaseSchema, ...problems(404, 409) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const { id } = request.params;
        await cancelOwnPurchase(db, auth.businessId, auth.membershipId, id, auth.userId);
        await recordAudit(db, request, {
          action: 'purchase.cancel',
          outcome: 'success',
          targetType: 'purchase',
          targetId: id,
        });
        return toPurchase(await findWrittenPurchase(db, auth.businessId, id));
      },
    );
  };
}
