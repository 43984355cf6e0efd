import { z } from 'zod';

// A studio's webhooks (apps/api/src/modules/webhooks; docs/decisions/0063-open-studio.md): Standard
// Webhooks 1.0 deliveries of the studio's events, signed with the endpoint's secret.

/** The events an endpoint can ask for (each written by the database in the change's transaction). */
export const SESSION_EVENT_TYPES = [
  'session.requested',
  'session.confirmed',
  'session.rescheduled',
  'session.canceled',
  'session.completed',
] as const;
export const CLASS_EVENT_TYPES = ['class.joined', 'class.left', 'waitlist.promoted'] as const;
export const MONEY_EVENT_TYPES = ['purchase.created', 'payment.recorded', 'refund.created'] as const;
export const MEMBER_EVENT_TYPES = ['member.created', 'member.onboarded'] as const;
export const MEMBERSHIP_EVENT_TYPES = [
  'membership.created',
  'membership.started',
  'membership.renewed',
  'membership.payment_failed',
  'membership.past_due',
  'membership.frozen',
  'membership.unfrozen',
  'membership.plan_changed',
  'membership.cancel_requested',
  'membership.canceled',
] as const;
export const CONTRACT_WEBHOOK_EVENT_TYPES = ['contract.signed'] as const;
export const WEBHOOK_EVENT_TYPES = [
  ...SESSION_EVENT_TYPES,
  ...CLASS_EVENT_TYPES,
  ...MONEY_EVENT_TYPES,
  ...MEMBER_EVENT_TYPES,
  ...MEMBERSHIP_EVENT_TYPES,
  ...CONTRACT_WEBHOOK_EVENT_TYPES,
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * Waits before each retry of a delivery that failed, in seconds: ten retries over about three days
 * (each with up to 10% jitter either way), then the delivery has failed.
 */
export const WEBHOOK_RETRY_SECONDS = [5, 60, 300, 1800, 7200, 18000, 36000, 50400, 72000, 72000] as const;

const eventTypesSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Unknown event type.' }), {
    error: 'Choose at least one event.',
  })
  .min(1, 'Choose at least one event.')
  .max(WEBHOOK_EVENT_TYPES.length);

const urlSchema = z
  .string({ error: 'Enter the address to send events to.' })
  .trim()
  .min(1, 'Enter the address to send events to.')
  .max(2000, 'Use at most 2,000 characters.');

