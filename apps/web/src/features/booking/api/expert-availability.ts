import type {
  AvailabilityException,
  AvailabilityExceptionInput,
  ExpertAvailability,
  WeeklyHoursInput,
} from '@bmp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPost } from '../../../lib/api-client.ts';
import { bookingKeys } from './keys.ts';

const expertPath = (expertId: string, ...rest: string[]) =>
  ['/api/experts', expertId, ...rest]
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');

export const getExpertAvailability = (expertId: string) =>
  apiFetch<ExpertAvailability>(expertPath(expertId, 'availability'));

/** An expert's weekly hours and dated exceptions (their own, or anyone's for staff). */
export function useExpertAvailability(expertId: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.expertAvailability(expertId ?? ''),
    queryFn: () => getExpertAvailability(expertId ?? ''),
    enabled: Boolean(expertId),
  });
}

export const saveWeeklyHours = (expertId: string, input: WeeklyHoursInput) =>
  apiFetch<ExpertAvailability>(expertPath(expertId, 'weekly-hours'), { method: 'PUT', json: input });

/** Replaces the expert's week; free times change with it. */
export function useSaveWeeklyHours(expertId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WeeklyHoursInput) => saveWeeklyHours(expertId, input),
    onSuccess: (answer) => {
      queryClient.setQueryData(bookingKeys.expertAvailability(expertId), answer);
      return queryClient.invalidateQueries({ queryKey: ['booking', 'availability'] });
    },
  });
}

export const addException = (expertId: string, input: AvailabilityExceptionInput) =>
  apiPost<AvailabilityException>(expertPath(expertId, 'exceptions'), input);

export const deleteException = (expertId: string, exceptionId: string) =>
  apiFetch<void>(expertPath(expertId, 'exceptions', exceptionId), { method: 'DELETE' });

/** Adds time off or different hours on some dates. */
export function useAddException(expertId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityExceptionInput) => addException(expertId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.expertAvailability(expertId) }),
        queryClient.invalidateQueries({ queryKey: ['booking', 'availability'] }),
      ]),
  });
}

/** Removes a dated exception. */
export function useDeleteException(expertId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (exceptionId: string) => deleteException(expertId, exceptionId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.expertAvailability(expertId) }),
        queryClient.invalidateQueries({ queryKey: ['booking', 'availability'] }),
      ]),
  });
}
