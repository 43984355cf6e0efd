import type { RouteOptions } from 'fastify';
import { z } from 'zod';

/**
 * Unknown body fields are rejected product-wide (ARCHITECTURE.md). Rather than trust every route to
 * remember `z.strictObject`, registration fails for a JSON body schema that would silently keep or
 * strip extra keys.
 */
export function assertStrictBodySchema(route: RouteOptions): void {
  const body = route.schema?.body;
  if (body === undefined) return;
  if (!(body instanceof z.ZodObject)) return;
  const catchall = body._zod.def.catchall;
  if (!(catchall instanceof z.ZodNever)) {
    throw new Error(
      `Route ${String(route.method)} ${route.url}: body schema must be z.strictObject(...) so unknown fields are rejected.`,
    );
  }
}
