import { addBusinessSchema, addedBusinessSchema, businessSignupSchema } from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { problems } from '../../lib/problem.ts';
import { authOf } from '../../lib/route-access.ts';
import {
  assertEmailFree,
  authSessionSchema,
  createAccount,
  takeSignupAttempt,
  welcomeNewAccount,
} from '../auth/index.ts';
import { addBusinessForUser, createBusiness } from './businesses.service.ts';

/**
 * POST /api/businesses/signup: a studio owner creates a business and becomes its principal.
 * POST /api/me/businesses: a signed-in person adds another business of their own (user menu).
 */
export function businessRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/businesses/signup',
      {
        config: { access: 'public' },
        schema: {
          tags: ['businesses'],
          summary: 'Create a business and its principal (the owner), signed in',
          body: businessSignupSchema,
          response: { 201: authSessionSchema, ...problems(400, 409, 429) },
        },
      },
      async (request, reply) => {
        const input = request.body;
        await takeSignupAttempt(db, request, reply, app.signupsPerHour);
        const emailTaken =
          'An account with this email already exists. Sign in first, then choose "Add a business" in your account menu.';
        await assertEmailFree(db, input.email, emailTaken);
        const passwordHash = await hashPassword(input.password);
        const created = await createAccount(() => createBusiness(db, input, passwordHash), emailTaken);
        const session = await welcomeNewAccount(db, request, reply, created);
        await recordAudit(db, request, {
          action: 'business.signup',
          outcome: 'success',
          actorUserId: created.user.id,
          businessId: created.businessId,
          targetType: 'business',
          targetId: created.businessId,
        });
        reply.code(201);
        return session;
      },
    );

    app.post(
      '/api/me/businesses',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['businesses'],
          summary: 'Create another business owned by the signed-in person (its principal)',
          body: addBusinessSchema,
          response: { 201: addedBusinessSchema, ...problems(400, 401, 409, 429) },
        },
      },
      async (request, reply) => {
        // Rate-limited like sign-up: each call makes a whole studio.
        await takeSignupAttempt(db, request, reply, app.signupsPerHour);
        const auth = authOf(request);
        const added = await addBusinessForUser(db, auth.userId, request.body);
        await recordAudit(db, request, {
          action: 'business.add',
          outcome: 'success',
          actorUserId: auth.userId,
          businessId: added.businessId,
          targetType: 'business',
          targetId: added.businessId,
          details: { from: auth.businessId },
        });
        reply.code(201);
        return added;
      },
    );
  };
}
