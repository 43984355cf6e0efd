import type { CreditsView, ServiceCategory } from '@bmp/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { paramsOf, withParams } from '../../../lib/url-params.ts';
import { moneyKeys } from './keys.ts';

export type CreditsQuery = { page: number; pageSize: number; kind?: ServiceCategory | undefined };

export const creditsParams = ({ page, pageSize, kind }: CreditsQuery) => paramsOf({ page, pageSize, kind });

export const getMyCredits = (query: CreditsQuery) =>
  apiFetch<CreditsView>(withParams('/api/me/credits', creditsParams(query)));

/** The signed-in member's balances per kind, with expiry dates, and a page of their history. */
export function useMyCredits(query: CreditsQuery, enabled = true) {
  const params = creditsParams(query);
  return useQuery({
    queryKey: moneyKeys.myCredits(params),
    queryFn: () => getMyCredits(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
