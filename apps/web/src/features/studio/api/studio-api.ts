import type {
  AddBusinessInput,
  BusinessProfileInput,
  InvitationAccept,
  InvitationInput,
  LocationInput,
  StaffProfileInput,
  TeamRole,
} from '@bmp/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api, type Schemas } from '../../../lib/api-client.ts';
import { definedParams, paramsOf } from '../../../lib/url-params.ts';

// The studio's set-up: business profile, locations, team and invitations, the public studio page.

export type StudioLocation = Schemas['StudioLocation'];
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
  myBusinesses: ['studio', 'my-businesses'] as const,
  clients: (params: string) => ['studio', 'clients', params] as const,
  allClients: ['studio', 'clients'] as const,
  experts: ['studio', 'experts'] as const,
};

export function useBusinessProfile() {
  return useQuery({
    queryKey: studioKeys.profile,
    queryFn: () => api.GET('/api/business/profile'),
  });
}

export const checkHours = (input: Pick<BusinessProfileInput, 'timeZone' | 'hours'>) =>
  api.POST('/api/business/profile/hours-check', { body: input });

export function useSaveBusinessProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessProfileInput) => api.PUT('/api/business/profile', { body: input }),
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
        ? api.PUT('/api/business/logo', { body: input as ApiBody<'/api/business/logo', 'put'> })
        : api.DELETE('/api/business/logo'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: studioKeys.profile });
      void queryClient.invalidateQueries({ queryKey: studioKeys.shellPictures });
    },
  });
}

/** The owner sets the studio's primary colour, or with null goes back to the product's. */
export function useSaveBrandColor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (brandColor: string | null) => api.PUT('/api/business/brand-color', { body: { brandColor } }),
    onSuccess: (profile) => {
      queryClient.setQueryData(studioKeys.profile, profile);
      // The shell reads the colour there, and gives it to the theme (DefaultLayout's StudioColorSync).
      void queryClient.invalidateQueries({ queryKey: studioKeys.shellPictures });
    },
  });
}

/** The signed-in shell's pictures: the studio's logo (app bar) and the person's photo (avatar). */
export function useShellPictures(enabled = true) {
  return useQuery({
    queryKey: studioKeys.shellPictures,
    queryFn: () => api.GET('/api/me/shell-pictures'),
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
        ? api.PUT('/api/me/staff-profile/photo', {
            body: input as ApiBody<'/api/me/staff-profile/photo', 'put'>,
          })
        : api.DELETE('/api/me/staff-profile/photo'),
    onSuccess: (profile) => {
      queryClient.setQueryData(studioKeys.ownProfile, profile);
      void queryClient.invalidateQueries({ queryKey: studioKeys.shellPictures });
    },
  });
}

export function useAllLocations() {
  return useQuery({
    queryKey: studioKeys.locations,
    queryFn: () => api.GET('/api/business/locations').then((a) => a.items),
  });
}

/** The studio's active locations, for the booking form's location picker. */
export function useActiveLocations(enabled = true) {
  return useQuery({
    queryKey: studioKeys.activeLocations,
    queryFn: () => api.GET('/api/locations').then((a) => a.items),
    enabled,
    staleTime: 60_000,
  });
}

export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: Partial<LocationInput> & { active?: boolean } }) =>
      id
        ? api.PATCH('/api/business/locations/{id}', { params: { path: { id } }, body: input })
        : api.POST('/api/business/locations', { body: input as LocationInput }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.locations }),
  });
}

export function useMakeDefaultLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.POST('/api/business/locations/{id}/default', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.locations }),
  });
}

