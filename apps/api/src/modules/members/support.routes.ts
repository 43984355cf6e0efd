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
import { addressKey, findBusinessBySlug, takeAttempt } from '../auth/index.ts';
import { notify } from '../notifications/index.ts';
import { enqueueEmail } from '../outbox/index.ts';
import {
  findDefaultLocation,
  insertSupportRequest,
  listActiveStaff,
  listBusinessHours,
} from './support.repository.ts';

/** Support messages one address may send per hour: enough for a person, too few for a spammer. */
export const SUPPORT_PER_HOUR = 5;

/** /members/support: the studio's contact details and a contact form that reaches its staff. */
export function supportRoutes(db: Database): FastifyPluginAsyncZod {
  const businessBySlug = async (slug: string) => {
    const business = await findBusinessBySlug(db, slug);
    if (!business)
      throw new HttpProblem(404, 'Not Found', 'No such studio.', { businessSlug: ['No such studio.'] });
    return business;
  };

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
      async (request) => {
        const business = await businessBySlug(request.query.business);
        const location = await findDefaultLocation(db, business.id);
        const hours = await listBusinessHours(db, business.id);
        return {
          businessName: business.name,
          location: location?.display ?? null,
          hours: hours.map((row) => ({
            ...row,
            opensAt: row.opensAt?.slice(0, 5) ?? null,
            closesAt: row.closesAt?.slice(0, 5) ?? null,
          })),
        };
      },
    );

    app.post(
      '/api/support',
      {
        config: { access: 'public' },
        schema: {
          tags: ['support'],
          summary:
            'Sends a message to the studio’s staff (email and in-app notification); 5 an hour per address',
          body: supportRequestInputSchema,
          response: { 202: z.null(), ...problems(400, 404, 429) },
        },
      },
      async (request, reply) => {
        const input = request.body;
        // A bot fills the hidden field: it gets the same answer as a person, and nothing is sent.
        if (input.website !== '') {
          await recordAudit(db, request, { action: 'support.spam', outcome: 'denied' });
          return reply.code(202).send(null);
        }
        const blocked = await takeAttempt(db, [
          {
            key: `support:${addressKey(request.ip)}`,
            limit: { maxAttempts: SUPPORT_PER_HOUR, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
          },
        ]);
        if (blocked > 0) {
          reply.header('retry-after', String(blocked));
          throw new HttpProblem(
            429,
            'Too Many Requests',
            'Too many messages from this address. Please try again later or call the studio.',
          );
        }
        const business = await businessBySlug(input.businessSlug);
        const staff = await listActiveStaff(db, business.id);
        const saved = await insertSupportRequest(db, business.id, {
          fromIp: request.ip,
          email: input.email,
          subject: input.subject,
        });
        for (const person of staff) {
          await enqueueEmail(db, {
            to: person.email,
            subject: `Support request: ${input.subject}`,
            text: `${input.name} <${input.email}> wrote through the support page:\n\n${input.message}\n\nReply to ${input.email}.`,
            kind: 'support_request',
            businessId: business.id,
          });
        }
        await notify(
          db,
          staff.map((person) => ({
            businessId: business.id,
            membershipId: person.membershipId,
            kind: 'support.request',
            data: { actorName: input.name, subject: input.subject },
            dedupeKey: `support:${saved?.id}`,
          })),
        );
        return reply.code(202).send(null);
      },
    );
  };
}
