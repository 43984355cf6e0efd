// The cookie plugin's request and reply methods (app.ts registers the plugin).

import {
  type AuthSession,
  abilityRulesFor,
  buildAbility,
  OPERATOR_ROLE,
  OPERATOR_RULES,
  STUDIO_SUSPENDED_PROBLEM,
} from '@bmp/shared';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import * as clock from '../../lib/clock.ts';
import { HttpProblem } from '../../lib/problem.ts';
import {
  type OperatorAuth,
  type RequestAuth,
  type SuspendedStudio,
  suspendedDetail,
} from '../../lib/route-access.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { findFirstActiveMembership } from '../memberships/index.ts';
import {
  deleteOperatorSession,
  findLiveOperatorSession,
  insertOperatorSession,
  isPlatformOperator,
  touchOperatorSession,
} from './operator-sessions.repository.ts';
import {
  deleteSession,
  deleteSessionsExpiredBy,
  deleteUserSessions,
  findLiveSession,
  insertSession,
  touchSession,
} from './sessions.repository.ts';

export const SESSION_COOKIE = 'bmp_session';
/** Signed out after this long without a request (decision 0007). */
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
/** Signed out after this long whatever happens. */
export const SESSION_ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;
/** A password-checked sign-in waits this long for its two-step code. */
export const TWO_STEP_PENDING_SECONDS = 5 * 60;
// Writing last_seen_at on every request would turn every read into a write; a minute is precise enough.
const TOUCH_AFTER_SECONDS = 60;

/**
 * The first active membership of a user: the business a new session opens in (one that is not
 * suspended first, when the person has several).
 */
export function firstActiveMembership(db: Database, userId: string) {
  return findFirstActiveMembership(db, userId);
}

/** A sign-in into a suspended studio is refused with why, and audited (decision 0062). */
export async function refuseSuspendedStudio(
  db: Database,
  request: FastifyRequest,
  membership: { businessId: string; businessName: string; suspensionReason: string | null },
  userId: string,
): Promise<void> {
  if (membership.suspensionReason === null) return;
  await recordAudit(db, request, {
    action: 'auth.login',
    outcome: 'denied',
    actorUserId: userId,
    businessId: membership.businessId,
    details: { reason: 'studio_suspended' },
  });
  throw new HttpProblem(
    403,
    'Studio suspended',
    suspendedDetail({ businessName: membership.businessName, reason: membership.suspensionReason }),
    undefined,
    STUDIO_SUSPENDED_PROBLEM,
  );
}

/**
 * A new session's token and the columns every session row has, for a sign-in now; ends whatever
 * session this browser had first (no session fixation) and sets the cookie.
 */
async function newSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  stage: 'active' | 'two_step_pending',
) {
  await endSession(db, request, reply);
  const token = newToken();
  const lifetime = stage === 'active' ? SESSION_ABSOLUTE_SECONDS : TWO_STEP_PENDING_SECONDS;
  const at = clock.now();
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: lifetime,
  });
  const columns = {
    // The server's clock, not the column's default: the idle check compares it with clock.now().
    createdAt: at,
    lastSeenAt: at,
    tokenHash: hashToken(token),
    stage,
    expiresAt: new Date(at.getTime() + lifetime * 1000),
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  };
  return { token, columns };
}

/** Creates a session row and sets its cookie; a new random id at every sign-in. */
export async function startSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  {
    userId,
    membershipId,
    businessId,
    stage = 'active',
  }: {
    userId: string;
    membershipId: string;
    businessId: string;
    stage?: 'active' | 'two_step_pending';
  },
): Promise<{ token: string; tokenHash: string }> {
  const { token, columns } = await newSession(db, request, reply, stage);
  await insertSession(db, { ...columns, userId, membershipId, businessId });
  return { token, tokenHash: columns.tokenHash };
}

/** Deletes this browser's session, a studio's or the operator's (if any), and clears its cookie. */
export async function endSession(db: Database, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) {
    await deleteSession(db, hashToken(token));
    await deleteOperatorSession(db, hashToken(token));
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Starts the operator's session (the same cookie as a studio session, its own table): always first
 * as a pending sign-in, since the operator must pass the two-step check (decision 0062).
 */
export async function startOperatorSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  { userId, stage }: { userId: string; stage: 'active' | 'two_step_pending' },
): Promise<{ token: string }> {
  const { token, columns } = await newSession(db, request, reply, stage);
  await insertOperatorSession(db, { ...columns, userId });
  return { token };
}

export { isPlatformOperator };

/** Deletes the operator's half-signed-in session that a two-step sign-in replaces. */
export async function dropOperatorSession(db: Database, tokenHash: string): Promise<void> {
  await deleteOperatorSession(db, tokenHash);
}

