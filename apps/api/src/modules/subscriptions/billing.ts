import { randomUUID } from 'node:crypto';
import { addDays, type CreditGrant, RENEWAL_RETRY_DAYS } from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { lapseUnusedAllowancesInBatches, listStudiosWithAllowances } from '../credits/index.ts';
import { alertStaff } from '../notifications/index.ts';
import { enqueueEmail, membershipEmail } from '../outbox/index.ts';
import type { CardPayments } from '../purchases/index.ts';
import { openMembershipPurchase, payMembershipPurchaseByCard } from '../purchases/index.ts';
import { type CardPaymentItem, payMembershipPurchasesByCard } from './batch-payments.ts';
import { periodOf, studioMidnight, studioToday } from './calendar.ts';
import {
  type AttemptRow,
  addHistories,
  addHistory,
  attachPurchases,
  findChargingAttempt,
  findCustomerFacts,
  findPeriodInvoice,
  findStudio,
  findStudios,
  finishAttempt,
  finishAttempts,
  type InvoiceRow,
  insertAttempt,
  insertAttempts,
  insertInvoice,
  insertInvoices,
  insertMembershipPurchases,
  listChargingAttempts,
  listDueCharges,
  listDueRenewals,
  listFreezesToEnd,
  listFreezesToStart,
  listPurchaseLotsLeft,
  listStuckAttempts,
  listUnbilledFreezeFees,
  listWithUnbilledFreezeFees,
  lockInvoice,
  lockInvoices,
  lockInvoicesWithSubscriptions,
  lockSubscription,
  lockSubscriptionsUnlessBusy,
  markInvoicesClaimed,
  moveSchedules,
  type SubscriptionRow,
  updateFreeze,
  updateInvoice,
  updateSubscription,
} from './subscriptions.repository.ts';

// The billing run (decisions/0055-memberships.md). Our database is the schedule: each subscription
// knows its next period and when it starts; each period is one invoice (unique per subscription and
// period), paid through one purchase; each charge of a saved card is an attempt whose idempotency key
// is committed before the provider is asked. So a run repeated, or run by two processes at once,
// opens no period twice and charges no attempt twice, and a run that crashed resumes where it stopped.

export type BillingDeps = { db: Database; card: CardPayments | undefined; origin: string };

const BATCH = 200;
/** Studios' passed days lapsed at once, each in its own transaction on its own connection. */
const AT_ONCE = 4;
/**
 * Saved cards charged as one group: a group's attempts are claimed (their keys committed) in one
 * transaction, the provider is asked for each of them, and their answers are written in one
 * transaction (decisions/0061-billing-in-batches.md: groups of 8 were measured 2.4 times slower).
 */
const CHARGES_AT_ONCE = 100;
/** Provider calls in flight at once, within a group (a card provider limits requests per second). */
const PROVIDER_CALLS_AT_ONCE = 25;
/**
 * Groups charged at once, each on its own connection, for studios apart (a studio's invoices always
 * in the same stream, so two streams never wait for one studio's receipt counter or a member's
 * balances): the database's work on a group is most of a charge's time, and it uses one core.
 */
const CHARGE_STREAMS = 2;
/** Attempts a run stopped in the middle can leave charging: every stream's group in flight. */
export const MOST_LEFT_CHARGING = CHARGES_AT_ONCE * CHARGE_STREAMS;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A charging attempt older than this is taken to be one whose run stopped; it is asked again. */
export const STUCK_ATTEMPT_MS = 2 * 60 * 1000;

export type BillingRunResult = {
  renewed: number;
  ended: number;
  charged: number;
  declined: number;
  pastDue: number;
  freezesStarted: number;
  freezesEnded: number;
  /** Credits of unlimited plans' passed days that lapsed unused (decision 0057). */
  lapsed: number;
};

export type BillingRunOptions = {
  /** 0 resumes every attempt left charging at once (after a crash); 2 minutes by default. */
  resumeStuckAfterMs?: number;
  batch?: number;
  /** One studio only (a test, or re-running one studio); every studio by default. */
  businessId?: string;
};

