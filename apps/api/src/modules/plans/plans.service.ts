import { isStaffRole, type servicePlansInputSchema } from '@bmp/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import { scopeOf, type Viewer } from '../../lib/viewer.ts';
import { findPlans, findScopedService, upsertPlans } from './plans.repository.ts';

// A session's workout and recovery plans (docs/decisions/0015-session-plans.md). The session's
// expert writes them (staff may too, covering for an expert); the member reads them on their session.
// Who may see the session decides who may see its plans: the same scopes as the session routes, so
// another business's or another member's session answers 404.

/** The session in the caller's scope for this area; any other answers 404, as if it did not exist. */
async function reachableSession(db: Database, viewer: Viewer, id: string, area: 'team' | 'member') {
  const found = await findScopedService(db, viewer.businessId, id, scopeOf(viewer, area));
  if (!found) throw notFound('session');
  return found;
}

/** The plans of a session the caller reaches through the admin area (`team`) or the member area. */
export async function plansOf(db: Database, viewer: Viewer, serviceId: string, area: 'team' | 'member') {
  const found = await reachableSession(db, viewer, serviceId, area);
  return findPlans(db, viewer.businessId, found.id);
}

/**
 * Replaces both plans of a session (null removes one): its expert, or staff. Answers the session's
 * id, for the audit, with the plans as saved.
 */
export async function savePlans(
  db: Database,
  viewer: Viewer,
  serviceId: string,
  input: z.output<typeof servicePlansInputSchema>,
) {
  // An expert reaches only their own sessions (another expert's answers 404, as if it did not exist).
  const found = await reachableSession(db, viewer, serviceId, 'team');
  if (!isStaffRole(viewer.role) && found.expertId !== viewer.membershipId) throw notFound('session');
  if (found.status === 'Canceled') {
    throw new HttpProblem(409, 'Conflict', 'This session is canceled: its plans can no longer change.');
  }
  const { workout, recovery } = input;
  await upsertPlans(db, viewer.businessId, found.id, {
    workout,
    recovery,
    updatedByMembershipId: viewer.membershipId,
  });
  return { serviceId: found.id, plans: await findPlans(db, viewer.businessId, found.id) };
}
