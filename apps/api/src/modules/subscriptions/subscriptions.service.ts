import { addDays, daysBetween, formatUsd } from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import * as clock from '../../lib/clock.ts';
import { fieldProblem, HttpProblem, notFound } from '../../lib/problem.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { agreementStatus, issueMembershipAgreement } from '../contracts/index.ts';
import type { CardPayments } from '../purchases/index.ts';
import { dropMembershipPurchase, openMembershipPurchase, recordCashPayment } from '../purchases/index.ts';
import { type BillingDeps, chargeInvoice, emailMember, openPeriod } from './billing.ts';
import { periodContaining, periodOf, studioMidnight, studioToday } from './calendar.ts';
import {
  addHistory,
  findBlockingPastDue,
  findCustomerFacts,
  findPlan,
  findPurchaseGrants,
  findRunningForPlan,
  findStudio,
  findSubscription,
  findUnlimitedDay,
  insertFreeze,
  insertSubscription,
  listAttempts,
  listCustomerSubscriptions,
  listFreezes,
  listHistory,
  listInvoices,
  listStudioSubscriptions,
  lockInvoice,
  lockSubscription,
  type MembershipTerms,
  type PlanRow,
  type SubscriptionListQuery,
  type SubscriptionRow,
  updateInvoice,
  updateSubscription,
} from './subscriptions.repository.ts';

// A member's membership from buying to ending (decisions/0055-memberships.md): choose a plan, sign its
// agreement, pay the first period (by card, saved for renewals, or at the studio); freeze and cancel in
// the app within the plan's rules, each stated before confirming; staff sell, take payment, waive and
// cancel. Every change is written to the subscription's history with who made it.

export type Deps = BillingDeps;
export type Actor = {
  userId: string | null;
  membershipId: string;
  name: string;
  role: string;
  ip: string | null;
  userAgent: string | null;
};

export function termsOf(plan: PlanRow): MembershipTerms {
  return {
    name: plan.name,
    period: plan.period,
    priceCents: plan.priceCents,
    includes: plan.includes,
    grants: plan.grants,
    unlimitedKinds: plan.unlimitedKinds,
    dailyCap: plan.dailyCap,
    rolloverMax: plan.rolloverMax,
    signupFeeCents: plan.signupFeeCents,
    minCommitmentPeriods: plan.minCommitmentPeriods,
    autoRenew: plan.autoRenew,
    freezesPerYear: plan.freezesPerYear,
    freezeMinDays: plan.freezeMinDays,
    freezeMaxDays: plan.freezeMaxDays,
    freezeFeeCents: plan.freezeFeeCents,
    cancelNoticeDays: plan.cancelNoticeDays,
  };
}

const PERIOD_WORDS = { week: 'week', month: 'month', year: 'year' } as const;

// ---- Buying ------------------------------------------------------------------------------------

/**
 * Starts a subscription to an active plan: pending until its agreement is signed and the first period
 * paid. The agreement (when the plan has one) is issued now; staff selling at the desk also email it.
 */
export async function subscribe(
  deps: Deps,
  viewer: Viewer,
  actor: Actor,
  input: { customerId: string; planId: string; paymentMethod: 'studio' | 'card'; soldByStaff: boolean },
): Promise<SubscriptionRow> {
  const { db } = deps;
  const plan = await findPlan(db, viewer.businessId, input.planId);
  if (!plan?.active) throw fieldProblem(422, 'planId', 'This plan is not on sale. Choose another one.');
  if (input.paymentMethod === 'card' && !deps.card) {
    throw fieldProblem(
      422,
      'paymentMethod',
      'Card payments are not available at this studio yet. Choose "Pay at the studio".',
    );
  }
  const customer = await findCustomerFacts(db, viewer.businessId, input.customerId);
  if (customer?.role !== 'customer' || customer.status !== 'active') throw notFound('customer');
  if (await findRunningForPlan(db, viewer.businessId, customer.id, plan.id)) {
    throw fieldProblem(409, 'planId', `${customer.fullName} already has the ${plan.name} membership.`);
  }
  const studio = await findStudio(db, viewer.businessId);
  let contractId: string | null = null;
  if (plan.agreementTemplateId) {
    contractId = await issueMembershipAgreement(
      { db, origin: deps.origin },
      viewer,
      {
        id: actor.membershipId,
        name: actor.name,
        role: actor.role,
        ip: actor.ip,
        userAgent: actor.userAgent,
      },
      {
        templateId: plan.agreementTemplateId,
        customerId: customer.id,
        membership: {
          plan: plan.name,
          price: formatUsd(plan.priceCents),
          period: PERIOD_WORDS[plan.period],
        },
        email: input.soldByStaff,
      },
    );
  }
  return db.transaction(async (tx) => {
    const sub = await insertSubscription(tx, viewer.businessId, {
      customerId: customer.id,
      planId: plan.id,
      terms: termsOf(plan),
      status: 'pending',
      paymentMethod: input.paymentMethod,
      contractId,
      anchorOn: studioToday(studio.timeZone),
      createdById: actor.userId,
    });
    await addHistory(tx, viewer.businessId, sub.id, {
      actorUserId: actor.userId,
      action: 'created',
      detail: {
        plan: plan.name,
        priceCents: plan.priceCents,
        paymentMethod: input.paymentMethod,
        soldByStaff: input.soldByStaff,
      },
    });
    return sub;
  });
}

