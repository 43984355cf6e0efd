import type {
  AuthSession,
  BusinessProfile,
  BusinessProfileInput,
  Deactivation,
  InvitationAccept,
  InvitationInput,
  InvitationPreview,
  LocationInput,
  PublicStudio,
  SentTeamInvitation,
  SessionOutsideHours,
  ShellPictures,
  StaffProfile,
  StudioLocation,
  Team,
  TeamInvitation,
  TeamMember,
  TeamRole,
} from '@bmp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPost } from '../../../lib/api-client.ts';

// The studio's set-up: business profile, locations, team and invitations, the public studio page.
export const studioKeys = {
  all: ['studio'] as const,
  profile: ['studio', 'profile'] as const,
  locations: ['studio', 'locations'] as const,
  activeLocations: ['studio', 'locations', 'active'] as const,
  team: ['studio', 'team'] as const,
  ownProfile: ['studio', 'own-profile'] as const,
  shellPictures: ['studio', 'shell-pictures'] as const,
  publicStudio: (slug: string) => ['studio', 'public', slug] as const,
  invitation: (token: string) => ['studio', 'invitation', token] as const,
};

export function useBusinessProfile() {
  return useQuery({
    queryKey: studioKeys.profile,
    queryFn: () => apiFetch<BusinessProfile>('/api/business/profile'),
  });
}

export const checkHours = (input: Pick<BusinessProfileInput, 'timeZone' | 'hours'>) =>
  apiPost<{ sessions: SessionOutsideHours[] }>('/api/business/profile/hours-check', input);

export function useSaveBusinessProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessProfileInput) =>
      apiFetch<BusinessProfile>('/api/business/profile', { method: 'PUT', json: input }),
    onSuccess: (profile) => {
      queryClient.setQueryData(studioKeys.profile, profile);
      // Hours, time zone and cancellation window change what booking shows.
      void queryClient.invalidateQueries({ queryKey: ['booking'] });
    },
  });
}

export function useSaveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { contentType: string; data: string } | null) =>
      input
        ? apiFetch<void>('/api/business/logo', { method: 'PUT', json: input })
        : apiFetch<void>('/api/business/logo', { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: studioKeys.profile });
      void queryClient.invalidateQueries({ queryKey: studioKeys.shellPictures });
    },
  });
}

/** The signed-in shell's pictures: the studio's logo (app bar) and the person's photo (avatar). */
export function useShellPictures(enabled = true) {
  return useQuery({
    queryKey: studioKeys.shellPictures,
    queryFn: () => apiFetch<ShellPictures>('/api/me/shell-pictures'),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Sets (or, with null, removes) the team member's own photo on /admin/account. */
export function useSaveStaffPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { contentType: string; data: string } | null) =>
      input
        ? apiFetch<StaffProfile>('/api/me/staff-profile/photo', { method: 'PUT', json: input })
        : apiFetch<StaffProfile>('/api/me/staff-profile/photo', { method: 'DELETE' }),
    onSuccess: (profile) => {
      queryClient.setQueryData(studioKeys.ownProfile, profile);
      void queryClient.invalidateQueries({ queryKey: studioKeys.shellPictures });
    },
  });
}

export function useAllLocations() {
  return useQuery({
    queryKey: studioKeys.locations,
    queryFn: () => apiFetch<{ items: StudioLocation[] }>('/api/business/locations').then((a) => a.items),
  });
}

/** The studio's active locations, for the booking form's location picker. */
export function useActiveLocations(enabled = true) {
  return useQuery({
    queryKey: studioKeys.activeLocations,
    queryFn: () => apiFetch<{ items: StudioLocation[] }>('/api/locations').then((a) => a.items),
    enabled,
    staleTime: 60_000,
  });
}

export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: Partial<LocationInput> & { active?: boolean } }) =>
      id
        ? apiFetch<StudioLocation>(`/api/business/locations/${encodeURIComponent(id)}`, {
            method: 'PATCH',
            json: input,
          })
        : apiPost<StudioLocation>('/api/business/locations', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.locations }),
  });
}

export function useMakeDefaultLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiPost<StudioLocation>(`/api/business/locations/${encodeURIComponent(id)}/default`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.locations }),
  });
}

export function useTeam() {
  return useQuery({ queryKey: studioKeys.team, queryFn: () => apiFetch<Team>('/api/business/team') });
}

function useTeamMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.team }),
  });
}

// Sending, resending and "Copy link" answer with the link, shown this once (only its hash is kept).
export const useInvite = () =>
  useTeamMutation((input: InvitationInput) =>
    apiPost<SentTeamInvitation>('/api/business/team/invitations', input),
  );
export const useResendInvitation = () =>
  useTeamMutation((id: string) =>
    apiPost<SentTeamInvitation>(`/api/business/team/invitations/${encodeURIComponent(id)}/resend`),
  );
export const useInvitationLink = () =>
  useTeamMutation((id: string) =>
    apiPost<SentTeamInvitation>(`/api/business/team/invitations/${encodeURIComponent(id)}/link`),
  );
export const useRevokeInvitation = () =>
  useTeamMutation((id: string) =>
    apiPost<TeamInvitation>(`/api/business/team/invitations/${encodeURIComponent(id)}/revoke`),
  );
export const useChangeRole = () =>
  useTeamMutation(({ id, role }: { id: string; role: TeamRole }) =>
    apiFetch<TeamMember>(`/api/business/team/${encodeURIComponent(id)}`, { method: 'PATCH', json: { role } }),
  );
export const useTransferOwnership = () =>
  useTeamMutation((id: string) =>
    apiPost<TeamMember>(`/api/business/team/${encodeURIComponent(id)}/transfer-ownership`),
  );
export const useDeactivate = () =>
  useTeamMutation((id: string) =>
    apiPost<Deactivation>(`/api/business/team/${encodeURIComponent(id)}/deactivate`),
  );
export const useReactivate = () =>
  useTeamMutation((id: string) =>
    apiPost<TeamMember>(`/api/business/team/${encodeURIComponent(id)}/reactivate`),
  );

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: studioKeys.invitation(token),
    queryFn: () => apiFetch<InvitationPreview>(`/api/public/invitations/${encodeURIComponent(token)}`),
    retry: false,
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (input: InvitationAccept) =>
      apiPost<AuthSession>(`/api/public/invitations/${encodeURIComponent(token)}/accept`, input),
  });
}

export function usePublicStudio(slug: string) {
  return useQuery({
    queryKey: studioKeys.publicStudio(slug),
    queryFn: () => apiFetch<PublicStudio>(`/api/public/studios/${encodeURIComponent(slug)}`),
    retry: false,
  });
}

/** The logo's address; the version makes a changed logo a new address. */
export { studioLogoPath as logoUrl } from '@bmp/shared';
