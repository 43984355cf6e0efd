import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api, isApiError, type Schemas } from '../../../lib/api-client.ts';
import { type Contract, signingKeys } from './signing.ts';

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
      if (answer.contract) void queryClient.invalidateQueries({ queryKey: signingKeys.mine, exact: true });
    },
  });
}

/** A booking or class join refused until the studio's waiver is signed (409 with `errors.waiver`). */
export function isWaiverRequired(error: unknown): error is ApiError {
  return isApiError(error, 409) && Array.isArray(error.problem.errors?.waiver);
}

/** The waivers among the member's contracts: whether the studio uses one, and each dependant's latest. */
export type MyWaivers = { inUse: boolean; forDependant: Map<string, Contract> };

function myWaivers({ items }: { items: Contract[] }): MyWaivers {
  const waivers = items.filter((contract) => contract.kind === 'waiver' && contract.status !== 'draft');
  const forDependant = new Map<string, Contract>();
  // Newest first, so each dependant keeps their latest copy.
  for (const contract of [...waivers].sort((a, b) => b.issuedAt.localeCompare(a.issuedAt))) {
    if (contract.dependant && !forDependant.has(contract.dependant.id)) {
      forDependant.set(contract.dependant.id, contract);
    }
  }
  return { inUse: waivers.length > 0, forDependant };
}

/**
 * The member's waivers, read from their contracts (the same request and cache as the contracts page).
 * The member cannot ask whether the studio requires one without being issued a copy, so a studio
 * "uses" waivers for this member once any waiver was issued to them (onboarding or a booking does).
 */
export function useMyWaivers(enabled = true) {
  return useQuery({
    queryKey: signingKeys.mine,
    queryFn: () => api.GET('/api/me/contracts'),
    select: myWaivers,
    enabled,
  });
}