/** Refuses to go on until the plan's agreement is signed (the reason on `agreement`). */
async function assertAgreementSigned(db: Database, sub: SubscriptionRow) {
  if (!sub.contractId) return;
  const status = await agreementStatus(db, sub.businessId, sub.contractId);
  if (status !== 'signed') {
    throw fieldProblem(
      409,
      'agreement',
      status === 'declined' || status === 'voided' || status === 'expired'
        ? 'The membership agreement was not signed, so this membership cannot start. Choose the plan again to get a new one.'
        : 'Sign the membership agreement before paying.',
    );
  }
}

/**
 * Pays the first period: at the studio the subscription starts now and its first invoice is owed; by
 * card the member is sent to save a card (the webhook starts it and charges the card).
 */
export async function startSubscription(
  deps: Deps,
  businessId: string,
  subscriptionId: string,
  actor: Actor,
  who: { customerId?: string },
): Promise<{ sub: SubscriptionRow; checkoutUrl: string | null }> {
  const { db } = deps;
  const existing = await findSubscription(db, businessId, subscriptionId);
  if (!existing || (who.customerId && existing.customerId !== who.customerId)) throw notFound('membership');
  if (existing.status !== 'pending')
    throw fieldProblem(409, 'subscription', 'This membership has already started.');
  await assertAgreementSigned(db, existing);
  if (existing.paymentMethod === 'card') {
    if (!deps.card)
      throw fieldProblem(422, 'paymentMethod', 'Card payments are not available at this studio yet.');
    const url = await cardSetupUrl(deps, existing, 'start');
    return { sub: existing, checkoutUrl: url };
  }
  const sub = await db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, businessId, subscriptionId);
    if (locked?.status !== 'pending')
      throw fieldProblem(409, 'subscription', 'This membership has already started.');
    return activate(tx, locked, actor.userId);
  });
  return { sub, checkoutUrl: null };
}

/** The first period starts today: invoice 0 (the price and the sign-up fee) opens. */
export async function activate(
  tx: Database,
  sub: SubscriptionRow,
  actorUserId: string | null,
): Promise<SubscriptionRow> {
  const studio = await findStudio(tx, sub.businessId);
  const today = studioToday(studio.timeZone);
  const anchored = { anchorOn: today, anchorIndex: 0 };
  const { terms } = sub;
  // A plan that does not renew runs for its commitment (at least one period), then ends.
  const lastIndex = terms.autoRenew ? null : Math.max(1, terms.minCommitmentPeriods);
  const started = await updateSubscription(tx, sub.businessId, sub.id, {
    status: 'active',
    startedAt: clock.now(),
    ...anchored,
    nextIndex: 0,
    nextBillingAt: studioMidnight(today, studio.timeZone),
    commitmentEndsOn:
      terms.minCommitmentPeriods > 0
        ? periodOf(anchored, terms.period, terms.minCommitmentPeriods).start
        : null,
    endsOn: lastIndex === null ? null : periodOf(anchored, terms.period, lastIndex).start,
  });
  await addHistory(tx, sub.businessId, sub.id, { actorUserId, action: 'started', detail: { on: today } });
  const opened = await openPeriod(tx, started, {
    actorUserId,
    extraCents: terms.signupFeeCents,
    ...(terms.signupFeeCents > 0 ? { extraWhat: `sign-up fee ${formatUsd(terms.signupFeeCents)}` } : {}),
  });
  return opened?.sub ?? started;
}

/** A Checkout page in setup mode that saves the member's card; `purpose` says what comes after. */
async function cardSetupUrl(deps: Deps, sub: SubscriptionRow, purpose: 'start' | 'update'): Promise<string> {
  const card = deps.card as CardPayments;
  const customer = await findCustomerFacts(deps.db, sub.businessId, sub.customerId);
  if (!customer) throw notFound('customer');
  let customerRef = sub.cardCustomerRef;
  try {
    if (!customerRef) {
      customerRef = (
        await card.createCustomer({
          email: customer.email,
          name: customer.fullName,
          businessId: sub.businessId,
        })
      ).id;
    }
    const session = await card.createSetupSession({
      customerRef,
      successUrl: `${deps.origin}/members/memberships/${sub.id}?card=saved`,
      cancelUrl: `${deps.origin}/members/memberships/${sub.id}?card=canceled`,
      metadata: { businessId: sub.businessId, subscriptionId: sub.id, purpose },
      idempotencyKey: `setup:${sub.id}:${purpose}:${clock.nowMs()}`,
    });
    await deps.db.transaction(async (tx) => {
      await updateSubscription(tx, sub.businessId, sub.id, {
        cardCustomerRef: customerRef,
        setupSessionId: session.id,
      });
    });
    return session.url;
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    throw new HttpProblem(
      502,
      'Bad Gateway',
      'The card page could not be opened. Try again in a moment, or choose "Pay at the studio".',
    );
  }
}

