import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';

export const enableTwoStep = (input: { code: string }) =>
  apiPost<{ recoveryCodes: string[] }>('/api/auth/two-step/enable', input);

export function useEnableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
