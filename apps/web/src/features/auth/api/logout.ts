import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { clearStoredSession } from '../session-store.ts';

export const logout = () => apiPost<void>('/api/auth/logout');

/**
 * Ends the session on the server, forgets it here and opens /login with a fresh page load, which also
 * drops every cached answer the signed-in person could see.
 */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      // Even when the server could not be reached, this browser stops acting signed in.
      clearStoredSession({ notify: false });
      window.location.replace('/login');
    },
  });
}
