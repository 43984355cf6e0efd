import type { CreatedPurchase, PurchaseInput } from '@bmp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { idempotencyHeader } from '../../../lib/idempotency-key.ts';
import { moneyKeys } from './keys.ts';

export const createPurchase = ({ input, key }: { input: PurchaseInput; key: string }) =>
  apiFetch<CreatedPurchase>('/api/purchases', {
    method: 'POST',
    json: input,
    headers: idempotencyHeader(key),
  });

/** Buys a pack as the signed-in member; the key makes a repeat of the same attempt harmless. */
export function useCreatePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPurchase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.me }),
  });
}
