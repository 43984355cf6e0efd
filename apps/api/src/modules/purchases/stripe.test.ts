import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudio, type Person } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { asUser } from '../../../test/support/auth.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { creditLots, outboxEmails, payments, purchases, stripeEvents } from '../../db/schema/index.ts';
import { findCreditLedgerViolations } from '../credits/credits.invariants.ts';
import { findUnbalancedJournalEntries } from '../ledger/journal.repository.ts';
import { createPack, paymentJournalLines } from './purchases.factories.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';

type StripeCall = { method: string; path: string; idempotencyKey: string | undefined; form: URLSearchParams };

/**
 * A stand-in for Stripe's API on a local port: it answers the two calls we make (create a Checkout
 * Session, create a refund) the way Stripe does, and remembers what it was asked.
 */
async function startFakeStripe(): Promise<{ server: Server; url: string; calls: StripeCall[] }> {
  const calls: StripeCall[] = [];
  let next = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      calls.push({ method: request.method ?? '', path: request.url ?? '', idempotencyKey, form });
      next += 1;
      response.setHeader('content-type', 'application/json');
      if (request.url === '/v1/checkout/sessions') {
        const id = `cs_test_${next}`;
        response.end(
          JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/${id}` }),
        );
      } else if (request.url === '/v1/refunds') {
        response.end(JSON.stringify({ id: `re_test_${next}`, object: 'refund', status: 'succeeded' }));
      } else {
        response.statusCode = 404;
        response.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, calls };
}

/** A webhook delivery as Stripe makes it: the JSON body and its Stripe-Signature header. */
function signedEvent(
  event: { id: string; type: string; object: Record<string, unknown> },
  secret = WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type: event.type,
    data: { object: event.object },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

describe.each(testDatabaseKinds())('card payments through Stripe on %s', (kind) => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let admin: string;
  let member: string;
  let customer: Person;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp(kind, {
      config: { stripe: { secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url } },
    });
    const studio = await buildStudio(t.database.db, { experts: 0, customers: 1 });
    customer = studio.customers[0] as Person;
    admin = studio.admin.cookie;
    member = customer.cookie;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  const db = () => t.database.db;
  const deliver = (delivery: { payload: string; signature?: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        ...(delivery.signature ? { 'stripe-signature': delivery.signature } : {}),
      },
      payload: delivery.payload,
    });

  async function buyByCard(packOverrides = {}) {
    const packId = await createPack(t.app, admin, packOverrides);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      headers: asUser(member),
      payload: { packId, paymentMethod: 'card' },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { purchase: { id: string; priceCents: number }; checkoutUrl: string };
  }

  async function sessionOf(purchaseId: string) {
    const [row] = await db().select().from(purchases).where(eq(purchases.id, purchaseId));
    if (!row?.stripeCheckoutSessionId) throw new Error('purchase has no checkout session');
    return { row, sessionId: row.stripeCheckoutSessionId };
  }

  function completed(
    eventId: string,
    purchaseId: string,
    sessionId: string,
    overrides: Record<string, unknown> = {},
  ) {
    return signedEvent({
      id: eventId,
      type: 'checkout.session.completed',
      object: {
        id: sessionId,
        object: 'checkout.session',
        client_reference_id: purchaseId,
        metadata: { purchaseId },
        payment_status: 'paid',
        amount_total: 65_000,
        currency: 'usd',
        payment_intent: `pi_${eventId}`,
        ...overrides,
      },
    });
  }

  const lotsOf = (purchaseId: string) =>
    db().select().from(creditLots).where(eq(creditLots.sourceId, purchaseId));

  it('sends the member to a Checkout Session for the pack’s price and keeps the purchase pending', async () => {
    const shop = await t.app.inject({
      method: 'GET',
      url: '/api/shop/credit-packs',
      headers: { cookie: member },
    });
    expect(shop.json().cardPayments).toBe(true);
    const { purchase, checkoutUrl } = await buyByCard();
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_\d+$/);
    const call = fake.calls.at(-1);
    expect(call?.path).toBe('/v1/checkout/sessions');
    expect(call?.idempotencyKey).toBe(`checkout:${purchase.id}`);
    expect(call?.form.get('line_items[0][price_data][unit_amount]')).toBe('65000');
    expect(call?.form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(call?.form.get('client_reference_id')).toBe(purchase.id);
    expect(call?.form.get('customer_email')).toBe(customer.email);
    const { row } = await sessionOf(purchase.id);
    expect(row.status).toBe('pending');
    expect(await lotsOf(purchase.id)).toEqual([]);
  });

  it('grants the credits once from a verified event; a replay changes nothing', async () => {
    const { purchase } = await buyByCard({ grants: [{ kind: 'training', quantity: 10 }] });
    const { sessionId } = await sessionOf(purchase.id);
    const delivery = completed(`evt_paid_${purchase.id}`, purchase.id, sessionId);

    const first = await deliver(delivery);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'processed' });
    const { row } = await sessionOf(purchase.id);
    expect(row.status).toBe('paid');
    expect((await lotsOf(purchase.id)).map((lot) => lot.granted)).toEqual([10]);
    const [payment] = await db().select().from(payments).where(eq(payments.purchaseId, purchase.id));
    expect(payment).toMatchObject({
      method: 'card',
      amountCents: 65_000,
      stripeCheckoutSessionId: sessionId,
    });
    expect(await paymentJournalLines(db(), payment?.id ?? '')).toEqual([
      ['card_clearing', 65_000],
      ['deferred_revenue', -65_000],
    ]);
    const receipts = await db().select().from(outboxEmails).where(eq(outboxEmails.kind, 'receipt'));
    expect(receipts.some((email) => email.subject.includes(`R-${payment?.receiptNumber}`))).toBe(true);

    const replay = await deliver(delivery);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().outcome).toBe('duplicate');
    // Another event for the same session (Stripe may send both) does not pay twice either.
    const twin = await deliver(
      signedEvent({
        id: `evt_async_${purchase.id}`,
        type: 'checkout.session.async_payment_succeeded',
        object: JSON.parse(delivery.payload).data.object,
      }),
    );
    expect(twin.json().outcome).toBe('ignored');
    expect(await db().select().from(payments).where(eq(payments.purchaseId, purchase.id))).toHaveLength(1);
    expect((await lotsOf(purchase.id)).map((lot) => lot.granted)).toEqual([10]);
    expect(await db().select().from(outboxEmails).where(eq(outboxEmails.kind, 'receipt'))).toHaveLength(
      receipts.length,
    );
    expect(await findUnbalancedJournalEntries(db())).toEqual([]);

    const credits = await t.app.inject({
      method: 'GET',
      url: '/api/me/credits',
      headers: { cookie: member },
    });
    expect(
      credits.json().balances.find((b: { kind: string }) => b.kind === 'training')?.available,
    ).toBeGreaterThanOrEqual(10);
  });

  it('refuses an event with a bad or missing signature, and changes nothing', async () => {
    const { purchase } = await buyByCard();
    const { sessionId } = await sessionOf(purchase.id);
    const forged = completed(`evt_forged_${purchase.id}`, purchase.id, sessionId);
    const signedElsewhere = signedEvent(
      {
        id: `evt_forged_${purchase.id}`,
        type: 'checkout.session.completed',
        object: JSON.parse(forged.payload).data.object,
      },
      'whsec_someone_else',
    );
    // A genuine signature over other bytes: the body was changed on the way.
    const tampered = await deliver({
      payload: forged.payload.replace('65000', '1'),
      signature: forged.signature,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().detail).toBe('The Stripe signature does not match this event.');
    expect((await deliver(signedElsewhere)).statusCode).toBe(400);
    expect((await deliver({ payload: forged.payload })).statusCode).toBe(400);
    expect((await sessionOf(purchase.id)).row.status).toBe('pending');
    expect(
      await db()
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, `evt_forged_${purchase.id}`)),
    ).toEqual([]);
  });

  it('does not pay a purchase from a session for another amount, or an unpaid session', async () => {
    const { purchase } = await buyByCard();
    const { sessionId } = await sessionOf(purchase.id);
    const cheap = await deliver(
      completed(`evt_cheap_${purchase.id}`, purchase.id, sessionId, { amount_total: 100 }),
    );
    expect(cheap.json().outcome).toBe('ignored');
    const unpaid = await deliver(
      completed(`evt_unpaid_${purchase.id}`, purchase.id, sessionId, { payment_status: 'unpaid' }),
    );
    expect(unpaid.json().outcome).toBe('ignored');
    const otherSession = await deliver(completed(`evt_other_${purchase.id}`, purchase.id, 'cs_not_ours'));
    expect(otherSession.json().outcome).toBe('ignored');
    expect((await sessionOf(purchase.id)).row.status).toBe('pending');
    expect(await lotsOf(purchase.id)).toEqual([]);
  });

  it('cancels the purchase when its checkout session expires', async () => {
    const { purchase } = await buyByCard();
    const { sessionId } = await sessionOf(purchase.id);
    const expired = await deliver(
      signedEvent({
        id: `evt_expired_${purchase.id}`,
        type: 'checkout.session.expired',
        object: {
          id: sessionId,
          object: 'checkout.session',
          client_reference_id: purchase.id,
          payment_status: 'unpaid',
        },
      }),
    );
    expect(expired.json().outcome).toBe('processed');
    expect((await sessionOf(purchase.id)).row.status).toBe('canceled');
  });

  it('refunds a card payment through Stripe with the request’s key, and books it against card clearing', async () => {
    const { purchase } = await buyByCard();
    const { sessionId } = await sessionOf(purchase.id);
    await deliver(completed(`evt_refund_${purchase.id}`, purchase.id, sessionId));
    const [payment] = await db().select().from(payments).where(eq(payments.purchaseId, purchase.id));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${payment?.id}/refunds`,
      headers: { ...asUser(admin), 'idempotency-key': 'refund-1' },
      payload: { amount: '$150.00', reason: 'Changed plan' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().payment).toMatchObject({ refundedCents: 15_000, method: 'card' });
    const call = fake.calls.at(-1);
    expect(call?.path).toBe('/v1/refunds');
    expect(call?.form.get('payment_intent')).toBe(`pi_evt_refund_${purchase.id}`);
    expect(call?.form.get('amount')).toBe('15000');
    expect(call?.idempotencyKey).toBe(`refund:${payment?.id}:refund-1`);
    expect((await sessionOf(purchase.id)).row.status).toBe('partially_refunded');
    expect(await findUnbalancedJournalEntries(db())).toEqual([]);
  });

  it('refuses a card refund whose credits were used before asking Stripe, and takes only the unused ones once confirmed', async () => {
    const { purchase } = await buyByCard({ grants: [{ kind: 'duo', quantity: 2 }] });
    const { row, sessionId } = await sessionOf(purchase.id);
    await deliver(completed(`evt_used_${purchase.id}`, purchase.id, sessionId));
    const [payment] = await db().select().from(payments).where(eq(payments.purchaseId, purchase.id));
    // One of the two credits goes by hand: the refund finds it used.
    const adjusted = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${row.customerId}/credit-adjustments`,
      headers: asUser(admin),
      payload: { kind: 'duo', delta: -1, reason: 'Given to a friend' },
    });
    expect(adjusted.statusCode).toBe(201);
    const refundOf = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/${payment?.id}/refunds`,
        headers: asUser(admin),
        payload,
      });
    const callsBefore = fake.calls.length;
    const refused = await refundOf({ amount: '$650.00', reason: 'Changed plan' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['confirmUsedCredits']);
    // Stripe was never asked: no money went back.
    expect(fake.calls.length).toBe(callsBefore);

    const confirmed = await refundOf({ amount: '$650.00', reason: 'Changed plan', confirmUsedCredits: true });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().creditsTaken).toEqual([{ kind: 'duo', quantity: 1 }]);
    expect(fake.calls.at(-1)?.path).toBe('/v1/refunds');
    expect(await findUnbalancedJournalEntries(db())).toEqual([]);
    expect(await findCreditLedgerViolations(db())).toEqual([]);
  });

  it('takes a webhook without a session cookie or CSRF header', async () => {
    const response = await deliver(
      signedEvent({ id: 'evt_unused', type: 'customer.created', object: { id: 'cus_1' } }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().outcome).toBe('ignored');
  });
});

describe('the Stripe webhook without Stripe configured', () => {
  it('answers 404 and grants nothing', async () => {
    const t = await buildTestApp('pglite');
    try {
      const { payload, signature } = signedEvent({
        id: 'evt_1',
        type: 'checkout.session.completed',
        object: {},
      });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
