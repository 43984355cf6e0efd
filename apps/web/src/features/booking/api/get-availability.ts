import type { Availability } from '@bmp/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { paramsOf, withParams } from '../../../lib/url-params.ts';
import { bookingKeys } from './keys.ts';
import type { BookingArea } from './services-path.ts';

export type AvailabilityFilter = {
  offeringId: string | undefined;
  date: string | undefined;
  /** Omit for "any available expert". */
  expertId?: string | null | undefined;
  /** Staff booking for a customer: keep the customer's own sessions free too. */
  customerId?: string | undefined;
};

// Members ask their own route, which also keeps their own sessions free.
export const getAvailability = (area: BookingArea, params: string) =>
  apiFetch<Availability>(
    withParams(area === 'member' ? '/api/me/availability' : '/api/availability', params),
  );

/** The free start times of an offering on one date (in the business's time zone). */
export function useAvailability(area: BookingArea, filter: AvailabilityFilter) {
  const params = paramsOf({
    offeringId: filter.offeringId,
    date: filter.date,
    expertId: filter.expertId,
    customerId: filter.customerId,
  });
  return useQuery({
    queryKey: bookingKeys.availability(`${area}|${params}`),
    queryFn: () => getAvailability(area, params),
    enabled: Boolean(filter.offeringId && filter.date),
    // Slots go quickly; never offer one from a stale answer for long.
    staleTime: 15_000,
  });
}
