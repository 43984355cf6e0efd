import {
  ACCESS,
  customerPageSchema,
  customerSchema,
  customerListQuerySchema as listQuery,
} from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { HttpProblem, problems } from '../../lib/problem.ts';
import { authOf } from '../../lib/route-access.ts';
import {
  type CustomerRow,
  type CustomerSort,
  findCustomerById,
  listCustomers,
} from './customers.repository.ts';

// Staff only: an expert reads their own clients through the clients list and the client page, which
// ask expert-clients.repository.ts (decision 0034). Read-only: customers sign up themselves
// (docs/decisions/0027-member-onboarding.md).

const customerParams = z.strictObject({ customerId: z.uuid('Not a customer id.') });

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
        config: { access: ACCESS.staff },
        schema: {
          tags: ['customers'],
          summary: 'Customers of the business, searched by name or email',
          querystring: listQuery,
          response: { 200: customerPageSchema, ...problems(400) },
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
        config: { access: ACCESS.staff },
        schema: {
          tags: ['customers'],
          summary: 'One customer',
          params: customerParams,
          response: { 200: customerSchema, ...problems(404) },
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
