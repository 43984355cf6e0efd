import {
  ACCESS,
  adjustmentInputSchema,
  earningLineSchema,
  earningLinesPageSchema,
  isoDateSchema,
  myEarningsSchema,
  payoutRunDetailSchema,
  payoutRunInputSchema,
  payoutRunPayInputSchema,
  payoutRunSchema,
  payoutRunVoidInputSchema,
} from '@bmp/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { attachmentNamed } from '../../lib/downloads.ts';
import type { FieldCipher } from '../../lib/field-encryption.ts';
import { problems } from '../../lib/problem.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { addAdjustment, closeOccurrence, earningLinesPage, myEarnings } from './earnings.service.ts';
import { form1099Csv, nachaForRun, runCsv, statementFor } from './exports.service.ts';
import {
  approvePayoutRun,
  listPayoutRuns,
  openPayoutRun,
  payoutRunDetail,
  payPayoutRun,
  voidPayoutRun,
} from './runs.service.ts';

// Earnings and payout runs over HTTP (docs/decisions/0059-earnings-and-payout-runs.md). The owner
// adjusts, opens, approves, pays and voids runs and downloads the bank file and the 1099 totals
// (bank and tax numbers: owner only, each download audited); admins read lines, runs, CSVs and
// statements; an expert reads only their own earnings and statements.

const idParams = z.strictObject({ id: z.uuid('Not a payout run id.') });
const fileAnswer = z.string().describe('The file’s bytes or text');
const LOCALES = ['en', 'fr', 'ar'] as const;

function sendFile(reply: FastifyReply, body: string | Buffer, type: string, fileName: string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', attachmentNamed(fileName))
    .header('cache-control', 'private, no-store')
    .send(body as never);
}

