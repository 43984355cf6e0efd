import type { AbilityRule, Role, SessionRole } from './abilities';

/**
 * The one permission vocabulary of the API's route configs and the web's route table (PRODUCT.md
 * "Who uses it"). Each rule is a CASL ability the membership must hold; `roles` narrows it further
 * where two roles share their abilities (principal and admin) but not the page.
 */
export type AccessRule = AbilityRule & { roles?: readonly Role[] };

/** The studio's staff: the owner (principal) and the admins. They share every ability. */
export const STAFF_ROLES = ['principal', 'admin'] as const satisfies readonly Role[];
export const OWNER_ROLES = ['principal'] as const satisfies readonly Role[];
export const EXPERT_ROLES = ['expert'] as const satisfies readonly Role[];

export const isStaffRole = (role: SessionRole | null | undefined): boolean =>
  role === 'principal' || role === 'admin';

export const ACCESS = {
  /** Staff: the catalog, the customers, the money and everyone's schedule (`admin service`). */
  staff: { action: 'admin', subject: 'service' },
  /** The owner alone: payees and the bank account. */
  owner: { action: 'admin', subject: 'service', roles: OWNER_ROLES },
  /** Staff and experts: the admin area's pages (`read service`). */
  teamRead: { action: 'read', subject: 'service' },
  /** Staff and experts acting on sessions (`manage service`; an expert only on their own). */
  teamManage: { action: 'manage', subject: 'service' },
  /** An expert's own pages (their dashboard and their clients); staff have the studio's instead. */
  expert: { action: 'read', subject: 'service', roles: EXPERT_ROLES },
  /** Onboarded members (`read customer`): their own sessions, credits and purchases. */
  member: { action: 'read', subject: 'customer' },
  /** A member who has not finished onboarding yet. */
  onboarding: { action: 'read', subject: 'onBoard' },
  /** The platform's operator (`manage all`): the console and the landing page, nothing in a studio. */
  operator: { action: 'manage', subject: 'all' },
} as const satisfies Record<string, AccessRule>;
