import { randomUUID } from 'node:crypto';
import { API_KEY_SCOPES } from '@bmp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBusiness } from '../../src/seed/demo-seed.ts';
import { buildTestApp, type TestApp } from '../support/app.ts';
import {
  apiKeyHeaderFor,
  CALLER_EMAIL,
  CALLERS,
  expectedAccess,
  expectedKeyAccess,
  seedOtherBusinessOwner,
  sessionCookieFor,
} from '../support/callers.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { answeringUrl, fillPath, type Operation, operationsOf } from '../support/openapi-operations.ts';

// Generated from the OpenAPI document: every operation × 7 kinds of caller, the expected answer read
// from the operation's own `x-access`. A route added tomorrow is in this matrix the day it is added.
describe.each(testDatabaseKinds())('authorization matrix from the OpenAPI document (%s)', (kind) => {
  let t: TestApp;
  let operations: Operation[];

  beforeAll(async () => {
    t = await buildTestApp(kind, { config: { seedDemo: true } });
    await seedDemoBusiness(t.database.db);
    await seedOtherBusinessOwner(t.database.db);
    operations = await operationsOf(t.app);
  });
  afterAll(() => t.close());

  it('documents every operation with an operationId, its security and its access', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(Object.keys(document.components.securitySchemes)).toEqual([
      'sessionCookie',
      'apiKey',
      'csrfHeader',
    ]);
    const ids = new Set<string>();
    for (const [path, methods] of Object.entries<Record<string, Record<string, unknown>>>(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${path}`;
        expect(typeof operation.operationId, name).toBe('string');
        expect(ids.has(operation.operationId as string), `${name} repeats an operationId`).toBe(false);
        ids.add(operation.operationId as string);
        expect(operation['x-access'], name).toBeDefined();
        expect(Array.isArray(operation.security), name).toBe(true);
        const signedIn = operation['x-access'] !== 'public';
        expect((operation.security as unknown[]).length > 0, name).toBe(signedIn);
      }
    }
    expect(operations.length).toBeGreaterThan(80);
  });

  it('answers every caller as the operation declares: 401 signed out, 403 without the rule, never a 500', async () => {
    const mismatches: string[] = [];
    for (const operation of operations) {
      for (const caller of CALLERS) {
        const cookie =
          caller === 'anonymous' ? undefined : await sessionCookieFor(t.database.db, CALLER_EMAIL[caller]);
        const response = await t.app.inject({
          method: operation.method as 'GET',
          url: answeringUrl(fillPath(operation.path, () => randomUUID())),
          headers: { ...(cookie ? { cookie } : {}), 'x-requested-with': 'authorization-matrix' },
          ...(operation.hasBody ? { payload: {} } : {}),
        });
        const expected = expectedAccess(operation.access, caller);
        const status = response.statusCode;
        const ok =
          expected === 'allowed' ? ![401, 403].includes(status) && status < 500 : status === expected;
        if (!ok) {
          mismatches.push(
            `${operation.method} ${operation.path} as ${caller}: expected ${expected}, got ${status} ${response.body.slice(0, 100)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Every operation by every caller (about 1,600 requests): as route-access.test.ts, up to 90 s on a
    // loaded 2-core machine.
  }, 90_000);

  // An API key of each scope as a caller (docs/decisions/0063-open-studio.md): every operation a key may
  // call, by a key of each scope; every other operation by a key holding all of them (a route outside
  // the key routes refuses every key alike).
  it('answers API keys as their scopes and the key routes declare, never a 500', async () => {
    const mismatches: string[] = [];
    const keyOperations = operations.filter((operation) => operation.apiScope);
    expect(keyOperations.length).toBeGreaterThan(30);
    const callers: { scopes: string[]; operations: Operation[] }[] = [
      ...API_KEY_SCOPES.map((scope) => ({ scopes: [scope], operations: keyOperations })),
      { scopes: [...API_KEY_SCOPES], operations },
    ];
    for (const caller of callers) {
      const authorization = await apiKeyHeaderFor(t.database.db, caller.scopes);
      for (const operation of caller.operations) {
        const response = await t.app.inject({
          method: operation.method as 'GET',
          url: answeringUrl(fillPath(operation.path, () => randomUUID())),
          headers: { authorization },
          ...(operation.hasBody ? { payload: {} } : {}),
        });
        const expected = expectedKeyAccess(operation.access, operation.apiScope, caller.scopes);
        const status = response.statusCode;
        const ok =
          expected === 'allowed' ? ![401, 403].includes(status) && status < 500 : status === expected;
        if (!ok) {
          mismatches.push(
            `${operation.method} ${operation.path} with a key of ${caller.scopes.length > 1 ? 'every scope' : caller.scopes[0]}: expected ${expected}, got ${status} ${response.body.slice(0, 100)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 90_000);
});