export function payoutRoutes(db: Database, cipher: FieldCipher): FastifyPluginAsyncZod {
  /** Each run action the owner takes is audited with the run it acted on. */
  const auditRun = (
    request: FastifyRequest,
    action: 'open' | 'approve' | 'pay' | 'void' | 'nacha',
    runId: string,
    details?: Record<string, unknown>,
  ) =>
    recordAudit(db, request, {
      action: `payout_run.${action}`,
      outcome: 'success',
      targetType: 'payout_run',
      targetId: runId,
      ...(details ? { details } : {}),
    });

  return async (app) => {
    app.get(
      '/api/earning-lines',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['payouts'],
          summary: 'The studio’s earning lines, newest first (one team member’s, or over days)',
          querystring: z.strictObject({
            expertId: z.uuid('Not a team member id.').optional(),
            from: isoDateSchema.optional(),
            until: isoDateSchema.optional(),
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(200).default(50),
          }),
          response: { 200: earningLinesPageSchema, ...problems(400) },
        },
      },
      async (request) => earningLinesPage(db, viewerOf(request).businessId, request.query),
    );

    app.post(
      '/api/earning-lines/adjustments',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['payouts'],
          summary: 'Correct a team member’s earnings: a new line added or deducted, with a reason',
          body: adjustmentInputSchema,
          response: { 201: earningLineSchema, ...problems(400, 422) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { direction, amount, ...rest } = request.body;
        const created = await addAdjustment(db, viewer, {
          ...rest,
          amountCents: direction === 'deduct' ? -amount : amount,
        });
        await recordAudit(db, request, {
          action: 'earning.adjust',
          outcome: 'success',
          targetType: 'earning_line',
          targetId: created.id,
        });
        reply.code(201);
        return created;
      },
    );

    app.post(
      '/api/group-occurrences/:id/close',
      {
        config: { access: ACCESS.teamManage },
        schema: {
          tags: ['groups'],
          summary:
            'Close a class that has started: its attendance becomes final and its expert’s pay is written',
          params: z.strictObject({ id: z.uuid('Not a class id.') }),
          response: { 204: z.null(), ...problems(404, 409) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        await closeOccurrence(db, viewer, request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/me/earnings',
      {
        config: { access: ACCESS.expert },
        schema: {
          tags: ['payouts'],
          summary: 'My earnings by month, my lines and my statements',
          querystring: z.strictObject({ from: isoDateSchema.optional(), until: isoDateSchema.optional() }),
          response: { 200: myEarningsSchema, ...problems(400) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        return myEarnings(db, viewer, request.query);
      },
    );

    app.get(
      '/api/me/payout-statements/:id',
      {
        config: { access: ACCESS.expert },
        schema: {
          tags: ['payouts'],
          summary: 'My statement of an approved or paid run (PDF)',
          params: idParams,
          querystring: z.strictObject({ lang: z.enum(LOCALES).default('en') }),
          response: { 200: fileAnswer, ...problems(404, 409) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const file = await statementFor(
          db,
          viewer.businessId,
          request.params.id,
          { expertId: viewer.membershipId },
          request.query.lang,
        );
        return sendFile(reply, file.pdf, 'application/pdf', file.fileName);
      },
    );

    app.get(
      '/api/payout-runs',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['payouts'],
          summary: 'The studio’s payout runs, newest first',
          response: { 200: z.object({ items: z.array(payoutRunSchema) }) },
        },
      },
      async (request) => ({ items: await listPayoutRuns(db, viewerOf(request).businessId) }),
    );

    app.post(
      '/api/payout-runs',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['payouts'],
          summary: 'Open a draft run: every unpaid line of each payee up to the period’s last day',
          body: payoutRunInputSchema,
          response: { 201: payoutRunSchema, ...problems(400, 409, 422) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const run = await openPayoutRun(db, viewer, request.body);
        await auditRun(request, 'open', run.id);
        reply.code(201);
        return run;
      },
    );

    app.get(
      '/api/payout-runs/:id',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['payouts'],
          summary: 'A run with its payees, their lines, and what it leaves out',
          params: idParams,
          response: { 200: payoutRunDetailSchema, ...problems(404) },
        },
      },
      async (request) => payoutRunDetail(db, viewerOf(request).businessId, request.params.id),
    );

    app.post(
      '/api/payout-runs/:id/approve',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['payouts'],
          summary: 'Approve a draft run: who is paid, how and how much are frozen',
          params: idParams,
          response: { 200: payoutRunSchema, ...problems(404, 409) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const run = await approvePayoutRun(db, viewer, request.params.id);
        await auditRun(request, 'approve', run.id);
        return run;
      },
    );

    app.post(
      '/api/payout-runs/:id/pay',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['payouts'],
          summary: 'Mark an approved run paid: its journal entries are posted',
          params: idParams,
          body: payoutRunPayInputSchema,
          response: { 200: payoutRunSchema, ...problems(400, 404, 409) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const run = await payPayoutRun(db, viewer, request.params.id, request.body);
        await auditRun(request, 'pay', run.id);
        return run;
      },
    );

    app.post(
      '/api/payout-runs/:id/void',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['payouts'],
          summary: 'Void a draft or approved run, with a reason: its lines go back to unpaid',
          params: idParams,
          body: payoutRunVoidInputSchema,
          response: { 200: payoutRunSchema, ...problems(400, 404, 409, 422) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const run = await voidPayoutRun(db, viewer, request.params.id, request.body.reason);
        await auditRun(request, 'void', run.id, { reason: request.body.reason });
        return run;
      },
    );

    app.get(
      '/api/payout-runs/:id/nacha',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['payouts'],
          summary: 'The run’s NACHA ACH credit file for the studio’s bank (payees paid outside ACH left out)',
          params: idParams,
          querystring: z.strictObject({
            secCode: z.enum(['PPD', 'CCD'], { error: 'Choose PPD or CCD.' }).default('PPD'),
            effectiveDate: isoDateSchema.optional(),
          }),
          response: { 200: fileAnswer, ...problems(400, 404, 409) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const file = await nachaForRun(db, cipher, viewer.businessId, request.params.id, request.query);
        // The file carries every payee's full account number: each download is a reveal.
        await auditRun(request, 'nacha', request.params.id, { credits: file.credits });
        return sendFile(reply, file.text, 'text/plain; charset=us-ascii', file.fileName);
      },
    );

    app.get(
      '/api/payout-runs/:id/csv',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['payouts'],
          summary: 'The run’s lines as CSV',
          params: idParams,
          response: { 200: fileAnswer, ...problems(404) },
        },
      },
      async (request, reply) => {
        const file = await runCsv(db, viewerOf(request).businessId, request.params.id);
        return sendFile(reply, file.text, 'text/csv; charset=utf-8', file.fileName);
      },
    );

    app.get(
      '/api/payout-runs/:id/statements/:payeeId',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['payouts'],
          summary: 'A payee’s statement of an approved or paid run (PDF)',
          params: z.strictObject({ id: z.uuid('Not a payout run id.'), payeeId: z.uuid('Not a payee id.') }),
          querystring: z.strictObject({ lang: z.enum(LOCALES).default('en') }),
          response: { 200: fileAnswer, ...problems(404, 409) },
        },
      },
      async (request, reply) => {
        const file = await statementFor(
          db,
          viewerOf(request).businessId,
          request.params.id,
          { payeeId: request.params.payeeId },
          request.query.lang,
        );
        return sendFile(reply, file.pdf, 'application/pdf', file.fileName);
      },
    );

    app.get(
      '/api/payouts/1099-nec',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['payouts'],
          summary: 'Each payee’s total paid in a year, with their tax id, for the 1099-NEC (CSV)',
          querystring: z.strictObject({
            year: z.coerce
              .number({ error: 'Enter a year.' })
              .int()
              .min(2000, 'Enter a year from 2000.')
              .max(2100, 'Enter a year before 2100.'),
          }),
          response: { 200: fileAnswer, ...problems(400) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const file = await form1099Csv(db, cipher, viewer.businessId, request.query.year);
        // Full tax ids leave the database: audited like a payee's reveal.
        await recordAudit(db, request, {
          action: 'payouts.1099',
          outcome: 'success',
          details: { year: request.query.year, payees: file.payees },
        });
        return sendFile(reply, file.text, 'text/csv; charset=utf-8', file.fileName);
      },
    );
  };
}