/** One pass of the billing run. */
export async function runBilling(
  deps: BillingDeps,
  options: BillingRunOptions = {},
): Promise<BillingRunResult> {
  const result: BillingRunResult = {
    renewed: 0,
    ended: 0,
    charged: 0,
    declined: 0,
    pastDue: 0,
    freezesStarted: 0,
    freezesEnded: 0,
    lapsed: 0,
  };
  const batch = options.batch ?? BATCH;
  const scope = options.businessId;
  const freezes = await moveFreezes(deps.db, scope);
  result.freezesStarted = freezes.started;
  result.freezesEnded = freezes.ended;

  // Periods that have started: open their invoices (credits come with payment, or at once when the
  // studio lets pay-at-studio members book before paying).
  for (;;) {
    const due = await listDueRenewals(deps.db, clock.now(), batch, scope);
    if (due.length === 0) break;
    let progressed = 0;
    for (const outcome of await deps.db.transaction((tx) => renewGroup(tx, due))) {
      if (outcome === 'renewed') result.renewed += 1;
      if (outcome === 'ended') result.ended += 1;
      if (outcome !== 'skipped') progressed += 1;
    }
    if (progressed === 0) break;
  }

  // Attempts a stopped run left charging: ask the provider again with the same key.
  const stuckBefore = new Date(clock.nowMs() - (options.resumeStuckAfterMs ?? STUCK_ATTEMPT_MS));
  for (const row of await listStuckAttempts(deps.db, stuckBefore, batch * 10, scope)) {
    tally(result, await chargeInvoice(deps, row.businessId, row.invoiceId, { resume: true }));
  }

  for (;;) {
    const due = await listDueCharges(deps.db, clock.now(), CHARGES_AT_ONCE * CHARGE_STREAMS * 2, scope);
    if (due.length === 0) break;
    let progressed = 0;
    const streams = await Promise.all(
      byStudio(due, CHARGE_STREAMS).map((rows) => chargeInGroups(deps, rows)),
    );
    for (const outcome of streams.flat()) {
      tally(result, outcome);
      if (outcome !== 'skipped') progressed += 1;
    }
    if (progressed === 0) break;
  }

  // Last, so credits a payment just granted catch up the days of their period that already passed.
  result.lapsed = await lapsePassedDays(deps.db, scope);
  return result;
}

/**
 * Unlimited plans are recognised day by day (decision 0057): each studio's days that have ended lapse
 * the allowance their members did not use, in the studio's own calendar.
 */
async function lapsePassedDays(db: Database, businessId?: string): Promise<number> {
  let lapsed = 0;
  // Studios at once: each lot lapses in its own transaction under its member's balance lock.
  const studios = await listStudiosWithAllowances(db, businessId);
  await eachAtOnce(
    studios,
    AT_ONCE,
    (studio) => studio.businessId,
    async (studio) => {
      const today = studioToday(studio.timeZone);
      const day = { today, startedAt: studioMidnight(today, studio.timeZone) };
      lapsed += (await lapseUnusedAllowancesInBatches(db, studio.businessId, day)).credits;
    },
  );
  return lapsed;
}

/**
 * Runs `work` for each row, up to `atOnce` rows at a time, the rows of one key (a customer, a studio)
 * one after another (so two of a member's renewals never wait for each other's locks, such as her
 * credit balances). The first error stops taking new rows and is thrown once the rows already started
 * have finished.
 */
async function eachAtOnce<T>(
  rows: T[],
  atOnce: number,
  keyOf: (row: T) => string,
  work: (row: T) => Promise<void>,
): Promise<void> {
  const byKey = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = byKey.get(key);
    if (list) list.push(row);
    else byKey.set(key, [row]);
  }
  const queue = [...byKey.values()];
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    for (let group = queue.shift(); group && !failure; group = queue.shift()) {
      for (const row of group) {
        if (failure) return;
        try {
          await work(row);
        } catch (error) {
          failure ??= { error };
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, queue.length) }, worker));
  if (failure) throw failure.error;
}

function tally(result: BillingRunResult, outcome: ChargeOutcome) {
  if (outcome === 'paid') result.charged += 1;
  if (outcome === 'declined') result.declined += 1;
  if (outcome === 'past_due') result.pastDue += 1;
}

// ---- Periods -----------------------------------------------------------------------------------

/**
 * Credits a new period grants: the plan's, plus what rolls over from the period before (at most
 * `rolloverMax` per kind, counted from that period's lots: what is left in them, or what their expiry
 * took). An unlimited plan's period grants its cap for every day of the period, as a daily allowance
 * (`openPeriod`).
 */
async function periodGrants(tx: Database, sub: SubscriptionRow, days: number): Promise<CreditGrant[]> {
  const { terms } = sub;
  if (terms.includes === 'unlimited') {
    return terms.unlimitedKinds.map((kind) => ({ kind, quantity: (terms.dailyCap ?? 1) * days }));
  }
  if (terms.rolloverMax === 0) return terms.grants;
  const previousPurchaseId = sub.nextIndex > 0 ? await previousPeriodPurchase(tx, sub) : null;
  if (previousPurchaseId === null) return terms.grants;
  const lots = await listPurchaseLotsLeft(tx, sub.businessId, previousPurchaseId);
  return terms.grants.map((grant) => {
    const lot = lots.find((row) => row.kind === grant.kind);
    const unused = lot ? (lot.expiredAt ? lot.expired : lot.remaining) : 0;
    return { kind: grant.kind, quantity: grant.quantity + Math.min(unused, terms.rolloverMax) };
  });
}

/**
 * Opens period `sub.nextIndex`'s invoice and its purchase, and moves the subscription's schedule to
 * the period after. The caller holds the subscription's lock. Fees of freezes that began before this
 * period are added to its invoice.
 */
