// The module's public entry: what other folders may use (docs/architecture.md).

export { webhookDocuments } from './openapi.ts';
export { type OutboundPolicy, type Resolver, systemResolver } from './outbound.ts';
export { webhookRoutes } from './webhooks.routes.ts';
export { deliverDueWebhooks, type WebhookDeps } from './webhooks.service.ts';
