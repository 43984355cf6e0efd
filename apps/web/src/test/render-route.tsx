import type { Role } from '@bmp/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/App.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { buildRouteObjects } from '../app/router.tsx';
import { APP_ROUTES } from '../app/routes.ts';
import { DEFAULT_SETTINGS } from '../app/settings/settings.ts';
import { clearStoredSession, storeSession } from '../features/auth/session-store.ts';
import { apiAnswers, server, sessionOf } from './api-server.ts';

/** What the signed-in layout asks for on every page (the app bar's pictures, bell, studios, mail). */
function signedInShell(role: Role): HttpHandler[] {
  return [
    apiAnswers('get', '/api/me/shell-pictures', { logoPath: null, photoPath: null, brandColor: null }),
    apiAnswers('get', '/api/me/notifications', { items: [], unreadCount: 0, timeZone: 'UTC' }),
    apiAnswers('get', '/api/me/businesses', {
      items: [
        { businessId: sessionOf(role).userData.businessId, businessName: 'Test Studio', role, current: true },
      ],
    }),
    // Email delivery on, so no page shows its 'email is not configured' notice.
    apiAnswers('get', '/api/me/mail-settings', { delivery: true, mailbox: false }),
    apiAnswers('get', '/api/me/email-preferences', {
      language: 'en',
      reminders: true,
      sessionNews: true,
      staffAlerts: false,
    }),
    apiAnswers('put', '/api/me/email-preferences', {
      language: 'en',
      reminders: true,
      sessionNews: true,
      staffAlerts: false,
    }),
  ];
}

export type RenderRouteOptions = {
  /** Who is signed in (an active, onboarded member of that role); null or left out: nobody. */
  role?: Role | null;
  /** How the API answers this test's calls (apiAnswers, apiProblem, apiPending from ./api-server.ts). */
  handlers?: HttpHandler[];
};

/**
 * Renders the app at `path` as the browser does: the real route table with its guard, lazy pages and
 * layouts, inside the app's providers (settings, MUI theme, React Query, session), in English, with the
 * API answered by MSW. Queries are not retried, so a 500 shows its error at once. Returns Testing
 * Library's queries, a userEvent instance and the router (`router.state.location` after a redirect).
 */
export function renderRoute(path: string, { role = null, handlers = [] }: RenderRouteOptions = {}) {
  if (role) {
    const session = sessionOf(role);
    storeSession(session, { notify: false });
    // The test's own handlers first: MSW uses the first that matches.
    handlers = [...handlers, apiAnswers('get', '/api/auth/session', session), ...signedInShell(role)];
  } else {
    clearStoredSession({ notify: false });
  }
  server.use(...handlers);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createMemoryRouter(buildRouteObjects(APP_ROUTES), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App router={router} settings={DEFAULT_SETTINGS} queryClient={queryClient} />);
  return { ...view, user, router, queryClient };
}

/** The message a field is described by (its error or helper text, through aria-describedby). */
export function fieldMessage(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
