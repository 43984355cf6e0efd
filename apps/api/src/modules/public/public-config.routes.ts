import { publicConfigOf, publicConfigSchema } from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';

/** GET /api/public/config: what the sign-in pages need before anyone is signed in. */
export function publicConfigRoutes(
  config: Pick<AppConfig, 'seedDemo' | 'oidc'> & Partial<Pick<AppConfig, 'mapTileUrl'>>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/public/config',
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: 'Public settings for the sign-in pages',
          response: { 200: publicConfigSchema },
        },
      },
      // The web build prerenders /login with this same answer (docs/decisions/0032-prerendered-public-pages.md).
      async () =>
        publicConfigOf({ demo: config.seedDemo, oidcName: config.oidc?.name, mapTileUrl: config.mapTileUrl }),
    );
  };
}
