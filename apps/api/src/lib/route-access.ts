import {
  type AbilityRule,
  type AccessRule,
  type ApiKeyScope,
  type AppAbility,
  buildAbility,
  type Role,
  STUDIO_SUSPENDED_PROBLEM,
  scopeAllows,
} from '@bmp/shared';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Database } from '../db/client.ts';
import type { ReadDatabase } from '../db/replica.ts';
import { recordAudit } from './audit.ts';
import { HttpProblem, sendProblem } from './problem.ts';

/**
 * What a route requires, declared on the route itself (STYLE.md 5):
 * - 'public': anyone, signed in or not;
 * - 'signedIn': any fully signed-in person (any role, also a customer still onboarding);
 * - 'twoStepPending': only a sign-in waiting for its two-step code;
 * - { action, subject }: a signed-in person whose membership grants that CASL rule;
 *   with `roles`, also only those roles (principal and admin share their rules, but payees and the
 *   bank account are the owner's alone, PRODUCT.md "Who uses it").
 * Row checks (is this my client? my business?) come on top, in the module's service.
 */
export type RouteAccess = 'public' | 'signedIn' | 'twoStepPending' | AccessRule;

/**
 * The platform's operator signed in on a request (docs/decisions/0062-platform-operator.md): a person
 * with no studio, holding `manage all` only. Studio routes never see one as `auth`.
 */
export type OperatorAuth = {
  sessionTokenHash: string;
  stage: 'active' | 'two_step_pending';
  userId: string;
  email: string;
  fullName: string;
  abilityRules: AbilityRule[];
  ability: AppAbility;
};

/** A suspended studio whose person sent this request: they are refused, and told why. */
export type SuspendedStudio = { businessId: string; businessName: string; reason: string };

/** The signed-in person of a request, loaded from the database on every request. */
export type RequestAuth = {
  sessionTokenHash: string;
  stage: 'active' | 'two_step_pending';
  userId: string;
  email: string;
  fullName: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  membershipId: string;
  businessId: string;
  businessName: string;
  businessSlug: string;
  businessTimeZone: string;
  /** businesses.config_version when this request began (studio-config-cache.ts). */
  configVersion: number;
  role: Role;
  onboarded: boolean;
  abilityRules: AbilityRule[];
  ability: AppAbility;
  /**
   * Set when an API key sent the request (docs/decisions/0063-open-studio.md): the studio's
   * integration, acting with its staff's abilities on the routes its scopes open, under the membership
   * of the person who created it; the audit records the key, not a person.
   */
  apiKey?: { id: string; name: string; scopes: string[] };
};

/** Whether the process has begun to shut down (server.ts sets it on SIGTERM, before closing). */
export type Lifecycle = { draining: boolean };

// The app's decorations (app.ts sets them), declared here beside the access config so that any
// program holding a route (a benchmark, a seed) sees them too.
declare module 'fastify' {
  interface FastifyInstance {
    /** The configured public origin (PUBLIC_URL) for links in emails, feeds and redirects. */
    publicOrigin: string;
    /** Sign-ups allowed from one address per hour (SIGNUPS_PER_HOUR). */
    signupsPerHour: number;
    /** Set `draining` on shutdown: readiness then answers 503, so balancers send no more. */
    lifecycle: Lifecycle;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The scope an API key needs for this route (modules/api-keys/key-routes.ts); none: keys refused. */
    apiScope?: ApiKeyScope;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
    operator: OperatorAuth | null;
    /** Set when the session belongs to a suspended studio (auth is then null). */
    suspendedStudio: SuspendedStudio | null;
    /**
     * Where this request's heavy read-only queries go (db/replica.ts): the replica while it keeps
     * up, unless this browser changed something in the last seconds; the primary otherwise.
     */
    reads: ReadDatabase;
  }
}

// Routes added by plugins we do not write ourselves (the API docs page) are public by nature.
const PLUGIN_PUBLIC_PREFIXES = ['/api/docs'];

