import { useEffect, useRef } from 'react';
import { type LiveEvent, type LiveEventType, liveStream } from '../live-stream.ts';

/**
 * Calls `handler` with each live event of `types` while the component is mounted (decision 0060): a
 * page refetches what it shows, e.g. invalidates its query. The latest `handler` is called, so it may
 * read the component's current props. An event may come twice after a reconnect: the stream drops the
 * repeats it saw lately, and an invalidation is harmless if one slips through anyway.
 */
export function useLiveEvent<T extends LiveEventType>(
  types: T | readonly T[],
  handler: (event: LiveEvent<T>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  // One string, so a list written inline does not subscribe again on every render.
  const names = (typeof types === 'string' ? [types] : [...types]).join(' ');
  useEffect(
    () => liveStream.subscribe(names.split(' ') as T[], (event) => latest.current(event as LiveEvent<T>)),
    [names],
  );
}
