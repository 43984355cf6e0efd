import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudio } from '../../../test/factories.ts';
import { openTestDatabase, testDatabaseKinds } from '../../../test/support/databases.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { creditEntries, creditHoldAllocations } from '../../db/schema/index.ts';
import { CreditHoldSettledError, InsufficientCreditsError } from './credits.errors.ts';
import { findCreditLedgerViolations } from './credits.invariants.ts';
import { expireDueCredits, getBalances, grantCredits, hold, release, spend } from './credits.service.ts';

// Many requests at once against the same customer's credits. On PostgreSQL they really run in parallel
// (a pool of 20 connections); on PGlite they interleave between transactions on its one connection.

describe.each(testDatabaseKinds())('credit ledger under concurrent requests on %s', (kind) => {
  let database: DatabaseHandle & { url?: string };
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  const db = () => database.db;

  it('lets exactly 10 of 100 parallel hold-and-spend attempts through against a balance of 10', async () => {
    const studio = await buildStudio(db(), { experts: 0, cookies: false, customers: 1 });
    const customerId = studio.customerIds[0] ?? '';
    // Three lots, so allocation across lots is raced as well.
    for (const [quantity, days] of [
      [4, 30],
      [3, null],
      [3, 10],
    ] as const) {
      await grantCredits(db(), studio.businessId, {
        customerId,
        kind: 'training',
        quantity,
        expiresAt: days === null ? null : new Date(Date.now() + days * 86_400_000),
        source: { type: 'complimentary' },
      });
    }
    // Watch the balance while the attempts run: it must never be seen below zero.
    let lowest = Number.POSITIVE_INFINITY;
    let running = true;
    const watcher = (async () => {
      while (running) {
        const [row] = await queryRows<{ available: number; held: number }>(
          db(),
          sql`select available, held from credit_balances where customer_id = ${customerId}`,
        );
        if (row) lowest = Math.min(lowest, row.available, row.held);
        await sleep(2);
      }
    })();

    const attempts = await Promise.allSettled(
      Array.from({ length: 100 }, async () => {
        const holdId = await hold(db(), studio.businessId, {
          customerId,
          kind: 'training',
          quantity: 1,
          serviceId: randomUUID(),
        });
        return spend(db(), studio.businessId, holdId);
      }),
    );
    running = false;
    await watcher;

    const succeeded = attempts.filter((a) => a.status === 'fulfilled');
    const failed = attempts.flatMap((a) => (a.status === 'rejected' ? [a.reason] : []));
    expect(succeeded).toHaveLength(10);
    expect(failed).toHaveLength(90);
    for (const reason of failed) expect(reason).toBeInstanceOf(InsufficientCreditsError);
    expect(await getBalances(db(), studio.businessId, customerId)).toMatchObject([
      { kind: 'training', available: 0, held: 0 },
    ]);
    expect(lowest).toBeGreaterThanOrEqual(0);
    const spends = await db()
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.customerId, customerId), eq(creditEntries.entryType, 'spend')));
    expect(spends).toHaveLength(10);
    expect(await findCreditLedgerViolations(db())).toEqual([]);
  });

  it('holds once when the same session asks 20 times at once', async () => {
    const studio = await buildStudio(db(), { experts: 0, cookies: false, customers: 1 });
    const customerId = studio.customerIds[0] ?? '';
    await grantCredits(db(), studio.businessId, {
      customerId,
      kind: 'massage',
      quantity: 5,
      source: { type: 'complimentary' },
    });
    const serviceId = randomUUID();
    const holdIds = await Promise.all(
      Array.from({ length: 20 }, () =>
        hold(db(), studio.businessId, { customerId, kind: 'massage', quantity: 2, serviceId }),
      ),
    );
    expect(new Set(holdIds).size).toBe(1);
    expect(await getBalances(db(), studio.businessId, customerId)).toMatchObject([
      { kind: 'massage', available: 3, held: 2 },
    ]);
  });

  it('ends a hold exactly one way when spend and release race', async () => {
    const studio = await buildStudio(db(), { experts: 0, cookies: false, customers: 1 });
    const customerId = studio.customerIds[0] ?? '';
    await grantCredits(db(), studio.businessId, {
      customerId,
      kind: 'recovery',
      quantity: 10,
      source: { type: 'complimentary' },
    });
    const holdIds: string[] = [];
    for (let i = 0; i < 10; i++) {
      holdIds.push(
        await hold(db(), studio.businessId, {
          customerId,
          kind: 'recovery',
          quantity: 1,
          serviceId: randomUUID(),
        }),
      );
    }
    const results = await Promise.allSettled(
      holdIds.flatMap((holdId) => [
        spend(db(), studio.businessId, holdId),
        release(db(), studio.businessId, holdId),
        spend(db(), studio.businessId, holdId),
        release(db(), studio.businessId, holdId),
      ]),
    );
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(CreditHoldSettledError);
    }
    const outcomes = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    for (const holdId of holdIds) {
      expect(new Set(outcomes.filter((o) => o.holdId === holdId).map((o) => o.status)).size).toBe(1);
    }
    const released = new Set(outcomes.filter((o) => o.status === 'released').map((o) => o.holdId)).size;
    expect(await getBalances(db(), studio.businessId, customerId)).toMatchObject([
      { kind: 'recovery', available: released, held: 0 },
    ]);
    expect(await findCreditLedgerViolations(db())).toEqual([]);
  });

  it('expires each lot exactly once with two expiry runners and bookings racing them', async () => {
    const studio = await buildStudio(db(), { experts: 0, cookies: false, customers: 12 });
    // On PostgreSQL the second runner is a separate pool, as a second API process would be.
    const second =
      database.url === undefined
        ? undefined
        : await openDatabase({ kind: 'postgres', url: database.url, poolSize: 5 });
    try {
      // Each lot expires a moment after its grant (a grant must expire in the future).
      let latestExpiry = Date.now();
      const expiring: string[] = [];
      for (const customerId of studio.customerIds) {
        for (const creditKind of ['training', 'nutrition'] as const) {
          const expiresAt = new Date(Date.now() + 200);
          latestExpiry = expiresAt.getTime();
          const { lotId } = await grantCredits(db(), studio.businessId, {
            customerId,
            kind: creditKind,
            quantity: 2,
            expiresAt,
            source: { type: 'complimentary' },
          });
          expiring.push(lotId);
          await grantCredits(db(), studio.businessId, {
            customerId,
            kind: creditKind,
            quantity: 3,
            source: { type: 'complimentary' },
          });
        }
      }
      await sleep(Math.max(0, latestExpiry - Date.now() + 50));

      // Bookings expire due lots before using them, so they race the job for the same lots.
      const [[runA, runB], holds] = await Promise.all([
        Promise.all([expireDueCredits(db()), expireDueCredits(second?.db ?? db())]),
        Promise.all(
          studio.customerIds.map((customerId) =>
            hold(db(), studio.businessId, {
              customerId,
              kind: 'training',
              quantity: 1,
              serviceId: randomUUID(),
            }),
          ),
        ),
      ]);
      // Whatever a runner skipped because a booking held the lock, a later run picks up.
      await expireDueCredits(db());

      const expiries = await queryRows<{ lot_id: string; n: number; credits: number }>(
        db(),
        sql`select lot_id, count(*)::int as n, sum(-available_delta)::int as credits from credit_entries
            where business_id = ${studio.businessId} and entry_type = 'expiry' group by lot_id`,
      );
      expect(expiries).toHaveLength(expiring.length);
      for (const expiry of expiries) {
        expect(expiring).toContain(expiry.lot_id);
        expect(expiry).toMatchObject({ n: 1, credits: 2 });
      }
      expect(runA.lotsExpired + runB.lotsExpired).toBeLessThanOrEqual(expiring.length);
      // Every booking took its credit from the lot that does not expire.
      for (const holdId of holds) {
        const allocations = await db()
          .select()
          .from(creditHoldAllocations)
          .where(eq(creditHoldAllocations.holdId, holdId));
        expect(allocations).toHaveLength(1);
        expect(expiring).not.toContain(allocations[0]?.lotId);
      }
      for (const customerId of studio.customerIds) {
        expect(await getBalances(db(), studio.businessId, customerId)).toMatchObject([
          { kind: 'nutrition', available: 3, held: 0 },
          { kind: 'training', available: 2, held: 1 },
        ]);
      }
      expect(await findCreditLedgerViolations(db())).toEqual([]);
    } finally {
      await second?.close();
    }
  });
  it('shares the due lots between two expiry runners, each lot expired by exactly one', async () => {
    const studio = await buildStudio(db(), { experts: 0, cookies: false, customers: 30 });
    const second =
      database.url === undefined
        ? undefined
        : await openDatabase({ kind: 'postgres', url: database.url, poolSize: 5 });
    try {
      for (const customerId of studio.customerIds) {
        for (const days of [5, 6]) {
          await grantCredits(db(), studio.businessId, {
            customerId,
            kind: 'boxing',
            quantity: 2,
            expiresAt: new Date(Date.now() + days * 86_400_000),
            source: { type: 'complimentary' },
          });
        }
      }
      const asOf = new Date(Date.now() + 7 * 86_400_000);
      const [runA, runB] = await Promise.all([
        expireDueCredits(db(), asOf),
        expireDueCredits(second?.db ?? db(), asOf),
      ]);
      expect(runA.lotsExpired + runB.lotsExpired).toBe(60);
      expect(runA.creditsExpired + runB.creditsExpired).toBe(120);
      const [counted] = await queryRows<{ entries: number; lots: number }>(
        db(),
        sql`select count(*)::int as entries, count(distinct lot_id)::int as lots from credit_entries
            where business_id = ${studio.businessId} and entry_type = 'expiry'`,
      );
      expect(counted).toEqual({ entries: 60, lots: 60 });
      expect(await findCreditLedgerViolations(db())).toEqual([]);
    } finally {
      await second?.close();
    }
  });
});
