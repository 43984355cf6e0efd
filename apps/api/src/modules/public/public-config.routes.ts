import { ROLES } from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { DEMO_ACCOUNTS, DEMO_BUSINESS, DEMO_PASSWORD } from '../../seed/demo-seed.ts';

const publicConfigSchema = z
  .object({
    demo: z.object({
      enabled: z.boolean(),
      password: z.string().nullable(),
      accounts: z.array(z.object({ email: z.string(), role: z.enum(ROLES), label: z.string() })),
    }),
    defaultBusinessSlug: z.string().nullable(),
    oidc: z.object({ enabled: z.boolean(), name: z.string() }),
  })
  .meta({ id: 'PublicConfig' });

const ACCOUNT_LABELS: Record<string, string> = {
  'principal@demo.test': 'Owner (principal)',
  'admin@demo.test': 'Staff (admin)',
  'expert@demo.test': 'Trainer (expert)',
  'member@demo.test': 'Member',
  'newmember@demo.test': 'New member (onboarding)',
};

/** GET /api/public/config: what the sign-in pages need before anyone is signed in. */
export function publicConfigRoutes(config: Pick<AppConfig, 'seedDemo' | 'oidc'>): FastifyPluginAsyncZod {
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
      async () => ({
        demo: config.seedDemo
          ? {
              enabled: true,
              password: DEMO_PASSWORD,
              accounts: DEMO_ACCOUNTS.map((account) => ({
                email: account.email,
                role: account.role,
                label: ACCOUNT_LABELS[account.email] ?? account.role,
              })),
            }
          : { enabled: false, password: null, accounts: [] },
        defaultBusinessSlug: config.seedDemo ? DEMO_BUSINESS.slug : null,
        oidc: { enabled: config.oidc !== undefined, name: config.oidc?.name ?? '' },
      }),
    );
  };
}
