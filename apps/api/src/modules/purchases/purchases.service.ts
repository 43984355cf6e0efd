import { randomUUID } from 'node:crypto';
import {
  addDays,
  type CreditGrant,
  creditsDueOnRefund,
  formatUsd,
  type PaymentMethod,
  type PurchasePaymentMethod,
  splitCents,
} from '@bmp/shared';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import * as clock from '../../lib/clock.ts';
import { fieldProblem, HttpProblem, notFound } from '../../lib/problem.ts';
import {
  type DailyAllowance,
  getPurchaseCredits,
  grantCreditsWithin,
  listRefundedCredits,
  type RefundCreditsLine,
  takeBackRefundedCredits,
  takeBackUnpaidCredits,
} from '../credits/index.ts';
import { postJournalEntry, postJournalEntryWithin } from '../ledger/index.ts';
import { alertStaff } from '../notifications/index.ts';
import { enqueueEmail } from '../outbox/index.ts';
import { reverseRevenueShares } from '../payouts/index.ts';
import {
  addRefunded,
  type CreditPackRow,
  type CustomerRow,
  cancelPendingPurchase,
  claimStripeEvent,
  findBusinessMoneySettings,
  findCreditPack,
  findCustomer,
  findPayment,
  findPurchaseBusinessForWebhook,
  findPurchaseWithPayment,
  insertPayment,
  insertPurchase,
  insertRefund,
  listPurchases,
  listRefunds,
  listUnpaidPurchases,
  lockCustomer,
  lockPurchase,
  markPurchasePaid,
  type PaymentRow,
  type PurchaseRow,
  packTerms,
  recordStripeEventOutcome,
  reduceOwed,
  setCheckoutSession,
  setPurchaseRefundStatus,
} from './purchases.repository.ts';
import { creditsExpireAt } from './purchases.schemas.ts';
import { receiptEmail } from './receipts.ts';
import type { CardPayments } from './stripe-gateway.ts';

// Purchases, payments and refunds (decision 0011). Every money movement is one transaction: the
// payment or refund row, its balanced journal entry, the credits it grants and the receipt email
// commit together or not at all. Inside a transaction every statement goes through `tx` (PGlite has
// one connection: a query on the outer handle would wait for the transaction forever).

/** Where failures that need a person (a refund Stripe made but we could not record) are reported. */
export type ErrorLog = Pick<FastifyBaseLogger, 'error'>;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type MoneySettings = NonNullable<Awaited<ReturnType<typeof findBusinessMoneySettings>>>;

async function businessSettings(db: Database, businessId: string): Promise<MoneySettings> {
  const settings = await findBusinessMoneySettings(db, businessId);
  if (!settings) throw new Error(`business ${businessId} vanished`);
  return settings;
}

// ---- Buying ----------------------------------------------------------------------------------

export type StartPurchaseInput = {
  businessId: string;
  customerId: string;
  packId: string;
  paymentMethod: PurchasePaymentMethod;
  /** Where the browser comes back to after Checkout (this app's origin). */
  origin: string;
  log: ErrorLog;
};

/**
 * Creates a pending purchase of an active pack. Paying at the studio ends here (staff record the
 * cash later); a card purchase also gets a Stripe Checkout Session to send the member to.
 */
export async function startPurchase(
  db: Database,
  card: CardPayments | undefined,
  input: StartPurchaseInput,
): Promise<{ purchaseId: string; checkoutUrl: string | null }> {
  if (input.paymentMethod === 'card' && !card) {
    throw fieldProblem(
      422,
      'paymentMethod',
      'Card payments are not available at this studio yet. Choose "Pay at the studio".',
    );
  }
  const pack = await findCreditPack(db, input.businessId, input.packId);
  if (!pack?.active) throw fieldProblem(422, 'packId', 'This pack is not on sale. Choose another one.');
  const customer = await findCustomer(db, input.businessId, input.customerId);
  if (!customer) throw notFound('customer');

  if (input.paymentMethod === 'studio' || !card) {
    const purchase = await startStudioPurchase(db, input.businessId, customer, pack);
    return { purchaseId: purchase.id, checkoutUrl: null };
  }

  const purchase = await insertPurchase(db, input.businessId, {
    customerId: customer.id,
    ...packTerms(pack),
    paymentMethod: 'card',
  });

  let session: { id: string; url: string };
  try {
    session = await card.createCheckoutSession({
      purchaseId: purchase.id,
      businessId: input.businessId,
      customerEmail: customer.email,
      name: pack.name,
      description: pack.description,
      amountCents: pack.priceCents,
      successUrl: `${input.origin}/members/settings/purchases?purchase=${purchase.id}`,
      cancelUrl: `${input.origin}/members/purchase?canceled=${purchase.id}`,
    });
  } catch (error) {
    input.log.error({ err: error, purchaseId: purchase.id }, 'Stripe checkout session could not be created');
    // Nothing was charged; a pending card purchase nobody can pay would only confuse the list.
    await cancelPendingPurchase(db, input.businessId, purchase.id);
    throw new HttpProblem(
      502,
      'Bad Gateway',
      'The card payment could not be started. Try again in a moment, or choose "Pay at the studio".',
    );
  }
  await setCheckoutSession(db, input.businessId, purchase.id, session.id);
  return { purchaseId: purchase.id, checkoutUrl: session.url };
}

