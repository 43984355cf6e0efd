import { ACCESS, type BusinessSignupInput, type LoginInput, type MemberSignupInput } from '@bmp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApiAnswer,
  type ApiBody,
  api,
  apiHref,
  isApiError,
  type Schemas,
} from '../../../lib/api-client.ts';
import type { PublicConfig } from '../../../lib/public-config.ts';
import { clearStoredSession, getStoredAbility, storeSession } from '../session-store.ts';
import { isStudioSuspended, showStudioSuspended } from '../studio-suspended.ts';

// Signing in, up and out, the session, and the account's password, email and two-step settings.
// The public config's query lives in lib (the maps read it too); it is answered from here as before.

export type { PublicConfig } from '../../../lib/public-config.ts';
export { getPublicConfig, publicConfigQueryKey, usePublicConfig } from '../../../lib/public-config.ts';
export type DemoAccount = PublicConfig['demo']['accounts'][number];
export type LoginResult = ApiAnswer<'/api/auth/login', 'post'>;
export type TwoStepSetup = Schemas['TwoStepSetup'];
/** What the provider put on the /member-login address; `iss` only when it sends one (RFC 9207). */
export type OidcCallbackInput = ApiBody<'/api/auth/oidc/callback'>;

export const sessionQueryKey = ['auth', 'session'] as const;

/** A mutation whose success changes the session (signed in, verified, two-step on or off). */
function useSessionMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

// The session

export const getSession = () => api.GET('/api/auth/session');

/** The platform operator's session lives apart from the studios' (decision 0062). */
const getOperatorSession = () => api.GET('/api/operator/session');

// The answer is the truth about the stored session: keep it, or forget the session on a 401.
async function confirmSession() {
  try {
    const session = getStoredAbility().can(ACCESS.operator.action, ACCESS.operator.subject)
      ? await getOperatorSession()
      : await getSession();
    storeSession(session);
    return session;
  } catch (error) {
    if (isStudioSuspended(error)) showStudioSuspended(error);
    else if (isApiError(error, 401)) clearStoredSession();
    throw error;
  }
}

/**
 * Confirms the stored session with the server. Runs only while a session is stored: a visitor has no
 * session to confirm (and a 401 on every visit would only be noise).
 */
export function useSessionQuery({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: sessionQueryKey, queryFn: confirmSession, enabled, retry: false });
}

// Signing in and out

export const login = (input: LoginInput) => api.POST('/api/auth/login', { body: input });

/** True when the password was right but a second step (an authenticator code) is still needed. */
export function needsTwoStep(result: LoginResult): result is Schemas['TwoFactorRequired'] {
  return 'twoFactorRequired' in result && result.twoFactorRequired;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if (!needsTwoStep(result)) return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

export const loginTwoStep = (input: ApiBody<'/api/auth/login/two-step'>) =>
  api.POST('/api/auth/login/two-step', { body: input });

export const useLoginTwoStep = () => useSessionMutation(loginTwoStep);

export const logout = () => api.POST('/api/auth/logout');

/**
 * Ends the session on the server, forgets it here and opens /login with a fresh page load, which also
 * drops every cached answer the signed-in person could see.
 */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      // Even when the server could not be reached, this browser stops acting signed in.
      clearStoredSession({ notify: false });
      window.location.replace('/login');
    },
  });
}

export const oidcCallback = (input: OidcCallbackInput) =>
  api.POST('/api/auth/oidc/callback', { body: input });

export const useOidcCallback = () => useSessionMutation(oidcCallback);

/**
 * The address that starts external sign-in or sign-up (a full page navigation: the server sends the
 * browser on to the provider). A sign-up names the studio to join.
 */
export function oidcAuthorizeUrl(mode: 'signin' | 'signup', businessSlug?: string | null): string {
  return apiHref('/api/auth/oidc/authorize', {
    query: { mode, ...(businessSlug ? { business: businessSlug } : {}) },
  });
}

// Signing up

export const memberSignup = (input: MemberSignupInput) => api.POST('/api/auth/signup', { body: input });

export const useMemberSignup = () => useSessionMutation(memberSignup);

export const businessSignup = (input: BusinessSignupInput) =>
  api.POST('/api/businesses/signup', { body: input });

export const useBusinessSignup = () => useSessionMutation(businessSignup);

export const verifyEmail = (input: ApiBody<'/api/auth/verify-email'>) =>
  api.POST('/api/auth/verify-email', { body: input });

// A signed-in person's userData says whether the address is verified.
export const useVerifyEmail = () => useSessionMutation(verifyEmail);

export const resendVerification = () => api.POST('/api/auth/verify-email/resend');

/** Sends the verification email again; nothing cached changes until the link is opened. */
export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

// Passwords

export const forgotPassword = (input: ApiBody<'/api/auth/forgot-password'>) =>
  api.POST('/api/auth/forgot-password', { body: input });

/** Asks for a reset link; changes nothing the app has cached. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

export const resetPassword = (input: ApiBody<'/api/auth/reset-password'>) =>
  api.POST('/api/auth/reset-password', { body: input });

/** Sets a new password from an emailed link; the person signs in afterwards, so nothing cached changes. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

// The account

export const changePassword = (input: ApiBody<'/api/auth/change-password'>) =>
  api.POST('/api/auth/change-password', { body: input });

export const useChangePassword = () => useSessionMutation(changePassword);

export const changeEmail = (input: ApiBody<'/api/auth/change-email'>) =>
  api.POST('/api/auth/change-email', { body: input });

export const useChangeEmail = () => useSessionMutation(changeEmail);

export const setupTwoStep = () => api.POST('/api/auth/two-step/setup');

/** Starts two-step set-up: a new secret for the authenticator app. Not on until enabled with a code. */
export function useSetupTwoStep() {
  return useMutation({ mutationFn: setupTwoStep });
}

export const enableTwoStep = (input: ApiBody<'/api/auth/two-step/enable'>) =>
  api.POST('/api/auth/two-step/enable', { body: input });

export const useEnableTwoStep = () => useSessionMutation(enableTwoStep);

export const disableTwoStep = (input: ApiBody<'/api/auth/two-step/disable'>) =>
  api.POST('/api/auth/two-step/disable', { body: input });

export const useDisableTwoStep = () => useSessionMutation(disableTwoStep);
