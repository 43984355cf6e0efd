import {
  addDays,
  creditsDueOnRefund,
  daysBetween,
  formatUsd,
  type PlanChangePreview,
  proratedCents,
  proratedGrants,
  RENEWAL_RETRY_DAYS,
} from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { fieldProblem, notFound } from '../../lib/problem.ts';
import { getPurchaseCredits } from '../credits/index.ts';
import { type ErrorLog, openMembershipPurchase, refundPayment } from '../purchases/index.ts';
import { type BillingDeps, chargeInvoice } from './billing.ts';
import { periodOf, studioMidnight, studioToday } from './calendar.ts';
import {
  addHistory,
  findPlan,
  findRunningInvoice,
  findStudio,
  findSubscription,
  hasOwedInvoice,
  insertInvoice,
  listUnrefundedChanges,
  lockInvoice,
  lockSubscription,
  type PlanRow,
  type SubscriptionRow,
  updateInvoice,
  updateSubscription,
} from './subscriptions.repository.ts';
import { type Actor, termsOf } from './subscriptions.service.ts';

// Changing plan mid-period (decisions/0056-membership-plan-changes.md). The change takes effect today
// and keeps the subscription's calendar: the rest of the period is priced by days on both plans. The
// unused part of the current plan is given back as a refund of the payment that bought it (never more
// than its unused credits were worth, whose share the refund takes back); the new plan's days are a
// `change` invoice with its own purchase and credits, charged like a renewal. So every cent goes
// through the purchases' payments and refunds, and the ledger's rules hold as they are.

type ChangePlan = PlanChangePreview & {
  plan: PlanRow;
  periodEnd: string;
  creditPaymentId: string | null;
  grants: { kind: PlanRow['grants'][number]['kind']; quantity: number }[];
};

/** What changing `sub` to `planId` today would do, or the rule it breaks (on its field). */
export async function planChange(
  db: Database,
  sub: SubscriptionRow,
  planId: string,
  by: 'member' | 'staff',
): Promise<ChangePlan> {
  if (sub.status !== 'active') {
    throw fieldProblem(
      409,
      'subscription',
      sub.status === 'frozen'
        ? 'This membership is frozen: change plan once the freeze ends.'
        : sub.status === 'past_due'
          ? 'This membership is past due: pay what is owed before changing plan.'
          : sub.status === 'pending'
            ? 'This membership has not started yet: cancel it and choose the other plan instead.'
            : 'This membership is over: it can no longer be changed.',
    );
  }
  if (sub.cancelRequestedAt) {
    throw fieldProblem(
      409,
      'subscription',
      `This membership is canceled and ends on ${sub.endsOn}: choose a new plan then.`,
    );
  }
  const plan = await findPlan(db, sub.businessId, planId);
  if (!plan?.active) throw fieldProblem(422, 'planId', 'This plan is not on sale. Choose another one.');
  if (plan.id === sub.planId)
    throw fieldProblem(422, 'planId', `This membership is already on ${plan.name}.`);
  const { terms } = sub;
  if (plan.period !== terms.period) {
    throw fieldProblem(
      422,
      'planId',
      `${plan.name} is billed by the ${plan.period} and this membership by the ${terms.period}: a plan change keeps the calendar. Cancel this one and choose ${plan.name} when it ends.`,
    );
  }
  if (by === 'member' && sub.paymentMethod !== 'card') {
    throw fieldProblem(
      409,
      'planId',
      'This membership is paid at the studio: the front desk changes its plan, where the difference is settled.',
    );
  }
  if (await hasOwedInvoice(db, sub.businessId, sub.id)) {
    throw fieldProblem(
      409,
      'planId',
      'An invoice of this membership is still owed: pay it before changing plan.',
    );
  }
  const studio = await findStudio(db, sub.businessId);
  const today = studioToday(studio.timeZone);
  const running = await findRunningInvoice(db, sub.businessId, sub.id, today);
  // The period running today (its invoice paid, as no invoice is owed).
  const current = periodOf(sub, terms.period, sub.nextIndex - 1);
  const periodEnd = running?.invoice.periodEnd ?? current.end;
  const daysInPeriod = daysBetween(current.start, current.end);
  const daysLeft = daysBetween(today, periodEnd);
  if (daysLeft <= 0 || today < current.start) {
    throw fieldProblem(409, 'planId', 'This membership renews today: try again once the renewal is done.');
  }

  // The unused part of what the member paid for these days: the plan's price (fees are not given
  // back) by days, capped by what its still-unused credits are worth so no used credit is paid back.
  let creditCents = 0;
  let creditsTakenBack = 0;
  const purchaseId = running?.invoice.purchaseId;
  if (running && purchaseId) {
    const { invoice, payment } = running;
    const spanDays = daysBetween(invoice.periodStart as string, invoice.periodEnd as string);
    const base = invoice.kind === 'change' ? invoice.amountCents : terms.priceCents;
    const lots = (await getPurchaseCredits(db, sub.businessId, [purchaseId])).get(purchaseId) ?? [];
    const unusedValue = lots.reduce(
      (sum, lot) =>
        sum + (lot.valueCents === null ? 0 : Math.floor((lot.valueCents * lot.unused) / lot.granted)),
      0,
    );
    creditCents = Math.min(
      proratedCents(base, daysLeft, spanDays),
      unusedValue,
      payment.amountCents - payment.refundedCents,
    );
    for (const lot of lots) {
      const due = creditsDueOnRefund({
        granted: lot.granted,
        alreadyTaken: lot.takenBack,
        paidCents: payment.amountCents,
        refundedCents: payment.refundedCents + creditCents,
      });
      creditsTakenBack += Math.min(due, lot.unused);
    }
  }
  // The credit goes back the way the period was paid: cash needs someone at the desk to hand it over.
  if (by === 'member' && creditCents > 0 && running?.payment.method !== 'card') {
    throw fieldProblem(
      409,
      'planId',
      'This period was paid at the studio: the front desk changes the plan, where the difference is settled.',
    );
  }
  const chargeCents = proratedCents(plan.priceCents, daysLeft, daysInPeriod);
  const grants = proratedGrants(plan, daysLeft, daysInPeriod);
  const next = periodOf(sub, terms.period, sub.nextIndex);
  const renews = !(sub.endsOn && next.start >= sub.endsOn);
  return {
    plan,
    periodEnd,
    creditPaymentId: creditCents > 0 && running ? running.payment.id : null,
    grants,
    fromPlan: terms.name,
    toPlan: plan.name,
    startsOn: today,
    lastDay: addDays(periodEnd, -1),
    daysLeft,
    daysInPeriod,
    creditCents,
    chargeCents,
    netCents: chargeCents - creditCents,
    credits: grants,
    creditsTakenBack,
    refundTo: running?.payment.method === 'card' ? 'card' : 'cash',
    nextChargeOn: renews ? next.start : null,
    nextChargeCents: renews ? plan.priceCents : null,
  };
}

