import type { HistoryEntry, Service } from '@bmp/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { bookingKeys } from './keys.ts';
import { type BookingArea, servicesPath } from './services-path.ts';

export const getService = (area: BookingArea, id: string) => apiFetch<Service>(servicesPath(area, id));

/**
 * One session, with the steps the caller may take now. `initial`: the same session from another answer
 * (the member dashboard's), shown at once and fetched again only once it is stale.
 */
export function useService(area: BookingArea, id: string, initial?: { data: Service; updatedAt: number }) {
  return useQuery({
    queryKey: bookingKeys.service(id),
    queryFn: () => getService(area, id),
    initialData: initial?.data,
    initialDataUpdatedAt: initial?.updatedAt,
  });
}

export const getServiceHistory = (area: BookingArea, id: string) =>
  apiFetch<{ items: HistoryEntry[] } | HistoryEntry[]>(servicesPath(area, id, 'history')).then((answer) =>
    Array.isArray(answer) ? answer : answer.items,
  );

/** Every status change of one session, oldest first. */
export function useServiceHistory(area: BookingArea, id: string) {
  return useQuery({ queryKey: bookingKeys.history(id), queryFn: () => getServiceHistory(area, id) });
}
