import { MEMBERSHIP_STATUSES, PAGE_SIZES } from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { HttpProblem, problemSchema } from '../../lib/problem.ts';
import { authOf, type RouteAccess } from '../auth/access.ts';
import {
  CUSTOMER_SORT_FIELDS,
  type CustomerRow,
  type CustomerSort,
  findCustomerById,
  listCustomers,
} from './customers.repository.ts';

// Staff only: an expert's `manage service` is not enough, since the server cannot yet limit an expert
// to their own clients (that needs the booking engine's sessions). Read-only: customers sign up
// themselves; their profile pages come with a later issue.
const STAFF: RouteAccess = { action: 'admin', subject: 'service' };

const SORTS = CUSTOMER_SORT_FIELDS.flatMap((field) => [field, `-${field}`]) as [string, ...string[]];

// Not strict: a cache-busting parameter must not break a list.
const listQuery = z.object({
  page: z.coerce.number({ error: 'Enter a page number.' }).int('Enter a page number.').min(1).default(1),
  pageSize: z.coerce
    .number()
    .pipe(z.literal(PAGE_SIZES, { error: `Choose a page size of ${PAGE_SIZES.join(', ')}.` }))
    .default(10)
    .describe(`Rows per page: ${PAGE_SIZES.join(', ')}.`),
  q: z.string().trim().max(100, 'Use at most 100 characters.').optional(),
  sort: z
    .enum(SORTS, { error: `Sort by one of ${SORTS.join(', ')}.` })
    .optional()
    .describe('A field, descending with a leading "-".'),
});

const customerParams = z.strictObject({ customerId: z.uuid('Not a customer id.') });

const customerSchema = z
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
  })
  .meta({ id: 'Customer' });

const customerPageSchema = z
  .object({
    items: z.array(customerSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'CustomerPage' });

const toCustomer = (row: CustomerRow) => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  status: row.status,
  onboarded: row.onboardedAt !== null,
  createdAt: row.createdAt.toISOString(),
  creditsAvailable: row.creditsAvailable,
  pendingPurchases: row.pendingPurchases,
});

function parseSort(value: string | undefined): CustomerSort | undefined {
  if (!value) return undefined;
  const descending = value.startsWith('-');
  return {
    field: (descending ? value.slice(1) : value) as CustomerSort['field'],
    direction: descending ? 'desc' : 'asc',
  };
}

/** GET /api/customers and /api/customers/:customerId: the business's members, for staff. */
export function customerRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/customers',
      {
        config: { access: STAFF },
        schema: {
          tags: ['customers'],
          summary: 'Customers of the business, searched by name or email',
          querystring: listQuery,
          response: { 200: customerPageSchema, 400: problemSchema },
        },
      },
      async (request) => {
        const { businessId } = authOf(request);
        const { page, pageSize, q } = request.query;
        const sort = parseSort(request.query.sort);
        const { items, total } = await listCustomers(db, businessId, {
          ...(q ? { q } : {}),
          ...(sort ? { sort } : {}),
          limit: pageSize,
          offset: (page - 1) * pageSize,
        });
        return { items: items.map(toCustomer), total, page, pageSize };
      },
    );

    app.get(
      '/api/customers/:customerId',
      {
        config: { access: STAFF },
        schema: {
          tags: ['customers'],
          summary: 'One customer',
          params: customerParams,
          response: { 200: customerSchema, 404: problemSchema },
        },
      },
      async (request) => {
        const row = await findCustomerById(db, authOf(request).businessId, request.params.customerId);
        if (!row) throw new HttpProblem(404, 'Not Found', 'No such customer.');
        return toCustomer(row);
      },
    );
  };
}
