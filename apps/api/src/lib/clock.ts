// The server's one clock (docs/decisions/0038-server-clock.md). Every "now" in services, jobs and SQL
// comes from here: code calls `now()` instead of `new Date()`, and SQL takes it as a parameter rather
// than calling PostgreSQL's now(). A test, or the browser tests' server, can move it forward to see a
// session's day come, a membership renew or a link expire; in production it is the system clock and
// cannot be moved (TEST_CLOCK is refused at start-up outside NODE_ENV=test, config.ts).

import { type SQL, sql } from 'drizzle-orm';

let movable = false;
/** What the clock adds to the system clock, in milliseconds (0 unless a test moved it). */
let offsetMs = 0;
/** A stopped clock's instant (a test at the edge of a comparison), or null while it runs. */
let frozenAtMs: number | null = null;

/** The current instant. */
export function now(): Date {
  return new Date(nowMs());
}

/** The current instant in milliseconds since the epoch. */
export function nowMs(): number {
  if (frozenAtMs !== null) return frozenAtMs;
  // The one place that reads the system clock.
  return Date.now() + offsetMs;
}

/** An instant as a SQL `timestamptz` value, the clock's now by default: SQL never calls now(). */
export function sqlInstant(instant: Date = now()): SQL {
  return sql`${instant.toISOString()}::timestamptz`;
}

/** Lets this process's clock be moved (tests, and the browser tests' server with TEST_CLOCK=movable). */
export function makeClockMovable(): void {
  movable = true;
}

export function isClockMovable(): boolean {
  return movable;
}

function assertMovable() {
  if (!movable) throw new Error('The clock can only be moved in a test (TEST_CLOCK=movable, NODE_ENV=test).');
}

/** Moves the clock by `ms` (forward when positive); returns the new now. */
export function advanceClock(ms: number): Date {
  assertMovable();
  if (frozenAtMs !== null) frozenAtMs += ms;
  offsetMs += ms;
  return now();
}

/** Sets the clock to `instant` (it then runs on from there at the system clock's pace). */
export function setClock(instant: Date): Date {
  assertMovable();
  frozenAtMs = null;
  // The offset is measured against the system clock.
  offsetMs = instant.getTime() - Date.now();
  return now();
}

/** Stops the clock at `instant` until it is moved again or reset: a test at the edge of a comparison. */
export function freezeClock(instant: Date): Date {
  assertMovable();
  frozenAtMs = instant.getTime();
  return now();
}

/** Back to the system clock. */
export function resetClock(): void {
  assertMovable();
  offsetMs = 0;
  frozenAtMs = null;
}
