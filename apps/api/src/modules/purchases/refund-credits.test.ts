import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { type CreditKind, journalEntries, journalLines } from '../../db/schema/index.ts';
import { findCreditLedgerViolations } from '../credits/credits.invariants.ts';
import { hold, spend } from '../credits/credits.service.ts';
import { findUnbalancedJournalEntries } from '../ledger/journal.repository.ts';
import { createPack, requestsOf } from './purchases.factories.ts';

// Decision 0026: a refund takes back the purchase's unused credits, as many as the refunded share
// covers, never drives a balance negative, and moves their share of what was paid out of deferred
// revenue. Each test uses its own credit kinds, so balances from other tests do not mix in.

describe.each(testDatabaseKinds())('refunds take back credits on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let memberId: string;
  let businessId: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const studio = await buildStudio(t.database.db, { bookBeforePaying: false, experts: 0, customers: 1 });
    const [customer] = studio.customers;
    if (!customer) throw new Error('no customer');
    ({ businessId } = studio);
    admin = studio.admin.cookie;
    member = customer.cookie;
    memberId = customer.membershipId;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const { post, get } = requestsOf(() => t.app);
  const balanceOf = async (kindName: string) => {
    const credits = (await get(member, '/api/me/credits')).json();
    const balance = credits.balances.find((b: { kind: string }) => b.kind === kindName);
    return { available: balance?.available ?? 0, held: balance?.held ?? 0 };
  };
  const available = async (kindName: string) => (await balanceOf(kindName)).available;
  const refund = (paymentId: string, body: object, key?: string) =>
    post(admin, `/api/payments/${paymentId}/refunds`, body, key);

  /** A pack bought at the studio and paid in cash: the purchase and payment ids. */
  async function paidPack(price: string, grants: { kind: CreditKind; quantity: number }[]) {
    const packId = await createPack(t.app, admin, { price, grants });
    const purchaseId = (await post(member, '/api/purchases', { packId, paymentMethod: 'studio' })).json()
      .purchase.id;
    const paid = await post(admin, '/api/payments', { customerId: memberId, purchaseId, amount: price });
    expect(paid.statusCode).toBe(201);
    return { purchaseId, paymentId: paid.json().id as string };
  }

  /** The lines of the journal entry that moved a refund's credits out of deferred revenue. */
  async function creditRefundLines(refundId: string) {
    return db()
      .select({ account: journalLines.account, cents: journalLines.amountCents })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(
        and(
          eq(journalEntries.businessId, businessId),
          eq(journalEntries.sourceType, 'credit_refund'),
          eq(journalEntries.sourceId, refundId),
        ),
      );
  }

  async function expectBooksBalanced() {
    expect(await findUnbalancedJournalEntries(db())).toEqual([]);
    expect(await findCreditLedgerViolations(db())).toEqual([]);
  }

  it('takes back every unused credit on a full refund, and shows it on the receipt and in the history', async () => {
    const { purchaseId, paymentId } = await paidPack('$300.00', [
      { kind: 'boxing', quantity: 4 },
      { kind: 'duo', quantity: 2 },
    ]);
    const before = { boxing: await available('boxing'), duo: await available('duo') };
    const payment = (await get(admin, `/api/payments/${paymentId}`)).json();
    expect(payment.purchaseCredits).toEqual([
      { kind: 'boxing', granted: 4, takenBack: 0, unused: 4 },
      { kind: 'duo', granted: 2, takenBack: 0, unused: 2 },
    ]);

    const full = await refund(paymentId, { amount: '$300.00', reason: 'Moving away' });
    expect(full.statusCode).toBe(201);
    const body = full.json();
    expect(body.creditsTaken).toEqual([
      { kind: 'boxing', quantity: 4 },
      { kind: 'duo', quantity: 2 },
    ]);
    expect(body.payment.purchaseCredits).toEqual([
      { kind: 'boxing', granted: 4, takenBack: 4, unused: 0 },
      { kind: 'duo', granted: 2, takenBack: 2, unused: 0 },
    ]);
    expect(body.payment.refunds[0].credits).toEqual(body.creditsTaken);
    expect(await available('boxing')).toBe(before.boxing - 4);
    expect(await available('duo')).toBe(before.duo - 2);

    const receipt = (await get(member, `/api/me/purchases/${purchaseId}`)).json();
    expect(receipt.purchase.status).toBe('refunded');
    expect(receipt.refunds).toEqual([
      expect.objectContaining({ amountCents: 30_000, credits: body.creditsTaken }),
    ]);
    const history = (await get(member, '/api/me/credits?kind=boxing')).json().history.items;
    expect(history[0]).toMatchObject({ kind: 'boxing', type: 'refund', availableDelta: -4 });

    // The whole price was deferred revenue (nothing used): all of it leaves, against the refund.
    expect(await creditRefundLines(body.refundId)).toEqual(
      expect.arrayContaining([
        { account: 'deferred_revenue', cents: 30_000 },
        { account: 'refunds', cents: -30_000 },
      ]),
    );
    await expectBooksBalanced();
  });

  it('takes the proportional share on each partial refund, cumulatively, never the same credit twice', async () => {
    const { paymentId } = await paidPack('$100.00', [{ kind: 'family', quantity: 3 }]);
    const start = await available('family');

    // $40 of $100 covers 1.2 credits: 1 goes back (rounded down; a full refund takes them all).
    const first = await refund(paymentId, { amount: '40', reason: 'Part one' });
    expect(first.json().creditsTaken).toEqual([{ kind: 'family', quantity: 1 }]);
    expect(await available('family')).toBe(start - 1);
    // $10 more is $50 in all, 1.5 credits: the one already taken covers it.
    const second = await refund(paymentId, { amount: '10', reason: 'Part two' });
    expect(second.statusCode).toBe(201);
    expect(second.json().creditsTaken).toEqual([]);
    expect(await available('family')).toBe(start - 1);
    // $20 more is $70, 2.1 credits: one more.
    const third = await refund(paymentId, { amount: '20', reason: 'Part three' });
    expect(third.json().creditsTaken).toEqual([{ kind: 'family', quantity: 1 }]);
    // The rest takes the last one.
    const last = await refund(paymentId, { amount: '30', reason: 'The rest' });
    expect(last.json().creditsTaken).toEqual([{ kind: 'family', quantity: 1 }]);
    expect(await available('family')).toBe(start - 3);

    // $100.00 for 3 credits: 33.33, 33.33 and 33.34 leave deferred revenue, the whole price in all.
    const cents = async (refundId: string) =>
      (await creditRefundLines(refundId)).find((line) => line.account === 'deferred_revenue')?.cents ?? 0;
    expect(await cents(first.json().refundId)).toBe(3_333);
    expect(await creditRefundLines(second.json().refundId)).toEqual([]);
    expect(await cents(third.json().refundId)).toBe(3_333);
    expect(await cents(last.json().refundId)).toBe(3_334);
    await expectBooksBalanced();
  });

  it('refuses a refund whose credits were used, then with confirmation takes back only the unused ones', async () => {
    const { paymentId } = await paidPack('$100.00', [{ kind: 'youth', quantity: 3 }]);
    const start = await balanceOf('youth');
    const held = await hold(db(), businessId, {
      customerId: memberId,
      kind: 'youth',
      quantity: 2,
      serviceId: randomUUID(),
    });

    const refused = await refund(paymentId, { amount: '$100.00', reason: 'Unhappy' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      confirmUsedCredits: [
        '2 of the 3 credits this refund takes back were already used (spent, held for a session or expired). Confirm to refund anyway: only the 1 unused credit will be taken back.',
      ],
    });
    // Nothing changed: no money back, no credits taken.
    const untouched = (await get(admin, `/api/payments/${paymentId}`)).json();
    expect(untouched).toMatchObject({ refundedCents: 0, refunds: [] });
    expect(await balanceOf('youth')).toEqual({ available: start.available - 2, held: start.held + 2 });
    await expectBooksBalanced();

    const confirmed = await refund(paymentId, {
      amount: '$100.00',
      reason: 'Unhappy; the booked session stays',
      confirmUsedCredits: true,
    });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().creditsTaken).toEqual([{ kind: 'youth', quantity: 1 }]);
    // Never below zero: the held credits stay held for their session.
    expect(await balanceOf('youth')).toEqual({ available: start.available - 3, held: start.held + 2 });
    await expectBooksBalanced();

    // The held credits are then used: their share becomes revenue, and the lot's whole value has left
    // deferred revenue exactly once (33.33 refunded, 66.67 earned).
    await spend(db(), businessId, held);
    await expectBooksBalanced();
    expect(await creditRefundLines(confirmed.json().refundId)).toEqual(
      expect.arrayContaining([{ account: 'deferred_revenue', cents: 3_333 }]),
    );
  });

  it('refuses a partial refund on the confirmation field when the credits it covers were spent', async () => {
    const { paymentId } = await paidPack('$80.00', [{ kind: 'virtual', quantity: 2 }]);
    const held = await hold(db(), businessId, {
      customerId: memberId,
      kind: 'virtual',
      quantity: 2,
      serviceId: randomUUID(),
    });
    await spend(db(), businessId, held);
    const refused = await refund(paymentId, { amount: '40', reason: 'Half' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.confirmUsedCredits).toEqual([
      '1 of the 1 credit this refund takes back was already used (spent, held for a session or expired). Confirm to refund anyway: no credits will be taken back.',
    ]);
    const confirmed = await refund(paymentId, { amount: '40', reason: 'Half', confirmUsedCredits: true });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().creditsTaken).toEqual([]);
    await expectBooksBalanced();
  });

  it('takes the credits once when the same refund is retried with its Idempotency-Key', async () => {
    const { paymentId } = await paidPack('$90.00', [{ kind: 'studio', quantity: 3 }]);
    const start = await available('studio');
    const key = randomUUID();
    const body = { amount: '$60.00', reason: 'Two classes canceled' };
    const first = await refund(paymentId, body, key);
    const again = await refund(paymentId, { ...body, amount: '60' }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(first.json().creditsTaken).toEqual([{ kind: 'studio', quantity: 2 }]);
    expect(await available('studio')).toBe(start - 2);
    expect((await get(admin, `/api/payments/${paymentId}`)).json().refundedCents).toBe(6_000);
    await expectBooksBalanced();
  });

  it('lets parallel refunds of one payment take no more credits than the refunded money covers', async () => {
    const { paymentId } = await paidPack('$100.00', [{ kind: 'group', quantity: 4 }]);
    const start = await available('group');
    const results = await Promise.all(
      Array.from({ length: 4 }, () => refund(paymentId, { amount: '50', reason: 'Race' })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 422)).toBe(true);
    expect(await available('group')).toBe(start - 4);
    const payment = (await get(admin, `/api/payments/${paymentId}`)).json();
    expect(payment.purchaseCredits).toEqual([{ kind: 'group', granted: 4, takenBack: 4, unused: 0 }]);
    await expectBooksBalanced();
  });

  it('takes no credits for a payment on its own (no purchase)', async () => {
    const paymentId = (await post(admin, '/api/payments', { customerId: memberId, amount: '100' })).json().id;
    const refunded = await refund(paymentId, { amount: '100', reason: 'Drop-in canceled' });
    expect(refunded.statusCode).toBe(201);
    expect(refunded.json().creditsTaken).toEqual([]);
    expect(refunded.json().payment.purchaseCredits).toEqual([]);
    await expectBooksBalanced();
  });

  it('refuses a confirmation flag that is not a boolean, on its field, changing nothing', async () => {
    const { paymentId } = await paidPack('$75.00', [{ kind: 'massage', quantity: 1 }]);
    const bad = await refund(paymentId, { amount: '75', reason: 'x', confirmUsedCredits: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['confirmUsedCredits']);
    expect((await get(admin, `/api/payments/${paymentId}`)).json().refundedCents).toBe(0);
  });
});
