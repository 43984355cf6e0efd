import { z } from 'zod';
import { pageQueryShape, pageSchemaOf } from '../http';
import { OPERATOR_STUDIO_SORTS } from './sorts';

// The platform operator's console (apps/api/src/modules/operator; docs/decisions/0062-platform-operator.md).

const SORTS = OPERATOR_STUDIO_SORTS as unknown as [string, ...string[]];

// Not strict: a cache-busting parameter must not break a list.
export const operatorStudioListQuerySchema = z.object({
  ...pageQueryShape(10),
  q: z.string().trim().max(100, 'Use at most 100 characters.').optional(),
  status: z
    .enum(['all', 'active', 'suspended'], { error: 'Choose all, active or suspended.' })
    .default('all'),
  sort: z
    .enum(SORTS, { error: `Sort by one of ${SORTS.join(', ')}.` })
    .optional()
    .describe('A field, descending with a leading "-".'),
});
export type OperatorStudioListQuery = z.input<typeof operatorStudioListQuerySchema>;

/** One studio as the operator sees it: its size, activity and health, never its people's data. */
export const operatorStudioSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    signedUpAt: z.string().describe('When the studio signed up (ISO 8601, UTC).'),
    suspendedAt: z.string().nullable(),
    suspensionReason: z.string().nullable(),
    people: z.object({
      principal: z.number().int(),
      admin: z.number().int(),
      expert: z.number().int(),
      customer: z.number().int(),
    }),
    sessions30d: z.number().int().describe('Sessions held or booked to start in the last 30 days.'),
    revenue30dCents: z.number().int().describe('Payments taken in the last 30 days, less refunds.'),
    currency: z.string(),
    health: z.object({
      failedEmails: z.number().int().describe('Emails that failed for good in the last 30 days.'),
      failedPayments: z.number().int().describe('Card charges declined in the last 30 days.'),
      overdueJobs: z
        .number()
        .int()
        .describe('Emails and renewals waiting past their time by 15 minutes or more.'),
    }),
  })
  .meta({ id: 'OperatorStudio' });
export type OperatorStudio = z.infer<typeof operatorStudioSchema>;

export const operatorStudioPageSchema = pageSchemaOf(operatorStudioSchema).meta({ id: 'OperatorStudioPage' });
export type OperatorStudioPage = z.infer<typeof operatorStudioPageSchema>;

/** Suspending or reactivating a studio: the reason is required and goes into the audit. */
export const studioSuspensionSchema = z.strictObject({
  reason: z
    .string({ error: 'Give a reason.' })
    .trim()
    .min(1, 'Give a reason.')
    .max(500, 'Use at most 500 characters.'),
});
export type StudioSuspensionInput = z.input<typeof studioSuspensionSchema>;
