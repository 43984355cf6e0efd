import type { AuthSession } from '@bmp/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearStoredSession,
  getStoredSession,
  parseStoredSession,
  storeSession,
  subscribeToSession,
} from './session-store.ts';

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

describe('storeSession', () => {
  afterEach(() => {
    clearStoredSession({ notify: false });
    vi.unstubAllGlobals();
  });

  it('tells the session readers only when the session changes', () => {
    // No browser here: subscribing listens for other tabs' changes on window, storage is absent.
    vi.stubGlobal('window', new EventTarget());
    let notified = 0;
    const unsubscribe = subscribeToSession(() => {
      notified += 1;
    });
    const session = { userData, abilityRules: rules } as AuthSession;
    storeSession(session);
    expect(notified).toBe(1);
    // The server confirming it on the next page load: the same values in a new object.
    storeSession(structuredClone(session));
    expect(notified).toBe(1);
    expect(getStoredSession()).toBe(session);
    storeSession({ ...session, userData: { ...session.userData, fullName: 'Maya M.' } });
    expect(notified).toBe(2);
    expect(getStoredSession()?.userData.fullName).toBe('Maya M.');
    unsubscribe();
  });
});