export async function openPeriod(
  tx: Database,
  sub: SubscriptionRow,
  options: {
    actorUserId: string | null;
    extraCents?: number;
    extraWhat?: string;
    /** The studio, when the caller read it in this transaction already. */
    studio?: Studio;
  } = { actorUserId: null },
): Promise<{ invoice: InvoiceRow; sub: SubscriptionRow } | undefined> {
  const studio = options.studio ?? (await findStudio(tx, sub.businessId));
  const { terms } = sub;
  const period = periodOf(sub, terms.period, sub.nextIndex);
  const days = Math.round(
    (Date.parse(`${period.end}T00:00:00Z`) - Date.parse(`${period.start}T00:00:00Z`)) / DAY_MS,
  );
  const fees = await listUnbilledFreezeFees(tx, sub.businessId, sub.id, period.start);
  const feeCents = fees.reduce((sum, fee) => sum + fee.feeCents, 0);
  const amountCents = terms.priceCents + (options.extraCents ?? 0) + feeCents;
  const grants = await periodGrants(tx, sub, days);
  const description = `${terms.name}, ${period.start} to ${addDays(period.end, -1)}`;
  const invoice = await insertInvoice(tx, sub.businessId, {
    subscriptionId: sub.id,
    kind: 'period',
    periodIndex: period.index,
    periodStart: period.start,
    periodEnd: period.end,
    amountCents,
    description,
  });
  // Already opened (a run that raced this one): nothing to do twice.
  if (!invoice) return undefined;
  const purchase = await openMembershipPurchase(tx, sub.businessId, {
    customerId: sub.customerId,
    name: description,
    priceCents: amountCents,
    grants,
    creditsExpireAt: studioMidnight(period.end, studio.timeZone),
    paymentMethod: sub.paymentMethod,
    ...(terms.includes === 'unlimited'
      ? { dailyAllowance: { perDay: terms.dailyCap ?? 1, startsOn: period.start } }
      : {}),
  });
  const lastRetry = RENEWAL_RETRY_DAYS[RENEWAL_RETRY_DAYS.length - 1] ?? 7;
  // A card is charged now; an invoice owed at the studio is past due once the last retry day passes.
  const nextAttemptAt =
    sub.paymentMethod === 'card'
      ? clock.now()
      : studioMidnight(addDays(studioToday(studio.timeZone), lastRetry), studio.timeZone);
  const opened = await updateInvoice(tx, sub.businessId, invoice.id, {
    purchaseId: purchase.id,
    nextAttemptAt,
  });
  for (const fee of fees) await updateFreeze(tx, sub.businessId, fee.id, { feeInvoiceId: invoice.id });
  const next = periodOf(sub, terms.period, sub.nextIndex + 1);
  const moved = await updateSubscription(tx, sub.businessId, sub.id, {
    nextIndex: sub.nextIndex + 1,
    nextBillingAt: studioMidnight(next.start, studio.timeZone),
  });
  await addHistory(tx, sub.businessId, sub.id, {
    actorUserId: options.actorUserId,
    action: 'invoice.opened',
    detail: {
      invoiceId: invoice.id,
      periodStart: period.start,
      periodEnd: period.end,
      amountCents,
      grants,
      ...(feeCents > 0 ? { freezeFeeCents: feeCents } : {}),
      ...(options.extraWhat ? { note: options.extraWhat } : {}),
    },
  });
  return { invoice: opened, sub: moved };
}

async function previousPeriodPurchase(tx: Database, sub: SubscriptionRow): Promise<string | null> {
  const invoice = await findPeriodInvoice(tx, sub.businessId, sub.id, sub.nextIndex - 1);
  return invoice?.purchaseId ?? null;
}

type RenewOutcome = 'renewed' | 'ended' | 'skipped';
type Studio = Awaited<ReturnType<typeof findStudio>>;

/**
 * Periods that ended before the run reached them (the run was stopped for longer than a period) are
 * not billed: their credits could not be used any more. The schedule moves to the period running now,
 * and the history says which were skipped.
 */
async function skipPassedPeriods(
  tx: Database,
  sub: SubscriptionRow,
  studio: Studio,
): Promise<SubscriptionRow> {
  const today = studioToday(studio.timeZone);
  let index = sub.nextIndex;
  while (periodOf(sub, sub.terms.period, index).end <= today) index += 1;
  if (index === sub.nextIndex) return sub;
  if (sub.endsOn && periodOf(sub, sub.terms.period, index).start >= sub.endsOn) return sub;
  await addHistory(tx, sub.businessId, sub.id, {
    actorUserId: null,
    action: 'periods.skipped',
    detail: {
      from: periodOf(sub, sub.terms.period, sub.nextIndex).start,
      to: periodOf(sub, sub.terms.period, index).start,
    },
  });
  return updateSubscription(tx, sub.businessId, sub.id, { nextIndex: index });
}

