import {
  ACCESS,
  attendanceInputSchema,
  groupDetailsSchema,
  groupInputSchema,
  groupListQuerySchema,
  groupScheduleConflictSchema,
  groupSchema,
  groupSettingsSchema,
  groupUpdateSchema,
  joinGroupInputSchema,
  memberClassesQuerySchema as memberClassesQuery,
  memberClassSchema,
  moveSeatInputSchema,
  multilineTextSchema,
  occurrenceChangeSchema,
  occurrenceSchema,
  rosterSchema,
  seatSchema,
  staffAddSeatInputSchema,
} from '@bmp/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { problems } from '../../lib/problem.ts';
import { viewerOf } from '../../lib/viewer.ts';
import {
  cancelOccurrence,
  changeOccurrence,
  createGroup,
  getGroupDetails,
  getSettings,
  listGroups,
  ScheduleConflictProblem,
  saveSettings,
  updateGroup,
} from './groups.service.ts';
import { getRoster, markAttendance } from './roster.service.ts';
import { addMemberByHand, joinClass, leaveClass, listMemberClasses, moveSeat } from './seats.service.ts';

// Group classes: the admin area's routes (/api/groups..., staff manage; experts read and run the
// roster of their own classes) and the member area's (/api/me/classes..., always the signed-in
// member's own places).

const idParams = z.strictObject({ id: z.uuid('Not a valid id.') });
const attendanceParams = z.strictObject({ id: z.uuid('Not a valid id.'), seatId: z.uuid('Not a valid id.') });
const conflictResponse = groupScheduleConflictSchema;

/** Sends a schedule collision's 409 with the conflicting dates (the error handler knows only plain problems). */
async function answeringConflicts<T>(request: FastifyRequest, reply: FastifyReply, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ScheduleConflictProblem) {
      return reply
        .code(409)
        .type('application/problem+json; charset=utf-8')
        .send(error.toBody(request.url.split('?')[0] ?? ''));
    }
    throw error;
  }
}

const writeProblems = problems(400, 404, 409, 422);

