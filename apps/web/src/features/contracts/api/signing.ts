import type { contractSignSchema } from '@bmp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiHref, type Schemas } from '../../../lib/api-client.ts';

// The signer's side of contracts (docs/decisions/0053-contracts.md): a signed-in person's own
// contracts (/api/me/contracts), the owner's countersignature, and the emailed link that needs no
// password (/api/contract-links/:token). The staff's routes are api/contracts.ts.

export type Contract = Schemas['Contract'];
export type ContractToSign = Schemas['ContractToSign'];
/** What the signing form sends: the shared schema's output (consent, its version, name, drawing). */
export type ContractSignValues = z.output<typeof contractSignSchema>;

export const signingKeys = {
  mine: ['contracts', 'mine'] as const,
  mineOne: (id: string) => ['contracts', 'mine', id] as const,
  link: (token: string) => ['contracts', 'link', token] as const,
};

/** The signed-in person's contracts (as guardian too; the owner's waiting for a countersignature). */
export function useMyContracts() {
  return useQuery({ queryKey: signingKeys.mine, queryFn: () => api.GET('/api/me/contracts') });
}

/** One of them to read and sign; the first look is recorded as "viewed". */
export function useMyContract(id: string) {
  return useQuery({
    queryKey: signingKeys.mineOne(id),
    queryFn: () => api.GET('/api/me/contracts/{id}', { params: { path: { id } } }),
    enabled: id !== '',
    // Read once: what the signer read is what they sign, and after a countersignature the owner may no
    // longer open it through this route (only its signer can).
    refetchOnWindowFocus: false,
  });
}

/** After signing or declining: the page shows the contract as it now stands; the list asks again. */
function useSettle(key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return (contract: Contract) => {
    queryClient.setQueryData<ContractToSign>(key, (old) => (old ? { ...old, contract } : old));
    void queryClient.invalidateQueries({ queryKey: signingKeys.mine, exact: true });
  };
}

export function useSignMyContract(id: string) {
  const settle = useSettle(signingKeys.mineOne(id));
  return useMutation({
    mutationFn: (input: ContractSignValues) =>
      api.POST('/api/me/contracts/{id}/sign', { params: { path: { id } }, body: input }),
    onSuccess: settle,
  });
}

export function useDeclineMyContract(id: string) {
  const settle = useSettle(signingKeys.mineOne(id));
  return useMutation({
    mutationFn: (reason: string) =>
      api.POST('/api/me/contracts/{id}/decline', { params: { path: { id } }, body: { reason } }),
    onSuccess: settle,
  });
}

/** The owner countersigns a contractor agreement the expert signed. */
export function useCountersignContract(id: string) {
  const settle = useSettle(signingKeys.mineOne(id));
  return useMutation({
    mutationFn: (input: ContractSignValues) =>
      api.POST('/api/contracts/{id}/countersign', { params: { path: { id } }, body: input }),
    onSuccess: settle,
  });
}

export const myContractPdfHref = (id: string) => apiHref('/api/me/contracts/{id}/pdf', { path: { id } });

/**
 * The PDF as the team downloads it: an expert their own, staff any (so the owner keeps it after
 * countersigning, when it is no longer theirs to sign).
 */
export const teamContractPdfHref = (id: string) => apiHref('/api/contracts/{id}/pdf', { path: { id } });

/** The contract behind an emailed link; a link that is not (or no longer) valid is a 404, not retried. */
export function useContractLink(token: string) {
  return useQuery({
    queryKey: signingKeys.link(token),
    queryFn: () => api.GET('/api/contract-links/{token}', { params: { path: { token } } }),
    retry: false,
    enabled: token !== '',
  });
}

export function useSignContractLink(token: string) {
  const settle = useSettle(signingKeys.link(token));
  return useMutation({
    mutationFn: (input: ContractSignValues) =>
      api.POST('/api/contract-links/{token}/sign', { params: { path: { token } }, body: input }),
    onSuccess: settle,
  });
}

export function useDeclineContractLink(token: string) {
  const settle = useSettle(signingKeys.link(token));
  return useMutation({
    mutationFn: (reason: string) =>
      api.POST('/api/contract-links/{token}/decline', { params: { path: { token } }, body: { reason } }),
    onSuccess: settle,
  });
}

export const contractLinkPdfHref = (token: string) =>
  apiHref('/api/contract-links/{token}/pdf', { path: { token } });