/**
 * Renews a group of due subscriptions in one transaction, each under its lock (those another
 * transaction holds are left to it), or ends those whose last period is over. The plain renewals (a
 * saved card, no freeze fee to add, no rollover to count, the period not yet over) are opened
 * together, one statement per table; the others one by one through `openPeriod`.
 */
async function renewGroup(tx: Database, rows: { id: string; businessId: string }[]): Promise<RenewOutcome[]> {
  const nowMs = clock.nowMs();
  const subs = (await lockSubscriptionsUnlessBusy(tx, rows)).filter(
    (sub) =>
      ['active', 'past_due', 'frozen'].includes(sub.status) &&
      sub.nextBillingAt !== null &&
      sub.nextBillingAt.getTime() <= nowMs,
  );
  if (subs.length === 0) return [];
  const studios = new Map(
    (await findStudios(tx, [...new Set(subs.map((sub) => sub.businessId))])).map((row) => [row.id, row]),
  );
  const withFees = await listWithUnbilledFreezeFees(tx, subs);
  const outcomes: RenewOutcome[] = [];
  const plain: { sub: SubscriptionRow; studio: Studio }[] = [];
  for (const sub of subs) {
    const studio = studios.get(sub.businessId);
    if (!studio) throw new Error(`business ${sub.businessId} vanished`);
    const next = periodOf(sub, sub.terms.period, sub.nextIndex);
    if (sub.endsOn && next.start >= sub.endsOn) {
      await updateSubscription(tx, sub.businessId, sub.id, {
        status: sub.cancelRequestedAt ? 'canceled' : 'ended',
        nextBillingAt: null,
        endedAt: clock.now(),
      });
      await addHistory(tx, sub.businessId, sub.id, {
        actorUserId: null,
        action: sub.cancelRequestedAt ? 'canceled' : 'ended',
        detail: { on: sub.endsOn },
      });
      outcomes.push('ended');
      continue;
    }
    const isPlain =
      sub.paymentMethod === 'card' &&
      !withFees.has(sub.id) &&
      (sub.terms.includes === 'unlimited' || sub.terms.rolloverMax === 0 || sub.nextIndex === 0) &&
      next.end > studioToday(studio.timeZone);
    if (isPlain) {
      plain.push({ sub, studio });
      continue;
    }
    const caughtUp = await skipPassedPeriods(tx, sub, studio);
    const opened = await openPeriod(tx, caughtUp, { actorUserId: null, studio });
    outcomes.push(opened ? 'renewed' : 'skipped');
  }
  outcomes.push(...(await openPlainPeriods(tx, plain)));
  return outcomes;
}

/**
 * `openPeriod` for plain card renewals, together: the invoices, their purchases, the invoices' first
 * try (now), the schedules moved on and the history, one statement each.
 */
async function openPlainPeriods(
  tx: Database,
  items: { sub: SubscriptionRow; studio: Studio }[],
): Promise<RenewOutcome[]> {
  if (items.length === 0) return [];
  const planned = items.map(({ sub, studio }) => {
    const { terms } = sub;
    const period = periodOf(sub, terms.period, sub.nextIndex);
    const days = Math.round(
      (Date.parse(`${period.end}T00:00:00Z`) - Date.parse(`${period.start}T00:00:00Z`)) / DAY_MS,
    );
    const grants: CreditGrant[] =
      terms.includes === 'unlimited'
        ? terms.unlimitedKinds.map((kind) => ({ kind, quantity: (terms.dailyCap ?? 1) * days }))
        : terms.grants;
    const description = `${terms.name}, ${period.start} to ${addDays(period.end, -1)}`;
    const next = periodOf(sub, terms.period, sub.nextIndex + 1);
    return {
      sub,
      studio,
      period,
      grants,
      description,
      nextBillingAt: studioMidnight(next.start, studio.timeZone),
    };
  });
  const opened = await insertInvoices(
    tx,
    planned.map(({ sub, period, description }) => ({
      businessId: sub.businessId,
      subscriptionId: sub.id,
      kind: 'period' as const,
      periodIndex: period.index,
      periodStart: period.start,
      periodEnd: period.end,
      amountCents: sub.terms.priceCents,
      description,
    })),
  );
  const invoiceOf = new Map(opened.map((row) => [row.subscriptionId, row.id]));
  // Already opened (a run that raced this one): nothing to do twice.
  const toOpen = planned.flatMap((plan) => {
    const invoiceId = invoiceOf.get(plan.sub.id);
    return invoiceId === undefined ? [] : [{ ...plan, invoiceId, purchaseId: randomUUID() }];
  });
  await insertMembershipPurchases(
    tx,
    toOpen.map(({ sub, studio, period, grants, description, purchaseId }) => ({
      id: purchaseId,
      businessId: sub.businessId,
      customerId: sub.customerId,
      packId: null,
      packType: 'membership' as const,
      packName: description,
      priceCents: sub.terms.priceCents,
      grants,
      expiryDays: null,
      creditsExpireAt: studioMidnight(period.end, studio.timeZone),
      dailyAllowance: sub.terms.includes === 'unlimited' ? (sub.terms.dailyCap ?? 1) : null,
      allowanceStartsOn: sub.terms.includes === 'unlimited' ? period.start : null,
      paymentMethod: 'card' as const,
      creditsBeforePayment: false,
      owedCents: 0,
    })),
  );
  // A card is charged now.
  await attachPurchases(
    tx,
    toOpen.map(({ sub, invoiceId, purchaseId }) => ({ businessId: sub.businessId, invoiceId, purchaseId })),
    clock.now(),
  );
  await moveSchedules(
    tx,
    toOpen.map(({ sub, nextBillingAt }) => ({
      businessId: sub.businessId,
      id: sub.id,
      nextIndex: sub.nextIndex + 1,
      nextBillingAt,
    })),
  );
  await addHistories(
    tx,
    toOpen.map(({ sub, invoiceId, period, grants }) => ({
      businessId: sub.businessId,
      subscriptionId: sub.id,
      actorUserId: null,
      action: 'invoice.opened',
      detail: {
        invoiceId,
        periodStart: period.start,
        periodEnd: period.end,
        amountCents: sub.terms.priceCents,
        grants,
      },
    })),
  );
  return planned.map(({ sub }) => (invoiceOf.has(sub.id) ? 'renewed' : 'skipped'));
}