/**
 * The provider says a setup page saved a card (its signed webhook): the card is kept for renewals; a
 * pending subscription starts and its first invoice is charged; a card updated on a past-due or
 * declined membership is charged at once for what it owes.
 */
export async function cardSaved(
  deps: Deps,
  input: {
    businessId: string;
    subscriptionId: string;
    sessionId: string;
    card: { paymentMethodRef: string; brand: string; last4: string };
  },
): Promise<'processed' | 'ignored'> {
  const toCharge = await deps.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, input.businessId, input.subscriptionId);
    if (!sub || sub.setupSessionId !== input.sessionId || sub.paymentMethod !== 'card') return undefined;
    const label = `${input.card.brand.charAt(0).toUpperCase()}${input.card.brand.slice(1)} ending ${input.card.last4}`;
    let current = await updateSubscription(tx, sub.businessId, sub.id, {
      cardPaymentMethodRef: input.card.paymentMethodRef,
      cardLabel: label,
    });
    const customer = await findCustomerFacts(tx, sub.businessId, sub.customerId);
    await addHistory(tx, sub.businessId, sub.id, {
      actorUserId: customer?.userId ?? null,
      action: 'card.saved',
      detail: { card: label },
    });
    if (current.status === 'pending') current = await activate(tx, current, customer?.userId ?? null);
    // Everything still owed is tried again now with the new card.
    const invoices = await listInvoices(tx, sub.businessId, sub.id);
    const owed = invoices.filter((row) => row.invoice.status === 'open' || row.invoice.status === 'past_due');
    for (const { invoice } of owed) {
      await updateInvoice(tx, sub.businessId, invoice.id, { status: 'open', nextAttemptAt: clock.now() });
    }
    return owed.map((row) => row.invoice.id);
  });
  if (toCharge === undefined) return 'ignored';
  for (const invoiceId of toCharge) await chargeInvoice(deps, input.businessId, invoiceId);
  return 'processed';
}

/** A member asks for a new card page (update the card, or pay what is past due with another card). */
export async function updateCard(deps: Deps, businessId: string, subscriptionId: string, customerId: string) {
  const sub = await ownSubscription(deps.db, businessId, subscriptionId, customerId);
  if (sub.paymentMethod !== 'card') {
    throw fieldProblem(
      409,
      'subscription',
      'This membership is paid at the studio: there is no card to update.',
    );
  }
  if (sub.status === 'canceled' || sub.status === 'ended') throw closedProblem(sub);
  if (!deps.card)
    throw fieldProblem(422, 'paymentMethod', 'Card payments are not available at this studio yet.');
  return cardSetupUrl(deps, sub, sub.status === 'pending' ? 'start' : 'update');
}

// ---- Reading -----------------------------------------------------------------------------------

async function ownSubscription(db: Database, businessId: string, subscriptionId: string, customerId: string) {
  const sub = await findSubscription(db, businessId, subscriptionId);
  if (!sub || sub.customerId !== customerId) throw notFound('membership');
  return sub;
}

export async function subscriptionView(
  db: Database,
  businessId: string,
  subscriptionId: string,
  customerId?: string,
) {
  const sub = customerId
    ? await ownSubscription(db, businessId, subscriptionId, customerId)
    : await findSubscription(db, businessId, subscriptionId);
  if (!sub) throw notFound('membership');
  const [studio, customer, invoices, freezes, history, contract] = await Promise.all([
    findStudio(db, businessId),
    findCustomerFacts(db, businessId, sub.customerId),
    listInvoices(db, businessId, sub.id),
    listFreezes(db, businessId, sub.id),
    listHistory(db, businessId, sub.id),
    sub.contractId ? agreementStatus(db, businessId, sub.contractId) : Promise.resolve(null),
  ]);
  const attempts = await listAttempts(
    db,
    businessId,
    invoices.map((row) => row.invoice.id),
  );
  const today = studioToday(studio.timeZone);
  const current =
    sub.startedAt && sub.nextIndex > 0 ? periodOf(sub, sub.terms.period, sub.nextIndex - 1) : null;
  const running = sub.status === 'active' || sub.status === 'frozen' || sub.status === 'past_due';
  const next = running && sub.nextBillingAt ? periodOf(sub, sub.terms.period, sub.nextIndex) : null;
  const renews = next !== null && !(sub.endsOn && next.start >= sub.endsOn);
  return {
    id: sub.id,
    customerId: sub.customerId,
    customerName: customer?.fullName ?? '',
    planId: sub.planId,
    terms: sub.terms,
    status: sub.status,
    paymentMethod: sub.paymentMethod,
    cardLabel: sub.cardLabel,
    contractId: sub.contractId,
    agreementStatus: contract,
    startedAt: sub.startedAt?.toISOString() ?? null,
    currentPeriod: current ? { start: current.start, end: addDays(current.end, -1) } : null,
    nextChargeOn: renews ? next.start : null,
    nextChargeCents: renews ? sub.terms.priceCents : null,
    commitmentEndsOn: sub.commitmentEndsOn,
    endsOn: sub.endsOn,
    cancelRequestedAt: sub.cancelRequestedAt?.toISOString() ?? null,
    today,
    freezes: freezes.map((freeze) => ({
      id: freeze.id,
      startsOn: freeze.startsOn,
      endsOn: freeze.endsOn,
      feeCents: freeze.feeCents,
      state: freezeState(freeze),
    })),
    invoices: invoices.map(({ invoice, receiptNumber }) => ({
      id: invoice.id,
      kind: invoice.kind,
      description: invoice.description,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd ? addDays(invoice.periodEnd, -1) : null,
      amountCents: invoice.amountCents,
      status: invoice.status,
      attempts: attempts
        .filter((attempt) => attempt.invoiceId === invoice.id)
        .map((attempt) => ({
          number: attempt.number,
          status: attempt.status,
          message: attempt.message,
          at: attempt.createdAt.toISOString(),
        })),
      nextAttemptAt: invoice.nextAttemptAt?.toISOString() ?? null,
      paidAt: invoice.paidAt?.toISOString() ?? null,
      purchaseId: invoice.purchaseId,
      receiptNumber: receiptNumber ?? null,
      waivedReason: invoice.waivedReason,
    })),
    history: history.map((entry) => ({
      id: entry.id,
      action: entry.action,
      actorName: entry.actorName ?? null,
      detail: entry.detail,
      at: entry.createdAt.toISOString(),
    })),
  };
}
function freezeState(freeze: { canceledAt: Date | null; endedAt: Date | null; startedAt: Date | null }) {
  if (freeze.canceledAt) return 'canceled' as const;
  if (freeze.endedAt) return 'ended' as const;
  return freeze.startedAt ? ('running' as const) : ('scheduled' as const);
}

