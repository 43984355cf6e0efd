import { LIVE_STREAM_PATH } from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldProblem, problems } from '../../lib/problem.ts';
import { authOf } from '../../lib/route-access.ts';
import { SESSION_COOKIE } from '../auth/index.ts';
import type { LiveHub } from './hub.ts';

// GET /api/live: the signed-in viewer's live events as server-sent events (decision 0060). The answer
// is written straight to the socket: never compressed (a compressor would hold events back until its
// buffer fills) and never buffered by a proxy (X-Accel-Buffering: no).

const lastEventIdSchema = z.string().regex(/^\d{1,15}$/);

export function liveRoutes(hub: LiveHub): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      LIVE_STREAM_PATH,
      {
        config: { access: 'signedIn' },
        compress: false,
        schema: {
          tags: ['live'],
          summary: 'My live events, as server-sent events (text/event-stream)',
          description:
            'Each event has an `id`, an `event` type (`notification.created`, `session.changed`, `class.roster`, `tracking.position`) and JSON `data`. A reconnecting client sends `Last-Event-ID` (or `?lastEventId=`) and first receives what it missed. Only events its viewer may see are sent.',
          querystring: z.strictObject({ lastEventId: z.string().max(20).optional() }),
          response: {
            200: z.string().describe('text/event-stream'),
            ...problems(400, 401, 403),
          },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const header = request.headers['last-event-id'];
        const given = (Array.isArray(header) ? header[0] : header) ?? request.query.lastEventId;
        if (given !== undefined && !lastEventIdSchema.safeParse(given.trim()).success) {
          throw fieldProblem(400, 'lastEventId', 'Last-Event-ID must be the id of an event received.');
        }
        const lastEventId = given === undefined ? null : Number(given.trim());
        reply.hijack();
        const raw = reply.raw;
        // The headers the app's hooks chose (security headers among them), then the stream's own.
        const chosen = Object.entries(reply.getHeaders()).filter(
          (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
        );
        raw.writeHead(200, {
          ...Object.fromEntries(chosen),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        raw.socket?.setNoDelay(true);
        raw.socket?.setTimeout(0);
        await hub.open(auth, request.cookies[SESSION_COOKIE] ?? '', raw, lastEventId, request.log);
      },
    );
  };
}
