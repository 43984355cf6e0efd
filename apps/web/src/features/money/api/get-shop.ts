import type { Shop } from '@bmp/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { moneyKeys } from './keys.ts';

export const getShop = () => apiFetch<Shop>('/api/shop/credit-packs');

/** The packs on sale, and whether card payment is available (Stripe configured). */
export function useShop() {
  return useQuery({ queryKey: moneyKeys.shop, queryFn: getShop });
}
