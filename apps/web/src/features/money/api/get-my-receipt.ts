import type { Receipt } from '@bmp/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { moneyKeys } from './keys.ts';

export const getMyReceipt = (id: string) => apiFetch<Receipt>(`/api/me/purchases/${encodeURIComponent(id)}`);

/** The receipt of one of the signed-in member's purchases. */
export function useMyReceipt(id: string) {
  return useQuery({ queryKey: moneyKeys.myReceipt(id), queryFn: () => getMyReceipt(id), retry: false });
}
