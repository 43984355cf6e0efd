import type { AuthSession, BusinessSignupInput } from '@bmp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';

export const businessSignup = (input: BusinessSignupInput) =>
  apiPost<AuthSession>('/api/businesses/signup', input);

export function useBusinessSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: businessSignup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
