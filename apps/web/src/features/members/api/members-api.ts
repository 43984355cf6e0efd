import type {
  ConsentInput,
  CustomerPointInput,
  HealthAnswersInput,
  HouseholdMemberInput,
  MedicalAnswersInput,
  MemberInterestsInput,
  MemberProfileInput,
  MemberProfileUpdateInput,
  NutritionAnswersInput,
} from '@bmp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api, type Schemas } from '../../../lib/api-client.ts';
import { sessionQueryKey, storeSession } from '../../auth/index.ts';

export type MemberProfileView = Schemas['MemberProfile'];
export type OnboardingView = Schemas['Onboarding'];
export type HouseholdMember = Schemas['HouseholdMember'];
export type CustomerProfile = Schemas['CustomerProfile'];
export type CustomerHealth = Schemas['HealthAnswers'];
export type StudioContact = Schemas['StudioContact'];

export const memberKeys = {
  onboarding: ['members', 'onboarding'] as const,
  profile: ['members', 'profile'] as const,
  household: ['members', 'household'] as const,
  customerProfile: (customerId: string) => ['members', 'customer-profile', customerId] as const,
  customerHealth: (customerId: string) => ['members', 'customer-health', customerId] as const,
  supportContact: (slug: string | null) => ['support', 'contact', slug] as const,
};

export function useOnboarding() {
  return useQuery({
    queryKey: memberKeys.onboarding,
    queryFn: () => api.GET('/api/members/onboarding'),
  });
}

// The forms send packages/shared's zod input types. Where one is wider than the document's schema
// (shared types its location codes, sport ids and image types as string), the body is passed as the
// document's type: the API validates it (docs/decisions/0037-typed-api-contract.md).
const saveStep = {
  profile: (input: MemberProfileInput) =>
    api.PUT('/api/members/onboarding/profile', {
      body: input as ApiBody<'/api/members/onboarding/profile', 'put'>,
    }),
  interests: (input: MemberInterestsInput) =>
    api.PUT('/api/members/onboarding/interests', {
      body: input as ApiBody<'/api/members/onboarding/interests', 'put'>,
    }),
  medical: (input: MedicalAnswersInput) => api.PUT('/api/members/onboarding/medical', { body: input }),
  nutrition: (input: NutritionAnswersInput) => api.PUT('/api/members/onboarding/nutrition', { body: input }),
};
type StepInput = { [S in keyof typeof saveStep]: Parameters<(typeof saveStep)[S]>[0] };

/** Saves one onboarding step; the answer is the whole onboarding state, kept as the query's data. */
export function useSaveOnboardingStep<S extends keyof StepInput>(step: S) {
  const queryClient = useQueryClient();
  // One step's function: TypeScript cannot relate `saveStep[step]` to `StepInput[S]` by itself.
  const save = saveStep[step] as (input: StepInput[S]) => Promise<OnboardingView>;
  return useMutation({
    mutationFn: save,
    onSuccess: (view) => queryClient.setQueryData(memberKeys.onboarding, view),
  });
}

/**
 * Agrees to the policies and finishes: the answer is the session with its new rules (read customer),
 * stored at once so the guard lets the member into the member area without signing in again.
 */
export function useFinishOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConsentInput) => api.POST('/api/members/onboarding/consent', { body: input }),
    onSuccess: (session) => {
      storeSession(session);
      queryClient.setQueryData(sessionQueryKey, session);
      queryClient.removeQueries({ queryKey: memberKeys.onboarding });
    },
  });
}

export function useMyProfile() {
  return useQuery({
    queryKey: memberKeys.profile,
    queryFn: () => api.GET('/api/members/me/profile'),
  });
}

/**
 * The address on file and its point on the map, for a booking at home (decision 0060): the member's
 * own, or with `customerId` (staff) the customer's. Asked for only while `enabled`.
 */
export function useAddressOnFile(customerId: string | undefined, enabled: boolean) {
  const own = useQuery({
    queryKey: memberKeys.profile,
    queryFn: () => api.GET('/api/members/me/profile'),
    enabled: enabled && !customerId,
  });
  const theirs = useQuery({
    queryKey: memberKeys.customerProfile(customerId ?? ''),
    queryFn: () =>
      api.GET('/api/customers/{customerId}/profile', { params: { path: { customerId: customerId ?? '' } } }),
    enabled: enabled && Boolean(customerId),
  });
  const profile = customerId ? theirs.data : own.data;
  if (!profile) return undefined;
  const point =
    profile.latitude !== null && profile.longitude !== null
      ? { latitude: profile.latitude, longitude: profile.longitude }
      : null;
  return { address: profile.address, point };
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberProfileUpdateInput) =>
      api.PUT('/api/members/me/profile', { body: input as ApiBody<'/api/members/me/profile', 'put'> }),
    onSuccess: (view) => {
      queryClient.setQueryData(memberKeys.profile, view);
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

export function useSaveHealth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HealthAnswersInput) => api.PUT('/api/members/me/health', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.profile }),
  });
}

export function useSavePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { contentType: string; data: string } | null) =>
      input
        ? api.PUT('/api/members/me/photo', { body: input as ApiBody<'/api/members/me/photo', 'put'> })
        : api.DELETE('/api/members/me/photo'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.profile }),
  });
}

export function useHousehold(enabled = true) {
  return useQuery({
    queryKey: memberKeys.household,
    queryFn: () => api.GET('/api/members/me/household'),
    enabled,
  });
}

export function useSaveHouseholdMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: HouseholdMemberInput }) =>
      id
        ? api.PUT('/api/members/me/household/{id}', { params: { path: { id } }, body: input })
        : api.POST('/api/members/me/household', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.household }),
  });
}

export function useRemoveHouseholdMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE('/api/members/me/household/{id}', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.household }),
  });
}

/** A customer's profile for staff and their experts (/admin/customers/details/:id). */
export function useCustomerProfile(customerId: string) {
  return useQuery({
    queryKey: memberKeys.customerProfile(customerId),
    queryFn: () => api.GET('/api/customers/{customerId}/profile', { params: { path: { customerId } } }),
  });
}

/** Staff place a customer's address on the map (or clear it): the profile as saved comes back. */
export function useSaveCustomerPoint(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerPointInput) =>
      api.PUT('/api/customers/{customerId}/point', { params: { path: { customerId } }, body: input }),
    onSuccess: (profile) => queryClient.setQueryData(memberKeys.customerProfile(customerId), profile),
  });
}

/** A customer's health answers: only on request (`enabled`), since every read is audited. */
export function useCustomerHealth(customerId: string, enabled: boolean) {
  return useQuery({
    queryKey: memberKeys.customerHealth(customerId),
    queryFn: () => api.GET('/api/customers/{customerId}/health', { params: { path: { customerId } } }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The studio's contact details on the support page (no sign-in). */
export function useSupportContact(slug: string | null) {
  return useQuery({
    queryKey: memberKeys.supportContact(slug),
    queryFn: () => api.GET('/api/support/contact', { params: { query: { business: slug ?? '' } } }),
    enabled: Boolean(slug),
  });
}

/** Sends a message to the studio's staff from the support page. */
export function useSendSupportRequest() {
  return useMutation({
    mutationFn: (input: ApiBody<'/api/support'>) => api.POST('/api/support', { body: input }),
  });
}
