import type { ExpertCard } from '@bmp/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

// The team's experts are the studio's; booking, classes, the calendar and the clients page list them.
const EXPERTS_KEY = ['studio', 'experts'] as const;

export const getExperts = () =>
  apiFetch<{ items: ExpertCard[] }>('/api/experts').then((answer) => answer.items);

/** The studio's active experts (filters, the catalog's expert list, the staff availability editor). */
export function useExperts(enabled = true) {
  return useQuery({ queryKey: EXPERTS_KEY, queryFn: getExperts, enabled, staleTime: 60_000 });
}
