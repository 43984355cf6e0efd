import { useMatches } from 'react-router';
import type { AppRoute } from './routes.ts';

/** What the router keeps on each table route (`handle`), so layouts can read the table entry. */
export type RouteHandle = { route: AppRoute };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The route-table entry of the page being shown, if any. */
export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}
