import { ACCESS, clientsPageSchema, clientsQuerySchema, primaryExpertInputSchema } from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { problems } from '../../lib/problem.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { assignPrimaryExpert, clientsPage } from './clients.service.ts';

const idParams = z.strictObject({ id: z.uuid('Not a client id.') });

/** /admin/business/clients: staff see every client and assign a primary expert; an expert their own. */
export function clientRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/business/clients',
      {
        config: { access: ACCESS.teamManage },
        schema: {
          tags: ['clients'],
          summary: "The studio's clients with their primary expert (an expert: only their own clients)",
          querystring: clientsQuerySchema,
          response: { 200: clientsPageSchema, ...problems(400, 401, 403) },
        },
      },
      async (request) => clientsPage(db, viewerOf(request), request.query),
    );

    app.put(
      '/api/business/clients/:id/primary-expert',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['clients'],
          summary: "Sets (or clears) a client's primary expert",
          params: idParams,
          body: primaryExpertInputSchema,
          response: { 204: z.null(), ...problems(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { expertId } = request.body;
        await assignPrimaryExpert(db, viewerOf(request), request.params.id, expertId);
        await recordAudit(db, request, {
          action: 'client.primary_expert',
          outcome: 'success',
          targetType: 'membership',
          targetId: request.params.id,
          details: { expertId },
        });
        return reply.code(204).send(null);
      },
    );
  };
}
