import { ABILITY_ACTIONS, ABILITY_SUBJECTS, ROLES } from '@bmp/shared';
import { z } from 'zod';

export const userDataSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    fullName: z.string(),
    role: z.enum(ROLES),
    businessId: z.string(),
    businessName: z.string(),
    businessSlug: z.string(),
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
