import type { CreditsView } from '@bmp/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { withParams } from '../../../lib/url-params.ts';
import { type CreditsQuery, creditsParams } from './get-my-credits.ts';
import { moneyKeys } from './keys.ts';

export const getCustomerCredits = (customerId: string, query: CreditsQuery) =>
  apiFetch<CreditsView>(
    withParams(`/api/customers/${encodeURIComponent(customerId)}/credits`, creditsParams(query)),
  );

/** A customer's balances, expiry dates and a page of their credit history (staff). */
export function useCustomerCredits(customerId: string, query: CreditsQuery) {
  const params = creditsParams(query);
  return useQuery({
    queryKey: moneyKeys.customerCredits(customerId, params),
    queryFn: () => getCustomerCredits(customerId, query),
    placeholderData: keepPreviousData,
  });
}
