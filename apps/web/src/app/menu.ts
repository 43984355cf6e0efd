import type { SessionRole } from '@bmp/shared';
import { canOpenRoute, landingPathFor, type NavigationSession } from './navigation.ts';
import type { AppRoute } from './routes.ts';

// The navigation menu, built from the route table (STYLE.md 7): the routes marked `menu` that the
// signed-in person may open (the guard's own rule, so roles and abilities count exactly as they do
// for the router), from the area of their own landing page, grouped into sections.

export type MenuSection = {
  /** Names the section's label in the `shell` translations (`menu.<key>`); for a lone item its route key. */
  key: string;
  items: AppRoute[];
};

// Routes under these paths share a section; any other menu route stands on its own.
const SECTIONS: readonly (readonly [prefix: string, section: string])[] = [
  ['/admin/services', 'services'],
  ['/admin/provider', 'clients'],
  ['/admin/customers', 'clients'],
  ['/admin/group', 'clients'],
  ['/admin/business', 'business'],
  ['/members/services', 'bookings'],
  ['/members/settings', 'settings'],
];

function sectionOf(route: AppRoute): string | undefined {
  return SECTIONS.find(([prefix]) => route.path === prefix || route.path.startsWith(`${prefix}/`))?.[1];
}

/**
 * The menu items `session` may open: routes with `menu`, allowed by the guard, and in the area of
 * their landing page (staff also hold `read customer`, but the member pages are not their workplace).
 */
export function menuRoutesFor(routes: readonly AppRoute[], session: NavigationSession): AppRoute[] {
  const area = landingPathFor(session)?.split('/')[1];
  return routes.filter(
    (route) =>
      route.menu === true &&
      canOpenRoute(route, session) &&
      (!route.menuRoles ||
        (session !== null && (route.menuRoles as readonly SessionRole[]).includes(session.role))) &&
      (area === undefined || route.path.split('/')[1] === area),
  );
}

/** The menu items grouped into sections, in table order; a section with one item stays a section. */
export function buildMenu(routes: readonly AppRoute[], session: NavigationSession): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const route of menuRoutesFor(routes, session)) {
    const key = sectionOf(route);
    const existing = key ? sections.find((section) => section.key === key) : undefined;
    if (existing) existing.items.push(route);
    else sections.push({ key: key ?? route.key, items: [route] });
  }
  return sections;
}

/** True for a section that groups several pages under a label (not a lone page). */
export function isGroup(section: MenuSection): boolean {
  return section.items.length > 1 || section.key !== section.items[0]?.key;
}
