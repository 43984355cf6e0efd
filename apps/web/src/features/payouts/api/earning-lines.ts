import type { AdjustmentInput } from '@bmp/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { definedParams, paramsOf } from '../../../lib/url-params.ts';

// Earning lines' requests (docs/decisions/0059-earnings-and-payout-runs.md): the owner and admins read
// the studio's lines; the owner corrects them with adjustments.

const lineKeys = {
  all: ['earning-lines'] as const,
  list: (params: string) => ['earning-lines', 'list', params] as const,
};

export type EarningLinesFilter = {
  expertId?: string | undefined;
  from?: string | undefined;
  until?: string | undefined;
  page: number;
  pageSize: number;
};

/** A page of the studio's lines, newest first: one team member's or everyone's, over days. */
export function useEarningLines(filter: EarningLinesFilter) {
  return useQuery({
    queryKey: lineKeys.list(paramsOf(filter)),
    queryFn: () => api.GET('/api/earning-lines', { params: { query: definedParams(filter) } }),
    placeholderData: keepPreviousData,
  });
}

/** An amount added to or deducted from a team member's earnings, with its reason; the lists ask again. */
export function useAddAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdjustmentInput) => api.POST('/api/earning-lines/adjustments', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lineKeys.all }),
  });
}
