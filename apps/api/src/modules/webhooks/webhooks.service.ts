import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_RETRY_SECONDS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEndpointInput,
  type WebhookEndpointUpdate,
} from '@bmp/shared';
import { Webhook } from 'standardwebhooks';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import type { FieldCipher } from '../../lib/field-encryption.ts';
import { fieldProblem, HttpProblem, notFound } from '../../lib/problem.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { enqueueEmail } from '../outbox/index.ts';
import {
  type OutboundAnswer,
  type OutboundPolicy,
  postSafely,
  resolvePublic,
  urlProblem,
} from './outbound.ts';
import {
  claimDueDeliveries,
  countAttempts,
  type DeliveryRow,
  deleteEndpoint,
  type EndpointRow,
  failPendingDeliveries,
  findDelivery,
  findEndpoint,
  findOwners,
  insertAttempt,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  markFailing,
  updateDelivery,
  updateEndpoint,
} from './webhooks.repository.ts';

// Webhooks (docs/decisions/0063-open-studio.md): Standard Webhooks 1.0 deliveries of the events the
// database writes (webhook_deliveries_fan_out), signed with each endpoint's secret, retried on
// WEBHOOK_RETRY_SECONDS from the server's clock, stopped by a 410, and the endpoint disabled (the
// owners told) when it answers 410 or has failed for FAILING_DISABLES_AFTER_MS.

export type WebhookDeps = { db: Database; cipher: FieldCipher; policy: OutboundPolicy };

/** An endpoint failing this long (every delivery since its first failure) is disabled. */
export const FAILING_DISABLES_AFTER_MS = 5 * 24 * 60 * 60 * 1000;
/** A sender's claim on a delivery: longer than a call can take (10 s), shorter than the first retry. */
const LEASE_MS = 60_000;
const DELIVERIES_PER_RUN = 50;
const SENDS_AT_ONCE = 4;

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    enabled: row.disabledAt === null,
    disabledReason: row.disabledReason,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Refuses an address that is not https (outside development), private, or that resolves to a private one. */
async function checkUrl(deps: WebhookDeps, raw: string): Promise<string> {
  const problem = urlProblem(raw, deps.policy);
  if (problem) throw fieldProblem(422, 'url', problem);
  const url = new URL(raw);
  // What the host resolves to now (and again at every delivery: DNS can change).
  const resolved = await resolvePublic(url.hostname.replace(/^\[|\]$/g, ''), deps.policy);
  if (resolved.kind === 'refused') {
    throw fieldProblem(
      422,
      'url',
      resolved.error.includes('could not be found')
        ? resolved.error
        : 'This address leads to a private network: use a public one.',
    );
  }
  return url.toString();
}

export async function listWebhookEndpoints(deps: WebhookDeps, viewer: Viewer): Promise<WebhookEndpoint[]> {
  return (await listEndpoints(deps.db, viewer.businessId)).map(toEndpoint);
}

export async function createWebhookEndpoint(
  deps: WebhookDeps,
  viewer: Viewer,
  input: WebhookEndpointInput,
): Promise<WebhookEndpointCreated> {
  const url = await checkUrl(deps, input.url);
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const now = clock.now();
  const row = await insertEndpoint(deps.db, {
    businessId: viewer.businessId,
    url,
    description: input.description ?? '',
    eventTypes: [...new Set(input.eventTypes)],
    secretEncrypted: deps.cipher.encrypt(secret),
    createdByUserId: viewer.userId,
    createdAt: now,
    updatedAt: now,
  });
  return { endpoint: toEndpoint(row), secret };
}

export async function updateWebhookEndpoint(
  deps: WebhookDeps,
  viewer: Viewer,
  id: string,
  input: WebhookEndpointUpdate,
): Promise<WebhookEndpoint> {
  const current = await findEndpoint(deps.db, viewer.businessId, id);
  if (!current) throw notFound('webhook endpoint');
  const url = await checkUrl(deps, input.url);
  const now = clock.now();
  const turnedOn = input.enabled && current.disabledAt !== null;
  const row = await updateEndpoint(deps.db, viewer.businessId, id, {
    url,
    description: input.description ?? '',
    eventTypes: [...new Set(input.eventTypes)],
    ...(input.enabled
      ? { disabledAt: null, disabledReason: null, ...(turnedOn ? { failingSince: null } : {}) }
      : current.disabledAt
        ? {}
        : { disabledAt: now, disabledReason: 'owner' as const }),
    updatedAt: now,
  });
  if (!input.enabled && !current.disabledAt) await failPendingDeliveries(deps.db, viewer.businessId, id, now);
  return toEndpoint(row as EndpointRow);
}

export async function removeWebhookEndpoint(deps: WebhookDeps, viewer: Viewer, id: string): Promise<void> {
  if (!(await deleteEndpoint(deps.db, viewer.businessId, id))) throw notFound('webhook endpoint');
}

