import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { queryRows } from '../../db/raw.ts';
import { businesses, purchases } from '../../db/schema/index.ts';
import { findCreditLedgerViolations } from '../credits/credits.invariants.ts';
import { findUnbalancedJournalEntries } from '../ledger/journal.repository.ts';
import { createPack } from './purchases.factories.ts';

// Paying at the studio when the studio lets members book before paying (decision 0046): the credits
// come at once and the price is owed (accounts receivable) until the cash settles it; canceling gives
// the unused credits back and leaves owed what the used ones were worth, until paid or written off.
// purchases.test.ts covers the other setting (the purchase waits for the cash, without credits).

describe.each(testDatabaseKinds())('pay at the studio, booking before paying (%s)', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let other: Studio;
  let packId: string;
  let nextHour = 0;
  const api = apiOf(() => t.app);
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(db(), { customers: 6, experts: 1 });
    other = await buildStudio(db(), { customers: 1, experts: 0 });
    // Three training credits for $90: $30 each, so used and unused shares are easy to read.
    packId = await createPack(t.app, studio.admin.cookie, {
      name: 'Three sessions',
      price: '$90.00',
      grants: [{ kind: 'training', quantity: 3 }],
      expiryDays: 30,
    });
  }, 120_000);
  afterAll(() => t.close());

  const customer = (i: number): Person => {
    const found = studio.customers[i];
    if (!found) throw new Error(`no customer ${i}`);
    return found;
  };
  const buy = (member: Person, pack = packId) =>
    api.post(member.cookie, '/api/purchases', { packId: pack, paymentMethod: 'studio' });
  const training = async (member: Person) => {
    const credits = (await api.get(member.cookie, '/api/me/credits')).json();
    const balance = credits.balances.find((b: { kind: string }) => b.kind === 'training');
    return { available: balance?.available ?? 0, held: balance?.held ?? 0 };
  };
  const book = (member: Person) => {
    const n = nextHour++;
    return api.post(member.cookie, '/api/me/services', {
      offeringId: studio.studioOfferingId,
      expertId: studio.experts[0]?.membershipId,
      startsAt: at(
        daysAhead(8 + Math.floor(n / 8), studio.timeZone),
        `${String(9 + (n % 8)).padStart(2, '0')}:00`,
      ),
    });
  };
  /** The [account, cents] lines of the entries a purchase's own rows posted, by source type. */
  const journalOf = (sourceType: string, sourceId: string) =>
    queryRows<{ account: string; cents: number }>(
      db(),
      sql`select l.account, l.amount_cents::int as cents from journal_lines l
          join journal_entries e on e.id = l.entry_id
          where e.source_type = ${sourceType} and e.source_id = ${sourceId} order by l.account`,
    );
  const purchaseRow = async (id: string) => {
    const [row] = await db().select().from(purchases).where(eq(purchases.id, id));
    if (!row) throw new Error(`purchase ${id} not found`);
    return row;
  };
  async function expectBooksBalanced() {
    expect(await findUnbalancedJournalEntries(db())).toEqual([]);
    expect(await findCreditLedgerViolations(db())).toEqual([]);
  }

  it('grants the credits at once, owes the price, and lets the member book with them', async () => {
    const member = customer(0);
    const bought = await buy(member);
    expect(bought.statusCode, bought.body).toBe(201);
    const { purchase } = bought.json();
    expect(purchase).toMatchObject({ status: 'pending', creditsBeforePayment: true, owedCents: 9000 });
    expect(purchase.creditsExpireAt).not.toBeNull();
    expect(await training(member)).toEqual({ available: 3, held: 0 });
    expect(await journalOf('purchase', purchase.id)).toEqual([
      { account: 'accounts_receivable', cents: 9000 },
      { account: 'deferred_revenue', cents: -9000 },
    ]);

    const booked = await book(member);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await training(member)).toEqual({ available: 2, held: 1 });

    // The studio's staff are told, in the same transaction (decision 0052); the member is not.
    const alerts = await queryRows<{ membership_id: string }>(
      db(),
      sql`select membership_id from notifications where kind = 'staff.payAtStudioPurchase'
          and data->>'purchaseId' = ${purchase.id}`,
    );
    expect(alerts.map((row) => row.membership_id).sort()).toEqual(
      [studio.principal.membershipId, studio.admin.membershipId].sort(),
    );
    // What is owed shows on the member's receipt and on the staff's list of the customer's purchases.
    const receipt = (await api.get(member.cookie, `/api/me/purchases/${purchase.id}`)).json();
    expect(receipt.purchase).toMatchObject({ owedCents: 9000, status: 'pending' });
    const staffList = (
      await api.get(studio.admin.cookie, `/api/customers/${member.membershipId}/purchases`)
    ).json();
    expect(staffList.items[0]).toMatchObject({ id: purchase.id, owedCents: 9000 });
    await expectBooksBalanced();
  });

  it('allows one unpaid purchase at a time, or as many as the studio allows', async () => {
    const member = customer(1);
    expect((await buy(member)).statusCode).toBe(201);
    const count = async () =>
      (await db().select().from(purchases).where(eq(purchases.customerId, member.membershipId))).length;
    const second = await buy(member);
    expect(second.statusCode).toBe(409);
    expect(second.json().errors.packId[0]).toBe(
      'You already have an unpaid purchase (Three sessions, $90.00). Pay for it at the studio, or cancel it, before buying another.',
    );
    expect(await count()).toBe(1);
    expect(await training(member)).toEqual({ available: 3, held: 0 });

    await db().update(businesses).set({ maxUnpaidPurchases: 2 }).where(eq(businesses.id, studio.businessId));
    try {
      expect((await buy(member)).statusCode).toBe(201);
      const third = await buy(member);
      expect(third.statusCode).toBe(409);
      expect(third.json().errors.packId[0]).toMatch(/^You already have 2 unpaid purchases, the most/);
      expect(await count()).toBe(2);
    } finally {
      await db()
        .update(businesses)
        .set({ maxUnpaidPurchases: 1 })
        .where(eq(businesses.id, studio.businessId));
    }
    await expectBooksBalanced();
  });

  it('counts two purchases started at the same moment one after the other', async () => {
    const member = customer(5);
    const answers = await Promise.all([buy(member), buy(member), buy(member)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await training(member)).toEqual({ available: 3, held: 0 });
    await expectBooksBalanced();
  });

  it('settles the owed price with the cash, without granting the credits twice', async () => {
    const member = customer(2);
    const { purchase } = (await buy(member)).json();
    const wrong = await api.post(studio.admin.cookie, '/api/payments', {
      customerId: member.membershipId,
      purchaseId: purchase.id,
      amount: '80.00',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.amount[0]).toBe('This purchase costs $90.00.');
    expect((await purchaseRow(purchase.id)).owedCents).toBe(9000);

    const paid = await api.post(studio.admin.cookie, '/api/payments', {
      customerId: member.membershipId,
      purchaseId: purchase.id,
      amount: '90.00',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await purchaseRow(purchase.id)).toMatchObject({ status: 'paid', owedCents: 0 });
    expect(await training(member)).toEqual({ available: 3, held: 0 });
    expect(await journalOf('payment', paid.json().id)).toEqual([
      { account: 'accounts_receivable', cents: -9000 },
      { account: 'cash_drawer', cents: 9000 },
    ]);
    // Paid: the member may buy again.
    expect((await buy(member)).statusCode).toBe(201);
    await expectBooksBalanced();
  });

  it('takes back the unused credits on cancel; the used one stays owed until paid', async () => {
    const member = customer(3);
    const { purchase } = (await buy(member)).json();
    expect((await book(member)).statusCode).toBe(201);

    const canceled = await api.post(member.cookie, `/api/me/purchases/${purchase.id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'canceled', owedCents: 3000 });
    // The held credit stays with its session; the two unused ones went back.
    expect(await training(member)).toEqual({ available: 0, held: 1 });
    expect(await journalOf('credit_cancel', purchase.id)).toEqual([
      { account: 'accounts_receivable', cents: -6000 },
      { account: 'deferred_revenue', cents: 6000 },
    ]);
    expect((await api.post(member.cookie, `/api/me/purchases/${purchase.id}/cancel`)).statusCode).toBe(409);
    // Still owing for the used credit, so no new unpaid purchase yet.
    expect((await buy(member)).statusCode).toBe(409);

    const wrong = await api.post(studio.admin.cookie, '/api/payments', {
      customerId: member.membershipId,
      purchaseId: purchase.id,
      amount: '90.00',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.amount[0]).toBe(
      'This purchase still owes $30.00 for the credits used before it was canceled.',
    );
    const paid = await api.post(studio.admin.cookie, '/api/payments', {
      customerId: member.membershipId,
      purchaseId: purchase.id,
      amount: '30.00',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await purchaseRow(purchase.id)).toMatchObject({ status: 'canceled', owedCents: 0 });
    expect(await journalOf('payment', paid.json().id)).toEqual([
      { account: 'accounts_receivable', cents: -3000 },
      { account: 'cash_drawer', cents: 3000 },
    ]);
    expect((await buy(member)).statusCode).toBe(201);
    await expectBooksBalanced();
  });

  it('lets staff write off what is owed, with a reason, and nobody else', async () => {
    const member = customer(4);
    const { purchase } = (await buy(member)).json();
    expect((await book(member)).statusCode).toBe(201);
    const url = `/api/customers/${member.membershipId}/purchases/${purchase.id}/write-off`;

    const noReason = await api.post(studio.admin.cookie, url, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);
    expect((await api.post(member.cookie, url, { reason: 'Mine' })).statusCode).toBe(403);
    // Another studio's owner does not find it, and nothing changes.
    const foreign = await api.post(other.principal.cookie, url, { reason: 'Not ours' });
    expect(foreign.statusCode).toBe(404);
    const foreignCancel = await api.post(
      other.principal.cookie,
      `/api/customers/${member.membershipId}/purchases/${purchase.id}/cancel`,
    );
    expect(foreignCancel.statusCode).toBe(404);
    expect(await purchaseRow(purchase.id)).toMatchObject({ status: 'pending', owedCents: 9000 });

    const written = await api.post(studio.admin.cookie, url, { reason: 'Moved away, agreed by the owner' });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toMatchObject({
      status: 'canceled',
      owedCents: 0,
      writeOffReason: 'Moved away, agreed by the owner',
    });
    expect(written.json().writtenOffAt).not.toBeNull();
    expect(await training(member)).toEqual({ available: 0, held: 1 });
    expect(await journalOf('write_off', purchase.id)).toEqual([
      { account: 'accounts_receivable', cents: -3000 },
      { account: 'bad_debt', cents: 3000 },
    ]);
    const again = await api.post(studio.admin.cookie, url, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.reason[0]).toBe('This purchase owes nothing: there is nothing to write off.');
    await expectBooksBalanced();
  });

  it('does not let a member cancel another member’s purchase', async () => {
    const owner = customer(0);
    const list = (await api.get(owner.cookie, '/api/me/purchases')).json();
    const theirs = list.items[0].id as string;
    const answer = await api.post(customer(1).cookie, `/api/me/purchases/${theirs}/cancel`);
    expect(answer.statusCode).toBe(404);
    expect((await purchaseRow(theirs)).status).toBe('pending');
  });

  it('says the purchase is waiting for payment when the studio waits for the cash before booking', async () => {
    const waits = await buildStudio(db(), { customers: 1, experts: 1, bookBeforePaying: false });
    const member = waits.customers[0] as Person;
    const pack = await createPack(t.app, waits.admin.cookie, {
      name: `Five ${randomUUID().slice(0, 4)}`,
      price: '$100.00',
      grants: [{ kind: 'training', quantity: 5 }],
    });
    const bought = await api.post(member.cookie, '/api/purchases', { packId: pack, paymentMethod: 'studio' });
    expect(bought.json().purchase).toMatchObject({ creditsBeforePayment: false, owedCents: 0 });
    const booked = await api.post(member.cookie, '/api/me/services', {
      offeringId: waits.studioOfferingId,
      expertId: waits.experts[0]?.membershipId,
      startsAt: at(daysAhead(9, waits.timeZone), '10:00'),
    });
    expect(booked.statusCode).toBe(422);
    expect(booked.json().errors.offeringId[0]).toBe(
      `Your purchase is waiting for payment at the studio (${bought.json().purchase.packName}, $100.00). Its credits can be used once it is paid.`,
    );
  });
});
