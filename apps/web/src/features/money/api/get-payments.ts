import type { PaymentMethod, PaymentPage } from '@bmp/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { paramsOf, withParams } from '../../../lib/url-params.ts';
import { moneyKeys } from './keys.ts';

/** The filters GET /api/payments and /api/payments.csv share: days in the studio's time zone. */
export type PaymentFilters = {
  from?: string | undefined;
  to?: string | undefined;
  method?: PaymentMethod | undefined;
  customerId?: string | undefined;
};

export const filterParams = ({ from, to, method, customerId }: PaymentFilters) =>
  paramsOf({ from, to, method, customerId });

/** The CSV download of the same filters (every match, not one page). */
export const paymentsCsvUrl = (filters: PaymentFilters) =>
  withParams('/api/payments.csv', filterParams(filters));

export const getPayments = (params: string) => apiFetch<PaymentPage>(withParams('/api/payments', params));

/** One page of payments with the totals over every match. */
export function usePayments(filters: PaymentFilters, page: number, pageSize: number) {
  const params = paramsOf({ page, pageSize, ...filters });
  return useQuery({
    queryKey: moneyKeys.paymentList(params),
    queryFn: () => getPayments(params),
    placeholderData: keepPreviousData,
  });
}