export async function listWebhookDeliveries(
  deps: WebhookDeps,
  viewer: Viewer,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  if (!(await findEndpoint(deps.db, viewer.businessId, endpointId))) throw notFound('webhook endpoint');
  const { deliveries, attempts } = await listDeliveries(deps.db, viewer.businessId, endpointId, 50);
  return deliveries.map((delivery) => ({
    id: delivery.id,
    eventType: delivery.eventType,
    status: delivery.status,
    nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
    createdAt: delivery.createdAt.toISOString(),
    payload: delivery.payload,
    attempts: attempts
      .filter((attempt) => attempt.deliveryId === delivery.id)
      .map((attempt) => ({
        number: attempt.number,
        at: attempt.createdAt.toISOString(),
        statusCode: attempt.statusCode,
        latencyMs: attempt.latencyMs,
        responseExcerpt: attempt.responseExcerpt,
        error: attempt.error,
        manual: attempt.manual,
      })),
  }));
}

/** The Standard Webhooks headers of one send: the message id stays the same across retries. */
function signedHeaders(endpoint: EndpointRow, delivery: DeliveryRow, cipher: FieldCipher, body: string) {
  const at = clock.now();
  const signature = new Webhook(cipher.decrypt(endpoint.secretEncrypted)).sign(
    `msg_${delivery.id}`,
    at,
    body,
  );
  return {
    'webhook-id': `msg_${delivery.id}`,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
    'user-agent': 'BusinessManagementPlatform-Webhooks/1.0',
  };
}

async function send(
  deps: WebhookDeps,
  endpoint: EndpointRow,
  delivery: DeliveryRow,
): Promise<OutboundAnswer> {
  const body = JSON.stringify(delivery.payload);
  return postSafely(endpoint.url, signedHeaders(endpoint, delivery, deps.cipher, body), body, deps.policy);
}

const succeeded = (answer: OutboundAnswer) =>
  answer.kind === 'answered' && answer.statusCode >= 200 && answer.statusCode < 300;

async function recordAttempt(
  deps: WebhookDeps,
  delivery: DeliveryRow,
  number: number,
  answer: OutboundAnswer,
  manual: boolean,
) {
  await insertAttempt(deps.db, {
    businessId: delivery.businessId,
    deliveryId: delivery.id,
    number,
    statusCode: answer.kind === 'answered' ? answer.statusCode : null,
    latencyMs: answer.latencyMs,
    responseExcerpt: answer.kind === 'answered' ? answer.excerpt : '',
    error: answer.kind === 'failed' ? answer.error : null,
    manual,
    createdAt: clock.now(),
  });
}

/** When the next try of a delivery that has failed `attempts` times is due, or null when none is left. */
export function nextAttemptAfter(
  attempts: number,
  now: Date,
  random: () => number = Math.random,
): Date | null {
  const wait = WEBHOOK_RETRY_SECONDS[attempts - 1];
  if (wait === undefined) return null;
  // Up to 10% either way, so endpoints that fail together do not all come back at the same second.
  const jitter = 0.9 + 0.2 * random();
  return new Date(now.getTime() + Math.round(wait * 1000 * jitter));
}

async function disableEndpoint(deps: WebhookDeps, endpoint: EndpointRow, reason: 'gone' | 'failing') {
  const now = clock.now();
  await updateEndpoint(deps.db, endpoint.businessId, endpoint.id, {
    disabledAt: now,
    disabledReason: reason,
    updatedAt: now,
  });
  await failPendingDeliveries(deps.db, endpoint.businessId, endpoint.id, now);
  for (const owner of await findOwners(deps.db, endpoint.businessId)) {
    await enqueueEmail(deps.db, {
      to: owner.email,
      kind: 'webhook.disabled',
      businessId: endpoint.businessId,
      membershipId: owner.membershipId,
      category: 'account',
      render: (language) => disabledEmail(language, endpoint.url, reason),
    });
  }
}

function disabledEmail(language: 'en' | 'fr' | 'ar', url: string, reason: 'gone' | 'failing') {
  const texts = {
    en: {
      subject: 'A webhook endpoint was turned off',
      why:
        reason === 'gone'
          ? 'It answered 410 Gone, which says it no longer wants our events.'
          : 'Every delivery to it has failed for 5 days.',
      what: 'Turn it back on from Settings, Integrations once it works again; events from now on will be sent to it.',
    },
    fr: {
      subject: 'Un point de réception de webhooks a été désactivé',
      why:
        reason === 'gone'
          ? 'Il a répondu 410 Gone : il ne veut plus de nos événements.'
          : 'Toutes les livraisons vers lui échouent depuis 5 jours.',
      what: 'Réactivez-le dans Paramètres, Intégrations quand il fonctionne de nouveau ; les événements suivants lui seront envoyés.',
    },
    ar: {
      subject: 'تم إيقاف عنوان استقبال webhooks',
      why:
        reason === 'gone'
          ? 'أجاب بالرمز 410 Gone، أي أنه لم يعد يريد أحداثنا.'
          : 'فشلت كل عمليات الإرسال إليه منذ 5 أيام.',
      what: 'أعد تشغيله من الإعدادات، التكاملات عندما يعمل من جديد؛ وستُرسل إليه الأحداث التالية.',
    },
  }[language];
  return { subject: texts.subject, text: `${url}\n\n${texts.why}\n\n${texts.what}` };
}

