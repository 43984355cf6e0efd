import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { creditPackRoutes } from './credit-packs.routes.ts';
import { staffPaymentRoutes } from './payments.routes.ts';
import { memberPurchaseRoutes } from './purchases.routes.ts';
import type { CardPayments } from './stripe-gateway.ts';
import { type SetupCompletedHandler, stripeWebhookRoutes } from './stripe-webhook.routes.ts';

/**
 * Credits, purchases and payments (decision 0011): the catalog, the member's purchases and
 * credits, staff money tools and the Stripe webhook. Card payments exist only when Stripe is configured.
 */
export function purchaseModuleRoutes(
  db: Database,
  card: CardPayments | undefined,
  onSetupCompleted?: SetupCompletedHandler,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(creditPackRoutes(db, card !== undefined));
    await app.register(memberPurchaseRoutes(db, card));
    await app.register(staffPaymentRoutes(db, card));
    // Its own plugin: the raw-body parser it needs must not reach the JSON routes.
    await app.register(stripeWebhookRoutes(db, card, onSetupCompleted));
  };
}
