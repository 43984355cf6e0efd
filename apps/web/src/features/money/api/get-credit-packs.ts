import type { CreditPackPage } from '@bmp/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { paramsOf, withParams } from '../../../lib/url-params.ts';
import { moneyKeys } from './keys.ts';

export type CreditPackQuery = { page: number; pageSize: number; q: string; active?: boolean | undefined };

export const getCreditPacks = (params: string) =>
  apiFetch<CreditPackPage>(withParams('/api/credit-packs', params));

/** The catalog for staff: every pack, on sale or not. */
export function useCreditPacks({ page, pageSize, q, active }: CreditPackQuery) {
  const params = paramsOf({
    page,
    pageSize,
    q: q.trim(),
    active: active === undefined ? undefined : String(active),
  });
  return useQuery({
    queryKey: moneyKeys.creditPackList(params),
    queryFn: () => getCreditPacks(params),
    placeholderData: keepPreviousData,
  });
}
