import { healthSchema, livenessSchema } from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { HttpProblem, problems } from '../../lib/problem.ts';
import type { Lifecycle } from '../../lib/route-access.ts';
import { APP_VERSION } from '../../paths.ts';
import { checkDatabase } from './health.service.ts';

/**
 * GET /api/health is readiness: balancers send traffic only while it answers 200 (the database
 * answers, and the process is not shutting down). GET /api/health/live is liveness: the process
 * answers at all, without touching the database, so a database outage never gets every process
 * restarted at once.
 */
export function healthRoutes(
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'replica'>,
  lifecycle: Lifecycle,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: 'Readiness: may this process take requests (database reachable, not shutting down)?',
          response: { 200: healthSchema, ...problems(503) },
        },
      },
      async () => {
        if (lifecycle.draining) {
          throw new HttpProblem(503, 'Service Unavailable', 'This process is shutting down.');
        }
        await checkDatabase(database.db);
        const replica = database.replica?.status();
        return {
          status: 'ok' as const,
          database: database.kind,
          version: APP_VERSION,
          ...(replica ? { replica: { state: replica.state, lagSeconds: replica.lagSeconds } } : {}),
        };
      },
    );
    app.get(
      '/api/health/live',
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: 'Liveness: is the process running? (Does not touch the database.)',
          response: { 200: livenessSchema },
        },
      },
      async () => ({ status: 'ok' as const, uptimeSeconds: Math.floor(process.uptime()) }),
    );
  };
}
