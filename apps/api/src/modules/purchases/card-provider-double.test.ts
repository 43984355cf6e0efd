import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type CardProviderDouble,
  type DoubleCharges,
  startCardProviderDouble,
} from '../../../../../tools/card-provider-double/server.ts';
import { type CardPayments, createCardPayments } from './stripe-gateway.ts';

// The card provider double (tools/card-provider-double) driven through our own gateway and the stripe
// library, as memberships will use it: no database, no app.

const WEBHOOK_SECRET = 'whsec_double_test';

type Delivery = { body: Buffer; signature: string };

/** A webhook receiver on a local port: keeps each delivery as received and answers 200. */
async function startReceiver(): Promise<{ server: Server; url: string; deliveries: Delivery[] }> {
  const deliveries: Delivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({
        body: Buffer.concat(chunks),
        signature: String(request.headers['stripe-signature'] ?? ''),
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/api/webhooks/stripe`, deliveries };
}

describe('the card provider double through the Stripe gateway', () => {
  let double: CardProviderDouble;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let card: CardPayments;

  beforeAll(async () => {
    receiver = await startReceiver();
    double = await startCardProviderDouble({ webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET });
    card = createCardPayments({ secretKey: 'sk_test_x', webhookSecret: WEBHOOK_SECRET, apiUrl: double.url });
  });
  afterAll(async () => {
    await double.close();
    await new Promise((resolve) => receiver.server.close(resolve));
  });
  beforeEach(async () => {
    await fetch(`${double.url}/_double/reset`, { method: 'POST' });
    receiver.deliveries.length = 0;
  });

  async function openSetup(email = 'ana@example.com') {
    const customer = await card.createCustomer({ email, name: 'Ana Silva', businessId: 'biz_1' });
    const session = await card.createSetupSession({
      customerRef: customer.id,
      successUrl: 'http://app.test/memberships/welcome?session={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://app.test/memberships',
      metadata: { membershipId: 'mem_1', businessId: 'biz_1' },
      idempotencyKey: `setup:${email}`,
    });
    return { customer, session };
  }

  const fill = (url: string, cardNumber: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardNumber }),
      redirect: 'manual',
    });

  /** Saves a card on the hosted page and answers the saved card's reference, read through savedCard. */
  async function saveCard(cardNumber: string) {
    const { customer, session } = await openSetup();
    const filled = await fill(session.url, cardNumber);
    expect(filled.status).toBe(303);
    const delivery = receiver.deliveries.at(-1) as Delivery;
    const event = card.verifyEvent(delivery.body, delivery.signature);
    const setupIntent = (event.data.object as { setup_intent: string }).setup_intent;
    return { customer, session, saved: await card.savedCard(setupIntent) };
  }

  const charge = (customerRef: string, paymentMethodRef: string, idempotencyKey: string) =>
    card.chargeSavedCard({
      customerRef,
      paymentMethodRef,
      amountCents: 12_900,
      idempotencyKey,
      metadata: { membershipId: 'mem_1', period: '2026-01' },
    });

  it('saves a card on the hosted page and sends a signed checkout.session.completed before the redirect', async () => {
    const { customer, session } = await openSetup();
    expect(customer.id).toMatch(/^cus_/);
    expect(session.id).toMatch(/^cs_/);
    expect(session.url).toBe(`${double.url}/pay/${session.id}`);

    const pageResponse = await fetch(session.url);
    expect(pageResponse.status).toBe(200);
    const html = await pageResponse.text();
    expect(html).toContain('<label for="card-number">Card number</label>');
    expect(html).toContain('<button type="submit">Save card</button>');
    expect(html).toContain('<a href="http://app.test/memberships">Cancel</a>');
    expect(html).toContain('4242 4242 4242 4242');

    const filled = await fill(session.url, '4242 4242 4242 4242');
    expect(filled.status).toBe(303);
    expect(filled.headers.get('location')).toBe(`http://app.test/memberships/welcome?session=${session.id}`);
    // Delivered and answered before the browser was sent on.
    expect(receiver.deliveries).toHaveLength(1);
    const delivery = receiver.deliveries[0] as Delivery;
    const event = card.verifyEvent(delivery.body, delivery.signature);
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({
      id: session.id,
      object: 'checkout.session',
      mode: 'setup',
      status: 'complete',
      customer: customer.id,
      metadata: { membershipId: 'mem_1', businessId: 'biz_1' },
      setup_intent: expect.stringMatching(/^seti_/),
    });
    // The signature is over these exact bytes: another secret or a changed body is refused.
    expect(() => card.verifyEvent(Buffer.from(`${delivery.body} `), delivery.signature)).toThrow();
    const elsewhere = createCardPayments({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_other',
      apiUrl: double.url,
    });
    expect(() => elsewhere.verifyEvent(delivery.body, delivery.signature)).toThrow();
    expect(double.state.webhookDeliveries).toEqual([
      { eventId: event.id, type: 'checkout.session.completed', status: 200, error: null },
    ]);

    const setupIntent = (event.data.object as { setup_intent: string }).setup_intent;
    const saved = await card.savedCard(setupIntent);
    expect(saved).toEqual({ paymentMethodRef: expect.stringMatching(/^pm_/), brand: 'visa', last4: '4242' });

    // The page is done: a second visit does not save another card.
    expect((await fetch(session.url)).status).toBe(409);
  });

  it('refuses a card number that is not a test card on the page, and sends nothing', async () => {
    const { session } = await openSetup();
    const refused = await fill(session.url, '4111 1111 1111 1111');
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('<p role="alert" id="card-error">Your card was refused.');
    expect(html).toContain('aria-invalid="true"');
    expect(receiver.deliveries).toEqual([]);
    expect(double.state.paymentMethods.size).toBe(0);
    // Still open: the right card can be entered next.
    expect((await fill(session.url, '4242424242424242')).status).toBe(303);
  });

  it('charges a saved card off-session, and a retry with the same key charges once', async () => {
    const { customer, saved } = await saveCard('4242 4242 4242 4242');
    const first = await charge(customer.id, saved.paymentMethodRef, 'renewal:mem_1:2026-01');
    expect(first).toEqual({ outcome: 'succeeded', paymentIntentId: expect.stringMatching(/^pi_/) });
    const again = await charge(customer.id, saved.paymentMethodRef, 'renewal:mem_1:2026-01');
    expect(again).toEqual(first);

    expect(double.charges().countsByKey).toEqual({ 'renewal:mem_1:2026-01': 1 });
    const overHttp = (await (await fetch(`${double.url}/_double/charges`)).json()) as DoubleCharges;
    expect(overHttp.countsByKey).toEqual({ 'renewal:mem_1:2026-01': 1 });
    expect(overHttp.charges).toEqual([
      expect.objectContaining({
        key: 'renewal:mem_1:2026-01',
        amount: 12_900,
        paymentIntentId: first.paymentIntentId,
        outcome: 'succeeded',
      }),
    ]);
    // Another period is another charge.
    await charge(customer.id, saved.paymentMethodRef, 'renewal:mem_1:2026-02');
    expect(double.charges().countsByKey).toEqual({ 'renewal:mem_1:2026-01': 1, 'renewal:mem_1:2026-02': 1 });
  });

  it('declines every charge of the 0341 card (saving it succeeds)', async () => {
    const { customer, saved } = await saveCard('4000 0000 0000 0341');
    expect(saved.last4).toBe('0341');
    const outcome = await charge(customer.id, saved.paymentMethodRef, 'renewal:declined');
    expect(outcome).toEqual({
      outcome: 'declined',
      message: 'Your card was declined.',
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
    // Stripe replays a decline for the same key too: a new attempt needs a new key.
    expect(await charge(customer.id, saved.paymentMethodRef, 'renewal:declined')).toEqual(outcome);
    expect(double.charges().countsByKey).toEqual({ 'renewal:declined': 1 });
  });

  it('makes a saved card start and stop declining through the control endpoint', async () => {
    const { customer, saved } = await saveCard('4242424242424242');
    const toggle = (decline: boolean) =>
      fetch(`${double.url}/_double/payment_methods/${saved.paymentMethodRef}/decline`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ decline }),
      });
    expect((await toggle(true)).status).toBe(200);
    expect((await charge(customer.id, saved.paymentMethodRef, 'try-1')).outcome).toBe('declined');
    expect((await toggle(false)).status).toBe(200);
    expect((await charge(customer.id, saved.paymentMethodRef, 'try-2')).outcome).toBe('succeeded');
    expect(double.charges().charges.map((c) => c.outcome)).toEqual(['declined', 'succeeded']);
  });

  it('throws on a failure that is not a decline; the retry with the same key gets the first charge', async () => {
    const { customer, saved } = await saveCard('4242424242424242');
    // Stripe charged, but every answer (the library's own two retries included) is lost.
    await fetch(`${double.url}/_double/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/v1/payment_intents', times: 3, when: 'after' }),
    });
    await expect(charge(customer.id, saved.paymentMethodRef, 'renewal:lost')).rejects.toThrow(
      /Injected failure/,
    );
    const later = await charge(customer.id, saved.paymentMethodRef, 'renewal:lost');
    expect(later.outcome).toBe('succeeded');
    expect(double.charges().countsByKey).toEqual({ 'renewal:lost': 1 });
    expect(double.charges().charges[0]?.paymentIntentId).toBe(
      later.outcome === 'succeeded' ? later.paymentIntentId : undefined,
    );
  });

  it('takes a pack payment on the hosted page (payment mode) and refunds it', async () => {
    const session = await card.createCheckoutSession({
      purchaseId: 'pur_1',
      businessId: 'biz_1',
      customerEmail: 'ana@example.com',
      name: '10 classes',
      description: '',
      amountCents: 65_000,
      successUrl: 'http://app.test/shop/done',
      cancelUrl: 'http://app.test/shop',
    });
    expect(session.url).toBe(`${double.url}/pay/${session.id}`);
    const html = await (await fetch(session.url)).text();
    expect(html).toContain('<h1>Pay $650.00</h1>');
    // The 0341 card declines on the page, and the session stays open.
    const declined = await fill(session.url, '4000000000000341');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await fill(session.url, '4242424242424242')).headers.get('location')).toBe(
      'http://app.test/shop/done',
    );
    const delivery = receiver.deliveries.at(-1) as Delivery;
    const event = card.verifyEvent(delivery.body, delivery.signature);
    const paid = event.data.object as { payment_intent: string };
    expect(paid).toMatchObject({
      mode: 'payment',
      client_reference_id: 'pur_1',
      metadata: { purchaseId: 'pur_1', businessId: 'biz_1' },
      payment_status: 'paid',
      amount_total: 65_000,
      currency: 'usd',
      payment_intent: expect.stringMatching(/^pi_/),
    });
    expect(double.charges().charges.map((c) => [c.key, c.outcome])).toEqual([
      [null, 'declined'],
      [null, 'succeeded'],
    ]);
    const intent = double.state.paymentIntents.get(paid.payment_intent);
    expect(intent?.metadata).toEqual({ purchaseId: 'pur_1', businessId: 'biz_1' });

    const refund = { paymentIntentId: paid.payment_intent, amountCents: 15_000, idempotencyKey: 'refund:1' };
    expect((await card.refund(refund)).id).toMatch(/^re_/);
    await expect(card.refund({ ...refund, amountCents: 60_000, idempotencyKey: 'refund:2' })).rejects.toThrow(
      /greater than unrefunded amount/,
    );
  });

  it('answers unknown routes and objects with Stripe-shaped errors', async () => {
    const unknown = await fetch(`${double.url}/v1/nothing`, {
      headers: { authorization: 'Bearer sk_test_x' },
    });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
    await expect(card.savedCard('seti_missing')).rejects.toThrow(/No such setup_intent/);
  });
});
