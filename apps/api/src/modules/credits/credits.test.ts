import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildStudio } from '../../../test/factories.ts';
import { freshStudioPerTest } from '../../../test/support/credit-studio.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { creditEntries, creditLots } from '../../db/schema/index.ts';
import { getAccountBalances, postJournalEntry } from '../ledger/journal.repository.ts';
import * as errors from './credits.errors.ts';
import { findCreditLedgerViolations } from './credits.invariants.ts';
import {
  adjustCredits,
  expireDueCredits,
  getBalances,
  getCreditHistory,
  grantCredits,
  hold,
  release,
  spend,
} from './credits.service.ts';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

describe.each(testDatabaseKinds())('credit ledger on %s', (kind) => {
  const fresh = freshStudioPerTest(kind);
  const db = () => fresh.database.db;
  const balanceOf = async (creditKind = 'training') =>
    (await getBalances(db(), fresh.studio.businessId, fresh.customerId)).find((b) => b.kind === creditKind);
  const training = (quantity: number, serviceId = randomUUID()) => ({
    customerId: fresh.customerId,
    kind: 'training' as const,
    quantity,
    serviceId,
  });

  it('grants a purchase once, however often the grant is retried', async () => {
    const source = { type: 'purchase' as const, id: 'purchase-1' };
    const first = await grantCredits(db(), fresh.studio.businessId, {
      customerId: fresh.customerId,
      kind: 'training',
      quantity: 10,
      source,
    });
    const again = await grantCredits(db(), fresh.studio.businessId, {
      customerId: fresh.customerId,
      kind: 'training',
      quantity: 10,
      source,
    });
    expect(first.newlyGranted).toBe(true);
    expect(again).toEqual({ lotId: first.lotId, newlyGranted: false });
    expect(await balanceOf()).toMatchObject({ available: 10, held: 0 });
  });

  it('holds, then spends, moving credits from available to held to gone', async () => {
    await grantCredits(db(), fresh.studio.businessId, {
      customerId: fresh.customerId,
      kind: 'training',
      quantity: 5,
      source: { type: 'complimentary' },
    });
    const holdId = await hold(db(), fresh.studio.businessId, training(2));
    expect(await balanceOf()).toMatchObject({ available: 3, held: 2 });
    const spent = await spend(db(), fresh.studio.businessId, holdId);
    expect(spent).toMatchObject({ holdId, status: 'spent', quantity: 2 });
    expect(await balanceOf()).toMatchObject({ available: 3, held: 0 });
  });

  it('answers the same outcome for a repeated spend or release and changes nothing', async () => {
    await grantCredits(db(), fresh.studio.businessId, {
      customerId: fresh.customerId,
      kind: 'training',
      quantity: 5,
      source: { type: 'complimentary' },
    });
    const spentHold = await hold(db(), fresh.studio.businessId, training(1));
    const releasedHold = await hold(db(), fresh.studio.businessId, training(1));
    const spent = await spend(db(), fresh.studio.businessId, spentHold);
    const released = await release(db(), fresh.studio.businessId, releasedHold);
    const entriesBefore = await db().select().from(creditEntries);
    expect(await spend(db(), fresh.studio.businessId, spentHold)).toEqual(spent);
    expect(await release(db(), fresh.studio.businessId, releasedHold)).toEqual(released);
    expect(await db().select().from(creditEntries)).toHaveLength(entriesBefore.length);
    expect(await balanceOf()).toMatchObject({ available: 4, held: 0 });
  });

  it('refuses to release a spent hold or spend a released one', async () => {
    await grantCredits(db(), fresh.studio.businessId, {
      customerId: fresh.customerId,
      kind: 'training',
      quantity: 2,
      source: { type: 'complimentary' },
    });
    const spentHold = await hold(db(), fresh.studio.businessId, training(1));
    const releasedHold = await hold(db(), fresh.studio.businessId, training(1));
    await spend(db(), fresh.studio.businessId, spentHold);
    await release(db(), fresh.studio.businessId, releasedHold);
    await expect(release(db(), fresh.studio.businessId, spentHold)).rejects.toBeInstanceOf(
      errors.CreditHoldSettledError,
    );
    await expect(spend(db(), fresh.studio.businessId, releasedHold)).rejects.toBeInstanceOf(
      errors.CreditHoldSettledError,
    );
  });

  it('answers the live hold when the same session holds the same customer again', async () => {
    await grantCredits(db(), fresh.studio.businessId, {
      customerId: fresh.customerId,
      kind: 'training',
      quantity: 5,
      source: { type: 'complimentary' },
    });
    const serviceId = randomUUID();
    const first = await hold(db(), fresh.studio.businessId, training(2, serviceId));
    expect(await hold(db(), fresh.studio.businessId, training(2, serviceId))).toBe(first);
    expect(await balanceOf()).toMatchObject({ available: 3, held: 2 });
    await expect(hold(db(), fresh.studio.businessId, training(3, serviceId))).rejects.toBeInstanceOf(
      errors.CreditHoldMismatchError,
    );
    // Once released, the session can hold again (a booking moved back inside the rules).
    await release(db(), fresh.studio.businessId, first);
    const second = await hold(db(), fresh.studio.businessId, training(2, serviceId));
    expect(second).not.toBe(first);
  });

  it('refuses a hold larger than the available credits, with a typed error and no change', async () => {
    await grantCredits(db(), fresh.studio.businessId, {
      customerId: fresh.customerId,
      kind: 'training',
      quantity: 2,
      source: { type: 'complimentary' },
    });
    const refused = hold(db(), fresh.studio.businessId, training(3));
    await expect(refused).rejects.toBeInstanceOf(errors.InsufficientCreditsError);
    await expect(refused).rejects.toMatchObject({
      customerId: fresh.customerId,
      kind: 'training',
      requested: 3,
    });
    await expect(
      hold(db(), fresh.studio.businessId, {
        customerId: fresh.customerId,
        kind: 'massage',
        quantity: 1,
        serviceId: randomUUID(),
      }),
    ).rejects.toBeInstanceOf(errors.InsufficientCreditsError);
    expect(await balanceOf()).toMatchObject({ available: 2, held: 0 });
  });

  it('takes held credits from the lot that expires soonest, then lots without expiry', async () => {
    const grant = (quantity: number, expiresAt: Date | null) =>
      grantCredits(db(), fresh.studio.businessId, {
        customerId: fresh.customerId,
        kind: 'training',
        quantity,
        expiresAt,
        source: { type: 'complimentary' },
      });
    const never = await grant(5, null);
    const late = await grant(2, inDays(60));
    const soon = await grant(2, inDays(10));
    await hold(db(), fresh.studio.businessId, training(3));
    const lots = await db()
      .select({ id: creditLots.id, remaining: creditLots.remaining })
      .from(creditLots)
      .where(eq(creditLots.businessId, fresh.studio.businessId));
    const remaining = Object.fromEntries(lots.map((lot) => [lot.id, lot.remaining]));
    expect(remaining).toEqual({ [soon.lotId]: 0, [late.lotId]: 1, [never.lotId]: 5 });
  });

  it('puts released credits back into the lots they came from', async () => {
    const { lotId } = await grantCredits(db(), fresh.studio.businessId, {
      customerId: fresh.customerId,
      kind: 'training',
      quantity: 3,
      expiresAt: inDays(30),
      source: { type: 'complimentary' },
    });
    const holdId = await hold(db(), fresh.studio.businessId, training(2));
    await release(db(), fresh.studio.businessId, holdId);
    const [lot] = await db().select().from(creditLots).where(eq(creditLots.id, lotId));
    expect(lot?.remaining).toBe(3);
    expect(await balanceOf()).toMatchObject({ available: 3, held: 0 });
  });

  it('expires unused credits past their date once, keeping those a booking already holds', async () => {
    await grantCredits(db(), fresh.studio.businessId, {
      customerId: fresh.customerId,
      kind: 'training',
      quantity: 4,
      expiresAt: inDays(7),
      source: { type: 'complimentary' },
    });
    const holdId = await hold(db(), fresh.studio.businessId, training(1));
    const first = await expireDueCredits(db(), inDays(8));
    const second = await expireDueCredits(db(), inDays(9));
    expect(first).toMatchObject({ lotsExpired: 1, creditsExpired: 3 });
    expect(second).toMatchObject({ lotsExpired: 0, creditsExpired: 0 });
    expect(await balanceOf()).toMatchObject({ available: 0, held: 1 });
    // The booked session still happens with its held credit.
    await spend(db(), fresh.studio.businessId, holdId);
    expect(await balanceOf()).toMatchObject({ available: 0, held: 0 });
  });

  it('expires at once the credits released back to a lot that expired while they were held', async () => {
    await grantCredits(db(), fresh.studio.businessId, {
      customerId: fresh.customerId,
      kind: 'training',
      quantity: 2,
      expiresAt: inDays(7),
      source: { type: 'complimentary' },
    });
    const holdId = await hold(db(), fresh.studio.businessId, training(2));
    await expireDueCredits(db(), inDays(8));
    await release(db(), fresh.studio.businessId, holdId);
    expect(await balanceOf()).toMatchObject({ available: 0, held: 0 });
    const history = await getCreditHistory(db(), fresh.studio.businessId, fresh.customerId);
    expect(history.items.map((item) => [item.type, item.availableDelta, item.availableAfter])).toEqual([
      ['expiry', -2, 0],
      ['release', 2, 2],
      ['hold', -2, 0],
      ['grant', 2, 2],
    ]);
    expect(await findCreditLedgerViolations(db())).toEqual([]);
  });

  it('adjusts by hand with a required reason, never below zero', async () => {
    const added = await adjustCredits(db(), fresh.studio.businessId, {
      customerId: fresh.customerId,
      kind: 'recovery',
      delta: 3,
      reason: 'Goodwill after a cancelled class',
      actorUserId: fresh.studio.adminUserId,
    });
    expect(added).toMatchObject({ available: 3, held: 0 });
    const removed = await adjustCredits(db(), fresh.studio.businessId, {
      customerId: fresh.customerId,
      kind: 'recovery',
      delta: -2,
      reason: 'Entered twice by mistake',
      actorUserId: fresh.studio.adminUserId,
    });
    expect(removed).toMatchObject({ available: 1 });
    await expect(
      adjustCredits(db(), fresh.studio.businessId, {
        customerId: fresh.customerId,
        kind: 'recovery',
        delta: -2,
        reason: 'Too many',
        actorUserId: fresh.studio.adminUserId,
      }),
    ).rejects.toBeInstanceOf(errors.InsufficientCreditsError);
    await expect(
      adjustCredits(db(), fresh.studio.businessId, {
        customerId: fresh.customerId,
        kind: 'recovery',
        delta: 1,
        reason: '   ',
        actorUserId: fresh.studio.adminUserId,
      }),
    ).rejects.toBeInstanceOf(errors.InvalidCreditRequestError);
    const [entry] = await db()
      .select()
      .from(creditEntries)
      .where(
        and(eq(creditEntries.businessId, fresh.studio.businessId), eq(creditEntries.entryType, 'adjustment')),
      )
      .orderBy(asc(creditEntries.seq));
    expect(entry).toMatchObject({
      reason: 'Goodwill after a cancelled class',
      actorUserId: fresh.studio.adminUserId,
    });
  });

  it('keeps one business out of another business’s customers and holds', async () => {
    const other = await buildStudio(db(), { experts: 0, cookies: false, customers: 1 });
    await grantCredits(db(), fresh.studio.businessId, {
      customerId: fresh.customerId,
      kind: 'training',
      quantity: 2,
      source: { type: 'complimentary' },
    });
    const holdId = await hold(db(), fresh.studio.businessId, training(1));
    await expect(
      grantCredits(db(), other.businessId, {
        customerId: fresh.customerId,
        kind: 'training',
        quantity: 1,
        source: { type: 'complimentary' },
      }),
    ).rejects.toBeInstanceOf(errors.UnknownCustomerError);
    await expect(spend(db(), other.businessId, holdId)).rejects.toBeInstanceOf(
      errors.CreditHoldNotFoundError,
    );
    await expect(release(db(), other.businessId, holdId)).rejects.toBeInstanceOf(
      errors.CreditHoldNotFoundError,
    );
    await expect(hold(db(), other.businessId, training(1))).rejects.toBeInstanceOf(
      errors.InsufficientCreditsError,
    );
    expect(await getBalances(db(), other.businessId, fresh.customerId)).toEqual([]);
    expect((await getCreditHistory(db(), other.businessId, fresh.customerId)).total).toBe(0);
  });

  it('refuses grants that make no sense before touching the database', async () => {
    const base = {
      customerId: fresh.customerId,
      kind: 'training' as const,
      source: { type: 'complimentary' as const },
    };
    for (const quantity of [0, -1, 1.5, Number.NaN, 1_000_000]) {
      await expect(grantCredits(db(), fresh.studio.businessId, { ...base, quantity })).rejects.toBeInstanceOf(
        errors.InvalidCreditRequestError,
      );
    }
    await expect(
      grantCredits(db(), fresh.studio.businessId, { ...base, quantity: 1, expiresAt: inDays(-1) }),
    ).rejects.toBeInstanceOf(errors.InvalidCreditRequestError);
    await expect(
      grantCredits(db(), fresh.studio.businessId, { ...base, kind: 'pilates' as 'training', quantity: 1 }),
    ).rejects.toBeInstanceOf(errors.InvalidCreditRequestError);
  });

  it('grants inside a caller’s transaction with its journal entry, and rolls back with it', async () => {
    const payment = (sourceId: string) => ({
      memo: '5 Training credits, paid at the studio',
      sourceType: 'payment',
      sourceId,
      lines: [
        { account: 'cash_drawer' as const, amountCents: 7_500 },
        { account: 'deferred_revenue' as const, amountCents: -7_500 },
      ],
    });
    const grant = (id: string) => ({
      customerId: fresh.customerId,
      kind: 'training' as const,
      quantity: 5,
      source: { type: 'purchase' as const, id },
    });
    await db().transaction(async (tx) => {
      await postJournalEntry(tx, fresh.studio.businessId, payment('pay-ok'));
      await grantCredits(tx, fresh.studio.businessId, grant('pay-ok'));
    });
    await expect(
      db().transaction(async (tx) => {
        await postJournalEntry(tx, fresh.studio.businessId, payment('pay-failed'));
        await grantCredits(tx, fresh.studio.businessId, grant('pay-failed'));
        throw new Error('receipt could not be queued');
      }),
    ).rejects.toThrow(/receipt/);
    expect(await balanceOf()).toMatchObject({ available: 5 });
    expect((await getAccountBalances(db(), fresh.studio.businessId)).cash_drawer).toBe(7_500);
  });

  it('shows balances with expiry dates and a paged history, newest first', async () => {
    const expiresAt = inDays(30);
    await grantCredits(db(), fresh.studio.businessId, {
      customerId: fresh.customerId,
      kind: 'training',
      quantity: 4,
      expiresAt,
      source: { type: 'purchase', id: 'p-1' },
    });
    await grantCredits(db(), fresh.studio.businessId, {
      customerId: fresh.customerId,
      kind: 'massage',
      quantity: 1,
      source: { type: 'complimentary' },
    });
    const serviceId = randomUUID();
    await hold(db(), fresh.studio.businessId, training(1, serviceId));
    expect(await getBalances(db(), fresh.studio.businessId, fresh.customerId)).toEqual([
      { kind: 'massage', available: 1, held: 0, expiring: [] },
      { kind: 'training', available: 3, held: 1, expiring: [{ expiresAt, quantity: 3 }] },
    ]);
    const page1 = await getCreditHistory(db(), fresh.studio.businessId, fresh.customerId, { pageSize: 5 });
    expect(page1.total).toBe(3);
    expect(page1.items[0]).toMatchObject({ type: 'hold', serviceId, availableDelta: -1, heldDelta: 1 });
    const trainingOnly = await getCreditHistory(db(), fresh.studio.businessId, fresh.customerId, {
      kind: 'training',
    });
    expect(trainingOnly.items.map((item) => item.type)).toEqual(['hold', 'grant']);
  });
});