function previewOf(plan: ChangePlan): PlanChangePreview {
  const { plan: _plan, periodEnd: _end, creditPaymentId: _payment, grants: _grants, ...preview } = plan;
  return preview;
}

async function subscriptionFor(
  db: Database,
  businessId: string,
  subscriptionId: string,
  customerId?: string,
) {
  const sub = await findSubscription(db, businessId, subscriptionId);
  if (!sub || (customerId !== undefined && sub.customerId !== customerId)) throw notFound('membership');
  return sub;
}

export async function previewPlanChange(
  db: Database,
  businessId: string,
  subscriptionId: string,
  input: { planId: string; customerId?: string },
): Promise<PlanChangePreview> {
  const sub = await subscriptionFor(db, businessId, subscriptionId, input.customerId);
  return previewOf(await planChange(db, sub, input.planId, input.customerId ? 'member' : 'staff'));
}

/**
 * Changes plan today: under the subscription's lock, the new terms and a `change` invoice for the
 * days left (with the new plan's credits for them); then the credit is refunded and the card charged,
 * each as a step the billing run finishes if this request stops between them.
 */
export async function changePlan(
  deps: BillingDeps,
  businessId: string,
  subscriptionId: string,
  actor: Actor,
  input: { planId: string; customerId?: string; log: ErrorLog },
): Promise<PlanChangePreview> {
  const changed = await deps.db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, businessId, subscriptionId);
    if (!locked || (input.customerId !== undefined && locked.customerId !== input.customerId)) {
      throw notFound('membership');
    }
    const change = await planChange(tx, locked, input.planId, input.customerId ? 'member' : 'staff');
    const studio = await findStudio(tx, businessId);
    const description = `${change.toPlan}, ${change.startsOn} to ${change.lastDay} (changed from ${change.fromPlan})`;
    let invoiceId: string | null = null;
    if (change.chargeCents > 0 || change.creditCents > 0) {
      const invoice = await insertInvoice(tx, businessId, {
        subscriptionId: locked.id,
        kind: 'change',
        periodStart: change.startsOn,
        periodEnd: change.periodEnd,
        amountCents: change.chargeCents,
        creditCents: change.creditCents,
        creditPaymentId: change.creditPaymentId,
        description,
        ...(change.chargeCents === 0 ? { status: 'paid' as const, paidAt: clock.now() } : {}),
      });
      if (!invoice) throw new Error('change invoice insert returned nothing');
      invoiceId = invoice.id;
      if (change.chargeCents > 0) {
        const purchase = await openMembershipPurchase(tx, businessId, {
          customerId: locked.customerId,
          name: description,
          priceCents: change.chargeCents,
          grants: change.grants,
          creditsExpireAt: studioMidnight(change.periodEnd, studio.timeZone),
          paymentMethod: locked.paymentMethod,
          // An unlimited plan's days left are recognised day by day (decisions/0057).
          ...(change.plan.includes === 'unlimited'
            ? { dailyAllowance: { perDay: change.plan.dailyCap ?? 1, startsOn: change.startsOn } }
            : {}),
        });
        const lastRetry = RENEWAL_RETRY_DAYS[RENEWAL_RETRY_DAYS.length - 1] ?? 7;
        await updateInvoice(tx, businessId, invoice.id, {
          purchaseId: purchase.id,
          nextAttemptAt:
            locked.paymentMethod === 'card'
              ? clock.now()
              : studioMidnight(addDays(change.startsOn, lastRetry), studio.timeZone),
        });
      }
    }
    await updateSubscription(tx, businessId, locked.id, {
      planId: change.plan.id,
      terms: termsOf(change.plan),
    });
    await addHistory(tx, businessId, locked.id, {
      actorUserId: actor.userId,
      action: 'plan.changed',
      detail: {
        from: change.fromPlan,
        to: change.toPlan,
        startsOn: change.startsOn,
        daysLeft: change.daysLeft,
        creditCents: change.creditCents,
        chargeCents: change.chargeCents,
        invoiceId,
      },
    });
    return { change, invoiceId, sub: locked };
  });

  const { change, invoiceId, sub } = changed;
  if (invoiceId && change.creditCents > 0) {
    await refundChangeCredit(deps, businessId, invoiceId, { actorUserId: actor.userId, log: input.log });
  }
  if (invoiceId && change.chargeCents > 0 && sub.paymentMethod === 'card') {
    await chargeInvoice(deps, businessId, invoiceId);
  }
  return previewOf(change);
}

