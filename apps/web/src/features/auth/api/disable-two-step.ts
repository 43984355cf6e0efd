import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';

export const disableTwoStep = (input: { currentPassword: string }) =>
  apiPost<void>('/api/auth/two-step/disable', input);

export function useDisableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
