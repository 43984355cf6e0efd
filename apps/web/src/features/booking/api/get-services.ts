import type { ServicePage } from '@bmp/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { paramsOf, withParams } from '../../../lib/url-params.ts';
import { bookingKeys } from './keys.ts';
import { type BookingArea, servicesPath } from './services-path.ts';

export type ServiceListParams = {
  page?: number;
  pageSize?: number;
  status?: string;
  upcoming?: boolean;
  expertId?: string;
  customerId?: string;
  serviceType?: string;
  from?: string;
  to?: string;
  q?: string;
  sort?: string;
};

export const getServices = (area: BookingArea, params: string) =>
  apiFetch<ServicePage>(withParams(servicesPath(area), params));

/** One page of sessions, filtered (GET /api/services or the member's own). */
export function useServices(area: BookingArea, filter: ServiceListParams) {
  const params = paramsOf(filter);
  return useQuery({
    queryKey: bookingKeys.serviceList(`${area}|${params}`),
    queryFn: () => getServices(area, params),
    placeholderData: keepPreviousData,
  });
}
