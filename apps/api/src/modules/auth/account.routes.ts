import {
  changeEmailSchema,
  changePasswordSchema,
  disableTwoStepSchema,
  enableTwoStepSchema,
  forgotPasswordSchema,
  recoveryCodesSchema,
  resetPasswordSchema,
  twoStepSetupSchema,
  verifyEmailSchema,
} from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { HttpProblem, problems } from '../../lib/problem.ts';
import { authOf } from '../../lib/route-access.ts';
import {
  changeEmailNoticeTexts,
  changeEmailTexts,
  enqueueEmail,
  languageOf,
  resetPasswordTexts,
} from '../outbox/index.ts';
import {
  ACCOUNT_MESSAGES,
  checkCurrentPassword,
  checkResetLink,
  confirmEmailLink,
  currentUser,
  disableTotp,
  discardEmailChangeLinks,
  emailBelongsToSomeoneElse,
  enableTotp,
  findAccountByEmail,
  newRecoveryCodes,
  resetPasswordWithLink,
  setPasswordHash,
  storePendingTotpSecret,
} from './account.service.ts';
import { appOrigin, issueUserToken, sendVerificationEmail } from './email-links.ts';
import { endAllSessions, endSession, firstActiveMembership, startSession } from './sessions.ts';
import { addressKey, clearAccount, type Limit, takeAttempt, tooManyAttempts } from './throttle.ts';
import { matchTotp, newTotpSecret, totpUrl } from './totp.ts';

