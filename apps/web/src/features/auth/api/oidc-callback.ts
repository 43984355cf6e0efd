import type { AuthSession } from '@bmp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';

/** What the provider put on the /member-login address; `iss` only when it sends one (RFC 9207). */
export type OidcCallbackInput = { code: string; state: string; iss?: string };

export const oidcCallback = (input: OidcCallbackInput) =>
  apiPost<AuthSession>('/api/auth/oidc/callback', input);

/**
 * The address that starts external sign-in or sign-up (a full page navigation: the server sends the
 * browser on to the provider). A sign-up names the studio to join.
 */
export function oidcAuthorizeUrl(mode: 'signin' | 'signup', businessSlug?: string | null): string {
  const params = new URLSearchParams({ mode });
  if (businessSlug) params.set('business', businessSlug);
  return `/api/auth/oidc/authorize?${params}`;
}

export function useOidcCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: oidcCallback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
