import type { BookServiceInput, Service, StaffBookServiceInput } from '@bmp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { idempotencyHeader, newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { bookingKeys } from './keys.ts';
import { type BookingArea, servicesPath } from './services-path.ts';

// A key per attempt: a retried request (a flaky network) never books or holds credits twice.
export const bookService = (area: BookingArea, input: BookServiceInput | StaffBookServiceInput) =>
  apiFetch<Service>(servicesPath(area), {
    method: 'POST',
    json: input,
    headers: idempotencyHeader(newIdempotencyKey()),
  });

/** Books a session: a 201 with the session, or a 409 (slot taken) carrying the nearest free slots. */
export function useBookService(area: BookingArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookServiceInput | StaffBookServiceInput) => bookService(area, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.services }),
        queryClient.invalidateQueries({ queryKey: ['booking', 'availability'] }),
      ]),
  });
}
