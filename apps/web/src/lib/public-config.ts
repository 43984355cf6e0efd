import { useQuery } from '@tanstack/react-query';
import { api, type Schemas } from './api-client.ts';

// GET /api/public/config, the server's public settings: what the sign-in pages show (features/auth)
// and the maps' tile address (components/map). Here, in lib, because both use it and a shared
// component cannot reach into a feature.

export type PublicConfig = Schemas['PublicConfig'];

export const publicConfigQueryKey = ['public', 'config'] as const;

export const getPublicConfig = () => api.GET('/api/public/config');

/** What the sign-in pages need to know: demo accounts, the default studio, external sign-in; the map tiles. */
export function usePublicConfig() {
  return useQuery({ queryKey: publicConfigQueryKey, queryFn: getPublicConfig, staleTime: 5 * 60_000 });
}
