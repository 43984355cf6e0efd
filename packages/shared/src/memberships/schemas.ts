import { z } from 'zod';
import { SERVICE_CATEGORIES } from '../constants/services';
import { isoDateSchema } from '../dates';
import { pageQueryShape } from '../http';
import { creditGrantSchema, PURCHASE_PAYMENT_METHODS } from '../purchases';
import { amountSchema, multilineTextSchema, nameSchema } from '../schemas';
import { MEMBERSHIP_PERIODS } from './periods';

// Membership plans and subscriptions (decisions/0055-memberships.md). The `memberships` table is a
// person's role in a studio and `plans` are session plans, so a plan members subscribe to is a
// "membership plan" and a member's running one a "subscription".

/** What a period includes: credits by kind, or unlimited sessions of some kinds with a cap per day. */
export const MEMBERSHIP_INCLUDES = ['credits', 'unlimited'] as const;
export type MembershipIncludes = (typeof MEMBERSHIP_INCLUDES)[number];

/**
 * pending: waiting for its agreement or its first payment; active; frozen (paused, nothing billed);
 * past_due: the last retry of a renewal failed; canceled (ends at `endsOn`, or at once); ended.
 */
export const SUBSCRIPTION_STATUSES = [
  'pending',
  'active',
  'frozen',
  'past_due',
  'canceled',
  'ended',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** open: being charged or owed; paid; past_due: every retry failed; waived by staff; void (never owed). */
export const INVOICE_STATUSES = ['open', 'paid', 'past_due', 'waived', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A declined renewal is tried again this many days after the first try; after the last, past due. */
export const RENEWAL_RETRY_DAYS = [1, 3, 7] as const;

export const MAX_PLAN_PERIOD_CREDITS = 1000;

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: `Enter ${what}.` })
    .int(`Enter a whole number for ${what}.`)
    .min(min, `Use at least ${min} for ${what}.`)
    .max(max, `Use at most ${max} for ${what}.`);

const amountOrZero = () => z.union([z.literal(''), z.literal(0), z.literal('0')]).transform(() => 0);

/** A plan as staff type it. Amounts are typed like "$89.00" and leave as cents. */
export const membershipPlanInputSchema = z
  .strictObject({
    name: nameSchema({ enter: 'Enter a name.', what: 'the name', min: 2 }),
    description: multilineTextSchema({ max: 1000 }).default(''),
    period: z.enum(MEMBERSHIP_PERIODS, { error: 'Choose weekly, monthly or yearly.' }),
    price: amountSchema({ min: 1 }),
    includes: z.enum(MEMBERSHIP_INCLUDES, { error: 'Choose credits or unlimited.' }),
    /** Credits each period (includes = credits), one line per kind. */
    grants: z
      .array(creditGrantSchema, { error: 'Add what each period includes.' })
      .max(SERVICE_CATEGORIES.length)
      .default([]),
    /** Kinds booked without credits (includes = unlimited). */
    unlimitedKinds: z
      .array(z.enum(SERVICE_CATEGORIES, { error: 'Choose a credit kind.' }))
      .max(SERVICE_CATEGORIES.length)
      .default([]),
    dailyCap: wholeNumber('the sessions per day', 1, 10).nullable().default(null),
    rolloverMax: wholeNumber('the credits that roll over', 0, MAX_PLAN_PERIOD_CREDITS).default(0),
    signupFee: z.union([amountOrZero(), amountSchema({ min: 1 })]).default(0),
    minCommitmentPeriods: wholeNumber('the commitment', 0, 36).default(0),
    autoRenew: z.boolean({ error: 'Say whether it renews on its own.' }).default(true),
    agreementTemplateId: z.uuid('Choose a membership agreement.').nullable().default(null),
    freezesPerYear: wholeNumber('the freezes per year', 0, 12).default(0),
    freezeMinDays: wholeNumber('the shortest freeze', 1, 365).default(7),
    freezeMaxDays: wholeNumber('the longest freeze', 1, 365).default(30),
    freezeFee: z.union([amountOrZero(), amountSchema({ min: 1 })]).default(0),
    cancelNoticeDays: wholeNumber('the notice period', 0, 90).default(0),
    active: z.boolean({ error: 'Say whether members can buy it.' }).default(true),
  })
  .superRefine((plan, ctx) => {
    if (plan.includes === 'credits') {
      if (plan.grants.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['grants'], message: 'Add at least one kind of credit.' });
      }
      const seen = new Set<string>();
      plan.grants.forEach((grant, index) => {
        if (seen.has(grant.kind)) {
          ctx.addIssue({
            code: 'custom',
            path: ['grants', index, 'kind'],
            message: 'This kind is already listed.',
          });
        }
        seen.add(grant.kind);
      });
    } else {
      if (plan.unlimitedKinds.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['unlimitedKinds'], message: 'Choose what is unlimited.' });
      }
      if (plan.dailyCap === null) {
        ctx.addIssue({ code: 'custom', path: ['dailyCap'], message: 'Enter the sessions per day.' });
      }
      if (plan.rolloverMax > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['rolloverMax'],
          message: 'Unlimited plans have no credits to roll over.',
        });
      }
    }
    if (plan.freezeMinDays > plan.freezeMaxDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['freezeMaxDays'],
        message: 'The longest freeze must be at least the shortest.',
      });
    }
  });
export type MembershipPlanInput = z.input<typeof membershipPlanInputSchema>;
export type MembershipPlanValues = z.output<typeof membershipPlanInputSchema>;

/** A member (or staff for a customer) starts a subscription to a plan. */
export const subscribeInputSchema = z.strictObject({
  planId: z.uuid('Choose a plan.'),
  paymentMethod: z.enum(PURCHASE_PAYMENT_METHODS, { error: 'Choose how to pay.' }),
});

/** A freeze from `startsOn` to `endsOn` inclusive, days in the studio's time zone. */
export const freezeInputSchema = z
  .strictObject({
    startsOn: isoDateSchema,
    endsOn: isoDateSchema,
  })
  .refine((freeze) => freeze.endsOn >= freeze.startsOn, {
    path: ['endsOn'],
    message: 'The freeze must end on or after its first day.',
  });

export const cancelSubscriptionInputSchema = z.strictObject({
  reason: multilineTextSchema({ max: 500 }).default(''),
  /** The first day it should no longer run; the earliest allowed when left out. */
  endsOn: isoDateSchema.optional(),
  /** Staff only: end it today, dropping what is still owed. */
  now: z.boolean().optional(),
});

/** The staff's list (docs/api.md "Lists"): a status, `q` (a name or email), pages. */
export const subscriptionListQuerySchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  ...pageQueryShape(20),
});

/** Staff on a past-due invoice: take the money in cash, or waive it with a reason. */
export const waiveInvoiceInputSchema = z.strictObject({
  reason: multilineTextSchema({ enter: 'Give a reason.', max: 500 }),
});

export const changePlanInputSchema = z.strictObject({
  planId: z.uuid('Choose a plan.'),
});
