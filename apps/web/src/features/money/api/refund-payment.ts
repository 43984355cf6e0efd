import type { RefundInput, RefundResult } from '@bmp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { idempotencyHeader } from '../../../lib/idempotency-key.ts';
import { moneyKeys } from './keys.ts';

export const refundPayment = ({
  paymentId,
  input,
  key,
}: {
  paymentId: string;
  input: RefundInput;
  key: string;
}) =>
  apiFetch<RefundResult>(`/api/payments/${encodeURIComponent(paymentId)}/refunds`, {
    method: 'POST',
    json: input,
    headers: idempotencyHeader(key),
  });

/** Gives money back, in full or in part; the server refuses more than what is left. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyKeys.payments }),
        queryClient.invalidateQueries({ queryKey: moneyKeys.customers }),
      ]),
  });
}