// ---- Charging ----------------------------------------------------------------------------------

type ChargeOutcome = 'paid' | 'declined' | 'past_due' | 'waiting' | 'skipped';

/**
 * Charges one open invoice's saved card: claims an attempt (its key committed first), asks the
 * provider, then writes the answer under the invoice's lock. An invoice owed at the studio that
 * reached its due day goes past due instead. `resume` continues an attempt left charging.
 */
export async function chargeInvoice(
  deps: BillingDeps,
  businessId: string,
  invoiceId: string,
  options: { resume?: boolean; force?: boolean } = {},
): Promise<ChargeOutcome> {
  const claim = await deps.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, businessId, invoiceId);
    if (invoice?.status !== 'open' || !invoice.purchaseId) return undefined;
    const sub = await lockSubscription(tx, businessId, invoice.subscriptionId);
    if (!sub) return undefined;
    // Attempts are counted on the invoice under its lock: none made means none is charging.
    const charging = invoice.attempts > 0 ? await findChargingAttempt(tx, businessId, invoiceId) : undefined;
    if (charging) return options.resume ? { invoice, sub, attempt: charging } : undefined;
    if (options.resume) return undefined;
    const due = invoice.nextAttemptAt !== null && invoice.nextAttemptAt.getTime() <= clock.nowMs();
    if (!due && !options.force) return undefined;
    if (sub.paymentMethod === 'studio' || !sub.cardPaymentMethodRef || !sub.cardCustomerRef) {
      if (sub.paymentMethod === 'card' && !options.force) {
        // No saved card yet (its setup did not finish): wait for it, as a decline would.
        await updateInvoice(tx, businessId, invoice.id, { nextAttemptAt: null });
        return undefined;
      }
      if (!due) return undefined;
      await goPastDue(tx, deps, sub, invoice);
      return 'past_due' as const;
    }
    const number = invoice.attempts + 1;
    const attempt = await insertAttempt(tx, businessId, {
      invoiceId: invoice.id,
      number,
      idempotencyKey: `invoice:${invoice.id}:attempt:${number}`,
    });
    const claimed = await updateInvoice(tx, businessId, invoice.id, {
      attempts: number,
      nextAttemptAt: null,
    });
    return { invoice: claimed, sub, attempt };
  });
  if (claim === undefined) return 'skipped';
  if (claim === 'past_due') return 'past_due';
  if (!deps.card) return 'waiting';
  const { invoice, sub, attempt } = claim;

  let answer: Awaited<ReturnType<CardPayments['chargeSavedCard']>>;
  try {
    answer = await deps.card.chargeSavedCard({
      customerRef: sub.cardCustomerRef as string,
      paymentMethodRef: sub.cardPaymentMethodRef as string,
      amountCents: invoice.amountCents,
      idempotencyKey: attempt.idempotencyKey,
      metadata: { businessId, subscriptionId: sub.id, invoiceId: invoice.id },
    });
  } catch {
    // The provider did not answer: the attempt stays charging and is asked again with the same key.
    return 'waiting';
  }

  return deps.db.transaction(async (tx) => {
    const current = await lockInvoice(tx, businessId, invoiceId);
    const latest = await findChargingAttempt(tx, businessId, invoiceId);
    if (!current || latest?.id !== attempt.id) return 'skipped';
    await finishAttempt(tx, businessId, attempt.id, {
      status: answer.outcome === 'succeeded' ? 'succeeded' : 'declined',
      message: answer.outcome === 'succeeded' ? null : answer.message,
      paymentIntentId: answer.paymentIntentId,
    });
    return writeAnswer(tx, deps, current, answer);
  });
}

