import type {
  Group,
  GroupDetails,
  GroupInput,
  GroupOccurrence,
  GroupRoster,
  GroupSeat,
  GroupUpdateInput,
  MemberClass,
  OccurrenceChangeInput,
} from '@bmp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPost } from '../../lib/api-client.ts';

// Group classes' requests (decision 0031). Every mutation invalidates the whole 'groups' key: a join
// or leave changes seats, waitlists and fill rates on several pages at once.

export const groupKeys = {
  all: ['groups'] as const,
  list: (params: string) => ['groups', 'list', params] as const,
  details: (id: string) => ['groups', 'details', id] as const,
  roster: (occurrenceId: string) => ['groups', 'roster', occurrenceId] as const,
  mine: ['groups', 'mine'] as const,
};

const id = (value: string) => encodeURIComponent(value);

export function useGroups(filter: { kind?: string; expertId?: string; locationId?: string }) {
  const params = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return useQuery({
    queryKey: groupKeys.list(params),
    queryFn: () =>
      apiFetch<{ items: Group[] }>(`/api/groups${params ? `?${params}` : ''}`).then((a) => a.items),
  });
}

export function useGroup(groupId: string) {
  return useQuery({
    queryKey: groupKeys.details(groupId),
    queryFn: () => apiFetch<GroupDetails>(`/api/groups/${id(groupId)}`),
  });
}

export function useRoster(occurrenceId: string | null) {
  return useQuery({
    queryKey: groupKeys.roster(occurrenceId ?? ''),
    queryFn: () => apiFetch<GroupRoster>(`/api/group-occurrences/${id(occurrenceId ?? '')}/roster`),
    enabled: Boolean(occurrenceId),
  });
}

export function useMyClasses() {
  return useQuery({
    queryKey: groupKeys.mine,
    queryFn: () => apiFetch<{ items: MemberClass[] }>('/api/me/classes').then((a) => a.items),
  });
}

function useGroupMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}

export const useCreateGroup = () =>
  useGroupMutation((input: GroupInput) => apiPost<GroupDetails>('/api/groups', input));

export const useJoinClass = () =>
  useGroupMutation(({ occurrenceId, participants }: { occurrenceId: string; participants: string[] }) =>
    apiPost<GroupSeat>(`/api/me/classes/${id(occurrenceId)}/join`, { participants }),
  );

export const useLeaveClass = () =>
  useGroupMutation((seatId: string) =>
    apiFetch<GroupSeat>(`/api/me/class-seats/${id(seatId)}`, { method: 'DELETE' }),
  );

export const useMarkAttendance = () =>
  useGroupMutation(
    ({
      occurrenceId,
      seatId,
      mark,
    }: {
      occurrenceId: string;
      seatId: string;
      mark: 'checked_in' | 'no_show';
    }) =>
      apiPost<GroupRoster>(`/api/group-occurrences/${id(occurrenceId)}/attendance/${id(seatId)}`, { mark }),
  );

export const useAddMember = () =>
  useGroupMutation(({ occurrenceId, customerId }: { occurrenceId: string; customerId: string }) =>
    apiPost<GroupSeat>(`/api/group-occurrences/${id(occurrenceId)}/seats`, { customerId }),
  );

export const useRemoveSeat = () =>
  useGroupMutation((seatId: string) =>
    apiFetch<GroupSeat>(`/api/group-seats/${id(seatId)}`, { method: 'DELETE' }),
  );

export const useMoveSeat = () =>
  useGroupMutation(({ seatId, occurrenceId }: { seatId: string; occurrenceId: string }) =>
    apiPost<GroupSeat>(`/api/group-seats/${id(seatId)}/move`, { occurrenceId }),
  );

export const useCancelOccurrence = () =>
  useGroupMutation(({ occurrenceId, reason }: { occurrenceId: string; reason: string }) =>
    apiPost<GroupRoster>(`/api/group-occurrences/${id(occurrenceId)}/cancel`, { reason }),
  );

export const useChangeOccurrence = () =>
  useGroupMutation(({ occurrenceId, change }: { occurrenceId: string; change: OccurrenceChangeInput }) =>
    apiFetch<GroupOccurrence>(`/api/group-occurrences/${id(occurrenceId)}`, {
      method: 'PATCH',
      json: change,
    }),
  );

export const useUpdateGroup = (groupId: string) =>
  useGroupMutation((input: GroupUpdateInput) =>
    apiFetch<GroupDetails>(`/api/groups/${id(groupId)}`, { method: 'PATCH', json: input }),
  );
