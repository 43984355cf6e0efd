import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { APP_VERSION } from '../../paths.ts';

// Readiness (GET /api/health) and liveness (GET /api/health/live): docs/deploy.md says which a
// balancer and a supervisor each poll.
describe.each(testDatabaseKinds())('GET /api/health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('reports ok, the database engine in use and the version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: kind, version: APP_VERSION });
  });

  it('answers 503 problem+json once the database is gone', async () => {
    const own = await buildTestApp(kind);
    await own.database.close();
    const response = await own.app.inject({ method: 'GET', url: '/api/health' });
    await own.app.close();
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 503, detail: 'The database is not reachable.' });
  });

  it('stays alive without the database: liveness never asks it', async () => {
    const own = await buildTestApp(kind);
    await own.database.close();
    const live = await own.app.inject({ method: 'GET', url: '/api/health/live' });
    await own.app.close();
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
  });

  it('is not ready once shutdown begins, though alive and the database answers', async () => {
    const own = await buildTestApp(kind);
    try {
      own.app.lifecycle.draining = true;
      const ready = await own.app.inject({ method: 'GET', url: '/api/health' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ detail: 'This process is shutting down.' });
      expect((await own.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});
