import type { AuthSession } from '@bmp/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api-client.ts';
import { clearStoredSession, storeSession } from '../session-store.ts';

export const sessionQueryKey = ['auth', 'session'] as const;

export const getSession = () => apiFetch<AuthSession>('/api/auth/session');

// The answer is the truth about the stored session: keep it, or forget the session on a 401.
async function confirmSession(): Promise<AuthSession> {
  try {
    const session = await getSession();
    storeSession(session);
    return session;
  } catch (error) {
    if (isApiError(error, 401)) clearStoredSession();
    throw error;
  }
}

/**
 * Confirms the stored session with the server. Runs only while a session is stored: a visitor has no
 * session to confirm (and a 401 on every visit would only be noise).
 */
export function useSessionQuery({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: sessionQueryKey, queryFn: confirmSession, enabled, retry: false });
}
