import { supportRequestInputSchema } from '@bmp/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import {
  businesses,
  businessHours,
  locations,
  memberships,
  supportRequests,
  users,
} from '../../db/schema/index.ts';
import { HttpProblem, problemSchema } from '../../lib/problem.ts';
import { recordAudit } from '../audit/audit.ts';
import { addressKey, takeAttempt } from '../auth/throttle.ts';
import { notify } from '../notifications/notifications.service.ts';
import { enqueueEmail } from '../outbox/outbox.ts';

/** Support messages one address may send per hour: enough for a person, too few for a spammer. */
export const SUPPORT_PER_HOUR = 5;

const contactSchema = z
  .object({
    businessName: z.string(),
    location: z.string().nullable(),
    hours: z.array(
      z.object({
        weekday: z.number().int(),
        opensAt: z.string().nullable(),
        closesAt: z.string().nullable(),
        closed: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'StudioContact' });

const contactQuery = z.object({ business: z.string().trim().min(1).max(80) });

/** /members/support: the studio's contact details and a contact form that reaches its staff. */
export function supportRoutes(db: Database): FastifyPluginAsyncZod {
  const businessBySlug = async (slug: string) => {
    const [business] = await db.select().from(businesses).where(eq(businesses.slug, slug));
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
          response: { 200: contactSchema, 400: problemSchema, 404: problemSchema },
        },
      },
      async (request) => {
        const business = await businessBySlug(request.query.business);
        const [location] = await db
          .select({ display: locations.display })
          .from(locations)
          .where(and(eq(locations.businessId, business.id), eq(locations.isDefault, true)));
        const hours = await db
          .select({
            weekday: businessHours.weekday,
            opensAt: businessHours.opensAt,
            closesAt: businessHours.closesAt,
            closed: businessHours.closed,
          })
          .from(businessHours)
          .where(eq(businessHours.businessId, business.id))
          .orderBy(asc(businessHours.weekday));
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
          response: { 202: z.null(), 400: problemSchema, 404: problemSchema, 429: problemSchema },
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
        const staff = await db
          .select({ membershipId: memberships.id, email: users.email })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(
            and(
              eq(memberships.businessId, business.id),
              eq(memberships.status, 'active'),
              inArray(memberships.role, ['principal', 'admin']),
            ),
          );
        const [saved] = await db
          .insert(supportRequests)
          .values({ businessId: business.id, fromIp: request.ip, email: input.email, subject: input.subject })
          .returning({ id: supportRequests.id });
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
