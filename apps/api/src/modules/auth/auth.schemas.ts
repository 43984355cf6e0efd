// The session's schemas live in packages/shared (src/auth/session-schemas.ts), with the web's contract.
export { authSessionSchema, twoFactorRequiredSchema, userDataSchema } from '@bmp/shared';
