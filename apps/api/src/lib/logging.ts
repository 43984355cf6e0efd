import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

// Query parameters that may carry a secret (verification, reset and invite links, iCal feed tokens).
const SECRET_QUERY_KEYS = /token|code|secret|password|key|signature|session/i;

// Paths whose last segment is a credential: the iCal feed address (/api/calendar/feed/<token>.ics).
const SECRET_PATHS = /^(\/api\/calendar\/feed\/)[^/?#]+/;

/** The request URL with secret-looking query values replaced, so log files never hold a credential. */
export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(SECRET_PATHS, '$1[redacted]');
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

// Drizzle puts a failed query's parameters in its message ("params: ..."); PostgreSQL's `detail` and
// `where` can quote row values ("Key (email)=(ana@example.com) already exists").
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;
const VALUE_FIELDS = ['params', 'parameters', 'detail', 'where', 'internalQuery'];

/**
 * An error as logged: pino's standard shape, but without the values of a failed query (an argon2
 * hash or a bank number must never reach the log, docs/security.md), down the whole cause chain.
 */
export function serializeError(
  error: Error,
): { type: string; message: string; stack: string } & Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  return scrubQueryValues(serialized, 0) as { type: string; message: string; stack: string };
}

function scrubQueryValues(value: Record<string, unknown>, depth: number): Record<string, unknown> {
  const scrubbed: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (VALUE_FIELDS.includes(key)) scrubbed[key] = '[redacted]';
    else if ((key === 'message' || key === 'stack') && typeof field === 'string')
      scrubbed[key] = field.replace(QUERY_PARAMS, '\nparams: [redacted]');
    else if (field && typeof field === 'object' && !Array.isArray(field) && depth < 5)
      scrubbed[key] = scrubQueryValues(field as Record<string, unknown>, depth + 1);
    else scrubbed[key] = field;
  }
  return scrubbed;
}

/**
 * Pino settings for Fastify. Requests are logged as method, redacted URL and client address; headers
 * and bodies are never serialised, and the redact list is a second line of defence for anything a
 * handler logs by hand.
 */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.passwordHash',
        '*.token',
        '*.accessToken',
        '*.cookie',
        '*.authorization',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      req(request: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip ?? request.socket?.remoteAddress,
        };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}