type CardAnswer = Awaited<ReturnType<CardPayments['chargeSavedCard']>>;

/**
 * What the provider answered for the invoice's attempt (already marked finished), written under the
 * invoice's lock: the payment, or the decline with its retry day (past due after the last).
 */
async function writeAnswer(
  tx: Database,
  deps: BillingDeps,
  current: InvoiceRow,
  answer: CardAnswer,
): Promise<ChargeOutcome> {
  const { businessId } = current;
  if (answer.outcome === 'succeeded') {
    if (current.purchaseId && current.status === 'open') {
      // The purchase's payment pays the invoice (a trigger), and brings a past-due subscription back.
      await payMembershipPurchaseByCard(tx, businessId, current.purchaseId, answer.paymentIntentId);
    }
    return 'paid';
  }
  const sub = await lockSubscription(tx, businessId, current.subscriptionId);
  if (!sub) return 'skipped';
  const studio = await findStudio(tx, businessId);
  const retryDays = RENEWAL_RETRY_DAYS[current.attempts - 1];
  if (retryDays === undefined || current.status !== 'open') {
    await goPastDue(tx, deps, sub, current);
    return 'past_due';
  }
  // Retries count from the first try's day, at the studio's midnight.
  const firstTry = current.createdAt;
  const retryDay = addDays(studioToday(studio.timeZone, firstTry), retryDays);
  const retryAt = studioMidnight(retryDay, studio.timeZone);
  await updateInvoice(tx, businessId, current.id, { nextAttemptAt: retryAt });
  await addHistory(tx, businessId, sub.id, {
    actorUserId: null,
    action: 'payment.declined',
    detail: {
      invoiceId: current.id,
      attempt: current.attempts,
      message: answer.message,
      retryOn: retryDay,
    },
  });
  await emailMember(tx, deps, sub, 'membership.paymentFailed', {
    amountCents: current.amountCents,
    firstDay: retryDay,
    lastDay: null,
  });
  return 'declined';
}

/**
 * Charges due invoices CHARGES_AT_ONCE at a time: claims an attempt for each invoice of a group whose
 * saved card can be charged (its key committed first), asks the provider for the group at once (each
 * with its own key), then writes the group's answers and claims the next group's attempts in one
 * transaction. So at most one group's attempts are charging at any moment. Invoices locked by another
 * run are left to it; invoices that are not plain card charges (owed at the studio, no card saved yet)
 * go through `chargeInvoice` one by one.
 */
async function chargeInGroups(
  deps: BillingDeps,
  due: { id: string; businessId: string }[],
): Promise<ChargeOutcome[]> {
  const outcomes: ChargeOutcome[] = [];
  const card = deps.card;
  if (!card) {
    for (const row of due) outcomes.push(await chargeInvoice(deps, row.businessId, row.id));
    return outcomes;
  }
  const groups: (typeof due)[] = [];
  for (let start = 0; start < due.length; start += CHARGES_AT_ONCE) {
    groups.push(due.slice(start, start + CHARGES_AT_ONCE));
  }
  let claim = await deps.db.transaction((tx) => claimAttempts(tx, groups[0] ?? []));
  for (let index = 0; index < groups.length; index += 1) {
    for (const row of claim.oneByOne) outcomes.push(await chargeInvoice(deps, row.businessId, row.id));
    const answers: (CardAnswer | undefined)[] = [];
    await eachAtOnce(
      claim.claimed.map((claimed, position) => ({ ...claimed, position })),
      PROVIDER_CALLS_AT_ONCE,
      ({ attempt }) => attempt.id,
      async ({ invoice, sub, attempt, position }) => {
        try {
          answers[position] = await card.chargeSavedCard({
            customerRef: sub.cardCustomerRef as string,
            paymentMethodRef: sub.cardPaymentMethodRef as string,
            amountCents: invoice.amountCents,
            idempotencyKey: attempt.idempotencyKey,
            metadata: { businessId: invoice.businessId, subscriptionId: sub.id, invoiceId: invoice.id },
          });
        } catch {
          // The provider did not answer: the attempt stays charging and is asked again with the same key.
          answers[position] = undefined;
        }
      },
    );
    const answered = claim.claimed.flatMap((claimed, position) => {
      const answer = answers[position];
      if (answer === undefined) {
        outcomes.push('waiting');
        return [];
      }
      return [{ ...claimed, answer }];
    });
    const next = groups[index + 1];
    if (answered.length === 0 && next === undefined) break;
    const written = await deps.db.transaction(async (tx) => ({
      outcomes: await writeAnswers(tx, deps, answered),
      claim: next === undefined ? { claimed: [], oneByOne: [] } : await claimAttempts(tx, next),
    }));
    outcomes.push(...written.outcomes);
    claim = written.claim;
  }
  return outcomes;
}

