import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { HttpProblem, problems } from '../../lib/problem.ts';
import { handleStripeEvent } from './purchases.service.ts';
import { type CardPayments, StripeSignatureError } from './stripe-gateway.ts';

/**
 * POST /api/webhooks/stripe: Stripe tells us a Checkout Session was paid (or expired). Public, since
 * Stripe has no session; what proves the sender is the signature over the exact bytes received, so
 * this plugin keeps the raw body (its own content-type parser, confined to this plugin). It carries
 * no cookie, so the CSRF check never applies to it.
 */
/**
 * A Checkout Session in setup mode saved a card (memberships, decisions/0055-memberships.md): the
 * subscriptions module handles it, so this module needs nothing of theirs.
 */
export type SetupCompletedHandler = (
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
) => Promise<{ outcome: 'processed' | 'ignored' | 'duplicate'; detail: string }>;

export function stripeWebhookRoutes(
  db: Database,
  card: CardPayments | undefined,
  onSetupCompleted?: SetupCompletedHandler,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(
      '/api/webhooks/stripe',
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary: 'Stripe webhook (signed events only)',
          response: {
            200: z.object({
              received: z.literal(true),
              outcome: z.enum(['processed', 'ignored', 'duplicate']),
            }),
            ...problems(400, 404),
          },
        },
      },
      async (request) => {
        if (!card) throw new HttpProblem(404, 'Not Found', 'Card payments are not configured.');
        const signature = request.headers['stripe-signature'];
        const body = request.body;
        if (typeof signature !== 'string' || !Buffer.isBuffer(body)) {
          throw new HttpProblem(400, 'Bad Request', 'A signed Stripe event is required.');
        }
        let event: ReturnType<CardPayments['verifyEvent']>;
        try {
          event = card.verifyEvent(body, signature);
        } catch (error) {
          if (error instanceof StripeSignatureError) {
            request.log.warn('Stripe webhook with a bad signature refused');
            throw new HttpProblem(400, 'Bad Request', 'The Stripe signature does not match this event.');
          }
          throw new HttpProblem(400, 'Bad Request', 'The body is not a Stripe event.');
        }
        const session = event.type === 'checkout.session.completed' ? event.data.object : undefined;
        const result =
          session?.mode === 'setup' && onSetupCompleted
            ? await onSetupCompleted(event, session)
            : await handleStripeEvent(db, event, request.log);
        request.log.info(
          { stripeEventId: event.id, type: event.type, outcome: result.outcome, detail: result.detail },
          'Stripe event handled',
        );
        return { received: true as const, outcome: result.outcome };
      },
    );
  };
}
