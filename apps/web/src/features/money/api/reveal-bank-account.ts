import type { BankAccountSecret } from '@bmp/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** The full bank account number; the server records who asked (audit log). */
export const revealBankAccount = () => apiPost<BankAccountSecret>('/api/business/bank-account/reveal');

// A mutation, not a query: the number is never cached.
export function useRevealBankAccount() {
  return useMutation({ mutationFn: revealBankAccount });
}