type Claim = { invoice: InvoiceRow; sub: SubscriptionRow; attempt: AttemptRow };

/** Claims an attempt for each invoice of the group that is a plain card charge due now. */
async function claimAttempts(
  tx: Database,
  group: { id: string; businessId: string }[],
): Promise<{ claimed: Claim[]; oneByOne: { id: string; businessId: string }[] }> {
  const locked = await lockInvoicesWithSubscriptions(tx, group);
  const withAttempts = locked.filter((row) => row.invoice.attempts > 0).map((row) => row.invoice);
  const charging = new Set(
    (await listChargingAttempts(tx, withAttempts)).map((attempt) => attempt.invoiceId),
  );
  const nowMs = clock.nowMs();
  const toClaim: { invoice: InvoiceRow; sub: SubscriptionRow }[] = [];
  const oneByOne: { id: string; businessId: string }[] = [];
  for (const { invoice, sub } of locked) {
    if (invoice.status !== 'open' || !invoice.purchaseId || charging.has(invoice.id)) continue;
    if (invoice.nextAttemptAt === null || invoice.nextAttemptAt.getTime() > nowMs) continue;
    if (sub.paymentMethod !== 'card' || !sub.cardPaymentMethodRef || !sub.cardCustomerRef) {
      oneByOne.push({ id: invoice.id, businessId: invoice.businessId });
    } else {
      toClaim.push({ invoice, sub });
    }
  }
  if (toClaim.length === 0) return { claimed: [], oneByOne };
  const attempts = await insertAttempts(
    tx,
    toClaim.map(({ invoice }) => ({
      businessId: invoice.businessId,
      invoiceId: invoice.id,
      number: invoice.attempts + 1,
      idempotencyKey: `invoice:${invoice.id}:attempt:${invoice.attempts + 1}`,
    })),
  );
  const claimedInvoices = await markInvoicesClaimed(
    tx,
    toClaim.map(({ invoice }) => invoice),
  );
  const attemptOf = new Map(attempts.map((attempt) => [attempt.invoiceId, attempt]));
  const invoiceOf = new Map(claimedInvoices.map((invoice) => [invoice.id, invoice]));
  const claimed = toClaim.flatMap(({ invoice, sub }) => {
    const attempt = attemptOf.get(invoice.id);
    const claimedInvoice = invoiceOf.get(invoice.id);
    return attempt && claimedInvoice ? [{ invoice: claimedInvoice, sub, attempt }] : [];
  });
  return { claimed, oneByOne };
}

/**
 * Writes a group's answers under their invoices' locks (taken in one statement, in id order): the
 * attempts finished in one statement, then each payment or decline, in studio then member order (so
 * two runs writing at once take studios' receipt counters and members' balances in the same order).
 */
