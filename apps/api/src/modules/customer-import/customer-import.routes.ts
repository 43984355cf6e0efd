import {
  ACCESS,
  customerImportInputSchema,
  customerImportPreviewSchema,
  customerImportResultSchema,
} from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { HttpProblem, problems } from '../../lib/problem.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { importCustomers, previewCustomerImport } from './customer-import.service.ts';

// Staff import customers and their credit balances from a CSV (decision 0065): a preview, then the
// import of a clean file. The file travels as base64 in JSON, like a photo; the body may be larger
// than the API's usual 1 MB so that a file a little over the 2 MB limit still gets its message on the
// `file` field rather than a bare 413.
const BODY_LIMIT = 8 * 1024 * 1024;

/** POST /api/customers/import/preview and /api/customers/import. */
export function customerImportRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/customers/import/preview',
      {
        bodyLimit: BODY_LIMIT,
        config: { access: ACCESS.staff },
        schema: {
          tags: ['customers'],
          summary:
            'What importing this customers CSV would do: customers to create, those already here, errors by line',
          body: customerImportInputSchema,
          response: { 200: customerImportPreviewSchema, ...problems(400, 413, 422) },
        },
      },
      async (request) => previewCustomerImport(db, viewerOf(request), request.body.file),
    );

    app.post(
      '/api/customers/import',
      {
        bodyLimit: BODY_LIMIT,
        config: { access: ACCESS.staff },
        schema: {
          tags: ['customers'],
          summary: 'Imports a clean customers CSV with their credit balances, all or nothing',
          body: customerImportInputSchema,
          response: { 201: customerImportResultSchema, ...problems(400, 409, 413, 422) },
        },
      },
      async (request, reply) => {
        let result: Awaited<ReturnType<typeof importCustomers>>;
        try {
          result = await importCustomers(db, viewerOf(request), request.body.file);
        } catch (error) {
          if (error instanceof HttpProblem) {
            await recordAudit(db, request, {
              action: 'customers.import',
              outcome: 'failure',
              details: { status: error.status, reason: error.detail ?? error.title },
            });
          }
          throw error;
        }
        const { rowCount, ...answer } = result;
        await recordAudit(db, request, {
          action: 'customers.import',
          outcome: 'success',
          details: {
            rows: rowCount,
            created: answer.created,
            alreadyCustomers: answer.alreadyCustomers,
            credits: Object.fromEntries(answer.credits.map((line) => [line.kind, line.quantity])),
          },
        });
        reply.code(201);
        return answer;
      },
    );
  };
}
