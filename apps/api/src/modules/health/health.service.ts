import type { Database } from '../../db/client.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { pingDatabase } from './health.repository.ts';

/** Answers when the database does; a 503 problem otherwise. */
export async function checkDatabase(db: Database): Promise<void> {
  try {
    await pingDatabase(db);
  } catch {
    throw new HttpProblem(503, 'Service Unavailable', 'The database is not reachable.');
  }
}
