import type { ServicePlansInput } from '@bmp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Staff and experts read through the admin area; a member through their own sessions. */
export type PlansArea = 'team' | 'member';

export const plansKey = (serviceId: string) => ['plans', serviceId] as const;

export const getServicePlans = (area: PlansArea, serviceId: string) => {
  const params = { path: { id: serviceId } };
  return area === 'team'
    ? api.GET('/api/services/{id}/plans', { params })
    : api.GET('/api/me/services/{id}/plans', { params });
};

/** A session's workout and recovery plans. */
export function useServicePlans(area: PlansArea, serviceId: string) {
  return useQuery({ queryKey: plansKey(serviceId), queryFn: () => getServicePlans(area, serviceId) });
}

export const saveServicePlans = (serviceId: string, input: ServicePlansInput) =>
  api.PUT('/api/services/{id}/plans', { params: { path: { id: serviceId } }, body: input });

/** Saves both plans (the session's expert, or staff). */
export function useSaveServicePlans(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServicePlansInput) => saveServicePlans(serviceId, input),
    onSuccess: (plans) => queryClient.setQueryData(plansKey(serviceId), plans),
  });
}
