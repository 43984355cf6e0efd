import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { availabilityRoutes } from './availability.routes.ts';
import { offeringRoutes } from './offerings.routes.ts';
import { serviceRoutes } from './services.routes.ts';

/**
 * The booking engine (decision 0013): offerings, expert availability, slot search, sessions
 * and their lifecycle. Reminders run as a job from server.ts (reminders.ts).
 */
export function bookingModuleRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(offeringRoutes(db));
    await app.register(availabilityRoutes(db));
    await app.register(serviceRoutes(db));
  };
}