// Reset emails: a few per address an hour (counted for unknown addresses too, so the limit reveals
// nothing), and a generous number per client address against one machine mailing many people.
const RESET_EMAIL_LIMIT: Limit = { maxAttempts: 5, windowSeconds: 60 * 60, blockSeconds: 60 * 60 };
const RESET_CLIENT_LIMIT: Limit = { maxAttempts: 30, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
const resetEmailKey = (email: string) => `reset:${email.toLowerCase()}`;
const resetClientKey = (ip: string) => `reset:${addressKey(ip)}`;
// Using a reset link: tries per client address, counted before the link is looked at. Someone with
// the real link needs one or two; a flood of made-up links stops here.
const RESET_USE_LIMIT: Limit = { maxAttempts: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
const resetUseKey = (ip: string) => `reset-use:${addressKey(ip)}`;

const noContent = z.null().describe('No content');
const accepted = z.null().describe('Accepted; no body');

/** Email verification, password reset and change, email change and two-step settings. */
export function accountRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/verify-email',
      {
        config: { access: 'public' },
        schema: {
          tags: ['account'],
          summary: 'Use an emailed link: confirm an email address, or confirm a change of address',
          body: verifyEmailSchema,
          response: { 204: noContent, ...problems(400, 409) },
        },
      },
      async (request, reply) => {
        const confirmed = await confirmEmailLink(db, request.body.token);
        const membership = await firstActiveMembership(db, confirmed.userId);
        const audit = { actorUserId: confirmed.userId, businessId: membership?.businessId ?? null };
        if (confirmed.purpose === 'verify_email') {
          await recordAudit(db, request, { ...audit, action: 'auth.email.verified', outcome: 'success' });
        } else {
          // Whoever signed in with the old address is signed out; the browser that opened the link stays.
          const here = request.auth?.userId === confirmed.userId ? request.auth.sessionTokenHash : undefined;
          await endAllSessions(db, confirmed.userId, here);
          await recordAudit(db, request, {
            ...audit,
            action: 'auth.email.changed',
            outcome: 'success',
            details: { from: confirmed.from, to: confirmed.to },
          });
        }
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/auth/verify-email/resend',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['account'],
          summary: 'Send a new email-confirmation link (nothing happens when already confirmed)',
          response: { 204: noContent, ...problems(401) },
        },
      },
      async (request, reply) => {
        const user = await currentUser(db, request.auth);
        if (user.emailVerifiedAt === null) {
          await sendVerificationEmail(db, request, user, request.auth?.businessId ?? null);
        }
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/auth/forgot-password',
      {
        config: { access: 'public' },
        schema: {
          tags: ['account'],
          summary: 'Email a password-reset link (same answer whether or not the account exists)',
          body: forgotPasswordSchema,
          response: { 202: accepted, ...problems(400, 429) },
        },
      },
      async (request, reply) => {
        const { email } = request.body;
        const blocked = await takeAttempt(db, [
          { key: resetEmailKey(email), limit: RESET_EMAIL_LIMIT },
          { key: resetClientKey(request.ip), limit: RESET_CLIENT_LIMIT },
        ]);
        if (blocked > 0) {
          throw tooManyAttempts(reply, blocked, 'reset requests');
        }

        const user = await findAccountByEmail(db, email);
        if (!user) {
          await recordAudit(db, request, {
            action: 'auth.password.reset_requested',
            outcome: 'failure',
            businessId: null,
            details: { email, reason: 'unknown_email' },
          });
          return reply.code(202).send(null);
        }
        const membership = await firstActiveMembership(db, user.id);
        const businessId = membership?.businessId ?? null;
        const token = await issueUserToken(db, user.id, 'reset_password');
        await enqueueEmail(db, {
          to: user.email,
          businessId,
          kind: 'reset_password',
          render: resetPasswordTexts(user.fullName, `${appOrigin(request)}/reset-password?token=${token}`),
        });
        await recordAudit(db, request, {
          action: 'auth.password.reset_requested',
          outcome: 'success',
          actorUserId: user.id,
          businessId,
        });
        return reply.code(202).send(null);
      },
    );

    app.post(
      '/api/auth/reset-password',
      {
        config: { access: 'public' },
        schema: {
          tags: ['account'],
          summary: 'Choose a new password with an emailed reset link (signs out every browser)',
          body: resetPasswordSchema,
          response: { 204: noContent, ...problems(400, 429) },
        },
      },
      async (request, reply) => {
        const blocked = await takeAttempt(db, [{ key: resetUseKey(request.ip), limit: RESET_USE_LIMIT }]);
        if (blocked > 0) {
          throw tooManyAttempts(reply, blocked, 'password reset attempts');
        }
        // The link is checked before the new password is hashed (a made-up link costs a lookup, never
        // a hash), and used only after: a slow hash never leaves a used link without a new password.
        await checkResetLink(db, request.body.token);
        const passwordHash = await hashPassword(request.body.password);
        const user = await resetPasswordWithLink(db, request.body.token, passwordHash);
        await endAllSessions(db, user.id);
        if (request.auth?.userId === user.id) await endSession(db, request, reply);
        // Whoever proved they read the mailbox may sign in at once, whatever wrong guesses came before.
        await clearAccount(db, user.email);
        const membership = await firstActiveMembership(db, user.id);
        await recordAudit(db, request, {
          action: 'auth.password.reset',
          outcome: 'success',
          actorUserId: user.id,
          businessId: membership?.businessId ?? null,
        });
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/auth/change-password',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['account'],
          summary: 'Change the password (signs out every other browser; this one gets a new session)',
          body: changePasswordSchema,
          response: { 204: noContent, ...problems(400, 401, 429) },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const user = await currentUser(db, auth);
        const action = 'auth.password.change';
        await checkCurrentPassword(db, request, reply, user, request.body.currentPassword, action);
        await setPasswordHash(db, user.id, await hashPassword(request.body.newPassword));
        await endAllSessions(db, user.id);
        // A new session id for this browser: one that leaked before the change is worthless after it.
        await startSession(db, request, reply, {
          userId: user.id,
          membershipId: auth.membershipId,
          businessId: auth.businessId,
        });
        await recordAudit(db, request, { action, outcome: 'success' });
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/auth/change-email',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['account'],
          summary: 'Ask to change the email address (a link goes to the new address)',
          body: changeEmailSchema,
          response: { 202: accepted, ...problems(400, 401, 409, 429) },
        },
      },
      async (request, reply) => {
        const user = await currentUser(db, request.auth);
        const { currentPassword, newEmail } = request.body;
        const action = 'auth.email.change_requested';
        await checkCurrentPassword(db, request, reply, user, currentPassword, action);
        if (newEmail === user.email) {
          throw new HttpProblem(400, 'Bad Request', ACCOUNT_MESSAGES.sameEmail, {
            newEmail: [ACCOUNT_MESSAGES.sameEmail],
          });
        }
        if (await emailBelongsToSomeoneElse(db, newEmail, user.id)) {
          throw new HttpProblem(409, 'Conflict', ACCOUNT_MESSAGES.emailTaken, {
            newEmail: [ACCOUNT_MESSAGES.emailTaken],
          });
        }
        await discardEmailChangeLinks(db, user.id);
        const token = await issueUserToken(db, user.id, 'change_email', newEmail);
        const businessId = request.auth?.businessId ?? null;
        await enqueueEmail(db, {
          to: newEmail,
          businessId,
          kind: 'change_email',
          // The new address has no account yet: write in the person's own language.
          language: await languageOf(db, user.email),
          render: changeEmailTexts(user.fullName, `${appOrigin(request)}/verify-email?token=${token}`),
        });
        await enqueueEmail(db, {
          to: user.email,
          businessId,
          kind: 'change_email_notice',
          render: changeEmailNoticeTexts(user.fullName, newEmail),
        });
        await recordAudit(db, request, { action, outcome: 'success', details: { newEmail } });
        return reply.code(202).send(null);
      },
    );

    app.post(
      '/api/auth/two-step/setup',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['account'],
          summary: 'Start two-step sign-in set-up: a new authenticator secret (not in force until enabled)',
          response: { 200: twoStepSetupSchema, ...problems(401, 409) },
        },
      },
      async (request) => {
        const user = await currentUser(db, request.auth);
        if (user.totpEnabledAt !== null) {
          throw new HttpProblem(
            409,
            'Conflict',
            'Two-step sign-in is already on. Turn it off to set it up again.',
          );
        }
        const secret = newTotpSecret();
        await storePendingTotpSecret(db, user.id, secret);
        return { secret, otpauthUrl: totpUrl(secret, user.email) };
      },
    );

    app.post(
      '/api/auth/two-step/enable',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['account'],
          summary: 'Turn two-step sign-in on with a code from the app; answers the recovery codes once',
          body: enableTwoStepSchema,
          response: { 200: recoveryCodesSchema, ...problems(400, 401, 409) },
        },
      },
      async (request) => {
        const user = await currentUser(db, request.auth);
        if (user.totpEnabledAt !== null) {
          throw new HttpProblem(409, 'Conflict', 'Two-step sign-in is already on.');
        }
        if (!user.totpSecret) {
          throw new HttpProblem(409, 'Conflict', 'Start the two-step set-up first.');
        }
        const step = matchTotp(user.totpSecret, request.body.code);
        if (step === null) {
          await recordAudit(db, request, {
            action: 'auth.two_step.enabled',
            outcome: 'failure',
            details: { reason: 'wrong_code' },
          });
          throw new HttpProblem(400, 'Bad Request', ACCOUNT_MESSAGES.wrongCode, {
            code: [ACCOUNT_MESSAGES.wrongCode],
          });
        }
        const recoveryCodes = newRecoveryCodes();
        if (!(await enableTotp(db, user.id, user.totpSecret, step, recoveryCodes))) {
          throw new HttpProblem(409, 'Conflict', 'The set-up changed meanwhile. Start it again.');
        }
        await recordAudit(db, request, {
          action: 'auth.two_step.enabled',
          outcome: 'success',
          details: { recoveryCodes: recoveryCodes.length },
        });
        return { recoveryCodes };
      },
    );

    app.post(
      '/api/auth/two-step/disable',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['account'],
          summary: 'Turn two-step sign-in off (needs the current password)',
          body: disableTwoStepSchema,
          response: { 204: noContent, ...problems(400, 401, 429) },
        },
      },
      async (request, reply) => {
        const user = await currentUser(db, request.auth);
        const action = 'auth.two_step.disabled';
        await checkCurrentPassword(db, request, reply, user, request.body.currentPassword, action);
        await disableTotp(db, user.id);
        await recordAudit(db, request, {
          action,
          outcome: 'success',
          details: { wasEnabled: user.totpEnabledAt !== null },
        });
        return reply.code(204).send(null);
      },
    );
  };
}
