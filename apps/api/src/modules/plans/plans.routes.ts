import { servicePlansInputSchema, servicePlansSchema } from '@bmp/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { memberships, servicePlans, services, users } from '../../db/schema/index.ts';
import { HttpProblem, problemSchema } from '../../lib/problem.ts';
import { recordAudit } from '../audit/audit.ts';
import {
  isStaffRole,
  MEMBER,
  notFound,
  scopeOf,
  TEAM_MANAGE,
  TEAM_READ,
  viewerOf,
} from '../booking/booking.common.ts';
import { type ServiceScope, scopeCondition } from '../booking/booking.repository.ts';

// A session's workout and recovery plans (issue 6 item 8, docs/decisions/0015-session-plans.md). The
// session's expert writes them (staff may too, covering for an expert); the member reads them on
// their session. Who may see the session decides who may see its plans: the same scopes as the
// session routes, so another business's or another member's session answers 404.

const serviceIdParams = z.strictObject({ id: z.uuid('Not a session id.') });

async function findScopedService(db: Database, businessId: string, serviceId: string, scope: ServiceScope) {
  const [row] = await db
    .select({ id: services.id, expertId: services.expertId, status: services.status })
    .from(services)
    .where(and(eq(services.businessId, businessId), eq(services.id, serviceId), scopeCondition(scope)));
  return row;
}

async function readPlans(db: Database, businessId: string, serviceId: string) {
  const [row] = await db
    .select({ plan: servicePlans, editorName: users.fullName, editorId: memberships.id })
    .from(servicePlans)
    .leftJoin(memberships, eq(memberships.id, servicePlans.updatedByMembershipId))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(servicePlans.businessId, businessId), eq(servicePlans.serviceId, serviceId)));
  return {
    serviceId,
    workout: row?.plan.workout ?? null,
    recovery: row?.plan.recovery ?? null,
    updatedAt: row?.plan.updatedAt.toISOString() ?? null,
    updatedBy: row?.editorId && row.editorName ? { id: row.editorId, name: row.editorName } : null,
  };
}

export function planRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/services/:id/plans',
      {
        config: { access: TEAM_READ },
        schema: {
          tags: ['booking'],
          summary: "A session's workout and recovery plans (staff: any session; an expert: their own)",
          params: serviceIdParams,
          response: { 200: servicePlansSchema, 404: problemSchema },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const found = await findScopedService(
          db,
          viewer.businessId,
          request.params.id,
          scopeOf(viewer, 'team'),
        );
        if (!found) throw notFound('session');
        return readPlans(db, viewer.businessId, found.id);
      },
    );

    app.put(
      '/api/services/:id/plans',
      {
        config: { access: TEAM_MANAGE },
        schema: {
          tags: ['booking'],
          summary: "Save a session's workout and recovery plans (the session's expert, or staff)",
          description: 'Replaces both plans; null removes one. Values must come from SPEC.md pick lists.',
          params: serviceIdParams,
          body: servicePlansInputSchema,
          response: { 200: servicePlansSchema, 404: problemSchema, 409: problemSchema, 422: problemSchema },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        // An expert reaches only their own sessions (another expert's answers 404, as if it did not exist).
        const found = await findScopedService(
          db,
          viewer.businessId,
          request.params.id,
          scopeOf(viewer, 'team'),
        );
        if (!found) throw notFound('session');
        if (!isStaffRole(viewer.role) && found.expertId !== viewer.membershipId) throw notFound('session');
        if (found.status === 'Canceled') {
          throw new HttpProblem(409, 'Conflict', 'This session is canceled: its plans can no longer change.');
        }
        const { workout, recovery } = request.body;
        const now = new Date();
        await db
          .insert(servicePlans)
          .values({
            serviceId: found.id,
            businessId: viewer.businessId,
            workout,
            recovery,
            updatedByMembershipId: viewer.membershipId,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: servicePlans.serviceId,
            set: { workout, recovery, updatedByMembershipId: viewer.membershipId, updatedAt: now },
          });
        await recordAudit(db, request, {
          action: 'service.plans.update',
          outcome: 'success',
          targetType: 'service',
          targetId: found.id,
          details: { workout: workout !== null, recovery: recovery !== null },
        });
        return readPlans(db, viewer.businessId, found.id);
      },
    );

    app.get(
      '/api/me/services/:id/plans',
      {
        config: { access: MEMBER },
        schema: {
          tags: ['booking'],
          summary: 'The workout and recovery plans of one of my sessions',
          params: serviceIdParams,
          response: { 200: servicePlansSchema, 404: problemSchema },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const found = await findScopedService(
          db,
          viewer.businessId,
          request.params.id,
          scopeOf(viewer, 'member'),
        );
        if (!found) throw notFound('session');
        return readPlans(db, viewer.businessId, found.id);
      },
    );
  };
}