/** The refusal when a member already holds as many unpaid purchases as the studio allows. */
function unpaidLimitProblem(unpaid: PurchaseRow[], limit: number) {
  const [first] = unpaid;
  const detail =
    limit === 1 && first
      ? `You already have an unpaid purchase (${first.packName}, ${formatUsd(first.owedCents || first.priceCents)}). Pay for it at the studio, or cancel it, before buying another.`
      : `You already have ${unpaid.length} unpaid purchases, the most this studio allows. Pay for one at the studio, or cancel one, before buying another.`;
  return fieldProblem(409, 'packId', detail);
}

/**
 * A "pay at the studio" purchase (decision 0046). The member may hold only so many unpaid ones (the
 * studio's setting, counted under a lock on the member, so two at once cannot both pass). When the
 * studio lets members book before paying, the credits are granted now and the price is owed: accounts
 * receivable against deferred revenue, settled by the cash payment. Otherwise the purchase waits,
 * without credits, for the cash.
 */
async function startStudioPurchase(
  db: Database,
  businessId: string,
  customer: CustomerRow,
  pack: CreditPackRow,
): Promise<PurchaseRow> {
  const settings = await businessSettings(db, businessId);
  return db.transaction(async (tx) => {
    await lockCustomer(tx, businessId, customer.id);
    const unpaid = await listUnpaidPurchases(tx, businessId, customer.id);
    if (unpaid.length >= settings.maxUnpaidPurchases) {
      throw unpaidLimitProblem(unpaid, settings.maxUnpaidPurchases);
    }
    const purchase = await insertPurchase(tx, businessId, {
      customerId: customer.id,
      ...packTerms(pack),
      paymentMethod: 'studio',
      creditsBeforePayment: settings.bookBeforePaying,
      owedCents: settings.bookBeforePaying ? pack.priceCents : 0,
    });
    if (settings.bookBeforePaying) {
      await postJournalEntry(tx, businessId, {
        memo: `${purchase.packName}, to be paid at the studio`,
        sourceType: 'purchase',
        sourceId: purchase.id,
        actorUserId: customer.userId,
        lines: [
          { account: 'accounts_receivable', amountCents: purchase.priceCents },
          { account: 'deferred_revenue', amountCents: -purchase.priceCents },
        ],
      });
      await grantPurchaseCredits(tx, businessId, purchase, purchase.priceCents);
    }
    // The front desk should know money is coming (decision 0052).
    await alertStaff(tx, businessId, {
      kind: 'staff.payAtStudioPurchase',
      data: {
        purchaseId: purchase.id,
        actorName: customer.fullName,
        packName: purchase.packName,
        amountCents: purchase.priceCents,
      },
      link: `/admin/customers/details/${customer.id}`,
      dedupeKey: `pay-at-studio:${purchase.id}`,
    });
    return purchase;
  });
}

/**
 * Grants a purchase's credits, each lot carrying its share of what was paid (or is owed): that stays
 * deferred revenue until the credits are used (decision 0019).
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a purchase's credits run. A membership period's credits end with their period; paid only after
 * it ended (a declined card recovered, cash taken for a past-due invoice), they run for as many days
 * from the payment instead, an unlimited plan's daily allowance too: the member paid for days she can
 * still use, and a late payment is never refused once the money is taken (decisions/0055-memberships.md).
 */
function grantWindow(purchase: PurchaseRow): { expiresAt: Date | null; allowanceStartsOn: string | null } {
  const expiresAt = creditsExpireAt(purchase);
  const allowanceStartsOn = purchase.allowanceStartsOn;
  if (!purchase.creditsExpireAt || !expiresAt || expiresAt.getTime() > clock.nowMs()) {
    return { expiresAt, allowanceStartsOn };
  }
  const start = allowanceStartsOn
    ? Date.parse(`${allowanceStartsOn}T00:00:00Z`)
    : purchase.createdAt.getTime();
  const shiftDays = Math.max(1, Math.ceil((clock.nowMs() - start) / DAY_MS));
  return {
    expiresAt: new Date(expiresAt.getTime() + shiftDays * DAY_MS),
    allowanceStartsOn: allowanceStartsOn ? addDays(allowanceStartsOn, shiftDays) : null,
  };
}

async function grantPurchaseCredits(
  tx: Database,
  businessId: string,
  purchase: PurchaseRow,
  valueCents: number,
): Promise<void> {
  const values = splitCents(
    valueCents,
    purchase.grants.map((grant) => grant.quantity),
  );
  const { expiresAt, allowanceStartsOn } = grantWindow(purchase);
  for (const [index, grant] of purchase.grants.entries()) {
    await grantCreditsWithin(tx, businessId, {
      customerId: purchase.customerId,
      kind: grant.kind,
      quantity: grant.quantity,
      expiresAt,
      source: { type: 'purchase', id: purchase.id },
      valueCents: values[index] ?? 0,
      dailyAllowance:
        purchase.dailyAllowance !== null && allowanceStartsOn !== null
          ? { perDay: purchase.dailyAllowance, startsOn: allowanceStartsOn }
          : null,
    });
  }
}

type PaymentSource = {
  method: PaymentMethod;
  amountCents: number;
  actorUserId: string | null;
  note: string | null;
  stripeCheckoutSessionId?: string;
  stripePaymentIntentId?: string | null;
};

/**
 * Pays a purchase the caller has locked and found pending: the payment, the purchase's new status,
 * the journal entry (cash drawer or card clearing against deferred revenue: the credits are not
 * used yet), the credits and the receipt, all in the caller's transaction.
 */
