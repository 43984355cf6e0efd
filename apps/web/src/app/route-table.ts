import type { AbilityRule, Role } from '@bmp/shared';
import type { ComponentType } from 'react';

// What a route-table entry is, and the views the three route files (public-routes.ts, admin-routes.ts,
// member-routes.ts) share. app/routes.ts puts the files together into the one table.

/** blank: centred card (public and sign-in pages); default: app bar and menu; fixed: default at full height. */
export type RouteLayout = 'blank' | 'default' | 'fixed';

export type PageLoader = () => Promise<ComponentType>;

export type RouteView =
  /** A built page, loaded on demand with the translation namespaces it uses. */
  | { kind: 'page'; load: PageLoader; namespaces: readonly string[] }
  /** Not built yet: a placeholder says what it will do (`routes:<key>.summary`), behind the real guard. */
  | { kind: 'planned' }
  /** `/`: sends each person to their own landing page (SPEC.md "Root path redirect"). */
  | { kind: 'landing-redirect' };

export type AppRoute = {
  path: string;
  /**
   * Names the route's texts in the `routes` translations: `<key>.title` (page and document title),
   * `<key>.menu` (menu label) and, for planned pages, `<key>.summary`.
   */
  key: string;
  layout: RouteLayout;
  /** Anyone may open it, signed in or not; no ability check. */
  public?: boolean;
  /** Only people who are not signed in; a signed-in person is sent to `/`. */
  unauthenticatedOnly?: boolean;
  /** Anyone signed in, whatever their role and rules (a member still onboarding too): their own things. */
  signedIn?: boolean;
  /** The rule a signed-in person needs. A route that is neither public, unauthenticated-only nor has one is closed. */
  ability?: AbilityRule;
  /** Only these roles, and only while they also hold `ability` (SPEC.md section 6). */
  roles?: readonly Role[];
  /**
   * Shows the signed-in member's own data (sessions, credits, purchases). Staff and experts may open it
   * (they hold `read customer`) but have no member data of their own: they get a pointer to the admin
   * area instead of the page (docs/decisions/0023-staff-on-member-pages.md).
   */
  memberData?: boolean;
  /** Listed in the navigation menu (label `routes:<key>.menu`); others are reached from other pages. */
  menu?: boolean;
  /** Listed in the menu only for these roles; the others who may open it reach it by address alone. */
  menuRoles?: readonly Role[];
  /** A front page: full width in the blank layout, with the public header and footer (not a card). */
  front?: boolean;
  /** A platform operator's page: full width in the blank layout under the operator's bar (decision 0062). */
  operator?: boolean;
  view: RouteView;
};

export const page = (load: PageLoader, namespaces: readonly string[] = []): RouteView => ({
  kind: 'page',
  load,
  namespaces,
});
export const planned: RouteView = { kind: 'planned' };

// The money pages (docs/decisions/0012-money-pages.md) share one translation namespace.
export const moneyPage = (load: PageLoader) => page(load, ['money']);

// The studio's set-up pages (profile, team, invitations, public page) share one namespace.
export const studioPage = (load: PageLoader) => page(load, ['studio']);

// The dashboards share one namespace; their session lists use booking's texts.
export const dashboardPage = (load: PageLoader) => page(load, ['dashboards', 'booking']);

// The member's own pages (onboarding, profile, household, policies) share one namespace.
export const memberPage = (load: PageLoader) => page(load, ['members']);

export const accountSecurityPage = page(
  () =>
    import('../features/account/routes/account-security-page.tsx').then(
      (module) => module.AccountSecurityPage,
    ),
  // 'members': a member's "My data" download; 'studio': a team member's own profile.
  ['auth', 'email', 'members', 'studio'],
);

// /admin/services and /admin/services/:status are one page (the first shows every status).
export const adminServicesPage = page(
  () =>
    import('../features/booking/routes/admin-services-page.tsx').then((module) => module.AdminServicesPage),
  ['booking'],
);
