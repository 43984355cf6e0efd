import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  SESSION_EVENT_TYPES,
  sessionEventDataSchema,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_RETRY_SECONDS,
  webhookMessageSchema,
} from '@bmp/shared';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addGroupClass, apiOf, buildStudio, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { queryRows } from '../../db/raw.ts';
import { outboxEmails, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { createFieldCipher } from '../../lib/field-encryption.ts';
import { createPack } from '../purchases/purchases.factories.ts';
import type { Resolver } from './outbound.ts';
import { deliverDueWebhooks, FAILING_DISABLES_AFTER_MS, type WebhookDeps } from './webhooks.service.ts';

// Webhooks (docs/decisions/0063-open-studio.md): a real HTTP receiver verifies each delivery with the
// Standard Webhooks library (not our code) and checks its body against the shared schema; retries
// follow WEBHOOK_RETRY_SECONDS on a moved clock; 410 and days of failure disable the endpoint and tell
// the owner; addresses that are, or resolve to, private ones are refused.

type Received = { headers: IncomingHttpHeaders; body: string };

/** A session event's message, as the shared schema reads it. */
const sessionMessage = z.strictObject({
  type: z.enum(SESSION_EVENT_TYPES),
  timestamp: z.string(),
  data: sessionEventDataSchema,
});

/** A receiver on this machine: records every request and answers the next status of `answers`. */
async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = answers.shift() ?? 200;
      response.end(response.statusCode === 200 ? 'thanks' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { received, answers, url: `http://127.0.0.1:${port}/hooks`, close: () => server.close() };
}

// Names only this test's resolver answers (no outside DNS here).
const DNS: Record<string, string[]> = {
  'hooks.example.test': ['93.184.216.34'],
  'internal.example.test': ['10.1.2.3'],
  'sneaky.example.test': ['93.184.216.34', '169.254.169.254'],
};
const resolver: Resolver = async (host) => {
  const addresses = DNS[host];
  if (!addresses) throw new Error(`ENOTFOUND ${host}`);
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

describe.each(testDatabaseKinds())('webhooks on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let other: Studio;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let deps: WebhookDeps;
  const api = apiOf(() => t.app);
  const db = () => t.database.db;
  const cipher = createFieldCipher(randomBytes(32));

  beforeAll(async () => {
    clock.makeClockMovable();
    t = await buildTestApp(kind, {
      fieldCipher: cipher,
      config: { webhooksAllowLoopback: true },
      webhookResolver: resolver,
    });
    deps = { db: t.database.db, cipher, policy: { resolver, allowLoopback: true } };
    studio = await buildStudio(db(), { customers: 2, experts: 1, passwords: true, credits: 5 });
    other = await buildStudio(db(), { customers: 1, experts: 1, passwords: true, credits: 5 });
    receiver = await startReceiver();
  }, 120_000);
  afterAll(async () => {
    receiver.close();
    await t.close();
  });
  afterEach(async () => {
    clock.resetClock();
    receiver.received.length = 0;
    receiver.answers.length = 0;
    // Each test its own endpoints: a later booking must not reach an earlier test's endpoint.
    await db().delete(webhookEndpoints);
  });

  const addEndpoint = async (who: Studio, url: string, eventTypes: string[]) => {
    const response = await api.post(who.admin.cookie, '/api/webhook-endpoints', { url, eventTypes });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { endpoint: { id: string }; secret: string };
  };
  let day = 3;
  const book = async (who: Studio) => {
    day += 1;
    const response = await api.post(who.admin.cookie, '/api/services', {
      customerId: who.customers[0]?.membershipId,
      offeringId: who.studioOfferingId,
      expertId: who.experts[0]?.membershipId,
      startsAt: at(daysAhead(day), '10:00'),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; status: string };
  };
  const deliveriesOf = (endpointId: string) =>
    db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

  it('signs each delivery per Standard Webhooks, with a body the shared schema accepts', async () => {
    const { endpoint, secret } = await addEndpoint(studio, receiver.url, [
      'session.requested',
      'session.confirmed',
      'session.canceled',
    ]);
    const session = await book(studio);
    const canceled = await api.post(studio.admin.cookie, `/api/services/${session.id}/transitions`, {
      to: 'Canceled',
      reason: 'Client asked',
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect((await deliverDueWebhooks(deps)).sent).toBe(2);

    expect(receiver.received).toHaveLength(2);
    const verifier = new Webhook(secret);
    const messages = receiver.received.map(({ headers, body }) => {
      const verified = verifier.verify(body, headers as Record<string, string>);
      return sessionMessage.parse(webhookMessageSchema.parse(verified));
    });
    // Deliveries go out a few at a time: their order is not promised (Standard Webhooks does not either).
    messages.sort(
      (a, b) => (a.type === 'session.canceled' ? 1 : 0) - (b.type === 'session.canceled' ? 1 : 0),
    );
    expect(messages.map((message) => message.type)).toEqual([
      session.status === 'Confirmed' ? 'session.confirmed' : 'session.requested',
      'session.canceled',
    ]);
    const [first] = messages;
    const customer = studio.customers[0];
    expect(first?.data).toMatchObject({
      id: session.id,
      timeZone: studio.timeZone,
      customer: { id: customer?.membershipId, name: customer?.name, email: customer?.email },
      offering: { id: studio.studioOfferingId },
    });
    // The local start is the studio's wall clock: 10:00 on the booked day.
    expect(first?.data.startsAtLocal).toBe(`${daysAhead(day)}T10:00:00`);
    expect(new Date(first?.data.startsAt ?? '').toISOString()).toBe(
      new Date(at(daysAhead(day), '10:00')).toISOString(),
    );
    expect(messages[1]?.data.cancelReason).toBe('Client asked');
    // A tampered body fails the library's check: the signature covers id, timestamp and body.
    const tampered = receiver.received[0] as Received;
    expect(() => verifier.verify(`${tampered.body} `, tampered.headers as Record<string, string>)).toThrow();
    // The log shows each delivery with its attempt.
    const log = await api.get(studio.admin.cookie, `/api/webhook-endpoints/${endpoint.id}/deliveries`);
    expect(log.json().items.map((item: { status: string }) => item.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
    expect(log.json().items[0].attempts[0]).toMatchObject({
      number: 1,
      statusCode: 200,
      responseExcerpt: 'thanks',
    });
  });

  it('sends class and money events with the payload their shared schema describes', async () => {
    const { secret } = await addEndpoint(studio, receiver.url, [
      'class.joined',
      'class.left',
      'purchase.created',
      'payment.recorded',
      'refund.created',
    ]);
    const member = studio.customers[1] as Studio['customers'][number];
    const { occurrenceId, group } = await addGroupClass(api, studio);
    const joined = await api.post(member.cookie, `/api/me/classes/${occurrenceId}/join`, {});
    expect(joined.statusCode, joined.body).toBeLessThan(300);
    const packId = await createPack(t.app, studio.admin.cookie, {
      grants: [{ kind: 'recovery', quantity: 2 }],
    });
    const bought = await api.post(member.cookie, '/api/purchases', { packId, paymentMethod: 'studio' });
    expect(bought.statusCode, bought.body).toBe(201);
    const purchase = bought.json().purchase as { id: string; priceCents: number };
    const paid = await api.post(studio.admin.cookie, '/api/payments', {
      customerId: member.membershipId,
      purchaseId: purchase.id,
      amount: (purchase.priceCents / 100).toFixed(2),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const refunded = await api.post(studio.admin.cookie, `/api/payments/${paid.json().id}/refunds`, {
      amount: '1.00',
      reason: 'Goodwill',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    await deliverDueWebhooks(deps);
    const verifier = new Webhook(secret);
    const messages = receiver.received.map(({ headers, body }) =>
      webhookMessageSchema.parse(verifier.verify(body, headers as Record<string, string>)),
    );
    const byType = new Map(
      messages.map((message) => [message.type, message.data as Record<string, unknown>]),
    );
    expect([...byType.keys()].sort()).toEqual([
      'class.joined',
      'payment.recorded',
      'purchase.created',
      'refund.created',
    ]);
    const customer = { id: member.membershipId, name: member.name, email: member.email };
    expect(byType.get('class.joined')).toMatchObject({
      status: 'booked',
      class: { id: group.id },
      occurrence: { id: occurrenceId, timeZone: studio.timeZone },
      customer,
    });
    expect(byType.get('purchase.created')).toMatchObject({
      id: purchase.id,
      priceCents: purchase.priceCents,
      customer,
    });
    expect(byType.get('payment.recorded')).toMatchObject({
      id: paid.json().id,
      amountCents: purchase.priceCents,
      method: 'cash',
      currency: 'USD',
      customer,
    });
    expect(byType.get('refund.created')).toMatchObject({ amountCents: 100, reason: 'Goodwill', customer });
  });

  it('writes no event for another studio, and none for a studio without endpoints', async () => {
    const { endpoint } = await addEndpoint(studio, receiver.url, ['session.requested', 'session.confirmed']);
    const before = await deliveriesOf(endpoint.id);
    await book(other);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(before.length);
    const [events] = await queryRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from live_events where business_id = ${other.businessId} and 'integrations' = any(audience)`,
    );
    expect(events?.count).toBe(0);
    // Nor can the other studio's staff read this studio's endpoints or deliveries.
    expect(
      (await api.get(other.admin.cookie, `/api/webhook-endpoints/${endpoint.id}/deliveries`)).statusCode,
    ).toBe(404);
    const [delivery] = await deliveriesOf(endpoint.id);
    if (delivery) {
      expect(
        (await api.post(other.admin.cookie, `/api/webhook-deliveries/${delivery.id}/redeliver`)).statusCode,
      ).toBe(404);
    }
    await api.del(studio.admin.cookie, `/api/webhook-endpoints/${endpoint.id}`);
  });

  it('retries on the documented schedule from the server clock, then gives up', async () => {
    const { endpoint } = await addEndpoint(studio, receiver.url, ['session.requested', 'session.confirmed']);
    const start = clock.freezeClock(new Date(Date.now() + 60_000));
    await book(studio);
    receiver.answers.push(...Array.from({ length: 20 }, () => 500));
    await deliverDueWebhooks(deps);
    let [delivery] = await deliveriesOf(endpoint.id);
    if (!delivery) throw new Error('no delivery');
    let now = start.getTime();
    for (const [index, wait] of WEBHOOK_RETRY_SECONDS.entries()) {
      expect(delivery.attempts).toBe(index + 1);
      expect(delivery.status).toBe('pending');
      const next = (delivery.nextAttemptAt as Date).getTime();
      // The wait, with at most 10% jitter either way.
      expect(next - now).toBeGreaterThanOrEqual(wait * 900);
      expect(next - now).toBeLessThanOrEqual(wait * 1100);
      // Not a millisecond early.
      clock.freezeClock(new Date(next - 1));
      expect((await deliverDueWebhooks(deps)).sent).toBe(0);
      clock.freezeClock(new Date(next));
      expect((await deliverDueWebhooks(deps)).sent).toBe(1);
      now = next;
      const [latest] = await deliveriesOf(endpoint.id);
      if (!latest) throw new Error('no delivery');
      delivery = latest;
    }
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: WEBHOOK_RETRY_SECONDS.length + 1,
      nextAttemptAt: null,
    });
    expect(receiver.received).toHaveLength(WEBHOOK_RETRY_SECONDS.length + 1);
    // Every try of one message carries the same webhook-id.
    expect(new Set(receiver.received.map(({ headers }) => headers['webhook-id'])).size).toBe(1);
    // Sent again by hand from the log: logged as such, and a success ends it (back to today's clock,
    // where the admin's session is alive).
    clock.resetClock();
    receiver.answers.length = 0;
    const again = await api.post(studio.admin.cookie, `/api/webhook-deliveries/${delivery?.id}/redeliver`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().status).toBe('succeeded');
    expect(again.json().attempts.at(-1)).toMatchObject({ manual: true, statusCode: 200 });
    await api.del(studio.admin.cookie, `/api/webhook-endpoints/${endpoint.id}`);
  });

  it('disables an endpoint that answers 410, and one failing for days, and tells the owner', async () => {
    const gone = await addEndpoint(studio, receiver.url, ['session.requested', 'session.confirmed']);
    await book(studio);
    receiver.answers.push(410);
    await deliverDueWebhooks(deps);
    const [goneRow] = await db()
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, gone.endpoint.id));
    expect(goneRow).toMatchObject({ disabledReason: 'gone' });
    // A disabled endpoint gets nothing more.
    await book(studio);
    await deliverDueWebhooks(deps);
    expect(receiver.received).toHaveLength(1);
    const told = await db()
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.kind, 'webhook.disabled'), eq(outboxEmails.toEmail, studio.principal.email)),
      );
    expect(told.length).toBeGreaterThanOrEqual(1);

    const failing = await addEndpoint(studio, receiver.url, ['session.requested', 'session.confirmed']);
    const since = clock.freezeClock(new Date(Date.now() + 120_000));
    await book(studio);
    receiver.answers.push(500, 500, 500);
    await deliverDueWebhooks(deps);
    const [first] = await db()
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, failing.endpoint.id));
    expect(first?.failingSince?.getTime()).toBe(since.getTime());
    expect(first?.disabledAt).toBeNull();
    // Failing just short of 5 days: still on; at 5 days: off.
    const [delivery] = await deliveriesOf(failing.endpoint.id);
    const justBefore = new Date(since.getTime() + FAILING_DISABLES_AFTER_MS - 1);
    await db()
      .update(webhookDeliveries)
      .set({ nextAttemptAt: justBefore })
      .where(eq(webhookDeliveries.id, delivery?.id as string));
    clock.freezeClock(justBefore);
    await deliverDueWebhooks(deps);
    const [stillOn] = await db()
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, failing.endpoint.id));
    expect(stillOn?.disabledAt).toBeNull();
    await db()
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(since.getTime() + FAILING_DISABLES_AFTER_MS) })
      .where(eq(webhookDeliveries.id, delivery?.id as string));
    clock.freezeClock(new Date(since.getTime() + FAILING_DISABLES_AFTER_MS));
    await deliverDueWebhooks(deps);
    const [after] = await db()
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, failing.endpoint.id));
    expect(after).toMatchObject({ disabledReason: 'failing' });
    const [stopped] = await deliveriesOf(failing.endpoint.id);
    expect(stopped?.status).toBe('failed');
  });

  it('documents every event in the OpenAPI webhooks section, with its body schema and headers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    const confirmed = document.webhooks['session.confirmed'].post;
    expect(confirmed.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    const schema = confirmed.requestBody.content['application/json'].schema;
    expect(schema.properties.type).toMatchObject({ const: 'session.confirmed' });
    expect(schema.properties.data.required).toEqual(
      expect.arrayContaining(['startsAt', 'startsAtLocal', 'customer']),
    );
  });

  it('refuses private addresses on the field, also through DNS, and changes nothing', async () => {
    const strict = await buildTestApp(kind, { fieldCipher: cipher, webhookResolver: resolver });
    const local = await buildStudio(strict.database.db, {
      customers: 1,
      experts: 1,
      passwords: true,
      credits: 2,
    });
    try {
      const add = (url: string) =>
        strict.app.inject({
          method: 'POST',
          url: '/api/webhook-endpoints',
          headers: { cookie: local.admin.cookie, 'x-requested-with': 'test' },
          payload: { url, eventTypes: ['session.requested', 'session.confirmed'] },
        });
      const refused: [string, string][] = [
        ['http://hooks.example.test/hooks', 'Use an https:// address.'],
        ['not a url', 'Enter a full address, such as https://example.com/hooks.'],
        ['https://10.0.0.5/hooks', 'This address is private: use a public one.'],
        ['https://127.0.0.1/hooks', 'This address is private: use a public one.'],
        ['https://[::ffff:127.0.0.1]/hooks', 'This address is private: use a public one.'],
        ['https://169.254.169.254/latest', 'This address is private: use a public one.'],
        ['https://internal.example.test/hooks', 'This address leads to a private network: use a public one.'],
        ['https://sneaky.example.test/hooks', 'This address leads to a private network: use a public one.'],
        ['https://nowhere.example.test/hooks', 'The host nowhere.example.test could not be found.'],
        ['https://localhost/hooks', 'Use a public host name, such as example.com.'],
      ];
      for (const [url, message] of refused) {
        const response = await add(url);
        expect(response.statusCode, url).toBe(422);
        expect(response.json().errors.url, url).toEqual([message]);
      }
      const rows = await strict.database.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.businessId, local.businessId));
      expect(rows).toEqual([]);
      // A public one is taken; if its name later resolves to a private address, the delivery is refused
      // before any connection.
      expect((await add('https://hooks.example.test/hooks')).statusCode).toBe(201);
      DNS['hooks.example.test'] = ['127.0.0.1'];
      const strictDeps = { db: strict.database.db, cipher, policy: { resolver, allowLoopback: false } };
      const booked = await strict.app.inject({
        method: 'POST',
        url: '/api/services',
        headers: { cookie: local.admin.cookie, 'x-requested-with': 'test' },
        payload: {
          customerId: local.customers[0]?.membershipId,
          offeringId: local.studioOfferingId,
          expertId: local.experts[0]?.membershipId,
          startsAt: at(daysAhead(5), '10:00'),
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      expect((await deliverDueWebhooks(strictDeps)).sent).toBe(1);
      const [delivery] = await strict.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.businessId, local.businessId));
      const log = await strict.app.inject({
        method: 'GET',
        url: `/api/webhook-endpoints/${delivery?.endpointId}/deliveries`,
        headers: { cookie: local.admin.cookie },
      });
      expect(log.json().items[0].attempts[0]).toMatchObject({
        statusCode: null,
        error: 'Refused: hooks.example.test resolves to a loopback address.',
      });
    } finally {
      DNS['hooks.example.test'] = ['93.184.216.34'];
      await strict.close();
    }
  });
});
