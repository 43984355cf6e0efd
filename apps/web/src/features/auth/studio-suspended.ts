import { STUDIO_SUSPENDED_PROBLEM } from '@bmp/shared';
import { PATHS } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-client.ts';
import { clearStoredSession } from './session-store.ts';

// A studio the platform's operator suspended (docs/decisions/0062-platform-operator.md): the API
// answers its people with a problem of this type, at sign-in and on any request. The browser then
// forgets the session and opens /suspended, which says what the server said (the studio and why).

const NOTICE_KEY = 'bmp.studioSuspended';

/** True for the API's "this studio is suspended" answer. */
export function isStudioSuspended(error: unknown): boolean {
  return isApiError(error) && error.problem.type === STUDIO_SUSPENDED_PROBLEM;
}

/** Signs this browser out and opens the suspension page with the server's words. */
export function showStudioSuspended(error: unknown): void {
  const detail = isApiError(error) ? (error.problem.detail ?? '') : '';
  try {
    sessionStorage.setItem(NOTICE_KEY, detail);
  } catch {
    // Without storage the page shows its general words.
  }
  clearStoredSession({ notify: false });
  if (window.location.pathname !== PATHS.studioSuspended) window.location.replace(PATHS.studioSuspended);
}

/** What the server said when this browser was turned away (null when it said nothing here). */
export function studioSuspendedNotice(): string | null {
  try {
    return sessionStorage.getItem(NOTICE_KEY) || null;
  } catch {
    return null;
  }
}
