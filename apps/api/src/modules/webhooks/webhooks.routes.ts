import {
  ACCESS,
  webhookDeliverySchema,
  webhookEndpointCreatedSchema,
  webhookEndpointInputSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
} from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../lib/audit.ts';
import { problems } from '../../lib/problem.ts';
import { viewerOf } from '../../lib/viewer.ts';
import {
  createWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliver,
  removeWebhookEndpoint,
  updateWebhookEndpoint,
  type WebhookDeps,
} from './webhooks.service.ts';

const idParams = z.strictObject({ id: z.uuid('Not an id.') });

/** The studio's webhook endpoints and their delivery log (owner and admins). */
export function webhookRoutes(deps: WebhookDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/webhook-endpoints',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['integrations'],
          summary: "The studio's webhook endpoints (never their secrets)",
          response: { 200: z.object({ items: z.array(webhookEndpointSchema) }) },
        },
      },
      async (request) => ({ items: await listWebhookEndpoints(deps, viewerOf(request)) }),
    );

    app.post(
      '/api/webhook-endpoints',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['integrations'],
          summary: 'Add an endpoint (the answer carries its signing secret, shown this once)',
          body: webhookEndpointInputSchema,
          response: { 201: webhookEndpointCreatedSchema, ...problems(400, 422) },
        },
      },
      async (request, reply) => {
        const created = await createWebhookEndpoint(deps, viewerOf(request), request.body);
        await recordAudit(db, request, {
          action: 'webhook.create',
          outcome: 'success',
          targetType: 'webhook_endpoint',
          targetId: created.endpoint.id,
          details: { url: created.endpoint.url, eventTypes: created.endpoint.eventTypes },
        });
        reply.code(201);
        return created;
      },
    );

    app.put(
      '/api/webhook-endpoints/:id',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['integrations'],
          summary: 'Change an endpoint, or turn it off or on',
          params: idParams,
          body: webhookEndpointUpdateSchema,
          response: { 200: webhookEndpointSchema, ...problems(400, 404, 422) },
        },
      },
      async (request) => {
        const endpoint = await updateWebhookEndpoint(
          deps,
          viewerOf(request),
          request.params.id,
          request.body,
        );
        await recordAudit(db, request, {
          action: 'webhook.update',
          outcome: 'success',
          targetType: 'webhook_endpoint',
          targetId: endpoint.id,
          details: { url: endpoint.url, eventTypes: endpoint.eventTypes, enabled: endpoint.enabled },
        });
        return endpoint;
      },
    );

    app.delete(
      '/api/webhook-endpoints/:id',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['integrations'],
          summary: 'Remove an endpoint and its delivery log',
          params: idParams,
          response: { 204: z.null(), ...problems(404) },
        },
      },
      async (request, reply) => {
        await removeWebhookEndpoint(deps, viewerOf(request), request.params.id);
        await recordAudit(db, request, {
          action: 'webhook.delete',
          outcome: 'success',
          targetType: 'webhook_endpoint',
          targetId: request.params.id,
        });
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/webhook-endpoints/:id/deliveries',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['integrations'],
          summary: "An endpoint's latest 50 deliveries, each with its attempts",
          params: idParams,
          response: { 200: z.object({ items: z.array(webhookDeliverySchema) }), ...problems(404) },
        },
      },
      async (request) => ({ items: await listWebhookDeliveries(deps, viewerOf(request), request.params.id) }),
    );

    app.post(
      '/api/webhook-deliveries/:id/redeliver',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['integrations'],
          summary: 'Send a delivery again now (the attempt is logged as by hand)',
          params: idParams,
          response: { 200: webhookDeliverySchema, ...problems(404, 409) },
        },
      },
      async (request) => {
        const delivery = await redeliver(deps, viewerOf(request), request.params.id);
        await recordAudit(db, request, {
          action: 'webhook.redeliver',
          outcome: 'success',
          targetType: 'webhook_delivery',
          targetId: delivery.id,
        });
        return delivery;
      },
    );
  };
}
