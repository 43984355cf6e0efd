import { AUTH_MESSAGES, loginSchema, memberSignupSchema, twoStepLoginSchema } from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { HttpProblem, problems } from '../../lib/problem.ts';
import { checkSecondStep, findAccountByEmail } from './account.service.ts';
import {
  assertEmailFree,
  createAccount,
  insertAccountAlone,
  signupBusiness,
  takeSignupAttempt,
  welcomeNewAccount,
} from './accounts.ts';
import { authSessionSchema, twoFactorRequiredSchema } from './auth.schemas.ts';
import {
  deleteExpiredSessions,
  dropOperatorSession,
  dropSession,
  endSession,
  firstActiveMembership,
  isPlatformOperator,
  loadAuth,
  loadOperator,
  refuseSuspendedStudio,
  startOperatorSession,
  startSession,
  toAuthSession,
  toOperatorAuthSession,
} from './sessions.ts';
import {
  ACCOUNT_LIMIT,
  ADDRESS_LIMIT,
  accountKey,
  addressKey,
  attemptSucceeded,
  PAIR_LIMIT,
  pairKey,
  TWO_STEP_LIMIT,
  takeAttempt,
  tooManyAttempts,
  twoStepKey,
} from './throttle.ts';

// Verified against when the email is unknown, so a wrong email costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
const timingDummyHash = () => {
  dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
  return dummyHash;
};

async function signedInAnswer(db: Database, token: string) {
  const auth = await loadAuth(db, token);
  if (!auth) throw new Error('a session just created could not be loaded');
  return toAuthSession(auth);
}

const wrongCode = () =>
  new HttpProblem(401, 'Unauthorized', 'That code is not valid. Try the newest code from your app.', {
    code: ['That code is not valid.'],
  });

