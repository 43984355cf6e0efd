import type {
  AuthSession,
  ConsentInput,
  HealthAnswersInput,
  HouseholdMemberInput,
  HouseholdRelationship,
  MedicalAnswers,
  MemberInterestsInput,
  MemberProfileInput,
  NutritionAnswers,
  OnboardingStep,
} from '@bmp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPost } from '../../../lib/api-client.ts';
import { sessionQueryKey, storeSession } from '../../auth/index.ts';

export type MemberProfileView = {
  fullName: string;
  email: string;
  phone: string | null;
  dateOfBirth: string | null;
  address: string | null;
  locationCode: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  sports: string[];
  goals: string[];
  languages: string[];
  medicalFlag: boolean;
  hasPhoto: boolean;
  photoVersion: number;
  termsVersion: string | null;
  privacyVersion: string | null;
  consentedAt: string | null;
  medical: MedicalAnswers | null;
  nutrition: NutritionAnswers | null;
};

export type OnboardingView = MemberProfileView & {
  nextStep: OnboardingStep | 'done';
  policies: { terms: { version: string; date: string }; privacy: { version: string; date: string } };
};

export type HouseholdMember = {
  id: string;
  fullName: string;
  relationship: HouseholdRelationship;
  dateOfBirth: string;
  medicalNote: string;
};

export const memberKeys = {
  onboarding: ['members', 'onboarding'] as const,
  profile: ['members', 'profile'] as const,
  household: ['members', 'household'] as const,
};

export function useOnboarding() {
  return useQuery({
    queryKey: memberKeys.onboarding,
    queryFn: () => apiFetch<OnboardingView>('/api/members/onboarding'),
  });
}

type StepInput = {
  profile: MemberProfileInput;
  interests: MemberInterestsInput;
  medical: unknown;
  nutrition: unknown;
};

/** Saves one onboarding step; the answer is the whole onboarding state, kept as the query's data. */
export function useSaveOnboardingStep<S extends keyof StepInput>(step: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StepInput[S]) =>
      apiFetch<OnboardingView>(`/api/members/onboarding/${step}`, { method: 'PUT', json: input }),
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
    mutationFn: (input: ConsentInput) => apiPost<AuthSession>('/api/members/onboarding/consent', input),
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
    queryFn: () => apiFetch<MemberProfileView>('/api/members/me/profile'),
  });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberProfileInput & MemberInterestsInput) =>
      apiFetch<MemberProfileView>('/api/members/me/profile', { method: 'PUT', json: input }),
    onSuccess: (view) => {
      queryClient.setQueryData(memberKeys.profile, view);
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

export function useSaveHealth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HealthAnswersInput) =>
      apiFetch('/api/members/me/health', { method: 'PUT', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.profile }),
  });
}

export function useSavePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { contentType: string; data: string } | null) =>
      input
        ? apiFetch('/api/members/me/photo', { method: 'PUT', json: input })
        : apiFetch('/api/members/me/photo', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.profile }),
  });
}

export function useHousehold(enabled = true) {
  return useQuery({
    queryKey: memberKeys.household,
    queryFn: () => apiFetch<{ items: HouseholdMember[] }>('/api/members/me/household'),
    enabled,
  });
}

export function useSaveHouseholdMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: HouseholdMemberInput }) =>
      id
        ? apiFetch<HouseholdMember>(`/api/members/me/household/${id}`, { method: 'PUT', json: input })
        : apiPost<HouseholdMember>('/api/members/me/household', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.household }),
  });
}

export function useRemoveHouseholdMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/members/me/household/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.household }),
  });
}
