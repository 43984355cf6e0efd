import { PAGE_SIZES, type PageSize } from '@bmp/shared';

// The list query every admin list sends (ARCHITECTURE.md "API": page, pageSize, q, sort; answer
// { items, total, page, pageSize }), and the arithmetic of its pagination footer.

export type SortDirection = 'asc' | 'desc';
export type ListSort = { field: string; direction: SortDirection };

export type ListQuery = {
  /** 1-based. */
  page: number;
  pageSize: PageSize;
  q: string;
  sort: ListSort | null;
};

// A page of a list as the API sends it (packages/shared/src/http.ts).
export type { ListPage } from '@bmp/shared';

export const DEFAULT_PAGE_SIZE: PageSize = 10;

export const DEFAULT_LIST_QUERY: ListQuery = { page: 1, pageSize: DEFAULT_PAGE_SIZE, q: '', sort: null };

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** How many pages `total` entries fill (at least 1, so an empty list still has page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The numbers of "Showing X to Y of Z entries" (SPEC.md section 9); X and Y are 0 for an empty list. */
export function showingRange(page: number, pageSize: number, total: number) {
  if (total <= 0) return { from: 0, to: 0, total: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return { from, to, total };
}

/** A column header click: unsorted → ascending → descending → unsorted; another column starts ascending. */
export function nextSort(current: ListSort | null, field: string): ListSort | null {
  if (current?.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : null;
}

/** "name" or "-name" (descending), as the API takes it. */
export function formatSort(sort: ListSort | null): string {
  if (!sort) return '';
  return sort.direction === 'desc' ? `-${sort.field}` : sort.field;
}

export function parseSort(value: string | null): ListSort | null {
  if (!value || value === '-') return null;
  return value.startsWith('-')
    ? { field: value.slice(1), direction: 'desc' }
    : { field: value, direction: 'asc' };
}

/** The query as URL parameters, leaving defaults out (for the address bar and the API). */
export function toSearchParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  if (query.q.trim()) params.set('q', query.q.trim());
  const sort = formatSort(query.sort);
  if (sort) params.set('sort', sort);
  return params;
}

/** The query from URL parameters; anything unreadable falls back to its default. */
export function fromSearchParams(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: isPageSize(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    q: params.get('q') ?? '',
    sort: parseSort(params.get('sort')),
  };
}

/** The same query with some fields changed; a new search, sort or page size goes back to page 1. */
export function updateQuery(query: ListQuery, changes: Partial<ListQuery>): ListQuery {
  const resetsPage = 'q' in changes || 'sort' in changes || 'pageSize' in changes;
  return { ...query, ...changes, page: changes.page ?? (resetsPage ? 1 : query.page) };
}
