import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearStoredSession } from '../features/auth/session-store.ts';
import { initI18n } from '../i18n/i18n.ts';
import { server } from './api-server.ts';

// The route tests' environment (vitest project web-dom): jsdom, the API answered by MSW, i18n in
// English. What jsdom lacks and the app calls on every page is stubbed here.

// openapi-fetch builds `new Request('/api/…')`; Node's Request needs an absolute address, and refuses
// jsdom's AbortSignal (react-router and react-query pass one), so relative paths are resolved against
// the page and the signal is left out (nothing in a route test is aborted on purpose).
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const address =
      typeof input === 'string' && input.startsWith('/') ? new URL(input, location.origin) : input;
    super(address, init && { ...init, signal: undefined });
  }
};

// The first render of a page compiles its lazily loaded modules: allow for it in findBy… and waitFor.
configure({ asyncUtilTimeout: 8000 });

window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => {};

// Listening patches fetch; openapi-fetch keeps the fetch it found when lib/api-client.ts was imported,
// so the server listens before any test file imports the app.
server.listen({ onUnhandledRequest: 'error' });

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearStoredSession({ notify: false });
});
afterAll(() => server.close());
