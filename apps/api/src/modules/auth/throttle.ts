import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import { HttpProblem } from '../../lib/problem.ts';
import {
  deleteAccountThrottles,
  deleteThrottles,
  findLongestBlock,
  giveBackAttempts,
  type Limit,
  reserveAttempt,
} from './auth.repository.ts';

export type { Limit } from './auth.repository.ts';

// Sign-in (docs/security.md "Sign-in throttling", OWASP ASVS V6): the tight limit is per account AND
// address pair, so an attacker slows only themself and the owner on their own device still gets in.
// The account-wide limit is much looser (it only stops guessing spread over many addresses), and the
// address limit is generous because a whole gym can sit behind one address.
export const PAIR_LIMIT: Limit = {
  maxAttempts: 5,
  windowSeconds: 15 * 60,
  blockSeconds: 60,
  maxBlockSeconds: 15 * 60,
};
export const ACCOUNT_LIMIT: Limit = { maxAttempts: 100, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
export const ADDRESS_LIMIT: Limit = { maxAttempts: 50, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
// Two-step codes and password re-checks of a signed-in person: per user, and apart from sign-in, so a
// stolen session guessing the current password slows itself without locking the owner's sign-in.
export const TWO_STEP_LIMIT: Limit = { maxAttempts: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
export const RECHECK_LIMIT: Limit = { maxAttempts: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;
export const pairKey = (email: string, ip: string) => `pair:${email.toLowerCase()}|${ip}`;
export const twoStepKey = (userId: string) => `two-step:${userId}`;
export const recheckKey = (userId: string) => `recheck:${userId}`;

export type Attempt = { key: string; limit: Limit };

/**
 * Counts one attempt against every key before the attempt is evaluated, or refuses it: check and
 * count are one atomic upsert per key, so 200 parallel guesses cannot all slip under a limit of 5.
 * All keys or none are counted (one transaction, keys in a fixed order so two callers never wait on
 * each other crosswise). Returns 0 when the attempt may go ahead, else the seconds until it may.
 */
export async function takeAttempt(db: Database, attempts: Attempt[]): Promise<number> {
  const ordered = [...attempts].sort((a, b) => a.key.localeCompare(b.key));
  try {
    await db.transaction(async (tx) => {
      for (const { key, limit } of ordered) {
        if (!(await reserveAttempt(tx, key, limit))) throw new Refused();
      }
    });
    return 0;
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return secondsBlocked(
      db,
      ordered.map((attempt) => attempt.key),
    );
  }
}

class Refused extends Error {}

/** Seconds until the most blocked of these keys may try again, or 0 when none is blocked. */
export async function secondsBlocked(db: Database, keys: string[]): Promise<number> {
  // A key can be refused for a moment without a block yet (its last slot is being evaluated).
  return Math.max(1, (await findLongestBlock(db, keys)) ?? 1);
}

/**
 * An attempt turned out right: the keys that belong to this person start afresh (`reset`), and the
 * shared ones get their slot back (`giveBack`), so a successful sign-in never counts as a failure.
 */
export async function attemptSucceeded(
  db: Database,
  { reset = [], giveBack = [] }: { reset?: string[]; giveBack?: string[] },
): Promise<void> {
  if (reset.length > 0) await deleteThrottles(db, reset);
  if (giveBack.length > 0) await giveBackAttempts(db, giveBack);
}

/** Forgets every sign-in count of an account, from every address (after a reset by emailed link). */
export async function clearAccount(db: Database, email: string): Promise<void> {
  const lower = email.toLowerCase();
  await deleteAccountThrottles(db, accountKey(lower), `pair:${lower}|`);
}

/** The 429 for a blocked attempt: when to try again, in the Retry-After header and in the message. */
export function tooManyAttempts(reply: FastifyReply, seconds: number, what: string): HttpProblem {
  reply.header('retry-after', String(seconds));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpProblem(
    429,
    'Too Many Requests',
    `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
