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
import { problems } from '../../lib/problem.ts';
import { viewerOf } from '../../lib/viewer.ts';
import {
  addPayee,
  bankAccountOf,
  payeeById,
  payeePage,
  replacePayee,
  revealBankAccount,
  revealPayee,
  setBankAccount,
} from './payees.service.ts';

// PRODUCT.md: payees and the bank account are the owner's (principal's) alone (payees.service.ts).

const idParams = z.strictObject({ id: z.uuid('Not a payee id.') });

/** Payees and the business bank account; numbers encrypted at rest, masked, revealed only on request. */
export function payeeRoutes(db: Database, cipher: FieldCipher): FastifyPluginAsyncZod {
  const store = { db, cipher };

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
      async (request) => payeePage(store, viewerOf(request), request.query),
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
        const payee = await addPayee(store, viewerOf(request), request.body);
        await recordAudit(db, request, {
          action: 'payee.create',
          outcome: 'success',
          targetType: 'payee',
          targetId: payee.id,
        });
        reply.code(201);
        return payee;
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
      async (request) => payeeById(store, viewerOf(request), request.params.id),
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
        const payee = await replacePayee(store, viewerOf(request), request.params.id, request.body);
        await recordAudit(db, request, {
          action: 'payee.update',
          outcome: 'success',
          targetType: 'payee',
          targetId: payee.id,
        });
        return payee;
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
        const { id, ...secrets } = await revealPayee(store, viewerOf(request), request.params.id);
        await recordAudit(db, request, {
          action: 'payee.reveal',
          outcome: 'success',
          targetType: 'payee',
          targetId: id,
        });
        // A revealed secret must not linger in a shared cache or the browser's back/forward cache.
        reply.header('cache-control', 'no-store');
        return secrets;
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
      async (request) => bankAccountOf(store, viewerOf(request)),
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
        const viewer = viewerOf(request);
        const account = await setBankAccount(store, viewer, request.body);
        await recordAudit(db, request, {
          action: 'bank_account.update',
          outcome: 'success',
          targetType: 'business',
          targetId: viewer.businessId,
        });
        return account;
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
        const viewer = viewerOf(request);
        const secret = await revealBankAccount(store, viewer);
        await recordAudit(db, request, {
          action: 'bank_account.reveal',
          outcome: 'success',
          targetType: 'business',
          targetId: viewer.businessId,
        });
        reply.header('cache-control', 'no-store');
        return secret;
      },
    );
  };
}
