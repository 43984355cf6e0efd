import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { fromSearchParams, type ListQuery, toSearchParams } from '../../lib/list-query.ts';

export type ListFilters<Name extends string> = Partial<Record<Name, string>>;

/**
 * use-list-query.ts plus a list's own filters (dates, method, kind...), all kept
 * in the address, so back, reload and a shared link show the same filtered page. A filter change
 * goes back to page 1.
 */
export function useListFilters<Name extends string>(
  names: readonly Name[],
): {
  query: ListQuery;
  setQuery: (query: ListQuery) => void;
  filters: ListFilters<Name>;
  setFilters: (changes: ListFilters<Name>) => void;
} {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => fromSearchParams(params), [params]);
  const key = names.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the names' content.
  const filters = useMemo(() => {
    const values: ListFilters<Name> = {};
    for (const name of names) {
      const value = params.get(name);
      if (value) values[name] = value;
    }
    return values;
  }, [params, key]);

  const write = useCallback(
    (nextQuery: ListQuery, nextFilters: ListFilters<Name>) => {
      const next = toSearchParams(nextQuery);
      for (const [name, value] of Object.entries(nextFilters) as [Name, string | undefined][]) {
        if (value) next.set(name, value);
      }
      setParams(next, { replace: true });
    },
    [setParams],
  );
  const setQuery = useCallback((next: ListQuery) => write(next, filters), [write, filters]);
  const setFilters = useCallback(
    (changes: ListFilters<Name>) => write({ ...query, page: 1 }, { ...filters, ...changes }),
    [write, query, filters],
  );
  return { query, setQuery, filters, setFilters };
}