async function payLockedPurchase(
  tx: Database,
  businessId: string,
  purchase: PurchaseRow,
  source: PaymentSource,
): Promise<PaymentRow> {
  const settings = await businessSettings(tx, businessId);
  const customer = await findCustomer(tx, businessId, purchase.customerId);
  if (!customer) throw new Error(`customer ${purchase.customerId} of purchase ${purchase.id} vanished`);
  const paidAt = clock.now();
  const payment = await insertPayment(tx, businessId, {
    customerId: purchase.customerId,
    purchaseId: purchase.id,
    method: source.method,
    amountCents: source.amountCents,
    note: source.note,
    recordedByUserId: source.actorUserId,
    stripeCheckoutSessionId: source.stripeCheckoutSessionId ?? null,
    stripePaymentIntentId: source.stripePaymentIntentId ?? null,
  });
  const marked = await markPurchasePaid(tx, businessId, purchase.id, {
    paidAt,
    ...(source.stripeCheckoutSessionId ? { checkoutSessionId: source.stripeCheckoutSessionId } : {}),
  });
  if (!marked) throw new Error(`purchase ${purchase.id} was not pending under its lock`);
  await postJournalEntryWithin(tx, businessId, {
    memo: `${purchase.packName}, paid ${source.method === 'cash' ? 'in cash at the studio' : 'by card'}`,
    sourceType: 'payment',
    sourceId: payment.id,
    actorUserId: source.actorUserId,
    lines: [
      {
        account: source.method === 'cash' ? 'cash_drawer' : 'card_clearing',
        amountCents: source.amountCents,
      },
      // Credits granted before payment are already deferred revenue: the cash settles what was owed.
      {
        account: purchase.creditsBeforePayment ? 'accounts_receivable' : 'deferred_revenue',
        amountCents: -source.amountCents,
      },
    ],
  });
  if (!purchase.creditsBeforePayment) await grantPurchaseCredits(tx, businessId, marked, source.amountCents);
  await enqueueEmail(
    tx,
    receiptEmail({
      businessId,
      businessName: settings.name,
      timeZone: settings.timeZone,
      customerEmail: customer.email,
      customerName: customer.fullName,
      receiptNumber: payment.receiptNumber,
      method: source.method,
      amountCents: source.amountCents,
      paidAt,
      purchase: {
        packName: purchase.packName,
        grants: purchase.grants,
        creditsExpireAt: creditsExpireAt(marked),
      },
    }),
  );
  return payment;
}

// ---- Staff money tools -----------------------------------------------------------------------

export type CashPaymentInput = {
  businessId: string;
  actorUserId: string;
  customerId: string;
  amountCents: number;
  purchaseId?: string;
  note?: string;
};

/**
 * Records cash a customer handed over. For a pending "pay at the studio" purchase the amount must be
 * its price, and paying grants its credits; on its own (a drop-in, say) it must reach the business's
 * minimum amount and is revenue at once.
 */
export async function recordCashPayment(db: Database, input: CashPaymentInput): Promise<string> {
  const settings = await businessSettings(db, input.businessId);
  const customer = await findCustomer(db, input.businessId, input.customerId);
  if (!customer) throw notFound('customer');
  if (input.purchaseId === undefined && input.amountCents < settings.minAmountCents) {
    throw fieldProblem(400, 'amount', `Amount must be at least ${formatUsd(settings.minAmountCents)}.`);
  }
  const note = input.note?.trim() ? input.note.trim() : null;
  const purchaseId = input.purchaseId;
  return db.transaction(async (tx) => {
    if (purchaseId !== undefined) {
      const purchase = await lockPurchase(tx, input.businessId, purchaseId);
      if (!purchase || purchase.customerId !== customer.id) {
        throw fieldProblem(422, 'purchaseId', 'This customer has no such purchase.');
      }
      if (purchase.status === 'canceled' && purchase.owedCents > 0) {
        if (input.amountCents !== purchase.owedCents) {
          throw fieldProblem(
            422,
            'amount',
            `This purchase still owes ${formatUsd(purchase.owedCents)} for the credits used before it was canceled.`,
          );
        }
        return settleCanceledPurchase(tx, input.businessId, purchase, settings, customer, {
          actorUserId: input.actorUserId,
          note,
        });
      }
      if (purchase.status !== 'pending') {
        throw fieldProblem(
          409,
          'purchaseId',
          purchase.writtenOffAt
            ? 'What this purchase owed was written off.'
            : purchase.status === 'canceled'
              ? 'This purchase was canceled.'
              : 'This purchase is already paid.',
        );
      }
      if (purchase.paymentMethod === 'card') {
        throw fieldProblem(
          409,
          'purchaseId',
          'This purchase is being paid by card online. Start a "Pay at the studio" purchase to take cash.',
        );
      }
      if (input.amountCents !== purchase.priceCents) {
        throw fieldProblem(422, 'amount', `This purchase costs ${formatUsd(purchase.priceCents)}.`);
      }
      const payment = await payLockedPurchase(tx, input.businessId, purchase, {
        method: 'cash',
        amountCents: input.amountCents,
        actorUserId: input.actorUserId,
        note,
      });
      return payment.id;
    }

    // Nothing left to deliver (no credits were bought): the money is earned at once.
    const payment = await takeCash(tx, input.businessId, settings, customer, {
      purchaseId: null,
      amountCents: input.amountCents,
      note,
      receiptNote: note,
      actorUserId: input.actorUserId,
      memo: note ? `Cash payment: ${note}` : 'Cash payment',
      against: 'revenue',
    });
    return payment.id;
  });
}

/**
 * Cash for what a canceled pay-at-studio purchase still owes (the credits used before it was
 * canceled): a payment of that amount, accounts receivable settled, the receipt. The purchase stays
 * canceled; it owes nothing more.
 */
