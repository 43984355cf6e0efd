import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { buildStudio } from '../../test/factories.ts';
import { freshStudioPerTest } from '../../test/support/credit-studio.ts';
import { testDatabaseKinds } from '../../test/support/databases.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { getBalances, grantCredits } from '../modules/credits/credits.service.ts';
import {
  IDEMPOTENCY_KEY_RETENTION_HOURS,
  pruneIdempotencyKeys,
  requestHash,
  withIdempotency,
} from './idempotency.ts';
import { HttpProblem } from './problem.ts';

describe.each(testDatabaseKinds())('Idempotency-Key on %s', (kind) => {
  const fresh = freshStudioPerTest(kind);
  const db = () => fresh.database.db;
  const route = 'POST /api/credits/adjustments';

  /** A money-moving request: grants credits and answers 201 with the new balance. Counts its runs. */
  function grantRequest(key: string, quantity: number) {
    const runs = { count: 0 };
    const send = () =>
      withIdempotency(
        db(),
        {
          businessId: fresh.studio.businessId,
          userId: fresh.studio.adminUserId,
          route,
          key,
          requestBody: { customerId: fresh.customerId, quantity },
        },
        async () => {
          runs.count += 1;
          await grantCredits(db(), fresh.studio.businessId, {
            customerId: fresh.customerId,
            kind: 'training',
            quantity,
            source: { type: 'complimentary' },
          });
          const [balance] = await getBalances(db(), fresh.studio.businessId, fresh.customerId);
          return { status: 201, body: { available: balance?.available, at: new Date() } };
        },
      );
    return { send, runs };
  }
  const available = async () =>
    (await getBalances(db(), fresh.studio.businessId, fresh.customerId))[0]?.available ?? 0;

  it('answers a repeat with the same key and body with the first answer, changing nothing', async () => {
    const request = grantRequest('key-1', 5);
    const first = await request.send();
    const repeat = await request.send();
    expect(first).toMatchObject({ status: 201, replayed: false, body: { available: 5 } });
    expect(repeat).toEqual({ ...first, replayed: true });
    expect(request.runs.count).toBe(1);
    expect(await available()).toBe(5);
  });

  it('treats the same fields in another order as the same request', async () => {
    const scope = {
      businessId: fresh.studio.businessId,
      userId: fresh.studio.adminUserId,
      route,
      key: 'key-order',
    };
    let runs = 0;
    const answer = async () => {
      runs += 1;
      return { status: 200, body: { ok: true } };
    };
    await withIdempotency(db(), { ...scope, requestBody: { a: 1, b: { c: 2, d: 3 } } }, answer);
    const repeat = await withIdempotency(
      db(),
      { ...scope, requestBody: { b: { d: 3, c: 2 }, a: 1 } },
      answer,
    );
    expect(repeat.replayed).toBe(true);
    expect(runs).toBe(1);
  });

  it('answers 422 to the same key with a different body', async () => {
    await grantRequest('key-2', 5).send();
    const different = grantRequest('key-2', 6).send();
    await expect(different).rejects.toBeInstanceOf(HttpProblem);
    await expect(different).rejects.toMatchObject({
      status: 422,
      detail: 'This Idempotency-Key was already used with a different request.',
    });
    expect(await available()).toBe(5);
  });

  it('runs exactly one of 20 concurrent duplicates and gives all of them its answer', async () => {
    const request = grantRequest('key-3', 2);
    const answers = await Promise.all(Array.from({ length: 20 }, () => request.send()));
    expect(request.runs.count).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    const bodies = new Set(answers.map((a) => JSON.stringify(a.body)));
    expect(bodies.size).toBe(1);
    expect(await available()).toBe(2);
  });

  it('gives the key up when the first attempt fails, so a retry runs', async () => {
    const scope = {
      businessId: fresh.studio.businessId,
      userId: fresh.studio.adminUserId,
      route,
      key: 'key-4',
      requestBody: { x: 1 },
    };
    await expect(
      withIdempotency(db(), scope, async () => {
        throw new Error('card declined');
      }),
    ).rejects.toThrow(/card declined/);
    const retry = await withIdempotency(db(), scope, async () => ({ status: 201, body: { ok: true } }));
    expect(retry).toEqual({ status: 201, body: { ok: true }, replayed: false });
  });

  it('keeps keys apart per person and per route', async () => {
    const other = await buildStudio(db(), { experts: 0, cookies: false, customers: 0 });
    const answer = (n: number) => async () => ({ status: 200, body: { n } });
    const base = {
      businessId: fresh.studio.businessId,
      userId: fresh.studio.adminUserId,
      route,
      key: 'shared',
      requestBody: {},
    };
    await withIdempotency(db(), base, answer(1));
    expect((await withIdempotency(db(), { ...base, route: 'POST /api/payments' }, answer(2))).body).toEqual({
      n: 2,
    });
    expect((await withIdempotency(db(), { ...base, userId: other.adminUserId }, answer(3))).body).toEqual({
      n: 3,
    });
  });

  it('refuses a missing or oversized key', async () => {
    const scope = {
      businessId: fresh.studio.businessId,
      userId: fresh.studio.adminUserId,
      route,
      requestBody: {},
    };
    const answer = async () => ({ status: 200, body: {} });
    for (const key of ['', 'x'.repeat(256), 'has space']) {
      await expect(withIdempotency(db(), { ...scope, key }, answer)).rejects.toMatchObject({ status: 400 });
    }
  });

  it('tells a duplicate to come back while the first is still running past the wait', async () => {
    const scope = {
      businessId: fresh.studio.businessId,
      userId: fresh.studio.adminUserId,
      route,
      key: 'key-5',
      requestBody: {},
    };
    // A claim that never completes, as if its process had died after committing its change.
    const { requestBody: _body, ...claim } = scope;
    await db()
      .insert(idempotencyKeys)
      .values({ ...claim, requestHash: requestHash({}) });
    let runs = 0;
    const answer = async () => {
      runs += 1;
      return { status: 200, body: {} };
    };
    await expect(withIdempotency(db(), scope, answer, { waitForFirstMs: 300 })).rejects.toMatchObject({
      status: 409,
    });
    expect(runs).toBe(0);
  });

  it('prunes answers older than the retention period', async () => {
    const scope = {
      businessId: fresh.studio.businessId,
      userId: fresh.studio.adminUserId,
      route,
      key: 'key-6',
      requestBody: {},
    };
    await withIdempotency(db(), scope, async () => ({ status: 200, body: {} }));
    await sleep(5);
    const later = new Date(Date.now() + (IDEMPOTENCY_KEY_RETENTION_HOURS + 1) * 60 * 60 * 1000);
    expect(await pruneIdempotencyKeys(db(), later)).toBeGreaterThanOrEqual(1);
  });
});
