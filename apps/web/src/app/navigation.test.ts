import { abilityRulesFor, buildAbility, type Role } from '@bmp/shared';
import { describe, expect, it } from 'vitest';
import { canOpenRoute, landingPathFor, type NavigationSession, resolveNavigation } from './navigation.ts';
import { matchAppRoute } from './routes.ts';

function sessionOf(role: Role, { onboarded = true }: { onboarded?: boolean } = {}): NavigationSession {
  return { role, ability: buildAbility(abilityRulesFor({ role, status: 'active', onboarded })) };
}

const principal = sessionOf('principal');
const admin = sessionOf('admin');
const expert = sessionOf('expert');
const member = sessionOf('customer');
const newMember = sessionOf('customer', { onboarded: false });
const visitor: NavigationSession = null;

/** Where opening `url` sends `session`; undefined when they may stay. */
function redirectFor(url: string, session: NavigationSession): string | undefined {
  const { pathname, search } = new URL(url, 'https://studio.test');
  return resolveNavigation({ route: matchAppRoute(pathname), path: pathname, search, session }).redirect;
}

describe('the root path', () => {
  it.each([
    ['principal', principal, '/admin/dashboard'],
    ['admin', admin, '/admin/dashboard'],
    ['expert', expert, '/admin/expert-dashboard'],
    ['onboarded member', member, '/members/dashboard'],
    ['member still onboarding', newMember, '/members/onboard'],
  ])('sends the %s to their landing page', (_name, session, landing) => {
    expect(redirectFor('/', session)).toBe(landing);
    expect(landingPathFor(session)).toBe(landing);
  });

  it('sends a visitor to /home', () => {
    expect(redirectFor('/', visitor)).toBe('/home');
  });

  it('sends a visitor with query parameters to /login, keeping the query and adding no `to`', () => {
    expect(redirectFor('/?business=demo&ref=flyer', visitor)).toBe('/login?business=demo&ref=flyer');
  });

  it('sends a signed-in person without any rule to /not-authorized rather than round in circles', () => {
    const deactivated: NavigationSession = { role: 'admin', ability: buildAbility([]) };
    expect(redirectFor('/', { role: 'customer', ability: buildAbility([]) })).toBe('/not-authorized');
    expect(redirectFor('/', deactivated)).toBe('/admin/dashboard');
    expect(redirectFor('/admin/dashboard', deactivated)).toBe('/not-authorized');
  });
});

describe('unauthenticated-only routes', () => {
  it.each([
    '/login',
    '/home',
    '/member-login',
    '/expert-login',
    '/business',
    '/business/signup',
    '/register',
  ])('lets a visitor open %s and sends a signed-in person to /', (path) => {
    expect(redirectFor(path, visitor)).toBeUndefined();
    for (const session of [principal, admin, expert, member, newMember]) {
      expect(redirectFor(path, session)).toBe('/');
    }
  });

  it('treats the member policies and support pages as unauthenticated-only, as SPEC.md says', () => {
    expect(redirectFor('/members/policies/privacy', visitor)).toBeUndefined();
    expect(redirectFor('/members/support', member)).toBe('/');
  });
});

describe('public routes', () => {
  it.each([
    '/not-authorized',
    '/pages/misc/not-found/x/y',
    '/pages/misc/coming-soon',
    '/pages/errors/500',
    '/nowhere',
  ])('opens %s for everyone', (path) => {
    for (const session of [visitor, principal, admin, expert, member, newMember]) {
      expect(redirectFor(path, session)).toBeUndefined();
    }
  });
});

describe('routes for anyone signed in', () => {
  it('opens the Mailbox to every signed-in person, a member still onboarding too, and sends a visitor to sign in', () => {
    for (const session of [principal, admin, expert, member, newMember]) {
      expect(redirectFor('/mailbox', session)).toBeUndefined();
    }
    expect(redirectFor('/mailbox', visitor)).toBe('/login?to=%2Fmailbox');
  });
});

