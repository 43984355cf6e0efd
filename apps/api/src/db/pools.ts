import type pg from 'pg';

/**
 * Keeps the process alive when the database server goes away (a restart, a failover): an idle
 * client's error reaches the pool's listener, and a checked-out client's error its own, since an
 * 'error' event with no listener ends a Node process. The query in progress fails and reports it.
 */
export function survivesServerLoss(pool: pg.Pool): pg.Pool {
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

// Network codes of a database that cannot be reached, and SQLSTATEs of one that is going away or not
// yet up: 08xxx (connection exception), 57P01-57P03 (shutdown, crash, starting up).
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/**
 * True when the database could not be asked (down, restarting, or the connection dropped), as
 * opposed to refusing the statement: the caller may try again in a moment (a 503, not a 500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, message } = current as Error & { code?: unknown };
    if (typeof code === 'string') {
      if (UNREACHABLE_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)) return true;
    }
    if (UNREACHABLE_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}