export type SubscriptionView = Awaited<ReturnType<typeof subscriptionView>>;

export async function customerSubscriptions(db: Database, businessId: string, customerId: string) {
  const rows = await listCustomerSubscriptions(db, businessId, customerId);
  return Promise.all(rows.map((row) => subscriptionView(db, businessId, row.id)));
}

// ---- Freezing ----------------------------------------------------------------------------------

const closedProblem = (sub: SubscriptionRow) =>
  fieldProblem(
    409,
    'subscription',
    sub.status === 'canceled'
      ? 'This membership is canceled: it can no longer be changed.'
      : sub.status === 'ended'
        ? 'This membership has ended: it can no longer be changed.'
        : 'This membership has not started yet.',
  );

export type FreezePlan = {
  startsOn: string;
  endsOn: string;
  days: number;
  feeCents: number;
  nextChargeOn: string | null;
  commitmentEndsOn: string | null;
  anchorOn: string;
  anchorIndex: number;
};

/**
 * What a freeze would do, or the rule it breaks (on its field): shortest and longest, freezes per
 * year, from today on, not over another freeze or past the membership's end. Every period that starts
 * after its first day moves on by its length, and so does the commitment's end.
 */
export async function planFreeze(
  db: Database,
  sub: SubscriptionRow,
  input: { startsOn: string; endsOn: string },
): Promise<FreezePlan> {
  const { terms } = sub;
  if (sub.cancelRequestedAt) {
    throw fieldProblem(
      409,
      'startsOn',
      `This membership is canceled and ends on ${sub.endsOn}: it can no longer be frozen.`,
    );
  }
  if (!['active', 'frozen'].includes(sub.status)) {
    if (sub.status === 'past_due') {
      throw fieldProblem(409, 'startsOn', 'Pay what your membership owes before freezing it.');
    }
    throw closedProblem(sub);
  }
  if (terms.freezesPerYear === 0) throw fieldProblem(409, 'startsOn', 'This plan cannot be frozen.');
  const studio = await findStudio(db, sub.businessId);
  const today = studioToday(studio.timeZone);
  if (input.startsOn < today) throw fieldProblem(422, 'startsOn', 'A freeze starts today or later.');
  if (input.startsOn > addDays(today, 365))
    throw fieldProblem(422, 'startsOn', 'A freeze starts within the next year.');
  const days = daysBetween(input.startsOn, input.endsOn) + 1;
  if (days < terms.freezeMinDays || days > terms.freezeMaxDays) {
    throw fieldProblem(
      422,
      'endsOn',
      `A freeze on this plan lasts ${terms.freezeMinDays} to ${terms.freezeMaxDays} days; this one is ${days}.`,
    );
  }
  if (sub.endsOn && input.startsOn >= sub.endsOn) {
    throw fieldProblem(409, 'startsOn', `Your membership ends on ${sub.endsOn}: a freeze must start before.`);
  }
  const freezes = (await listFreezes(db, sub.businessId, sub.id)).filter((freeze) => !freeze.canceledAt);
  const overlapping = freezes.find(
    (freeze) => freeze.startsOn <= input.endsOn && freeze.endsOn >= input.startsOn,
  );
  if (overlapping) {
    throw fieldProblem(
      409,
      'startsOn',
      `You already have a freeze from ${overlapping.startsOn} to ${overlapping.endsOn}.`,
    );
  }
  const yearBefore = addDays(input.startsOn, -365);
  const inYear = freezes.filter(
    (freeze) => freeze.startsOn > yearBefore && freeze.startsOn <= addDays(input.startsOn, 365),
  );
  if (inYear.length >= terms.freezesPerYear) {
    throw fieldProblem(
      409,
      'startsOn',
      `This plan allows ${terms.freezesPerYear} freeze${terms.freezesPerYear === 1 ? '' : 's'} a year, and you have used ${terms.freezesPerYear === 1 ? 'it' : 'them'}.`,
    );
  }
  // The first period that starts after the freeze's first day, and every one after it, move on.
  let index = sub.nextIndex;
  while (index > sub.anchorIndex && periodOf(sub, terms.period, index - 1).start > input.startsOn) index -= 1;
  while (periodOf(sub, terms.period, index).start <= input.startsOn) index += 1;
  const anchorOn = addDays(periodOf(sub, terms.period, index).start, days);
  const moved = { anchorOn, anchorIndex: index };
  const next = periodOf(moved.anchorIndex <= sub.nextIndex ? moved : sub, terms.period, sub.nextIndex);
  const renews = !(sub.endsOn && next.start >= sub.endsOn);
  return {
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    days,
    feeCents: terms.freezeFeeCents,
    nextChargeOn: renews ? next.start : null,
    commitmentEndsOn:
      sub.commitmentEndsOn && sub.commitmentEndsOn > input.startsOn
        ? addDays(sub.commitmentEndsOn, days)
        : sub.commitmentEndsOn,
    ...moved,
  };
}