/**
 * Gives a plan change's credit back, once: the refund and the invoice's mark commit together, and a
 * second caller (the billing run resuming while the request finishes) finds the mark and refunds
 * nothing. A card refund carries the invoice's key, so the provider makes it once too.
 */
export async function refundChangeCredit(
  deps: BillingDeps,
  businessId: string,
  invoiceId: string,
  who: { actorUserId: string | null; log: ErrorLog },
): Promise<boolean> {
  // Read without a lock (the refund may call the provider); `whenRecorded` checks again under it.
  const invoice = await lockInvoice(deps.db, businessId, invoiceId);
  if (!invoice || invoice.creditRefundId || invoice.creditCents === 0 || !invoice.creditPaymentId)
    return false;
  await refundPayment(deps.db, deps.card, {
    businessId,
    actorUserId: who.actorUserId,
    paymentId: invoice.creditPaymentId,
    amountCents: invoice.creditCents,
    reason: `Plan change: ${formatUsd(invoice.creditCents)} for the unused days (${invoice.description})`,
    confirmUsedCredits: true,
    retryKey: `plan-change:${invoice.id}`,
    log: who.log,
    whenRecorded: async (tx, refundId) => {
      const current = await lockInvoice(tx, businessId, invoiceId);
      if (current?.creditRefundId) throw new Error(`plan change ${invoiceId} was already refunded`);
      await updateInvoice(tx, businessId, invoiceId, { creditRefundId: refundId });
    },
  });
  return true;
}

/** The billing job's step: refunds of plan changes a stopped request left undone. */
export async function finishPlanChanges(
  deps: BillingDeps,
  log: ErrorLog,
  options: { olderThan: Date; businessId?: string },
): Promise<number> {
  let finished = 0;
  for (const row of await listUnrefundedChanges(deps.db, options.olderThan, 500, options.businessId)) {
    try {
      if (await refundChangeCredit(deps, row.businessId, row.id, { actorUserId: null, log })) finished += 1;
    } catch (error) {
      log.error({ err: error, invoiceId: row.id }, 'plan change: the credit could not be refunded');
    }
  }
  return finished;
}
