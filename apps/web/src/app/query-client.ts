import { QueryCache, QueryClient } from '@tanstack/react-query';
import { clearStoredSession } from '../features/auth/session-store.ts';
import { isStudioSuspended, showStudioSuspended } from '../features/auth/studio-suspended.ts';
import { isApiError } from '../lib/api-client.ts';

/** The app's query client. A 401 on any query means the session ended: forget it, and the guard reacts. */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        // A suspended studio's people are told why on a page of its own (decision 0062).
        if (isStudioSuspended(error)) showStudioSuspended(error);
        else if (isApiError(error, 401)) clearStoredSession();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on a retry; a dropped connection might.
        retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status >= 400),
      },
    },
  });
}
