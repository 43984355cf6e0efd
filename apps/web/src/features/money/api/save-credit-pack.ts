import type { CreditPack, CreditPackInput } from '@bmp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { moneyKeys } from './keys.ts';

/** POST /api/credit-packs (no id) or PUT /api/credit-packs/:id (replaces the whole pack). */
export const saveCreditPack = ({ id, input }: { id?: string | undefined; input: CreditPackInput }) =>
  id
    ? apiFetch<CreditPack>(`/api/credit-packs/${encodeURIComponent(id)}`, { method: 'PUT', json: input })
    : apiFetch<CreditPack>('/api/credit-packs', { method: 'POST', json: input });

/** Adds or changes a pack; the catalog and the members' shop both show it. */
export function useSaveCreditPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCreditPack,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyKeys.creditPacks }),
        queryClient.invalidateQueries({ queryKey: moneyKeys.shop }),
      ]),
  });
}
