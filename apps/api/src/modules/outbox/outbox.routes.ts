import {
  ACCESS,
  failedPageSchema,
  mailSettingsSchema,
  outboxPageSchema,
  outboxQuerySchema,
} from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { problems } from '../../lib/problem.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { failedEmails, myMailbox, retryFailedEmail } from './outbox.service.ts';

// Staff only (principal and admin): an expert also holds `manage service`.

/**
 * The mailbox and the failed-delivery list (decisions/0035-mailbox.md). There is no staff-wide view
 * of the outbox: it holds everyone's reset and invitation links, so each person reads only the
 * emails addressed to them, and only while emails are not delivered (or in the demo, whose addresses
 * at demo.test receive nothing).
 */
export function outboxRoutes(
  db: Database,
  settings: { delivery: boolean; mailbox: boolean },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/me/mail-settings',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['outbox'],
          summary: 'Whether emails are delivered and whether the Mailbox page is on',
          response: { 200: mailSettingsSchema, ...problems(401) },
        },
      },
      async () => settings,
    );

    app.get(
      '/api/outbox/mine',
      {
        // Anyone signed in, including a member still onboarding: only what was sent to their address.
        config: { access: 'signedIn' },
        schema: {
          tags: ['outbox'],
          summary:
            'The emails sent to the signed-in person, newest first (the Mailbox: when emails are not delivered, or in the demo)',
          querystring: outboxQuerySchema,
          response: { 200: outboxPageSchema, ...problems(400, 401, 404) },
        },
      },
      async (request) => myMailbox(db, viewerOf(request), settings, request.query),
    );

    app.get(
      '/api/outbox/failed',
      {
        // In every mode: a studio with SMTP must see whom an email never reached.
        config: { access: ACCESS.staff },
        schema: {
          tags: ['outbox'],
          summary: 'Emails that could not be delivered (permanent failure or too many tries), newest first',
          querystring: outboxQuerySchema,
          response: { 200: failedPageSchema, ...problems(400, 401, 403) },
        },
      },
      async (request) => failedEmails(db, viewerOf(request), request.query),
    );

    app.post(
      '/api/outbox/:id/retry',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['outbox'],
          summary: 'Queues a failed email again (after fixing the address or the mail server)',
          params: z.object({ id: z.uuid('This email does not exist.') }),
          response: { 204: z.null(), ...problems(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        await retryFailedEmail(db, viewerOf(request), id);
        await recordAudit(db, request, {
          action: 'email.retry',
          outcome: 'success',
          targetType: 'outbox_email',
          targetId: id,
        });
        return reply.code(204).send(null);
      },
    );
  };
}
