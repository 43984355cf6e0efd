import type { Problem } from '@bmp/shared';
import createClient, { type FetchResponse, type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import type {
  HttpMethod,
  MediaType,
  PathsWithMethod,
  RequestBodyJSON,
  SuccessResponseJSON,
} from 'openapi-typescript-helpers';
import type { components, paths } from './api-schema';

// The web's one way to the API (docs/decisions/0037-typed-api-contract.md): openapi-fetch over the
// types generated from the API's OpenAPI document (api-schema.d.ts), so every call's path,
// parameters, body and answer are checked against what the API declares. A non-2xx answer becomes
// an ApiError carrying the problem (RFC 9457, with per-field messages); a 401 is an ApiError like
// any other, and the query client (app/query-client.ts) forgets the session on it.

/** Problem details as the API sends them (RFC 9457) with per-field messages: packages/shared/src/http.ts. */
export type { Problem };
/** The API's named schemas (`.meta({ id })` in packages/shared), as the web receives them. */
export type Schemas = components['schemas'];
export type { paths };

type Operation<P extends keyof paths, M extends HttpMethod> = Extract<
  paths[P][M],
  Record<string | number, unknown>
>;
/** The JSON answer of an operation that has no named schema: `ApiAnswer<'/api/me/notifications'>`. */
export type ApiAnswer<P extends keyof paths, M extends HttpMethod = 'get'> = SuccessResponseJSON<
  Operation<P, M>
>;
/** The JSON body an operation takes: `ApiBody<'/api/auth/login', 'post'>`. */
export type ApiBody<P extends keyof paths, M extends HttpMethod = 'post'> = RequestBodyJSON<Operation<P, M>>;

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

const NETWORK_PROBLEM: Problem = {
  type: 'about:blank',
  title: 'Network error',
  status: 0,
  detail: 'We could not reach the server. Check your connection and try again.',
};

function isProblem(value: unknown): value is Problem {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Problem).status === 'number' &&
    typeof (value as Problem).title === 'string'
  );
}

// The CSRF header and `accept` of every call.
const sameOriginJson: Middleware = {
  onRequest({ request }) {
    if (!request.headers.has('accept')) request.headers.set('accept', 'application/json');
    // The server refuses cookie-authenticated mutations without this header (CSRF defence: a plain
    // cross-site form cannot set it, and a cross-site fetch that sets it needs a CORS pre-flight).
    if (request.method !== 'GET' && request.method !== 'HEAD')
      request.headers.set('x-requested-with', 'fetch');
    return request;
  },
};

const client = createClient<paths>({ credentials: 'same-origin' });
client.use(sameOriginJson);

type Answer<R> = R extends { data: infer D } ? D : never;

/** The answer's data, or an ApiError: the problem the API sent, or a network problem. */
async function answer<R extends { data?: unknown; error?: unknown; response: Response }>(
  call: () => Promise<R>,
): Promise<Answer<R>> {
  let result: R;
  try {
    result = await call();
  } catch (error) {
    // A body that is not JSON reads as undefined (202 and 204 answers may carry none).
    if (error instanceof SyntaxError) return undefined as Answer<R>;
    throw new ApiError(NETWORK_PROBLEM);
  }
  const { response } = result;
  if (!response.ok) {
    const body: unknown = result.error;
    throw new ApiError(
      isProblem(body)
        ? body
        : { type: 'about:blank', title: response.statusText || 'Error', status: response.status },
    );
  }
  return result.data as Answer<R>;
}

type Caller<M extends HttpMethod> = <
  P extends PathsWithMethod<paths, M>,
  I extends MaybeOptionalInit<paths[P], M>,
>(
  path: P,
  ...init: InitOf<I>
) => Promise<Answer<FetchResponse<Extract<paths[P][M], Record<string | number, unknown>>, I, MediaType>>>;
type InitOf<I> = undefined extends I ? [I?] : [I];

/**
 * Calls the API: `api.GET('/api/services/{id}', { params: { path: { id } } })` resolves with the
 * answer typed from the OpenAPI document, or rejects with an ApiError.
 */
export const api = {
  GET: ((path, ...init) => answer(() => client.GET(path, ...(init as [never])))) as Caller<'get'>,
  POST: ((path, ...init) => answer(() => client.POST(path, ...(init as [never])))) as Caller<'post'>,
  PUT: ((path, ...init) => answer(() => client.PUT(path, ...(init as [never])))) as Caller<'put'>,
  PATCH: ((path, ...init) => answer(() => client.PATCH(path, ...(init as [never])))) as Caller<'patch'>,
  DELETE: ((path, ...init) => answer(() => client.DELETE(path, ...(init as [never])))) as Caller<'delete'>,
};

type GetParameters<P extends keyof paths> = paths[P] extends { get: { parameters: infer X } } ? X : never;
type PathParams<P extends keyof paths> = GetParameters<P> extends { path: infer A } ? A : never;
type QueryParams<P extends keyof paths> = GetParameters<P> extends { query?: infer Q } ? Q : never;

/**
 * The address of a GET endpoint that is not a JSON call (a file download, an `<img src>`, a link),
 * typed against the same contract: only a path the API declares, with its path and query parameters.
 */
export function apiHref<P extends PathsWithMethod<paths, 'get'>>(
  path: P,
  params: {
    path?: PathParams<P>;
    query?: QueryParams<P>;
    /** A cache-buster (`?v=`) the API ignores: a photo's version, so a new one is fetched. */
    version?: string | number;
  } = {},
): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String((params.path as Record<string, unknown> | undefined)?.[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((params.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  if (params.version !== undefined) search.set('v', String(params.version));
  const query = search.toString();
  return query ? `${filled}?${query}` : filled;
}
