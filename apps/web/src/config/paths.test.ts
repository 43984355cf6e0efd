import { describe, expect, it } from 'vitest';
import { href, PATHS } from './paths.ts';

describe('href', () => {
  it('fills in and encodes the parameters of a path', () => {
    expect(href(PATHS.adminServiceDetails, { id: 'a1' })).toBe('/admin/services/details/a1');
    expect(href(PATHS.adminServicesByStatus, { status: 'a b' })).toBe('/admin/services/a%20b');
  });

  it('adds a query, leaving out empty values', () => {
    expect(href(PATHS.adminBusinessPayments, undefined, { customerId: 'c1' })).toBe(
      '/admin/business/payments?customerId=c1',
    );
    expect(href(PATHS.adminBusinessPayments, undefined, { customerId: undefined })).toBe(
      '/admin/business/payments',
    );
    expect(href(PATHS.memberPurchases)).toBe('/members/settings/purchases');
  });
});
