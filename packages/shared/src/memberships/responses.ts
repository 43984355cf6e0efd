import { z } from 'zod';
import { SERVICE_CATEGORIES } from '../constants/services';
import { PURCHASE_PAYMENT_METHODS } from '../purchases';
import { MEMBERSHIP_PERIODS } from './periods';
import { INVOICE_STATUSES, MEMBERSHIP_INCLUDES, SUBSCRIPTION_STATUSES } from './schemas';

// The API's answers about membership plans and subscriptions (decisions/0055-memberships.md): the
// routes declare them as responses (and OpenAPI from them); the web derives its types from them.
// Amounts are integer cents; days are 'YYYY-MM-DD' in the studio's time zone.

const grant = z.object({ kind: z.enum(SERVICE_CATEGORIES), quantity: z.number().int() });
const day = z.string();

export const membershipPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  period: z.enum(MEMBERSHIP_PERIODS),
  priceCents: z.number().int(),
  includes: z.enum(MEMBERSHIP_INCLUDES),
  grants: z.array(grant),
  unlimitedKinds: z.array(z.enum(SERVICE_CATEGORIES)),
  dailyCap: z.number().int().nullable(),
  rolloverMax: z.number().int(),
  signupFeeCents: z.number().int(),
  minCommitmentPeriods: z.number().int(),
  autoRenew: z.boolean(),
  agreementTemplateId: z.string().nullable(),
  agreementName: z.string().nullable(),
  freezesPerYear: z.number().int(),
  freezeMinDays: z.number().int(),
  freezeMaxDays: z.number().int(),
  freezeFeeCents: z.number().int(),
  cancelNoticeDays: z.number().int(),
  active: z.boolean(),
  subscribers: z.number().int(),
});
export type MembershipPlan = z.output<typeof membershipPlanSchema>;

export const membershipTermsSchema = z.object({
  name: z.string(),
  period: z.enum(MEMBERSHIP_PERIODS),
  priceCents: z.number().int(),
  includes: z.enum(MEMBERSHIP_INCLUDES),
  grants: z.array(grant),
  unlimitedKinds: z.array(z.enum(SERVICE_CATEGORIES)),
  dailyCap: z.number().int().nullable(),
  rolloverMax: z.number().int(),
  signupFeeCents: z.number().int(),
  minCommitmentPeriods: z.number().int(),
  autoRenew: z.boolean(),
  freezesPerYear: z.number().int(),
  freezeMinDays: z.number().int(),
  freezeMaxDays: z.number().int(),
  freezeFeeCents: z.number().int(),
  cancelNoticeDays: z.number().int(),
});

export const subscriptionSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  planId: z.string(),
  terms: membershipTermsSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  paymentMethod: z.enum(PURCHASE_PAYMENT_METHODS),
  cardLabel: z.string().nullable(),
  contractId: z.string().nullable(),
  agreementStatus: z.string().nullable(),
  startedAt: z.string().nullable(),
  currentPeriod: z.object({ start: day, end: day }).nullable(),
  nextChargeOn: day.nullable(),
  nextChargeCents: z.number().int().nullable(),
  commitmentEndsOn: day.nullable(),
  endsOn: day.nullable(),
  cancelRequestedAt: z.string().nullable(),
  today: day,
  freezes: z.array(
    z.object({
      id: z.string(),
      startsOn: day,
      endsOn: day,
      feeCents: z.number().int(),
      state: z.enum(['scheduled', 'running', 'ended', 'canceled']),
    }),
  ),
  invoices: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['period', 'freeze_fee', 'change']),
      description: z.string(),
      periodStart: day.nullable(),
      periodEnd: day.nullable(),
      amountCents: z.number().int(),
      status: z.enum(INVOICE_STATUSES),
      attempts: z.array(
        z.object({
          number: z.number().int(),
          status: z.enum(['charging', 'succeeded', 'declined']),
          message: z.string().nullable(),
          at: z.string(),
        }),
      ),
      nextAttemptAt: z.string().nullable(),
      paidAt: z.string().nullable(),
      purchaseId: z.string().nullable(),
      receiptNumber: z.number().int().nullable(),
      waivedReason: z.string().nullable(),
    }),
  ),
  history: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      actorName: z.string().nullable(),
      detail: z.record(z.string(), z.unknown()),
      at: z.string(),
    }),
  ),
});
export type Subscription = z.output<typeof subscriptionSchema>;

export const subscriptionStartedSchema = z.object({
  subscription: subscriptionSchema,
  checkoutUrl: z.string().nullable(),
});

export const freezePreviewSchema = z.object({
  startsOn: day,
  endsOn: day,
  days: z.number().int(),
  feeCents: z.number().int(),
  nextChargeOn: day.nullable(),
  commitmentEndsOn: day.nullable(),
});
export type FreezePreview = z.output<typeof freezePreviewSchema>;

export const cancelPreviewSchema = z.object({
  endsOn: day,
  lastDay: day,
  lastChargeOn: day.nullable(),
  lastChargeCents: z.number().int().nullable(),
  noticeDays: z.number().int(),
  commitmentEndsOn: day.nullable(),
  earliestEndsOn: day,
});
export type CancelPreview = z.output<typeof cancelPreviewSchema>;

/** What changing plan today would do (decisions/0056-membership-plan-changes.md). */
export const planChangePreviewSchema = z.object({
  fromPlan: z.string(),
  toPlan: z.string(),
  /** The first day on the new plan (today) and the last day of the period it finishes. */
  startsOn: day,
  lastDay: day,
  daysLeft: z.number().int(),
  daysInPeriod: z.number().int(),
  /** The unused part of the current plan, given back (never more than its unused credits were worth). */
  creditCents: z.number().int(),
  /** The new plan for the days left. */
  chargeCents: z.number().int(),
  /** Charge minus credit: what the member pays now, or (negative) gets back. */
  netCents: z.number().int(),
  /** The new plan's credits for the days left. */
  credits: z.array(z.object({ kind: z.string(), quantity: z.number().int() })),
  /** Unused credits of the current plan that the credit takes back. */
  creditsTakenBack: z.number().int(),
  /** Where the credit goes: back to the card, or in cash at the desk. */
  refundTo: z.enum(['card', 'cash']),
  nextChargeOn: day.nullable(),
  nextChargeCents: z.number().int().nullable(),
});
export type PlanChangePreview = z.output<typeof planChangePreviewSchema>;

export const subscriptionListItemSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  plan: z.string(),
  priceCents: z.number().int(),
  period: z.enum(MEMBERSHIP_PERIODS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  paymentMethod: z.enum(PURCHASE_PAYMENT_METHODS),
  endsOn: day.nullable(),
  startedAt: z.string().nullable(),
});

export const subscriptionPageSchema = z.object({
  items: z.array(subscriptionListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
