import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problems, sendProblem } from '../../lib/problem.ts';
import type { AppMetrics } from './metrics.ts';

/**
 * GET /metrics: Prometheus' text format, for a scraper holding `Authorization: Bearer <METRICS_TOKEN>`
 * (docs/operations.md). Outside /api/ (no session, no API key: the token is the credential), and not in
 * the API's OpenAPI document, which is for the app's clients. Without a token configured it answers
 * 404, as an address that does not exist would.
 */
export function metricsRoutes(metrics: AppMetrics | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/metrics',
      {
        config: { access: 'public' },
        schema: {
          hide: true,
          // text/plain: a string is sent as it is (the serializer only handles objects).
          response: { 200: z.string(), ...problems(401, 404) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!metrics) {
          return sendProblem(reply, {
            status: 404,
            title: 'Not Found',
            detail: `No route for ${request.method} /metrics.`,
            instance: '/metrics',
          });
        }
        if (!metrics.authorized(request.headers.authorization)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          return sendProblem(reply, {
            status: 401,
            title: 'Unauthorized',
            detail: 'The metrics need Authorization: Bearer with the server’s METRICS_TOKEN.',
            instance: '/metrics',
          });
        }
        const text = await metrics.scrape(request.log);
        return reply.type(metrics.contentType).send(text);
      },
    );
  };
}
