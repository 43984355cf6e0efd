import { abilityRulesFor, buildAbility, type Role } from '@bmp/shared';
import { describe, expect, it } from 'vitest';
import { buildMenu, isGroup, menuRoutesFor } from './menu.ts';
import type { NavigationSession } from './navigation.ts';
import { APP_ROUTES } from './routes.ts';

function sessionOf(role: Role, { onboarded = true }: { onboarded?: boolean } = {}): NavigationSession {
  return { role, ability: buildAbility(abilityRulesFor({ role, status: 'active', onboarded })) };
}

const pathsFor = (session: NavigationSession) =>
  menuRoutesFor(APP_ROUTES, session).map((route) => route.path);

describe('the navigation menu', () => {
  it('shows the admin the business pages and contracts but not the owner-only payees', () => {
    const paths = pathsFor(sessionOf('admin'));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/admin/dashboard',
        '/admin/business',
        '/admin/business/team',
        '/admin/services/prepaid',
        '/admin/services/memberships',
        // Admins issue, send and void contracts; only the owner writes templates (decision 0053).
        '/admin/business/contract',
        // Webhooks are the staff's; the page shows its API keys to the owner alone (decision 0063).
        '/admin/business/integrations',
      ]),
    );
    expect(paths).not.toContain('/admin/business/payee');
    expect(paths).not.toContain('/admin/business/data');
    expect(paths).not.toContain('/admin/expert-dashboard');
    expect(paths.every((path) => path.startsWith('/admin/'))).toBe(true);
  });

  it('shows the principal the payees and contracts too', () => {
    const paths = pathsFor(sessionOf('principal'));
    expect(paths).toContain('/admin/business/payee');
    expect(paths).toContain('/admin/business/data');
    expect(paths).toContain('/admin/business/contract');
  });

  it('shows the expert their dashboard and clients, not prepaid credits, payees or the business pages', () => {
    const paths = pathsFor(sessionOf('expert'));
    expect(paths).not.toContain('/admin/business/contract');
    expect(paths).toEqual(expect.arrayContaining(['/admin/expert-dashboard', '/admin/provider/dashboard']));
    expect(paths).not.toContain('/admin/dashboard');
    expect(paths).not.toContain('/admin/services/prepaid');
    expect(paths).not.toContain('/admin/services/memberships');
    expect(paths).not.toContain('/admin/business/payee');
    expect(paths).not.toContain('/admin/business/team');
    expect(paths).not.toContain('/admin/business/integrations');
  });

  it('gives the expert one way to their clients: "My clients", not the staff’s "Customers"', () => {
    expect(pathsFor(sessionOf('expert'))).not.toContain('/admin/customers/list');
    expect(pathsFor(sessionOf('admin'))).toContain('/admin/customers/list');
    expect(pathsFor(sessionOf('principal'))).toContain('/admin/customers/list');
  });

  it('shows the calendar to staff and experts, and the calendar feed page to members', () => {
    for (const role of ['admin', 'principal', 'expert'] as const) {
      const paths = pathsFor(sessionOf(role));
      expect(paths, role).toContain('/admin/calendar');
      expect(paths, role).not.toContain('/members/settings/calendar');
    }
    const member = pathsFor(sessionOf('customer'));
    expect(member).toContain('/members/settings/calendar');
    expect(member).not.toContain('/admin/calendar');
    const settings = buildMenu(APP_ROUTES, sessionOf('customer')).find(
      (section) => section.key === 'settings',
    );
    expect(settings?.items.map((route) => route.path)).toContain('/members/settings/calendar');
  });

  it('shows a member the member pages only, and an onboarding member only getting started', () => {
    const member = pathsFor(sessionOf('customer'));
    expect(member).toEqual(
      expect.arrayContaining([
        '/members/dashboard',
        '/members/services/new',
        '/members/contracts',
        '/members/memberships',
      ]),
    );
    expect(member.every((path) => path.startsWith('/members/'))).toBe(true);
    expect(pathsFor(sessionOf('customer', { onboarded: false }))).toEqual(['/members/onboard']);
  });

  it('shows a visitor nothing', () => {
    expect(pathsFor(null)).toEqual([]);
  });

  it('groups pages under a shared path into one section, in table order', () => {
    const sections = buildMenu(APP_ROUTES, sessionOf('principal'));
    const business = sections.find((section) => section.key === 'business');
    expect(business?.items.map((route) => route.path)).toEqual([
      '/admin/business',
      '/admin/business/services',
      '/admin/business/clients',
      '/admin/business/team',
      '/admin/business/payments',
      '/admin/business/payee',
      '/admin/business/data',
      '/admin/business/integrations',
      '/admin/business/emails',
      '/admin/business/contract',
    ]);
    const dashboard = sections[0];
    expect(dashboard?.key).toBe('adminDashboard');
    expect(dashboard && isGroup(dashboard)).toBe(false);
    expect(business && isGroup(business)).toBe(true);
  });
});
