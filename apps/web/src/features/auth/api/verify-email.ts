import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';

export const verifyEmail = (input: { token: string }) => apiPost<void>('/api/auth/verify-email', input);

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // A signed-in person's userData says whether the address is verified.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
