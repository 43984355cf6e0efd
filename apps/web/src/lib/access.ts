import type { AccessRule, AppAbility, Role, SessionRole } from '@bmp/shared';

/** Who is asking, as a permission check needs it: null when nobody is signed in. */
export type AccessSession = { role: SessionRole; ability: AppAbility } | null;

/**
 * The web's one permission check: may `session` do what the shared `ACCESS` rule `rule` allows?
 * The membership must hold the rule's ability and, where the rule names roles (say `ACCESS.owner`,
 * since principal and admin hold the same abilities), have one of them. The route guard
 * (app/navigation.ts) and every page decide with it, through `useCan` in a component; comparing
 * `role ===` by hand elsewhere is refused by lib/no-role-comparisons.test.ts.
 */
export function canAccess(session: AccessSession, rule: AccessRule): boolean {
  if (session === null) return false;
  if (rule.roles && !(rule.roles as readonly SessionRole[]).includes(session.role)) return false;
  return session.ability.can(rule.action, rule.subject);
}

/**
 * Whether `role` is one the rule names: for a role shown on the page (a team member's, an invitation's),
 * not the viewer's, say `namesRole(ACCESS.owner, member.role)`: "this member is the owner".
 */
export function namesRole(rule: AccessRule, role: Role): boolean {
  return rule.roles?.includes(role) ?? false;
}
