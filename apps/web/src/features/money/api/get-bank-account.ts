import type { BankAccount } from '@bmp/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { moneyKeys } from './keys.ts';

export const getBankAccount = () => apiFetch<BankAccount | null>('/api/business/bank-account');

/** The business's bank account, masked (null until the owner sets one). */
export function useBankAccount() {
  return useQuery({ queryKey: moneyKeys.bankAccount, queryFn: getBankAccount });
}
