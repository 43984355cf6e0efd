import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { fromSearchParams, type ListQuery, toSearchParams } from '../../lib/list-query.ts';

/**
 * A list's page, page size, search and sort, kept in the address (so back, reload and shared links
 * show the same page). Pass `query` to the data table and to the list's fetch.
 */
export function useListQuery(): [ListQuery, (query: ListQuery) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => fromSearchParams(params), [params]);
  const setQuery = useCallback(
    (next: ListQuery) => setParams(toSearchParams(next), { replace: true }),
    [setParams],
  );
  return [query, setQuery];
}
