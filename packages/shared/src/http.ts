import { z } from 'zod';
import { PAGE_SIZES } from './constants/ui';

// The wire's common shapes: the problem every error answer is, and the page every list answer is.

/** RFC 9457 problem details, with `errors` (messages per dotted field path) for forms. */
export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof problemSchema>;

/**
 * The `page` and `pageSize` parameters of a list, spread into its query schema. Not strict: a
 * cache-busting parameter must not break a list.
 */
export function pageQueryShape(defaultPageSize: (typeof PAGE_SIZES)[number]) {
  return {
    page: z.coerce.number({ error: 'Enter a page number.' }).int('Enter a page number.').min(1).default(1),
    pageSize: z.coerce
      .number()
      .pipe(z.literal(PAGE_SIZES, { error: `Choose a page size of ${PAGE_SIZES.join(', ')}.` }))
      .default(defaultPageSize)
      .describe(`Rows per page: ${PAGE_SIZES.join(', ')}.`),
  };
}

/** One page of a list: the rows, how many there are in all, and which page this is. */
export function pageSchemaOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** A page of `Item`s, for a list whose item schema lives elsewhere. */
export type ListPage<Item> = Omit<z.infer<ReturnType<typeof pageSchemaOf>>, 'items'> & { items: Item[] };
