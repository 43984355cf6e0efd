import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DatabaseHandle, DatabaseKind } from '../../src/db/client.ts';
import { buildStudio, type Studio } from '../factories.ts';
import { openTestDatabase } from './databases.ts';

export type FreshStudio = { database: DatabaseHandle; studio: Studio; customerId: string };

/**
 * For a describe block: one database of this kind, and a new studio with one customer before each
 * test, so no test depends on another's data. The fields are set by the hooks: read them in tests.
 */
export function freshStudioPerTest(kind: DatabaseKind): FreshStudio {
  const fresh = {} as FreshStudio;
  beforeAll(async () => {
    fresh.database = await openTestDatabase(kind);
  });
  afterAll(() => fresh.database.close());
  beforeEach(async () => {
    fresh.studio = await buildStudio(fresh.database.db, { experts: 0, cookies: false, customers: 1 });
    fresh.customerId = fresh.studio.customerIds[0] ?? '';
  });
  return fresh;
}
