import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { APP_VERSION } from '../../paths.ts';

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
});
