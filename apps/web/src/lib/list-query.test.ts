import { PAGE_SIZES } from '@bmp/shared';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_QUERY,
  fromSearchParams,
  nextSort,
  pageCount,
  showingRange,
  toSearchParams,
  updateQuery,
} from './list-query.ts';

describe('the list query', () => {
  it('counts "Showing X to Y of Z entries" for first, middle, last and empty pages', () => {
    expect(showingRange(1, 10, 57)).toEqual({ from: 1, to: 10, total: 57 });
    expect(showingRange(3, 20, 57)).toEqual({ from: 41, to: 57, total: 57 });
    expect(showingRange(2, 25, 50)).toEqual({ from: 26, to: 50, total: 50 });
    expect(showingRange(1, 10, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });

  it('has at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(101, 100)).toBe(2);
    expect(pageCount(100, 5)).toBe(20);
  });

  it('cycles a column through ascending, descending and unsorted; another column starts ascending', () => {
    const asc = nextSort(null, 'name');
    expect(asc).toEqual({ field: 'name', direction: 'asc' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ field: 'name', direction: 'desc' });
    expect(nextSort(desc, 'name')).toBeNull();
    expect(nextSort(desc, 'email')).toEqual({ field: 'email', direction: 'asc' });
  });

  it('round-trips through URL parameters, leaving defaults out', () => {
    const query = {
      page: 3,
      pageSize: 50 as const,
      q: 'ana',
      sort: { field: 'createdAt', direction: 'desc' as const },
    };
    const params = toSearchParams(query);
    expect(params.toString()).toBe('page=3&pageSize=50&q=ana&sort=-createdAt');
    expect(fromSearchParams(params)).toEqual(query);
    expect(toSearchParams(DEFAULT_LIST_QUERY).toString()).toBe('');
  });

  it('accepts only the page sizes 5, 10, 20, 25, 50 and 100, and pages from 1', () => {
    expect(PAGE_SIZES).toEqual([5, 10, 20, 25, 50, 100]);
    expect(fromSearchParams(new URLSearchParams('pageSize=30&page=-2'))).toEqual(DEFAULT_LIST_QUERY);
    expect(fromSearchParams(new URLSearchParams('pageSize=25')).pageSize).toBe(25);
  });

  it('goes back to page 1 on a new search, sort or page size, but not on a page change', () => {
    const onPage4 = { ...DEFAULT_LIST_QUERY, page: 4 };
    expect(updateQuery(onPage4, { q: 'x' }).page).toBe(1);
    expect(updateQuery(onPage4, { pageSize: 50 }).page).toBe(1);
    expect(updateQuery(onPage4, { sort: null }).page).toBe(1);
    expect(updateQuery(onPage4, { page: 5 }).page).toBe(5);
  });
});
