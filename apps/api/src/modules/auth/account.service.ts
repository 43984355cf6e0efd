import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import * as clock from '../../lib/clock.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { RequestAuth } from '../../lib/route-access.ts';
import { hashToken } from '../../lib/tokens.ts';
import {
  type AccountUser,
  consumeUserToken,
  deleteRecoveryCodes,
  discardLinks,
  findOtherUserWithEmail,
  findUsableUserToken,
  findUserByEmail,
  findUserById,
  replaceRecoveryCodes,
  type UserTokenPurpose,
  updateUser,
  useRecoveryCode,
  userConditions,
} from './auth.repository.ts';
import { attemptSucceeded, RECHECK_LIMIT, recheckKey, takeAttempt, tooManyAttempts } from './throttle.ts';
import { matchTotp } from './totp.ts';

export const ACCOUNT_MESSAGES = {
  invalidLink: 'This link is invalid or has expired.',
  emailTakenByOther: 'Another account now uses this email address.',
  wrongCurrentPassword: 'Your current password is not correct.',
  emailTaken: 'An account with this email already exists.',
  sameEmail: 'This is already your email address.',
  wrongCode: 'That code is not valid. Try the newest code from your app.',
} as const;

export const RECOVERY_CODE_COUNT = 10;
// Lowercase letters and digits without the look-alikes 0/o, 1/l/i: 31 symbols, 8 of them ~ 40 bits.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten fresh recovery codes shaped "xxxx-xxxx", exactly as the user will type them at sign-in. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) {
    let raw = '';
    for (let i = 0; i < 8; i++) raw += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    codes.add(`${raw.slice(0, 4)}-${raw.slice(4)}`);
  }
  return [...codes];
}

export type { AccountUser } from './auth.repository.ts';

/** The signed-in person's own row; a session whose user vanished is treated as signed out. */
export async function currentUser(db: Database, auth: RequestAuth | null): Promise<AccountUser> {
  const user = auth ? await findUserById(db, auth.userId) : undefined;
  if (!user) throw new HttpProblem(401, 'Unauthorized', 'Sign in to continue.');
  return user;
}

function invalidLink(): HttpProblem {
  return new HttpProblem(400, 'Bad Request', ACCOUNT_MESSAGES.invalidLink, {
    token: [ACCOUNT_MESSAGES.invalidLink],
  });
}

/** Marks an emailed link used and returns what it was for (once: two racing requests cannot both). */
function consumeLink(db: Database, token: string, purposes: UserTokenPurpose[]) {
  return consumeUserToken(db, hashToken(token), purposes);
}

function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

function emailTakenByOther(): HttpProblem {
  return new HttpProblem(409, 'Conflict', `${ACCOUNT_MESSAGES.emailTakenByOther} This link cannot be used.`, {
    token: [ACCOUNT_MESSAGES.emailTakenByOther],
  });
}

export type ConfirmedLink =
  | { purpose: 'verify_email'; userId: string }
  | { purpose: 'change_email'; userId: string; from: string; to: string };

/**
 * Uses a verify-email or change-email link. A change-email link whose address was taken meanwhile
 * answers 409 and stays unused (the transaction rolls back).
 */
export async function confirmEmailLink(db: Database, token: string): Promise<ConfirmedLink> {
  try {
    return await db.transaction(async (tx) => {
      const link = await consumeLink(tx, token, ['verify_email', 'change_email']);
      if (!link) throw invalidLink();
      const now = clock.now();
      if (link.purpose === 'verify_email') {
        await updateUser(
          tx,
          link.userId,
          { emailVerifiedAt: now, updatedAt: now },
          userConditions.emailUnverified(),
        );
        return { purpose: 'verify_email', userId: link.userId };
      }
      const newEmail = link.newEmail;
      if (!newEmail) throw invalidLink();
      const taken = await findOtherUserWithEmail(tx, newEmail, link.userId);
      if (taken) throw emailTakenByOther();
      const before = await findUserById(tx, link.userId);
      if (!before) throw invalidLink();
      await updateUser(tx, link.userId, { email: newEmail, emailVerifiedAt: now, updatedAt: now });
      // Links mailed to the old address (a reset, an older change) must not outlive the change.
      await discardLinks(tx, link.userId);
      return { purpose: 'change_email', userId: link.userId, from: before.email, to: newEmail };
    });
  } catch (error) {
    // Two accounts claiming the same address at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTakenByOther();
    throw error;
  }
}

