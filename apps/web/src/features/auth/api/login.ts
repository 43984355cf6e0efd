import type { AuthSession, LoginInput } from '@bmp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';

export type LoginResult = AuthSession | { twoFactorRequired: true };

export const login = (input: LoginInput) => apiPost<LoginResult>('/api/auth/login', input);

/** True when the password was right but a second step (an authenticator code) is still needed. */
export function needsTwoStep(result: LoginResult): result is { twoFactorRequired: true } {
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
