import type { PayeePage } from '@bmp/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { paramsOf, withParams } from '../../../lib/url-params.ts';
import { moneyKeys } from './keys.ts';

export const getPayees = (params: string) => apiFetch<PayeePage>(withParams('/api/payees', params));

/** The business's payees, numbers masked. */
export function usePayees(page: number, pageSize: number, q: string) {
  const params = paramsOf({ page, pageSize, q: q.trim() });
  return useQuery({
    queryKey: moneyKeys.payeeList(params),
    queryFn: () => getPayees(params),
    placeholderData: keepPreviousData,
  });
}
