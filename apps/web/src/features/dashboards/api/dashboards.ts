import type {
  AdminDashboard,
  ClientNoteInput,
  DashboardList,
  DashboardListPage,
  DashboardPeriod,
  ExpertDashboard,
  MemberDashboard,
  ProviderClient,
  ProviderClients,
} from '@bmp/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPost } from '../../../lib/api-client.ts';

/** The period the page shows, as it travels in the address and to the API. */
export type PeriodQuery = { period: DashboardPeriod; from?: string | undefined; to?: string | undefined };

export const dashboardKeys = {
  all: ['dashboards'] as const,
  admin: (params: string) => ['dashboards', 'admin', params] as const,
  list: (list: DashboardList, params: string) => ['dashboards', 'list', list, params] as const,
  expert: ['dashboards', 'expert'] as const,
  // Under the booking sessions' key: every reschedule, cancel or review there refreshes the member's home.
  member: ['booking', 'services', 'member-dashboard'] as const,
};

/** URL parameters of a period (and list filters), without empty ones, in a stable order. */
export function periodParams(
  query: PeriodQuery & { status?: string | undefined; type?: string | undefined },
) {
  const params = new URLSearchParams({ period: query.period });
  if (query.period === 'custom') {
    if (query.from) params.set('from', query.from);
    if (query.to) params.set('to', query.to);
  }
  if (query.status) params.set('status', query.status);
  if (query.type) params.set('type', query.type);
  return params.toString();
}

export function useAdminDashboard(query: PeriodQuery, enabled = true) {
  const params = periodParams(query);
  return useQuery({
    queryKey: dashboardKeys.admin(params),
    queryFn: () => apiFetch<AdminDashboard>(`/api/dashboards/admin?${params}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useDashboardList(list: DashboardList, params: string) {
  return useQuery({
    queryKey: dashboardKeys.list(list, params),
    queryFn: () => apiFetch<DashboardListPage>(`/api/dashboards/admin/lists/${list}?${params}`),
  });
}

/** The CSV download of the same list and period (every row, not one page). */
export const listCsvUrl = (list: DashboardList, params: string) =>
  `/api/dashboards/admin/lists/${list}/csv?${params}`;

export function useExpertDashboard() {
  return useQuery({
    queryKey: dashboardKeys.expert,
    queryFn: () => apiFetch<ExpertDashboard>('/api/dashboards/expert'),
  });
}

export function useMemberDashboard() {
  return useQuery({
    queryKey: dashboardKeys.member,
    queryFn: () => apiFetch<MemberDashboard>('/api/dashboards/member'),
  });
}

export const providerKeys = {
  clients: ['dashboards', 'provider', 'clients'] as const,
  client: (id: string) => ['dashboards', 'provider', 'clients', id] as const,
};

export function useProviderClients() {
  return useQuery({
    queryKey: providerKeys.clients,
    queryFn: () => apiFetch<ProviderClients>('/api/dashboards/provider/clients'),
  });
}

export function useProviderClient(id: string) {
  return useQuery({
    queryKey: providerKeys.client(id),
    queryFn: () => apiFetch<ProviderClient>(`/api/dashboards/provider/clients/${encodeURIComponent(id)}`),
    retry: false,
  });
}

/** Adds a private note; the client's page reloads its notes. */
export function useAddClientNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientNoteInput) =>
      apiPost<null>(`/api/dashboards/provider/clients/${encodeURIComponent(id)}/notes`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerKeys.client(id) }),
  });
}
