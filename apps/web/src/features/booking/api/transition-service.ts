import type { Service, TransitionInput } from '@bmp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { bookingKeys } from './keys.ts';
import { type BookingArea, servicesPath } from './services-path.ts';

export const transitionService = (area: BookingArea, id: string, input: TransitionInput) =>
  apiPost<Service>(servicesPath(area, id, 'transitions'), input);

/** One lifecycle step (confirm, reschedule, cancel, complete); it changes the session, its history and the lists. */
export function useTransitionService(area: BookingArea, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TransitionInput) => transitionService(area, id, input),
    onSuccess: (service) => {
      queryClient.setQueryData(bookingKeys.service(id), service);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.services }),
        queryClient.invalidateQueries({ queryKey: ['booking', 'availability'] }),
      ]),
  });
}
