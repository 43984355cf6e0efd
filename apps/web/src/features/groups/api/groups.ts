import {
  GROUP_KINDS,
  type GroupInput,
  type GroupKind,
  type GroupUpdateInput,
  type OccurrenceChangeInput,
} from '@bmp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLiveInvalidate } from '../../live/index.ts';

// Group classes' requests (decision 0031). Every mutation invalidates the whole 'groups' key: a join
// or leave changes seats, waitlists and fill rates on several pages at once. A seat someone else took,
// left or moved arrives on the live stream as `class.roster` (decision 0060): the group, its roster and
// the member's classes shown are fetched again.

export const groupKeys = {
  all: ['groups'] as const,
  list: (params: string) => ['groups', 'list', params] as const,
  details: (id: string) => ['groups', 'details', id] as const,
  roster: (occurrenceId: string) => ['groups', 'roster', occurrenceId] as const,
  mine: ['groups', 'mine'] as const,
};

const isKind = (value: string | undefined): value is GroupKind =>
  (GROUP_KINDS as readonly (string | undefined)[]).includes(value);

export function useGroups(filter: { kind?: string; expertId?: string; locationId?: string }) {
  const query = {
    ...(isKind(filter.kind) ? { kind: filter.kind } : {}),
    ...(filter.expertId ? { expertId: filter.expertId } : {}),
    ...(filter.locationId ? { locationId: filter.locationId } : {}),
  };
  return useQuery({
    queryKey: groupKeys.list(new URLSearchParams(query).toString()),
    queryFn: () => api.GET('/api/groups', { params: { query } }).then((a) => a.items),
  });
}

export function useGroup(groupId: string) {
  // The group's sessions show their seats taken and waiting.
  useLiveInvalidate('class.roster', groupKeys.details(groupId), {
    when: ({ data }) => data.groupId === groupId,
  });
  return useQuery({
    queryKey: groupKeys.details(groupId),
    queryFn: () => api.GET('/api/groups/{id}', { params: { path: { id: groupId } } }),
  });
}

export function useRoster(occurrenceId: string | null) {
  // No session named: any of the group's may have changed.
  useLiveInvalidate('class.roster', groupKeys.roster(occurrenceId ?? ''), {
    when: ({ data }) =>
      occurrenceId !== null && (data.occurrenceId === null || data.occurrenceId === occurrenceId),
  });
  return useQuery({
    queryKey: groupKeys.roster(occurrenceId ?? ''),
    queryFn: () =>
      api.GET('/api/group-occurrences/{id}/roster', { params: { path: { id: occurrenceId ?? '' } } }),
    enabled: Boolean(occurrenceId),
  });
}

export function useMyClasses() {
  // The stream tells a member only of their own seats (joined, promoted from the waitlist, moved).
  useLiveInvalidate('class.roster', groupKeys.mine);
  return useQuery({
    queryKey: groupKeys.mine,
    queryFn: () => api.GET('/api/me/classes').then((a) => a.items),
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
  useGroupMutation((input: GroupInput) => api.POST('/api/groups', { body: input }));

export const useJoinClass = () =>
  useGroupMutation(({ occurrenceId, participants }: { occurrenceId: string; participants: string[] }) =>
    api.POST('/api/me/classes/{id}/join', { params: { path: { id: occurrenceId } }, body: { participants } }),
  );

export const useLeaveClass = () =>
  useGroupMutation((seatId: string) =>
    api.DELETE('/api/me/class-seats/{id}', { params: { path: { id: seatId } } }),
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
      api.POST('/api/group-occurrences/{id}/attendance/{seatId}', {
        params: { path: { id: occurrenceId, seatId } },
        body: { mark },
      }),
  );

export const useAddMember = () =>
  useGroupMutation(({ occurrenceId, customerId }: { occurrenceId: string; customerId: string }) =>
    api.POST('/api/group-occurrences/{id}/seats', {
      params: { path: { id: occurrenceId } },
      body: { customerId },
    }),
  );

export const useRemoveSeat = () =>
  useGroupMutation((seatId: string) =>
    api.DELETE('/api/group-seats/{id}', { params: { path: { id: seatId } } }),
  );

export const useMoveSeat = () =>
  useGroupMutation(({ seatId, occurrenceId }: { seatId: string; occurrenceId: string }) =>
    api.POST('/api/group-seats/{id}/move', { params: { path: { id: seatId } }, body: { occurrenceId } }),
  );

export const useCancelOccurrence = () =>
  useGroupMutation(({ occurrenceId, reason }: { occurrenceId: string; reason: string }) =>
    api.POST('/api/group-occurrences/{id}/cancel', {
      params: { path: { id: occurrenceId } },
      body: { reason },
    }),
  );

/**
 * Closes a class that has started (docs/decisions/0059-earnings-and-payout-runs.md): its attendance
 * becomes final and its expert's pay is written. Asked here, not through the payouts feature.
 */
export const useCloseOccurrence = () =>
  useGroupMutation((occurrenceId: string) =>
    api.POST('/api/group-occurrences/{id}/close', { params: { path: { id: occurrenceId } } }),
  );

export const useChangeOccurrence = () =>
  useGroupMutation(({ occurrenceId, change }: { occurrenceId: string; change: OccurrenceChangeInput }) =>
    api.PATCH('/api/group-occurrences/{id}', { params: { path: { id: occurrenceId } }, body: change }),
  );

export const useUpdateGroup = (groupId: string) =>
  useGroupMutation((input: GroupUpdateInput) =>
    api.PATCH('/api/groups/{id}', { params: { path: { id: groupId } }, body: input }),
  );
