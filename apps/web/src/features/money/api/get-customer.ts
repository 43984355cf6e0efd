import type { Customer } from '@bmp/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { moneyKeys } from './keys.ts';

export const getCustomer = (id: string) => apiFetch<Customer>(`/api/customers/${encodeURIComponent(id)}`);

export function useCustomer(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: moneyKeys.customer(id),
    queryFn: () => getCustomer(id),
    retry: false,
    enabled,
  });
}
