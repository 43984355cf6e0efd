import type { AuthSession, MemberSignupInput } from '@bmp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';

export const memberSignup = (input: MemberSignupInput) => apiPost<AuthSession>('/api/auth/signup', input);

export function useMemberSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: memberSignup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
