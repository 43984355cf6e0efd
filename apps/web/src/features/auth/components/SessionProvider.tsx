import { AbilityProvider } from '@casl/react';
import type { ReactNode } from 'react';
import { useSessionQuery } from '../api/auth.ts';
import { useSession } from '../hooks/use-session.ts';

/**
 * Provides the signed-in person's CASL ability (for `<Can>` and `useAbility()`) and confirms a stored
 * session with the server on start, and again when the window regains focus after a while; a 401
 * signs the browser out.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { isSignedIn, ability } = useSession();
  useSessionQuery({ enabled: isSignedIn });
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}
