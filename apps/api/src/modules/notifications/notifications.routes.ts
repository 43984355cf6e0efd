import { notificationListQuerySchema, notificationListSchema } from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { HttpProblem, problems } from '../../lib/problem.ts';
import { authOf } from '../../lib/route-access.ts';
import { listNotifications, markAllRead, markRead, type Recipient } from './notifications.repository.ts';

// The bell's API (decision 0018): any signed-in person, always on their own current membership, so
// another person's notification answers 404 as if it did not exist.

/** A page of the bell's list (re-exported for the tests, which read the answers as it). */
export { notificationListSchema };

const idParams = z.strictObject({ id: z.uuid('Not a notification id.') });

const recipientOf = (request: Parameters<typeof authOf>[0]): Recipient => {
  const auth = authOf(request);
  return { businessId: auth.businessId, membershipId: auth.membershipId };
};

export function notificationRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/me/notifications',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['notifications'],
          summary: 'My notifications (the bell), newest first, and how many are unread',
          description: '`before` is the id of the last item of the previous page.',
          querystring: notificationListQuerySchema,
          response: { 200: notificationListSchema, ...problems(400) },
        },
      },
      async (request) =>
        listNotifications(db, recipientOf(request), {
          limit: request.query.limit,
          before: request.query.before,
        }),
    );

    app.post(
      '/api/me/notifications/:id/read',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['notifications'],
          summary: 'Mark one of my notifications read',
          params: idParams,
          response: { 204: z.null(), ...problems(404) },
        },
      },
      async (request, reply) => {
        const found = await markRead(db, recipientOf(request), request.params.id);
        if (!found) throw new HttpProblem(404, 'Not Found', 'No such notification.');
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/me/notifications/read-all',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['notifications'],
          summary: 'Mark all my notifications read',
          response: { 200: z.object({ marked: z.number().int() }) },
        },
      },
      async (request) => ({ marked: await markAllRead(db, recipientOf(request)) }),
    );
  };
}