export function useTeam() {
  return useQuery({ queryKey: studioKeys.team, queryFn: () => api.GET('/api/business/team') });
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
  useTeamMutation((input: InvitationInput) => api.POST('/api/business/team/invitations', { body: input }));
export const useResendInvitation = () =>
  useTeamMutation((id: string) =>
    api.POST('/api/business/team/invitations/{id}/resend', { params: { path: { id } } }),
  );
export const useInvitationLink = () =>
  useTeamMutation((id: string) =>
    api.POST('/api/business/team/invitations/{id}/link', { params: { path: { id } } }),
  );
export const useRevokeInvitation = () =>
  useTeamMutation((id: string) =>
    api.POST('/api/business/team/invitations/{id}/revoke', { params: { path: { id } } }),
  );
export const useChangeRole = () =>
  useTeamMutation(({ id, role }: { id: string; role: TeamRole }) =>
    api.PATCH('/api/business/team/{id}', { params: { path: { id } }, body: { role } }),
  );
export const useTransferOwnership = () =>
  useTeamMutation((id: string) =>
    api.POST('/api/business/team/{id}/transfer-ownership', { params: { path: { id } } }),
  );
export const useDeactivate = () =>
  useTeamMutation((id: string) =>
    api.POST('/api/business/team/{id}/deactivate', { params: { path: { id } } }),
  );
export const useReactivate = () =>
  useTeamMutation((id: string) =>
    api.POST('/api/business/team/{id}/reactivate', { params: { path: { id } } }),
  );

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: studioKeys.invitation(token),
    queryFn: () => api.GET('/api/public/invitations/{token}', { params: { path: { token } } }),
    retry: false,
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (input: InvitationAccept) =>
      api.POST('/api/public/invitations/{token}/accept', { params: { path: { token } }, body: input }),
  });
}

export function usePublicStudio(slug: string) {
  return useQuery({
    queryKey: studioKeys.publicStudio(slug),
    queryFn: () => api.GET('/api/public/studios/{slug}', { params: { path: { slug } } }),
    retry: false,
  });
}

/** The logo's address; the version makes a changed logo a new address. */
export { studioLogoPath as logoUrl } from '@bmp/shared';

export const getExperts = () => api.GET('/api/experts').then((answer) => answer.items);

/** The studio's active experts (filters, the catalog's expert list, the staff availability editor). */
export function useExperts(enabled = true) {
  return useQuery({ queryKey: studioKeys.experts, queryFn: getExperts, enabled, staleTime: 60_000 });
}

/** The studios the signed-in person belongs to (the user menu's business switcher). */
export function useMyBusinesses() {
  return useQuery({
    queryKey: studioKeys.myBusinesses,
    queryFn: () => api.GET('/api/me/businesses').then((answer) => answer.items),
    staleTime: 60_000,
  });
}

/** "Add a business" (user menu): another studio of the signed-in person; the switcher then lists it. */
export function useAddBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddBusinessInput) => api.POST('/api/me/businesses', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.myBusinesses }),
  });
}

/** Moves the session to another of the person's studios; the answer is the new session. */
export const switchBusiness = (businessId: string) =>
  api.POST('/api/me/switch-business', { body: { businessId } });

/** The team member's own profile on /admin/account. */
export function useOwnStaffProfile() {
  return useQuery({ queryKey: studioKeys.ownProfile, queryFn: () => api.GET('/api/me/staff-profile') });
}

export function useSaveOwnStaffProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffProfileInput) => api.PUT('/api/me/staff-profile', { body: input }),
    onSuccess: (saved) => queryClient.setQueryData(studioKeys.ownProfile, saved),
  });
}

/** /admin/business/clients: a page of the clients (staff: every one; an expert: their own). */
export function useClients(query: { page: number; pageSize: number; q: string }) {
  const values = { page: query.page, pageSize: query.pageSize, q: query.q.trim() };
  return useQuery({
    queryKey: studioKeys.clients(paramsOf(values)),
    queryFn: () => api.GET('/api/business/clients', { params: { query: definedParams(values) } }),
    placeholderData: keepPreviousData,
  });
}

/** Sets (or, with null, clears) a client's primary expert. */
export function useAssignPrimaryExpert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, expertId }: { id: string; expertId: string | null }) =>
      api.PUT('/api/business/clients/{id}/primary-expert', { params: { path: { id } }, body: { expertId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.allClients }),
  });
}
