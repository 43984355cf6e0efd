import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/** The header a request's id comes in (from nginx or another balancer) and goes back out in. */
export const REQUEST_ID_HEADER = 'x-request-id';

// What a balancer's id may look like to be kept: nginx's $request_id (32 hex), a UUID, a trace id.
// Anything else (too long, spaces, quotes, control characters) could forge or break log lines.
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** The request's id: the balancer's X-Request-Id when it is a sane value, else a new UUID. */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Fastify's request-id settings. Fastify's own `requestIdHeader` takes the header's value whatever it
 * is, so it is off and `genReqId` reads (and checks) the header instead. Every line a request logs
 * through `request.log` carries the id as `reqId`: Fastify's default label, kept so log queries and
 * tools that know Fastify go on working (docs/operations.md).
 */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: requestIdOf,
} satisfies Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId'>;

/** onRequest: the id goes back to the client, so a person reporting a problem can quote it. */
export function echoRequestId(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  reply.header(REQUEST_ID_HEADER, request.id);
  done();
}
