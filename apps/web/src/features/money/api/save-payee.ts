import type { Payee, PayeeInput } from '@bmp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { moneyKeys } from './keys.ts';

/** POST /api/payees (no id) or PUT /api/payees/:id. */
export const savePayee = ({ id, input }: { id?: string | undefined; input: PayeeInput }) =>
  id
    ? apiFetch<Payee>(`/api/payees/${encodeURIComponent(id)}`, { method: 'PUT', json: input })
    : apiFetch<Payee>('/api/payees', { method: 'POST', json: input });

export function useSavePayee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.payees }),
  });
}
