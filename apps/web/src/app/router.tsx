import {
  createBrowserRouter,
  type DataRouter,
  type LoaderFunctionArgs,
  type NonIndexRouteObject,
  type RouteObject,
  replace,
} from 'react-router';
import { getStoredAbility, getStoredSession, subscribeToSession } from '../features/auth/session-store.ts';
import { loadNamespaces } from '../i18n/i18n.ts';
import { AppLoading, AppRoot } from './AppRoot.tsx';
import { BlankLayout } from './layouts/BlankLayout.tsx';
import { type NavigationSession, resolveNavigation } from './navigation.ts';
import { PlaceholderPage } from './PlaceholderPage.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { APP_ROUTES, type AppRoute, type RouteLayout } from './routes.ts';
import { memberDataOnly } from './StaffOnMemberPage.tsx';
import type { RouteHandle } from './use-current-route.ts';

function currentNavigationSession(): NavigationSession {
  const session = getStoredSession();
  return session ? { role: session.userData.role, ability: getStoredAbility() } : null;
}

// The guard runs as each route's loader, so it decides before anything renders, and the router runs
// navigations one at a time (a newer one cancels an older one), so a redirect never races a click.
function guard(route: AppRoute, { request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const decision = resolveNavigation({
    route,
    path: url.pathname,
    search: url.search,
    session: currentNavigationSession(),
  });
  if (decision.redirect) throw replace(decision.redirect);
  return null;
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  const base = {
    id: route.path,
    path: route.path,
    handle,
    loader: (args: LoaderFunctionArgs) => guard(route, args),
  };
  const { view } = route;
  switch (view.kind) {
    case 'page':
      return {
        ...base,
        lazy: async () => {
          const [Component] = await Promise.all([view.load(), loadNamespaces(view.namespaces)]);
          return { Component: route.memberData ? memberDataOnly(Component) : Component };
        },
      };
    case 'planned':
      return { ...base, Component: PlaceholderPage };
    case 'landing-redirect':
      return base;
  }
}

async function loadSignedInLayout() {
  const [layouts] = await Promise.all([import('./layouts/DefaultLayout.tsx'), loadNamespaces(['shell'])]);
  return layouts;
}

// The signed-in layouts load on demand, so the sign-in pages do not carry the app bar and menu.
const LAYOUTS: Record<RouteLayout, NonIndexRouteObject> = {
  blank: { id: 'layout-blank', Component: BlankLayout },
  default: {
    id: 'layout-default',
    lazy: async () => ({ Component: (await loadSignedInLayout()).DefaultLayout }),
  },
  fixed: {
    id: 'layout-fixed',
    lazy: async () => ({ Component: (await loadSignedInLayout()).FixedLayout }),
  },
};

/** The router's route objects built from the route table: root, then one branch per layout. */
export function buildRouteObjects(routes: readonly AppRoute[]): RouteObject[] {
  const layouts = Object.keys(LAYOUTS) as RouteLayout[];
  return [
    {
      id: 'app',
      Component: AppRoot,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: AppLoading,
      children: layouts.map((layout) => ({
        ...LAYOUTS[layout],
        children: routes.filter((route) => route.layout === layout).map(toRouteObject),
      })),
    },
  ];
}

/** The browser's router (made on start, not on import: the build's prerender imports this file too). */
export function createAppRouter(): DataRouter {
  const router = createBrowserRouter(buildRouteObjects(APP_ROUTES));
  // Signing in or out (here, in another tab, or a 401 from the server) re-runs the guard on the page
  // being shown.
  subscribeToSession(() => {
    void router.revalidate();
  });
  return router;
}
