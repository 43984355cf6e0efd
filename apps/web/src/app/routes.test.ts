import { describe, expect, it } from 'vitest';
import { APP_ROUTES, matchAppRoute } from './routes.ts';

describe('the route table', () => {
  it('declares each path once', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every route exactly one kind of access: public, unauthenticated-only, signed-in or an ability', () => {
    for (const route of APP_ROUTES) {
      const kinds = [
        route.public,
        route.unauthenticatedOnly,
        route.signedIn,
        route.ability !== undefined,
      ].filter(Boolean);
      expect(kinds, route.path).toHaveLength(1);
      if (route.roles) expect(route.ability, route.path).toBeDefined();
    }
  });

  it('puts public and sign-in pages in the blank layout and the map pages in the fixed one', () => {
    for (const route of APP_ROUTES) {
      if (route.public || route.unauthenticatedOnly) expect(route.layout, route.path).toBe('blank');
    }
    expect(matchAppRoute('/admin/services/track').layout).toBe('fixed');
    expect(matchAppRoute('/admin/services/distance').layout).toBe('fixed');
  });

  it('has every product route of SPEC.md section 2', () => {
    const expected: Record<string, string> = {
      '/admin/account': '/admin/account',
      '/admin/business': '/admin/business',
      '/admin/business/clients': '/admin/business/clients',
      '/admin/business/contract': '/admin/business/contract',
      '/admin/business/contract/sign': '/admin/business/contract/sign',
      '/admin/business/payee': '/admin/business/payee',
      '/admin/business/payments': '/admin/business/payments',
      '/admin/business/services': '/admin/business/services',
      '/admin/business/team': '/admin/business/team',
      '/admin/customers/details/7': '/admin/customers/details/:id',
      '/admin/customers/list': '/admin/customers/list',
      '/admin/dashboard': '/admin/dashboard',
      '/admin/expert-dashboard': '/admin/expert-dashboard',
      '/admin/group': '/admin/group',
      '/admin/group/details/7': '/admin/group/details/:id',
      '/admin/group/new': '/admin/group/new',
      '/admin/provider/dashboard': '/admin/provider/dashboard',
      '/admin/provider/patient/7': '/admin/provider/patient/:id',
      '/admin/services/requested': '/admin/services/:status',
      '/admin/services/complete/7': '/admin/services/complete/:id',
      '/admin/services/confirm/7': '/admin/services/confirm/:id',
      '/admin/services/details/7': '/admin/services/details/:id',
      '/admin/services/history/7': '/admin/services/history/:id',
      '/admin/services/review/7': '/admin/services/review/:id',
      '/admin/services/new/7': '/admin/services/new/:id',
      '/admin/services/distance': '/admin/services/distance',
      '/admin/services/track': '/admin/services/track',
      '/admin/services/prepaid': '/admin/services/prepaid',
      '/admin/calendar': '/admin/calendar',
      '/members/dashboard': '/members/dashboard',
      '/members/onboard': '/members/onboard',
      '/members/policies/privacy': '/members/policies/privacy',
      '/members/policies/terms': '/members/policies/terms',
      '/members/purchase': '/members/purchase',
      '/members/services': '/members/services',
      '/members/services/details/7': '/members/services/details/:id',
      '/members/services/new': '/members/services/new',
      '/members/settings/account': '/members/settings/account',
      '/members/settings/credits': '/members/settings/credits',
      '/members/settings/members': '/members/settings/members',
      '/members/settings/profile': '/members/settings/profile',
      '/members/settings/purchases': '/members/settings/purchases',
      '/members/settings/calendar': '/members/settings/calendar',
      '/members/support': '/members/support',
      '/home': '/home',
      '/login': '/login',
      '/member-login': '/member-login',
      '/expert-login': '/expert-login',
      '/business': '/business',
      '/business/signup': '/business/signup',
      '/not-authorized': '/not-authorized',
      '/pages/misc/not-found/any/where': '/pages/misc/not-found/*',
      '/pages/misc/under-maintenance': '/pages/misc/under-maintenance',
      '/pages/misc/coming-soon': '/pages/misc/coming-soon',
    };
    for (const [url, path] of Object.entries(expected)) {
      expect(matchAppRoute(url).path, url).toBe(path);
    }
  });

  it('sends an unknown address to the public not-found page', () => {
    expect(matchAppRoute('/no/such/page').path).toBe('*');
    expect(matchAppRoute('/no/such/page').public).toBe(true);
  });

  it('asks the expected ability of the routes SPEC.md singles out', () => {
    expect(matchAppRoute('/admin/services/prepaid').ability).toEqual({ action: 'admin', subject: 'service' });
    // Memberships (decision 0055): staff's plans and memberships beside prepaid credits, and the
    // member's own; a membership's page is not taken for a services status.
    expect(matchAppRoute('/admin/services/memberships').ability).toEqual({
      action: 'admin',
      subject: 'service',
    });
    expect(matchAppRoute('/admin/services/memberships/7').path).toBe('/admin/services/memberships/:id');
    expect(matchAppRoute('/members/memberships/7').memberData).toBe(true);
    expect(matchAppRoute('/members/onboard').ability).toEqual({ action: 'read', subject: 'onBoard' });
    expect(matchAppRoute('/members/services').ability).toEqual({ action: 'read', subject: 'customer' });
    expect(matchAppRoute('/admin/group/new').ability).toEqual({ action: 'manage', subject: 'service' });
    expect(matchAppRoute('/admin/group').ability).toEqual({ action: 'read', subject: 'service' });
    // The calendar (decision 0017): the team's week view (no role limit: experts see their own) and
    // the member's feed page.
    expect(matchAppRoute('/admin/calendar').ability).toEqual({ action: 'read', subject: 'service' });
    expect(matchAppRoute('/admin/calendar').roles).toBeUndefined();
    expect(matchAppRoute('/members/settings/calendar').ability).toEqual({
      action: 'read',
      subject: 'customer',
    });
  });
});

describe('the route texts', () => {
  it('gives every route a unique key with an English title, a menu label when listed and a summary when planned', async () => {
    const { default: texts } = (await import('../locales/en/routes.json')) as {
      default: Record<string, { title?: string; menu?: string; summary?: string }>;
    };
    const keys = APP_ROUTES.map((route) => route.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of APP_ROUTES) {
      const entry = texts[route.key];
      expect(entry?.title, route.key).toBeTruthy();
      if (route.menu) expect(entry?.menu, route.key).toBeTruthy();
      if (route.view.kind === 'planned') expect(entry?.summary, route.key).toBeTruthy();
    }
    expect(Object.keys(texts).sort()).toEqual([...keys].sort());
  });

  it('opens pricing and the help center to everyone, in the blank layout', () => {
    for (const path of ['/pricing', '/help', '/help/booking-a-session']) {
      const route = matchAppRoute(path);
      expect(route.public, path).toBe(true);
      expect(route.layout, path).toBe('blank');
    }
  });
});
