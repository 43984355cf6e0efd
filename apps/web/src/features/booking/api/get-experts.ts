import type { ExpertCard } from '@bmp/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { bookingKeys } from './keys.ts';

export const getExperts = () =>
  apiFetch<{ items: ExpertCard[] }>('/api/experts').then((answer) => answer.items);

/** The studio's active experts (filters, the catalog's expert list, the staff availability editor). */
export function useExperts(enabled = true) {
  return useQuery({ queryKey: bookingKeys.experts, queryFn: getExperts, enabled, staleTime: 60_000 });
}
