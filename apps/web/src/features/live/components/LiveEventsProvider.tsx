import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { sessionQueryKey, useSession } from '../../auth/index.ts';
import { liveStream } from '../live-stream.ts';

/**
 * Holds the tab's live stream (decision 0060) while someone is signed in: opened for the signed-in
 * person in their current business, closed at once on sign-out, opened again for another account or
 * business. Mounted by the signed-in layouts. When the browser stops reconnecting (the server answered
 * other than 200: signed out elsewhere, deactivated), the session is checked once, and a 401 signs
 * this tab out; the stream is tried again only when the tab is shown again or the account changes.
 */
export function LiveEventsProvider({ children }: { children?: ReactNode }) {
  const { userData } = useSession();
  const queryClient = useQueryClient();
  const account = userData ? `${userData.id}:${userData.businessId}` : null;

  useEffect(() => {
    if (account === null) {
      liveStream.close();
      return;
    }
    return liveStream.hold(account);
  }, [account]);

  useEffect(
    () =>
      liveStream.onGiveUp(() => {
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }),
    [queryClient],
  );

  useEffect(() => {
    const onShown = () => {
      if (document.visibilityState === 'visible') liveStream.reopenIfClosed();
    };
    const onOnline = () => liveStream.reopenIfClosed();
    document.addEventListener('visibilitychange', onShown);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onShown);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  return children ?? null;
}
