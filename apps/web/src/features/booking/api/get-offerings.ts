import type { ExpertCard, Offering } from '@bmp/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { ListPage } from '../../../lib/list-query.ts';
import { paramsOf, withParams } from '../../../lib/url-params.ts';
import { bookingKeys } from './keys.ts';

/** An offering as answered, with who delivers it now (its listed experts, or every active expert). */
export type BookableOffering = Offering;

export const getOfferings = (params: string) =>
  apiFetch<ListPage<BookableOffering>>(withParams('/api/offerings', params));

/** The catalog for staff and experts (/admin/business/services, filters of the admin lists). */
export function useOfferings(
  filter: { page?: number; pageSize?: number; q?: string; active?: boolean; locationId?: string } = {},
  enabled = true,
) {
  const params = paramsOf({
    page: filter.page,
    pageSize: filter.pageSize ?? 100,
    q: filter.q?.trim(),
    active: filter.active,
    locationId: filter.locationId,
  });
  return useQuery({
    queryKey: bookingKeys.offeringList(params),
    queryFn: () => getOfferings(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const getBookableOfferings = () =>
  apiFetch<{ items: BookableOffering[] }>('/api/me/offerings').then((page) => page.items);

/** What a member can book: the active offerings. */
export function useBookableOfferings() {
  return useQuery({ queryKey: bookingKeys.offeringList('me'), queryFn: getBookableOfferings });
}

/** The experts who deliver an offering now. */
export function expertsOf(offering: BookableOffering | undefined): ExpertCard[] {
  if (!offering) return [];
  return offering.deliveredBy;
}
