import {
  ACCESS,
  operatorStudioListQuerySchema,
  operatorStudioPageSchema,
  studioSuspensionSchema,
} from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { problems } from '../../lib/problem.ts';
import { operatorOf } from '../../lib/route-access.ts';
import { authSessionSchema, toOperatorAuthSession } from '../auth/index.ts';
import { changeSuspension, studiosPage } from './operator.service.ts';

// The platform operator's console over HTTP (docs/decisions/0062-platform-operator.md): who is signed
// in, every studio's figures, and suspending or reactivating a studio with a reason. Every route
// needs `manage all`, which only the operator holds; every change is audited with the reason.

const studioParams = z.strictObject({ businessId: z.uuid('Not a studio id.') });
const changedSchema = z.object({ id: z.string(), name: z.string(), suspended: z.boolean() });

export function operatorRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/operator/session',
      {
        config: { access: ACCESS.operator },
        schema: {
          tags: ['operator'],
          summary: 'The signed-in platform operator, as the web app keeps a session',
          response: { 200: authSessionSchema, ...problems(401, 403) },
        },
      },
      async (request) => toOperatorAuthSession(operatorOf(request)),
    );

    app.get(
      '/api/operator/studios',
      {
        config: { access: ACCESS.operator },
        schema: {
          tags: ['operator'],
          summary: 'Every studio with its size, last 30 days and health (searchable, sortable, paged)',
          querystring: operatorStudioListQuerySchema,
          response: { 200: operatorStudioPageSchema, ...problems(400, 401, 403) },
        },
      },
      async (request) => studiosPage(request.reads, request.query),
    );

    const changes = {
      suspend: 'Suspend a studio: its people are signed out and every channel pauses; nothing is deleted',
      reactivate: 'Reactivate a suspended studio: everything it had is back; its people sign in again',
    } as const;
    for (const [action, summary] of Object.entries(changes) as [keyof typeof changes, string][]) {
      app.post(
        `/api/operator/studios/:businessId/${action}`,
        {
          config: { access: ACCESS.operator },
          schema: {
            tags: ['operator'],
            summary,
            params: studioParams,
            body: studioSuspensionSchema,
            response: { 200: changedSchema, ...problems(400, 401, 403, 404, 409) },
          },
        },
        async (request) => {
          const { businessId } = request.params;
          const { reason } = request.body;
          const changed = await changeSuspension(db, businessId, action, reason);
          await recordAudit(db, request, {
            action: `operator.studio.${action}`,
            outcome: 'success',
            actorUserId: operatorOf(request).userId,
            businessId,
            targetType: 'business',
            targetId: businessId,
            details: { reason },
          });
          return changed;
        },
      );
    }
  };
}
