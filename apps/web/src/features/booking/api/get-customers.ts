import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { ListPage } from '../../../lib/list-query.ts';
import { paramsOf, withParams } from '../../../lib/url-params.ts';
import { bookingKeys } from './keys.ts';

export type CustomerRef = { id: string; fullName: string; email: string };

export const getCustomers = (params: string) =>
  apiFetch<ListPage<CustomerRef>>(withParams('/api/customers', params));

/** The studio's members, by name (staff only: the customer filter of the admin lists). */
export function useCustomerOptions(enabled: boolean) {
  const params = paramsOf({ pageSize: 100, sort: 'fullName' });
  return useQuery({
    queryKey: bookingKeys.customers(params),
    queryFn: () => getCustomers(params),
    enabled,
    staleTime: 60_000,
  });
}

export const getCustomer = (id: string) => apiFetch<CustomerRef>(`/api/customers/${encodeURIComponent(id)}`);

/** One member, for the staff booking page's heading. */
export function useCustomer(id: string, enabled: boolean) {
  return useQuery({ queryKey: bookingKeys.customers(`id=${id}`), queryFn: () => getCustomer(id), enabled });
}
