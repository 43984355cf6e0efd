import { useEffect, useRef, useState } from 'react';

/**
 * `text`, changed at most once every `everyMs` (the newest text once the wait is over), for a polite
 * live region that would otherwise speak at every position. A change of `urgentKey` (arrival) is
 * taken at once.
 */
export function useThrottledText(text: string, everyMs: number, urgentKey = ''): string {
  const [shown, setShown] = useState(text);
  const lastAt = useRef(Date.now());
  const lastKey = useRef(urgentKey);
  useEffect(() => {
    if (text === shown) return;
    const urgent = urgentKey !== lastKey.current;
    const wait = urgent ? 0 : Math.max(0, lastAt.current + everyMs - Date.now());
    const timer = setTimeout(() => {
      lastAt.current = Date.now();
      lastKey.current = urgentKey;
      setShown(text);
    }, wait);
    return () => clearTimeout(timer);
  }, [text, shown, everyMs, urgentKey]);
  return shown;
}

/** The time now, moved on every `everyMs` (for "no update for 3 min"). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
