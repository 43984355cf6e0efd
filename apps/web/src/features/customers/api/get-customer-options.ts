import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Query keys of one customer as the booking pages show them. */
const customerOptionsKey = (params: string) => ['customers', 'options', params] as const;

export type CustomerRef = { id: string; fullName: string; email: string };

export const getCustomer = (id: string) => apiFetch<CustomerRef>(`/api/customers/${encodeURIComponent(id)}`);

/** One member, for the staff booking page's heading. */
export function useCustomer(id: string, enabled: boolean) {
  return useQuery({ queryKey: customerOptionsKey(`id=${id}`), queryFn: () => getCustomer(id), enabled });
}
