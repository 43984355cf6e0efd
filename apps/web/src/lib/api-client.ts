import type { Problem } from '@bmp/shared';

/** Problem details as the API sends them (RFC 9457) with per-field messages: packages/shared/src/http.ts. */
export type { Problem };

export class ApiError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiError';
  }

  get status(): number {
    return this.problem.status;
  }
}

/** True when `error` is an ApiError with the given HTTP status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export type ApiRequestInit = Omit<RequestInit, 'body'> & {
  /** Sent as JSON with `content-type: application/json`. */
  json?: unknown;
};

const NETWORK_PROBLEM: Problem = {
  type: 'about:blank',
  title: 'Network error',
  status: 0,
  detail: 'We could not reach the server. Check your connection and try again.',
};

/** Fetches JSON from our own API; a non-2xx answer becomes an ApiError carrying the problem. */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { json, headers: extraHeaders, ...rest } = init;
  const method = (rest.method ?? 'GET').toUpperCase();
  const headers = new Headers({ accept: 'application/json' });
  // The server refuses cookie-authenticated mutations without this header (CSRF defence: a plain
  // cross-site form cannot set it, and a cross-site fetch that sets it needs a CORS pre-flight).
  if (method !== 'GET' && method !== 'HEAD') headers.set('x-requested-with', 'fetch');
  if (json !== undefined) headers.set('content-type', 'application/json');
  for (const [name, value] of new Headers(extraHeaders)) headers.set(name, value);

  let response: Response;
  try {
    response = await fetch(path, {
      ...rest,
      method,
      headers,
      credentials: 'same-origin',
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch {
    throw new ApiError(NETWORK_PROBLEM);
  }
  // 202 and 204 answers may carry no body; an empty or non-JSON body reads as undefined.
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const problem = isProblem(body)
      ? body
      : { type: 'about:blank', title: response.statusText || 'Error', status: response.status };
    throw new ApiError(problem);
  }
  return body as T;
}

/** POSTs `json` (or nothing) to our own API. */
export function apiPost<T>(path: string, json?: unknown): Promise<T> {
  return apiFetch<T>(path, { method: 'POST', json });
}

function isProblem(value: unknown): value is Problem {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Problem).status === 'number' &&
    typeof (value as Problem).title === 'string'
  );
}