/** Sign-in, two-step sign-in, sign-out, the current session and member sign-up. */
export function authRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/login',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with email and password',
          body: loginSchema,
          response: { 200: authSessionSchema.or(twoFactorRequiredSchema), ...problems(401, 403, 429) },
        },
      },
      async (request, reply) => {
        const { email, password } = request.body;
        const pair = pairKey(email, request.ip);
        const account = accountKey(email);
        const address = addressKey(request.ip);
        // Counted before the password is checked, in one atomic step (throttle.ts).
        const blocked = await takeAttempt(db, [
          { key: pair, limit: PAIR_LIMIT },
          { key: account, limit: ACCOUNT_LIMIT },
          { key: address, limit: ADDRESS_LIMIT },
        ]);
        if (blocked > 0) {
          await recordAudit(db, request, {
            action: 'auth.login',
            outcome: 'denied',
            details: { email, reason: 'throttled' },
          });
          throw tooManyAttempts(reply, blocked, 'sign-in attempts');
        }

        const user = await findAccountByEmail(db, email);
        const passwordOk = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), password);
        if (!user?.passwordHash || !passwordOk) {
          await recordAudit(db, request, {
            action: 'auth.login',
            outcome: 'failure',
            actorUserId: user?.id ?? null,
            details: { email, reason: 'bad_credentials' },
          });
          throw new HttpProblem(401, 'Unauthorized', AUTH_MESSAGES.invalidCredentials);
        }
        await attemptSucceeded(db, { reset: [pair, account], giveBack: [address] });

        if (await isPlatformOperator(db, user.id)) {
          // The operator always passes the two-step check (decision 0062): without it set up, no way in.
          if (!user.totpEnabledAt) {
            await recordAudit(db, request, {
              action: 'auth.login',
              outcome: 'denied',
              actorUserId: user.id,
              details: { reason: 'operator_without_two_step' },
            });
            throw new HttpProblem(
              403,
              'Forbidden',
              "The platform's operator must sign in with two-step: set it up with npm run operator:create.",
            );
          }
          await startOperatorSession(db, request, reply, { userId: user.id, stage: 'two_step_pending' });
          await recordAudit(db, request, {
            action: 'auth.login.password',
            outcome: 'success',
            actorUserId: user.id,
            details: { twoStepRequired: true, operator: true },
          });
          return { twoFactorRequired: true as const };
        }

        const membership = await firstActiveMembership(db, user.id);
        if (!membership) {
          await recordAudit(db, request, {
            action: 'auth.login',
            outcome: 'denied',
            actorUserId: user.id,
            details: { reason: 'no_active_membership' },
          });
          throw new HttpProblem(403, 'Forbidden', 'This account has no active membership in any business.');
        }
        await refuseSuspendedStudio(db, request, membership, user.id);
        await deleteExpiredSessions(db);

        if (user.totpEnabledAt) {
          await startSession(db, request, reply, {
            userId: user.id,
            membershipId: membership.id,
            businessId: membership.businessId,
            stage: 'two_step_pending',
          });
          await recordAudit(db, request, {
            action: 'auth.login.password',
            outcome: 'success',
            actorUserId: user.id,
            businessId: membership.businessId,
            details: { twoStepRequired: true },
          });
          return { twoFactorRequired: true as const };
        }

        const { token } = await startSession(db, request, reply, {
          userId: user.id,
          membershipId: membership.id,
          businessId: membership.businessId,
        });
        await recordAudit(db, request, {
          action: 'auth.login',
          outcome: 'success',
          actorUserId: user.id,
          businessId: membership.businessId,
        });
        return signedInAnswer(db, token);
      },
    );

    app.post(
      '/api/auth/login/two-step',
      {
        config: { access: 'twoStepPending' },
        schema: {
          tags: ['auth'],
          summary: 'Finish signing in with an authenticator code or a recovery code',
          body: twoStepLoginSchema,
          response: { 200: authSessionSchema, ...problems(401, 429) },
        },
      },
      async (request, reply) => {
        const operator = request.operator;
        if (operator?.stage === 'two_step_pending') {
          const key = twoStepKey(operator.userId);
          const blocked = await takeAttempt(db, [{ key, limit: TWO_STEP_LIMIT }]);
          if (blocked > 0) throw tooManyAttempts(reply, blocked, 'sign-in attempts');
          const { accepted, method } = await checkSecondStep(db, operator.userId, request.body.code);
          if (!accepted) {
            await recordAudit(db, request, {
              action: 'auth.login.two_step',
              outcome: 'failure',
              details: { method, operator: true },
            });
            throw wrongCode();
          }
          await attemptSucceeded(db, { reset: [key] });
          await dropOperatorSession(db, operator.sessionTokenHash);
          const { token } = await startOperatorSession(db, request, reply, {
            userId: operator.userId,
            stage: 'active',
          });
          await recordAudit(db, request, {
            action: 'auth.login',
            outcome: 'success',
            actorUserId: operator.userId,
            details: { twoStep: method, operator: true },
          });
          const signedIn = await loadOperator(db, token);
          if (!signedIn) throw new Error('an operator session just created could not be loaded');
          return toOperatorAuthSession(signedIn);
        }
        const auth = request.auth;
        if (!auth) throw new HttpProblem(401, 'Unauthorized', 'Sign in with your email and password first.');
        const key = twoStepKey(auth.userId);
        const blocked = await takeAttempt(db, [{ key, limit: TWO_STEP_LIMIT }]);
        if (blocked > 0) {
          throw tooManyAttempts(reply, blocked, 'sign-in attempts');
        }
        const { accepted, method } = await checkSecondStep(db, auth.userId, request.body.code);
        if (!accepted) {
          await recordAudit(db, request, {
            action: 'auth.login.two_step',
            outcome: 'failure',
            details: { method },
          });
          throw wrongCode();
        }
        await attemptSucceeded(db, { reset: [key] });
        // The half-signed-in session is replaced by a new one: a new id at every sign-in.
        await dropSession(db, auth.sessionTokenHash);
        const { token } = await startSession(db, request, reply, {
          userId: auth.userId,
          membershipId: auth.membershipId,
          businessId: auth.businessId,
        });
        await recordAudit(db, request, {
          action: 'auth.login',
          outcome: 'success',
          details: { twoStep: method },
        });
        return signedInAnswer(db, token);
      },
    );

    app.post(
      '/api/auth/logout',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Sign out (ends the session on the server)',
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        if (request.auth || request.operator) {
          await recordAudit(db, request, { action: 'auth.logout', outcome: 'success' });
        }
        await endSession(db, request, reply);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/auth/session',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['auth'],
          summary: 'Who is signed in, and their ability rules',
          response: { 200: authSessionSchema, ...problems(401) },
        },
      },
      async (request) => {
        if (!request.auth) throw new HttpProblem(401, 'Unauthorized', 'Sign in to continue.');
        return toAuthSession(request.auth);
      },
    );

    app.post(
      '/api/auth/signup',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'A member creates an account in a business (starts onboarding)',
          body: memberSignupSchema,
          response: { 201: authSessionSchema, ...problems(400, 404, 409, 429) },
        },
      },
      async (request, reply) => {
        const input = request.body;
        await takeSignupAttempt(db, request, reply, app.signupsPerHour);
        const business = await signupBusiness(db, input.businessSlug);
        const emailTaken = 'An account with this email already exists. Sign in instead.';
        await assertEmailFree(db, input.email, emailTaken);
        const passwordHash = await hashPassword(input.password);
        const created = await createAccount(
          () =>
            insertAccountAlone(db, {
              businessId: business.id,
              email: input.email,
              fullName: input.fullName,
              phone: input.phone ?? null,
              passwordHash,
              role: 'customer',
              onboarded: false,
            }),
          emailTaken,
        );
        const session = await welcomeNewAccount(db, request, reply, created);
        await recordAudit(db, request, {
          action: 'auth.signup',
          outcome: 'success',
          actorUserId: created.user.id,
          businessId: business.id,
        });
        reply.code(201);
        return session;
      },
    );
  };
}