async function settleCanceledPurchase(
  tx: Database,
  businessId: string,
  purchase: PurchaseRow,
  settings: MoneySettings,
  customer: CustomerRow,
  source: { actorUserId: string; note: string | null },
): Promise<string> {
  const payment = await takeCash(tx, businessId, settings, customer, {
    purchaseId: purchase.id,
    amountCents: purchase.owedCents,
    note: source.note,
    receiptNote: source.note ?? `${purchase.packName}: the credits used before it was canceled`,
    actorUserId: source.actorUserId,
    memo: `${purchase.packName} (canceled), credits used paid in cash at the studio`,
    against: 'accounts_receivable',
  });
  await reduceOwed(tx, businessId, purchase.id, { owedCents: 0 });
  return payment.id;
}

/**
 * Cash that grants nothing: a payment row, its journal entry (the cash drawer against `against`:
 * revenue for a payment on its own, accounts receivable for what a purchase owed) and the receipt.
 */
async function takeCash(
  tx: Database,
  businessId: string,
  settings: MoneySettings,
  customer: CustomerRow,
  cash: {
    purchaseId: string | null;
    amountCents: number;
    note: string | null;
    receiptNote: string | null;
    actorUserId: string;
    memo: string;
    against: 'revenue' | 'accounts_receivable';
  },
): Promise<PaymentRow> {
  const paidAt = clock.now();
  const payment = await insertPayment(tx, businessId, {
    customerId: customer.id,
    purchaseId: cash.purchaseId,
    method: 'cash',
    amountCents: cash.amountCents,
    note: cash.note,
    recordedByUserId: cash.actorUserId,
  });
  await postJournalEntry(tx, businessId, {
    memo: cash.memo,
    sourceType: 'payment',
    sourceId: payment.id,
    actorUserId: cash.actorUserId,
    lines: [
      { account: 'cash_drawer', amountCents: cash.amountCents },
      { account: cash.against, amountCents: -cash.amountCents },
    ],
  });
  await enqueueEmail(
    tx,
    receiptEmail({
      businessId,
      businessName: settings.name,
      timeZone: settings.timeZone,
      customerEmail: customer.email,
      customerName: customer.fullName,
      receiptNumber: payment.receiptNumber,
      method: 'cash',
      amountCents: cash.amountCents,
      paidAt,
      note: cash.receiptNote,
    }),
  );
  return payment;
}

export type CancelUnpaidResult = {
  /** What the purchase still owes: the credits used before canceling (0 when none were). */
  owedCents: number;
  creditsTaken: { kind: RefundCreditsLine['kind']; quantity: number }[];
};

/**
 * Cancels a pending purchase under its lock. A pay-at-studio purchase whose credits came first gives
 * back its unused credits and stops owing their share; what the used ones were worth stays owed
 * (decision 0046). `customerId` limits it to that customer's purchase (404 otherwise).
 */
async function cancelLockedPending(
  tx: Parameters<typeof takeBackUnpaidCredits>[0],
  businessId: string,
  purchaseId: string,
  who: { customerId: string; actorUserId: string | null },
): Promise<{ purchase: PurchaseRow; result: CancelUnpaidResult }> {
  const purchase = await lockPurchase(tx, businessId, purchaseId);
  if (!purchase || purchase.customerId !== who.customerId) {
    throw new HttpProblem(404, 'Not Found', 'No such purchase.');
  }
  if (purchase.status !== 'pending') {
    throw new HttpProblem(
      409,
      'Conflict',
      purchase.status === 'canceled'
        ? 'This purchase is already canceled.'
        : 'This purchase is paid: ask the studio for a refund instead.',
    );
  }
  if (!purchase.creditsBeforePayment) {
    const canceled = await cancelPendingPurchase(tx, businessId, purchaseId);
    if (!canceled) throw new Error(`purchase ${purchaseId} was not pending under its lock`);
    return { purchase: canceled, result: { owedCents: 0, creditsTaken: [] } };
  }
  const taken = await takeBackUnpaidCredits(tx, businessId, {
    customerId: purchase.customerId,
    purchaseId,
    actorUserId: who.actorUserId,
    memo: `${purchase.packName} canceled before payment: unused credits taken back`,
  });
  const canceled = await reduceOwed(tx, businessId, purchaseId, {
    owedCents: purchase.owedCents - taken.cents,
    cancel: true,
  });
  return { purchase: canceled, result: { owedCents: canceled.owedCents, creditsTaken: taken.lines } };
}

/** Staff cancel a customer's pending purchase (the same rules as the member's own cancel). */
export async function cancelCustomerPurchase(
  db: Database,
  input: { businessId: string; actorUserId: string; customerId: string; purchaseId: string },
): Promise<CancelUnpaidResult> {
  return db.transaction(async (tx) => {
    const { result } = await cancelLockedPending(tx, input.businessId, input.purchaseId, input);
    return result;
  });
}

/**
 * Writes off what a pay-at-studio purchase owes, with staff's reason (decision 0046). A pending one is
 * canceled first (its unused credits come back, so only the used ones' share is written off); what
 * is left moves from accounts receivable to bad debt. Nothing owed: 409 on the reason.
 */
