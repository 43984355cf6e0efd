import { randomUUID } from 'node:crypto';
import { addDays, creditsDueOnRefund } from '@bmp/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudio } from '../../../test/factories.ts';
import { databaseRefusal } from '../../../test/support/database-refusal.ts';
import { openTestDatabase, testDatabaseKinds } from '../../../test/support/databases.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { CreditKind } from '../../db/schema/index.ts';
import {
  findUnbalancedJournalEntries,
  getAccountBalances,
  postJournalEntry,
  UnbalancedJournalEntryError,
} from '../ledger/journal.repository.ts';
import { insertCreditPack, insertPayment, insertRefund } from '../purchases/purchases.repository.ts';
import {
  cancelCustomerPurchase,
  recordCashPayment,
  startPurchase,
  writeOffPurchase,
} from '../purchases/purchases.service.ts';
import {
  CreditHoldMismatchError,
  CreditHoldSettledError,
  InsufficientCreditsError,
} from './credits.errors.ts';
import { findCreditLedgerViolations } from './credits.invariants.ts';
import {
  adjustCredits,
  expireDueCredits,
  getBalances,
  grantCredits,
  hold,
  lapseUnusedAllowances,
  release,
  spend,
  takeBackRefundedCredits,
} from './credits.service.ts';

// Random sequences of purchases (cash, with a journal entry and a credit grant), retried purchases,
// holds, releases, spends and expiries (which earn the paid credits' revenue), refunds (which take back
// the purchase's unused credits their share covers, refused when some were used unless confirmed:
// decision 0026), adjustments, expiry runs and attempts at an unbalanced journal entry; and pay-at-studio
// purchases whose credits come before the cash (decision 0046), through the purchases service: made
// (refused past the studio's limit of unpaid ones), paid in cash, canceled (the unused credits go back,
// the used ones stay owed) and written off. A small model of lots, holds and what is owed predicts
// every answer; after each step the database must agree with the model and keep every invariant of the
// ledger and journal, accounts receivable equal to what purchases owe among them. Unlimited
// memberships' purchases carry a daily allowance whose passed days lapse when the billing run's step
// comes (decision 0057), on any day, in any order with the rest.

const KINDS = ['training', 'massage'] as const satisfies readonly CreditKind[];
const SERVICES = 4;
const DAY = 86_400_000;
const CENTS_PER_CREDIT = 1_500;

type HoldOp = {
  type: 'hold';
  customer: number;
  kind: (typeof KINDS)[number];
  quantity: number;
  service: number;
};

/** An unlimited membership's daily allowance, counted from the test's day. */
type Allowance = { perDay: number; days: number; startsDaysAgo: number };

type Op =
  | {
      type: 'purchase';
      customer: number;
      kind: (typeof KINDS)[number];
      quantity: number;
      expiresInDays: number | null;
      allowance?: Allowance;
    }
  | { type: 'lapse'; daysAhead: number }
  | { type: 'retryPurchase'; pick: number }
  | HoldOp
  | { type: 'retryHold'; pick: number }
  | { type: 'release'; pick: number }
  | { type: 'spend'; pick: number }
  | { type: 'adjust'; customer: number; kind: (typeof KINDS)[number]; delta: number }
  | { type: 'expire'; daysAhead: number }
  | { type: 'refund'; pick: number; share: number; confirm: boolean }
  | { type: 'unbalanced'; cents: number }
  | {
      type: 'owedPurchase';
      customer: number;
      kind: (typeof KINDS)[number];
      quantity: number;
      expiresInDays: number | null;
    }
  | { type: 'payOwed'; pick: number }
  | { type: 'holdOwed'; pick: number; service: number }
  | { type: 'cancelOwed'; pick: number }
  | { type: 'writeOff'; pick: number };

