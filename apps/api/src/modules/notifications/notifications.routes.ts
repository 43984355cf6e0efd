import { notificationListQuerySchema, notificationListSchema } from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { problems } from '../../lib/problem.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { myNotifications, readAllNotifications, readNotification } from './notifications.service.ts';

// The bell's API (decision 0018): any signed-in person, on their own membership (notifications.service.ts).

/** A page of the bell's list (re-exported for the tests, which read the answers as it). */
export { notificationListSchema };

const idParams = z.strictObject({ id: z.uuid('Not a notification id.') });

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
      async (request) => myNotifications(db, viewerOf(request), request.query),
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
        await readNotification(db, viewerOf(request), request.params.id);
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
      async (request) => ({ marked: await readAllNotifications(db, viewerOf(request)) }),
    );
  };
}
