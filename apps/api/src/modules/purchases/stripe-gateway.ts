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
  /** A Stripe customer for a member of a studio; one per studio and email however often it is retried. */
  createCustomer(input: { email: string; name: string; businessId: string }): Promise<{ id: string }>;
  /** A Checkout Session in setup mode: the member saves a card on Stripe's page, nothing is charged. */
  createSetupSession(input: {
    customerRef: string;
    successUrl: string;
    cancelUrl: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string; url: string }>;
  /** The card a completed setup saved (from the setup intent the checkout.session.completed event names). */
  savedCard(setupIntentId: string): Promise<{ paymentMethodRef: string; brand: string; last4: string }>;
  /**
   * Charges a saved card with the member away (off-session). A card error is a decline, answered; any
   * other failure (network, Stripe's 5xx) throws, and the caller retries later with the SAME key, which
   * Stripe answers with the first outcome instead of charging again.
   */
  chargeSavedCard(input: {
    customerRef: string;
    paymentMethodRef: string;
    amountCents: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<ChargeOutcome>;
};

export type ChargeOutcome =
  | { outcome: 'succeeded'; paymentIntentId: string }
  | { outcome: 'declined'; message: string; paymentIntentId: string | null };

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
    async createCustomer({ email, name, businessId }) {
      const customer = await stripe.customers.create(
        { email, name, metadata: { businessId } },
        { idempotencyKey: `customer:${businessId}:${email}` },
      );
      return { id: customer.id };
    },
    async createSetupSession({ customerRef, successUrl, cancelUrl, metadata, idempotencyKey }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'setup',
          customer: customerRef,
          // Cards only: memberships charge the saved card off-session.
          allowed_payment_method_types: ['card'],
          metadata,
          setup_intent_data: { metadata },
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        { idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe returned setup session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },
    async savedCard(setupIntentId) {
      const intent = await stripe.setupIntents.retrieve(setupIntentId);
      const paymentMethodRef =
        typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
      if (!paymentMethodRef) throw new Error(`Setup intent ${setupIntentId} has no payment method`);
      const method = await stripe.paymentMethods.retrieve(paymentMethodRef);
      if (!method.card) throw new Error(`Payment method ${paymentMethodRef} is not a card`);
      return { paymentMethodRef: method.id, brand: method.card.brand, last4: method.card.last4 };
    },
    async chargeSavedCard({ customerRef, paymentMethodRef, amountCents, idempotencyKey, metadata }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            customer: customerRef,
            payment_method: paymentMethodRef,
            off_session: true,
            confirm: true,
            metadata,
          },
          { idempotencyKey },
        );
        if (intent.status === 'succeeded') return { outcome: 'succeeded', paymentIntentId: intent.id };
        // Off-session, Stripe answers a card it cannot charge with a card error; another status (one
        // needing the member) cannot complete without them, so it counts as a decline too.
        return {
          outcome: 'declined',
          message: intent.last_payment_error?.message ?? `The payment is ${intent.status}.`,
          paymentIntentId: intent.id,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            outcome: 'declined',
            message: error.message,
            paymentIntentId: error.payment_intent?.id ?? null,
          };
        }
        throw error;
      }
    },
  };
}
