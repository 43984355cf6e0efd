import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SAFE_METHODS } from './csrf.ts';
import type { RouteAccess } from './route-access.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

// The session cookie and the CSRF header, as OpenAPI security schemes (docs/api.md "Access").
export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'bmp_session',
    description: 'The opaque session id set by POST /api/auth/login (HttpOnly, SameSite).',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'bmp_<12 hex>_<32 characters>',
    description:
      "A studio's API key (Settings, Integrations), sent as `Authorization: Bearer <key>`. Each operation a key may call names the scope it needs; `<area>:write` includes `<area>:read`. Limited to 600 requests a minute per key.",
  },
  csrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Requested-With',
    description: 'Any value. Required with the session cookie on every request that changes something.',
  },
} as const;

/** `GET /api/me/purchases/:id` -> `getMePurchasesById`: unique because method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/?/, '')
    .split(/[/.\-_]+/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split('-'));
  const camel = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return `${method.toLowerCase()}${camel || 'Root'}`;
}

/** What a caller must send for a route of this access: nothing, the cookie, or cookie and header. */
export function securityOf(access: RouteAccess, method: string): Record<string, string[]>[] {
  if (access === 'public') return [];
  const cookie = { sessionCookie: [] as string[] };
  return SAFE_METHODS.has(method) ? [cookie] : [{ ...cookie, csrfHeader: [] }];
}

/**
 * The zod transform plus what tools need to call the API: an operationId, the security a caller must
 * present, and the route's declared access as `x-access` (read by test/authorization-matrix.test.ts).
 */
export function documentRoute(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  const route = (
    input as { route?: { method: string | string[]; config?: { access?: RouteAccess; apiScope?: string } } }
  ).route;
  const method = [route?.method ?? 'GET'].flat()[0] ?? 'GET';
  const access = route?.config?.access ?? 'public';
  const apiScope = route?.config?.apiScope;
  const schema = (transformed.schema ?? {}) as Record<string, unknown>;
  return {
    ...transformed,
    schema: {
      ...schema,
      operationId:
        typeof schema.operationId === 'string' ? schema.operationId : operationIdOf(method, input.url),
      // Either the browser's session, or an API key holding the route's scope (decision 0063).
      security: apiScope
        ? [...securityOf(access, method), { apiKey: [apiScope] }]
        : securityOf(access, method),
      'x-access': access,
      ...(apiScope ? { 'x-api-key-scope': apiScope } : {}),
    },
  };
}
