// The auth feature's public entry: what other features use of it (the session and signing in).
// Route pages are not here: the route table lazy-loads them (apps/web/src/app/*routes.ts).

export { sessionQueryKey, useLogout, usePublicConfig } from './api/auth.ts';
export { ChangeEmailForm } from './components/ChangeEmailForm.tsx';
export { ChangePasswordForm } from './components/ChangePasswordForm.tsx';
export { EmailVerificationNotice } from './components/EmailVerificationNotice.tsx';
export { SecuritySection } from './components/SecuritySection.tsx';
export { TwoStepSettings } from './components/TwoStepSettings.tsx';
export { useCan } from './hooks/use-can.ts';
export { useCompleteSignIn } from './hooks/use-complete-sign-in.ts';
export { useSession } from './hooks/use-session.ts';
export { storeSession } from './session-store.ts';