const customer = fc.integer({ min: 0, max: 1 });
const expiresInDays = fc.option(fc.integer({ min: 1, max: 60 }), { nil: null });
const kind = fc.constantFrom(...KINDS);
const pick = fc.nat({ max: 50 });
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('purchase' as const),
      customer,
      kind,
      quantity: fc.integer({ min: 1, max: 5 }),
      expiresInDays,
    }),
  },
  {
    weight: 2,
    // An unlimited period: perDay × days credits, expiring when its span ends, begun a few days ago.
    arbitrary: fc
      .record({
        customer,
        kind,
        perDay: fc.integer({ min: 1, max: 2 }),
        days: fc.integer({ min: 2, max: 6 }),
        startsDaysAgo: fc.nat({ max: 5 }),
      })
      .map(({ customer: who, kind: creditKind, perDay, days, startsDaysAgo }) => {
        const ago = Math.min(startsDaysAgo, days - 1);
        return {
          type: 'purchase' as const,
          customer: who,
          kind: creditKind,
          quantity: perDay * days,
          expiresInDays: days - ago,
          allowance: { perDay, days, startsDaysAgo: ago },
        };
      }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('lapse' as const), daysAhead: fc.integer({ min: 0, max: 7 }) }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('retryPurchase' as const), pick }) },
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('hold' as const),
      customer,
      kind,
      quantity: fc.integer({ min: 1, max: 3 }),
      service: fc.nat({ max: SERVICES - 1 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('retryHold' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('release' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('spend' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('adjust' as const),
      customer,
      kind,
      delta: fc.integer({ min: -4, max: 4 }).filter((delta) => delta !== 0),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('expire' as const),
      daysAhead: fc.integer({ min: 0, max: 70 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('refund' as const),
      pick,
      // Often the rest of the payment: a full refund wants every credit back, used or not.
      share: fc.oneof(fc.constant(1), fc.double({ min: 0.1, max: 1, noNaN: true })),
      confirm: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('unbalanced' as const),
      // From 2: with 1 the second line would be 0 cents, refused by another check before the balance one.
      cents: fc.integer({ min: 2, max: 10_000 }),
    }),
  },
);

const owedOps: fc.Arbitrary<Op>[] = [
  fc.record({
    type: fc.constant('owedPurchase' as const),
    customer,
    kind,
    quantity: fc.integer({ min: 1, max: 5 }),
    expiresInDays,
  }),
  fc.record({ type: fc.constant('payOwed' as const), pick }),
  // Holds every credit of an owed purchase's kind, so its own credits are used before it is canceled.
  fc.record({
    type: fc.constant('holdOwed' as const),
    pick,
    service: fc.nat({ max: SERVICES - 1 }),
  }),
  fc.record({ type: fc.constant('cancelOwed' as const), pick }),
  fc.record({ type: fc.constant('writeOff' as const), pick }),
];
// Rare beside the other operations, so those keep the share they had (releases, spends and refunds
// still come up in every few sequences); the example below walks every owed path for certain.
const withOwed = fc.oneof(
  { weight: 20, arbitrary: opArbitrary },
  ...owedOps.map((arbitrary, index) => ({ weight: index === 0 ? 2 : 1, arbitrary })),
);

/** Every pay-at-studio path in one sequence, run before the random ones (fast-check `examples`). */
const OWED_EXAMPLE: Op[] = [
  ...[0, 1].flatMap((customerIndex) =>
    KINDS.map((creditKind) => ({
      type: 'purchase' as const,
      customer: customerIndex,
      kind: creditKind,
      quantity: 3,
      expiresInDays: null,
    })),
  ),
  { type: 'owedPurchase', customer: 0, kind: 'training', quantity: 2, expiresInDays: null },
  // Holds every training credit of customer 0, the owed ones among them: canceling leaves them owed.
  { type: 'holdOwed', pick: 0, service: 0 },
  { type: 'cancelOwed', pick: 0 },
  { type: 'payOwed', pick: 0 },
  { type: 'owedPurchase', customer: 1, kind: 'massage', quantity: 2, expiresInDays: null },
  { type: 'holdOwed', pick: 0, service: 1 },
  { type: 'writeOff', pick: 1 },
  { type: 'spend', pick: 1 },
  { type: 'release', pick: 0 },
  // An unlimited period begun two days ago, 2 a day over 4 days: its two passed days lapse (4 credits).
  {
    type: 'purchase',
    customer: 0,
    kind: 'massage',
    quantity: 8,
    expiresInDays: 2,
    allowance: { perDay: 2, days: 4, startsDaysAgo: 2 },
  },
  { type: 'lapse', daysAhead: 0 },
  // A lot due in 3 days, and the expiry run 5 days on: the expiry path runs in every test run, however
  // the random sequences fall (20 of them drew no expiry once).
  { type: 'purchase', customer: 1, kind: 'training', quantity: 2, expiresInDays: 3 },
  { type: 'expire', daysAhead: 5 },
];

/** How many unpaid pay-at-studio purchases the property's studio lets one member hold. */
const UNPAID_LIMIT = 2;

// Every run opens with a purchase for each customer and kind, so holds have credits to race for.
const openingPurchases: fc.Arbitrary<Op[]> = fc.tuple(
  ...[0, 1].flatMap((customerIndex) =>
    KINDS.map((creditKind) =>
      fc.record({
        type: fc.constant('purchase' as const),
        customer: fc.constant(customerIndex),
        kind: fc.constant(creditKind),
        quantity: fc.integer({ min: 2, max: 8 }),
        expiresInDays,
      }),
    ),
  ),
);
const sequences = fc
  .tuple(openingPurchases, fc.array(withOwed, { minLength: 5, maxLength: 25 }))
  .map(([opening, rest]) => [...opening, ...rest]);

type ModelLot = {
  key: string;
  remaining: number;
  expiresInDays: number | null;
  expired: boolean;
  order: number;
  /** Cents each credit of the lot earns when used or expired (0 for free credits). */
  centsPerCredit: number;
  granted: number;
  /** Credits refunds took back. */
  refunded: number;
  /** Credits used or expired (lapsed ones too): `recognized_credits`. */
  recognized: number;
  allowance?: Allowance;
};
type ModelHold = {
  id: string;
  key: string;
  customer: number;
  kind: (typeof KINDS)[number];
  service: number;
  quantity: number;
  status: 'held' | 'spent' | 'released';
  taken: { lot: ModelLot; quantity: number }[];
};
/** A pay-at-studio purchase whose credits came first: what it owes, and where it stands. */
type ModelOwed = {
  id: string;
  customer: number;
  lot: ModelLot;
  priceCents: number;
  owedCents: number;
  status: 'pending' | 'paid' | 'canceled';
};
type ModelPurchase = Extract<Op, { type: 'purchase' }> & {
  id: string;
  priceCents: number;
  refundedCents: number;
  lot?: ModelLot;
  /** The payment row its refunds point at (made on the first refund). */
  paymentId?: string;
};

/** What the ledger should say, computed without a database. */
class LedgerModel {
  lots: ModelLot[] = [];
  holds: ModelHold[] = [];
  purchases: ModelPurchase[] = [];
  owed: ModelOwed[] = [];
  balances = new Map<string, { available: number; held: number }>();
  accounts = {
    cash_drawer: 0,
    deferred_revenue: 0,
    revenue: 0,
    refunds: 0,
    accounts_receivable: 0,
    bad_debt: 0,
  };
  private order = 0;

  balance(key: string) {
    let balance = this.balances.get(key);
    if (!balance) {
      balance = { available: 0, held: 0 };
      this.balances.set(key, balance);
    }
    return balance;
  }

  addLot(
    key: string,
    quantity: number,
    expiresInDays: number | null,
    centsPerCredit = 0,
    allowance?: Allowance,
  ): ModelLot {
    const lot: ModelLot = {
      ...(allowance ? { allowance } : {}),
      recognized: 0,
      key,
      remaining: quantity,
      expiresInDays,
      expired: false,
      order: this.order++,
      centsPerCredit,
      granted: quantity,
      refunded: 0,
    };
    this.lots.push(lot);
    this.balance(key).available += quantity;
    return lot;
  }

  /** Soonest expiry first, lots without expiry last, then oldest first: the ledger's rule. */
  take(key: string, quantity: number) {
    const usable = this.lots
      .filter((lot) => lot.key === key && !lot.expired && lot.remaining > 0)
      .sort(
        (a, b) =>
          (a.expiresInDays ?? Number.POSITIVE_INFINITY) - (b.expiresInDays ?? Number.POSITIVE_INFINITY) ||
          a.order - b.order,
      );
    const taken: { lot: ModelLot; quantity: number }[] = [];
    let left = quantity;
    for (const lot of usable) {
      if (left === 0) break;
      const amount = Math.min(left, lot.remaining);
      lot.remaining -= amount;
      left -= amount;
      taken.push({ lot, quantity: amount });
    }
    this.balance(key).available -= quantity;
    return taken;
  }

  /** Paid credits used or expired: their cents leave deferred revenue for revenue. */
  earn(cents: number) {
    this.accounts.deferred_revenue += cents;
    this.accounts.revenue -= cents;
  }

  /** Expires the lots due `daysAhead` days from now; answers how many credits expired. */
  expire(daysAhead: number) {
    let expired = 0;
    for (const lot of this.lots) {
      if (lot.expired || lot.expiresInDays === null || lot.expiresInDays > daysAhead) continue;
      lot.expired = true;
      expired += lot.remaining;
      lot.recognized += lot.remaining;
      this.earn(lot.remaining * lot.centsPerCredit);
      this.balance(lot.key).available -= lot.remaining;
      lot.remaining = 0;
    }
    return expired;
  }

  /**
   * The days of each allowance ended by `daysAhead` days from now: what they allowed, less what was
   * used, lapsed or is held (the holds' sessions are unknown to the ledger, so they count as passed),
   * lapses from the unused credits and earns. Answers how many credits lapsed.
   */
  lapse(daysAhead: number) {
    let lapsed = 0;
    for (const lot of this.lots) {
      if (!lot.allowance || lot.expired || lot.remaining === 0) continue;
      const passed = Math.min(lot.allowance.days, lot.allowance.startsDaysAgo + daysAhead);
      const held = this.holds
        .filter((hold) => hold.status === 'held')
        .flatMap((hold) => hold.taken)
        .filter((taken) => taken.lot === lot)
        .reduce((sum, taken) => sum + taken.quantity, 0);
      const amount = Math.min(lot.remaining, lot.allowance.perDay * passed - lot.recognized - held);
      if (amount <= 0) continue;
      lot.remaining -= amount;
      lot.recognized += amount;
      this.balance(lot.key).available -= amount;
      this.earn(amount * lot.centsPerCredit);
      lapsed += amount;
    }
    return lapsed;
  }
}

/** One statement that writes an entry whose two lines are a cent apart. */
function unbalancedEntrySql(businessId: string, cents: number) {
  return sql`
    with entry as (
      insert into journal_entries (business_id, memo, source_type, source_id)
      values (${businessId}, 'direct', 'test', ${randomUUID()}) returning id, business_id
    )
    insert into journal_lines (business_id, entry_id, account, amount_cents)
    select business_id, id, 'cash_drawer', ${cents}::bigint from entry
    union all select business_id, id, 'revenue', ${1 - cents}::bigint from entry`;
}

describe.each(testDatabaseKinds())('credit ledger and journal under random sequences on %s', (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('keeps balances non-negative, equal to their entries and lots, and every journal entry balanced', async () => {
    const db = database.db;
    // What the random sequences exercised, so a generator that stopped reaching a path fails loudly.
    const seen = {
      held: 0,
      repeated: 0,
      refused: 0,
      mismatched: 0,
      released: 0,
      spent: 0,
      settledRefused: 0,
      expired: 0,
      refundTook: 0,
      refundRefused: 0,
      owed: 0,
      owedRefused: 0,
      owedPaid: 0,
      owedCanceledUsed: 0,
      writtenOff: 0,
      lapsed: 0,
    };
    // The day the sequences count from, given to the lapse as the billing run gives a studio's day.
    const today = new Date().toISOString().slice(0, 10);
    await fc.assert(
      fc.asyncProperty(sequences, async (ops) => {
        const studio = await buildStudio(db, {
          experts: 0,
          cookies: false,
          customers: 2,
          maxUnpaidPurchases: UNPAID_LIMIT,
        });
        const { businessId } = studio;
        const customerIds = studio.customerIds;
        const services = Array.from({ length: SERVICES }, () => randomUUID());
        const model = new LedgerModel();
        const keyOf = (customerIndex: number, creditKind: string) => `${customerIndex}/${creditKind}`;
        const customerId = (index: number) => customerIds[index] ?? '';

        for (const op of ops) {
          switch (op.type) {
            case 'purchase': {
              const purchase: ModelPurchase = {
                ...op,
                id: `purchase-${model.purchases.length}`,
                priceCents: op.quantity * CENTS_PER_CREDIT,
                refundedCents: 0,
              };
              await purchaseWithCash(purchase);
              model.purchases.push(purchase);
              purchase.lot = model.addLot(
                keyOf(op.customer, op.kind),
                op.quantity,
                op.expiresInDays,
                CENTS_PER_CREDIT,
                op.allowance,
              );
              model.accounts.cash_drawer += purchase.priceCents;
              model.accounts.deferred_revenue -= purchase.priceCents;
              break;
            }
            case 'retryPurchase': {
              const purchase = model.purchases[op.pick % Math.max(1, model.purchases.length)];
              if (!purchase) break;
              const { posted, newlyGranted } = await purchaseWithCash(purchase);
              expect({ posted, newlyGranted }).toEqual({ posted: false, newlyGranted: false });
              break;
            }
            case 'hold':
              await attemptHold(op);
              break;
            case 'retryHold': {
              // The booking engine retrying an earlier hold request exactly as it sent it.
              const earlier = model.holds[op.pick % Math.max(1, model.holds.length)];
              if (earlier) await attemptHold({ ...earlier, type: 'hold' });
              break;
            }
            case 'release':
            case 'spend': {
              const target = model.holds[op.pick % Math.max(1, model.holds.length)];
              if (!target) break;
              const wanted = op.type === 'release' ? 'released' : 'spent';
              const attempt =
                op.type === 'release' ? release(db, businessId, target.id) : spend(db, businessId, target.id);
              if (target.status !== 'held' && target.status !== wanted) {
                await expect(attempt).rejects.toBeInstanceOf(CreditHoldSettledError);
                seen.settledRefused += 1;
                break;
              }
              expect(await attempt).toMatchObject({
                holdId: target.id,
                status: wanted,
                quantity: target.quantity,
              });
              if (target.status === wanted) break;
              target.status = wanted;
              seen[wanted] += 1;
              const balance = model.balance(target.key);
              balance.held -= target.quantity;
              if (wanted === 'released') {
                for (const { lot, quantity } of target.taken) {
                  // Credits whose lot expired while held expire now, and earn like any expiry.
                  if (lot.expired) {
                    lot.recognized += quantity;
                    model.earn(quantity * lot.centsPerCredit);
                    continue;
                  }
                  lot.remaining += quantity;
                  balance.available += quantity;
                }
              } else {
                // Spending earns the revenue the paid credits stood for (the ledger posts it).
                for (const { lot, quantity } of target.taken) lot.recognized += quantity;
                model.earn(
                  target.taken.reduce((sum, { lot, quantity }) => sum + quantity * lot.centsPerCredit, 0),
                );
              }
              break;
            }
            case 'adjust': {
              const key = keyOf(op.customer, op.kind);
              const attempt = adjustCredits(db, businessId, {
                customerId: customerId(op.customer),
                kind: op.kind,
                delta: op.delta,
                reason: 'Property test correction',
                actorUserId: studio.adminUserId,
              });
              if (op.delta > 0) {
                await attempt;
                model.addLot(key, op.delta, null);
              } else if (model.balance(key).available >= -op.delta) {
                await attempt;
                model.take(key, -op.delta);
              } else {
                await expect(attempt).rejects.toBeInstanceOf(InsufficientCreditsError);
              }
              break;
            }
            case 'lapse': {
              const day = addDays(today, op.daysAhead);
              const answer = await lapseUnusedAllowances(db, businessId, {
                today: day,
                startedAt: new Date(`${day}T00:00:00Z`),
              });
              const lapsed = model.lapse(op.daysAhead);
              expect(answer.credits).toBe(lapsed);
              seen.lapsed += lapsed;
              break;
            }
            case 'expire': {
              await expireDueCredits(db, new Date(Date.now() + op.daysAhead * DAY));
              seen.expired += model.expire(op.daysAhead);
              break;
            }
            case 'refund': {
              const purchase = model.purchases[op.pick % Math.max(1, model.purchases.length)];
              if (!purchase?.lot) break;
              const lot = purchase.lot;
              const refundable = purchase.priceCents - purchase.refundedCents;
              const cents = Math.min(refundable, Math.max(1, Math.round(refundable * op.share)));
              if (cents <= 0) break;
              const due = creditsDueOnRefund({
                granted: lot.granted,
                alreadyTaken: lot.refunded,
                paidCents: purchase.priceCents,
                refundedCents: purchase.refundedCents + cents,
              });
              const taken = Math.min(due, lot.remaining);
              const refused = taken < due && !op.confirm;
              const outcome = await refundWithCredits(purchase, cents, op.confirm);
              expect(outcome).toEqual({
                refused,
                lines: due === 0 ? [] : [{ kind: purchase.kind, due, taken }],
              });
              if (refused) {
                seen.refundRefused += 1;
                break;
              }
              seen.refundTook += taken > 0 ? 1 : 0;
              purchase.refundedCents += cents;
              lot.remaining -= taken;
              lot.refunded += taken;
              model.balance(lot.key).available -= taken;
              // The money leaves the drawer; the taken-back credits' value leaves deferred revenue.
              model.accounts.refunds += cents - taken * lot.centsPerCredit;
              model.accounts.cash_drawer -= cents;
              model.accounts.deferred_revenue += taken * lot.centsPerCredit;
              break;
            }
            case 'owedPurchase': {
              const key = keyOf(op.customer, op.kind);
              const unpaid = model.owed.filter(
                (owed) => owed.customer === op.customer && (owed.status === 'pending' || owed.owedCents > 0),
              );
              const pack = await insertCreditPack(db, businessId, {
                type: 'credit_pack',
                name: `${op.quantity} ${op.kind}`,
                description: '',
                priceCents: op.quantity * CENTS_PER_CREDIT,
                grants: [{ kind: op.kind, quantity: op.quantity }],
                expiryDays: op.expiresInDays,
                active: true,
              });
              const attempt = startPurchase(db, undefined, {
                businessId,
                customerId: customerId(op.customer),
                packId: pack.id,
                paymentMethod: 'studio',
                origin: 'http://localhost',
                log: { error: () => {} },
              });
              if (unpaid.length >= UNPAID_LIMIT) {
                expect(await databaseRefusal(attempt)).toMatch(
                  /unpaid purchases, the most this studio allows/,
                );
                seen.owedRefused += 1;
                break;
              }
              const { purchaseId } = await attempt;
              const priceCents = op.quantity * CENTS_PER_CREDIT;
              model.owed.push({
                id: purchaseId,
                customer: op.customer,
                lot: model.addLot(key, op.quantity, op.expiresInDays, CENTS_PER_CREDIT),
                priceCents,
                owedCents: priceCents,
                status: 'pending',
              });
              model.accounts.accounts_receivable += priceCents;
              model.accounts.deferred_revenue -= priceCents;
              seen.owed += 1;
              break;
            }
            case 'payOwed': {
              const target = model.owed[op.pick % Math.max(1, model.owed.length)];
              if (!target) break;
              const attempt = recordCashPayment(db, {
                businessId,
                actorUserId: studio.adminUserId,
                customerId: customerId(target.customer),
                purchaseId: target.id,
                amountCents: target.owedCents || target.priceCents,
              });
              if (target.owedCents === 0) {
                expect(await databaseRefusal(attempt)).toMatch(/already paid|was canceled|written off/);
                break;
              }
              await attempt;
              model.accounts.cash_drawer += target.owedCents;
              model.accounts.accounts_receivable -= target.owedCents;
              target.owedCents = 0;
              if (target.status === 'pending') target.status = 'paid';
              seen.owedPaid += 1;
              break;
            }
            case 'holdOwed': {
              const target = pendingOwed(op.pick);
              if (!target) break;
              const quantity = model.balance(target.lot.key).available;
              if (quantity === 0) break;
              const [, creditKind] = target.lot.key.split('/') as [string, (typeof KINDS)[number]];
              await attemptHold({
                type: 'hold',
                customer: target.customer,
                kind: creditKind,
                quantity,
                service: op.service,
              });
              break;
            }
            case 'cancelOwed': {
              // A pending one when there is one: canceling twice is checked too, but less often.
              const target = pendingOwed(op.pick) ?? model.owed[op.pick % Math.max(1, model.owed.length)];
              if (!target) break;
              const attempt = cancelCustomerPurchase(db, {
                businessId,
                actorUserId: studio.adminUserId,
                customerId: customerId(target.customer),
                purchaseId: target.id,
              });
              if (target.status !== 'pending') {
                expect(await databaseRefusal(attempt)).toMatch(/already canceled|is paid/);
                break;
              }
              const taken = target.lot.remaining;
              expect(await attempt).toEqual({
                owedCents: target.owedCents - taken * CENTS_PER_CREDIT,
                creditsTaken: taken > 0 ? [{ kind: target.lot.key.split('/')[1], quantity: taken }] : [],
              });
              cancelInModel(target);
              if (target.owedCents > 0) seen.owedCanceledUsed += 1;
              break;
            }
            case 'writeOff': {
              const target = model.owed[op.pick % Math.max(1, model.owed.length)];
              if (!target) break;
              const attempt = writeOffPurchase(db, {
                businessId,
                actorUserId: studio.adminUserId,
                customerId: customerId(target.customer),
                purchaseId: target.id,
                reason: 'Property test write-off',
              });
              if (target.status !== 'pending' && target.owedCents === 0) {
                expect(await databaseRefusal(attempt)).toMatch(/owes nothing/);
                break;
              }
              if (target.status === 'pending') cancelInModel(target);
              expect(await attempt).toMatchObject({ owedCents: 0, writtenOffCents: target.owedCents });
              model.accounts.bad_debt += target.owedCents;
              model.accounts.accounts_receivable -= target.owedCents;
              target.owedCents = 0;
              seen.writtenOff += 1;
              break;
            }
            case 'unbalanced': {
              const lines = [
                { account: 'cash_drawer' as const, amountCents: op.cents },
                { account: 'revenue' as const, amountCents: -op.cents + 1 },
              ];
              await expect(
                postJournalEntry(db, businessId, {
                  memo: 'typo',
                  sourceType: 'test',
                  sourceId: randomUUID(),
                  lines,
                }),
              ).rejects.toBeInstanceOf(UnbalancedJournalEntryError);
              // And straight to the tables, past the service's own check: the database refuses it at commit.
              expect(await databaseRefusal(db.execute(unbalancedEntrySql(businessId, op.cents)))).toMatch(
                /does not balance/,
              );
              break;
            }
          }

          // After every step: the database agrees with the model and with itself.
          for (const [index, id] of customerIds.entries()) {
            const balances = await getBalances(db, businessId, id);
            for (const creditKind of KINDS) {
              const expected = model.balances.get(keyOf(index, creditKind)) ?? { available: 0, held: 0 };
              const actual = balances.find((b) => b.kind === creditKind) ?? { available: 0, held: 0 };
              expect({ available: actual.available, held: actual.held }).toEqual(expected);
              expect(expected.available).toBeGreaterThanOrEqual(0);
            }
          }
          expect(await findCreditLedgerViolations(db)).toEqual([]);
          expect(await findUnbalancedJournalEntries(db)).toEqual([]);
          expect(await getAccountBalances(db, businessId)).toMatchObject(model.accounts);
        }

        function pendingOwed(pickIndex: number) {
          const pending = model.owed.filter((owed) => owed.status === 'pending');
          return pending[pickIndex % Math.max(1, pending.length)];
        }

        /** Canceling an owed purchase: its unused credits go back, their share stops being owed. */
        function cancelInModel(target: ModelOwed) {
          const taken = target.lot.remaining;
          target.lot.remaining = 0;
          target.lot.refunded += taken;
          model.balance(target.lot.key).available -= taken;
          target.owedCents -= taken * CENTS_PER_CREDIT;
          model.accounts.accounts_receivable -= taken * CENTS_PER_CREDIT;
          model.accounts.deferred_revenue += taken * CENTS_PER_CREDIT;
          target.status = 'canceled';
        }

        async function attemptHold(op: HoldOp) {
          const key = keyOf(op.customer, op.kind);
          const attempt = hold(db, businessId, {
            customerId: customerId(op.customer),
            kind: op.kind,
            quantity: op.quantity,
            serviceId: services[op.service] ?? '',
          });
          const live = model.holds.find(
            (h) => h.status === 'held' && h.service === op.service && h.customer === op.customer,
          );
          if (live) {
            if (live.kind === op.kind && live.quantity === op.quantity) {
              expect(await attempt).toBe(live.id);
              seen.repeated += 1;
            } else {
              await expect(attempt).rejects.toBeInstanceOf(CreditHoldMismatchError);
              seen.mismatched += 1;
            }
          } else if (model.balance(key).available >= op.quantity) {
            const id = await attempt;
            const taken = model.take(key, op.quantity);
            model.balance(key).held += op.quantity;
            model.holds.push({
              id,
              key,
              customer: op.customer,
              kind: op.kind,
              service: op.service,
              quantity: op.quantity,
              status: 'held',
              taken,
            });
            seen.held += 1;
          } else {
            await expect(attempt).rejects.toBeInstanceOf(InsufficientCreditsError);
            seen.refused += 1;
          }
        }

        /**
         * The refund's part in the ledger, as refundPayment does it in its transaction: the refund row,
         * its journal entry, and the credits taken back; a refusal rolls all of it back.
         */
        async function refundWithCredits(purchase: ModelPurchase, cents: number, confirm: boolean) {
          if (!purchase.paymentId) {
            purchase.paymentId = (
              await insertPayment(db, businessId, {
                customerId: customerId(purchase.customer),
                purchaseId: null,
                method: 'cash',
                amountCents: purchase.priceCents,
                note: purchase.id,
              })
            ).id;
          }
          const paymentId = purchase.paymentId;
          const refusal = new Error('refused');
          let answer: Awaited<ReturnType<typeof takeBackRefundedCredits>> | undefined;
          try {
            await db.transaction(async (tx) => {
              const refund = await insertRefund(tx, businessId, {
                paymentId,
                amountCents: cents,
                reason: 'Property test refund',
                actorUserId: studio.adminUserId,
              });
              await postJournalEntry(tx, businessId, {
                memo: 'Refund at the front desk',
                sourceType: 'refund',
                sourceId: refund.id,
                lines: [
                  { account: 'refunds', amountCents: cents },
                  { account: 'cash_drawer', amountCents: -cents },
                ],
              });
              answer = await takeBackRefundedCredits(tx, businessId, {
                customerId: customerId(purchase.customer),
                purchaseId: purchase.id,
                refundId: refund.id,
                paidCents: purchase.priceCents,
                refundedCents: purchase.refundedCents + cents,
                confirmUsedCredits: confirm,
                actorUserId: studio.adminUserId,
                memo: 'Credits taken back by a refund',
              });
              if (answer.refused) throw refusal;
            });
          } catch (error) {
            if (error !== refusal) throw error;
          }
          return answer;
        }

        async function purchaseWithCash(purchase: ModelPurchase) {
          const { posted } = await postJournalEntry(db, businessId, {
            memo: `${purchase.quantity} ${purchase.kind} credits, paid at the studio`,
            sourceType: 'payment',
            sourceId: purchase.id,
            lines: [
              { account: 'cash_drawer', amountCents: purchase.priceCents },
              { account: 'deferred_revenue', amountCents: -purchase.priceCents },
            ],
          });
          const { newlyGranted } = await grantCredits(db, businessId, {
            customerId: customerId(purchase.customer),
            kind: purchase.kind,
            quantity: purchase.quantity,
            expiresAt:
              purchase.expiresInDays === null ? null : new Date(Date.now() + purchase.expiresInDays * DAY),
            source: { type: 'purchase', id: purchase.id },
            valueCents: purchase.priceCents,
            dailyAllowance: purchase.allowance
              ? {
                  perDay: purchase.allowance.perDay,
                  startsOn: addDays(today, -purchase.allowance.startsDaysAgo),
                }
              : null,
          });
          return { posted, newlyGranted };
        }
      }),
      // The example runs first on every engine: it walks each pay-at-studio path at least once
      // (canceled with a used credit, that owed amount paid, a write-off of a used credit's share)
      // and lapses an unlimited period's passed days, which random sequences reach only now and then.
      { numRuns: engine === 'pglite' ? 35 : 20, examples: [[OWED_EXAMPLE]] },
    );
    // The common paths must each have run; the rare ones (a repeated or mismatched hold, a settled
    // hold asked to end the other way) at least once between them. A refund refused for used credits
    // is checked against the model whenever a sequence makes one, but is too rare to require here
    // (refund-credits.test.ts makes one on purpose).
    for (const path of [
      'held',
      'refused',
      'released',
      'spent',
      'expired',
      'refundTook',
      'owed',
      'owedPaid',
      'owedCanceledUsed',
      'writtenOff',
      'lapsed',
    ] as const) {
      expect({ path, times: seen[path] }).not.toEqual({ path, times: 0 });
    }
    expect(seen.repeated + seen.mismatched + seen.settledRefused).toBeGreaterThan(0);
  }, 120_000);
});
