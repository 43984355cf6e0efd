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
import { problems } from '../../lib/problem.ts';
import { viewerOf } from '../../lib/viewer.ts';
import {
  changeEmailPreferences,
  emailPreferencesOf,
  unsubscribeReminders,
} from './email-preferences.service.ts';

// A person's email choices (decision 0024); the rules are in email-preferences.service.ts.

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
      async (request) => emailPreferencesOf(db, viewerOf(request)),
    );

    app.put(
      '/api/me/email-preferences',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['email'],
          summary:
            'Changes the email language (every studio), the reminder and session-news emails or, for staff, the alert emails (this studio)',
          body: preferencesInputSchema,
          response: { 200: preferencesSchema, ...problems(400, 401, 404, 422) },
        },
      },
      async (request) => {
        const { language, reminders, sessionNews, staffAlerts } = request.body;
        return changeEmailPreferences(db, viewerOf(request), {
          language,
          reminders,
          sessionNews,
          staffAlerts,
        });
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
        const email = await unsubscribeReminders(db, request.query.token);
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
