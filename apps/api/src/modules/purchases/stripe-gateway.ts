import Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';

// The one place that talks to Stripe (decision 0011). Card purchases pay through a Checkout Session;
// credits are granted only from the signed webhook event, never from the browser coming back.

export type CheckoutSessionInput = {
  purchaseId: string;
  businessId: string;
  customerEmail: string;
  name: string;
  description: string;
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
};

export type CardPayments = {
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
  /** Refunds part or all of a card payment. The key makes a retried call refund once. */
  refund(input: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** The event, if the body carries a valid signature for our webhook secret; throws otherwise. */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event;
};

/** Thrown by verifyEvent for a missing, stale or wrong signature. */
export const StripeSignatureError = Stripe.errors.StripeSignatureVerificationError;

export function createCardPayments(config: StripeConfig): CardPayments {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  const stripe = new Stripe(config.secretKey, {
    // Every call that creates something carries an idempotency key, so the library's retries are safe.
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'http:' ? 80 : 443),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  return {
    async createCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.purchaseId,
          customer_email: input.customerEmail,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: input.amountCents,
                product_data: {
                  name: input.name,
                  ...(input.description ? { description: input.description } : {}),
                },
              },
            },
          ],
          metadata: { purchaseId: input.purchaseId, businessId: input.businessId },
          payment_intent_data: { metadata: { purchaseId: input.purchaseId, businessId: input.businessId } },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        // One session per purchase, however often the request is retried.
        { idempotencyKey: `checkout:${input.purchaseId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },
    async refund({ paymentIntentId, amountCents, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: amountCents },
        { idempotencyKey },
      );
      return { id: refund.id };
    },
    verifyEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
    },
  };
}
