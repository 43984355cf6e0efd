import type { PayoutRunInput } from '@bmp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// Payout runs' requests (docs/decisions/0059-earnings-and-payout-runs.md): the owner opens, approves,
// pays and voids them; admins read them; an expert reads their own earnings and statements.

const runKeys = {
  all: ['payout-runs'] as const,
  list: ['payout-runs', 'list'] as const,
  detail: (id: string) => ['payout-runs', 'detail', id] as const,
};

export function usePayoutRuns() {
  return useQuery({ queryKey: runKeys.list, queryFn: () => api.GET('/api/payout-runs') });
}

export function usePayoutRun(id: string) {
  return useQuery({
    queryKey: runKeys.detail(id),
    queryFn: () => api.GET('/api/payout-runs/{id}', { params: { path: { id } } }),
  });
}

/** A change to runs: every run's list and detail are asked again (a run's status moves lines). */
function useRunMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runKeys.all }),
  });
}

export const useOpenPayoutRun = () =>
  useRunMutation((input: PayoutRunInput) => api.POST('/api/payout-runs', { body: input }));

export const useApprovePayoutRun = () =>
  useRunMutation((id: string) => api.POST('/api/payout-runs/{id}/approve', { params: { path: { id } } }));

export const usePayPayoutRun = () =>
  useRunMutation(({ id, outsideAchFrom }: { id: string; outsideAchFrom: 'bank' | 'cash_drawer' }) =>
    api.POST('/api/payout-runs/{id}/pay', { params: { path: { id } }, body: { outsideAchFrom } }),
  );

export const useVoidPayoutRun = () =>
  useRunMutation(({ id, reason }: { id: string; reason: string }) =>
    api.POST('/api/payout-runs/{id}/void', { params: { path: { id } }, body: { reason } }),
  );

/** The signed-in expert's earnings by month, their latest lines and their statements. */
export function useMyEarnings() {
  return useQuery({ queryKey: ['my-earnings'], queryFn: () => api.GET('/api/me/earnings') });
}
