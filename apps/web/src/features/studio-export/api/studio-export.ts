import type { StudioExportList } from '@bmp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client.ts';

// The studio's full export (docs/decisions/0064-studio-export.md): the owner starts one, the page
// follows its progress while the job builds it, then downloads the archive.

const exportKeys = { list: ['studio-exports'] as const };

/** An export still being built: the list is asked again every second until none is. */
const building = (list: StudioExportList | undefined) =>
  list?.items.some((item) => item.status === 'queued' || item.status === 'running') ?? false;

export function useStudioExports() {
  return useQuery({
    queryKey: exportKeys.list,
    queryFn: () => api.GET('/api/studio-exports'),
    refetchInterval: (query) => (building(query.state.data) ? 1000 : false),
  });
}

export function useStartStudioExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/studio-exports'>) => api.POST('/api/studio-exports', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportKeys.list }),
  });
}
