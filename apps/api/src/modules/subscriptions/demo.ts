import { membershipPlanInputSchema } from '@bmp/shared';
import * as clock from '../../lib/clock.ts';
import { recordCashPayment } from '../purchases/index.ts';
import { type BillingDeps, chargeInvoice, runBilling } from './billing.ts';
import { studioToday } from './calendar.ts';
import { createPlan } from './plans.service.ts';
import {
  addHistory,
  findPlan,
  findStudio,
  insertSubscription,
  listInvoices,
  updateInvoice,
} from './subscriptions.repository.ts';
import { type Actor, activate, cancel, freeze, termsOf } from './subscriptions.service.ts';

// The demo studio's memberships (decisions/0055-memberships.md): three plans, member@demo.test's
// Monthly membership waiting for her to sign its agreement and pay, and some of the studio's regulars
// in every state a studio sees: active and paid, owed at the desk, frozen, past due, canceling at the
// end of their commitment, and canceled. Made through the same service steps as the app, at today's
// date, so they are dated relative to today like the rest of the demo.

export const DEMO_PLANS = {
  monthly: {
    name: 'Monthly 8',
    description: 'Eight personal training sessions a month; up to 4 unused ones roll over.',
    period: 'month',
    price: '$229.00',
    includes: 'credits',
    grants: [{ kind: 'training', quantity: 8 }],
    rolloverMax: 4,
    signupFee: '$49.00',
    minCommitmentPeriods: 3,
    freezesPerYear: 2,
    freezeMinDays: 7,
    freezeMaxDays: 30,
    freezeFee: '$15.00',
    cancelNoticeDays: 14,
  },
  unlimited: {
    name: 'Unlimited classes',
    description: 'Every group class, up to two a day. No commitment.',
    period: 'month',
    price: '$179.00',
    includes: 'unlimited',
    unlimitedKinds: ['group'],
    dailyCap: 2,
    freezesPerYear: 1,
    freezeMinDays: 7,
    freezeMaxDays: 21,
    cancelNoticeDays: 30,
  },
  annual: {
    name: 'Annual 100',
    description: 'One hundred training sessions over the year, at the best price per session.',
    period: 'year',
    price: '$1,990.00',
    includes: 'credits',
    grants: [{ kind: 'training', quantity: 100 }],
    minCommitmentPeriods: 1,
    freezesPerYear: 2,
    freezeMinDays: 7,
    freezeMaxDays: 60,
    cancelNoticeDays: 30,
  },
} as const;

type Person = { membershipId: string; userId: string };

export async function seedDemoSubscriptionRecords(
  deps: BillingDeps,
  input: {
    businessId: string;
    owner: Actor & { userId: string };
    member: Person;
    /** member@demo.test's membership agreement, already issued and waiting for her signature. */
    memberAgreementId: string | null;
    agreementTemplateId: string | null;
    regulars: Person[];
  },
): Promise<void> {
  const { db } = deps;
  const { businessId, owner } = input;
  const monthly = await createPlan(
    db,
    businessId,
    membershipPlanInputSchema.parse({
      ...DEMO_PLANS.monthly,
      agreementTemplateId: input.agreementTemplateId,
    }),
  );
  const unlimited = await createPlan(db, businessId, membershipPlanInputSchema.parse(DEMO_PLANS.unlimited));
  const annual = await createPlan(db, businessId, membershipPlanInputSchema.parse(DEMO_PLANS.annual));
  const today = studioToday((await findStudio(db, businessId)).timeZone);

  const open = async (planId: string, person: Person, contractId: string | null) =>
    db.transaction(async (tx) => {
      const plan = await findPlan(tx, businessId, planId);
      if (!plan) throw new Error('demo plan vanished');
      const sub = await insertSubscription(tx, businessId, {
        customerId: person.membershipId,
        planId,
        terms: termsOf(plan),
        status: 'pending',
        paymentMethod: 'studio',
        contractId,
        anchorOn: today,
        createdById: contractId ? person.userId : owner.userId,
      });
      await addHistory(tx, businessId, sub.id, {
        actorUserId: contractId ? person.userId : owner.userId,
        action: 'created',
        detail: {
          plan: plan.name,
          priceCents: plan.priceCents,
          paymentMethod: 'studio',
          soldByStaff: !contractId,
        },
      });
      return sub;
    });
  const start = async (planId: string, person: Person, paid: boolean) => {
    const pending = await open(planId, person, null);
    const sub = await db.transaction((tx) => activate(tx, pending, owner.userId));
    if (paid) {
      const [first] = await listInvoices(db, businessId, sub.id);
      if (first?.invoice.purchaseId) {
        await recordCashPayment(db, {
          businessId,
          actorUserId: owner.userId,
          customerId: person.membershipId,
          amountCents: first.invoice.amountCents,
          purchaseId: first.invoice.purchaseId,
        });
      }
    }
    return sub;
  };

  // member@demo.test chose the Monthly plan: her agreement waits for her signature, then she pays.
  await open(monthly.id, input.member, input.memberAgreementId);

  const [active, owing, yearly, frozen, pastDue, canceling, canceled] = input.regulars;
  if (active) await start(monthly.id, active, true);
  if (owing) await start(unlimited.id, owing, false);
  if (yearly) await start(annual.id, yearly, true);
  if (frozen) {
    const sub = await start(monthly.id, frozen, true);
    const endsOn = new Date(Date.parse(`${today}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10);
    await freeze(deps, businessId, sub.id, owner, { startsOn: today, endsOn });
  }
  if (pastDue) {
    const sub = await start(unlimited.id, pastDue, false);
    // Its first invoice went unpaid past its due day.
    const [first] = await listInvoices(db, businessId, sub.id);
    if (first) {
      await db.transaction((tx) =>
        updateInvoice(tx, businessId, first.invoice.id, { nextAttemptAt: clock.now() }),
      );
      await chargeInvoice(deps, businessId, first.invoice.id);
    }
  }
  if (canceling) {
    const sub = await start(monthly.id, canceling, true);
    await cancel(deps, businessId, sub.id, owner, { reason: 'Moving to another city' });
  }
  if (canceled) {
    const sub = await start(annual.id, canceled, true);
    await cancel(deps, businessId, sub.id, owner, { reason: 'Refund agreed at the desk', now: true });
  }
  // The frozen one begins its freeze today.
  await runBilling(deps, { businessId });
}
