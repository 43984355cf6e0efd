import type { AuthSession, Role } from '@bmp/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { constraintOf, sqlStateOf } from '../../db/raw.ts';
import * as clock from '../../lib/clock.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { insertMembership } from '../memberships/index.ts';
import { findBusinessBySlug, findOtherUserWithEmail, insertUser } from './auth.repository.ts';
import { sendVerificationEmail } from './email-links.ts';
import { loadAuth, startSession, toAuthSession } from './sessions.ts';
import { addressKey, takeAttempt, tooManyAttempts } from './throttle.ts';

// A transaction handle is a Database for our purposes (Drizzle's tx has the same query builder).
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const emailTaken = (message: string) =>
  new HttpProblem(409, 'Conflict', 'An account with this email already exists.', { email: [message] });

/** The studio a member's sign-up link names; a 404 on the slug field when there is none. */
export async function signupBusiness(db: Database, slug: string) {
  const business = await findBusinessBySlug(db, slug);
  if (!business) {
    throw new HttpProblem(404, 'Not Found', 'No studio matches this sign-up link.', {
      businessSlug: ['No studio matches this sign-up link.'],
    });
  }
  return business;
}

/** Refuses, on the email field, an address that already has a login (member and business sign-up). */
export async function assertEmailFree(db: Database, email: string, message: string): Promise<void> {
  if (await findOtherUserWithEmail(db, email)) throw emailTaken(message);
}

/**
 * Runs a sign-up's writes. Two sign-ups with one email at the same moment both pass assertEmailFree;
 * the unique index lets one in, and the other gets the same 409 as if it had come second.
 */
export async function createAccount<T>(write: () => Promise<T>, emailTakenMessage: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlStateOf(error) === '23505' && constraintOf(error) === 'users_email_unique') {
      throw emailTaken(emailTakenMessage);
    }
    throw error;
  }
}

/** Sign-ups from one address in a rolling hour (SIGNUPS_PER_HOUR): against scripted mass sign-up. */
export async function takeSignupAttempt(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  perHour: number,
): Promise<void> {
  const blocked = await takeAttempt(db, [
    {
      key: `signup:${addressKey(request.ip)}`,
      limit: { maxAttempts: perHour, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
    },
  ]);
  if (blocked > 0) {
    throw tooManyAttempts(reply, blocked, 'sign-ups from this address');
  }
}

export type NewAccount = {
  businessId: string;
  email: string;
  fullName: string;
  phone?: string | null;
  passwordHash: string;
  role: Role;
  /** Customers start onboarding; staff are onboarded from the start. */
  onboarded: boolean;
};

/** Inserts a login and its membership in one business, inside the caller's transaction. */
export async function insertAccount(tx: Tx, account: NewAccount) {
  const user = await insertUser(tx, {
    email: account.email,
    fullName: account.fullName,
    phone: account.phone ?? null,
    passwordHash: account.passwordHash,
  });
  const membership = await insertMembership(tx, account.businessId, {
    userId: user.id,
    role: account.role,
    status: 'active',
    onboardedAt: account.onboarded ? clock.now() : null,
  });
  return { user, membershipId: membership.id, businessId: account.businessId };
}

/** A login and its membership in a transaction of their own (member sign-up). */
export function insertAccountAlone(db: Database, account: NewAccount) {
  return db.transaction((tx) => insertAccount(tx, account));
}

/** After a sign-up commits: send the verification link and sign the new person in. */
export async function welcomeNewAccount(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  created: Awaited<ReturnType<typeof insertAccount>>,
): Promise<AuthSession> {
  await sendVerificationEmail(db, request, created.user, created.businessId);
  const { token } = await startSession(db, request, reply, {
    userId: created.user.id,
    membershipId: created.membershipId,
    businessId: created.businessId,
  });
  const auth = await loadAuth(db, token);
  if (!auth) throw new Error('a session just created could not be loaded');
  return toAuthSession(auth);
}
