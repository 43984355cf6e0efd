import type { CreditAdjustmentInput, CreditAdjustmentResult } from '@bmp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { idempotencyHeader } from '../../../lib/idempotency-key.ts';
import { moneyKeys } from './keys.ts';

export const adjustCredits = ({
  customerId,
  input,
  key,
}: {
  customerId: string;
  input: CreditAdjustmentInput;
  key: string;
}) =>
  apiFetch<CreditAdjustmentResult>(`/api/customers/${encodeURIComponent(customerId)}/credit-adjustments`, {
    method: 'POST',
    json: input,
    headers: idempotencyHeader(key),
  });

/** Adds or takes away a customer's credits by hand, with a reason. */
export function useAdjustCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustCredits,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.customers }),
  });
}