export async function writeOffPurchase(
  db: Database,
  input: { businessId: string; actorUserId: string; customerId: string; purchaseId: string; reason: string },
): Promise<CancelUnpaidResult & { writtenOffCents: number }> {
  return db.transaction(async (tx) => {
    let purchase = await lockPurchase(tx, input.businessId, input.purchaseId);
    if (!purchase || purchase.customerId !== input.customerId) {
      throw new HttpProblem(404, 'Not Found', 'No such purchase.');
    }
    if (!purchase.creditsBeforePayment || (purchase.status !== 'pending' && purchase.owedCents === 0)) {
      throw fieldProblem(409, 'reason', 'This purchase owes nothing: there is nothing to write off.');
    }
    let creditsTaken: CancelUnpaidResult['creditsTaken'] = [];
    if (purchase.status === 'pending') {
      const canceled = await cancelLockedPending(tx, input.businessId, input.purchaseId, input);
      purchase = canceled.purchase;
      creditsTaken = canceled.result.creditsTaken;
    }
    const writtenOffCents = purchase.owedCents;
    if (writtenOffCents > 0)
      await writeOffLocked(tx, input.businessId, purchase, input.actorUserId, input.reason);
    return { owedCents: 0, creditsTaken, writtenOffCents };
  });
}

/** What a locked, canceled purchase still owes moves from accounts receivable to bad debt. */
async function writeOffLocked(
  tx: Database,
  businessId: string,
  purchase: PurchaseRow,
  actorUserId: string | null,
  reason: string,
): Promise<void> {
  await postJournalEntry(tx, businessId, {
    memo: `${purchase.packName}: written off (${reason})`,
    sourceType: 'write_off',
    sourceId: purchase.id,
    actorUserId,
    lines: [
      { account: 'bad_debt', amountCents: purchase.owedCents },
      { account: 'accounts_receivable', amountCents: -purchase.owedCents },
    ],
  });
  await reduceOwed(tx, businessId, purchase.id, { owedCents: 0, writtenOff: { reason, actorUserId } });
}

export type RefundInput = {
  businessId: string;
  /** Null when the billing run finishes a refund a person started (a plan change's credit). */
  actorUserId: string | null;
  paymentId: string;
  amountCents: number;
  reason: string;
  /** Staff confirmed that credits already used are not taken back (only the unused ones are). */
  confirmUsedCredits?: boolean;
  /** The request's Idempotency-Key, so a retried card refund is one refund at Stripe too. */
  retryKey?: string;
  log: ErrorLog;
  /**
   * Runs in the refund's own transaction once it is recorded (a membership plan change marks its
   * credit refunded there, so the mark and the refund commit together or not at all).
   */
  whenRecorded?: (tx: Database, refundId: string) => Promise<void>;
};

export type RefundResult = {
  refundId: string;
  /** Credits the refund took back from the customer, per kind (decision 0026). */
  creditsTaken: { kind: RefundCreditsLine['kind']; quantity: number }[];
};

/** The refusal when credits due back were already used: on the confirmation field, saying how many. */
function usedCreditsProblem(lines: { due: number; taken: number }[]) {
  const due = lines.reduce((sum, line) => sum + line.due, 0);
  const unused = lines.reduce((sum, line) => sum + line.taken, 0);
  const used = due - unused;
  const creditsWord = (n: number) => (n === 1 ? 'credit' : 'credits');
  const takeBack =
    unused === 0
      ? 'no credits will be taken back'
      : `only the ${unused} unused ${creditsWord(unused)} will be taken back`;
  return fieldProblem(
    422,
    'confirmUsedCredits',
    `${used} of the ${due} ${creditsWord(due)} this refund takes back ${used === 1 ? 'was' : 'were'} already used (spent, held for a session or expired). Confirm to refund anyway: ${takeBack}.`,
  );
}

/**
 * Gives money back from a payment, never more than what is left of it: the conditional update and
 * the check constraint on `refunded_cents` decide, even for two refunds at the same moment. The
 * refund also takes back the purchase's unused credits its share covers (decision 0026); when some
 * of them were already used it is refused unless staff confirm, and then only the unused ones go.
 * A card payment is refunded at Stripe first, after the same check on the credits.
 */
