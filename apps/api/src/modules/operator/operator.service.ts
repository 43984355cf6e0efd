import type { operatorStudioListQuerySchema } from '@bmp/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import * as clock from '../../lib/clock.ts';
import { fieldProblem, notFound } from '../../lib/problem.ts';
import { findStudioState, listStudios, reactivateStudio, suspendStudio } from './operator.repository.ts';

// The console's rules (docs/decisions/0062-platform-operator.md): the figures as of now, and a
// suspension that changes state only from active to suspended and back, saying which it was otherwise.

type StudioListOptions = z.output<typeof operatorStudioListQuerySchema>;

/** One page of studios with their figures as of now. */
export async function studiosPage(db: ReadDatabase, query: StudioListOptions) {
  const { items, total } = await listStudios(db, { ...query, now: clock.now() });
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** Suspends or reactivates a studio: 404 when there is none, 409 on the field when it already is so. */
export async function changeSuspension(
  db: Database,
  businessId: string,
  action: 'suspend' | 'reactivate',
  reason: string,
): Promise<{ id: string; name: string; suspended: boolean }> {
  const changed =
    action === 'suspend'
      ? await suspendStudio(db, businessId, reason, clock.now())
      : await reactivateStudio(db, businessId, clock.now());
  if (!changed) {
    if (!(await findStudioState(db, businessId))) throw notFound('studio');
    throw fieldProblem(
      409,
      'businessId',
      action === 'suspend' ? 'This studio is already suspended.' : 'This studio is not suspended.',
    );
  }
  return { id: businessId, name: changed.name, suspended: action === 'suspend' };
}
