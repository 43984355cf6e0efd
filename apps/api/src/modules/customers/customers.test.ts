import type { CreditKind } from '@bmp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson, apiOf, buildStudio, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { asUser } from '../../../test/support/auth.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { createPack } from '../purchases/purchases.factories.ts';

type CustomerJson = {
  id: string;
  fullName: string;
  email: string;
  onboarded: boolean;
  status: string;
  creditsAvailable: number;
  pendingPurchases: number;
};
type PageJson = { items: CustomerJson[]; total: number; page: number; pageSize: number };

describe.each(testDatabaseKinds())('the customers list and details on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let staff: string;
  /** Onboarded, with paid packs, a credit taken back and a pack waiting for cash. */
  let active: Person;
  /** Signed up, still onboarding, nothing bought. */
  let newcomer: Person;
  let expert: Person;
  let olga: Person;
  let otherCustomerId: string;
  const api = apiOf(() => t.app);

  /** A pack bought at the studio by `customer`, paid in cash unless `paid` is false. */
  async function buyPack(customer: Person, grants: { kind: CreditKind; quantity: number }[], paid = true) {
    const packId = await createPack(t.app, staff, { price: '$100.00', grants });
    const bought = await api.post(customer.cookie, '/api/purchases', { packId, paymentMethod: 'studio' });
    expect(bought.statusCode).toBe(201);
    if (!paid) return;
    const payment = await api.post(staff, '/api/payments', {
      customerId: customer.membershipId,
      purchaseId: bought.json().purchase.id,
      amount: '$100.00',
    });
    expect(payment.statusCode).toBe(201);
  }

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const db = t.database.db;
    studio = await buildStudio(db, { bookBeforePaying: false, experts: 1, customers: 0 });
    staff = studio.admin.cookie;
    expert = studio.experts[0] as Person;
    // Names chosen so the name order is active, newcomer, then the paging customers.
    active = await addPerson(db, studio, 'customer', { name: 'Ada Active' });
    newcomer = await addPerson(db, studio, 'customer', { name: 'Ned Newcomer', onboarded: false });
    for (let index = 1; index <= 12; index += 1) {
      const number = String(index).padStart(2, '0');
      await addPerson(db, studio, 'customer', {
        name: `Zed Paging ${number}`,
        email: `paging-${number}@example.com`,
      });
    }
    const other = await buildStudio(db, { bookBeforePaying: false, experts: 0, customers: 0 });
    olga = await addPerson(db, other, 'customer', { name: 'Olga Othershop' });
    otherCustomerId = olga.membershipId;

    await buyPack(active, [{ kind: 'training', quantity: 10 }]);
    await buyPack(active, [
      { kind: 'assessment', quantity: 1 },
      { kind: 'nutrition', quantity: 4 },
    ]);
    const takenBack = await api.post(staff, `/api/customers/${active.membershipId}/credit-adjustments`, {
      kind: 'assessment',
      delta: -1,
      reason: 'Assessment given back',
    });
    expect(takenBack.statusCode).toBe(201);
    await buyPack(active, [{ kind: 'massage', quantity: 5 }], false);
  });
  afterAll(() => t.close());

  const list = async (query: string, cookie = staff) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers${query}`,
      headers: { cookie },
    });
    return { status: response.statusCode, body: response.json() as PageJson };
  };

  it('lists only the business’s customers, not its staff and not another business’s members', async () => {
    const { status, body } = await list('?pageSize=100');
    expect(status).toBe(200);
    const emails = body.items.map((item) => item.email);
    expect(emails).toContain(active.email);
    expect(emails).toContain(newcomer.email);
    expect(emails).not.toContain(studio.admin.email);
    expect(emails).not.toContain(studio.principal.email);
    expect(emails).not.toContain(expert.email);
    expect(emails).not.toContain(olga.email);
    expect(body.total).toBe(14);
  });

  it('pages through the list in name order with the total of every match', async () => {
    const first = await list('?pageSize=5');
    const third = await list('?pageSize=5&page=3');
    expect(first.body).toMatchObject({ total: 14, page: 1, pageSize: 5 });
    expect(first.body.items.map((item) => item.fullName)).toEqual([
      active.name,
      newcomer.name,
      'Zed Paging 01',
      'Zed Paging 02',
      'Zed Paging 03',
    ]);
    expect(third.body.items.map((item) => item.fullName)).toEqual([
      'Zed Paging 09',
      'Zed Paging 10',
      'Zed Paging 11',
      'Zed Paging 12',
    ]);
  });

  it('searches names and emails, with % and _ taken literally', async () => {
    expect((await list('?q=active')).body.items.map((item) => item.email)).toEqual([active.email]);
    // The newcomer's address up to its @, in capitals.
    const byEmail = encodeURIComponent(
      newcomer.email.slice(0, newcomer.email.indexOf('@') + 1).toUpperCase(),
    );
    expect((await list(`?q=${byEmail}`)).body.items.map((item) => item.fullName)).toEqual([newcomer.name]);
    expect((await list('?q=paging-1')).body.total).toBe(3);
    expect((await list('?q=%25')).body.total).toBe(0);
    expect((await list('?q=olga')).body.total).toBe(0);
  });

  it('sorts by a field, descending with a leading minus, and refuses unknown fields', async () => {
    const byEmailDesc = await list('?sort=-email&pageSize=5');
    expect(byEmailDesc.body.items[0]?.email).toBe('paging-12@example.com');
    const refused = await list('?sort=passwordHash');
    expect(refused.status).toBe(400);
  });

  it('shows each customer’s available credits, pending purchases and onboarding state', async () => {
    const { body } = await list('?pageSize=100');
    const ada = body.items.find((item) => item.email === active.email);
    const ned = body.items.find((item) => item.email === newcomer.email);
    // 10 training paid, 1 assessment + 4 nutrition paid, the assessment taken back; the massage pack
    // waits for cash, so its credits are not there yet.
    expect(ada).toMatchObject({ onboarded: true, creditsAvailable: 10 + 1 + 4 - 1, pendingPurchases: 1 });
    expect(ned).toMatchObject({ onboarded: false, creditsAvailable: 0, pendingPurchases: 0 });
  });

  it('answers one customer of the business, and 404 for another business’s customer or a staff member', async () => {
    const { body } = await list('?q=active');
    const ada = body.items[0];
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${ada?.id}`,
      headers: { cookie: staff },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      fullName: active.name,
      email: active.email,
      status: 'active',
    });

    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${otherCustomerId}`,
      headers: { cookie: staff },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('Olga');

    const notACustomer = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${studio.admin.membershipId}`,
      headers: { cookie: staff },
    });
    expect(notACustomer.statusCode).toBe(404);
  });

  it('refuses members and experts', async () => {
    for (const { cookie } of [active, expert]) {
      expect((await list('', cookie)).status).toBe(403);
      const one = await t.app.inject({
        method: 'GET',
        url: `/api/customers/${otherCustomerId}`,
        headers: asUser(cookie),
      });
      expect(one.statusCode).toBe(403);
    }
  });
});
