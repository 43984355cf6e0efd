import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { clientRoutes } from './clients.routes.ts';

export { listStudioLocations } from './locations.service.ts';

import { studioRoutes } from './studio.routes.ts';
import { teamRoutes } from './team.routes.ts';

/**
 * The studio's set-up (docs/decisions/0029-studio-set-up.md): business profile and hours, logo,
 * locations, the public studio page, and the team with its invitations.
 */
export function studioModuleRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(studioRoutes(db));
    await app.register(teamRoutes(db));
    await app.register(clientRoutes(db));
  };
}
