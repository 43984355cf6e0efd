import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { ListPage } from '../../../lib/list-query.ts';
import { moneyKeys, paramsOf, withParams } from './keys.ts';
import type { Purchase } from './types.ts';

export const getCustomerPurchases = (customerId: string, params: string) =>
  apiFetch<ListPage<Purchase>>(
    withParams(`/api/customers/${encodeURIComponent(customerId)}/purchases`, params),
  );

/** A customer's purchases, newest first (staff). */
export function useCustomerPurchases(customerId: string, page: number, pageSize: number) {
  const params = paramsOf({ page, pageSize });
  return useQuery({
    queryKey: moneyKeys.customerPurchases(customerId, params),
    queryFn: () => getCustomerPurchases(customerId, params),
    placeholderData: keepPreviousData,
  });
}
