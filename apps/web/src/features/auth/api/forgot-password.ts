import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export const forgotPassword = (input: { email: string }) => apiPost<void>('/api/auth/forgot-password', input);

/** Asks for a reset link; changes nothing the app has cached. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
