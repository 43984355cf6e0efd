import { matchRoutes } from 'react-router';
import { ADMIN_ROUTES } from './admin-routes.ts';
import { MEMBER_ROUTES } from './member-routes.ts';
import { PUBLIC_ROUTES } from './public-routes.ts';
import type { AppRoute } from './route-table.ts';

// The one route table: the router (app/router.tsx), the guard (app/navigation.ts) and the side menu
// (app/layouts/NavigationMenu.tsx) all read it. It is kept in three files: public-routes.ts,
// admin-routes.ts and member-routes.ts. SPEC.md section 2 lists the routes; docs/routing.md records the
// paths and role limits we chose where SPEC.md is silent.

export type { AppRoute, PageLoader, RouteLayout, RouteView } from './route-table.ts';

export const APP_ROUTES: readonly AppRoute[] = [...PUBLIC_ROUTES, ...ADMIN_ROUTES, ...MEMBER_ROUTES];

const MATCHABLE = APP_ROUTES.map((route) => ({ path: route.path, route }));

/** The table entry the router picks for `pathname` (the catch-all when nothing else matches). */
export function matchAppRoute(pathname: string): AppRoute {
  const matches = matchRoutes(MATCHABLE, pathname);
  const route = matches?.at(-1)?.route.route;
  if (!route) throw new Error(`The route table has no catch-all for ${pathname}`);
  return route;
}
