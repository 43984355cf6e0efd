import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LiveEvent, LiveEventType } from '../live-stream.ts';
import { useLiveEvent } from './use-live-event.ts';

/**
 * Fetches `queryKey` again (invalidates it) when a live event of `types` comes that `when` accepts (any,
 * by default). Events close together make one refetch: the first starts a short wait (`waitMs`), and
 * the refetch starts once it is over and nothing under the key is being fetched. So a busy studio's
 * stream (staff hear every session's change) never cancels a fetch in flight over and over, and the
 * refetch always starts after the last event it answers.
 */
export function useLiveInvalidate<T extends LiveEventType>(
  types: T | readonly T[],
  queryKey: QueryKey,
  { when, waitMs = 300 }: { when?: (event: LiveEvent<T>) => boolean; waitMs?: number } = {},
): void {
  const queryClient = useQueryClient();
  const key = useRef(queryKey);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    key.current = queryKey;
  });
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    },
    [],
  );
  useLiveEvent(types, (event) => {
    if ((when && !when(event)) || timer.current !== undefined) return;
    const refetch = () => {
      if (queryClient.isFetching({ queryKey: key.current }) > 0) {
        timer.current = setTimeout(refetch, waitMs);
        return;
      }
      timer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: key.current });
    };
    timer.current = setTimeout(refetch, waitMs);
  });
}
