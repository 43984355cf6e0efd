import type { AppAbility, AuthSession, UserData } from '@bmp/shared';
import { useSyncExternalStore } from 'react';
import { getStoredAbility, getStoredSession, subscribeToSession } from '../session-store.ts';

export type SessionState = {
  session: AuthSession | null;
  userData: UserData | null;
  ability: AppAbility;
  isSignedIn: boolean;
};

/** Who is signed in, from the stored session; re-renders when it changes (in this tab or another). */
export function useSession(): SessionState {
  const session = useSyncExternalStore(subscribeToSession, getStoredSession, getStoredSession);
  const ability = useSyncExternalStore(subscribeToSession, getStoredAbility, getStoredAbility);
  return { session, userData: session?.userData ?? null, ability, isSignedIn: session !== null };
}
