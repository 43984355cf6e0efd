import { ACCESS, isStaffRole } from '@bmp/shared';
import { PATHS } from '../config/paths.ts';
import { type AccessSession, canAccess } from '../lib/access.ts';
import type { AppRoute } from './routes.ts';

/** Who is asking, as the guard needs it: null when nobody is signed in. */
export type NavigationSession = AccessSession;

export type NavigationRequest = {
  route: AppRoute;
  /** The pathname that was opened. */
  path: string;
  /** Its query, with or without the leading '?'. */
  search: string;
  session: NavigationSession;
};

export type NavigationDecision = { redirect?: string };

/** True when `session` may open `route` now (public routes always; unauthenticated-only ones only when signed out). */
export function canOpenRoute(route: AppRoute, session: NavigationSession): boolean {
  if (route.public) return true;
  if (route.unauthenticatedOnly) return session === null;
  if (route.signedIn) return session !== null;
  // Deny by default: a route that names no ability is closed.
  if (session === null || !route.ability) return false;
  return canAccess(session, { ...route.ability, roles: route.roles });
}

/** Where `/` sends a signed-in person (SPEC.md "Root path redirect"), or null when nowhere fits. */
export function landingPathFor(session: NavigationSession): string | null {
  if (session === null) return null;
  // Where each role lands (the route there then checks its rule): by role, so that staff whose
  // membership holds no rule are told so on their dashboard's address.
  const { role, ability } = session;
  // The platform's operator has no studio: their place is the console (decision 0062).
  if (canAccess(session, ACCESS.operator)) return PATHS.operatorConsole;
  if (isStaffRole(role)) return PATHS.adminDashboard;
  if (role === 'expert') return PATHS.expertDashboard;
  if (role === 'customer' && ability.can('read', 'onBoard')) return PATHS.memberOnboard;
  if (role === 'customer' && ability.can('read', 'customer')) return PATHS.memberDashboard;
  return null;
}

/** The sign-in address for a visitor who asked for `path`: the query kept, the path added as `to` (not for `/`). */
export function loginPathFor(path: string, search: string): string {
  const params = new URLSearchParams(search);
  if (path !== PATHS.root) params.set('to', path);
  const query = params.toString();
  return query ? `${PATHS.login}?${query}` : PATHS.login;
}

/** Where a member still onboarding lands from a member page: /not-authorized says "Finish onboarding first". */
export const NOT_AUTHORIZED_ONBOARDING = `${PATHS.notAuthorized}?reason=onboarding`;

/** A page for onboarded members (their sessions, credits, settings). */
function isMemberRoute(route: AppRoute): boolean {
  return route.ability?.action === ACCESS.member.action && route.ability.subject === ACCESS.member.subject;
}

/**
 * The route guard of SPEC.md section 2 as a pure function: where to send someone who opens `path`
 * (matched to `route`), or no redirect when they may stay.
 */
export function resolveNavigation({ route, path, search, session }: NavigationRequest): NavigationDecision {
  if (route.view.kind === 'landing-redirect') {
    const landing = landingPathFor(session);
    if (landing) return { redirect: landing };
    // Signed in but with nothing to open (say, a membership without rules): /login and /home would
    // only send them back here, so say so instead of looping.
    if (session) return { redirect: PATHS.notAuthorized };
    const query = new URLSearchParams(search).toString();
    return { redirect: query ? `${PATHS.login}?${query}` : PATHS.home };
  }
  if (canOpenRoute(route, session)) return {};
  if (route.unauthenticatedOnly) return { redirect: PATHS.root };
  // A member still onboarding who follows a member link (an email's, a bookmark) is not refused: the
  // page tells them to finish onboarding first, with the way there.
  if (session && isMemberRoute(route) && canAccess(session, ACCESS.onboarding)) {
    return { redirect: NOT_AUTHORIZED_ONBOARDING };
  }
  if (session) return { redirect: PATHS.notAuthorized };
  return { redirect: loginPathFor(path, search) };
}
