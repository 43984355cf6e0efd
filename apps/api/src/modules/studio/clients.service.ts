import type { clientsQuerySchema } from '@bmp/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findActiveExpert, findClient, listClients, setPrimaryExpert } from './clients.repository.ts';

/** A page of the studio's clients: staff see every client, an expert only their own. */
export async function clientsPage(db: Database, viewer: Viewer, query: z.output<typeof clientsQuerySchema>) {
  const { page, pageSize, q } = query;
  const { items, total } = await listClients(db, viewer.businessId, {
    expertId: viewer.role === 'expert' ? viewer.membershipId : undefined,
    q,
    page,
    pageSize,
  });
  return { items, total, page, pageSize };
}

/** Sets (or, with null, clears) a client's primary expert, who must be one of the studio's active experts. */
export async function assignPrimaryExpert(
  db: Database,
  viewer: Viewer,
  clientId: string,
  expertId: string | null,
): Promise<void> {
  if (!(await findClient(db, viewer.businessId, clientId))) {
    throw new HttpProblem(404, 'Not Found', 'No such client.');
  }
  if (expertId && !(await findActiveExpert(db, viewer.businessId, expertId))) {
    const message = 'Choose one of the studio’s active experts.';
    throw new HttpProblem(400, 'Bad Request', message, { expertId: [message] });
  }
  await setPrimaryExpert(db, viewer.businessId, clientId, expertId);
}
