import type { PurchasePage } from '@bmp/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { paramsOf, withParams } from '../../../lib/url-params.ts';
import { moneyKeys } from './keys.ts';

export const getMyPurchases = (page: number, pageSize: number) =>
  apiFetch<PurchasePage>(withParams('/api/me/purchases', paramsOf({ page, pageSize })));

/** The signed-in member's purchases, newest first. */
export function useMyPurchases(page: number, pageSize: number) {
  return useQuery({
    queryKey: moneyKeys.myPurchases(page, pageSize),
    queryFn: () => getMyPurchases(page, pageSize),
    placeholderData: keepPreviousData,
  });
}
