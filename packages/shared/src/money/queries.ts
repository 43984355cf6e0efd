import { z } from 'zod';
import { SERVICE_CATEGORIES } from '../constants/services';
import { PAGE_SIZES } from '../constants/ui';
import { isoDateSchema } from '../dates';
import { pageQueryShape } from '../http';
import { PAYMENT_METHODS } from '../purchases';

// The money lists' queries (apps/api/src/modules/credits, payees, purchases): what the web may ask.

export const creditsQuerySchema = z.object({
  ...pageQueryShape(20),
  kind: z.enum(SERVICE_CATEGORIES, { error: 'Choose a credit kind.' }).optional(),
});

export const payeeListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine(
      (size) => (PAGE_SIZES as readonly number[]).includes(size),
      `Choose one of ${PAGE_SIZES.join(', ')}.`,
    )
    .default(10),
  q: z.string().trim().max(100).optional(),
});

/** The filters GET /api/payments and /api/payments.csv share (a shape: the list adds its page). */
export const paymentFiltersQueryShape = {
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  method: z.enum(PAYMENT_METHODS, { error: 'Choose cash or card.' }).optional(),
  customerId: z.uuid('Not a customer id.').optional(),
};

export const creditPackListQuerySchema = z.object({
  ...pageQueryShape(20),
  q: z.string().trim().max(100).optional(),
  active: z
    .enum(['true', 'false'], { error: 'Use true or false.' })
    .transform((value) => value === 'true')
    .optional(),
});
