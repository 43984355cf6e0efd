import { healthSchema } from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { HttpProblem, problems } from '../../lib/problem.ts';
import { APP_VERSION } from '../../paths.ts';
import { pingDatabase } from './health.repository.ts';

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
        try {
          await pingDatabase(database.db);
        } catch {
          throw new HttpProblem(503, 'Service Unavailable', 'The database is not reachable.');
        }
        return { status: 'ok' as const, database: database.kind, version: APP_VERSION };
      },
    );
  };
}
