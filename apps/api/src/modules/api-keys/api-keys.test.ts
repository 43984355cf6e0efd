import { API_KEY_SCOPES, STUDIO_SUSPENDED_PROBLEM } from '@bmp/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { apiKeys, auditEvents, businesses, creditEntries, memberships } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { API_KEY_ROUTES } from './key-routes.ts';

// API keys (docs/decisions/0063-open-studio.md): made by the owner and shown once, limited to their
// studio, their scopes and the routes of API_KEY_ROUTES, refused at once when revoked or expired,
// rate limited, and audited as the key rather than a person.

const LIMIT = 10;

describe.each(testDatabaseKinds())('API keys on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let other: Studio;
  const api = apiOf(() => t.app);
  const db = () => t.database.db;

  beforeAll(async () => {
    clock.makeClockMovable();
    t = await buildTestApp(kind, { apiKeyRequestsPerMinute: LIMIT });
    studio = await buildStudio(db(), { customers: 2, experts: 1, passwords: true, credits: 2 });
    other = await buildStudio(db(), { customers: 3, experts: 0, passwords: true });
  }, 120_000);
  afterAll(() => t.close());
  afterEach(() => clock.resetClock());

  const createKey = async (owner: string, body: Record<string, unknown>) => {
    const response = await api.post(owner, '/api/api-keys', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { key: { id: string; prefix: string }; secret: string };
  };
  const withKey = (secret: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${secret}` },
      ...(payload ? { payload } : {}),
    });

  it('shows the key once, keeps only its hash, and lists it without the secret', async () => {
    const { key, secret } = await createKey(studio.principal.cookie, {
      name: 'Front desk',
      scopes: ['customers:read'],
    });
    expect(secret).toMatch(/^bmp_[0-9a-f]{12}_[A-Za-z0-9_-]{32}$/);
    expect(secret.startsWith(key.prefix)).toBe(true);
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret.slice(17));
    const list = await api.get(studio.principal.cookie, '/api/api-keys');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret.slice(17));
    expect(list.json().items.map((item: { id: string }) => item.id)).toContain(key.id);
    // Another studio's owner sees none of them, and cannot revoke one.
    const theirs = await api.get(other.principal.cookie, '/api/api-keys');
    expect(theirs.json().items.map((item: { id: string }) => item.id)).not.toContain(key.id);
    expect((await api.post(other.principal.cookie, `/api/api-keys/${key.id}/revoke`)).statusCode).toBe(404);
  });

  it('calls the same API as the web app, for its own studio only', async () => {
    const { secret } = await createKey(studio.principal.cookie, { name: 'CRM', scopes: ['customers:read'] });
    const response = await withKey(secret, 'GET', '/api/customers');
    expect(response.statusCode, response.body).toBe(200);
    const ids = response
      .json()
      .items.map((item: { id: string }) => item.id)
      .sort();
    expect(ids).toEqual([...studio.customerIds].sort());
    // Another studio's customer is not found through this key.
    expect((await withKey(secret, 'GET', `/api/customers/${other.customerIds[0]}`)).statusCode).toBe(404);
  });

  it('refuses what its scopes do not hold (403) and changes nothing', async () => {
    const { secret } = await createKey(studio.principal.cookie, {
      name: 'Reader',
      scopes: ['customers:read'],
    });
    const sessions = await withKey(secret, 'GET', '/api/services');
    expect(sessions.statusCode).toBe(403);
    expect(sessions.json().detail).toBe('This API key does not hold the sessions:read scope.');
    const customerId = studio.customerIds[0] as string;
    const before = await db().select().from(creditEntries).where(eq(creditEntries.customerId, customerId));
    const adjust = await withKey(secret, 'POST', `/api/customers/${customerId}/credit-adjustments`, {
      kind: 'training',
      delta: 5,
      reason: 'Moved from the old system',
    });
    expect(adjust.statusCode).toBe(403);
    expect(adjust.json().detail).toBe('This API key does not hold the customers:write scope.');
    const after = await db().select().from(creditEntries).where(eq(creditEntries.customerId, customerId));
    expect(after).toHaveLength(before.length);
  });

  it('writes with a write scope (which also reads), and the audit names the key, not a person', async () => {
    const { key, secret } = await createKey(studio.principal.cookie, {
      name: 'Migration',
      scopes: ['customers:write'],
    });
    expect((await withKey(secret, 'GET', '/api/customers')).statusCode).toBe(200);
    const customerId = studio.customerIds[1] as string;
    const adjust = await withKey(secret, 'POST', `/api/customers/${customerId}/credit-adjustments`, {
      kind: 'training',
      delta: 3,
      reason: 'Moved from the old system',
    });
    expect(adjust.statusCode, adjust.body).toBe(201);
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'credits.adjust'), eq(auditEvents.targetId, customerId)));
    expect(audit?.actorUserId).toBeNull();
    expect(audit?.businessId).toBe(studio.businessId);
    expect(audit?.details).toMatchObject({ apiKeyId: key.id, apiKeyName: 'Migration', delta: 3 });
  });

  it('never reaches team roles, bank numbers, health answers or the keys themselves', async () => {
    const { secret } = await createKey(studio.principal.cookie, {
      name: 'Everything',
      scopes: [...API_KEY_SCOPES],
    });
    const customerId = studio.customerIds[0] as string;
    for (const [method, url] of [
      ['GET', '/api/payees'],
      ['GET', '/api/business/bank-account'],
      ['GET', `/api/customers/${customerId}/health`],
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys'],
      ['GET', '/api/business/team'],
      ['GET', '/api/auth/session'],
      ['GET', '/api/me/credits'],
    ] as const) {
      const response = await withKey(
        secret,
        method,
        url,
        method === 'POST' ? { name: 'x', scopes: ['sessions:read'] } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().detail, `${method} ${url}`).toBe('API keys cannot use this route.');
    }
    expect(await db().select().from(apiKeys).where(eq(apiKeys.name, 'x'))).toEqual([]);
  });

  it('answers 401 to a key that is revoked, expired, unknown or malformed', async () => {
    const revoked = await createKey(studio.principal.cookie, { name: 'Old', scopes: ['customers:read'] });
    expect((await withKey(revoked.secret, 'GET', '/api/customers')).statusCode).toBe(200);
    expect(
      (await api.post(studio.principal.cookie, `/api/api-keys/${revoked.key.id}/revoke`)).statusCode,
    ).toBe(200);
    const afterRevoke = await withKey(revoked.secret, 'GET', '/api/customers');
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json().detail).toBe('This API key was revoked.');

    // The last day is the studio's: the key works through it and not a millisecond after.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: studio.timeZone }).format(clock.now());
    const expiring = await createKey(studio.principal.cookie, {
      name: 'Trial',
      scopes: ['customers:read'],
      expiresOn: today,
    });
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, expiring.key.id));
    const expiresAt = row?.expiresAt as Date;
    clock.freezeClock(new Date(expiresAt.getTime() - 1));
    const lastMoment = await withKey(expiring.secret, 'GET', '/api/customers');
    expect(lastMoment.statusCode, lastMoment.body).toBe(200);
    clock.freezeClock(expiresAt);
    const expired = await withKey(expiring.secret, 'GET', '/api/customers');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().detail).toBe('This API key has expired.');

    const unknown = `${expiring.secret.slice(0, 18)}${'A'.repeat(32)}`;
    for (const header of [`Bearer ${unknown}`, 'Bearer nonsense', 'Basic dXNlcjpwYXNz', 'Bearer ']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/customers',
        headers: { authorization: header },
      });
      expect(response.statusCode, header).toBe(401);
      expect(response.json().detail).toBe('This API key is not valid.');
    }
  });

  it('refuses a last day before today, on the field', async () => {
    const response = await api.post(studio.principal.cookie, '/api/api-keys', {
      name: 'Late',
      scopes: ['customers:read'],
      expiresOn: '2001-01-01',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.expiresOn).toEqual(['Choose today or a later day.']);
    const noScope = await api.post(studio.principal.cookie, '/api/api-keys', { name: 'None', scopes: [] });
    expect(noScope.statusCode).toBe(400);
    expect(noScope.json().errors.scopes).toEqual(['Choose at least one scope.']);
    expect(await db().select().from(apiKeys).where(eq(apiKeys.name, 'Late'))).toEqual([]);
  });

  it('is only the owner’s to manage', async () => {
    for (const cookie of [
      studio.admin.cookie,
      studio.experts[0]?.cookie ?? '',
      studio.customers[0]?.cookie ?? '',
    ]) {
      expect((await api.get(cookie, '/api/api-keys')).statusCode).toBe(403);
      expect(
        (await api.post(cookie, '/api/api-keys', { name: 'Mine', scopes: ['customers:read'] })).statusCode,
      ).toBe(403);
    }
  });

  it('has its own rate limit: the request past it gets 429 with Retry-After, and the next minute is free', async () => {
    const { secret } = await createKey(studio.principal.cookie, { name: 'Busy', scopes: ['customers:read'] });
    const start = clock.freezeClock(new Date());
    for (let count = 1; count <= LIMIT; count += 1) {
      expect((await withKey(secret, 'GET', '/api/customers')).statusCode, `request ${count}`).toBe(200);
    }
    clock.freezeClock(new Date(start.getTime() + 20_000));
    const limited = await withKey(secret, 'GET', '/api/customers');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('40');
    // Another key of the studio is not limited by this one.
    const { secret: second } = await createKey(studio.principal.cookie, {
      name: 'Quiet',
      scopes: ['customers:read'],
    });
    expect((await withKey(second, 'GET', '/api/customers')).statusCode).toBe(200);
    clock.freezeClock(new Date(start.getTime() + 60_000));
    expect((await withKey(secret, 'GET', '/api/customers')).statusCode).toBe(200);
  });

  it('stops when its studio is suspended, or when the person who made it no longer runs the studio', async () => {
    const local = await buildStudio(db(), { customers: 1, experts: 0, passwords: true });
    const { secret } = await createKey(local.principal.cookie, { name: 'Sync', scopes: ['customers:read'] });
    await db()
      .update(businesses)
      .set({ suspendedAt: clock.now(), suspensionReason: 'Unpaid platform invoice.' })
      .where(eq(businesses.id, local.businessId));
    const suspended = await withKey(secret, 'GET', '/api/customers');
    expect(suspended.statusCode).toBe(401);
    expect(suspended.json().type).toBe(STUDIO_SUSPENDED_PROBLEM);
    await db()
      .update(businesses)
      .set({ suspendedAt: null, suspensionReason: null })
      .where(eq(businesses.id, local.businessId));
    expect((await withKey(secret, 'GET', '/api/customers')).statusCode).toBe(200);
    await db()
      .update(memberships)
      .set({ status: 'deactivated' })
      .where(eq(memberships.id, local.principal.membershipId));
    const orphaned = await withKey(secret, 'GET', '/api/customers');
    expect(orphaned.statusCode).toBe(401);
    expect(orphaned.json().detail).toMatch(/no longer runs the studio/);
  });

  it('is declared in the OpenAPI document: a bearer scheme, and the scope each operation needs', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [route, scope] of Object.entries(API_KEY_ROUTES)) {
      const [method, url] = route.split(' ') as [string, string];
      const path = url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[method.toLowerCase()];
      expect(operation, route).toBeDefined();
      expect(operation.security, route).toContainEqual({ apiKey: [scope] });
      expect(operation['x-api-key-scope'], route).toBe(scope);
    }
    expect(document.paths['/api/payees'].get.security).not.toContainEqual(
      expect.objectContaining({ apiKey: expect.anything() }),
    );
  });
});
