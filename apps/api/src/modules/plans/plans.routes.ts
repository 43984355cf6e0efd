import { ACCESS, isStaffRole, servicePlansInputSchema, servicePlansSchema } from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { HttpProblem, notFound, problems } from '../../lib/problem.ts';
import { scopeOf, type Viewer, viewerOf } from '../../lib/viewer.ts';
import { findPlans, findScopedService, upsertPlans } from './plans.repository.ts';

// A session's workout and recovery plans (docs/decisions/0015-session-plans.md). The
// session's expert writes them (staff may too, covering for an expert); the member reads them on
// their session. Who may see the session decides who may see its plans: the same scopes as the
// session routes, so another business's or another member's session answers 404.

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

/** The session in the caller's scope for this area; any other answers 404, as if it did not exist. */
async function reachableSession(db: Database, viewer: Viewer, id: string, area: 'team' | 'member') {
  const found = await findScopedService(db, viewer.businessId, id, scopeOf(viewer, area));
  if (!found) throw notFound('session');
  return found;
}

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
        async (request) => {
          const viewer = viewerOf(request);
          const found = await reachableSession(db, viewer, request.params.id, area);
          return findPlans(db, viewer.businessId, found.id);
        },
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
        const viewer = viewerOf(request);
        // An expert reaches only their own sessions (another expert's answers 404, as if it did not exist).
        const found = await reachableSession(db, viewer, request.params.id, 'team');
        if (!isStaffRole(viewer.role) && found.expertId !== viewer.membershipId) throw notFound('session');
        if (found.status === 'Canceled') {
          throw new HttpProblem(409, 'Conflict', 'This session is canceled: its plans can no longer change.');
        }
        const { workout, recovery } = request.body;
        await upsertPlans(db, viewer.businessId, found.id, {
          workout,
          recovery,
          updatedByMembershipId: viewer.membershipId,
        });
        await recordAudit(db, request, {
          action: 'service.plans.update',
          outcome: 'success',
          targetType: 'service',
          targetId: found.id,
          details: { workout: workout !== null, recovery: recovery !== null },
        });
        return findPlans(db, viewer.businessId, found.id);
      },
    );
  };
}
