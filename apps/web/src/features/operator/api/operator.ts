import { OPERATOR_STUDIO_SORTS, type OperatorStudioPage, type StudioSuspensionInput } from '@bmp/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { formatSort, type ListQuery } from '../../../lib/list-query.ts';
import { definedParams, paramsOf } from '../../../lib/url-params.ts';

// The platform operator's console over the API (apps/api/src/modules/operator).

export type StudioStatusFilter = 'all' | 'active' | 'suspended';

const operatorKeys = {
  all: ['operator'] as const,
  studios: (params: string) => ['operator', 'studios', params] as const,
};

const isStudioSort = (sort: string): sort is (typeof OPERATOR_STUDIO_SORTS)[number] =>
  (OPERATOR_STUDIO_SORTS as readonly string[]).includes(sort);

/** One page of studios with their figures, as the list's query and the status filter ask. */
export function useOperatorStudios(query: ListQuery, status: StudioStatusFilter) {
  const sort = formatSort(query.sort);
  const values = {
    page: query.page,
    pageSize: query.pageSize,
    q: query.q.trim(),
    status,
    sort: isStudioSort(sort) ? sort : undefined,
  };
  return useQuery<OperatorStudioPage>({
    queryKey: operatorKeys.studios(paramsOf(values)),
    queryFn: () => api.GET('/api/operator/studios', { params: { query: definedParams(values) } }),
    placeholderData: keepPreviousData,
  });
}

/** Suspends or reactivates a studio with a reason; the list is fetched again after. */
export function useStudioSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      businessId,
      action,
      ...body
    }: StudioSuspensionInput & { businessId: string; action: 'suspend' | 'reactivate' }) =>
      action === 'suspend'
        ? api.POST('/api/operator/studios/{businessId}/suspend', {
            params: { path: { businessId } },
            body,
          })
        : api.POST('/api/operator/studios/{businessId}/reactivate', {
            params: { path: { businessId } },
            body,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}
