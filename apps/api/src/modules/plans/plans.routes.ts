import { ACCESS, servicePlansInputSchema, servicePlansSchema } from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { problems } from '../../lib/problem.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { plansOf, savePlans } from './plans.service.ts';

// A session's workout and recovery plans (docs/decisions/0015-session-plans.md); who may read and
// write them is decided in plans.service.ts.

const serviceIdParams = z.strictObject({ id: z.uuid('Not a session id.') });

const READS = {
  team: {
    path: '/api/services/:id/plans',
    access: ACCESS.teamRead,
    summary: "A session's workout and recovery plans (staff: any session; an expert: their own)",
  },
  member: {
    path: '/api/me/services/:id/plans',
    access: ACCESS.member,
    summary: 'The workout and recovery plans of one of my sessions',
  },
} as const;

export function planRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    // The admin area (staff: any session; an expert: their own) and the member area (their own) read
    // the plans the same way, each under its own path, rule and scope.
    for (const area of ['team', 'member'] as const) {
      const { path, access, summary } = READS[area];
      app.get(
        path,
        {
          config: { access },
          schema: {
            tags: ['booking'],
            summary,
            params: serviceIdParams,
            response: { 200: servicePlansSchema, ...problems(404) },
          },
        },
        async (request) => plansOf(db, viewerOf(request), request.params.id, area),
      );
    }

    app.put(
      '/api/services/:id/plans',
      {
        config: { access: ACCESS.teamManage },
        schema: {
          tags: ['booking'],
          summary: "Save a session's workout and recovery plans (the session's expert, or staff)",
          description: 'Replaces both plans; null removes one. Values must come from SPEC.md pick lists.',
          params: serviceIdParams,
          body: servicePlansInputSchema,
          response: { 200: servicePlansSchema, ...problems(404, 409, 422) },
        },
      },
      async (request) => {
        const { workout, recovery } = request.body;
        const saved = await savePlans(db, viewerOf(request), request.params.id, request.body);
        await recordAudit(db, request, {
          action: 'service.plans.update',
          outcome: 'success',
          targetType: 'service',
          targetId: saved.serviceId,
          details: { workout: workout !== null, recovery: recovery !== null },
        });
        return saved.plans;
      },
    );
  };
}