export async function previewFreeze(
  db: Database,
  businessId: string,
  subscriptionId: string,
  customerId: string | undefined,
  input: { startsOn: string; endsOn: string },
) {
  const sub = customerId
    ? await ownSubscription(db, businessId, subscriptionId, customerId)
    : await findSubscription(db, businessId, subscriptionId);
  if (!sub) throw notFound('membership');
  const plan = await planFreeze(db, sub, input);
  return {
    startsOn: plan.startsOn,
    endsOn: plan.endsOn,
    days: plan.days,
    feeCents: plan.feeCents,
    nextChargeOn: plan.nextChargeOn,
    commitmentEndsOn: plan.commitmentEndsOn,
  };
}

export async function freeze(
  deps: Deps,
  businessId: string,
  subscriptionId: string,
  actor: Actor,
  input: { startsOn: string; endsOn: string; customerId?: string },
) {
  return deps.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, businessId, subscriptionId);
    if (!sub || (input.customerId && sub.customerId !== input.customerId)) throw notFound('membership');
    const plan = await planFreeze(tx, sub, input);
    const studio = await findStudio(tx, businessId);
    const moved = plan.anchorIndex <= sub.nextIndex;
    await insertFreeze(tx, businessId, {
      subscriptionId: sub.id,
      startsOn: plan.startsOn,
      endsOn: plan.endsOn,
      feeCents: plan.feeCents,
      createdById: actor.userId,
    });
    const updated = await updateSubscription(tx, businessId, sub.id, {
      anchorOn: plan.anchorOn,
      anchorIndex: plan.anchorIndex,
      commitmentEndsOn: plan.commitmentEndsOn,
      ...(moved && sub.nextBillingAt
        ? {
            nextBillingAt: studioMidnight(
              periodOf(
                { anchorOn: plan.anchorOn, anchorIndex: plan.anchorIndex },
                sub.terms.period,
                sub.nextIndex,
              ).start,
              studio.timeZone,
            ),
          }
        : {}),
      ...(sub.endsOn && sub.endsOn > plan.startsOn ? { endsOn: addDays(sub.endsOn, plan.days) } : {}),
    });
    await addHistory(tx, businessId, sub.id, {
      actorUserId: actor.userId,
      action: 'freeze.scheduled',
      detail: {
        startsOn: plan.startsOn,
        endsOn: plan.endsOn,
        days: plan.days,
        feeCents: plan.feeCents,
        nextChargeOn: plan.nextChargeOn,
      },
    });
    await emailMember(tx, deps, updated, 'membership.frozen', {
      amountCents: plan.feeCents,
      firstDay: plan.startsOn,
      lastDay: plan.endsOn,
    });
    return plan;
  });
}

// ---- Canceling ---------------------------------------------------------------------------------

export type CancelPlan = {
  /** The first day it no longer runs. */
  endsOn: string;
  /** Its last day. */
  lastDay: string;
  lastChargeOn: string | null;
  lastChargeCents: number | null;
  noticeDays: number;
  commitmentEndsOn: string | null;
  earliestEndsOn: string;
};

/**
 * When a cancellation takes effect: at the end of the period in which the notice ends, and not before
 * the commitment's end. Asking for an earlier day is refused on `endsOn`, with the rule and the fee of
 * leaving early (the commitment's periods left).
 */
