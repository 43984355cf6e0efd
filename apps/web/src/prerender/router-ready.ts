import type { DataRouter } from 'react-router';

/** Resolves once `router` has run its first navigation's loaders and loaded its lazy routes. */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
