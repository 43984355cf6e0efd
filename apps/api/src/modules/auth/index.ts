// The module's public entry: what other folders may use (docs/architecture.md).
export { accountRoutes } from './account.routes.ts';
export { confirmIdentity } from './account.service.ts';
export {
  assertEmailFree,
  createAccount,
  insertAccount,
  takeSignupAttempt,
  welcomeNewAccount,
} from './accounts.ts';
export { findBusinessBySlug } from './auth.repository.ts';
export { authRoutes } from './auth.routes.ts';
export { authSessionSchema } from './auth.schemas.ts';
export { appOrigin } from './email-links.ts';
export {
  deleteExpiredSessions,
  endSession,
  firstActiveMembership,
  loadAuth,
  loadOperator,
  loadSession,
  refuseSuspendedStudio,
  SESSION_COOKIE,
  startSession,
  toAuthSession,
  toOperatorAuthSession,
} from './sessions.ts';
export { addressKey, takeAttempt } from './throttle.ts';
