import type { ServicePlans, ServicePlansInput } from '@bmp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Staff and experts read through the admin area; a member through their own sessions. */
export type PlansArea = 'team' | 'member';

const plansPath = (area: PlansArea, serviceId: string) =>
  `${area === 'team' ? '/api/services' : '/api/me/services'}/${encodeURIComponent(serviceId)}/plans`;

export const plansKey = (serviceId: string) => ['plans', serviceId] as const;

export const getServicePlans = (area: PlansArea, serviceId: string) =>
  apiFetch<ServicePlans>(plansPath(area, serviceId));

/** A session's workout and recovery plans. */
export function useServicePlans(area: PlansArea, serviceId: string) {
  return useQuery({ queryKey: plansKey(serviceId), queryFn: () => getServicePlans(area, serviceId) });
}

export const saveServicePlans = (serviceId: string, input: ServicePlansInput) =>
  apiFetch<ServicePlans>(plansPath('team', serviceId), { method: 'PUT', json: input });

/** Saves both plans (the session's expert, or staff). */
export function useSaveServicePlans(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServicePlansInput) => saveServicePlans(serviceId, input),
    onSuccess: (plans) => queryClient.setQueryData(plansKey(serviceId), plans),
  });
}
