import {
  studioContactQuerySchema as contactQuery,
  studioContactSchema as contactSchema,
  supportRequestInputSchema,
} from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { HttpProblem, problems } from '../../lib/problem.ts';
import { sendSupportRequest, studioContact } from './support.service.ts';

// The tests send exactly the allowance.
export { SUPPORT_PER_HOUR } from './support.service.ts';

/** /members/support: the studio's contact details and a contact form that reaches its staff. */
export function supportRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/support/contact',
      {
        config: { access: 'public' },
        schema: {
          tags: ['support'],
          summary: 'A studio’s contact details: name, main location and opening hours',
          querystring: contactQuery,
          response: { 200: contactSchema, ...problems(400, 404) },
        },
      },
      async (request) => studioContact(db, request.query.business),
    );

    app.post(
      '/api/support',
      {
        config: { access: 'public' },
        schema: {
          tags: ['support'],
          summary:
            'Sends a message to the studio’s staff (in-app notification, and email for staff who chose alert emails); 5 an hour per address',
          body: supportRequestInputSchema,
          response: { 202: z.null(), ...problems(400, 404, 429) },
        },
      },
      async (request, reply) => {
        // Signed in (fully) or not: a member of the studio is linked to their customer page.
        const auth = request.auth;
        const sender =
          auth?.stage === 'active'
            ? { businessId: auth.businessId, membershipId: auth.membershipId, role: auth.role }
            : null;
        const outcome = await sendSupportRequest(db, request.body, request.ip, sender);
        // A bot gets the same answer as a person; only the audit tells them apart.
        if (outcome.kind === 'spam')
          await recordAudit(db, request, { action: 'support.spam', outcome: 'denied' });
        if (outcome.kind === 'throttled') {
          reply.header('retry-after', String(outcome.retryAfter));
          throw new HttpProblem(
            429,
            'Too Many Requests',
            'Too many messages from this address. Please try again later or call the studio.',
          );
        }
        return reply.code(202).send(null);
      },
    );
  };
}