describe('routes that need an ability', () => {
  it('sends a signed-in person without the ability to /not-authorized', () => {
    expect(redirectFor('/admin/dashboard', member)).toBe('/not-authorized');
    expect(redirectFor('/admin/services/prepaid', expert)).toBe('/not-authorized');
    expect(redirectFor('/members/onboard', member)).toBe('/not-authorized');
  });

  it('sends a visitor to /login with the path in `to`, beside the query they had', () => {
    const redirect = redirectFor('/members/services?tab=past', visitor);
    expect(redirect).toBe('/login?tab=past&to=%2Fmembers%2Fservices');
    const url = new URL(redirect ?? '', 'https://studio.test');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('to')).toBe('/members/services');
    expect(url.searchParams.get('tab')).toBe('past');
  });

  it('lets staff open the prepaid page that needs the admin action', () => {
    expect(redirectFor('/admin/services/prepaid', admin)).toBeUndefined();
    expect(redirectFor('/admin/services/prepaid', principal)).toBeUndefined();
  });

  it('opens the memberships pages to staff only, and the member’s own to members (decision 0055)', () => {
    for (const path of ['/admin/services/memberships', '/admin/services/memberships/7']) {
      expect(redirectFor(path, admin), path).toBeUndefined();
      expect(redirectFor(path, principal), path).toBeUndefined();
      expect(redirectFor(path, expert), path).toBe('/not-authorized');
      expect(redirectFor(path, member), path).toBe('/not-authorized');
    }
    for (const path of ['/members/memberships', '/members/memberships/7']) {
      expect(redirectFor(path, member), path).toBeUndefined();
      expect(redirectFor(path, newMember), path).toBe('/not-authorized?reason=onboarding');
    }
  });

  it('keeps admin routes from members, and member routes from members still onboarding', () => {
    for (const path of [
      '/admin/services',
      '/admin/customers/list',
      '/admin/account',
      '/admin/services/track',
    ]) {
      expect(redirectFor(path, member)).toBe('/not-authorized');
      expect(redirectFor(path, newMember)).toBe('/not-authorized');
      expect(redirectFor(path, expert)).toBeUndefined();
    }
    expect(redirectFor('/members/settings/account', member)).toBeUndefined();
    expect(redirectFor('/members/settings/account', newMember)).toBe('/not-authorized?reason=onboarding');
    expect(redirectFor('/members/onboard', newMember)).toBeUndefined();
  });

  it('tells a member still onboarding who opens a member page to finish onboarding first', () => {
    for (const path of ['/members/dashboard', '/members/services', '/members/settings/credits']) {
      expect(redirectFor(path, newMember)).toBe('/not-authorized?reason=onboarding');
      expect(redirectFor(path, member)).toBeUndefined();
    }
    // Not for the admin area: onboarding would not open it.
    expect(redirectFor('/admin/dashboard', newMember)).toBe('/not-authorized');
  });

  it('opens routes that name a role only to that role holding the rule', () => {
    expect(redirectFor('/admin/dashboard', expert)).toBe('/not-authorized');
    expect(redirectFor('/admin/expert-dashboard', admin)).toBe('/not-authorized');
    expect(redirectFor('/admin/expert-dashboard', expert)).toBeUndefined();
    expect(redirectFor('/admin/provider/patient/42', expert)).toBeUndefined();
    expect(redirectFor('/admin/provider/dashboard', principal)).toBe('/not-authorized');
    expect(redirectFor('/admin/business/team', expert)).toBe('/not-authorized');
    expect(redirectFor('/admin/business/team', admin)).toBeUndefined();
    expect(redirectFor('/admin/business/payee', admin)).toBe('/not-authorized');
    expect(redirectFor('/admin/business/payee', principal)).toBeUndefined();
    expect(redirectFor('/admin/business/contract/sign', expert)).toBeUndefined();
    // Staff's contracts page: the owner and the admins (decision 0053), not an expert.
    expect(redirectFor('/admin/business/contract', principal)).toBeUndefined();
    expect(redirectFor('/admin/business/contract', admin)).toBeUndefined();
    expect(redirectFor('/admin/business/contract', expert)).toBe('/not-authorized');
  });

  it('closes the landing page that needs manage on all to every role', () => {
    for (const session of [principal, admin, expert, member, newMember]) {
      expect(redirectFor('/front-pages/landing-page', session)).toBe('/not-authorized');
    }
    expect(redirectFor('/front-pages/landing-page', visitor)).toBe('/login?to=%2Ffront-pages%2Flanding-page');
  });
});

describe('canOpenRoute', () => {
  it('does not grant the admin action through manage (no CASL wildcard)', () => {
    expect(canOpenRoute(matchAppRoute('/admin/services/prepaid'), expert)).toBe(false);
  });
});
