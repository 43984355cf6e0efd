import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudio, type Studio } from '../../../test/factories.ts';
import { databaseRefusal } from '../../../test/support/database-refusal.ts';
import { openTestDatabase, testDatabaseKinds } from '../../../test/support/databases.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { grantCredits, hold, spend } from './credits.service.ts';

// The database itself refuses what would break the ledger, whatever code (or person with a SQL prompt)
// tries it: these statements bypass the service on purpose.

describe.each(testDatabaseKinds())('credit ledger rules kept by the database on %s', (kind) => {
  let database: DatabaseHandle;
  let studio: Studio;
  let customerId: string;
  let spentHoldId: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    studio = await buildStudio(database.db, { experts: 0, cookies: false, customers: 1 });
    customerId = studio.customerIds[0] ?? '';
    await grantCredits(database.db, studio.businessId, {
      customerId,
      kind: 'training',
      quantity: 3,
      source: { type: 'purchase', id: 'p-1' },
    });
    spentHoldId = await hold(database.db, studio.businessId, {
      customerId,
      kind: 'training',
      quantity: 1,
      serviceId: randomUUID(),
    });
    await spend(database.db, studio.businessId, spentHoldId);
  });
  afterAll(() => database.close());

  const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);

  it('refuses a negative balance', async () => {
    expect(
      await databaseRefusal(
        run(sql`update credit_balances set available = available - 3 where customer_id = ${customerId}`),
      ),
    ).toMatch(/credit_balances_never_negative/);
    expect(
      await databaseRefusal(run(sql`update credit_balances set held = -1 where customer_id = ${customerId}`)),
    ).toMatch(/credit_balances_never_negative/);
  });

  it('refuses to update, delete or truncate credit entries', async () => {
    expect(
      await databaseRefusal(
        run(sql`update credit_entries set available_delta = 100 where customer_id = ${customerId}`),
      ),
    ).toMatch(/cannot be changed or deleted/);
    expect(
      await databaseRefusal(run(sql`delete from credit_entries where customer_id = ${customerId}`)),
    ).toMatch(/cannot be changed or deleted/);
    expect(await databaseRefusal(run(sql`truncate credit_entries cascade`))).toMatch(
      /cannot be changed or deleted/,
    );
    expect(await databaseRefusal(run(sql`delete from credit_hold_allocations`))).toMatch(
      /cannot be changed or deleted/,
    );
  });

  it('refuses to bring a spent hold back or change what it held', async () => {
    expect(
      await databaseRefusal(
        run(sql`update credit_holds set status = 'held', settled_at = null where id = ${spentHoldId}`),
      ),
    ).toMatch(/spent or released once/);
    expect(
      await databaseRefusal(run(sql`update credit_holds set status = 'released' where id = ${spentHoldId}`)),
    ).toMatch(/spent or released once/);
    expect(await databaseRefusal(run(sql`delete from credit_holds where id = ${spentHoldId}`))).toMatch(
      /cannot be changed or deleted/,
    );
  });

  it('refuses lots that change what was granted or hold more than they were granted', async () => {
    expect(
      await databaseRefusal(run(sql`update credit_lots set granted = 50 where customer_id = ${customerId}`)),
    ).toMatch(/only the remaining credits/);
    expect(
      await databaseRefusal(
        run(sql`update credit_lots set remaining = granted + 1 where customer_id = ${customerId}`),
      ),
    ).toMatch(/credit_lots_remaining_range/);
  });

  it('refuses an entry of the wrong shape: a negative grant, an adjustment without a reason', async () => {
    const entry = (type: string, availableDelta: number, reason: string | null) =>
      run(sql`insert into credit_entries
        (business_id, customer_id, kind, entry_type, available_delta, held_delta, available_after, held_after, reason)
        values (${studio.businessId}, ${customerId}, 'training', ${type}, ${availableDelta}, 0, 0, 0, ${reason})`);
    expect(await databaseRefusal(entry('grant', -1, null))).toMatch(/credit_entries_shape/);
    expect(await databaseRefusal(entry('adjustment', 1, null))).toMatch(/credit_entries_shape/);
    expect(await databaseRefusal(entry('adjustment', 1, '  '))).toMatch(/credit_entries_shape/);
  });

  it("refuses a balance for another business's customer and an unknown credit kind", async () => {
    const other = await buildStudio(database.db, { experts: 0, cookies: false, customers: 0 });
    expect(
      await databaseRefusal(
        run(sql`insert into credit_balances (business_id, customer_id, kind)
              values (${other.businessId}, ${customerId}, 'training')`),
      ),
    ).toMatch(/credit_balances_customer_fk/);
    expect(
      await databaseRefusal(
        run(sql`insert into credit_balances (business_id, customer_id, kind)
              values (${studio.businessId}, ${customerId}, 'pilates')`),
      ),
    ).toMatch(/credit_balances_kind_known/);
  });
});
