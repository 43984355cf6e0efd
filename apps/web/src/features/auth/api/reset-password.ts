import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export const resetPassword = (input: { token: string; password: string }) =>
  apiPost<void>('/api/auth/reset-password', input);

/** Sets a new password from an emailed link; the person signs in afterwards, so nothing cached changes. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
