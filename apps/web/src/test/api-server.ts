import { type AuthSession, abilityRulesFor, ROLES, type Role } from '@bmp/shared';
import { delay, type HttpHandler, HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { paths } from '../lib/api-schema';

// The API as the route tests see it: MSW at the network layer, so the page, its hooks and the typed
// client (lib/api-client.ts) run as they do in the browser. Handlers are typed against the generated
// contract (lib/api-schema.d.ts): a path the API does not declare, or an answer of the wrong shape,
// fails the type check.

export const server = setupServer();

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The paths that declare `method`. */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: object } ? P : never;
}[keyof paths];
type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
/** The JSON a success (200 or 201) of `method path` carries. */
export type ApiSuccess<M extends Method, P extends ApiPath<M>> = paths[P][M] extends { responses: infer R }
  ? JsonOf<R[Extract<keyof R, 200 | 201>]>
  : never;

type Resolver = Parameters<typeof http.get>[1];

/** '/api/services/{id}' as MSW writes it: '/api/services/:id'. */
const mswPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** `method path` answers 200 with `body` (or what `body` returns from the request, for a check on it). */
export function apiAnswers<M extends Method, P extends ApiPath<M>>(
  method: M,
  path: P,
  body: ApiSuccess<M, P> | ((request: Request) => ApiSuccess<M, P> | Promise<ApiSuccess<M, P>>),
): HttpHandler {
  return http[method](mswPath(path), async ({ request }) =>
    HttpResponse.json(
      (typeof body === 'function'
        ? await (body as (request: Request) => unknown)(request)
        : body) as JsonBodyType,
    ),
  );
}

/**
 * `method path` answers with an RFC 9457 problem, shaped as apps/api/src/lib/problem.ts sends it:
 * `errors` holds the per-field messages keyed by the request field's dotted path.
 */
export function apiProblem<M extends Method, P extends ApiPath<M>>(
  method: M,
  path: P,
  status: number,
  problem: { detail?: string; errors?: Record<string, string[]>; title?: string } = {},
): HttpHandler {
  const body = { type: 'about:blank', title: problem.title ?? `Error ${status}`, status, ...problem };
  return http[method](mswPath(path), () =>
    HttpResponse.json(body, {
      status,
      headers: { 'content-type': 'application/problem+json; charset=utf-8' },
    }),
  );
}

/** `method path` never answers: the page stays in its loading state. */
export function apiPending<M extends Method, P extends ApiPath<M>>(method: M, path: P): HttpHandler {
  const never: Resolver = async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  };
  return http[method](mswPath(path), never);
}

/** The session the API gives a member of the demo studio with `role` (active, onboarded). */
export function sessionOf(role: Role): AuthSession {
  return {
    userData: {
      id: `00000000-0000-4000-8000-00000000000${ROLES.indexOf(role) + 1}`,
      fullName: `Test ${role}`,
      email: `${role}@example.test`,
      role,
      businessId: '00000000-0000-4000-8000-0000000000b1',
      businessName: 'Test Studio',
      businessSlug: 'test-studio',
      businessTimeZone: 'America/Los_Angeles',
      onboarded: true,
      emailVerified: true,
      twoFactorEnabled: false,
    },
    abilityRules: abilityRulesFor({ role, status: 'active', onboarded: true }),
  };
}