/** Registration fails for an /api route that does not say who may call it (deny by default). */
export function assertRouteAccessDeclared(route: RouteOptions): void {
  if (!route.url.startsWith('/api')) return;
  if (PLUGIN_PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
    route.config = { ...(route.config as object), access: 'public' };
    return;
  }
  const access = (route.config as { access?: RouteAccess } | undefined)?.access;
  if (access === undefined) {
    throw new Error(
      `Route ${String(route.method)} ${route.url} has no access declaration: add config: { access: ... } (see lib/route-access.ts).`,
    );
  }
}

/** The access check, run in onRequest so a refused caller learns nothing from body validation. */
export async function enforceRouteAccess(db: Database, request: FastifyRequest, reply: FastifyReply) {
  const access = request.routeOptions.config?.access ?? 'public';
  if (access === 'public') return;
  const auth = request.auth;
  const operator = request.operator;

  if (access === 'twoStepPending') {
    if (auth?.stage === 'two_step_pending' || operator?.stage === 'two_step_pending') return;
    return sendProblem(reply, {
      status: 401,
      title: 'Unauthorized',
      detail: 'Sign in with your email and password first.',
    });
  }
  if (auth?.stage !== 'active' && operator?.stage === 'active') {
    // The operator holds `manage all` and nothing inside a studio: every studio route refuses them.
    if (access !== 'signedIn' && operator.ability.can(access.action, access.subject)) return;
    await recordAudit(db, request, {
      action: 'access.denied',
      outcome: 'denied',
      actorUserId: operator.userId,
      details: { method: request.method, route: request.routeOptions.url, required: access, operator: true },
    });
    return sendProblem(reply, {
      status: 403,
      title: 'Forbidden',
      detail: "The platform's operator has no access to a studio's own pages.",
    });
  }
  if (auth?.stage !== 'active') {
    const suspended = request.suspendedStudio;
    if (suspended) {
      return sendProblem(reply, {
        type: STUDIO_SUSPENDED_PROBLEM,
        status: 401,
        title: 'Studio suspended',
        detail: suspendedDetail(suspended),
      });
    }
    return sendProblem(reply, { status: 401, title: 'Unauthorized', detail: 'Sign in to continue.' });
  }
  if (auth.apiKey) {
    const scope = request.routeOptions.config?.apiScope;
    const detail = !scope
      ? 'API keys cannot use this route.'
      : !scopeAllows(auth.apiKey.scopes, scope)
        ? `This API key does not hold the ${scope} scope.`
        : undefined;
    if (detail) {
      await recordAudit(db, request, {
        action: 'access.denied',
        outcome: 'denied',
        details: { method: request.method, route: request.routeOptions.url, required: scope ?? null },
      });
      return sendProblem(reply, { status: 403, title: 'Forbidden', detail });
    }
  }
  if (access === 'signedIn') return;
  const roleAllowed = access.roles === undefined || access.roles.includes(auth.role);
  if (roleAllowed && auth.ability.can(access.action, access.subject)) return;

  await recordAudit(db, request, {
    action: 'access.denied',
    outcome: 'denied',
    details: { method: request.method, route: request.routeOptions.url, required: access },
  });
  return sendProblem(reply, {
    status: 403,
    title: 'Forbidden',
    detail: 'You do not have permission to do that.',
  });
}

/** What a suspended studio's people are told, at sign-in and on every request. */
export function suspendedDetail(studio: { businessName: string; reason: string }): string {
  return `${studio.businessName} is suspended by the platform: ${studio.reason} Nothing has been deleted; you can sign in again once it is reactivated.`;
}

/** The operator of a request whose route declared ACCESS.operator (the access check refused anyone else). */
export function operatorOf(request: FastifyRequest): OperatorAuth {
  if (request.operator?.stage !== 'active') {
    throw new HttpProblem(401, 'Unauthorized', 'Sign in to continue.');
  }
  return request.operator;
}

/**
 * The signed-in person of a request whose route declared access other than 'public' (so the access
 * check has already refused anyone else); throws 401 if called on a request without one.
 */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new HttpProblem(401, 'Unauthorized', 'Sign in to continue.');
  return request.auth;
}

export { buildAbility };