export async function planCancel(
  db: Database,
  sub: SubscriptionRow,
  requestedEndsOn?: string,
): Promise<CancelPlan> {
  if (!['active', 'frozen', 'past_due'].includes(sub.status)) throw closedProblem(sub);
  if (sub.cancelRequestedAt)
    throw fieldProblem(409, 'subscription', `This membership is already canceled: it ends on ${sub.endsOn}.`);
  const { terms } = sub;
  const studio = await findStudio(db, sub.businessId);
  const today = studioToday(studio.timeZone);
  const noticeEnds = addDays(today, terms.cancelNoticeDays);
  const boundary = periodContaining(sub, terms.period, noticeEnds);
  let earliest = boundary.start === noticeEnds ? boundary.start : boundary.end;
  if (sub.commitmentEndsOn && earliest < sub.commitmentEndsOn) earliest = sub.commitmentEndsOn;
  if (sub.endsOn && sub.endsOn < earliest) earliest = sub.endsOn;
  if (requestedEndsOn && requestedEndsOn < earliest) {
    const inCommitment = sub.commitmentEndsOn !== null && requestedEndsOn < sub.commitmentEndsOn;
    let left = 0;
    if (inCommitment) {
      for (
        let index = sub.nextIndex;
        periodOf(sub, terms.period, index).start < (sub.commitmentEndsOn as string);
        index += 1
      )
        left += 1;
    }
    throw fieldProblem(
      409,
      'endsOn',
      inCommitment
        ? `Your plan has a commitment until ${sub.commitmentEndsOn}: the earliest it can end is ${earliest}. Ending sooner means paying the ${left} period${left === 1 ? '' : 's'} left (${formatUsd(left * terms.priceCents)}); ask the studio.`
        : `Canceling needs ${terms.cancelNoticeDays} days’ notice and takes effect at the end of a period: the earliest it can end is ${earliest}.`,
    );
  }
  const endsOn =
    requestedEndsOn && requestedEndsOn > earliest
      ? periodContaining(sub, terms.period, addDays(requestedEndsOn, -1)).end
      : earliest;
  // The last charge is the last period that starts before the end and has not been invoiced yet.
  let lastIndex: number | null = null;
  for (let index = sub.nextIndex; periodOf(sub, terms.period, index).start < endsOn; index += 1)
    lastIndex = index;
  return {
    endsOn,
    lastDay: addDays(endsOn, -1),
    lastChargeOn: lastIndex === null ? null : periodOf(sub, terms.period, lastIndex).start,
    lastChargeCents: lastIndex === null ? null : terms.priceCents,
    noticeDays: terms.cancelNoticeDays,
    commitmentEndsOn: sub.commitmentEndsOn,
    earliestEndsOn: earliest,
  };
}

export async function previewCancel(
  db: Database,
  businessId: string,
  subscriptionId: string,
  customerId: string | undefined,
  endsOn?: string,
) {
  const sub = customerId
    ? await ownSubscription(db, businessId, subscriptionId, customerId)
    : await findSubscription(db, businessId, subscriptionId);
  if (!sub) throw notFound('membership');
  return planCancel(db, sub, endsOn);
}

export async function cancel(
  deps: Deps,
  businessId: string,
  subscriptionId: string,
  actor: Actor,
  input: { reason: string; endsOn?: string; customerId?: string; now?: boolean },
) {
  return deps.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, businessId, subscriptionId);
    if (!sub || (input.customerId && sub.customerId !== input.customerId)) throw notFound('membership');
    if (sub.status === 'pending') {
      // Never started: nothing was charged, nothing runs.
      const canceled = await updateSubscription(tx, businessId, sub.id, {
        status: 'canceled',
        cancelRequestedAt: clock.now(),
        cancelReason: input.reason || null,
        endedAt: clock.now(),
      });
      await addHistory(tx, businessId, sub.id, {
        actorUserId: actor.userId,
        action: 'canceled',
        detail: { before: 'start', reason: input.reason },
      });
      return {
        endsOn: canceled.anchorOn,
        lastDay: canceled.anchorOn,
        lastChargeOn: null,
        lastChargeCents: null,
        noticeDays: 0,
        commitmentEndsOn: null,
        earliestEndsOn: canceled.anchorOn,
      };
    }
    if (input.now) {
      // Staff end it today: nothing more is charged, what is still owed is dropped.
      if (!['active', 'frozen', 'past_due'].includes(sub.status)) throw closedProblem(sub);
      const studio = await findStudio(tx, businessId);
      const today = studioToday(studio.timeZone);
      for (const { invoice } of await listInvoices(tx, businessId, sub.id)) {
        if ((invoice.status === 'open' || invoice.status === 'past_due') && invoice.purchaseId) {
          await updateInvoice(tx, businessId, invoice.id, { status: 'void', nextAttemptAt: null });
          await dropMembershipPurchase(tx, businessId, invoice.purchaseId, {
            customerId: sub.customerId,
            actorUserId: actor.userId,
            reason: input.reason || 'Membership ended by the studio',
          });
        }
      }
      await updateSubscription(tx, businessId, sub.id, {
        status: 'canceled',
        cancelRequestedAt: clock.now(),
        cancelReason: input.reason || null,
        endsOn: today,
        endedAt: clock.now(),
        nextBillingAt: null,
      });
      await addHistory(tx, businessId, sub.id, {
        actorUserId: actor.userId,
        action: 'canceled',
        detail: { endsOn: today, now: true, reason: input.reason },
      });
      return {
        endsOn: today,
        lastDay: addDays(today, -1),
        lastChargeOn: null,
        lastChargeCents: null,
        noticeDays: 0,
        commitmentEndsOn: sub.commitmentEndsOn,
        earliestEndsOn: today,
      };
    }
    const plan = await planCancel(tx, sub, input.endsOn);
    const updated = await updateSubscription(tx, businessId, sub.id, {
      cancelRequestedAt: clock.now(),
      cancelReason: input.reason || null,
      endsOn: plan.endsOn,
    });
    await addHistory(tx, businessId, sub.id, {
      actorUserId: actor.userId,
      action: 'cancel.requested',
      detail: {
        endsOn: plan.endsOn,
        lastChargeOn: plan.lastChargeOn,
        lastChargeCents: plan.lastChargeCents,
        reason: input.reason,
      },
    });
    await emailMember(tx, deps, updated, 'membership.canceled', {
      amountCents: plan.lastChargeCents ?? 0,
      firstDay: plan.lastChargeOn,
      lastDay: plan.lastDay,
    });
    return plan;
  });
}

