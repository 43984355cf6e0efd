import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  NO_FILTERS,
  readServiceListParams,
  writeServiceListParams,
} from './service-list-query.ts';

describe('the admin service list address', () => {
  it('keeps the filters beside page, page size and sort, and reads them back', () => {
    const params = new URLSearchParams(
      'page=2&pageSize=25&sort=-startsAt&serviceType=Duo&from=2026-05-01&x=1',
    );
    const { query, filters } = readServiceListParams(params);
    expect(query).toEqual({ page: 2, pageSize: 25, q: '', sort: { field: 'startsAt', direction: 'desc' } });
    expect(filters).toEqual({ ...NO_FILTERS, serviceType: 'Duo', from: '2026-05-01' });
    expect(writeServiceListParams(query, filters).toString()).toBe(
      'page=2&pageSize=25&sort=-startsAt&serviceType=Duo&from=2026-05-01',
    );
  });

  it('leaves empty filters out and says when none is set', () => {
    expect(
      writeServiceListParams(readServiceListParams(new URLSearchParams()).query, NO_FILTERS).toString(),
    ).toBe('');
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, expertId: 'x' })).toBe(true);
  });
});