export async function refundPayment(
  db: Database,
  card: CardPayments | undefined,
  input: RefundInput,
): Promise<RefundResult> {
  const payment = await findPayment(db, input.businessId, input.paymentId);
  if (!payment) throw notFound('payment');
  const left = payment.amountCents - payment.refundedCents;
  if (left === 0) throw fieldProblem(422, 'amount', 'This payment has already been refunded in full.');
  if (input.amountCents > left) {
    throw fieldProblem(422, 'amount', `At most ${formatUsd(left)} of this payment can be refunded.`);
  }
  const confirmUsedCredits = input.confirmUsedCredits === true;

  let stripeRefundId: string | null = null;
  if (payment.method === 'card') {
    if (!card || !payment.stripePaymentIntentId) {
      throw new HttpProblem(
        409,
        'Conflict',
        'Card payments are not configured here, so refund this payment in the Stripe dashboard.',
      );
    }
    // Money given back at Stripe cannot be taken back here: refuse before, not after, when credits
    // due back were used. (The transaction checks again under the locks; see below.)
    if (payment.purchaseId && !confirmUsedCredits) {
      const credits = await getPurchaseCredits(db, input.businessId, [payment.purchaseId]);
      const lines = (credits.get(payment.purchaseId) ?? []).map((lot) => {
        const due = creditsDueOnRefund({
          granted: lot.granted,
          alreadyTaken: lot.takenBack,
          paidCents: payment.amountCents,
          refundedCents: payment.refundedCents + input.amountCents,
        });
        return { due, taken: Math.min(due, lot.unused) };
      });
      if (lines.some((line) => line.taken < line.due)) throw usedCreditsProblem(lines);
    }
    try {
      const refunded = await card.refund({
        paymentIntentId: payment.stripePaymentIntentId,
        amountCents: input.amountCents,
        idempotencyKey: `refund:${payment.id}:${input.retryKey ?? randomUUID()}`,
      });
      stripeRefundId = refunded.id;
    } catch (error) {
      input.log.error({ err: error, paymentId: payment.id }, 'Stripe refund failed');
      throw new HttpProblem(502, 'Bad Gateway', 'Stripe did not accept the refund. Nothing was refunded.');
    }
  }

  try {
    return await db.transaction(async (tx) => {
      // Same lock order as paying: the purchase first, then the payment, then the balance rows.
      if (payment.purchaseId) await lockPurchase(tx, input.businessId, payment.purchaseId);
      const updated = await addRefunded(tx, input.businessId, payment.id, input.amountCents);
      if (!updated) {
        throw fieldProblem(422, 'amount', 'That is more than what is left of this payment to refund.');
      }
      const refund = await insertRefund(tx, input.businessId, {
        paymentId: payment.id,
        amountCents: input.amountCents,
        reason: input.reason,
        stripeRefundId,
        actorUserId: input.actorUserId,
      });
      await input.whenRecorded?.(tx, refund.id);
      await postJournalEntry(tx, input.businessId, {
        memo: `Refund of receipt R-${payment.receiptNumber}: ${input.reason}`,
        sourceType: 'refund',
        sourceId: refund.id,
        actorUserId: input.actorUserId,
        lines: [
          { account: 'refunds', amountCents: input.amountCents },
          {
            account: payment.method === 'cash' ? 'cash_drawer' : 'card_clearing',
            amountCents: -input.amountCents,
          },
        ],
      });
      let creditsTaken: RefundResult['creditsTaken'] = [];
      if (payment.purchaseId) {
        const taken = await takeBackRefundedCredits(tx, input.businessId, {
          customerId: payment.customerId,
          purchaseId: payment.purchaseId,
          refundId: refund.id,
          paidCents: updated.amountCents,
          refundedCents: updated.refundedCents,
          // Stripe has already given the money back: recording the refund matters more than the
          // credits a session used in the moment since the check above; only unused ones can go.
          confirmUsedCredits: confirmUsedCredits || stripeRefundId !== null,
          actorUserId: input.actorUserId,
          memo: `Credits taken back by the refund of receipt R-${payment.receiptNumber}`,
        });
        if (taken.refused) throw usedCreditsProblem(taken.lines);
        if (stripeRefundId !== null && taken.lines.some((line) => line.taken < line.due)) {
          input.log.error(
            { paymentId: payment.id, refundId: refund.id },
            'card refund: credits were used between the check and the refund; only the unused ones were taken back',
          );
        }
        // Revenue given back for credits already used takes back what a share of it paid (decision 0059).
        await reverseRevenueShares(tx, input.businessId, {
          refundId: refund.id,
          purchaseId: payment.purchaseId,
          amountCents: input.amountCents,
        });
        creditsTaken = taken.lines
          .filter((line) => line.taken > 0)
          .map((line) => ({ kind: line.kind, quantity: line.taken }));
        await setPurchaseRefundStatus(
          tx,
          input.businessId,
          payment.purchaseId,
          updated.refundedCents === updated.amountCents ? 'refunded' : 'partially_refunded',
        );
      }
      return { refundId: refund.id, creditsTaken };
    });
  } catch (error) {
    if (stripeRefundId) {
      // Money went back at Stripe but our books do not say so: someone must reconcile by hand.
      input.log.error(
        { err: error, paymentId: payment.id, stripeRefundId },
        'Stripe refunded a card payment but the refund could not be recorded',
      );
    }
    throw error;
  }
}

/** Refunds of payments with the credits each took back, for the payment pages and receipts. */
export async function listRefundsWithCredits(db: ReadDatabase, businessId: string, paymentIds: string[]) {
  const refunds = await listRefunds(db, businessId, paymentIds);
  const credits = await listRefundedCredits(
    db,
    businessId,
    refunds.map((refund) => refund.id),
  );
  return refunds.map((refund) => ({
    ...refund,
    credits: credits
      .filter((line) => line.refundId === refund.id)
      .map((line) => ({ kind: line.kind, quantity: line.quantity })),
  }));
}

// ---- Stripe webhook --------------------------------------------------------------------------

export type StripeEventOutcome = {
  outcome: 'processed' | 'ignored' | 'duplicate';
  detail: string;
  businessId: string | null;
};

const ignored = (detail: string, businessId: string | null = null): StripeEventOutcome => ({
  outcome: 'ignored',
  detail,
  businessId,
});

/**
 * Applies a verified Stripe event once: the event id is claimed in the same transaction as the change
 * it causes, so a replayed or retried delivery finds it and changes nothing. A failure rolls the
 * claim back too, and Stripe's retry tries again.
 */
export async function handleStripeEvent(
  db: Database,
  event: Stripe.Event,
  log: ErrorLog,
): Promise<StripeEventOutcome> {
  return db.transaction(async (tx) => {
    if (!(await claimStripeEvent(tx, event))) {
      return { outcome: 'duplicate' as const, detail: 'This event was already handled.', businessId: null };
    }
    const result = await applyStripeEvent(tx, event, log);
    await recordStripeEventOutcome(tx, event.id, {
      outcome: result.outcome === 'processed' ? 'processed' : 'ignored',
      detail: result.detail,
      businessId: result.businessId,
    });
    return result;
  });
}

