import {
  ACCESS,
  cashPaymentInputSchema,
  paymentFiltersQueryShape as filtersQuery,
  refundInputSchema,
  refundResultSchema,
  writeOffInputSchema,
} from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { centsAsDecimal, csvLine, localDateTime } from '../../lib/csv.ts';
import { idempotentReply } from '../../lib/idempotent-reply.ts';
import { problems } from '../../lib/problem.ts';
import {
  getPayment,
  listCustomerPurchases,
  listPaymentPage,
  listPaymentsForExport,
} from './payments.service.ts';
import {
  authOf,
  pageQuery,
  paymentPageSchema,
  paymentSchema,
  purchasePageSchema,
  purchaseSchema,
  toPurchase,
} from './purchases.schemas.ts';
import {
  cancelCustomerPurchase,
  findWrittenPurchase,
  recordCashPayment,
  refundPayment,
  writeOffPurchase,
} from './purchases.service.ts';
import type { CardPayments } from './stripe-gateway.ts';

// Staff money tools (/admin/business/payments and the customer details page). An expert's
// `manage service` is not enough: taking and giving back money is staff work.

// Any positive amount passes the schema; the business's own minimum is checked against the business.
const cashPaymentInput = cashPaymentInputSchema({ min: 0.01 });
const paymentIdParams = z.strictObject({ id: z.uuid('Not a payment id.') });
const customerParams = z.strictObject({ customerId: z.uuid('Not a customer id.') });
const customerPurchaseParams = customerParams.extend({ id: z.uuid('Not a purchase id.') });
const CSV_MAX_ROWS = 50_000;

