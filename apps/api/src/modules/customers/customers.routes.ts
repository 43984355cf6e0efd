import {
  ACCESS,
  customerPageSchema,
  customerSchema,
  customerListQuerySchema as listQuery,
} from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { problems } from '../../lib/problem.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { customerById, customerPage } from './customers.service.ts';

// Staff only; the rules are in customers.service.ts.

const customerParams = z.strictObject({ customerId: z.uuid('Not a customer id.') });

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
      async (request) => customerPage(request.reads, viewerOf(request), request.query),
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
      async (request) => customerById(db, viewerOf(request), request.params.customerId),
    );
  };
}
