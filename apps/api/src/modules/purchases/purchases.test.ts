import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudio, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { databaseRefusal } from '../../../test/support/database-refusal.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import {
  businesses,
  creditLots,
  journalEntries,
  journalLines,
  outboxEmails,
  payments,
  purchases,
} from '../../db/schema/index.ts';
import { findCreditLedgerViolations } from '../credits/credits.invariants.ts';
import { findUnbalancedJournalEntries } from '../ledger/journal.repository.ts';
import { createPack, paymentJournalLines, requestsOf } from './purchases.factories.ts';

/** The one customer of a studio built with `customers: 1`. */
function onlyCustomer(studio: Studio): Person {
  const customer = studio.customers[0];
  if (!customer) throw new Error('the studio has no customer');
  return customer;
}

describe.each(testDatabaseKinds())('purchases, payments and refunds on %s', (kind) => {
  let t: TestApp;
  /** Our studio: its admin, one customer (the member) and one expert. */
  let ours: Studio;
  let customer: Person;
  let admin: string;
  let member: string;
  let expert: string;
  let memberId: string;
  let businessId: string;
  let other: Studio;
  let otherOwner: string;
  let otherMember: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    // Not the factory's default zone, so the zone the answers carry is the studio's own. Paying at the
    // studio waits for the cash here (pay-at-studio.test.ts covers booking before paying), and the
    // member may hold as many unpaid purchases as the studio allows at most, as these tests pile up.
    ours = await buildStudio(t.database.db, {
      bookBeforePaying: false,
      maxUnpaidPurchases: 10,
      customers: 1,
      experts: 1,
      timeZone: 'America/New_York',
    });
    customer = onlyCustomer(ours);
    ({ businessId } = ours);
    admin = ours.admin.cookie;
    member = customer.cookie;
    memberId = customer.membershipId;
    expert = ours.experts[0]?.cookie ?? '';
    other = await buildStudio(t.database.db, { bookBeforePaying: false, customers: 1, experts: 0 });
    otherOwner = other.principal.cookie;
    otherMember = onlyCustomer(other).cookie;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const { post, get } = requestsOf(() => t.app);
  const buy = (packId: string, key?: string, cookie = member) =>
    post(cookie, '/api/purchases', { packId, paymentMethod: 'studio' }, key);
  const creditsOf = async (cookie = member) => (await get(cookie, '/api/me/credits')).json();
  const available = async (kindName: string, cookie = member) =>
    (await creditsOf(cookie)).balances.find((b: { kind: string }) => b.kind === kindName)?.available ?? 0;

  async function expectBooksBalanced() {
    expect(await findUnbalancedJournalEntries(db())).toEqual([]);
    expect(await findCreditLedgerViolations(db())).toEqual([]);
  }

  describe('the catalog', () => {
    it('lets staff add a pack with a typed price and shows members only the packs on sale', async () => {
      const onSale = await createPack(t.app, admin, {
        name: 'Boxing 5',
        price: '$1,250.00',
        grants: [{ kind: 'boxing', quantity: 5 }],
      });
      const retired = await createPack(t.app, admin, { name: 'Old boxing', active: false });
      const pack = (await get(admin, `/api/credit-packs/${onSale}`)).json();
      expect(pack).toMatchObject({
        priceCents: 125_000,
        grants: [{ kind: 'boxing', quantity: 5 }],
        active: true,
      });
      const shop = (await get(member, '/api/shop/credit-packs')).json();
      const ids = shop.items.map((item: { id: string }) => item.id);
      expect(ids).toContain(onSale);
      expect(ids).not.toContain(retired);
      expect(shop.cardPayments).toBe(false);
      const inactive = (await get(admin, '/api/credit-packs?active=false')).json();
      expect(inactive.items.map((item: { id: string }) => item.id)).toContain(retired);
    });

    it('puts a price under the business minimum, a repeated kind and a missing grant on their fields', async () => {
      const low = await post(admin, '/api/credit-packs', {
        type: 'credit_pack',
        name: 'Cheap',
        price: '74.99',
        grants: [{ kind: 'training', quantity: 1 }],
      });
      expect(low.statusCode).toBe(400);
      expect(low.json().errors).toEqual({ price: ['Amount must be at least $75.00.'] });
      const twice = await post(admin, '/api/credit-packs', {
        type: 'credit_pack',
        name: 'Twice',
        price: '100',
        grants: [
          { kind: 'training', quantity: 1 },
          { kind: 'training', quantity: 2 },
        ],
      });
      expect(twice.json().errors).toEqual({ 'grants.1.kind': ['This kind is already listed.'] });
      const none = await post(admin, '/api/credit-packs', {
        type: 'credit_pack',
        name: 'None',
        price: '100',
        grants: [],
      });
      expect(none.json().errors).toEqual({ grants: ['Add at least one kind of credit.'] });
    });

    it('keeps the catalog to staff: an expert cannot manage packs', async () => {
      const response = await post(expert, '/api/credit-packs', {
        type: 'credit_pack',
        name: 'X',
        price: '100',
        grants: [],
      });
      expect(response.statusCode).toBe(403);
      expect((await get(member, '/api/credit-packs')).statusCode).toBe(403);
    });
  });

  describe('paying at the studio', () => {
    it('leaves the purchase pending until staff record the cash, which grants the credits, books the journal and sends a receipt', async () => {
      const packId = await createPack(t.app, admin, {
        name: '10 Training credits',
        grants: [{ kind: 'training', quantity: 10 }],
      });
      const before = await available('training');

      const bought = await buy(packId);
      expect(bought.statusCode).toBe(201);
      const { purchase, checkoutUrl } = bought.json();
      expect(checkoutUrl).toBeNull();
      expect(purchase).toMatchObject({
        status: 'pending',
        priceCents: 65_000,
        paymentMethod: 'studio',
        payment: null,
      });
      expect(await available('training')).toBe(before);

      const wrongAmount = await post(admin, '/api/payments', {
        customerId: memberId,
        purchaseId: purchase.id,
        amount: '$600.00',
      });
      expect(wrongAmount.statusCode).toBe(422);
      expect(wrongAmount.json().errors).toEqual({ amount: ['This purchase costs $650.00.'] });

      const paid = await post(admin, '/api/payments', {
        customerId: memberId,
        purchaseId: purchase.id,
        amount: '$650.00',
      });
      expect(paid.statusCode).toBe(201);
      const payment = paid.json();
      expect(payment).toMatchObject({
        method: 'cash',
        amountCents: 65_000,
        refundedCents: 0,
        purchaseId: purchase.id,
        packName: '10 Training credits',
        customer: { id: memberId, email: customer.email },
        recordedBy: ours.admin.name,
      });

      expect(await available('training')).toBe(before + 10);
      const credits = await creditsOf();
      const training = credits.balances.find((b: { kind: string }) => b.kind === 'training');
      expect(training.expiring.length).toBeGreaterThan(0);
      expect(credits.history.items[0]).toMatchObject({ kind: 'training', type: 'grant', availableDelta: 10 });

      expect(await paymentJournalLines(db(), payment.id)).toEqual([
        ['cash_drawer', 65_000],
        ['deferred_revenue', -65_000],
      ]);
      await expectBooksBalanced();

      const receipts = await db().select().from(outboxEmails).where(eq(outboxEmails.kind, 'receipt'));
      const receipt = receipts.find((email) => email.subject.includes(`R-${payment.receiptNumber}`));
      expect(receipt?.toEmail).toBe(customer.email);
      expect(receipt?.textBody).toContain('Amount paid: $650.00 (cash at the studio)');
      expect(receipt?.textBody).toContain('Credits added: 10 Training credits');

      const page = (await get(member, `/api/me/purchases/${purchase.id}`)).json();
      expect(page).toMatchObject({
        purchase: { id: purchase.id, status: 'paid', payment: { receiptNumber: payment.receiptNumber } },
        business: { name: ours.name, timeZone: ours.timeZone },
        customer: { email: customer.email },
        refunds: [],
      });
      expect(page.purchase.creditsExpireAt).not.toBeNull();
      // The credit history's times are shown in the studio's zone, which comes with it.
      expect((await creditsOf()).timeZone).toBe(ours.timeZone);
      const mine = (await get(member, '/api/me/purchases')).json();
      expect(
        mine.items.some(
          (item: { id: string; status: string }) => item.id === purchase.id && item.status === 'paid',
        ),
      ).toBe(true);

      const again = await post(admin, '/api/payments', {
        customerId: memberId,
        purchaseId: purchase.id,
        amount: '$650.00',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().errors).toEqual({ purchaseId: ['This purchase is already paid.'] });
    });

    it('lets a member cancel their own pending purchase once, never a paid one or another person’s', async () => {
      const packId = await createPack(t.app, admin);
      const pendingId = (await buy(packId)).json().purchase.id;
      const cancel = (id: string, cookie = member) => post(cookie, `/api/me/purchases/${id}/cancel`, {});

      const stranger = await cancel(pendingId, otherMember);
      expect(stranger.statusCode).toBe(404);
      expect((await get(member, `/api/me/purchases/${pendingId}`)).json().purchase.status).toBe('pending');

      const canceled = await cancel(pendingId);
      expect(canceled.statusCode).toBe(200);
      expect(canceled.json()).toMatchObject({ id: pendingId, status: 'canceled' });
      expect(canceled.json().canceledAt).not.toBeNull();
      const again = await cancel(pendingId);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe('This purchase is already canceled.');
      const cashAfter = await post(admin, '/api/payments', {
        customerId: memberId,
        purchaseId: pendingId,
        amount: '$650.00',
      });
      expect(cashAfter.statusCode).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(cashAfter.json())).toContain('This purchase was canceled.');

      const paidId = (await buy(packId)).json().purchase.id;
      const price = (await get(member, `/api/me/purchases/${paidId}`)).json().purchase.priceCents / 100;
      const paid = await post(admin, '/api/payments', {
        customerId: memberId,
        purchaseId: paidId,
        amount: `$${price.toFixed(2)}`,
      });
      expect(paid.statusCode).toBe(201);
      const refused = await cancel(paidId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe('This purchase is paid: ask the studio for a refund instead.');
      expect((await get(member, `/api/me/purchases/${paidId}`)).json().purchase.status).toBe('paid');
    });

    it('refuses card payment with a clear message when Stripe is not configured', async () => {
      const packId = await createPack(t.app, admin);
      const response = await post(member, '/api/purchases', { packId, paymentMethod: 'card' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.paymentMethod[0]).toMatch(/Pay at the studio/);
    });

    it('refuses a pack that is not on sale, or another studio’s pack', async () => {
      const retired = await createPack(t.app, admin, { active: false });
      expect((await buy(retired)).json().errors).toEqual({
        packId: ['This pack is not on sale. Choose another one.'],
      });
      const ours = await createPack(t.app, admin);
      expect((await buy(ours, undefined, otherMember)).statusCode).toBe(422);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers a repeated purchase with the first answer and creates one purchase', async () => {
      const packId = await createPack(t.app, admin);
      const key = randomUUID();
      const first = await buy(packId, key);
      const second = await buy(packId, key);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(second.headers['idempotency-replayed']).toBe('true');
      const rows = await db().select().from(purchases).where(eq(purchases.packId, packId));
      expect(rows).toHaveLength(1);
    });

    it('records a repeated cash payment once and grants once; the same key with another body is a 422', async () => {
      const packId = await createPack(t.app, admin, { grants: [{ kind: 'recovery', quantity: 3 }] });
      const purchaseId = (await buy(packId)).json().purchase.id;
      const before = await available('recovery');
      const key = randomUUID();
      const body = { customerId: memberId, purchaseId, amount: '$650.00' };
      const first = await post(admin, '/api/payments', body, key);
      const second = await post(admin, '/api/payments', { ...body, amount: '650' }, key);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(await available('recovery')).toBe(before + 3);
      expect(await db().select().from(payments).where(eq(payments.purchaseId, purchaseId))).toHaveLength(1);

      const different = await post(admin, '/api/payments', { ...body, note: 'changed' }, key);
      expect(different.statusCode).toBe(422);
      expect(different.json().detail).toBe('This Idempotency-Key was already used with a different request.');
    });

    it('refunds once for a repeated refund request, and adjusts once for a repeated adjustment', async () => {
      const paid = await post(admin, '/api/payments', { customerId: memberId, amount: '$200.00' });
      const paymentId = paid.json().id;
      const key = randomUUID();
      const refund = { amount: '$50.00', reason: 'Overcharged' };
      const first = await post(admin, `/api/payments/${paymentId}/refunds`, refund, key);
      const second = await post(admin, `/api/payments/${paymentId}/refunds`, refund, key);
      expect(first.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect((await get(admin, `/api/payments/${paymentId}`)).json().refundedCents).toBe(5_000);

      const before = await available('youth');
      const adjustKey = randomUUID();
      const adjustment = { kind: 'youth', delta: 2, reason: 'Goodwill' };
      await post(admin, `/api/customers/${memberId}/credit-adjustments`, adjustment, adjustKey);
      await post(admin, `/api/customers/${memberId}/credit-adjustments`, adjustment, adjustKey);
      expect(await available('youth')).toBe(before + 2);
    });
  });

  describe('amounts typed by a person', () => {
    it('accepts "$1,250.00", refuses "74.99" under the minimum and "abc", each on the amount field', async () => {
      const ok = await post(admin, '/api/payments', {
        customerId: memberId,
        amount: '$1,250.00',
        note: 'Team event',
      });
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({ amountCents: 125_000, purchaseId: null, note: 'Team event' });

      const low = await post(admin, '/api/payments', { customerId: memberId, amount: '74.99' });
      expect(low.statusCode).toBe(400);
      expect(low.json().errors).toEqual({ amount: ['Amount must be at least $75.00.'] });

      const text = await post(admin, '/api/payments', { customerId: memberId, amount: 'abc' });
      expect(text.statusCode).toBe(400);
      expect(text.json().errors).toEqual({ amount: ['Enter a valid amount, like $1,250.00.'] });
    });

    it('follows the business’s own minimum amount', async () => {
      const studio = await buildStudio(db(), { bookBeforePaying: false, customers: 1, experts: 0 });
      await db()
        .update(businesses)
        .set({ minAmountCents: 5_000 })
        .where(eq(businesses.id, studio.businessId));
      const owner = studio.principal.cookie;
      const ok = await post(owner, '/api/payments', {
        customerId: onlyCustomer(studio).membershipId,
        amount: '74.99',
      });
      expect(ok.statusCode).toBe(201);
      const low = await post(owner, '/api/payments', {
        customerId: onlyCustomer(studio).membershipId,
        amount: '$49.99',
      });
      expect(low.json().errors).toEqual({ amount: ['Amount must be at least $50.00.'] });
    });
  });

  describe('refunds', () => {
    it('refunds in part, then the rest, never more than was paid, and books each refund', async () => {
      const packId = await createPack(t.app, admin, {
        price: '$300.00',
        grants: [{ kind: 'nutrition', quantity: 4 }],
      });
      const purchaseId = (await buy(packId)).json().purchase.id;
      const paymentId = (
        await post(admin, '/api/payments', { customerId: memberId, purchaseId, amount: '300' })
      ).json().id;

      const part = await post(admin, `/api/payments/${paymentId}/refunds`, {
        amount: '$100.00',
        reason: 'One session canceled',
      });
      expect(part.statusCode).toBe(201);
      expect(part.json().payment).toMatchObject({ refundedCents: 10_000, netCents: 20_000 });
      expect((await get(member, `/api/me/purchases/${purchaseId}`)).json().purchase.status).toBe(
        'partially_refunded',
      );

      const tooMuch = await post(admin, `/api/payments/${paymentId}/refunds`, {
        amount: '$200.01',
        reason: 'All of it',
      });
      expect(tooMuch.statusCode).toBe(422);
      expect(tooMuch.json().errors).toEqual({ amount: ['At most $200.00 of this payment can be refunded.'] });

      const rest = await post(admin, `/api/payments/${paymentId}/refunds`, {
        amount: '200',
        reason: 'Moving away',
      });
      expect(rest.statusCode).toBe(201);
      expect(rest.json().payment.refunds.map((r: { amountCents: number }) => r.amountCents)).toEqual([
        10_000, 20_000,
      ]);
      const receipt = (await get(member, `/api/me/purchases/${purchaseId}`)).json();
      expect(receipt.purchase.status).toBe('refunded');
      expect(receipt.refunds).toHaveLength(2);
      expect(JSON.stringify(receipt)).not.toContain('Moving away');

      const none = await post(admin, `/api/payments/${paymentId}/refunds`, { amount: '1', reason: 'Again' });
      expect(none.json().errors).toEqual({ amount: ['This payment has already been refunded in full.'] });
      const noReason = await post(admin, `/api/payments/${paymentId}/refunds`, { amount: '1', reason: ' ' });
      expect(noReason.json().errors).toEqual({ reason: ['Give a reason.'] });

      const refundLines = await db()
        .select({ account: journalLines.account, cents: journalLines.amountCents })
        .from(journalLines)
        .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
        .where(and(eq(journalEntries.businessId, businessId), eq(journalEntries.sourceType, 'refund')));
      expect(refundLines).toEqual(
        expect.arrayContaining([
          { account: 'refunds', cents: 20_000 },
          { account: 'cash_drawer', cents: -20_000 },
        ]),
      );
      await expectBooksBalanced();
    });

    it('lets the database refuse a refunded total above the amount and any edit of a payment', async () => {
      const paymentId = (await post(admin, '/api/payments', { customerId: memberId, amount: '100' })).json()
        .id;
      expect(
        await databaseRefusal(
          db().execute(sql`update payments set refunded_cents = 10001 where id = ${paymentId}`),
        ),
      ).toMatch(/payments_refunded_range/);
      expect(
        await databaseRefusal(
          db().execute(sql`update payments set amount_cents = 1 where id = ${paymentId}`),
        ),
      ).toMatch(/only the refunded total/);
      expect(await databaseRefusal(db().execute(sql`delete from payments where id = ${paymentId}`))).toMatch(
        /cannot be changed or deleted/,
      );
    });

    it('lets two refunds at once take at most what was paid', async () => {
      const paymentId = (await post(admin, '/api/payments', { customerId: memberId, amount: '100' })).json()
        .id;
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          post(admin, `/api/payments/${paymentId}/refunds`, { amount: '60', reason: 'Race' }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect((await get(admin, `/api/payments/${paymentId}`)).json().refundedCents).toBe(6_000);
    });
  });

  describe('manual credit adjustments', () => {
    it('needs a reason, never takes a balance below zero, and shows the reason in the history', async () => {
      const url = `/api/customers/${memberId}/credit-adjustments`;
      const noReason = await post(admin, url, { kind: 'duo', delta: 3, reason: '' });
      expect(noReason.json().errors).toEqual({ reason: ['Give a reason.'] });
      const added = await post(admin, url, { kind: 'duo', delta: 3, reason: 'Makeup for a canceled class' });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({ kind: 'duo', available: 3, held: 0 });
      const tooMany = await post(admin, url, { kind: 'duo', delta: -4, reason: 'Oops' });
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().errors.delta).toHaveLength(1);
      const history = (await get(admin, `/api/customers/${memberId}/credits?kind=duo`)).json().history;
      expect(history.items[0]).toMatchObject({
        type: 'adjustment',
        availableDelta: 3,
        reason: 'Makeup for a canceled class',
      });
    });
  });

  describe('tenancy and ownership', () => {
    it('keeps another studio’s staff away from our customers and payments', async () => {
      const paymentId = (await post(admin, '/api/payments', { customerId: memberId, amount: '100' })).json()
        .id;
      const before = await db().select().from(payments).where(eq(payments.customerId, memberId));
      for (const url of [
        `/api/customers/${memberId}/credits`,
        `/api/customers/${memberId}/purchases`,
        `/api/payments/${paymentId}`,
      ]) {
        expect((await get(otherOwner, url)).statusCode, url).toBe(404);
      }
      expect(
        (await post(otherOwner, '/api/payments', { customerId: memberId, amount: '100' })).statusCode,
      ).toBe(404);
      expect(
        (await post(otherOwner, `/api/payments/${paymentId}/refunds`, { amount: '100', reason: 'Steal' }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await post(otherOwner, `/api/customers/${memberId}/credit-adjustments`, {
            kind: 'training',
            delta: 5,
            reason: 'x',
          })
        ).statusCode,
      ).toBe(404);
      const list = (await get(otherOwner, `/api/payments?customerId=${memberId}`)).json();
      expect(list.total).toBe(0);
      const csv = (await get(otherOwner, '/api/payments.csv')).body;
      expect(csv).not.toContain(customer.email);
      expect(await db().select().from(payments).where(eq(payments.customerId, memberId))).toHaveLength(
        before.length,
      );
      // Our staff cannot pay their customer either.
      expect(
        (await post(admin, '/api/payments', { customerId: onlyCustomer(other).membershipId, amount: '100' }))
          .statusCode,
      ).toBe(404);
    });

    it('shows a member only their own purchases and credits', async () => {
      const packId = await createPack(t.app, admin);
      const purchaseId = (await buy(packId)).json().purchase.id;
      expect((await get(otherMember, `/api/me/purchases/${purchaseId}`)).statusCode).toBe(404);
      const newcomer = await buildStudio(db(), { bookBeforePaying: false, customers: 1, experts: 0 });
      const stranger = onlyCustomer(newcomer).cookie;
      expect((await get(stranger, '/api/me/purchases')).json().total).toBe(0);
      expect((await get(stranger, '/api/me/credits')).json().balances).toEqual([]);
    });

    it('refuses money tools to members and experts', async () => {
      for (const cookie of [member, expert]) {
        expect(
          (await post(cookie, '/api/payments', { customerId: memberId, amount: '100' })).statusCode,
        ).toBe(403);
        expect((await get(cookie, '/api/payments')).statusCode).toBe(403);
        expect((await get(cookie, `/api/customers/${memberId}/credits`)).statusCode).toBe(403);
        expect(
          (
            await post(cookie, `/api/customers/${memberId}/credit-adjustments`, {
              kind: 'training',
              delta: 5,
              reason: 'x',
            })
          ).statusCode,
        ).toBe(403);
      }
    });
  });

  describe('payments list and CSV export', () => {
    it('filters by method, customer and day, with totals over every match', async () => {
      const studio = await buildStudio(db(), { bookBeforePaying: false, customers: 1, experts: 0 });
      const owner = studio.principal.cookie;
      await post(owner, '/api/payments', { customerId: onlyCustomer(studio).membershipId, amount: '100' });
      const second = (
        await post(owner, '/api/payments', {
          customerId: onlyCustomer(studio).membershipId,
          amount: '$250.50',
        })
      ).json();
      await post(owner, `/api/payments/${second.id}/refunds`, { amount: '50.50', reason: 'Partial' });

      const page = (await get(owner, '/api/payments?pageSize=5')).json();
      expect(page).toMatchObject({ total: 2, page: 1, pageSize: 5 });
      expect(page.totals).toEqual({ count: 2, amountCents: 35_050, refundedCents: 5_050, netCents: 30_000 });
      expect(page.items[0].id).toBe(second.id);
      expect(page.items[0].refunds).toEqual([
        expect.objectContaining({ amountCents: 5_050, reason: 'Partial' }),
      ]);

      expect((await get(owner, '/api/payments?method=card')).json().total).toBe(0);
      expect(
        (await get(owner, `/api/payments?customerId=${onlyCustomer(studio).membershipId}`)).json().total,
      ).toBe(2);
      const today = new Date().toISOString().slice(0, 10);
      const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
      expect((await get(owner, `/api/payments?from=${yesterday}&to=${today}`)).json().total).toBe(2);
      expect((await get(owner, `/api/payments?to=${yesterday}`)).json().total).toBe(0);
      expect((await get(owner, '/api/payments?from=22-11-2026')).json().errors).toHaveProperty('from');
    });

    it('exports CSV with a header, escaped cells and formulas turned into text', async () => {
      const studio = await buildStudio(db(), { bookBeforePaying: false, customers: 1, experts: 0 });
      const owner = studio.principal.cookie;
      await post(owner, '/api/payments', {
        customerId: onlyCustomer(studio).membershipId,
        amount: '$1,250.00',
        note: '=HYPERLINK("http://evil.test","Click, please")',
      });
      await post(owner, '/api/payments', {
        customerId: onlyCustomer(studio).membershipId,
        amount: '80',
        note: '@SUM(A1:A2)',
      });
      const response = await get(owner, '/api/payments.csv');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="payments.*\.csv"$/);
      const rows = response.body.split('\r\n');
      expect(rows[0]).toBe('Receipt,Date,Customer,Email,Method,For,Amount,Refunded,Net,Note,Recorded by');
      expect(rows).toHaveLength(4); // header, two payments, and the empty string after the last CRLF
      expect(rows[3]).toBe('');
      const [newest, oldest] = [rows[1] ?? '', rows[2] ?? ''];
      const payer = onlyCustomer(studio);
      expect(newest).toMatch(
        new RegExp(
          `^R-\\d+,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},${payer.name},${payer.email},cash,,80\\.00,0\\.00,80\\.00,'@SUM\\(A1:A2\\),${studio.principal.name}$`,
        ),
      );
      expect(oldest).toContain(
        ',1250.00,0.00,1250.00,"\'=HYPERLINK(""http://evil.test"",""Click, please"")",',
      );
      const filtered = await get(owner, '/api/payments.csv?method=card');
      expect(filtered.body.split('\r\n')).toHaveLength(2);
    });
  });

  describe('lots and purchases', () => {
    it('grants each kind of a package once, with the pack’s expiry counted from payment', async () => {
      const packId = await createPack(t.app, admin, {
        type: 'service_package',
        name: 'Nutrition package',
        price: '$300.00',
        grants: [
          { kind: 'assessment', quantity: 1 },
          { kind: 'nutrition', quantity: 4 },
        ],
        expiryDays: 120,
      });
      const purchaseId = (await buy(packId)).json().purchase.id;
      const paidAt = Date.now();
      await post(admin, '/api/payments', { customerId: memberId, purchaseId, amount: '300' });
      const lots = await db().select().from(creditLots).where(eq(creditLots.sourceId, purchaseId));
      expect(lots.map((lot) => [lot.kind, lot.granted]).sort()).toEqual([
        ['assessment', 1],
        ['nutrition', 4],
      ]);
      for (const lot of lots) {
        const days = ((lot.expiresAt?.getTime() ?? 0) - paidAt) / 86_400_000;
        expect(days).toBeGreaterThan(119.99);
        expect(days).toBeLessThan(120.01);
      }
      // $300.00 split 1:4 by credit count: exactly $60.00 and $240.00.
      expect(Object.fromEntries(lots.map((lot) => [lot.kind, lot.valueCents]))).toEqual({
        assessment: 6_000,
        nutrition: 24_000,
      });
      const staffView = (await get(admin, `/api/customers/${memberId}/purchases`)).json();
      expect(staffView.items.find((item: { id: string }) => item.id === purchaseId)).toMatchObject({
        status: 'paid',
      });
    });

    it('stores on each lot of a multi-grant pack its exact share, the leftover cent on the largest remainder', async () => {
      // $100.00 for 1 + 2 + 4 credits: exact 1428.571, 2857.142 and 5714.285 cents. The floors leave
      // one cent, which goes to the largest remainder (the first lot), so the shares add up to $100.00.
      const packId = await createPack(t.app, admin, {
        type: 'service_package',
        name: 'Sevens package',
        price: '$100.00',
        grants: [
          { kind: 'recovery', quantity: 1 },
          { kind: 'massage', quantity: 2 },
          { kind: 'boxing', quantity: 4 },
        ],
      });
      const purchaseId = (await buy(packId)).json().purchase.id;
      const paid = await post(admin, '/api/payments', { customerId: memberId, purchaseId, amount: '100' });
      expect(paid.statusCode).toBe(201);
      const lots = await db().select().from(creditLots).where(eq(creditLots.sourceId, purchaseId));
      expect(Object.fromEntries(lots.map((lot) => [lot.kind, [lot.granted, lot.valueCents]]))).toEqual({
        recovery: [1, 1429],
        massage: [2, 2857],
        boxing: [4, 5714],
      });
      await expectBooksBalanced();
    });
  });
});
