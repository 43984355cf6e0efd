import type { PublicConfig } from '@bmp/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { publicConfigQueryKey } from '../features/auth/api/auth.ts';
import { routerReady } from './router-ready.ts';

// The browser's half of the prerendered public pages (docs/decisions/0032-prerendered-public-pages.md):
// hydrate the HTML the server sent when it is what this browser would render, render afresh otherwise.
// A signed-in page's shell is never hydrated (it was rendered for nobody in particular): shown until
// the app's first render replaces it.

/** Set on <html> by public/theme-init.js when the page came prerendered: "hydrate", "shell" or "off". */
export const PRERENDER_ATTRIBUTE = 'data-prerender';

/**
 * The prerendered page's controls stay disabled (a <fieldset> around #root, written by the build) until
 * the app can handle them: a sign-in sent before that would be the browser's own GET, the password
 * in the address.
 */
const GUARD_ID = 'bmp-prerender-guard';

function enableControls() {
  const guard = document.getElementById(GUARD_ID);
  if (!(guard instanceof HTMLFieldSetElement) || !guard.disabled) return;
  guard.disabled = false;
  // The field the page focuses on its own (the sign-in form's email) could not take focus while
  // disabled: focus it now, unless the visitor has already moved somewhere.
  const autofocus = guard.querySelector<HTMLElement>('[autofocus]');
  if (autofocus && document.activeElement === document.body) autofocus.focus();
}

/**
 * Starts the app in `container`. A prerendered page (#root has `data-prerendered`) is hydrated when
 * theme-init.js found the stored settings equal to the prerender's (English, light, no session, ...),
 * or, for a signed-in page's shell, kept on screen until the app's render replaces it, as long as the
 * router, once the page's code is loaded, stays on that page; otherwise the prerendered markup (hidden
 * by theme-init.js's mark) is replaced by a client render, as for every other page.
 */
export async function mountApp(
  container: HTMLElement,
  {
    router,
    queryClient,
    app,
  }: { router: DataRouter; queryClient: QueryClient; app: (onMounted?: () => void) => ReactNode },
): Promise<void> {
  const html = document.documentElement;
  const prerenderedPath = container.getAttribute('data-prerendered');
  const mode = html.getAttribute(PRERENDER_ATTRIBUTE);
  if (prerenderedPath && (mode === 'hydrate' || mode === 'shell')) {
    await routerReady(router);
    const { location, errors } = router.state;
    if (location.pathname === prerenderedPath && !errors) {
      if (mode === 'hydrate') {
        // The sign-in pages were rendered with the server's public settings, which the server checked
        // are its own (apps/api/src/prerendered-pages.ts): the same data, so the same markup.
        const publicConfig = document
          .querySelector('meta[name="bmp-prerendered"]')
          ?.getAttribute('data-public-config');
        if (publicConfig) {
          queryClient.setQueryData(publicConfigQueryKey, JSON.parse(publicConfig) as PublicConfig);
        }
        // /home was rendered with the built-in English landing content, and the server sends it only
        // while the operator has not edited that (apps/api/src/app.ts): the same data, the same
        // markup. The page then confirms it in the background.
        if (prerenderedPath === '/home') {
          const { seedDefaultLanding } = await import('../features/home/api/landing.ts');
          seedDefaultLanding(queryClient, { confirm: true });
        }
      }
      // As a transition, the first render yields to the browser every few milliseconds instead of
      // holding the page for one long task (the prerendered markup is there to read meanwhile). A
      // signed-in page's shell (docs/decisions/0033-signed-in-page-shell.md) is not hydrated: it stays
      // on screen until React's first commit replaces it (a new root clears its container then) with
      // the same page, rendered for this person.
      startTransition(() => {
        if (mode === 'hydrate') hydrateRoot(container, app(enableControls));
        else createRoot(container).render(app(enableControls));
      });
      return;
    }
  }
  container.replaceChildren();
  enableControls();
  if (prerenderedPath) html.removeAttribute(PRERENDER_ATTRIBUTE);
  createRoot(container).render(app());
}
