import type { FastifyServerOptions } from 'fastify';

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
