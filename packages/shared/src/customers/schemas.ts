import { z } from 'zod';
import { MEMBERSHIP_STATUSES } from '../auth/abilities';
import { pageQueryShape, pageSchemaOf } from '../http';
import { CUSTOMER_SORTS } from './sorts';

// The API's answers about the studio's customers (staff's customer pages).

export const customerSchema = z
  .object({
    id: z.string(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    status: z.enum(MEMBERSHIP_STATUSES),
    onboarded: z.boolean(),
    createdAt: z.string(),
    creditsAvailable: z.number().int(),
    pendingPurchases: z.number().int(),
    /** Owed to the studio for pay-at-studio purchases whose credits came first (decision 0046). */
    owedCents: z.number().int(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;

export const customerPageSchema = pageSchemaOf(customerSchema).meta({ id: 'CustomerPage' });
export type CustomerPage = z.infer<typeof customerPageSchema>;

const SORTS = CUSTOMER_SORTS as unknown as [string, ...string[]];

// Not strict: a cache-busting parameter must not break a list.
export const customerListQuerySchema = z.object({
  ...pageQueryShape(10),
  q: z.string().trim().max(100, 'Use at most 100 characters.').optional(),
  sort: z
    .enum(SORTS, { error: `Sort by one of ${SORTS.join(', ')}.` })
    .optional()
    .describe('A field, descending with a leading "-".'),
});
