import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { ListPage } from '../../../lib/list-query.ts';
import { paramsOf, withParams } from '../../../lib/url-params.ts';

/** Query keys of the customer pickers (booking's and classes' staff pages). */
const customerOptionsKey = (params: string) => ['customers', 'options', params] as const;

export type CustomerRef = { id: string; fullName: string; email: string };

export const getCustomers = (params: string) =>
  apiFetch<ListPage<CustomerRef>>(withParams('/api/customers', params));

/** The studio's members, by name (staff only: the customer filter of the admin lists). */
export function useCustomerOptions(enabled: boolean) {
  const params = paramsOf({ pageSize: 100, sort: 'fullName' });
  return useQuery({
    queryKey: customerOptionsKey(params),
    queryFn: () => getCustomers(params),
    enabled,
    staleTime: 60_000,
  });
}

export const getCustomer = (id: string) => apiFetch<CustomerRef>(`/api/customers/${encodeURIComponent(id)}`);

/** One member, for the staff booking page's heading. */
export function useCustomer(id: string, enabled: boolean) {
  return useQuery({ queryKey: customerOptionsKey(`id=${id}`), queryFn: () => getCustomer(id), enabled });
}
