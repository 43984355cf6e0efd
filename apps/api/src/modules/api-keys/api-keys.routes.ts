import { ACCESS, apiKeyCreatedSchema, apiKeyCreateSchema, apiKeySchema } from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { problems } from '../../lib/problem.ts';
import { authOf } from '../../lib/route-access.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { createKey, listKeys, revokeKey } from './api-keys.service.ts';

const idParams = z.strictObject({ id: z.uuid('Not an API key id.') });

/** The owner's API keys: created with scopes and an optional last day, shown once, revoked at once. */
export function apiKeyRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/api-keys',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['integrations'],
          summary: "The studio's API keys (never their secrets)",
          response: { 200: z.object({ items: z.array(apiKeySchema) }) },
        },
      },
      async (request) => ({ items: await listKeys(db, viewerOf(request)) }),
    );

    app.post(
      '/api/api-keys',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['integrations'],
          summary: 'Create an API key (the answer carries the key, shown this once)',
          body: apiKeyCreateSchema,
          response: { 201: apiKeyCreatedSchema, ...problems(400, 422) },
        },
      },
      async (request, reply) => {
        const created = await createKey(
          db,
          viewerOf(request),
          authOf(request).businessTimeZone,
          request.body,
        );
        await recordAudit(db, request, {
          action: 'api_key.create',
          outcome: 'success',
          targetType: 'api_key',
          targetId: created.key.id,
          details: { name: created.key.name, scopes: created.key.scopes, expiresAt: created.key.expiresAt },
        });
        reply.code(201);
        return created;
      },
    );

    app.post(
      '/api/api-keys/:id/revoke',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['integrations'],
          summary: 'Revoke an API key: its next request is refused',
          params: idParams,
          response: { 200: apiKeySchema, ...problems(404) },
        },
      },
      async (request) => {
        const key = await revokeKey(db, viewerOf(request), request.params.id);
        await recordAudit(db, request, {
          action: 'api_key.revoke',
          outcome: 'success',
          targetType: 'api_key',
          targetId: key.id,
        });
        return key;
      },
    );
  };
}
