import { describe, expect, it } from 'vitest';
import { parseStoredSession } from './session-store.ts';

const userData = {
  id: 'u1',
  email: 'member@demo.test',
  fullName: 'Maya Member',
  role: 'customer',
  businessId: 'b1',
  businessName: 'Demo Fitness Studio',
  businessSlug: 'demo',
  onboarded: true,
  emailVerified: true,
  twoFactorEnabled: false,
};
const rules = [{ action: 'read', subject: 'customer' }];

describe('parseStoredSession', () => {
  it('reads a session only when both userData and userAbilityRules are stored', () => {
    expect(parseStoredSession(JSON.stringify(userData), JSON.stringify(rules))).toEqual({
      userData,
      abilityRules: rules,
    });
    expect(parseStoredSession(JSON.stringify(userData), null)).toBeNull();
    expect(parseStoredSession(null, JSON.stringify(rules))).toBeNull();
  });

  it('treats damaged or foreign values as signed out', () => {
    expect(parseStoredSession('{not json', JSON.stringify(rules))).toBeNull();
    expect(
      parseStoredSession(JSON.stringify({ ...userData, role: 'owner' }), JSON.stringify(rules)),
    ).toBeNull();
    expect(
      parseStoredSession(JSON.stringify(userData), JSON.stringify([{ action: 'delete', subject: 'all' }])),
    ).toBeNull();
    expect(parseStoredSession(JSON.stringify(userData), JSON.stringify({ action: 'read' }))).toBeNull();
  });
});
