import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import {
  apiKeys,
  businesses,
  memberships,
  operatorSessions,
  sessions,
  users,
} from '../../src/db/schema/index.ts';
import type { RouteAccess } from '../../src/lib/route-access.ts';
import { hashToken, newToken } from '../../src/lib/tokens.ts';
import { hashKey } from '../../src/modules/api-keys/api-keys.service.ts';
import { DEMO_OPERATOR_EMAIL, seedDemoOperator } from '../../src/seed/demo-operator-seed.ts';

/** The seven kinds of caller the permission tests try every route as. */
export type Caller =
  | 'anonymous'
  | 'principal'
  | 'admin'
  | 'expert'
  | 'customer'
  | 'onboarding'
  | 'otherBusinessPrincipal'
  | 'operator';

export const CALLERS: Caller[] = [
  'anonymous',
  'principal',
  'admin',
  'expert',
  'customer',
  'onboarding',
  'otherBusinessPrincipal',
  'operator',
];

export const CALLER_EMAIL: Record<Exclude<Caller, 'anonymous'>, string> = {
  principal: 'principal@demo.test',
  admin: 'admin@demo.test',
  expert: 'expert@demo.test',
  customer: 'member@demo.test',
  onboarding: 'newmember@demo.test',
  otherBusinessPrincipal: 'owner@other.test',
  operator: DEMO_OPERATOR_EMAIL,
};

// The CASL rules each caller's membership grants, written from PRODUCT.md's permission table (not
// read from the code), so a wrong rule in the code shows up as a mismatch.
export const CALLER_RULES: Record<Caller, string[]> = {
  anonymous: [],
  principal: ['manage service', 'admin service', 'read service', 'read customer'],
  admin: ['manage service', 'admin service', 'read service', 'read customer'],
  expert: ['read service', 'manage service'],
  customer: ['read customer'],
  onboarding: ['read onBoard'],
  otherBusinessPrincipal: ['manage service', 'admin service', 'read service', 'read customer'],
  // The platform's operator: `manage all` and nothing inside a studio (PRODUCT.md "The platform operator").
  operator: ['manage all'],
};

/** Adds "Other Studio" with its owner owner@other.test (a second tenant beside the demo one). */
export async function seedOtherBusinessOwner(db: Database): Promise<void> {
  const [other] = await db
    .insert(businesses)
    .values({ name: 'Other Studio', slug: 'other-studio' })
    .returning();
  const [owner] = await db
    .insert(users)
    .values({ email: 'owner@other.test', fullName: 'Other Owner' })
    .returning();
  if (!other || !owner) throw new Error('setup failed');
  await db
    .insert(memberships)
    .values({ businessId: other.id, userId: owner.id, role: 'principal', onboardedAt: new Date() });
}

/**
 * A signed-in operator (the demo's, created when missing), its session written straight to the table
 * as if the two-step check had passed.
 */
export async function operatorCookieFor(db: Database): Promise<string> {
  await seedDemoOperator(db);
  const [row] = await db.select({ userId: users.id }).from(users).where(eq(users.email, DEMO_OPERATOR_EMAIL));
  if (!row) throw new Error('no operator');
  const token = newToken();
  await db.insert(operatorSessions).values({
    tokenHash: hashToken(token),
    userId: row.userId,
    stage: 'active',
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return `bmp_session=${token}`;
}

/** A fresh session for a user, written straight to the table (signing in 100s of times would be slow). */
export async function sessionCookieFor(db: Database, email: string): Promise<string> {
  if (email === DEMO_OPERATOR_EMAIL) return operatorCookieFor(db);
  const [row] = await db
    .select({ userId: users.id, membershipId: memberships.id, businessId: memberships.businessId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no membership for ${email}`);
  const token = newToken();
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), ...row, expiresAt: new Date(Date.now() + 3600_000) });
  return `bmp_session=${token}`;
}

/**
 * An API key of the demo studio made by its owner, written straight to the table (docs/decisions/
 * 0063-open-studio.md); answers the Authorization header to send.
 */
export async function apiKeyHeaderFor(db: Database, scopes: string[]): Promise<string> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, CALLER_EMAIL.principal));
  const [studio] = await db
    .select({ businessId: memberships.businessId })
    .from(memberships)
    .where(eq(memberships.userId, owner?.id ?? ''));
  if (!owner || !studio) throw new Error('no demo owner');
  const prefix = `bmp_${randomBytes(6).toString('hex')}`;
  const key = `${prefix}_${randomBytes(24).toString('base64url')}`;
  await db.insert(apiKeys).values({
    businessId: studio.businessId,
    name: `Matrix ${scopes.join(' ')}`,
    prefix,
    secretHash: hashKey(key),
    scopes,
    createdByUserId: owner.id,
  });
  return `Bearer ${key}`;
}

/**
 * What a route means for an API key holding `scopes`: public routes let it through, a pending sign-in's
 * routes refuse it (401), and every other route needs its listed scope (API_KEY_ROUTES) or is 403.
 */
export function expectedKeyAccess(
  access: RouteAccess,
  apiScope: string | undefined,
  scopes: string[],
): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (access === 'twoStepPending') return 401;
  if (!apiScope) return 403;
  const [area] = apiScope.split(':');
  return scopes.includes(apiScope) || (apiScope.endsWith(':read') && scopes.includes(`${area}:write`))
    ? 'allowed'
    : 403;
}

/** What a route's declared access means for one caller: let through, or refused with 401 or 403. */
export function expectedAccess(access: RouteAccess, caller: Caller): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (access === 'twoStepPending') return 401; // a fully signed-in session is not a pending sign-in
  // The operator is signed in, but not as anyone of a studio: every studio route refuses them.
  if (caller === 'operator') {
    return access !== 'signedIn' && CALLER_RULES.operator.includes(`${access.action} ${access.subject}`)
      ? 'allowed'
      : 403;
  }
  if (access === 'signedIn') return 'allowed';
  const callerRole =
    caller === 'otherBusinessPrincipal' ? 'principal' : caller === 'onboarding' ? 'customer' : caller;
  if (access.roles && !access.roles.includes(callerRole as (typeof access.roles)[number])) return 403;
  return CALLER_RULES[caller].includes(`${access.action} ${access.subject}`) ? 'allowed' : 403;
}

/**
 * A demo caller a route lets through, the studio's owner first: the one to send a malformed input
 * with, so it reaches the handler's side of the API (undefined when only a pending sign-in may call).
 */
export function allowedCaller(access: RouteAccess): Caller | undefined {
  const candidates: Caller[] = ['principal', 'customer', 'onboarding', 'expert', 'anonymous', 'operator'];
  return candidates.find((caller) => expectedAccess(access, caller) === 'allowed');
}
