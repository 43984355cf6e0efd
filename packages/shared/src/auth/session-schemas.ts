import { z } from 'zod';
import { ABILITY_ACTIONS, ABILITY_SUBJECTS, ROLES, SESSION_ROLES } from './abilities';

// The signed-in session, two-step set-up and the sign-in pages' settings as the API sends them
// (apps/api/src/modules/auth, modules/public).

export const userDataSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    fullName: z.string(),
    role: z.enum(SESSION_ROLES),
    businessId: z.string(),
    businessName: z.string(),
    businessSlug: z.string(),
    businessTimeZone: z.string(),
    onboarded: z.boolean(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
  })
  .meta({ id: 'UserData' });

export const authSessionSchema = z
  .object({
    userData: userDataSchema,
    abilityRules: z.array(z.object({ action: z.enum(ABILITY_ACTIONS), subject: z.enum(ABILITY_SUBJECTS) })),
  })
  .meta({ id: 'AuthSession' });

export const twoFactorRequiredSchema = z
  .object({ twoFactorRequired: z.literal(true) })
  .meta({ id: 'TwoFactorRequired' });

export const twoStepSetupSchema = z
  .object({ secret: z.string(), otpauthUrl: z.string() })
  .meta({ id: 'TwoStepSetup' });
export const recoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()) })
  .meta({ id: 'TwoStepRecoveryCodes' });

export const publicConfigSchema = z
  .object({
    demo: z.object({
      enabled: z.boolean(),
      password: z.string().nullable(),
      accounts: z.array(z.object({ email: z.string(), role: z.enum(ROLES), label: z.string() })),
    }),
    defaultBusinessSlug: z.string().nullable(),
    oidc: z.object({ enabled: z.boolean(), name: z.string() }),
    map: z.object({ tileUrl: z.string().nullable() }),
  })
  .meta({ id: 'PublicConfig' });