// ---- Staff on what is owed ---------------------------------------------------------------------

async function staffInvoice(tx: Database, businessId: string, subscriptionId: string, invoiceId: string) {
  const invoice = await lockInvoice(tx, businessId, invoiceId);
  if (!invoice || invoice.subscriptionId !== subscriptionId) throw notFound('invoice');
  if (invoice.status !== 'open' && invoice.status !== 'past_due') {
    throw fieldProblem(
      409,
      'invoice',
      invoice.status === 'paid' ? 'This invoice is already paid.' : 'This invoice is no longer owed.',
    );
  }
  const sub = await lockSubscription(tx, businessId, subscriptionId);
  if (!sub) throw notFound('membership');
  return { invoice, sub };
}

/** Staff forgive an invoice: it is not owed; its unused credits are taken back, used ones written off. */
export async function waiveInvoice(
  deps: Deps,
  businessId: string,
  subscriptionId: string,
  invoiceId: string,
  actor: Actor,
  reason: string,
) {
  await deps.db.transaction(async (tx) => {
    const { invoice, sub } = await staffInvoice(tx, businessId, subscriptionId, invoiceId);
    await updateInvoice(tx, businessId, invoice.id, {
      status: 'waived',
      waivedReason: reason,
      nextAttemptAt: null,
    });
    if (invoice.purchaseId) {
      await dropMembershipPurchase(tx, businessId, invoice.purchaseId, {
        customerId: sub.customerId,
        actorUserId: actor.userId,
        reason,
      });
    }
    await addHistory(tx, businessId, sub.id, {
      actorUserId: actor.userId,
      action: 'invoice.waived',
      detail: { invoiceId, amountCents: invoice.amountCents, reason },
    });
    const stillPastDue = (await listInvoices(tx, businessId, sub.id)).some(
      (row) => row.invoice.status === 'past_due',
    );
    if (sub.status === 'past_due' && !stillPastDue)
      await updateSubscription(tx, businessId, sub.id, { status: 'active' });
  });
}

/**
 * Staff take cash for an invoice. A card invoice's purchase is replaced by one paid at the studio (the
 * card was never charged for it), then the cash pays it like any pay-at-studio purchase.
 */
export async function takeCashForInvoice(
  deps: Deps,
  businessId: string,
  subscriptionId: string,
  invoiceId: string,
  actor: Actor & { userId: string },
) {
  const owed = await deps.db.transaction(async (tx) => {
    const { invoice, sub } = await staffInvoice(tx, businessId, subscriptionId, invoiceId);
    const attempts = await listAttempts(tx, businessId, [invoice.id]);
    if (attempts.some((attempt) => attempt.status === 'charging')) {
      throw fieldProblem(
        409,
        'invoice',
        'The card is being charged for this invoice right now. Try again in a minute.',
      );
    }
    if (sub.paymentMethod === 'studio' && invoice.purchaseId) {
      if (invoice.status === 'past_due') await updateInvoice(tx, businessId, invoice.id, { status: 'open' });
      return { purchaseId: invoice.purchaseId, customerId: sub.customerId, amountCents: invoice.amountCents };
    }
    const { grants, dailyAllowance } = invoice.purchaseId
      ? await findPurchaseGrants(tx, businessId, invoice.purchaseId)
      : { grants: [], dailyAllowance: undefined };
    if (invoice.purchaseId) {
      await dropMembershipPurchase(tx, businessId, invoice.purchaseId, {
        customerId: sub.customerId,
        actorUserId: actor.userId,
        reason: 'Paid in cash at the studio instead',
      });
    }
    const replacement = await openMembershipPurchase(tx, businessId, {
      customerId: sub.customerId,
      name: invoice.description,
      priceCents: invoice.amountCents,
      grants,
      creditsExpireAt: invoice.periodEnd
        ? studioMidnight(invoice.periodEnd, (await findStudio(tx, businessId)).timeZone)
        : null,
      paymentMethod: 'studio',
      ...(dailyAllowance ? { dailyAllowance } : {}),
    });
    await updateInvoice(tx, businessId, invoice.id, {
      status: 'open',
      purchaseId: replacement.id,
      nextAttemptAt: null,
    });
    return { purchaseId: replacement.id, customerId: sub.customerId, amountCents: invoice.amountCents };
  });
  // The purchase's payment pays the invoice (a trigger) and brings a past-due membership back.
  const paymentId = await recordCashPayment(deps.db, {
    businessId,
    actorUserId: actor.userId,
    customerId: owed.customerId,
    amountCents: owed.amountCents,
    purchaseId: owed.purchaseId,
  });
  await deps.db.transaction(async (tx) => {
    await addHistory(tx, businessId, subscriptionId, {
      actorUserId: actor.userId,
      action: 'invoice.cash',
      detail: { invoiceId, paymentId, amountCents: owed.amountCents },
    });
  });
  return paymentId;
}

