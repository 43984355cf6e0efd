import type { PublicConfig } from '@bmp/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export type { PublicConfig };
export type DemoAccount = PublicConfig['demo']['accounts'][number];

export const publicConfigQueryKey = ['public', 'config'] as const;

export const getPublicConfig = () => apiFetch<PublicConfig>('/api/public/config');

/** What the sign-in pages need to know: demo accounts, the default studio, external sign-in. */
export function usePublicConfig() {
  return useQuery({ queryKey: publicConfigQueryKey, queryFn: getPublicConfig, staleTime: 5 * 60_000 });
}