export function groupRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/groups',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['groups'],
          summary: 'Groups with their next occurrence and fill rate',
          querystring: groupListQuerySchema,
          response: { 200: z.object({ items: z.array(groupSchema) }) },
        },
      },
      async (request) => ({ items: await listGroups(db, viewerOf(request), request.query) }),
    );

    app.post(
      '/api/groups',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['groups'],
          summary: 'Create a group and its occurrences',
          body: groupInputSchema,
          response: { 201: groupDetailsSchema, 409: conflictResponse, ...problems(400, 422) },
        },
      },
      async (request, reply) =>
        answeringConflicts(request, reply, async () => {
          const group = await createGroup(db, viewerOf(request), request.body);
          return reply.code(201).send(group);
        }),
    );

    app.get(
      '/api/groups/:id',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['groups'],
          summary: 'One group with its occurrences',
          params: idParams,
          response: { 200: groupDetailsSchema, ...problems(404) },
        },
      },
      async (request) => getGroupDetails(db, viewerOf(request), request.params.id),
    );

    app.patch(
      '/api/groups/:id',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['groups'],
          summary:
            'Change a group (capacity never below the seats taken; a new expert takes the upcoming occurrences)',
          params: idParams,
          body: groupUpdateSchema,
          response: { 200: groupDetailsSchema, ...writeProblems, 409: conflictResponse },
        },
      },
      async (request, reply) =>
        answeringConflicts(request, reply, () =>
          updateGroup(db, viewerOf(request), request.params.id, request.body),
        ),
    );

    app.get(
      '/api/group-settings',
      {
        config: { access: ACCESS.staff },
        schema: { tags: ['groups'], summary: 'Group settings', response: { 200: groupSettingsSchema } },
      },
      async (request) => getSettings(db, viewerOf(request)),
    );

    app.put(
      '/api/group-settings',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['groups'],
          summary: 'Change the waitlist cutoff',
          body: groupSettingsSchema,
          response: { 200: groupSettingsSchema, ...problems(400) },
        },
      },
      async (request) => saveSettings(db, viewerOf(request), request.body.waitlistCutoffMinutes),
    );

    app.patch(
      '/api/group-occurrences/:id',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['groups'],
          summary: 'Skip, move or change the expert of one occurrence',
          params: idParams,
          body: occurrenceChangeSchema,
          response: { 200: occurrenceSchema, 409: conflictResponse, ...problems(400, 404, 422) },
        },
      },
      async (request, reply) =>
        answeringConflicts(request, reply, () =>
          changeOccurrence(db, viewerOf(request), request.params.id, request.body),
        ),
    );

    app.post(
      '/api/group-occurrences/:id/cancel',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['groups'],
          summary: 'Cancel an occurrence: everyone is released and told',
          params: idParams,
          body: z.strictObject({
            reason: multilineTextSchema({ max: 500 }).default(''),
          }),
          response: { 200: rosterSchema, ...writeProblems },
        },
      },
      async (request) => {
        const actor = viewerOf(request);
        await cancelOccurrence(db, actor, request.params.id, request.body.reason);
        return getRoster(db, actor, request.params.id);
      },
    );

    app.get(
      '/api/group-occurrences/:id/roster',
      {
        config: { access: ACCESS.teamManage },
        schema: {
          tags: ['groups'],
          summary: 'The roster and waitlist of one occurrence (an expert: their own classes)',
          params: idParams,
          response: { 200: rosterSchema, ...problems(404) },
        },
      },
      async (request) => getRoster(db, viewerOf(request), request.params.id),
    );

    app.post(
      '/api/group-occurrences/:id/seats',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['groups'],
          summary: 'Add a member by hand (a seat, or the waitlist when full)',
          params: idParams,
          body: staffAddSeatInputSchema,
          response: { 201: seatSchema, ...writeProblems },
        },
      },
      async (request, reply) => {
        const seat = await addMemberByHand(db, viewerOf(request), request.params.id, request.body.customerId);
        return reply.code(201).send(seat);
      },
    );

    app.post(
      '/api/group-occurrences/:id/attendance/:seatId',
      {
        config: { access: ACCESS.teamManage },
        schema: {
          tags: ['groups'],
          summary: 'Check in or mark a no-show (either uses the credits)',
          params: attendanceParams,
          body: attendanceInputSchema,
          response: { 200: rosterSchema, ...writeProblems },
        },
      },
      async (request) =>
        markAttendance(db, viewerOf(request), request.params.id, request.params.seatId, request.body.mark),
    );

    app.post(
      '/api/group-seats/:id/move',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['groups'],
          summary: 'Move a member to another occurrence of the same class',
          params: idParams,
          body: moveSeatInputSchema,
          response: { 200: seatSchema, ...writeProblems },
        },
      },
      async (request) => moveSeat(db, viewerOf(request), request.params.id, request.body.occurrenceId),
    );

    app.delete(
      '/api/group-seats/:id',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['groups'],
          summary: 'Take a member out of a class (the free-cancel window applies)',
          params: idParams,
          response: { 200: seatSchema, ...writeProblems },
        },
      },
      async (request) => leaveClass(db, viewerOf(request), request.params.id, false),
    );

    // ---- Member area: always the signed-in member's own places ----
    app.get(
      '/api/me/classes',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['groups'],
          summary: 'Upcoming classes with seats left and my place',
          querystring: memberClassesQuery,
          response: { 200: z.object({ items: z.array(memberClassSchema) }) },
        },
      },
      async (request) => {
        const actor = viewerOf(request);
        const from = clock.now();
        const to = new Date(from.getTime() + request.query.days * 86_400_000);
        return { items: await listMemberClasses(db, actor, actor.membershipId, { from, to }) };
      },
    );

    app.post(
      '/api/me/classes/:id/join',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['groups'],
          summary:
            'Join a class (a series for a Bootcamp or Sports Camp), its waitlist, or claim a freed seat',
          params: idParams,
          body: joinGroupInputSchema,
          response: { 201: seatSchema, ...writeProblems },
        },
      },
      async (request, reply) => {
        const actor = viewerOf(request);
        const seat = await joinClass(db, actor, {
          occurrenceId: request.params.id,
          customerId: actor.membershipId,
          participants: request.body.participants,
        });
        return reply.code(201).send(seat);
      },
    );

    app.delete(
      '/api/me/class-seats/:id',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['groups'],
          summary: 'Leave a class or its waitlist',
          params: idParams,
          response: { 200: seatSchema, ...writeProblems },
        },
      },
      async (request) => leaveClass(db, viewerOf(request), request.params.id, true),
    );
  };
}
