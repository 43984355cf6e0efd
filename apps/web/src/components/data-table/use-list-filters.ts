import { useCallback, useMemo, useRef } from 'react';
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

  // The address a change starts from: the last one written, not the one rendered. The router commits
  // a new address only after the route's loaders ran, so two changes in a row (a customer chosen, then
  // a date typed; or the table's own search) would otherwise each start from the old address and the
  // second would drop the first. An address that comes from elsewhere (back, a link) is followed.
  const latest = useRef(params);
  const pending = useRef(new Set<string>());
  const seen = useRef(params);
  if (seen.current !== params) {
    seen.current = params;
    const committed = params.toString();
    if (committed === latest.current.toString()) pending.current.clear();
    else if (!pending.current.has(committed)) {
      latest.current = params;
      pending.current.clear();
    }
  }
  const current = useCallback(() => {
    const values: ListFilters<Name> = {};
    for (const name of key.split(',') as Name[]) {
      const value = latest.current.get(name);
      if (value) values[name] = value;
    }
    return { query: fromSearchParams(latest.current), filters: values };
  }, [key]);

  const write = useCallback(
    (nextQuery: ListQuery, nextFilters: ListFilters<Name>) => {
      const next = toSearchParams(nextQuery);
      for (const [name, value] of Object.entries(nextFilters) as [Name, string | undefined][]) {
        if (value) next.set(name, value);
      }
      latest.current = next;
      pending.current.add(next.toString());
      setParams(next, { replace: true });
    },
    [setParams],
  );
  const setQuery = useCallback((next: ListQuery) => write(next, current().filters), [write, current]);
  const setFilters = useCallback(
    (changes: ListFilters<Name>) => {
      const now = current();
      write({ ...now.query, page: 1 }, { ...now.filters, ...changes });
    },
    [write, current],
  );
  return { query, setQuery, filters, setFilters };
}