async function applyStripeEvent(
  tx: Database,
  event: Stripe.Event,
  log: ErrorLog,
): Promise<StripeEventOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A bank debit completes the session before the money arrives; its success event comes later.
      if (session.payment_status !== 'paid') return ignored('The payment has not cleared yet.');
      return fulfilCheckout(tx, session, log);
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return cancelCheckout(tx, event.data.object);
    default:
      return ignored(`Event type ${event.type} is not used.`);
  }
}

async function purchaseOfSession(tx: Database, session: Stripe.Checkout.Session) {
  const purchaseId = session.client_reference_id ?? session.metadata?.purchaseId;
  if (!purchaseId || !UUID_PATTERN.test(purchaseId)) return undefined;
  const businessId = await findPurchaseBusinessForWebhook(tx, purchaseId);
  if (!businessId) return undefined;
  // Our own metadata, signed by Stripe: a session naming another business is not ours to act on.
  if (session.metadata?.businessId && session.metadata.businessId !== businessId) return undefined;
  const purchase = await lockPurchase(tx, businessId, purchaseId);
  return purchase ? { businessId, purchase } : undefined;
}

async function fulfilCheckout(
  tx: Database,
  session: Stripe.Checkout.Session,
  log: ErrorLog,
): Promise<StripeEventOutcome> {
  const found = await purchaseOfSession(tx, session);
  if (!found) {
    log.error({ sessionId: session.id }, 'paid Stripe checkout session matches no purchase');
    return ignored('No purchase matches this checkout session.');
  }
  const { businessId, purchase } = found;
  const mismatch =
    purchase.paymentMethod !== 'card'
      ? 'the purchase is not a card purchase'
      : purchase.stripeCheckoutSessionId !== null && purchase.stripeCheckoutSessionId !== session.id
        ? 'the purchase has another checkout session'
        : session.amount_total !== purchase.priceCents || session.currency !== 'usd'
          ? 'the amount paid is not the purchase price'
          : undefined;
  if (mismatch) {
    log.error(
      { sessionId: session.id, purchaseId: purchase.id },
      `paid checkout session refused: ${mismatch}`,
    );
    return ignored(`Refused: ${mismatch}.`, businessId);
  }
  if (purchase.status !== 'pending') {
    if (purchase.status === 'canceled') {
      log.error(
        { sessionId: session.id, purchaseId: purchase.id },
        'checkout session paid for a canceled purchase',
      );
    }
    return ignored(`The purchase is already ${purchase.status}.`, businessId);
  }
  const paymentIntent = session.payment_intent;
  await payLockedPurchase(tx, businessId, purchase, {
    method: 'card',
    amountCents: purchase.priceCents,
    actorUserId: null,
    note: null,
    stripeCheckoutSessionId: session.id,
    stripePaymentIntentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
  });
  return { outcome: 'processed', detail: `Purchase ${purchase.id} paid by card.`, businessId };
}

async function cancelCheckout(tx: Database, session: Stripe.Checkout.Session): Promise<StripeEventOutcome> {
  const found = await purchaseOfSession(tx, session);
  if (!found) return ignored('No purchase matches this checkout session.');
  // Only the purchase's own session may cancel it (a retried start may have made another one).
  if (
    found.purchase.stripeCheckoutSessionId !== null &&
    found.purchase.stripeCheckoutSessionId !== session.id
  ) {
    return ignored('The purchase has another checkout session.', found.businessId);
  }
  const canceled = await cancelPendingPurchase(tx, found.businessId, found.purchase.id);
  return canceled
    ? {
        outcome: 'processed',
        detail: `Purchase ${found.purchase.id} canceled.`,
        businessId: found.businessId,
      }
    : ignored(`The purchase is already ${found.purchase.status}.`, found.businessId);
}

// ---- A member's own purchases -------------------------------------------------------------------------

/**
 * A pay-at-studio purchase still waiting for its cash whose credits will be of this kind: the reason a
 * member of a studio that does not let members book before paying has too few credits (decision 0046).
 */
export async function purchaseAwaitingPayment(
  db: Database,
  businessId: string,
  customerId: string,
  kind: RefundCreditsLine['kind'],
): Promise<PurchaseRow | undefined> {
  const unpaid = await listUnpaidPurchases(db, businessId, customerId);
  return unpaid.find(
    (purchase) =>
      purchase.status === 'pending' &&
      !purchase.creditsBeforePayment &&
      purchase.grants.some((grant) => grant.kind === kind),
  );
}

/** A purchase with its payment, right after this request wrote it. */
export async function findWrittenPurchase(db: Database, businessId: string, purchaseId: string) {
  const row = await findPurchaseWithPayment(db, businessId, purchaseId);
  if (!row) throw new Error(`purchase ${purchaseId} vanished`);
  return row;
}

/** The member's purchases, newest first. */
export async function listOwnPurchases(
  db: Database,
  businessId: string,
  customerId: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  return listPurchases(db, businessId, { customerId, limit: pageSize, offset: (page - 1) * pageSize });
}

export type ReceiptCaller = {
  businessId: string;
  membershipId: string;
  businessName: string;
  fullName: string;
  email: string;
};

