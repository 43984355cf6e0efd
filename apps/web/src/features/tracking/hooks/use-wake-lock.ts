import { useEffect, useState } from 'react';

/**
 * held: the screen stays on; unsupported: the browser has no Wake Lock API; refused: it said no (a
 * battery saver, a page not shown); off: not asked for.
 */
export type WakeLockState = 'held' | 'unsupported' | 'refused' | 'off';

type Sentinel = { released: boolean; release(): Promise<void> };
type WakeLockApi = { request(type: 'screen'): Promise<Sentinel> };

/**
 * Keeps the screen awake while `active` (Screen Wake Lock API). The browser lets go of the lock when the
 * page is hidden, so it is asked for again each time the page is shown; released when `active` ends.
 */
export function useWakeLock(active: boolean): WakeLockState {
  const [state, setState] = useState<WakeLockState>('off');
  useEffect(() => {
    if (!active) {
      setState('off');
      return;
    }
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
    if (!wakeLock) {
      setState('unsupported');
      return;
    }
    let sentinel: Sentinel | null = null;
    let ended = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const got = await wakeLock.request('screen');
        if (ended) {
          void got.release().catch(() => {});
          return;
        }
        sentinel = got;
        setState('held');
      } catch {
        if (!ended) setState('refused');
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void acquire();
    };
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => {});
      sentinel = null;
    };
  }, [active]);
  return state;
}
