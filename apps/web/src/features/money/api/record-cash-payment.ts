import type { CashPaymentInput, Payment } from '@bmp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { idempotencyHeader } from '../../../lib/idempotency-key.ts';
import { moneyKeys } from './keys.ts';

export const recordCashPayment = ({ input, key }: { input: CashPaymentInput; key: string }) =>
  apiFetch<Payment>('/api/payments', { method: 'POST', json: input, headers: idempotencyHeader(key) });

/** Records cash a customer handed over; for a pending purchase it pays it and grants its credits. */
export function useRecordCashPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCashPayment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyKeys.customers }),
        queryClient.invalidateQueries({ queryKey: moneyKeys.payments }),
      ]),
  });
}