/** The receipt of one of the member's purchases: the purchase, the studio, the member and the refunds. */
export async function getOwnReceipt(db: Database, caller: ReceiptCaller, purchaseId: string) {
  const row = await findPurchaseWithPayment(db, caller.businessId, purchaseId, {
    customerId: caller.membershipId,
  });
  if (!row) throw new HttpProblem(404, 'Not Found', 'No such purchase.');
  const [settings, customer, refunds] = [
    await findBusinessMoneySettings(db, caller.businessId),
    await findCustomer(db, caller.businessId, caller.membershipId),
    row.payment ? await listRefundsWithCredits(db, caller.businessId, [row.payment.id]) : [],
  ];
  return {
    row,
    business: { name: settings?.name ?? caller.businessName, timeZone: settings?.timeZone ?? 'UTC' },
    customer: { name: customer?.fullName ?? caller.fullName, email: customer?.email ?? caller.email },
    refunds: refunds.map((refund) => ({
      amountCents: refund.amountCents,
      credits: refund.credits,
      createdAt: refund.createdAt.toISOString(),
    })),
  };
}

/**
 * Cancels one of the member's purchases while it is pending: 404 if not theirs, 409 once paid or
 * canceled. Under the purchase's lock, so a cash payment recorded at the same moment either lands
 * first (and this answers 409) or finds the purchase canceled.
 */
export async function cancelOwnPurchase(
  db: Database,
  businessId: string,
  customerId: string,
  purchaseId: string,
  actorUserId: string,
): Promise<CancelUnpaidResult> {
  return db.transaction(async (tx) => {
    const { result } = await cancelLockedPending(tx, businessId, purchaseId, { customerId, actorUserId });
    return result;
  });
}

// ---- Membership invoices (decisions/0055-memberships.md) ---------------------------------------
// Each invoice of a subscription is paid through a purchase of type "membership", so cash, card,
// credits, receipts, refunds and the journal are the ones credit packs use. The subscriptions module
// decides when; these steps run in its transaction.

export type MembershipPurchaseInput = {
  customerId: string;
  name: string;
  priceCents: number;
  grants: CreditGrant[];
  creditsExpireAt: Date | null;
  paymentMethod: PurchasePaymentMethod;
  /**
   * An unlimited plan's credits: this many a studio day from `startsOn` (the first day the purchase
   * covers; each grant is a whole number of days), a day's unused ones lapsing when it ends, so the
   * period's revenue is recognised day by day (decision 0057).
   */
  dailyAllowance?: DailyAllowance;
};

/**
 * Opens the purchase that pays one membership invoice. Paying at the studio follows the studio's
 * rule (decision 0046): with "book before paying" the credits come now and the price is owed;
 * otherwise, and by card, the credits come with the payment.
 */
export async function openMembershipPurchase(
  tx: Database,
  businessId: string,
  input: MembershipPurchaseInput,
): Promise<PurchaseRow> {
  const customer = await findCustomer(tx, businessId, input.customerId);
  if (!customer) throw notFound('customer');
  // Only paying at the studio asks the studio's rule (a card's credits always come with the payment).
  const creditsFirst =
    input.paymentMethod === 'studio' && (await businessSettings(tx, businessId)).bookBeforePaying;
  const purchase = await insertPurchase(tx, businessId, {
    customerId: customer.id,
    packId: null,
    packType: 'membership',
    packName: input.name,
    priceCents: input.priceCents,
    grants: input.grants,
    expiryDays: null,
    creditsExpireAt: input.creditsExpireAt,
    dailyAllowance: input.dailyAllowance?.perDay ?? null,
    allowanceStartsOn: input.dailyAllowance?.startsOn ?? null,
    paymentMethod: input.paymentMethod,
    creditsBeforePayment: creditsFirst,
    owedCents: creditsFirst ? input.priceCents : 0,
  });
  if (creditsFirst) {
    await postJournalEntry(tx, businessId, {
      memo: `${purchase.packName}, to be paid at the studio`,
      sourceType: 'purchase',
      sourceId: purchase.id,
      actorUserId: null,
      lines: [
        { account: 'accounts_receivable', amountCents: purchase.priceCents },
        { account: 'deferred_revenue', amountCents: -purchase.priceCents },
      ],
    });
    await grantPurchaseCredits(tx, businessId, purchase, purchase.priceCents);
  }
  return purchase;
}

/** A membership invoice's purchase paid by charging the saved card (the provider said it succeeded). */
export async function payMembershipPurchaseByCard(
  tx: Database,
  businessId: string,
  purchaseId: string,
  paymentIntentId: string,
): Promise<PaymentRow | null> {
  const purchase = await lockPurchase(tx, businessId, purchaseId);
  if (!purchase) throw new Error(`membership purchase ${purchaseId} vanished`);
  if (purchase.status !== 'pending') return null;
  return payLockedPurchase(tx, businessId, purchase, {
    method: 'card',
    amountCents: purchase.priceCents,
    actorUserId: null,
    note: null,
    stripePaymentIntentId: paymentIntentId,
  });
}

/**
 * Stops a membership invoice's purchase from being owed (staff waived it, or the subscription was
 * canceled before it was paid): a pending purchase is canceled, its unused credits taken back; what
 * used credits were worth is written off with the reason.
 */
export async function dropMembershipPurchase(
  tx: Parameters<typeof takeBackUnpaidCredits>[0],
  businessId: string,
  purchaseId: string,
  who: { customerId: string; actorUserId: string | null; reason: string },
): Promise<void> {
  const current = await lockPurchase(tx, businessId, purchaseId);
  if (current?.status !== 'pending') return;
  const { purchase } = await cancelLockedPending(tx, businessId, purchaseId, who);
  if (purchase.owedCents > 0) {
    await writeOffLocked(tx, businessId, purchase, who.actorUserId, who.reason);
  }
}
