import { z } from 'zod';

// External sign-in's requests (apps/api/src/modules/oidc, docs/decisions/0009-openid-connect.md).

export const oidcAuthorizeQuerySchema = z.object({
  mode: z
    .enum(['signin', 'signup'])
    .default('signin')
    .describe('signup opens the provider registration page'),
  business: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .optional()
    .describe('Slug of the studio a new member joins (from its sign-up link)'),
});

export const oidcCallbackBodySchema = z.strictObject({
  // Optional on purpose: a provider that sent no code (the person cancelled) is a failed sign-in
  // (401), not a form error.
  code: z.string().max(4096).optional(),
  state: z.string().min(1).max(512),
  // RFC 9207: the provider's `iss` from the redirect, when it sends one.
  iss: z.string().max(2048).optional(),
});