/** Sends one claimed delivery and writes what came of it. */
async function deliverOne(deps: WebhookDeps, delivery: DeliveryRow): Promise<void> {
  const endpoint = await findEndpoint(deps.db, delivery.businessId, delivery.endpointId);
  if (!endpoint || endpoint.disabledAt) return;
  const answer = await send(deps, endpoint, delivery);
  const attempts = delivery.attempts + 1;
  await recordAttempt(
    deps,
    delivery,
    (await countAttempts(deps.db, delivery.businessId, delivery.id)) + 1,
    answer,
    false,
  );
  const now = clock.now();
  const statusCode = answer.kind === 'answered' ? answer.statusCode : null;
  if (succeeded(answer)) {
    await updateDelivery(deps.db, delivery.businessId, delivery.id, {
      status: 'succeeded',
      attempts,
      nextAttemptAt: null,
      leaseUntil: null,
      lastStatusCode: statusCode,
      updatedAt: now,
    });
    if (endpoint.failingSince)
      await updateEndpoint(deps.db, endpoint.businessId, endpoint.id, { failingSince: null });
    return;
  }
  if (statusCode === 410) {
    await updateDelivery(deps.db, delivery.businessId, delivery.id, {
      status: 'failed',
      attempts,
      nextAttemptAt: null,
      leaseUntil: null,
      lastStatusCode: statusCode,
      updatedAt: now,
    });
    await disableEndpoint(deps, endpoint, 'gone');
    return;
  }
  const next = nextAttemptAfter(attempts, now);
  await updateDelivery(deps.db, delivery.businessId, delivery.id, {
    status: next ? 'pending' : 'failed',
    attempts,
    nextAttemptAt: next,
    leaseUntil: null,
    lastStatusCode: statusCode,
    updatedAt: now,
  });
  const failing = await markFailing(deps.db, endpoint.businessId, endpoint.id, now);
  if (failing?.failingSince && now.getTime() - failing.failingSince.getTime() >= FAILING_DISABLES_AFTER_MS) {
    await disableEndpoint(deps, failing, 'failing');
  }
}

/** One run of the delivery job: every due delivery of a live endpoint, a few at a time. */
export async function deliverDueWebhooks(deps: WebhookDeps): Promise<{ sent: number }> {
  let sent = 0;
  for (;;) {
    const now = clock.now();
    const claimed = await claimDueDeliveries(
      deps.db,
      now,
      new Date(now.getTime() + LEASE_MS),
      DELIVERIES_PER_RUN,
    );
    if (claimed.length === 0) return { sent };
    for (let start = 0; start < claimed.length; start += SENDS_AT_ONCE) {
      await Promise.all(
        claimed.slice(start, start + SENDS_AT_ONCE).map((delivery) => deliverOne(deps, delivery)),
      );
    }
    sent += claimed.length;
    if (claimed.length < DELIVERIES_PER_RUN) return { sent };
  }
}

/** Sends a delivery again now, from the log (whatever its state); the attempt is marked as by hand. */
export async function redeliver(deps: WebhookDeps, viewer: Viewer, deliveryId: string) {
  const found = await findDelivery(deps.db, viewer.businessId, deliveryId);
  if (!found) throw notFound('delivery');
  if (found.endpoint.disabledAt) {
    throw new HttpProblem(409, 'Conflict', 'Turn the endpoint on before sending to it again.');
  }
  const answer = await send(deps, found.endpoint, found.delivery);
  await recordAttempt(
    deps,
    found.delivery,
    (await countAttempts(deps.db, viewer.businessId, deliveryId)) + 1,
    answer,
    true,
  );
  if (succeeded(answer)) {
    await updateDelivery(deps.db, viewer.businessId, deliveryId, {
      status: 'succeeded',
      nextAttemptAt: null,
      leaseUntil: null,
      lastStatusCode: answer.kind === 'answered' ? answer.statusCode : null,
      updatedAt: clock.now(),
    });
  }
  const [delivery] = (await listWebhookDeliveries(deps, viewer, found.delivery.endpointId)).filter(
    (row) => row.id === deliveryId,
  );
  return delivery as WebhookDelivery;
}
