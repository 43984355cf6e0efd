import {
  emailPreferencesInputSchema as preferencesInputSchema,
  emailPreferencesSchema as preferencesSchema,
  unsubscribeQuerySchema as tokenQuerySchema,
  unsubscribedSchema,
} from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { HttpProblem, problems } from '../../lib/problem.ts';
import { authOf } from '../../lib/route-access.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { EMAIL_LANGUAGES } from './email-html.ts';
import {
  findEmailByUnsubscribeHash,
  findEmailPreferences,
  turnOffReminderEmails,
  updateEmailPreferences,
} from './outbox.repository.ts';

// A person's email choices (decision 0024): the language emails are written in (per person, taken
// from the app's language) and, per studio membership, whether reminders and session news come by
// email. Account emails (reset, verification) and receipts always go. Reminders carry a one-click
// unsubscribe link (RFC 8058) that works without signing in.

async function preferencesOf(db: Database, userId: string, membershipId: string) {
  const row = await findEmailPreferences(db, userId, membershipId);
  if (!row) throw new HttpProblem(404, 'Not Found', 'This membership does not exist.');
  return { ...row, language: (row.language as (typeof EMAIL_LANGUAGES)[number] | null) ?? null };
}

export function emailPreferenceRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    // RFC 8058: mail apps send the one-click POST as a form ("List-Unsubscribe=One-Click"); only this
    // plugin accepts form bodies, and it ignores them (the token is in the address).
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );

    app.get(
      '/api/me/email-preferences',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['email'],
          summary: "The signed-in person's email language and their choices for this studio's emails",
          response: { 200: preferencesSchema, ...problems(401, 404) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        return preferencesOf(db, auth.userId, auth.membershipId);
      },
    );

    app.put(
      '/api/me/email-preferences',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['email'],
          summary:
            'Changes the email language (every studio) or the reminder and session-news emails (this studio)',
          body: preferencesInputSchema,
          response: { 200: preferencesSchema, ...problems(400, 401, 404) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const { language, reminders, sessionNews } = request.body;
        await updateEmailPreferences(db, auth.businessId, auth.membershipId, auth.userId, {
          language,
          reminders,
          sessionNews,
        });
        return preferencesOf(db, auth.userId, auth.membershipId);
      },
    );

    app.get(
      '/api/email/unsubscribe',
      {
        config: { access: 'public' },
        schema: {
          tags: ['email'],
          summary:
            'Opens the unsubscribe page of the app (a GET never changes anything: link scanners follow links)',
          querystring: tokenQuerySchema,
          response: { 302: z.null(), ...problems(400) },
        },
      },
      async (request, reply) =>
        reply.redirect(`/email/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 302),
    );

    app.post(
      '/api/email/unsubscribe',
      {
        config: { access: 'public' },
        schema: {
          tags: ['email'],
          summary:
            "Turns off the reminder emails of the link's studio membership (RFC 8058 one-click; no sign-in)",
          querystring: tokenQuerySchema,
          response: { 200: unsubscribedSchema, ...problems(400, 404) },
        },
      },
      async (request) => {
        // The token names one email; the email names its recipient's membership in its own studio.
        const email = await findEmailByUnsubscribeHash(db, hashToken(request.query.token));
        if (!email?.membershipId || !email.businessId) {
          throw new HttpProblem(404, 'Not Found', 'This unsubscribe link is not valid.', {
            token: ['This unsubscribe link is not valid.'],
          });
        }
        await turnOffReminderEmails(db, email.businessId, email.membershipId);
        await recordAudit(db, request, {
          action: 'email.unsubscribed',
          outcome: 'success',
          businessId: email.businessId,
          targetType: 'membership',
          targetId: email.membershipId,
          details: { emails: 'reminders' },
        });
        return { studioName: email.studioName, reminders: false as const };
      },
    );
  };
}
