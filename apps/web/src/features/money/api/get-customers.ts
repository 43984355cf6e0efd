import type { CustomerPage } from '@bmp/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { formatSort, type ListQuery } from '../../../lib/list-query.ts';
import { paramsOf, withParams } from '../../../lib/url-params.ts';
import { moneyKeys } from './keys.ts';

export const getCustomers = (params: string) => apiFetch<CustomerPage>(withParams('/api/customers', params));

/** A page of the business's customers (staff only), searched by name or email. */
export function useCustomers(query: ListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const params = paramsOf({
    page: query.page,
    pageSize: query.pageSize,
    q: query.q.trim(),
    sort: formatSort(query.sort),
  });
  return useQuery({
    queryKey: moneyKeys.customerList(params),
    queryFn: () => getCustomers(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
