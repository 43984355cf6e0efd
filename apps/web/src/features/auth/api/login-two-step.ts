import type { AuthSession } from '@bmp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';

export const loginTwoStep = (input: { code: string }) =>
  apiPost<AuthSession>('/api/auth/login/two-step', input);

export function useLoginTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginTwoStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
