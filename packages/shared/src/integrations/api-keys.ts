import { z } from 'zod';
import { isoDateSchema } from '../dates';

// A studio's API keys (apps/api/src/modules/api-keys; docs/decisions/0063-open-studio.md).

/** What a key can reach, area by area. Team roles, bank numbers, health answers and keys are in none. */
export const API_KEY_AREAS = [
  'sessions',
  'customers',
  'purchases',
  'memberships',
  'classes',
  'contracts',
] as const;
export type ApiKeyArea = (typeof API_KEY_AREAS)[number];

/** `<area>:read` reads the area; `<area>:write` also changes it (and reads it). */
export const API_KEY_SCOPES = API_KEY_AREAS.flatMap((area) => [`${area}:read`, `${area}:write`] as const);
export type ApiKeyScope = `${ApiKeyArea}:${'read' | 'write'}`;

export const isApiKeyScope = (value: string): value is ApiKeyScope =>
  (API_KEY_SCOPES as readonly string[]).includes(value);

/** Whether a key holding `held` may call a route needing `needed` (write includes read). */
export function scopeAllows(held: readonly string[], needed: ApiKeyScope): boolean {
  if (held.includes(needed)) return true;
  const [area, access] = needed.split(':');
  return access === 'read' && held.includes(`${area}:write`);
}

/** Every key starts so, which lets secret scanners and our own lookup recognise one. */
export const API_KEY_PREFIX = 'bmp_';

export const apiKeyCreateSchema = z.strictObject({
  name: z
    .string({ error: 'Give the key a name.' })
    .trim()
    .min(1, 'Give the key a name.')
    .max(100, 'Use at most 100 characters.'),
  scopes: z
    .array(
      z.enum(API_KEY_SCOPES as unknown as [ApiKeyScope, ...ApiKeyScope[]], { error: 'Unknown scope.' }),
      {
        error: 'Choose at least one scope.',
      },
    )
    .min(1, 'Choose at least one scope.')
    .max(API_KEY_SCOPES.length),
  expiresOn: isoDateSchema
    .nullable()
    .optional()
    .describe("The last day the key works, in the studio's calendar; none: until revoked."),
});
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateSchema>;

export const apiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string().describe('The public start of the key, shown to recognise it.'),
    scopes: z.array(z.string()),
    expiresAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    createdAt: z.string(),
    createdBy: z.string().nullable().describe('Who created it.'),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyCreatedSchema = z
  .object({
    key: apiKeySchema,
    secret: z.string().describe('The whole key: shown this once, never again.'),
  })
  .meta({ id: 'ApiKeyCreated' });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
