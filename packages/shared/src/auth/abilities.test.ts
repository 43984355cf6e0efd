import { describe, expect, it } from 'vitest';
import { abilityRulesFor, buildAbility } from './abilities';

// PRODUCT.md's roles table, as rules: deny by default.

describe('abilityRulesFor', () => {
  const rules = (role: 'principal' | 'admin' | 'expert' | 'customer', onboarded = true) =>
    abilityRulesFor({ role, status: 'active', onboarded });

  it('gives staff everything about services and customers', () => {
    const staff = [
      { action: 'manage', subject: 'service' },
      { action: 'admin', subject: 'service' },
      { action: 'read', subject: 'service' },
      { action: 'read', subject: 'customer' },
    ];
    expect(rules('principal')).toEqual(staff);
    expect(rules('admin')).toEqual(staff);
    // Each call gets its own copies: changing one caller's rules changes no one else's.
    const mine = rules('admin');
    mine[0] = { action: 'read', subject: 'all' };
    expect(rules('admin')).toEqual(staff);
  });

  it('gives an expert services to read and manage, never to administer', () => {
    expect(rules('expert')).toEqual([
      { action: 'read', subject: 'service' },
      { action: 'manage', subject: 'service' },
    ]);
  });

  it('gives an onboarded customer their member area, and one still onboarding only onboarding', () => {
    expect(rules('customer')).toEqual([{ action: 'read', subject: 'customer' }]);
    expect(rules('customer', false)).toEqual([{ action: 'read', subject: 'onBoard' }]);
  });

  it('gives nothing to an invited or deactivated membership, or an unknown role', () => {
    expect(abilityRulesFor({ role: 'principal', status: 'invited', onboarded: true })).toEqual([]);
    expect(abilityRulesFor({ role: 'admin', status: 'deactivated', onboarded: true })).toEqual([]);
    expect(abilityRulesFor({ role: 'owner' as 'admin', status: 'active', onboarded: true })).toEqual([]);
  });
});

describe('buildAbility', () => {
  it('treats manage as an ordinary action, not as every action', () => {
    const expert = buildAbility(abilityRulesFor({ role: 'expert', status: 'active', onboarded: true }));
    expect(expert.can('manage', 'service')).toBe(true);
    expect(expert.can('read', 'service')).toBe(true);
    expect(expert.can('admin', 'service')).toBe(false);
    expect(expert.can('read', 'customer')).toBe(false);
    const staff = buildAbility(abilityRulesFor({ role: 'admin', status: 'active', onboarded: true }));
    expect(staff.can('admin', 'service')).toBe(true);
    expect(staff.can('read', 'onBoard')).toBe(false);
    expect(buildAbility([]).can('read', 'service')).toBe(false);
  });
});
