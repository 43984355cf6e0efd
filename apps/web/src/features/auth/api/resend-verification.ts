import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export const resendVerification = () => apiPost<void>('/api/auth/verify-email/resend');

/** Sends the verification email again; nothing cached changes until the link is opened. */
export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
