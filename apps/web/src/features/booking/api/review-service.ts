import type { ReviewInput, Service } from '@bmp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { bookingKeys } from './keys.ts';
import { type BookingArea, servicesPath } from './services-path.ts';

export const reviewService = (area: BookingArea, id: string, input: ReviewInput) =>
  apiPost<Service>(servicesPath(area, id, 'review'), input);

/** The customer's one review of a completed session. */
export function useReviewService(area: BookingArea, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => reviewService(area, id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.service(id) }),
  });
}
