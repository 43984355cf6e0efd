import { createMongoAbility, type MongoAbility } from '@casl/ability';

export const ROLES = ['principal', 'admin', 'expert', 'customer'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The platform's operator: no role in any studio, only `manage all` (SPEC.md's landing-page route;
 * docs/decisions/0062-platform-operator.md). A signed-in session is a studio role or this.
 */
export const OPERATOR_ROLE = 'operator' as const;
export type SessionRole = Role | typeof OPERATOR_ROLE;
export const SESSION_ROLES = [...ROLES, OPERATOR_ROLE] as const;

/** The operator's one rule. No studio membership is ever granted it. */
export const OPERATOR_RULES: readonly AbilityRule[] = [{ action: 'manage', subject: 'all' }];

export const MEMBERSHIP_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const ABILITY_ACTIONS = ['read', 'manage', 'admin'] as const;
export type AbilityAction = (typeof ABILITY_ACTIONS)[number];
export const ABILITY_SUBJECTS = ['service', 'customer', 'onBoard', 'all'] as const;
export type AbilitySubject = (typeof ABILITY_SUBJECTS)[number];

/** One CASL rule as the client stores it (SPEC.md section 3: abilityRules, each action + subject). */
export type AbilityRule = { action: AbilityAction; subject: AbilitySubject };
export type AppAbility = MongoAbility<[AbilityAction, AbilitySubject]>;

/** What the server needs to know of a membership to grant rules. */
export type MembershipForRules = { role: Role; status: MembershipStatus; onboarded: boolean };

const STAFF_RULES: AbilityRule[] = [
  { action: 'manage', subject: 'service' },
  { action: 'admin', subject: 'service' },
  { action: 'read', subject: 'service' },
  { action: 'read', subject: 'customer' },
];

/**
 * The rules a membership grants, exactly PRODUCT.md's table. Deny by default: an inactive membership
 * or an unknown role gets no rule at all.
 */
export function abilityRulesFor(membership: MembershipForRules): AbilityRule[] {
  if (membership.status !== 'active') return [];
  switch (membership.role) {
    case 'principal':
    case 'admin':
      return STAFF_RULES.map((rule) => ({ ...rule }));
    case 'expert':
      return [
        { action: 'read', subject: 'service' },
        { action: 'manage', subject: 'service' },
      ];
    case 'customer':
      return membership.onboarded
        ? [{ action: 'read', subject: 'customer' }]
        : [{ action: 'read', subject: 'onBoard' }];
    default:
      return [];
  }
}

/**
 * The CASL ability for a set of rules. 'manage' is an ordinary action here, not CASL's "any action"
 * wildcard: an expert holds `manage service` but must not gain the `admin` action that
 * /admin/services/prepaid requires (decision 0007).
 */
export function buildAbility(rules: readonly AbilityRule[]): AppAbility {
  return createMongoAbility<[AbilityAction, AbilitySubject]>(
    rules.map((rule) => ({ action: rule.action, subject: rule.subject })),
    { anyAction: '__no_wildcard_action__', anySubjectType: '__no_wildcard_subject__' },
  );
}
