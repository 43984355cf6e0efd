import {
  ABILITY_ACTIONS,
  ABILITY_SUBJECTS,
  type AbilityRule,
  type AppAbility,
  type AuthSession,
  buildAbility,
  SESSION_ROLES,
  type UserData,
} from '@bmp/shared';

// We keep no access token in script reach: the session is an HttpOnly cookie. localStorage holds only
// what SPEC.md names (userData, userAbilityRules) so the first paint already knows who is signed in;
// the session provider then confirms it with the server and clears it on a 401.
export const USER_DATA_KEY = 'userData';
export const ABILITY_RULES_KEY = 'userAbilityRules';

/** The stored session from the two raw values; null unless both are present and well-formed. */
export function parseStoredSession(
  userDataJson: string | null,
  rulesJson: string | null,
): AuthSession | null {
  if (!userDataJson || !rulesJson) return null;
  try {
    const userData: unknown = JSON.parse(userDataJson);
    const rules: unknown = JSON.parse(rulesJson);
    if (!isUserData(userData) || !Array.isArray(rules) || !rules.every(isAbilityRule)) return null;
    return { userData, abilityRules: rules };
  } catch {
    return null;
  }
}

function isUserData(value: unknown): value is UserData {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<UserData>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.email === 'string' &&
    typeof candidate.fullName === 'string' &&
    (SESSION_ROLES as readonly unknown[]).includes(candidate.role)
  );
}

function isAbilityRule(value: unknown): value is AbilityRule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AbilityRule>;
  return (
    (ABILITY_ACTIONS as readonly unknown[]).includes(candidate.action) &&
    (ABILITY_SUBJECTS as readonly unknown[]).includes(candidate.subject)
  );
}

// Storage can be missing or refuse writes (private windows, disabled storage): the app then works
// for the current page only, which is better than not at all.
function readStorage(): AuthSession | null {
  try {
    return parseStoredSession(localStorage.getItem(USER_DATA_KEY), localStorage.getItem(ABILITY_RULES_KEY));
  } catch {
    return null;
  }
}

let current: AuthSession | null | undefined;
let currentAbility: { session: AuthSession | null; ability: AppAbility } | undefined;
const listeners = new Set<() => void>();

function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== USER_DATA_KEY && event.key !== ABILITY_RULES_KEY) return;
  current = readStorage();
  notifySessionListeners();
}

/** The session as stored (null when signed out). Stable between changes, for useSyncExternalStore. */
export function getStoredSession(): AuthSession | null {
  if (current === undefined) current = readStorage();
  return current;
}

/** The CASL ability of the stored session (no rule when signed out), rebuilt only when it changes. */
export function getStoredAbility(): AppAbility {
  const session = getStoredSession();
  if (currentAbility?.session !== session) {
    currentAbility = { session, ability: buildAbility(session?.abilityRules ?? []) };
  }
  return currentAbility.ability;
}

/**
 * Stores a session the server gave us. `notify: false` lets a sign-in store it and navigate before
 * anything reacts, so the guard sees the new session on the new page and not on the sign-in page.
 */
export function storeSession(session: AuthSession, { notify = true }: { notify?: boolean } = {}) {
  // The server confirming the stored session (every page load) changes nothing: no re-render of
  // everyone who reads the session, no second run of the route guard.
  if (current && JSON.stringify(current) === JSON.stringify(session)) return;
  current = session;
  try {
    localStorage.setItem(USER_DATA_KEY, JSON.stringify(session.userData));
    localStorage.setItem(ABILITY_RULES_KEY, JSON.stringify(session.abilityRules));
  } catch {
    // Kept in memory only; see readStorage.
  }
  if (notify) notifySessionListeners();
}

/** Forgets the session: signed out from now on. */
export function clearStoredSession({ notify = true }: { notify?: boolean } = {}) {
  current = null;
  try {
    localStorage.removeItem(USER_DATA_KEY);
    localStorage.removeItem(ABILITY_RULES_KEY);
  } catch {
    // Nothing stored to remove.
  }
  if (notify) notifySessionListeners();
}

export function notifySessionListeners() {
  for (const listener of listeners) listener();
}

/** Calls `listener` on every change, including changes made in another tab. Returns the unsubscribe. */
export function subscribeToSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