/**
 * Refuses a reset link that is not live (unknown, used, expired or for something else) without using
 * it: the route checks the link before it hashes the new password, so a made-up link costs one
 * lookup and never a hash.
 */
export async function checkResetLink(db: Database, token: string): Promise<void> {
  if (!(await findUsableUserToken(db, hashToken(token), ['reset_password']))) throw invalidLink();
}

/** Uses a reset link and stores the new password hash; the link and any other reset link stop working. */
export async function resetPasswordWithLink(db: Database, token: string, passwordHash: string) {
  return db.transaction(async (tx) => {
    const link = await consumeLink(tx, token, ['reset_password']);
    if (!link) throw invalidLink();
    const [user] = await updateUser(tx, link.userId, { passwordHash, updatedAt: clock.now() });
    if (!user) throw invalidLink();
    await discardLinks(tx, link.userId, ['reset_password']);
    return user;
  });
}

/** Stores a new password hash; a pending reset link is no longer needed and stops working. */
export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await updateUser(db, userId, { passwordHash, updatedAt: clock.now() });
  await discardLinks(db, userId, ['reset_password']);
}

/**
 * Re-checks the password of a signed-in person before a sensitive change. Wrong guesses count against
 * a limit of their own, so a stolen session cannot guess the password, yet cannot lock the owner's sign-in.
 */
export async function checkCurrentPassword(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AccountUser,
  password: string,
  action: string,
): Promise<void> {
  const key = recheckKey(user.id);
  const blocked = await takeAttempt(db, [{ key, limit: RECHECK_LIMIT }]);
  if (blocked > 0) {
    throw tooManyAttempts(reply, blocked, 'wrong passwords');
  }
  const ok = user.passwordHash !== null && (await verifyPassword(user.passwordHash, password));
  if (!ok) {
    await recordAudit(db, request, { action, outcome: 'failure', details: { reason: 'wrong_password' } });
    throw new HttpProblem(400, 'Bad Request', ACCOUNT_MESSAGES.wrongCurrentPassword, {
      currentPassword: [ACCOUNT_MESSAGES.wrongCurrentPassword],
    });
  }
  await attemptSucceeded(db, { reset: [key] });
}

/**
 * Signs a signed-in person in again before a sensitive action (the studio export with full bank
 * numbers, decisions/0064-studio-export.md): their password, then their two-step code when two-step
 * sign-in is on. Each refusal names its field (`password`, `code`); wrong guesses count against the
 * same limit as checkCurrentPassword's.
 */
export async function confirmIdentity(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  typed: { password?: string | undefined; code?: string | undefined },
  action: string,
): Promise<void> {
  const user = await currentUser(db, request.auth);
  const password = typed.password ?? '';
  const code = (typed.code ?? '').replaceAll(/\s/g, '');
  if (password === '') {
    throw new HttpProblem(400, 'Bad Request', REAUTH_MESSAGES.passwordRequired, {
      password: [REAUTH_MESSAGES.passwordRequired],
    });
  }
  const twoStep = user.totpEnabledAt !== null;
  if (twoStep && code === '') {
    throw new HttpProblem(400, 'Bad Request', REAUTH_MESSAGES.codeRequired, {
      code: [REAUTH_MESSAGES.codeRequired],
    });
  }
  const key = recheckKey(user.id);
  const blocked = await takeAttempt(db, [{ key, limit: RECHECK_LIMIT }]);
  if (blocked > 0) throw tooManyAttempts(reply, blocked, 'wrong passwords');
  const passwordOk = user.passwordHash !== null && (await verifyPassword(user.passwordHash, password));
  if (!passwordOk) {
    await recordAudit(db, request, { action, outcome: 'failure', details: { reason: 'wrong_password' } });
    throw new HttpProblem(400, 'Bad Request', REAUTH_MESSAGES.wrongPassword, {
      password: [REAUTH_MESSAGES.wrongPassword],
    });
  }
  if (twoStep && !(await checkSecondStep(db, user.id, code)).accepted) {
    await recordAudit(db, request, { action, outcome: 'failure', details: { reason: 'wrong_code' } });
    throw new HttpProblem(400, 'Bad Request', ACCOUNT_MESSAGES.wrongCode, {
      code: [ACCOUNT_MESSAGES.wrongCode],
    });
  }
  await attemptSucceeded(db, { reset: [key] });
}