/** The operator signed in with this cookie, under the same idle and absolute limits as everyone. */
export async function loadOperator(db: Database, token: string | undefined): Promise<OperatorAuth | null> {
  const lookup = sessionLookup(token);
  if (!lookup) return null;
  const { tokenHash, now } = lookup;
  const row = await findLiveOperatorSession(db, lookup);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_SECONDS * 1000) {
    await touchOperatorSession(db, tokenHash, now);
  }
  const abilityRules = OPERATOR_RULES.map((rule) => ({ ...rule }));
  return {
    sessionTokenHash: tokenHash,
    stage: row.stage,
    userId: row.userId,
    email: row.email,
    fullName: row.fullName,
    abilityRules,
    ability: buildAbility(abilityRules),
  };
}

/** The operator as the web app keeps a signed-in person: no studio, the one `manage all` rule. */
export function toOperatorAuthSession(operator: OperatorAuth): AuthSession {
  return {
    userData: {
      id: operator.userId,
      email: operator.email,
      fullName: operator.fullName,
      role: OPERATOR_ROLE,
      businessId: '',
      businessName: '',
      businessSlug: '',
      businessTimeZone: 'UTC',
      onboarded: true,
      emailVerified: true,
      twoFactorEnabled: true,
    },
    abilityRules: operator.abilityRules,
  };
}

/** Deletes one session by its token's hash (the half-signed-in one a two-step sign-in replaces). */
export async function dropSession(db: Database, tokenHash: string): Promise<void> {
  await deleteSession(db, tokenHash);
}

/** Ends every session of a user, except optionally one (password change keeps the current browser). */
export async function endAllSessions(db: Database, userId: string, exceptTokenHash?: string): Promise<void> {
  await deleteUserSessions(db, userId, exceptTokenHash);
}

/** The token's hash and the instants a live session is checked against, or null for no usable token. */
function sessionLookup(token: string | undefined) {
  if (!token || token.length > 200) return null;
  const now = clock.now();
  return {
    tokenHash: hashToken(token),
    now,
    idleSince: new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000),
  };
}

/**
 * Loads the signed-in person from the session cookie: the session must be unexpired, not idle too
 * long, and its membership still active (deactivation ends access at once). Abilities are derived
 * from the membership in the database, never from anything the client sent.
 */
export async function loadAuth(
  db: Database,
  token: string | undefined,
  /** touch: false checks without counting as activity (an open live stream checking again, decision 0060). */
  options: { touch?: boolean } = {},
): Promise<RequestAuth | null> {
  return (await loadSession(db, token, options)).auth;
}

/**
 * loadAuth, and when the session's studio is suspended (no auth then), which studio and why: one
 * lookup answers both, so every request pays for one query (decision 0062).
 */
export async function loadSession(
  db: Database,
  token: string | undefined,
  options: { touch?: boolean } = {},
): Promise<{ auth: RequestAuth | null; suspended: SuspendedStudio | null }> {
  const lookup = sessionLookup(token);
  if (!lookup) return { auth: null, suspended: null };
  const { tokenHash, now } = lookup;
  const row = await findLiveSession(db, lookup);
  if (row && row.suspensionReason !== null) {
    return {
      auth: null,
      suspended: { businessId: row.businessId, businessName: row.businessName, reason: row.suspensionReason },
    };
  }
  if (row?.status !== 'active') return { auth: null, suspended: null };

  if (options.touch !== false && now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_SECONDS * 1000) {
    await touchSession(db, tokenHash, now);
  }
  const abilityRules = abilityRulesFor({
    role: row.role,
    status: row.status,
    onboarded: row.onboardedAt !== null,
  });
  const auth: RequestAuth = {
    sessionTokenHash: tokenHash,
    stage: row.stage,
    userId: row.userId,
    email: row.email,
    fullName: row.fullName,
    emailVerified: row.emailVerifiedAt !== null,
    twoFactorEnabled: row.totpEnabledAt !== null,
    membershipId: row.membershipId,
    businessId: row.businessId,
    businessName: row.businessName,
    businessSlug: row.businessSlug,
    businessTimeZone: row.businessTimeZone,
    configVersion: row.configVersion,
    role: row.role,
    onboarded: row.onboardedAt !== null,
    abilityRules,
    ability: buildAbility(abilityRules),
  };
  return { auth, suspended: null };
}

/** The client's view of a signed-in person: userData and abilityRules, nothing secret. */
export function toAuthSession(auth: RequestAuth): AuthSession {
  return {
    userData: {
      id: auth.userId,
      email: auth.email,
      fullName: auth.fullName,
      role: auth.role,
      businessId: auth.businessId,
      businessName: auth.businessName,
      businessSlug: auth.businessSlug,
      businessTimeZone: auth.businessTimeZone,
      onboarded: auth.onboarded,
      emailVerified: auth.emailVerified,
      twoFactorEnabled: auth.twoFactorEnabled,
    },
    abilityRules: auth.abilityRules,
  };
}

/** Removes expired sessions; called opportunistically at sign-in. */
export async function deleteExpiredSessions(db: Database): Promise<void> {
  await deleteSessionsExpiredBy(db, clock.now());
}
