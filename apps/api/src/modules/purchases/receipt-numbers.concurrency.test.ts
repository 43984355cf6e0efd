import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudio, type Studio } from '../../../test/factories.ts';
import { databaseRefusal } from '../../../test/support/database-refusal.ts';
import { openTestDatabase, testDatabaseKinds } from '../../../test/support/databases.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { payments, receiptCounters } from '../../db/schema/index.ts';
import { insertPayment } from './purchases.repository.ts';
import { recordCashPayment } from './purchases.service.ts';

// Receipt numbers are each studio's own (R-1001 onwards), taken from the studio's counter row in the
// payment's transaction (drizzle/0025_receipt_numbers_per_studio.sql). On PostgreSQL the payments
// really run in parallel (a pool of 20 connections); on PGlite they interleave on its one connection.

describe.each(testDatabaseKinds())('receipt numbers per studio on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  const db = () => database.db;

  /** Cash handed over at the front desk, through the service staff use (payment, journal, receipt). */
  const payCash = (studio: Studio, customer = 0) =>
    recordCashPayment(db(), {
      businessId: studio.businessId,
      actorUserId: studio.adminUserId,
      customerId: studio.customerIds[customer] ?? '',
      amountCents: 8_000,
      note: 'Drop-in class',
    });

  async function numbersOf(studio: Studio): Promise<number[]> {
    const rows = await db()
      .select({ receiptNumber: payments.receiptNumber })
      .from(payments)
      .where(eq(payments.businessId, studio.businessId));
    return rows.map((row) => row.receiptNumber).sort((a, b) => a - b);
  }

  const run = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

  it('gives each studio its own first receipt, R-1001, whatever the other studios issued', async () => {
    const first = await buildStudio(db(), { experts: 0, cookies: false, customers: 1 });
    const second = await buildStudio(db(), { experts: 0, cookies: false, customers: 1 });
    for (let i = 0; i < 3; i++) await payCash(first);
    await payCash(second);
    await payCash(first);
    expect(await numbersOf(first)).toEqual([1001, 1002, 1003, 1004]);
    expect(await numbersOf(second)).toEqual([1001]);
    // The receipt emailed carries the studio's own number.
    const [receipt] = await queryRows<{ subject: string }>(
      db(),
      sql`select subject from outbox_emails where business_id = ${second.businessId} and kind = 'receipt'`,
    );
    expect(receipt?.subject).toMatch(/\(R-1001\)$/);
  });

  it('numbers 60 parallel payments of one studio 1001 to 1060, no gap and no repeat', async () => {
    const studio = await buildStudio(db(), { experts: 0, cookies: false, customers: 6 });
    const results = await Promise.allSettled(Array.from({ length: 60 }, (_, i) => payCash(studio, i % 6)));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(await numbersOf(studio)).toEqual(run(1001, 60));
  });

  it('leaves no gap where parallel payments roll back, and keeps two studios apart while they race', async () => {
    const first = await buildStudio(db(), { experts: 0, cookies: false, customers: 1 });
    const second = await buildStudio(db(), { experts: 0, cookies: false, customers: 1 });
    const attempt = (studio: Studio, rollBack: boolean) =>
      db().transaction(async (tx) => {
        const payment = await insertPayment(tx, studio.businessId, {
          customerId: studio.customerIds[0] ?? '',
          method: 'cash',
          amountCents: 8_000,
        });
        // Something later in the payment's transaction fails: its number must go back.
        if (rollBack) throw new Error(`payment ${payment.receiptNumber} rolled back`);
        return payment.receiptNumber;
      });
    const results = await Promise.allSettled(
      Array.from({ length: 80 }, (_, i) => attempt(i % 2 === 0 ? first : second, i % 4 === 1)),
    );
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(20);
    expect(await numbersOf(first)).toEqual(run(1001, 40));
    expect(await numbersOf(second)).toEqual(run(1001, 20));
    // The counter stands right after the last number issued.
    const counters = await db().select().from(receiptCounters);
    expect(counters.find((row) => row.businessId === second.businessId)?.nextNumber).toBe(1021);
  });

  it('refuses a receipt number given by the insert, and a repeated one if the counter were set back', async () => {
    const studio = await buildStudio(db(), { experts: 0, cookies: false, customers: 1 });
    const customerId = studio.customerIds[0] ?? '';
    const given = await databaseRefusal(
      db().execute(
        sql`insert into payments (business_id, customer_id, method, amount_cents, receipt_number)
            values (${studio.businessId}, ${customerId}, 'cash', 8000, 1001)`,
      ),
    );
    expect(given).toMatch(/"payments_receipt_number"/);
    await payCash(studio);
    await db()
      .update(receiptCounters)
      .set({ nextNumber: 1001 })
      .where(eq(receiptCounters.businessId, studio.businessId));
    expect(await databaseRefusal(payCash(studio))).toMatch(/"payments_receipt_number_once"/);
    expect(await numbersOf(studio)).toEqual([1001]);
  });

  it('starts a studio created with no counter row at R-1001 even when its first payments race', async () => {
    const studio = await buildStudio(db(), { experts: 0, cookies: false, customers: 2 });
    expect(
      await db().select().from(receiptCounters).where(eq(receiptCounters.businessId, studio.businessId)),
    ).toEqual([]);
    await Promise.all(Array.from({ length: 10 }, (_, i) => payCash(studio, i % 2)));
    expect(await numbersOf(studio)).toEqual(run(1001, 10));
  });
});