async function writeAnswers(
  tx: Database,
  deps: BillingDeps,
  answered: (Claim & { answer: CardAnswer })[],
): Promise<ChargeOutcome[]> {
  const invoices = await lockInvoices(
    tx,
    answered.map(({ invoice }) => invoice),
  );
  const latest = new Map(
    (await listChargingAttempts(tx, invoices)).map((attempt) => [attempt.invoiceId, attempt.id]),
  );
  const current = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const outcomes: ChargeOutcome[] = [];
  const ours = answered.filter(({ invoice, attempt }) => {
    const mine = current.has(invoice.id) && latest.get(invoice.id) === attempt.id;
    if (!mine) outcomes.push('skipped');
    return mine;
  });
  await finishAttempts(
    tx,
    ours.map(({ attempt, answer }) => ({
      businessId: attempt.businessId,
      id: attempt.id,
      status: answer.outcome === 'succeeded' ? ('succeeded' as const) : ('declined' as const),
      message: answer.outcome === 'succeeded' ? null : answer.message,
      paymentIntentId: answer.paymentIntentId,
    })),
  );
  // Studio, then member: a payment takes its studio's receipt counter and its member's balances.
  ours.sort(
    (a, b) =>
      compare(a.invoice.businessId, b.invoice.businessId) ||
      compare(a.sub.customerId, b.sub.customerId) ||
      compare(a.invoice.id, b.invoice.id),
  );
  // Payments together (one statement per table), declines one by one (2% of charges).
  const payments: CardPaymentItem[] = [];
  for (const { invoice, answer } of ours) {
    const locked = current.get(invoice.id) as InvoiceRow;
    if (answer.outcome === 'succeeded') {
      if (locked.purchaseId && locked.status === 'open') {
        payments.push({
          businessId: locked.businessId,
          purchaseId: locked.purchaseId,
          paymentIntentId: answer.paymentIntentId,
        });
      }
      outcomes.push('paid');
    }
  }
  await payMembershipPurchasesByCard(tx, payments);
  for (const { invoice, answer } of ours) {
    if (answer.outcome !== 'succeeded') {
      outcomes.push(await writeAnswer(tx, deps, current.get(invoice.id) as InvoiceRow, answer));
    }
  }
  return outcomes;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Splits rows into `count` lists, a studio's rows all in one, keeping their order. */
function byStudio<T extends { businessId: string }>(rows: T[], count: number): T[][] {
  const lists: T[][] = Array.from({ length: count }, () => []);
  const listOf = new Map<string, number>();
  for (const row of rows) {
    let index = listOf.get(row.businessId);
    if (index === undefined) {
      // The next studio goes to the shortest list so far.
      index = lists.reduce((best, list, at) => (list.length < (lists[best]?.length ?? 0) ? at : best), 0);
      listOf.set(row.businessId, index);
    }
    lists[index]?.push(row);
  }
  return lists.filter((list) => list.length > 0);
}

/** Every try failed (or the studio's due day passed): the invoice and the subscription are past due. */
async function goPastDue(tx: Database, deps: BillingDeps, sub: SubscriptionRow, invoice: InvoiceRow) {
  await updateInvoice(tx, sub.businessId, invoice.id, { status: 'past_due', nextAttemptAt: null });
  if (sub.status === 'active' || sub.status === 'frozen') {
    await updateSubscription(tx, sub.businessId, sub.id, { status: 'past_due' });
  }
  await addHistory(tx, sub.businessId, sub.id, {
    actorUserId: null,
    action: 'past_due',
    detail: { invoiceId: invoice.id, amountCents: invoice.amountCents },
  });
  await emailMember(tx, deps, sub, 'membership.pastDue', {
    amountCents: invoice.amountCents,
    firstDay: null,
    lastDay: null,
  });
  // The front desk should act on it (decision 0052's staff alerts).
  const customer = await findCustomerFacts(tx, sub.businessId, sub.customerId);
  await alertStaff(tx, sub.businessId, {
    kind: 'staff.membershipPastDue',
    data: {
      subscriptionId: sub.id,
      actorName: customer?.fullName ?? '',
      packName: sub.terms.name,
      amountCents: invoice.amountCents,
    },
    link: `/admin/services/memberships/${sub.id}`,
    dedupeKey: `membership-past-due:${invoice.id}`,
  });
}

export async function emailMember(
  tx: Database,
  deps: BillingDeps,
  sub: SubscriptionRow,
  kind: Parameters<typeof membershipEmail>[0]['kind'],
  facts: { amountCents: number; firstDay: string | null; lastDay: string | null },
) {
  const [customer, studio] = await Promise.all([
    findCustomerFacts(tx, sub.businessId, sub.customerId),
    findStudio(tx, sub.businessId),
  ]);
  if (!customer) return;
  await enqueueEmail(
    tx,
    membershipEmail({
      kind,
      businessId: sub.businessId,
      membershipId: sub.customerId,
      to: customer.email,
      studioName: studio.name,
      plan: sub.terms.name,
      ...facts,
      link: `${deps.origin}/members/memberships/${sub.id}`,
    }),
  );
}

// ---- Freezes -----------------------------------------------------------------------------------

/**
 * Freezes whose first day has come move their subscription to frozen; those whose last day has
 * passed bring it back. Days are each studio's own.
 */
async function moveFreezes(db: Database, businessId?: string): Promise<{ started: number; ended: number }> {
  const starting = await listFreezesToStart(db, businessId);
  let started = 0;
  for (const freeze of starting) {
    await db.transaction(async (tx) => {
      const sub = await lockSubscription(tx, freeze.businessId, freeze.subscriptionId);
      if (!sub) return;
      await updateFreeze(tx, freeze.businessId, freeze.id, { startedAt: clock.now() });
      if (sub.status === 'active') {
        await updateSubscription(tx, sub.businessId, sub.id, { status: 'frozen' });
        await addHistory(tx, sub.businessId, sub.id, {
          actorUserId: null,
          action: 'freeze.started',
          detail: { freezeId: freeze.id },
        });
        started += 1;
      }
    });
  }
  const ending = await listFreezesToEnd(db, businessId);
  let ended = 0;
  for (const freeze of ending) {
    await db.transaction(async (tx) => {
      const sub = await lockSubscription(tx, freeze.businessId, freeze.subscriptionId);
      if (!sub) return;
      await updateFreeze(tx, freeze.businessId, freeze.id, { endedAt: clock.now() });
      if (sub.status === 'frozen') {
        await updateSubscription(tx, sub.businessId, sub.id, { status: 'active' });
        await addHistory(tx, sub.businessId, sub.id, {
          actorUserId: null,
          action: 'freeze.ended',
          detail: { freezeId: freeze.id },
        });
        ended += 1;
      }
    });
  }
  return { started, ended };
}
