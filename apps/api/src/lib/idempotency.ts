import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import * as clock from './clock.ts';
import { HttpProblem } from './problem.ts';

// Idempotency-Key for mutations that move money or credits (decision 0008). The first request with a
// key claims it by inserting a row (the unique constraint lets exactly one of several concurrent
// duplicates win), runs, and stores its answer; later requests with the same key and body get that
// answer without running anything.

export type IdempotentAnswer = { status: number; body: unknown };

export type IdempotencyScope = {
  businessId: string;
  userId: string;
  /** The route, e.g. `POST /api/payments`: the same key on another route is another request. */
  route: string;
  /** The Idempotency-Key header as the client sent it. */
  key: string;
  /** Everything that defines the request (its body, and its path parameters when they matter). */
  requestBody: unknown;
};

/** Stored answers are kept this long; a key older than that may be used again as a new request. */
export const IDEMPOTENCY_KEY_RETENTION_HOURS = 24;
/** A duplicate waits this long for the first request's answer before it is told to come back. */
export const WAIT_FOR_FIRST_MS = 10_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are the same request. */
function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, item: unknown) => {
      if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
      const entries = Object.entries(item as Record<string, unknown>).sort(([a], [b]) =>
        // Stryker disable next-line ConditionalExpression,EqualityOperator: the keys of one object are unique, so a < b, a <= b and !(a > b) agree
        a < b ? -1 : a > b ? 1 : 0,
      );
      return Object.fromEntries(entries);
    }) ?? 'undefined'
  );
}

export function requestHash(requestBody: unknown): string {
  return createHash('sha256').update(canonicalJson(requestBody)).digest('hex');
}

/** The answer as JSON (jsonb keeps JSON, not Dates or undefined). */
function asStored(body: unknown): unknown {
  return body === undefined ? null : JSON.parse(JSON.stringify(body));
}

/**
 * Runs `run` once per Idempotency-Key. The same key with the same request answers the stored answer
 * (`replayed: true`) and runs nothing; the same key with a different request is a 422. A duplicate
 * that arrives while the first is still running waits for its answer. If `run` throws, the key is
 * given up and the error passes on: nothing was answered, so a retry runs again.
 */
export async function withIdempotency(
  db: Database,
  scope: IdempotencyScope,
  run: () => Promise<IdempotentAnswer>,
  { waitForFirstMs = WAIT_FOR_FIRST_MS }: { waitForFirstMs?: number } = {},
): Promise<IdempotentAnswer & { replayed: boolean }> {
  if (!KEY_PATTERN.test(scope.key)) {
    throw new HttpProblem(
      400,
      'Bad Request',
      'The Idempotency-Key header must be 1 to 255 visible characters.',
    );
  }
  const hash = requestHash(scope.requestBody);
  const sameKey = and(
    eq(idempotencyKeys.businessId, scope.businessId),
    eq(idempotencyKeys.userId, scope.userId),
    eq(idempotencyKeys.route, scope.route),
    eq(idempotencyKeys.key, scope.key),
  );
  const giveUpAt = clock.nowMs() + waitForFirstMs;
  let pause = 10;
  for (;;) {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({
        businessId: scope.businessId,
        userId: scope.userId,
        route: scope.route,
        key: scope.key,
        requestHash: hash,
      })
      .onConflictDoNothing({
        target: [
          idempotencyKeys.businessId,
          idempotencyKeys.userId,
          idempotencyKeys.route,
          idempotencyKeys.key,
        ],
      })
      .returning({ id: idempotencyKeys.id });
    if (claimed) {
      let answer: IdempotentAnswer;
      try {
        answer = await run();
      } catch (error) {
        await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claimed.id));
        throw error;
      }
      // The first caller gets the stored copy too (jsonb orders keys its own way), so every answer
      // to this key is the same, byte for byte.
      const [stored] = await db
        .update(idempotencyKeys)
        .set({ statusCode: answer.status, responseBody: asStored(answer.body), completedAt: clock.now() })
        .where(eq(idempotencyKeys.id, claimed.id))
        .returning({ body: idempotencyKeys.responseBody });
      return { status: answer.status, body: stored?.body ?? null, replayed: false };
    }

    const [existing] = await db
      .select({
        requestHash: idempotencyKeys.requestHash,
        statusCode: idempotencyKeys.statusCode,
        responseBody: idempotencyKeys.responseBody,
      })
      .from(idempotencyKeys)
      .where(sameKey);
    // Gone between our insert and this read: the first request failed and gave the key up. Claim it.
    if (!existing) continue;
    if (existing.requestHash !== hash) {
      throw new HttpProblem(
        422,
        'Unprocessable Content',
        'This Idempotency-Key was already used with a different request.',
      );
    }
    if (existing.statusCode !== null) {
      return { status: existing.statusCode, body: existing.responseBody, replayed: true };
    }
    if (clock.nowMs() >= giveUpAt) {
      // Also what a key answers whose first request died after its change committed but before its
      // answer was stored: refusing is safe, running again might charge twice.
      throw new HttpProblem(
        409,
        'Conflict',
        'A request with this Idempotency-Key is still being processed. Try again in a moment.',
      );
    }
    await sleep(pause);
    pause = Math.min(pause * 2, 200);
  }
}

/** Deletes stored answers older than the retention period; answers how many went. */
export async function pruneIdempotencyKeys(db: Database, now: Date = clock.now()): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_HOURS * 60 * 60 * 1000);
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ id: idempotencyKeys.id });
  return deleted.length;
}