/** Staff charge the saved card again now (after the member said the card is fine). */
export async function retryInvoice(
  deps: Deps,
  businessId: string,
  subscriptionId: string,
  invoiceId: string,
  actor: Actor,
) {
  await deps.db.transaction(async (tx) => {
    const { invoice, sub } = await staffInvoice(tx, businessId, subscriptionId, invoiceId);
    if (sub.paymentMethod !== 'card' || !sub.cardPaymentMethodRef) {
      throw fieldProblem(409, 'invoice', 'This membership has no saved card to charge.');
    }
    await updateInvoice(tx, businessId, invoice.id, { status: 'open', nextAttemptAt: clock.now() });
    await addHistory(tx, businessId, sub.id, {
      actorUserId: actor.userId,
      action: 'invoice.retry',
      detail: { invoiceId },
    });
  });
  return chargeInvoice(deps, businessId, invoiceId);
}

/** Pending studio subscriptions whose agreement got signed start (staff sold them at the desk). */
export async function startSignedStudioSubscriptions(deps: Deps, rows: { id: string; businessId: string }[]) {
  let started = 0;
  for (const row of rows) {
    const sub = await findSubscription(deps.db, row.businessId, row.id);
    if (!sub?.contractId || !sub.createdById) continue;
    const status = await agreementStatus(deps.db, row.businessId, sub.contractId);
    if (status !== 'signed') continue;
    const creator = await findCustomerFacts(deps.db, row.businessId, sub.customerId);
    // Only what staff sold starts on its own; a member presses "Pay" in the app.
    if (creator && creator.userId === sub.createdById) continue;
    await deps.db.transaction(async (tx) => {
      const locked = await lockSubscription(tx, row.businessId, row.id);
      if (locked?.status !== 'pending') return;
      await activate(tx, locked, null);
      started += 1;
    });
  }
  return started;
}

/** The staff's list of the studio's memberships, one page. */
export async function studioSubscriptionPage(
  db: ReadDatabase,
  businessId: string,
  query: SubscriptionListQuery,
) {
  const { rows, total } = await listStudioSubscriptions(db, businessId, query);
  return {
    items: rows.map(({ subscription: sub, customerName, customerEmail }) => ({
      id: sub.id,
      customerId: sub.customerId,
      customerName,
      customerEmail,
      plan: sub.terms.name,
      priceCents: sub.terms.priceCents,
      period: sub.terms.period,
      status: sub.status,
      paymentMethod: sub.paymentMethod,
      endsOn: sub.endsOn,
      startedAt: sub.startedAt?.toISOString() ?? null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Booking and joining a class refuse a member whose membership is past due, unless the studio lets
 * them book anyway (`businesses.past_due_may_book`, decisions/0055-memberships.md).
 */
export async function assertMembershipInGoodStanding(
  db: Database,
  businessId: string,
  customerId: string,
  { byCustomer }: { byCustomer: boolean },
): Promise<void> {
  const pastDue = await findBlockingPastDue(db, businessId, customerId);
  if (!pastDue) return;
  const link = `/members/memberships/${pastDue.id}`;
  throw new HttpProblem(
    409,
    'Membership Past Due',
    byCustomer
      ? `Your ${pastDue.plan} membership is past due. Update your card or pay at the studio to book again.`
      : `This member's ${pastDue.plan} membership is past due. Take the payment or waive it on their membership first.`,
    { membership: [link] },
  );
}

/**
 * An unlimited membership's cap per day (decisions/0055-memberships.md): booking a session, or joining
 * a class, of a kind it covers is refused once the member holds that many of that kind on that studio
 * day. Every booking of the kind counts, whichever credits pay for it.
 */
export async function assertWithinDailyCap(
  db: Database,
  input: { businessId: string; customerId: string; byCustomer: boolean } & (
    | { kind: string; day: string; occurrenceId?: undefined }
    | { occurrenceId: string; kind?: undefined; day?: undefined }
  ),
): Promise<void> {
  const { businessId, customerId } = input;
  const found = await findUnlimitedDay(
    db,
    input.occurrenceId
      ? { businessId, customerId, occurrenceId: input.occurrenceId }
      : { businessId, customerId, kind: input.kind as string, day: input.day as string },
  );
  if (!found || found.held < found.cap) return;
  const what = `${found.cap} a day`;
  throw new HttpProblem(
    409,
    'Daily Limit Reached',
    input.byCustomer
      ? `Your ${found.plan} membership covers ${what}, and you already have ${found.held} that day. Choose another day.`
      : `This member's ${found.plan} membership covers ${what}, and they already have ${found.held} that day.`,
    { dailyCap: [String(found.cap)] },
  );
}
