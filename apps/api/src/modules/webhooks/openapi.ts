import { WEBHOOK_EVENT_TYPES, webhookDataSchemaOf } from '@bmp/shared';
import { z } from 'zod';

/**
 * The OpenAPI 3.1 `webhooks` section: each event a studio's endpoint can receive, its body (the shared
 * schema a contract test checks real deliveries against) and the Standard Webhooks headers.
 */
// biome-ignore lint/suspicious/noExplicitAny: OpenAPI path items, typed by @fastify/swagger's own types
export function webhookDocuments(): Record<string, any> {
  const header = (description: string) => ({
    in: 'header',
    required: true,
    schema: { type: 'string' },
    description,
  });
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          summary: `${type}: sent to each endpoint that asked for it`,
          description:
            'Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.',
          // Sent by the studio to the endpoint: it carries its signature, not one of our security schemes.
          security: [],
          parameters: [
            { name: 'webhook-id', ...header('The message id, the same on every retry (msg_...).') },
            {
              name: 'webhook-timestamp',
              ...header('Seconds since the Unix epoch when this try was signed.'),
            },
            {
              name: 'webhook-signature',
              ...header('v1,<base64 HMAC-SHA256>, space-separated when several.'),
            },
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: z.toJSONSchema(
                  z.strictObject({
                    type: z.literal(type),
                    timestamp: z.string(),
                    data: webhookDataSchemaOf(type),
                  }),
                  { target: 'draft-2020-12' },
                ),
              },
            },
          },
          responses: {
            '200': { description: 'Received (any 2xx).' },
            '410': { description: 'Gone: stop sending.' },
          },
        },
      },
    ]),
  );
}
