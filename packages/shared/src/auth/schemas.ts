import { z } from 'zod';
import { emailSchema, nameSchema, usPhoneSchema } from '../schemas';
import type { AbilityRule, SessionRole } from './abilities';
import { isCommonPassword } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const AUTH_MESSAGES = {
  passwordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordRequired: 'Enter your password.',
  fullName: 'Enter your full name.',
  businessName: 'Enter the name of your business.',
  code: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  invalidCredentials: 'Incorrect email or password.',
  invalidTokenFormat: 'Invalid token format',
} as const;

/** A new password: 8-128 characters, no composition rules, not one of the most common (common-passwords.ts). */
export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong)
  .refine((password) => !isCommonPassword(password), { error: AUTH_MESSAGES.passwordCommon });

/** A password being checked, not chosen: only presence and a sane bound. */
export const currentPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

const fullNameSchema = nameSchema({ enter: AUTH_MESSAGES.fullName, what: 'your name' });

export const loginSchema = z.strictObject({ email: emailSchema, password: currentPasswordSchema });
export type LoginInput = z.input<typeof loginSchema>;

export const twoStepLoginSchema = z.strictObject({
  code: z.string({ error: AUTH_MESSAGES.code }).trim().min(6, AUTH_MESSAGES.code).max(20, AUTH_MESSAGES.code),
});

/** A member joins a business (`POST /api/auth/signup`). */
export const memberSignupSchema = z.strictObject({
  businessSlug: z.string().trim().min(1).max(80),
  fullName: fullNameSchema,
  email: emailSchema,
  phone: usPhoneSchema.optional(),
  password: newPasswordSchema,
});
export type MemberSignupInput = z.input<typeof memberSignupSchema>;

/** A studio owner creates a business and becomes its principal (`POST /api/businesses/signup`). */
export const businessSignupSchema = z.strictObject({
  businessName: nameSchema({ enter: AUTH_MESSAGES.businessName, what: 'the business name', min: 2 }),
  fullName: fullNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type BusinessSignupInput = z.input<typeof businessSignupSchema>;

/** "Add a business" (user menu): another studio for the signed-in person, named like at sign-up. */
export const addBusinessSchema = businessSignupSchema.pick({ businessName: true });
export type AddBusinessInput = z.input<typeof addBusinessSchema>;
export const addedBusinessSchema = z
  .object({ businessId: z.string(), businessName: z.string(), businessSlug: z.string() })
  .meta({ id: 'AddedBusiness' });

export const forgotPasswordSchema = z.strictObject({ email: emailSchema });
export const resetPasswordSchema = z.strictObject({
  token: z.string().min(10).max(200),
  password: newPasswordSchema,
});
export const verifyEmailSchema = z.strictObject({ token: z.string().min(10).max(200) });
export const changePasswordSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export const changeEmailSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newEmail: emailSchema,
});
export const enableTwoStepSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});
export const disableTwoStepSchema = z.strictObject({ currentPassword: currentPasswordSchema });

/** The signed-in person as the client keeps it (SPEC.md "userData"); never holds a secret. */
export type UserData = {
  id: string;
  email: string;
  fullName: string;
  role: SessionRole;
  /** The studio's id, name, slug and zone; empty strings (and UTC) for the operator, who has no studio. */
  businessId: string;
  businessName: string;
  businessSlug: string;
  /** The studio's IANA zone: every date and time on its pages is shown in it, not the browser's. */
  businessTimeZone: string;
  /** False while a customer has not finished onboarding (they hold only `read onBoard`). */
  onboarded: boolean;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
};

/** The answer of sign-in, sign-up and `GET /api/auth/session`. */
export type AuthSession = { userData: UserData; abilityRules: AbilityRule[] };
