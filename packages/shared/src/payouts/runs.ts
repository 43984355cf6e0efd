import { z } from 'zod';
import { isoDateSchema } from '../dates';
import { amountSchema, multilineTextSchema } from '../schemas';
import { CLASS_PAYS_BY, PAY_RATE_KINDS } from './rates';

// Earning lines and payout runs as the API answers and takes them
// (docs/decisions/0059-earnings-and-payout-runs.md).

export const EARNING_LINE_KINDS = ['session', 'class', 'adjustment', 'reversal'] as const;
export type EarningLineKind = (typeof EARNING_LINE_KINDS)[number];

export const PAYOUT_RUN_STATUSES = ['draft', 'approved', 'paid', 'voided'] as const;
export type PayoutRunStatus = (typeof PAYOUT_RUN_STATUSES)[number];

/** The terms a line was computed with, as they were that day. */
export const payRateTermsSchema = z.object({
  kind: z.enum(PAY_RATE_KINDS),
  flatCents: z.number().int(),
  tiers: z.array(z.object({ upTo: z.number().int().nullable(), cents: z.number().int() })),
  percentBasisPoints: z.number().int(),
  minCents: z.number().int().nullable(),
  maxCents: z.number().int().nullable(),
  countNoShows: z.boolean(),
  countLateCancels: z.boolean(),
  countFreePlaces: z.boolean(),
  classPaysBy: z.enum(CLASS_PAYS_BY),
});

export const earningLineSchema = z.object({
  id: z.string(),
  expertId: z.string(),
  expertName: z.string(),
  kind: z.enum(EARNING_LINE_KINDS),
  earnedOn: z.string(),
  /** The session's service and client, the class, or the correction's reason. */
  description: z.string(),
  serviceId: z.string().nullable(),
  occurrenceId: z.string().nullable(),
  rate: payRateTermsSchema.nullable(),
  attendees: z.number().int().nullable(),
  revenueCents: z.number().int().nullable(),
  amountCents: z.number().int(),
  reason: z.string().nullable(),
  correctsLineId: z.string().nullable(),
  /** The run it is in (not voided), if any. */
  runNumber: z.number().int().nullable(),
  runStatus: z.enum(PAYOUT_RUN_STATUSES).nullable(),
  createdAt: z.string(),
});
export type EarningLine = z.output<typeof earningLineSchema>;

export const earningLinesPageSchema = z.object({
  items: z.array(earningLineSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EarningLinesPage = z.output<typeof earningLinesPageSchema>;

/** A correction by the owner: an amount added or deducted, with its reason. */
export const adjustmentInputSchema = z.strictObject({
  expertId: z.uuid('Choose a team member.'),
  direction: z.enum(['add', 'deduct'], { error: 'Choose add or deduct.' }),
  amount: amountSchema({ min: 0.01 }),
  reason: multilineTextSchema({ enter: 'Give the reason for the adjustment.', max: 300 }),
  correctsLineId: z.uuid('Not an earning line.').nullable().default(null),
});
export type AdjustmentInput = z.input<typeof adjustmentInputSchema>;

/** An expert's earnings by month, with their paid statements. */
export const myEarningsSchema = z.object({
  months: z.array(
    z.object({
      month: z.string(),
      totalCents: z.number().int(),
      paidCents: z.number().int(),
      lines: z.number().int(),
    }),
  ),
  lines: z.array(earningLineSchema),
  statements: z.array(
    z.object({
      runId: z.string(),
      number: z.number().int(),
      periodFrom: z.string(),
      periodUntil: z.string(),
      status: z.enum(PAYOUT_RUN_STATUSES),
      paidAt: z.string().nullable(),
      totalCents: z.number().int(),
    }),
  ),
});
export type MyEarnings = z.output<typeof myEarningsSchema>;

/** The longest period a run covers. */
export const RUN_MAX_DAYS = 93;

export const payoutRunInputSchema = z
  .strictObject({ periodFrom: isoDateSchema, periodUntil: isoDateSchema })
  .superRefine((run, ctx) => {
    if (run.periodUntil < run.periodFrom) {
      ctx.addIssue({
        code: 'custom',
        path: ['periodUntil'],
        message: 'The period ends on or after its first day.',
      });
      return;
    }
    const days = (Date.parse(run.periodUntil) - Date.parse(run.periodFrom)) / 86_400_000 + 1;
    if (days > RUN_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['periodUntil'],
        message: `A run covers at most ${RUN_MAX_DAYS} days.`,
      });
    }
  });
export type PayoutRunInput = z.input<typeof payoutRunInputSchema>;

export const payoutRunSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  periodFrom: z.string(),
  periodUntil: z.string(),
  status: z.enum(PAYOUT_RUN_STATUSES),
  totalCents: z.number().int(),
  payees: z.number().int(),
  lines: z.number().int(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type PayoutRun = z.output<typeof payoutRunSchema>;

export const payoutRunPayeeSchema = z.object({
  payeeId: z.string(),
  name: z.string(),
  expertId: z.string(),
  paidOutsideAch: z.boolean(),
  accountLast4: z.string(),
  totalCents: z.number().int(),
  lines: z.array(earningLineSchema),
});
export type PayoutRunPayee = z.output<typeof payoutRunPayeeSchema>;

export const payoutRunDetailSchema = payoutRunSchema.extend({
  payees: z.array(payoutRunPayeeSchema),
  /** What the run leaves out and why: team members without a payee, or whose lines add up to nothing owed. */
  leftOut: z.array(
    z.object({
      expertId: z.string(),
      expertName: z.string(),
      reason: z.enum(['no_payee', 'nothing_owed']),
      totalCents: z.number().int(),
      lines: z.number().int(),
    }),
  ),
  payeeCount: z.number().int(),
});
export type PayoutRunDetail = z.output<typeof payoutRunDetailSchema>;

export const payoutRunPayInputSchema = z.strictObject({
  outsideAchFrom: z
    .enum(['bank', 'cash_drawer'], { error: 'Choose where the money for cheques came from.' })
    .default('bank'),
});

export const payoutRunVoidInputSchema = z.strictObject({
  reason: multilineTextSchema({ enter: 'Give the reason for voiding the run.', max: 300 }),
});
