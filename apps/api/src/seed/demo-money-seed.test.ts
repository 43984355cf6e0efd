import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../test/support/databases.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  businessBankAccounts,
  creditPacks,
  memberships,
  payees,
  payments,
  purchases,
  seedRuns,
  users,
} from '../db/schema/index.ts';
import { createFieldCipher } from '../lib/field-encryption.ts';
import { findCreditLedgerViolations } from '../modules/credits/credits.invariants.ts';
import { getBalances } from '../modules/credits/credits.service.ts';
import { findUnbalancedJournalEntries, getAccountBalances } from '../modules/ledger/journal.repository.ts';
import { seedDemoMoney } from './demo-money-seed.ts';
import { seedDemoBusiness } from './demo-seed.ts';

describe.each(testDatabaseKinds())('demo money seed on %s', (kind) => {
  let database: DatabaseHandle;
  const cipher = createFieldCipher(randomBytes(32));
  beforeEach(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(() => database.close());

  it('adds packs, purchases in every state, cash payments, encrypted payees and the bank account, once', async () => {
    await seedDemoBusiness(database.db);
    expect(await seedDemoMoney(database.db, cipher)).toBe(true);
    expect(await seedDemoMoney(database.db, cipher)).toBe(false);
    const db = database.db;

    const packs = await db.select().from(creditPacks);
    expect(packs.map((pack) => [pack.name, pack.priceCents, pack.active])).toEqual(
      expect.arrayContaining([
        ['10 Training credits', 65_000, true],
        ['5 Massage credits', 47_500, true],
        ['Intro Assessment', 9_500, true],
        ['Nutrition package', 30_000, true],
      ]),
    );
    const statuses = (await db.select().from(purchases)).map((purchase) => purchase.status).sort();
    expect(statuses).toEqual(['canceled', 'paid', 'partially_refunded', 'pending', 'refunded']);
    const cash = await db.select().from(payments);
    expect(cash).toHaveLength(4);
    expect(cash.every((payment) => payment.method === 'cash')).toBe(true);

    const [member] = await db
      .select({ id: memberships.id, businessId: memberships.businessId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.email, 'member@demo.test'));
    const balances = await getBalances(db, member?.businessId ?? '', member?.id ?? '');
    expect(Object.fromEntries(balances.map((b) => [b.kind, b.available]))).toEqual({
      // The full refund took the Intro Assessment's credit back; the $75.00 refund of the $300.00
      // Nutrition package took back the one nutrition credit its quarter covers (decision 0026). The
      // massage pack to pay at the studio gave its credits at once (decision 0046).
      assessment: 1,
      massage: 5,
      nutrition: 3,
      recovery: 1,
      training: 10,
    });
    const accounts = await getAccountBalances(db, member?.businessId ?? '');
    expect(accounts).toMatchObject({
      cash_drawer: 65_000 + 9_500 + 30_000 + 8_000 - 9_500 - 7_500,
      // Of the $170.00 refunded, $95.00 + $60.00 was for credits taken back: it leaves deferred revenue.
      refunds: 17_000 - 9_500 - 6_000,
      revenue: -8_000,
      deferred_revenue: -(65_000 + 9_500 + 30_000 + 47_500) + 9_500 + 6_000,
      // The massage pack's price, owed until paid at the desk.
      accounts_receivable: 47_500,
    });
    expect(await findUnbalancedJournalEntries(db)).toEqual([]);
    expect(await findCreditLedgerViolations(db)).toEqual([]);

    const stored = await db.select().from(payees);
    expect(stored.map((payee) => payee.name).sort()).toEqual(['Coastal Recovery Co.', 'Erin Expert']);
    for (const payee of stored) {
      expect(payee.accountNumberEncrypted).toMatch(/^v1:/);
      expect(cipher.decrypt(payee.accountNumberEncrypted).endsWith(payee.accountLast4)).toBe(true);
      expect(cipher.decrypt(payee.taxIdEncrypted)).toMatch(/^\d{9}$/);
    }
    // One savings account, and the contractor paid by cheque (outside the NACHA file).
    expect(
      stored
        .map((payee) => [payee.name, payee.accountType, payee.paidOutsideAch])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ).toEqual([
      ['Coastal Recovery Co.', 'checking', true],
      ['Erin Expert', 'savings', false],
    ]);
    const [bank] = await db.select().from(businessBankAccounts);
    expect(bank).toMatchObject({
      businessId: member?.businessId,
      ein: '841234567',
      bankName: 'First Demo Bank',
      immediateOrigin: null,
    });
    expect(cipher.decrypt(bank?.accountNumberEncrypted ?? '')).toBe('5550009876');
  });

  it('does nothing, and stays ready to run, when there is no demo business', async () => {
    expect(await seedDemoMoney(database.db, cipher)).toBe(false);
    expect(await database.db.select().from(seedRuns)).toEqual([]);
  });
});
