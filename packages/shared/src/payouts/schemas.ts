import { z } from 'zod';
import { isoDateSchema } from '../dates';
import { amountSchema } from '../schemas';
import { CLASS_PAYS_BY, PAY_RATE_KINDS, type PayRateTerms } from './rates';

// A pay rate as the owner types it (docs/decisions/0058-pay-rates.md): amounts as money text, the
// share of revenue as a percent with at most two decimals. Each refusal names its field.

const PERCENT_PATTERN = /^\d{1,3}(?:\.\d{1,2})?$/;

/** "12.5" or 12.5 → 1250 hundredths of a percent; more than 100, none, or a third decimal refused. */
export const percentSchema = z
  .union([z.string(), z.number()], { error: 'Enter a percentage, like 40 or 12.5.' })
  .transform((value, ctx) => {
    const text = String(value).trim().replace(/%$/, '').trim();
    if (!PERCENT_PATTERN.test(text)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Enter a percentage, like 40 or 12.5 (at most two decimals).',
      });
      return z.NEVER;
    }
    const [whole = '0', fraction = ''] = text.split('.');
    const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    if (basisPoints === 0 || basisPoints > 10_000) {
      ctx.addIssue({ code: 'custom', message: 'A share of revenue is more than 0% and at most 100%.' });
      return z.NEVER;
    }
    return basisPoints;
  });

const tierSchema = z.strictObject({
  upTo: z
    .number({ error: 'Enter how many attendees this step covers, or leave it open for the last step.' })
    .int('Enter a whole number of attendees.')
    .min(1, 'A step covers at least 1 attendee.')
    .max(10_000, 'A step covers at most 10,000 attendees.')
    .nullable(),
  amount: amountSchema({ min: 0.01 }),
});

export const payRateInputSchema = z
  .strictObject({
    expertId: z.uuid('Choose a team member.').nullable().default(null),
    offeringId: z.uuid('Choose a service.').nullable().default(null),
    groupId: z.uuid('Choose a class.').nullable().default(null),
    kind: z.enum(PAY_RATE_KINDS, {
      error:
        'Choose how the rate pays: a flat amount, per attendee, a share of revenue, or a base plus a bonus.',
    }),
    amount: amountSchema({ min: 0.01 }).optional(),
    tiers: z.array(tierSchema).max(10, 'Use at most 10 steps.').default([]),
    percent: percentSchema.optional(),
    minimum: amountSchema({ min: 0.01 }).nullable().default(null),
    maximum: amountSchema({ min: 0.01 }).nullable().default(null),
    countNoShows: z.boolean().default(false),
    countLateCancels: z.boolean().default(false),
    countFreePlaces: z.boolean().default(false),
    classPaysBy: z
      .enum(CLASS_PAYS_BY, { error: 'Choose how a class is counted.' })
      .default('check_ins_or_roster'),
    effectiveFrom: isoDateSchema,
    effectiveUntil: isoDateSchema.nullable().default(null),
  })
  .superRefine((rate, ctx) => {
    const needsAmount = rate.kind === 'flat' || rate.kind === 'base_plus_bonus';
    const needsTiers = rate.kind === 'per_attendee' || rate.kind === 'base_plus_bonus';
    if (needsAmount && rate.amount === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: rate.kind === 'flat' ? 'Enter the amount per session.' : 'Enter the base amount.',
      });
    }
    if (rate.kind === 'revenue_share' && rate.percent === undefined) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Enter the share of revenue, like 40.' });
    }
    if (needsTiers) {
      if (rate.tiers.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'Enter the amount per attendee.' });
      }
      rate.tiers.forEach((tier, index) => {
        const last = index === rate.tiers.length - 1;
        const previous = index > 0 ? rate.tiers[index - 1]?.upTo : 0;
        if (last !== (tier.upTo === null)) {
          ctx.addIssue({
            code: 'custom',
            path: ['tiers', index, 'upTo'],
            message: last
              ? 'The last step covers every attendee above the others: leave it open.'
              : 'Enter how many attendees this step covers.',
          });
        } else if (
          tier.upTo !== null &&
          previous !== null &&
          previous !== undefined &&
          tier.upTo <= previous
        ) {
          ctx.addIssue({
            code: 'custom',
            path: ['tiers', index, 'upTo'],
            message: `Each step goes higher than the one before (above ${previous}).`,
          });
        }
      });
    }
    if (rate.minimum !== null && rate.maximum !== null && rate.minimum > rate.maximum) {
      ctx.addIssue({
        code: 'custom',
        path: ['maximum'],
        message: 'The most per session must be at least the least.',
      });
    }
    if (rate.offeringId !== null && rate.groupId !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['groupId'],
        message: 'A rate applies to a service or a class, not both.',
      });
    }
    if (rate.effectiveUntil !== null && rate.effectiveUntil <= rate.effectiveFrom) {
      ctx.addIssue({
        code: 'custom',
        path: ['effectiveUntil'],
        message: 'The rate must end after it starts.',
      });
    }
  });
export type PayRateInput = z.input<typeof payRateInputSchema>;
export type PayRateValues = z.output<typeof payRateInputSchema>;

/** The terms the earning is computed from, out of a checked input. */
export function payRateTerms(values: PayRateValues): PayRateTerms {
  return {
    kind: values.kind,
    flatCents: values.kind === 'flat' || values.kind === 'base_plus_bonus' ? (values.amount ?? 0) : 0,
    tiers:
      values.kind === 'per_attendee' || values.kind === 'base_plus_bonus'
        ? values.tiers.map((tier) => ({ upTo: tier.upTo, cents: tier.amount }))
        : [],
    percentBasisPoints: values.kind === 'revenue_share' ? (values.percent ?? 0) : 0,
    minCents: values.minimum,
    maxCents: values.maximum,
    countNoShows: values.countNoShows,
    countLateCancels: values.countLateCancels,
    countFreePlaces: values.countFreePlaces,
    classPaysBy: values.classPaysBy,
  };
}

/** A pay rate as the API answers it, with the names of what it applies to. */
export const payRateSchema = z.object({
  id: z.string(),
  expertId: z.string().nullable(),
  expertName: z.string().nullable(),
  offeringId: z.string().nullable(),
  offeringName: z.string().nullable(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
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
  effectiveFrom: z.string(),
  effectiveUntil: z.string().nullable(),
});
export type PayRate = z.output<typeof payRateSchema>;
