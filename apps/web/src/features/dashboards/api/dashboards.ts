import {
  ALL_SERVICE_STATUSES,
  type ClientNoteInput,
  type DashboardList,
  type DashboardPeriod,
  SERVICE_TYPES,
  type ServiceStatus,
  type ServiceType,
} from '@bmp/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiHref } from '../../../lib/api-client.ts';

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

const isStatus = (value: string | undefined): value is ServiceStatus =>
  (ALL_SERVICE_STATUSES as readonly (string | undefined)[]).includes(value);
const isType = (value: string | undefined): value is ServiceType =>
  (SERVICE_TYPES as readonly (string | undefined)[]).includes(value);

/** The API query of a period and a list's filters (a status or type the API does not know is left out). */
export function listQuery(query: PeriodQuery & { status?: string | undefined; type?: string | undefined }) {
  const custom = query.period === 'custom';
  return {
    period: query.period,
    ...(custom && query.from ? { from: query.from } : {}),
    ...(custom && query.to ? { to: query.to } : {}),
    ...(isStatus(query.status) ? { status: query.status } : {}),
    ...(isType(query.type) ? { type: query.type } : {}),
  };
}
export type ListQuery = ReturnType<typeof listQuery>;

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
  const { status: _status, type: _type, ...period } = listQuery(query);
  return useQuery({
    queryKey: dashboardKeys.admin(params),
    queryFn: () => api.GET('/api/dashboards/admin', { params: { query: period } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useDashboardList(list: DashboardList, query: ListQuery) {
  return useQuery({
    queryKey: dashboardKeys.list(list, periodParams(query)),
    queryFn: () => api.GET('/api/dashboards/admin/lists/{list}', { params: { path: { list }, query } }),
  });
}

/** The CSV download of the same list and period (every row, not one page). */
export const listCsvUrl = (list: DashboardList, query: ListQuery) =>
  apiHref('/api/dashboards/admin/lists/{list}/csv', { path: { list }, query });

export function useExpertDashboard() {
  return useQuery({
    queryKey: dashboardKeys.expert,
    queryFn: () => api.GET('/api/dashboards/expert'),
  });
}

export function useMemberDashboard() {
  return useQuery({
    queryKey: dashboardKeys.member,
    queryFn: () => api.GET('/api/dashboards/member'),
  });
}

export const providerKeys = {
  clients: ['dashboards', 'provider', 'clients'] as const,
  client: (id: string) => ['dashboards', 'provider', 'clients', id] as const,
};

export function useProviderClients() {
  return useQuery({
    queryKey: providerKeys.clients,
    queryFn: () => api.GET('/api/dashboards/provider/clients'),
  });
}

export function useProviderClient(id: string) {
  return useQuery({
    queryKey: providerKeys.client(id),
    queryFn: () => api.GET('/api/dashboards/provider/clients/{id}', { params: { path: { id } } }),
    retry: false,
  });
}

/** Adds a private note; the client's page reloads its notes. */
export function useAddClientNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientNoteInput) =>
      api.POST('/api/dashboards/provider/clients/{id}/notes', { params: { path: { id } }, body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerKeys.client(id) }),
  });
}

const setupKey = ['dashboards', 'setup'] as const;

/** The studio's set-up checklist (staff), computed on the server from its data. */
export function useSetupChecklist() {
  return useQuery({ queryKey: setupKey, queryFn: () => api.GET('/api/dashboards/admin/setup') });
}

/** Dismisses the checklist for the whole studio, or marks the sign-up link shared; answers the new list. */
export function useSetupAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'dismiss' | 'signup-link-shared') =>
      action === 'dismiss'
        ? api.POST('/api/dashboards/admin/setup/dismiss')
        : api.POST('/api/dashboards/admin/setup/signup-link-shared'),
    onSuccess: (checklist) => queryClient.setQueryData(setupKey, checklist),
  });
}
