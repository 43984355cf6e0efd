import { healthSchema } from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { problems } from '../../lib/problem.ts';
import { APP_VERSION } from '../../paths.ts';
import { checkDatabase } from './health.service.ts';

/** GET /api/health: for load balancers and the start script; answers only when the database does. */
export function healthRoutes(database: Pick<DatabaseHandle, 'db' | 'kind'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: 'Is the server up and its database reachable?',
          response: { 200: healthSchema, ...problems(503) },
        },
      },
      async () => {
        await checkDatabase(database.db);
        return { status: 'ok' as const, database: database.kind, version: APP_VERSION };
      },
    );
  };
}