export function staffPaymentRoutes(db: Database, card: CardPayments | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/payments',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['payments'],
          summary: 'Payments and their refunds, newest first, with totals over every match',
          description: '`from` and `to` are days in the studio’s time zone, both included.',
          querystring: z.object({ ...pageQuery, ...filtersQuery }),
          response: { 200: paymentPageSchema, ...problems(400) },
        },
      },
      async (request) => listPaymentPage(request.reads, authOf(request).businessId, request.query),
    );

    app.get(
      '/api/payments.csv',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['payments'],
          summary: 'The same payments as CSV, for a spreadsheet',
          querystring: z.object(filtersQuery),
          // Only 200: this route's serializer passes text through, so problems keep the default one.
          response: { 200: z.string().describe('CSV text') },
        },
        // The body is CSV text already: the JSON serializer must not quote it.
        serializerCompiler: () => (data) => String(data),
      },
      async (request, reply) => {
        const { timeZone, items } = await listPaymentsForExport(
          request.reads,
          authOf(request).businessId,
          request.query,
          CSV_MAX_ROWS,
        );
        const header = [
          'Receipt',
          'Date',
          'Customer',
          'Email',
          'Method',
          'For',
          'Amount',
          'Refunded',
          'Net',
          'Note',
          'Recorded by',
        ];
        const lines = [csvLine(header)];
        for (const { payment, customerName, customerEmail, packName, recordedByName } of items) {
          lines.push(
            csvLine([
              `R-${payment.receiptNumber}`,
              localDateTime(payment.createdAt, timeZone),
              customerName,
              customerEmail,
              payment.method,
              packName,
              centsAsDecimal(payment.amountCents),
              centsAsDecimal(payment.refundedCents),
              centsAsDecimal(payment.amountCents - payment.refundedCents),
              payment.note,
              recordedByName ?? (payment.method === 'card' ? 'Stripe' : null),
            ]),
          );
        }
        const { from, to } = request.query;
        const range = from || to ? `-${from ?? 'start'}-to-${to ?? 'today'}` : '';
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="payments${range}.csv"`)
          .header('cache-control', 'no-store');
        return lines.join('');
      },
    );

    app.get(
      '/api/payments/:id',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['payments'],
          summary: 'One payment with its refunds',
          params: paymentIdParams,
          response: { 200: paymentSchema, ...problems(404) },
        },
      },
      async (request) => getPayment(db, authOf(request).businessId, request.params.id),
    );

    app.post(
      '/api/payments',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['payments'],
          summary: 'Record a cash payment (pays a pending purchase and grants its credits)',
          description:
            'Accepts an Idempotency-Key header. `amount` is typed as a person types it ("$1,250.00"); without a purchase it must reach the business’s minimum amount, with one it must be the purchase’s price.',
          body: cashPaymentInput,
          response: { 201: paymentSchema, ...problems(400, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const body = request.body;
        return idempotentReply(db, request, reply, body, async () => {
          const paymentId = await recordCashPayment(db, {
            businessId: auth.businessId,
            actorUserId: auth.userId,
            customerId: body.customerId,
            amountCents: body.amount,
            ...(body.purchaseId ? { purchaseId: body.purchaseId } : {}),
            ...(body.note ? { note: body.note } : {}),
          });
          await recordAudit(db, request, {
            action: 'payment.record',
            outcome: 'success',
            targetType: 'payment',
            targetId: paymentId,
            details: { amountCents: body.amount, purchaseId: body.purchaseId ?? null },
          });
          return { status: 201, body: await getPayment(db, auth.businessId, paymentId) };
        });
      },
    );

    app.post(
      '/api/payments/:id/refunds',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['payments'],
          summary: 'Refund a payment in full or in part (never more than what is left of it)',
          description: 'Accepts an Idempotency-Key header. Card payments are refunded through Stripe.',
          params: paymentIdParams,
          body: refundInputSchema,
          response: { 201: refundResultSchema, ...problems(400, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const { id } = request.params;
        const key = request.headers['idempotency-key'];
        return idempotentReply(db, request, reply, { paymentId: id, ...request.body }, async () => {
          const { refundId, creditsTaken } = await refundPayment(db, card, {
            businessId: auth.businessId,
            actorUserId: auth.userId,
            paymentId: id,
            amountCents: request.body.amount,
            reason: request.body.reason,
            confirmUsedCredits: request.body.confirmUsedCredits === true,
            ...(typeof key === 'string' ? { retryKey: key } : {}),
            log: request.log,
          });
          await recordAudit(db, request, {
            action: 'payment.refund',
            outcome: 'success',
            targetType: 'payment',
            targetId: id,
            details: { refundId, amountCents: request.body.amount, creditsTaken },
          });
          return {
            status: 201,
            body: { refundId, creditsTaken, payment: await getPayment(db, auth.businessId, id) },
          };
        });
      },
    );

    app.post(
      '/api/customers/:customerId/purchases/:id/cancel',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['payments'],
          summary: 'Cancel a customer’s purchase while it is unpaid',
          description:
            'A pay-at-studio purchase whose credits came before payment gives back its unused credits; what the used ones were worth stays owed (decision 0046).',
          params: customerPurchaseParams,
          response: { 200: purchaseSchema, ...problems(404, 409) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const { customerId, id } = request.params;
        const result = await cancelCustomerPurchase(db, {
          businessId: auth.businessId,
          actorUserId: auth.userId,
          customerId,
          purchaseId: id,
        });
        await recordAudit(db, request, {
          action: 'purchase.cancel',
          outcome: 'success',
          targetType: 'purchase',
          targetId: id,
          details: result,
        });
        return toPurchase(await findWrittenPurchase(db, auth.businessId, id));
      },
    );

    app.post(
      '/api/customers/:customerId/purchases/:id/write-off',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['payments'],
          summary: 'Write off what a customer’s pay-at-studio purchase owes, with a reason',
          description:
            'An unpaid purchase is canceled first (its unused credits come back); what the used ones were worth moves from accounts receivable to bad debt.',
          params: customerPurchaseParams,
          body: writeOffInputSchema,
          response: { 200: purchaseSchema, ...problems(400, 404, 409) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const { customerId, id } = request.params;
        const result = await writeOffPurchase(db, {
          businessId: auth.businessId,
          actorUserId: auth.userId,
          customerId,
          purchaseId: id,
          reason: request.body.reason,
        });
        await recordAudit(db, request, {
          action: 'purchase.write_off',
          outcome: 'success',
          targetType: 'purchase',
          targetId: id,
          details: { ...result, reason: request.body.reason },
        });
        return toPurchase(await findWrittenPurchase(db, auth.businessId, id));
      },
    );

    app.get(
      '/api/customers/:customerId/purchases',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['payments'],
          summary: 'A customer’s purchases, newest first',
          params: customerParams,
          querystring: z.object(pageQuery),
          response: { 200: purchasePageSchema, ...problems(404) },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const { items, total } = await listCustomerPurchases(
          db,
          authOf(request).businessId,
          request.params.customerId,
          { page, pageSize },
        );
        return { items: items.map(toPurchase), total, page, pageSize };
      },
    );
  };
}
