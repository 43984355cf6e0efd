import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { ListPage } from '../../../lib/list-query.ts';
import { moneyKeys, paramsOf, withParams } from './keys.ts';
import type { Payee } from './types.ts';

export const getPayees = (params: string) => apiFetch<ListPage<Payee>>(withParams('/api/payees', params));

/** The business's payees, numbers masked. */
export function usePayees(page: number, pageSize: number, q: string) {
  const params = paramsOf({ page, pageSize, q: q.trim() });
  return useQuery({
    queryKey: moneyKeys.payeeList(params),
    queryFn: () => getPayees(params),
    placeholderData: keepPreviousData,
  });
}
