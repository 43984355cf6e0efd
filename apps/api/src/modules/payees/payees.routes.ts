import {
  ACCESS,
  bankAccountInputSchema,
  bankAccountSchema,
  bankAccountSecretSchema,
  payeeListQuerySchema as listQuery,
  payeeInputSchema,
  payeePageSchema,
  payeeSchema,
  payeeSecretsSchema,
} from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { FieldCipher } from '../../lib/field-encryption.ts';
import { HttpProblem, problems } from '../../lib/problem.ts';
import { authOf } from '../../lib/route-access.ts';
import {
  findBankAccount,
  findPayee,
  insertPayee,
  listPayees,
  type PayeeRow,
  updatePayee,
  upsertBankAccount,
} from './payees.repository.ts';

// PRODUCT.md: payees and the bank account are the owner's (principal's) alone.

const idParams = z.strictObject({ id: z.uuid('Not a payee id.') });

const toPayee = (row: PayeeRow) => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  taxIdLast4: row.taxIdLast4,
  routingNumber: row.routingNumber,
  accountLast4: row.accountLast4,
  ratePerSessionCents: row.ratePerSessionCents,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Payees and the business bank account; numbers encrypted at rest, masked, revealed only on request. */
export function payeeRoutes(db: Database, cipher: FieldCipher): FastifyPluginAsyncZod {
  const secretColumns = (input: z.output<typeof payeeInputSchema>) => ({
    name: input.name,
    kind: input.kind,
    taxIdEncrypted: cipher.encrypt(input.taxId),
    taxIdLast4: input.taxId.slice(-4),
    routingNumber: input.routingNumber,
    accountNumberEncrypted: cipher.encrypt(input.accountNumber),
    accountLast4: input.accountNumber.slice(-4),
    ratePerSessionCents: input.ratePerSession,
  });

  return async (app) => {
    app.get(
      '/api/payees',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['payees'],
          summary: 'Payees of the business (numbers masked)',
          querystring: listQuery,
          response: {
            200: payeePageSchema,
          },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const { page, pageSize, q } = request.query;
        const { items, total } = await listPayees(db, auth.businessId, {
          ...(q ? { q } : {}),
          limit: pageSize,
          offset: (page - 1) * pageSize,
        });
        return { items: items.map(toPayee), total, page, pageSize };
      },
    );

    app.post(
      '/api/payees',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['payees'],
          summary: 'Add a payee',
          body: payeeInputSchema,
          response: { 201: payeeSchema, ...problems(400) },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const row = await insertPayee(db, auth.businessId, secretColumns(request.body));
        await recordAudit(db, request, {
          action: 'payee.create',
          outcome: 'success',
          targetType: 'payee',
          targetId: row.id,
        });
        reply.code(201);
        return toPayee(row);
      },
    );

    app.get(
      '/api/payees/:id',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['payees'],
          summary: 'One payee (numbers masked)',
          params: idParams,
          response: { 200: payeeSchema, ...problems(404) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const row = await findPayee(db, auth.businessId, request.params.id);
        if (!row) throw new HttpProblem(404, 'Not Found', 'No such payee.');
        return toPayee(row);
      },
    );

    app.put(
      '/api/payees/:id',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['payees'],
          summary: 'Replace a payee’s details',
          params: idParams,
          body: payeeInputSchema,
          response: { 200: payeeSchema, ...problems(400, 404) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const row = await updatePayee(db, auth.businessId, request.params.id, secretColumns(request.body));
        if (!row) throw new HttpProblem(404, 'Not Found', 'No such payee.');
        await recordAudit(db, request, {
          action: 'payee.update',
          outcome: 'success',
          targetType: 'payee',
          targetId: row.id,
        });
        return toPayee(row);
      },
    );

    app.post(
      '/api/payees/:id/reveal',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['payees'],
          summary: 'Show a payee’s full tax ID and account number (audited)',
          params: idParams,
          response: { 200: payeeSecretsSchema, ...problems(404) },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const row = await findPayee(db, auth.businessId, request.params.id);
        if (!row) throw new HttpProblem(404, 'Not Found', 'No such payee.');
        await recordAudit(db, request, {
          action: 'payee.reveal',
          outcome: 'success',
          targetType: 'payee',
          targetId: row.id,
        });
        // A revealed secret must not linger in a shared cache or the browser's back/forward cache.
        reply.header('cache-control', 'no-store');
        return {
          taxId: cipher.decrypt(row.taxIdEncrypted),
          accountNumber: cipher.decrypt(row.accountNumberEncrypted),
        };
      },
    );

    app.get(
      '/api/business/bank-account',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['payees'],
          summary: 'The business’s bank account (masked)',
          response: { 200: bankAccountSchema.nullable() },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const row = await findBankAccount(db, auth.businessId);
        return row
          ? {
              holderName: row.holderName,
              routingNumber: row.routingNumber,
              accountLast4: row.accountLast4,
              updatedAt: row.updatedAt.toISOString(),
            }
          : null;
      },
    );

    app.put(
      '/api/business/bank-account',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['payees'],
          summary: 'Set the business’s bank account',
          body: bankAccountInputSchema,
          response: { 200: bankAccountSchema, ...problems(400) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const row = await upsertBankAccount(db, auth.businessId, {
          holderName: request.body.holderName,
          routingNumber: request.body.routingNumber,
          accountNumberEncrypted: cipher.encrypt(request.body.accountNumber),
          accountLast4: request.body.accountNumber.slice(-4),
        });
        await recordAudit(db, request, {
          action: 'bank_account.update',
          outcome: 'success',
          targetType: 'business',
          targetId: auth.businessId,
        });
        return {
          holderName: row.holderName,
          routingNumber: row.routingNumber,
          accountLast4: row.accountLast4,
          updatedAt: row.updatedAt.toISOString(),
        };
      },
    );

    app.post(
      '/api/business/bank-account/reveal',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['payees'],
          summary: 'Show the full bank account number (audited)',
          response: { 200: bankAccountSecretSchema, ...problems(404) },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const row = await findBankAccount(db, auth.businessId);
        if (!row) throw new HttpProblem(404, 'Not Found', 'No bank account is set.');
        await recordAudit(db, request, {
          action: 'bank_account.reveal',
          outcome: 'success',
          targetType: 'business',
          targetId: auth.businessId,
        });
        reply.header('cache-control', 'no-store');
        return { accountNumber: cipher.decrypt(row.accountNumberEncrypted) };
      },
    );
  };
}
