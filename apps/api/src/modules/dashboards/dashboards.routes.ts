import {
  ACCESS,
  adminDashboardSchema,
  clientNoteInputSchema,
  DASHBOARD_LISTS,
  dashboardListQuerySchema,
  dashboardListSchema,
  dashboardQuerySchema,
  expertDashboardSchema,
  memberDashboardSchema,
  providerClientSchema,
  providerClientsSchema,
  setupChecklistSchema,
} from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { centsAsDecimal, csvCell, csvLine } from '../../lib/csv.ts';
import { problems } from '../../lib/problem.ts';
import { authOf } from '../../lib/route-access.ts';
import {
  addProviderNote,
  adminDashboard,
  adminList,
  type ClientViewer,
  expertDashboard,
  memberDashboard,
  providerClient,
  providerClientList,
} from './dashboards.service.ts';
import { SETUP_AUDIT, setupChecklist } from './setup-checklist.service.ts';

// The three dashboards (docs/metrics.md). Staff see the whole studio; an expert only their own
// sessions and clients; everyone else only their own member data. The business always comes from
// the session, so another studio's rows are never in reach.

// A client's page and notes: the expert (only their own clients, decision 0034) and staff.
const clientParams = z.strictObject({ id: z.uuid('Not a client id.') });
const viewerOf = (request: Parameters<typeof authOf>[0]): ClientViewer => {
  const auth = authOf(request);
  return { businessId: auth.businessId, membershipId: auth.membershipId, role: auth.role };
};

const listParams = z.strictObject({ list: z.enum(DASHBOARD_LISTS, { error: 'No such list.' }) });

/** Same query check as the dashboard itself (custom needs both days, in order). */
const listQuery = dashboardListQuerySchema.superRefine((value, context) => {
  const checked = dashboardQuerySchema.safeParse({ period: value.period, from: value.from, to: value.to });
  if (!checked.success)
    for (const issue of checked.error.issues) context.addIssue({ ...issue, code: 'custom' });
});

/** `cardPayments`: whether this server takes cards (Stripe configured), a step of the set-up checklist. */
export function dashboardRoutes(db: Database, { cardPayments = false } = {}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/dashboards/admin/setup',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['dashboards'],
          summary: "A new studio's set-up checklist: each step done or not, from the studio's own data",
          response: { 200: setupChecklistSchema },
        },
      },
      async (request) => setupChecklist(db, authOf(request).businessId, cardPayments),
    );

    // Both are audit events of the studio (decision 0048): who dismissed or shared, and when.
    for (const [path, action, summary] of [
      ['dismiss', SETUP_AUDIT.dismissed, 'Hide the set-up checklist for the whole studio'],
      ['signup-link-shared', SETUP_AUDIT.signupLinkShared, 'Mark the public sign-up link as shared'],
    ] as const) {
      app.post(
        `/api/dashboards/admin/setup/${path}`,
        {
          config: { access: ACCESS.staff },
          schema: { tags: ['dashboards'], summary, response: { 200: setupChecklistSchema } },
        },
        async (request) => {
          await recordAudit(db, request, { action, outcome: 'success' });
          return setupChecklist(db, authOf(request).businessId, cardPayments);
        },
      );
    }

    app.get(
      '/api/dashboards/admin',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['dashboards'],
          summary: 'The studio at a glance for a period, each figure with its change',
          querystring: dashboardQuerySchema,
          response: { 200: adminDashboardSchema, ...problems(400) },
        },
      },
      async (request) => adminDashboard(request.reads, authOf(request).businessId, request.query),
    );

    app.get(
      '/api/dashboards/admin/lists/:list',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['dashboards'],
          summary: 'The rows behind one figure of the studio dashboard',
          params: listParams,
          querystring: listQuery,
          response: { 200: dashboardListSchema, ...problems(400) },
        },
      },
      async (request) => {
        const { list, columns, rows } = await adminList(
          request.reads,
          authOf(request).businessId,
          request.params.list,
          request.query,
        );
        return { list, columns, rows };
      },
    );

    app.get(
      '/api/dashboards/admin/lists/:list/csv',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['dashboards'],
          summary: 'The same rows as CSV, for a spreadsheet',
          params: listParams,
          querystring: listQuery,
          response: { 200: z.string().describe('CSV text') },
        },
        // The body is CSV text already: the JSON serializer must not quote it.
        serializerCompiler: () => (data) => String(data),
      },
      async (request, reply) => {
        const result = await adminList(
          request.reads,
          authOf(request).businessId,
          request.params.list,
          request.query,
        );
        const money = result.columns.map((column) => column.endsWith('Cents'));
        const lines = [csvLine(result.columns.map((column) => column.replace(/Cents$/, '')))];
        // Money as plain decimals; written as they are, since csvCell would defuse a leading "-" of a
        // refund as if it were a formula (our own numbers, never user text).
        for (const row of result.rows) {
          const cells = row.map((cell, index) =>
            money[index] && typeof cell === 'number' ? centsAsDecimal(cell) : csvCell(cell),
          );
          lines.push(`${cells.join(',')}\r\n`);
        }
        reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${result.list}-${result.from}-to-${result.to}.csv"`,
          )
          .header('cache-control', 'no-store');
        return lines.join('');
      },
    );

    app.get(
      '/api/dashboards/expert',
      {
        config: { access: ACCESS.expert },
        schema: {
          tags: ['dashboards'],
          summary: "The signed-in expert's day, week, requests, clients and reviews",
          response: { 200: expertDashboardSchema },
        },
      },
      async (request) => {
        const auth = authOf(request);
        return expertDashboard(request.reads, {
          businessId: auth.businessId,
          membershipId: auth.membershipId,
        });
      },
    );

    app.get(
      '/api/dashboards/member',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['dashboards'],
          summary: "The signed-in member's next sessions, credits, reviews to write and unread notifications",
          response: { 200: memberDashboardSchema },
        },
      },
      async (request) => {
        const auth = authOf(request);
        return memberDashboard(db, {
          businessId: auth.businessId,
          membershipId: auth.membershipId,
          role: auth.role,
        });
      },
    );

    app.get(
      '/api/dashboards/provider/clients',
      {
        config: { access: ACCESS.expert },
        schema: {
          tags: ['dashboards'],
          summary: "The signed-in expert's clients: last and next session, credits left, medical flag",
          response: { 200: providerClientsSchema },
        },
      },
      async (request) => providerClientList(request.reads, viewerOf(request)),
    );

    app.get(
      '/api/dashboards/provider/clients/:id',
      {
        config: { access: ACCESS.teamManage },
        schema: {
          tags: ['dashboards'],
          summary: "One client's profile, sessions, sessions per month and the expert's private notes",
          params: clientParams,
          response: { 200: providerClientSchema, ...problems(400, 404) },
        },
      },
      async (request) => providerClient(db, viewerOf(request), request.params.id),
    );

    app.post(
      '/api/dashboards/provider/clients/:id/notes',
      {
        config: { access: ACCESS.teamManage },
        schema: {
          tags: ['dashboards'],
          summary: 'Add a private note on a client (seen by its author and the staff, never the client)',
          params: clientParams,
          body: clientNoteInputSchema,
          response: { 204: z.null(), ...problems(400, 404) },
        },
      },
      async (request, reply) => {
        await addProviderNote(db, viewerOf(request), request.params.id, request.body.text);
        return reply.code(204).send(null);
      },
    );
  };
}