export const REAUTH_MESSAGES = {
  passwordRequired: 'Enter your password to confirm it is you.',
  wrongPassword: 'This password is not correct.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
} as const;

/** The account with this email, if any (sign-in, a reset request). */
export function findAccountByEmail(db: Database, email: string): Promise<AccountUser | undefined> {
  return findUserByEmail(db, email);
}

/** Only the newest email-change request's link works: the earlier ones stop working. */
export async function discardEmailChangeLinks(db: Database, userId: string): Promise<void> {
  await discardLinks(db, userId, ['change_email']);
}

/** Recovery codes are issued as 'xxxx-xxxx'; accept them typed in capitals, with spaces or without the dash. */
export function normalizeRecoveryCode(typed: string): string {
  const bare = typed.replaceAll(/[\s-]/g, '').toLowerCase();
  return bare.length === 8 ? `${bare.slice(0, 4)}-${bare.slice(4)}` : bare;
}

/**
 * The second step of a sign-in: six digits are checked as an authenticator code (each step used once),
 * anything else as a recovery code (used up when accepted). Says which it was, for the audit.
 */
export async function checkSecondStep(
  db: Database,
  userId: string,
  typed: string,
): Promise<{ accepted: boolean; method: 'totp' | 'recovery_code' }> {
  const user = await findUserById(db, userId);
  const code = typed.replaceAll(/\s/g, '');
  if (user?.totpSecret && /^\d{6}$/.test(code)) {
    const step = matchTotp(user.totpSecret, code);
    if (step !== null && (user.totpLastStep === null || step > user.totpLastStep)) {
      await updateUser(db, user.id, { totpLastStep: step });
      return { accepted: true, method: 'totp' };
    }
    return { accepted: false, method: 'totp' };
  }
  if (!user) return { accepted: false, method: 'totp' };
  return {
    accepted: await useRecoveryCode(db, user.id, hashToken(normalizeRecoveryCode(code))),
    method: 'recovery_code',
  };
}

/** Another account (not this user's) already uses the address. */
export async function emailBelongsToSomeoneElse(db: Database, email: string, userId: string) {
  return (await findOtherUserWithEmail(db, email, userId)) !== undefined;
}

/** Stores a fresh, not yet active, TOTP secret (enabling needs a code from it). */
export async function storePendingTotpSecret(db: Database, userId: string, secret: string): Promise<void> {
  await updateUser(
    db,
    userId,
    { totpSecret: secret, totpLastStep: null, updatedAt: clock.now() },
    userConditions.totpOff(),
  );
}

/**
 * Turns two-step sign-in on with the secret the code was checked against and replaces the recovery
 * codes. False when the secret changed meanwhile (a second set-up in another tab) or it is already on.
 */
export async function enableTotp(
  db: Database,
  userId: string,
  secret: string,
  step: number,
  codes: string[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [enabled] = await updateUser(
      tx,
      userId,
      { totpEnabledAt: now, totpLastStep: step, updatedAt: now },
      userConditions.pendingTotpSecret(secret),
    );
    if (!enabled) return false;
    await replaceRecoveryCodes(
      tx,
      userId,
      codes.map((code) => hashToken(code)),
    );
    return true;
  });
}

/** Turns two-step sign-in off: secret, replay step and recovery codes go. */
export async function disableTotp(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, {
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      updatedAt: clock.now(),
    });
    await deleteRecoveryCodes(tx, userId);
  });
}
