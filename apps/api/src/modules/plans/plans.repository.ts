import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberships, servicePlans, services, users } from '../../db/schema/index.ts';
import { membershipLogin } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';
import type { ServiceScope } from '../../lib/viewer.ts';
import { scopeCondition } from '../booking/index.ts';

type ServicePlans = typeof servicePlans.$inferInsert;

/** The session, if this scope may see it (another business's or member's session: undefined). */
export async function findScopedService(
  db: Database,
  businessId: string,
  serviceId: string,
  scope: ServiceScope,
) {
  const [row] = await db
    .select({ id: services.id, expertId: services.expertId, status: services.status })
    .from(services)
    .where(and(eq(services.businessId, businessId), eq(services.id, serviceId), scopeCondition(scope)));
  return row;
}

/** The session's plans and who last edited them; nulls when none were written yet. */
export async function findPlans(db: Database, businessId: string, serviceId: string) {
  const [row] = await db
    .select({ plan: servicePlans, editorName: users.fullName, editorId: memberships.id })
    .from(servicePlans)
    .leftJoin(memberships, eq(memberships.id, servicePlans.updatedByMembershipId))
    .leftJoin(users, membershipLogin)
    .where(and(eq(servicePlans.businessId, businessId), eq(servicePlans.serviceId, serviceId)));
  return {
    serviceId,
    workout: row?.plan.workout ?? null,
    recovery: row?.plan.recovery ?? null,
    updatedAt: row?.plan.updatedAt.toISOString() ?? null,
    updatedBy: row?.editorId && row.editorName ? { id: row.editorId, name: row.editorName } : null,
  };
}

/** Writes both plans of a session (creating its row on first save). */
export async function upsertPlans(
  db: Database,
  businessId: string,
  serviceId: string,
  plans: {
    workout: ServicePlans['workout'];
    recovery: ServicePlans['recovery'];
    updatedByMembershipId: ServicePlans['updatedByMembershipId'];
  },
): Promise<void> {
  const { workout, recovery, updatedByMembershipId } = plans;
  const now = clock.now();
  await db
    .insert(servicePlans)
    .values({ serviceId, businessId, workout, recovery, updatedByMembershipId, updatedAt: now })
    .onConflictDoUpdate({
      target: servicePlans.serviceId,
      set: { workout, recovery, updatedByMembershipId, updatedAt: now },
    });
}