export const webhookEndpointInputSchema = z.strictObject({
  url: urlSchema,
  description: z.string().trim().max(200, 'Use at most 200 characters.').default(''),
  eventTypes: eventTypesSchema,
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

export const webhookEndpointUpdateSchema = z.strictObject({
  url: urlSchema,
  description: z.string().trim().max(200, 'Use at most 200 characters.').default(''),
  eventTypes: eventTypesSchema,
  enabled: z.boolean({ error: 'Say whether the endpoint is on.' }),
});
export type WebhookEndpointUpdate = z.input<typeof webhookEndpointUpdateSchema>;

export const webhookEndpointSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string(),
    eventTypes: z.array(z.string()),
    enabled: z.boolean(),
    disabledReason: z.enum(['gone', 'failing', 'owner']).nullable(),
    disabledAt: z.string().nullable(),
    failingSince: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointCreatedSchema = z
  .object({
    endpoint: webhookEndpointSchema,
    secret: z.string().describe('The signing secret (whsec_...): shown this once.'),
  })
  .meta({ id: 'WebhookEndpointCreated' });
export type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreatedSchema>;

export const webhookAttemptSchema = z
  .object({
    number: z.number().int(),
    at: z.string(),
    statusCode: z.number().int().nullable(),
    latencyMs: z.number().int(),
    responseExcerpt: z.string(),
    error: z.string().nullable(),
    manual: z.boolean(),
  })
  .meta({ id: 'WebhookAttempt' });

export const webhookDeliverySchema = z
  .object({
    id: z.string(),
    eventType: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.array(webhookAttemptSchema),
    nextAttemptAt: z.string().nullable(),
    createdAt: z.string(),
    payload: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

const customerSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

/** A session event's data: enough to text the customer or fill a calendar without another call. */
export const sessionEventDataSchema = z.strictObject({
  id: z.string(),
  status: z.string(),
  startsAt: z.string().describe('UTC, ISO 8601.'),
  endsAt: z.string(),
  timeZone: z.string(),
  startsAtLocal: z.string().describe("The start in the studio's time zone, without an offset."),
  previousStartsAt: z.string().nullable(),
  durationMinutes: z.number().int(),
  place: z.string(),
  locationId: z.string().nullable(),
  address: z.string().nullable(),
  offering: z.strictObject({
    id: z.string(),
    name: z.string(),
    category: z.string(),
    serviceType: z.string(),
  }),
  customer: z.strictObject({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  expert: z.strictObject({ id: z.string(), name: z.string() }),
  cancelReason: z.string().nullable(),
});

/** A class seat's event: the class, its date (null for a whole-course seat) and the customer. */
export const classEventDataSchema = z.strictObject({
  seatId: z.string(),
  status: z.string(),
  previousStatus: z.string().nullable(),
  seats: z.number().int(),
  class: z.strictObject({ id: z.string(), name: z.string() }),
  occurrence: z
    .strictObject({ id: z.string(), startsAt: z.string(), startsAtLocal: z.string(), timeZone: z.string() })
    .nullable(),
  customer: customerSchema,
});

const moneyShape = { currency: z.string(), createdAt: z.string(), customer: customerSchema };

export const purchaseEventDataSchema = z.strictObject({
  id: z.string(),
  packName: z.string(),
  packType: z.string(),
  priceCents: z.number().int(),
  paymentMethod: z.string(),
  status: z.string(),
  grants: z.array(z.strictObject({ kind: z.string(), quantity: z.number().int() })),
  ...moneyShape,
});

export const paymentEventDataSchema = z.strictObject({
  id: z.string(),
  receiptNumber: z.number().int(),
  amountCents: z.number().int(),
  method: z.string(),
  purchaseId: z.string().nullable(),
  ...moneyShape,
});

export const refundEventDataSchema = z.strictObject({
  id: z.string(),
  paymentId: z.string(),
  amountCents: z.number().int(),
  reason: z.string(),
  ...moneyShape,
});

/** A customer who joined or finished onboarding. */
export const memberEventDataSchema = z.strictObject({
  onboarded: z.boolean(),
  createdAt: z.string(),
  customer: customerSchema,
});

/** A membership (subscription) event, from the membership's history. */
export const membershipEventDataSchema = z.strictObject({
  id: z.string(),
  status: z.string(),
  plan: z.string(),
  paymentMethod: z.string(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  customer: customerSchema,
});

/** A contract or waiver signed: who signed what, and the signed document's SHA-256. */
export const contractEventDataSchema = z.strictObject({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  language: z.string(),
  signedAt: z.string(),
  signedBy: z.string(),
  documentSha256: z.string(),
  person: z.strictObject({ id: z.string(), name: z.string(), email: z.string() }),
});

const message = <T extends readonly [string, ...string[]], D extends z.ZodType>(types: T, data: D) =>
  z.strictObject({ type: z.enum(types), timestamp: z.string(), data });

/** The body of every delivery (Standard Webhooks): the type, when it happened, and its data. */
export const webhookMessageSchema = z.union([
  message(SESSION_EVENT_TYPES, sessionEventDataSchema),
  message(CLASS_EVENT_TYPES, classEventDataSchema),
  message(['purchase.created'], purchaseEventDataSchema),
  message(['payment.recorded'], paymentEventDataSchema),
  message(['refund.created'], refundEventDataSchema),
  message(MEMBER_EVENT_TYPES, memberEventDataSchema),
  message(MEMBERSHIP_EVENT_TYPES, membershipEventDataSchema),
  message(CONTRACT_WEBHOOK_EVENT_TYPES, contractEventDataSchema),
]);
export type WebhookMessage = z.infer<typeof webhookMessageSchema>;

/** Each event type's data schema (the OpenAPI document's `webhooks` section is built from them). */
export function webhookDataSchemaOf(type: WebhookEventType): z.ZodType {
  if ((SESSION_EVENT_TYPES as readonly string[]).includes(type)) return sessionEventDataSchema;
  if ((CLASS_EVENT_TYPES as readonly string[]).includes(type)) return classEventDataSchema;
  if (type === 'purchase.created') return purchaseEventDataSchema;
  if (type === 'payment.recorded') return paymentEventDataSchema;
  if (type === 'refund.created') return refundEventDataSchema;
  if ((MEMBER_EVENT_TYPES as readonly string[]).includes(type)) return memberEventDataSchema;
  if ((MEMBERSHIP_EVENT_TYPES as readonly string[]).includes(type)) return membershipEventDataSchema;
  return contractEventDataSchema;
}
