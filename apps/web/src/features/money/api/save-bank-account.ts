import type { BankAccount, BankAccountInput } from '@bmp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { moneyKeys } from './keys.ts';

export const saveBankAccount = (input: BankAccountInput) =>
  apiFetch<BankAccount>('/api/business/bank-account', { method: 'PUT', json: input });

export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankAccount,
    onSuccess: (account) => queryClient.setQueryData(moneyKeys.bankAccount, account),
  });
}
