import { fromSearchParams, type ListQuery, toSearchParams } from '../../../lib/list-query.ts';

/** The admin list's own filters (besides page, page size, search and sort). */
export type ServiceFilters = {
  expertId: string;
  customerId: string;
  serviceType: string;
  from: string;
  to: string;
};

export const FILTER_NAMES = ['expertId', 'customerId', 'serviceType', 'from', 'to'] as const;

export const NO_FILTERS: ServiceFilters = { expertId: '', customerId: '', serviceType: '', from: '', to: '' };

/** The list query and the filters from the address. */
export function readServiceListParams(params: URLSearchParams): {
  query: ListQuery;
  filters: ServiceFilters;
} {
  const filters = { ...NO_FILTERS };
  for (const name of FILTER_NAMES) filters[name] = params.get(name) ?? '';
  return { query: fromSearchParams(params), filters };
}

/** The address of a list query and filters, defaults left out. */
export function writeServiceListParams(query: ListQuery, filters: ServiceFilters): URLSearchParams {
  const params = toSearchParams(query);
  for (const name of FILTER_NAMES) if (filters[name]) params.set(name, filters[name]);
  return params;
}

/** True when any filter is set. */
export const hasFilters = (filters: ServiceFilters) => FILTER_NAMES.some((name) => filters[name] !== '');
