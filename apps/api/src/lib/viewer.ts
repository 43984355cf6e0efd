import { isStaffRole, type Role } from '@bmp/shared';
import type { FastifyRequest } from 'fastify';
import { authOf } from './route-access.ts';

/**
 * The signed-in person of a request, as services and repositories need them. `RequestAuth`
 * (lib/route-access.ts) is the whole session as the access check loaded it; a `Viewer` is the part a
 * feature acts on, so services can be called from tests and the seed without a request.
 */
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

/** Whose sessions a caller may see: staff all of the business, an expert theirs, a customer theirs. */
export type ServiceScope =
  | { kind: 'all' }
  | { kind: 'expert'; expertId: string }
  | { kind: 'customer'; customerId: string };

/**
 * Whose sessions a caller sees through the admin area (staff everything, an expert their own) or the
 * member area (always and only their own, whatever their role).
 */
export function scopeOf(viewer: Viewer, area: 'team' | 'member'): ServiceScope {
  if (area === 'member') return { kind: 'customer', customerId: viewer.membershipId };
  if (isStaffRole(viewer.role)) return { kind: 'all' };
  return { kind: 'expert', expertId: viewer.membershipId };
}
