import { sqlStateOf } from '../db/raw.ts';

// How the database's refusals read, the same on pg and PGlite: Drizzle wraps the driver's error
// (both carry `code` and `constraint`) as the cause.

/**
 * Runs a transaction again when PostgreSQL picked it as a deadlock victim (40P01) or could not
 * serialise it (40001), after a short random pause that grows with each try, so the retries of a
 * crowd do not collide again in step. Bookings take their turn per expert and customer before they
 * reach the exclusion constraints (migration 0012), so this is the rare case, not the storm.
 */
export async function retryingDeadlocks<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));
    }
  }
}

function isRetryable(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === '40P01' || state === '40001';
}

/** True when a unique constraint with this name refused the statement (SQLSTATE 23505). */
export function uniqueRefusal(error: unknown, name: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint, message } = current as Error & { code?: string; constraint?: string };
    if (code === '23505' && (constraint === name || message.includes(name))) return true;
  }
  return false;
}
