import type { AuthSession } from '@bmp/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notifySessionListeners, storeSession } from '../session-store.ts';

/**
 * Stores a new session and opens `target`. The session is stored quietly and announced only after
 * the navigation, so the guard never sees a signed-in person still on the sign-in page (which it
 * would send to `/`, racing the navigation to `target`).
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  return useCallback(
    async (session: AuthSession, target: string) => {
      storeSession(session, { notify: false });
      await navigate(target, { replace: true });
      notifySessionListeners();
    },
    [navigate],
  );
}
