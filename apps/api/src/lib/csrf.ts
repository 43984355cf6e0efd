import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from './problem.ts';

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated mutations: a cross-site form cannot set a custom header, and
 * a browser that sends Origin must send ours. Requests without our cookie (API clients) are not
 * affected.
 */
export function rejectCrossSiteMutation(
  request: FastifyRequest,
  reply: FastifyReply,
  cookieName: string,
): FastifyReply | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  if (request.cookies[cookieName] === undefined) return undefined;
  if (request.headers['x-requested-with'] === undefined) {
    return sendProblem(reply, {
      status: 403,
      title: 'Forbidden',
      detail: 'This request must carry the X-Requested-With header.',
    });
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `${request.protocol}://${request.host}`) {
    return sendProblem(reply, {
      status: 403,
      title: 'Forbidden',
      detail: 'Cross-origin requests are not allowed.',
    });
  }
  return undefined;
}
