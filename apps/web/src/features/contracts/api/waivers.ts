import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api, isApiError, type Schemas } from '../../../lib/api-client.ts';
import { signingKeys } from './signing.ts';

// The studio's required waiver in the member's own flows (docs/decisions/0053-contracts.md):
// onboarding offers it, a booking or class join refused for it leads to it, and the household page
// lets a guardian sign a minor's. `POST /api/me/waiver` answers the open copy, issuing and sending one
// when there is none, or no contract when there is nothing to sign.

export type WaiverToSign = Schemas['WaiverToSign'];
export type WaiverStatus = Schemas['WaiverStatus'];

export const waiverKeys = {
  onboarding: ['contracts', 'waiver', 'onboarding'] as const,
};

const waiverToSign = (dependantId: string | null) => api.POST('/api/me/waiver', { body: { dependantId } });

/**
 * The member's own waiver while onboarding, asked for once the questionnaire is saved (`enabled`), so
 * the copy issued carries the name and phone just given. Asked once per visit: it may issue and email
 * a copy, and the answer does not change while the member reads it.
 */
export function useOnboardingWaiver(enabled: boolean) {
  return useQuery({
    queryKey: waiverKeys.onboarding,
    queryFn: () => waiverToSign(null),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** Asks for the waiver to sign now: the member's own (null) or, as guardian, a dependant's. */
export function useOpenWaiver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: waiverToSign,
    // A copy may just have been issued: the contracts list shows it.
    onSuccess: (answer) => {
      if (!answer.contract) return;
      void queryClient.invalidateQueries({ queryKey: signingKeys.mine, exact: true });
      void queryClient.invalidateQueries({ queryKey: myWaiversKey });
    },
  });
}

/** A booking or class join refused until the studio's waiver is signed (409 with `errors.waiver`). */
export function isWaiverRequired(error: unknown): error is ApiError {
  return isApiError(error, 409) && Array.isArray(error.problem.errors?.waiver);
}

export const myWaiversKey = ['contracts', 'waiver', 'mine'] as const;

/**
 * Whether the studio requires a waiver, and where the member's own and each dependant's stand
 * (GET /api/me/waiver: a read that issues nothing).
 */
export function useMyWaivers(enabled = true) {
  return useQuery({ queryKey: myWaiversKey, queryFn: () => api.GET('/api/me/waiver'), enabled });
}
