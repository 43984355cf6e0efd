import type { Role } from '@bmp/shared';
import type { FastifyRequest } from 'fastify';
import { sqlStateOf } from '../../db/raw.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { authOf, type RouteAccess } from '../auth/access.ts';
import type { ServiceScope } from './booking.repository.ts';

// What the booking routes share: who is asking, what they may see, and how failures read.

/** Staff: the catalog and everyone's schedule (`admin service`: an expert's manage is not enough). */
export const STAFF: RouteAccess = { action: 'admin', subject: 'service' };
/** Staff and experts: the admin area's session pages (`read service`). */
export const TEAM_READ: RouteAccess = { action: 'read', subject: 'service' };
/** Staff and experts acting on sessions (`manage service`; an expert only on their own). */
export const TEAM_MANAGE: RouteAccess = { action: 'manage', subject: 'service' };
/** Members (`read customer`): their own sessions, always as their own membership. */
export const MEMBER: RouteAccess = { action: 'read', subject: 'customer' };

/** The signed-in person of a request, as the booking engine needs them. */
export type Viewer = {
  businessId: string;
  userId: string;
  membershipId: string;
  role: Role;
  /** The studio's configuration version the request saw; without it nothing is cached. */
  configVersion?: number;
  /** Who is signed in, as the session lookup read them (an active membership). */
  person?: { name: string; email: string };
};

export function viewerOf(request: FastifyRequest): Viewer {
  const auth = authOf(request);
  return {
    businessId: auth.businessId,
    userId: auth.userId,
    membershipId: auth.membershipId,
    role: auth.role,
    configVersion: auth.configVersion,
    person: { name: auth.fullName, email: auth.email },
  };
}

export const isStaffRole = (role: Role) => role === 'admin' || role === 'principal';

/**
 * Whose sessions a caller sees through the admin area (staff everything, an expert their own) or the
 * member area (always and only their own, whatever their role).
 */
export function scopeOf(viewer: Viewer, area: 'team' | 'member'): ServiceScope {
  if (area === 'member') return { kind: 'customer', customerId: viewer.membershipId };
  if (isStaffRole(viewer.role)) return { kind: 'all' };
  return { kind: 'expert', expertId: viewer.membershipId };
}

const TITLES = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Content',
};

/** A problem on one form field, so the form shows it where the person typed. */
export function fieldProblem(status: 400 | 403 | 409 | 422, field: string, message: string): HttpProblem {
  return new HttpProblem(status, TITLES[status], message, { [field]: [message] });
}

export const notFound = (what: string) => new HttpProblem(404, 'Not Found', `No such ${what}.`);

/**
 * Which exclusion constraint refused a statement (SQLSTATE 23P01), if one did: Drizzle wraps the
 * driver's error (pg and PGlite both carry `code` and `constraint`) as the cause.
 */
export function overlapRefusal(error: unknown): 'expert' | 'customer' | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint, message } = current as Error & { code?: string; constraint?: string };
    if (code === '23P01' || /conflicting key value violates exclusion constraint/.test(message)) {
      const name = constraint ?? message;
      if (name.includes('services_customer_no_overlap')) return 'customer';
      return 'expert';
    }
  }
  return undefined;
}

/**
 * Runs a transaction again when PostgreSQL picked it as a deadlock victim (40P01) or could not
 * serialise it (40001), after a short random pause that grows with each try, so the retries of a
 * crowd do not collide again in step. Bookings take their turn per expert and customer before they
 * reach the exclusion constraints (migration 0012), so this is the rare case, not the storm.
 */
export async function retryingDeadlocks<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));
    }
  }
}

function isRetryable(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === '40P01' || state === '40001';
}

/** True when a unique constraint with this name refused the statement (SQLSTATE 23505). */
export function uniqueRefusal(error: unknown, name: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint, message } = current as Error & { code?: string; constraint?: string };
    if (code === '23505' && (constraint === name || message.includes(name))) return true;
  }
  return false;
}
