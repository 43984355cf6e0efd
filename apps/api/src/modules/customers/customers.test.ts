import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { asUser, signIn } from '../../../test/support/auth.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { businesses, memberships, users } from '../../db/schema/index.ts';
import { createFieldCipher } from '../../lib/field-encryption.ts';
import { seedDemoMoney } from '../../seed/demo-money-seed.ts';
import { seedDemoBusiness } from '../../seed/demo-seed.ts';

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
  let staff: string;
  let otherCustomerId: string;

  /** A customer membership of `businessId`, written straight to the tables. */
  async function addCustomer(businessId: string, fullName: string, email: string) {
    const [user] = await t.database.db.insert(users).values({ email, fullName }).returning();
    const [membership] = await t.database.db
      .insert(memberships)
      .values({ businessId, userId: user?.id ?? '', role: 'customer', onboardedAt: new Date() })
      .returning();
    if (!membership) throw new Error('no membership');
    return membership.id;
  }

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoBusiness(t.database.db);
    await seedDemoMoney(t.database.db, createFieldCipher(randomBytes(32)));
    const [demo] = await t.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.slug, 'demo-fitness-studio'));
    const [other] = await t.database.db
      .insert(businesses)
      .values({ name: 'Other Studio', slug: `other-${kind}` })
      .returning();
    if (!demo || !other) throw new Error('setup failed');
    for (let index = 1; index <= 12; index += 1) {
      const number = String(index).padStart(2, '0');
      await addCustomer(demo.id, `Zed Paging ${number}`, `paging-${number}@demo.test`);
    }
    otherCustomerId = await addCustomer(other.id, 'Olga Othershop', 'olga@other.test');
    staff = await signIn(t.app, 'admin@demo.test');
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
    expect(emails).toContain('member@demo.test');
    expect(emails).toContain('newmember@demo.test');
    expect(emails).not.toContain('admin@demo.test');
    expect(emails).not.toContain('principal@demo.test');
    expect(emails).not.toContain('expert@demo.test');
    expect(emails).not.toContain('olga@other.test');
    expect(body.total).toBe(14);
  });

  it('pages through the list in name order with the total of every match', async () => {
    const first = await list('?pageSize=5');
    const third = await list('?pageSize=5&page=3');
    expect(first.body).toMatchObject({ total: 14, page: 1, pageSize: 5 });
    expect(first.body.items.map((item) => item.fullName)).toEqual([
      'Maya Member',
      'Noah Newmember',
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
    expect((await list('?q=maya')).body.items.map((item) => item.email)).toEqual(['member@demo.test']);
    expect((await list('?q=NEWMEMBER%40')).body.items.map((item) => item.fullName)).toEqual([
      'Noah Newmember',
    ]);
    expect((await list('?q=paging-1')).body.total).toBe(3);
    expect((await list('?q=%25')).body.total).toBe(0);
    expect((await list('?q=olga')).body.total).toBe(0);
  });

  it('sorts by a field, descending with a leading minus, and refuses unknown fields', async () => {
    const byEmailDesc = await list('?sort=-email&pageSize=5');
    expect(byEmailDesc.body.items[0]?.email).toBe('paging-12@demo.test');
    const refused = await list('?sort=passwordHash');
    expect(refused.status).toBe(400);
  });

  it('shows each customer’s available credits, pending purchases and onboarding state', async () => {
    const { body } = await list('?q=demo.test&pageSize=100');
    const maya = body.items.find((item) => item.email === 'member@demo.test');
    const noah = body.items.find((item) => item.email === 'newmember@demo.test');
    // The demo money seed: 10 training paid, nutrition package paid (1 assessment + 4 nutrition),
    // the intro assessment's credit taken back, one massage pack waiting for cash.
    expect(maya).toMatchObject({ onboarded: true, creditsAvailable: 15, pendingPurchases: 1 });
    expect(noah).toMatchObject({ onboarded: false, creditsAvailable: 0, pendingPurchases: 0 });
  });

  it('answers one customer of the business, and 404 for another business’s customer or a staff member', async () => {
    const { body } = await list('?q=maya');
    const maya = body.items[0];
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${maya?.id}`,
      headers: { cookie: staff },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      fullName: 'Maya Member',
      email: 'member@demo.test',
      status: 'active',
    });

    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${otherCustomerId}`,
      headers: { cookie: staff },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('Olga');

    const [adminMembership] = await t.database.db
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.email, 'admin@demo.test'));
    const notACustomer = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${adminMembership?.id}`,
      headers: { cookie: staff },
    });
    expect(notACustomer.statusCode).toBe(404);
  });

  it('refuses members and experts', async () => {
    for (const email of ['member@demo.test', 'expert@demo.test']) {
      const cookie = await signIn(t.app, email);
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
