import type { PayRateInput } from '@bmp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// Pay rates' requests (docs/decisions/0058-pay-rates.md): the owner keeps them, admins read them.

const payRateKeys = { all: ['pay-rates'] as const };

/**
 * What a rate may apply to: the studio's services on sale and its classes. Asked here rather than
 * through the booking and groups features, which sit above the payee page's feature.
 */
export function useRateTargets() {
  return useQuery({
    queryKey: ['pay-rate-targets'],
    queryFn: async () => {
      const [offerings, classes] = await Promise.all([
        api.GET('/api/offerings', { params: { query: { active: 'true', pageSize: 100 } } }),
        api.GET('/api/groups', { params: { query: {} } }),
      ]);
      return { offerings: offerings.items, classes: classes.items };
    },
    staleTime: 60_000,
  });
}

export function usePayRates() {
  return useQuery({ queryKey: payRateKeys.all, queryFn: () => api.GET('/api/pay-rates') });
}

/** Adds a rate, or changes one (`id`). */
export function useSavePayRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: PayRateInput }) =>
      id
        ? api.PUT('/api/pay-rates/{id}', { params: { path: { id } }, body: input })
        : api.POST('/api/pay-rates', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payRateKeys.all }),
  });
}

export function useRemovePayRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE('/api/pay-rates/{id}', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payRateKeys.all }),
  });
}
