import { abilityRulesFor, buildAbility, type Role } from '@bmp/shared';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../menu.ts';
import type { NavigationSession } from '../navigation.ts';
import { APP_ROUTES } from '../routes.ts';
import { menuIconOf } from './menu-icons.tsx';

const sessions: [string, NavigationSession][] = [
  ...(['principal', 'admin', 'expert', 'customer'] as Role[]).map((role): [string, NavigationSession] => [
    role,
    { role, ability: buildAbility(abilityRulesFor({ role, status: 'active', onboarded: true })) },
  ]),
  [
    'customer not onboarded',
    {
      role: 'customer',
      ability: buildAbility(abilityRulesFor({ role: 'customer', status: 'active', onboarded: false })),
    },
  ],
];

describe('the navigation menu icons', () => {
  it('gives every menu page an icon of its own', () => {
    const missing = APP_ROUTES.filter((route) => route.menu === true && !menuIconOf(route.key));
    expect(missing.map((route) => route.key)).toEqual([]);
  });

  it.each(sessions)('shows the %s no two menu items with the same icon', (_name, session) => {
    const items = buildMenu(APP_ROUTES, session).flatMap((section) => section.items);
    expect(items.length).toBeGreaterThan(0);
    const keysByIcon = new Map<unknown, string[]>();
    for (const route of items) {
      const icon = menuIconOf(route.key);
      keysByIcon.set(icon, [...(keysByIcon.get(icon) ?? []), route.key]);
    }
    const shared = [...keysByIcon.values()].filter((keys) => keys.length > 1);
    expect(shared).toEqual([]);
  });
});
