import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudio } from '../../../test/factories.ts';
import { openTestDatabase, testDatabaseKinds } from '../../../test/support/databases.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { getAccountBalances } from '../ledger/journal.repository.ts';
import { findCreditLedgerViolations } from './credits.invariants.ts';
import {
  expireDueCredits,
  type GrantCreditsInput,
  grantCredits,
  hold,
  release,
  spend,
} from './credits.service.ts';

// Decision 0019: what a customer paid for credits is deferred revenue until the credits are used
// (a session completed, or a late cancel) or expire; then their share moves to revenue, in whole
// cents that add up to exactly what was paid once every credit is gone.

const DAY = 86_400_000;

describe.each(testDatabaseKinds())('revenue earned as paid credits are used on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const earned = async (businessId: string) => {
    const accounts = await getAccountBalances(database.db, businessId);
    // Nothing else moved money in these studios: revenue is exactly what left deferred revenue.
    expect(accounts.deferred_revenue + accounts.revenue).toBe(0);
    return accounts.deferred_revenue;
  };

  /** A studio of its own (its revenue is this test's alone) whose one customer was granted `grant`. */
  const customerGranted = async (grant: Omit<GrantCreditsInput, 'customerId'>) => {
    const db = database.db;
    const studio = await buildStudio(db, { experts: 0, cookies: false, customers: 1 });
    const customerId = studio.customerIds[0] ?? '';
    await grantCredits(db, studio.businessId, { customerId, ...grant });
    return { db, studio, customerId };
  };

  it('earns a third at a time for a $100.00 pack of 3, and the last credit earns the rounding', async () => {
    const { db, studio, customerId } = await customerGranted({
      kind: 'training',
      quantity: 3,
      expiresAt: new Date(Date.now() + 10 * DAY),
      source: { type: 'purchase', id: randomUUID() },
      valueCents: 10_000,
    });
    const book = () =>
      hold(db, studio.businessId, { customerId, kind: 'training', quantity: 1, serviceId: randomUUID() });

    const first = await book();
    expect(await earned(studio.businessId)).toBe(0); // held is not used
    await spend(db, studio.businessId, first);
    expect(await earned(studio.businessId)).toBe(3_333);
    await spend(db, studio.businessId, first); // a retried spend earns nothing more
    expect(await earned(studio.businessId)).toBe(3_333);

    const released = await book();
    await release(db, studio.businessId, released);
    expect(await earned(studio.businessId)).toBe(3_333); // given back, not used

    const second = await book();
    await spend(db, studio.businessId, second);
    expect(await earned(studio.businessId)).toBe(6_666);

    // The last credit expires unused: the studio keeps the rest of the $100.00, to the cent.
    const result = await expireDueCredits(db, new Date(Date.now() + 11 * DAY));
    expect(result.creditsExpired).toBe(1);
    expect(await earned(studio.businessId)).toBe(10_000);
    expect(await findCreditLedgerViolations(db)).toEqual([]);
  });

  it('earns for credits that expired while held, when their session is released', async () => {
    const { db, studio, customerId } = await customerGranted({
      kind: 'massage',
      quantity: 2,
      expiresAt: new Date(Date.now() + 5 * DAY),
      source: { type: 'purchase', id: randomUUID() },
      valueCents: 9_000,
    });
    const held = await hold(db, studio.businessId, {
      customerId,
      kind: 'massage',
      quantity: 2,
      serviceId: randomUUID(),
    });
    await expireDueCredits(db, new Date(Date.now() + 6 * DAY));
    expect(await earned(studio.businessId)).toBe(0); // held credits wait for their session
    await release(db, studio.businessId, held);
    expect(await earned(studio.businessId)).toBe(9_000);
    expect(await findCreditLedgerViolations(db)).toEqual([]);
  });

  it('earns nothing for free credits', async () => {
    const { db, studio, customerId } = await customerGranted({
      kind: 'training',
      quantity: 2,
      source: { type: 'complimentary' },
    });
    const held = await hold(db, studio.businessId, {
      customerId,
      kind: 'training',
      quantity: 2,
      serviceId: randomUUID(),
    });
    await spend(db, studio.businessId, held);
    expect(await earned(studio.businessId)).toBe(0);
  });
});
