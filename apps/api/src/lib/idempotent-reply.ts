import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { type IdempotentAnswer, withIdempotency } from './idempotency.ts';
import { authOf } from './route-access.ts';

/**
 * Runs a money, credit or booking mutation under the request's Idempotency-Key when it sent one (decision
 * 0008): a repeat with the same key and request answers the first answer and runs nothing. Without
 * the header the mutation simply runs. `request` names everything that defines the request: the
 * body as parsed (so "$1,250.00" and "1250" are the same request) and any path parameters.
 */
export async function idempotentReply<Body>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  requestBody: unknown,
  run: () => Promise<IdempotentAnswer & { body: Body }>,
): Promise<Body> {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header.join(',') : header;
  if (key === undefined) {
    const answer = await run();
    reply.code(answer.status);
    return answer.body;
  }
  const auth = authOf(request);
  const answer = await withIdempotency(
    db,
    {
      businessId: auth.businessId,
      userId: auth.userId,
      route: `${request.method} ${request.routeOptions.url}`,
      key,
      requestBody,
    },
    run,
  );
  reply.code(answer.status);
  if (answer.replayed) reply.header('idempotency-replayed', 'true');
  // The stored answer is the JSON of a Body (dates already strings), which is what the route sends.
  return answer.body as Body;
}
