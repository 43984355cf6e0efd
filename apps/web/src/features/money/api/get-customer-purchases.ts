import type { PurchasePage } from '@bmp/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { paramsOf, withParams } from '../../../lib/url-params.ts';
import { moneyKeys } from './keys.ts';

export const getCustomerPurchases = (customerId: string, params: string) =>
  apiFetch<PurchasePage>(withParams(`/api/customers/${encodeURIComponent(customerId)}/purchases`, params));

/** A customer's purchases, newest first (staff). */
export function useCustomerPurchases(customerId: string, page: number, pageSize: number) {
  const params = paramsOf({ page, pageSize });
  return useQuery({
    queryKey: moneyKeys.customerPurchases(customerId, params),
    queryFn: () => getCustomerPurchases(customerId, params),
    placeholderData: keepPreviousData,
  });
}
