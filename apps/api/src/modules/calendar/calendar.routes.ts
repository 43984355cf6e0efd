import {
  ACCESS,
  CALENDAR_MAX_RANGE_DAYS,
  calendarQuerySchema,
  calendarSchema,
  calendarFeedCreatedSchema as createdFeedSchema,
  calendarFeedStatusSchema as feedStatusSchema,
} from '@bmp/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { problems, sendProblem } from '../../lib/problem.ts';
import type { RouteAccess } from '../../lib/route-access.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { calendarDays, FEED_FUTURE_DAYS, FEED_PAST_DAYS, feedDocument } from './calendar.service.ts';
import { createFeed, feedStatus, findFeedByToken, revokeFeed } from './feeds.ts';

// The calendar (docs/decisions/0017-calendar.md): a week of sessions for the admin
// area (staff: every expert's, an expert: their own) and a per-person iCal feed behind a secret token.

/** Feed management is for anyone signed in, about their own membership (members, experts, staff). */
const SIGNED_IN: RouteAccess = 'signedIn';

export const MAX_RANGE_DAYS = CALENDAR_MAX_RANGE_DAYS;
const originOf = (request: FastifyRequest) => request.server.publicOrigin;

export function calendarRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/calendar',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['calendar'],
          summary: 'Sessions overlapping a range of days (staff: every expert, an expert: their own)',
          description: `from and to are days (inclusive) in the business's time zone, at most ${MAX_RANGE_DAYS} days. An expert asking for another expert is refused (403).`,
          querystring: calendarQuerySchema,
          response: { 200: calendarSchema, ...problems(400, 403) },
        },
      },
      async (request) => calendarDays(db, viewerOf(request), request.query),
    );

    app.get(
      '/api/me/calendar-feed',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags: ['calendar'],
          summary: 'Whether I have a calendar feed, since when and when it was last read',
          response: { 200: feedStatusSchema },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        return feedStatus(db, viewer.businessId, viewer.membershipId);
      },
    );

    app.post(
      '/api/me/calendar-feed',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags: ['calendar'],
          summary: 'Make a new calendar feed address (the previous one stops working)',
          description: 'The address holds a secret and is answered only this once.',
          response: { 201: createdFeedSchema },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { token, createdAt, replaced } = await createFeed(db, viewer.businessId, viewer.membershipId);
        await recordAudit(db, request, {
          action: 'calendar.feed.create',
          outcome: 'success',
          targetType: 'membership',
          targetId: viewer.membershipId,
          details: { replaced },
        });
        reply.code(201).header('cache-control', 'no-store');
        return {
          url: `${originOf(request)}/api/calendar/feed/${token}.ics`,
          createdAt: createdAt.toISOString(),
          replaced,
        };
      },
    );

    app.delete(
      '/api/me/calendar-feed',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags: ['calendar'],
          summary: 'Turn my calendar feed off (its address stops working)',
          response: { 200: feedStatusSchema },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const revoked = await revokeFeed(db, viewer.businessId, viewer.membershipId);
        if (revoked) {
          await recordAudit(db, request, {
            action: 'calendar.feed.revoke',
            outcome: 'success',
            targetType: 'membership',
            targetId: viewer.membershipId,
          });
        }
        return feedStatus(db, viewer.businessId, viewer.membershipId);
      },
    );

    app.get(
      '/api/calendar/feed/:token.ics',
      {
        // The token is the credential: calendar apps hold no session (request logs redact it).
        config: { access: 'public' },
        schema: {
          tags: ['calendar'],
          summary: 'A calendar feed (text/calendar), opened by its secret address',
          description: `Sessions from ${FEED_PAST_DAYS} days back to ${FEED_FUTURE_DAYS} days ahead that the feed's owner may see. 404 for an unknown or revoked address.`,
          params: z.strictObject({ token: z.string() }),
          // text/calendar: a string is sent as it is (the serializer only handles objects).
          response: { 200: z.string().describe('An iCalendar (RFC 5545) document.'), ...problems(404) },
        },
      },
      async (request, reply) => {
        // The token on the primary: a feed turned off a moment ago is off. The sessions: the replica.
        const owner = await findFeedByToken(db, request.params.token);
        if (!owner) {
          reply.header('cache-control', 'no-store');
          return sendProblem(reply, {
            status: 404,
            title: 'Not Found',
            detail: 'No such calendar feed: it may have been turned off or replaced.',
            // Not the address asked for: it holds the (wrong or revoked) token.
            instance: '/api/calendar/feed/[redacted]',
          });
        }
        const body = await feedDocument(db, request.reads, owner, originOf(request));
        return reply
          .header('cache-control', 'private, no-store')
          .header('x-robots-tag', 'noindex')
          .type('text/calendar; charset=utf-8')
          .send(body);
      },
    );
  };
}
