import {
  ACCESS,
  type Availability,
  addDays,
  availabilityExceptionInputSchema,
  availabilityExceptionResponseSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
  expertAvailabilityResponseSchema,
  expertListSchema,
  isBookableDate,
  isStaffRole,
  WEEKDAYS,
  weeklyHoursInputSchema,
} from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import * as clock from '../../lib/clock.ts';
import { fieldProblem, HttpProblem, notFound, problems } from '../../lib/problem.ts';
import { type Viewer, viewerOf } from '../../lib/viewer.ts';
import {
  deleteException,
  insertException,
  listExceptions,
  listWeeklyHours,
  replaceWeeklyHours,
} from './availability.repository.ts';
import { businessHoursOn, searchSlots, weekdayOf } from './availability.service.ts';
import {
  type BusinessCalendar,
  expertCards,
  findBusinessCalendar,
  findPerson,
  listActiveExperts,
  listDeliveringExperts,
} from './booking-context.repository.ts';
import { findOffering } from './offerings.repository.ts';

// Expert availability (weekly hours and dated exceptions; the expert for themselves, staff for
// anyone) and slot search (GET /api/availability for the admin area, /api/me/availability for members).

const expertParams = z.strictObject({ expertId: z.uuid('Not an expert id.') });
const exceptionParams = z.strictObject({
  expertId: z.uuid('Not an expert id.'),
  exceptionId: z.uuid('Not an exception id.'),
});
const availabilityResponse = availabilityResponseSchema;
const expertAvailabilityResponse = expertAvailabilityResponseSchema;
const memberAvailabilityQuery = availabilityQuerySchema.omit({ customerId: true });

/**
 * The expert a caller may look at or edit: their own hours, or anyone's for staff. Another expert's
 * hours are "not found" to an expert, like another business's (row checks answer 404).
 */
async function expertFor(db: Database, viewer: Viewer, expertId: string) {
  if (!isStaffRole(viewer.role) && viewer.membershipId !== expertId) throw notFound('expert');
  const expert = await findPerson(db, viewer.businessId, expertId, 'expert');
  if (!expert) throw notFound('expert');
  return expert;
}

const dayName = (weekday: number) => WEEKDAYS[weekday - 1] ?? 'that day';

/** A window must sit inside the studio's hours on that weekday (the studio being open). */
function outsideBusinessHours(
  calendar: BusinessCalendar,
  date: string,
  start: string,
  end: string,
): { field: 'weekday' | 'start' | 'end'; message: string } | undefined {
  const hours = businessHoursOn(calendar, date);
  const weekday = weekdayOf(date);
  if (!hours) return { field: 'weekday', message: `The studio is closed on ${dayName(weekday)}s.` };
  const message = `Keep within the studio's hours on ${dayName(weekday)}s, ${hours.start} to ${hours.end}.`;
  if (start < hours.start) return { field: 'start', message };
  if (end > hours.end) return { field: 'end', message };
  return undefined;
}

/** Any date of an ISO weekday, for checking weekly windows against the business's weekly hours. */
const dateOfWeekday = (weekday: number) => addDays('2024-01-01', weekday - 1); // 2024-01-01 is a Monday

export type SlotQuery = { offeringId: string; date: string; expertId?: string; customerId?: string };

/** Free start times for an offering on a date, for one expert or any who delivers it. */
export async function findAvailability(
  db: Database,
  businessId: string,
  query: SlotQuery,
  now: Date = clock.now(),
): Promise<Availability> {
  const offering = await findOffering(db, businessId, query.offeringId);
  if (!offering) throw notFound('offering');
  if (!offering.active)
    throw fieldProblem(422, 'offeringId', 'This offering cannot be booked at the moment.');
  const calendar = await findBusinessCalendar(db, businessId);
  if (!isBookableDate(query.date, now, calendar.timeZone)) {
    throw fieldProblem(422, 'date', 'Choose a date from 2 to 32 days ahead.');
  }
  const experts = await listDeliveringExperts(db, businessId, offering.id);
  let expertIds = experts.map((expert) => expert.id);
  if (query.expertId) {
    if (!expertIds.includes(query.expertId)) {
      throw fieldProblem(422, 'expertId', `This expert does not offer ${offering.name}.`);
    }
    expertIds = [query.expertId];
  }
  if (query.customerId && !(await findPerson(db, businessId, query.customerId, 'customer'))) {
    throw notFound('customer');
  }
  const slots = await searchSlots(db, {
    businessId,
    calendar,
    offering,
    expertIds,
    ...(query.customerId ? { customerId: query.customerId } : {}),
    dates: [query.date],
    now,
  });
  return {
    date: query.date,
    timeZone: calendar.timeZone,
    offeringId: offering.id,
    durationMinutes: offering.durationMinutes,
    slots: slots.map((slot) => ({
      time: slot.time,
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      expertIds: slot.expertIds,
    })),
  };
}

export function availabilityRoutes(db: Database): FastifyPluginAsyncZod {
  async function expertAvailability(viewer: Viewer, expertId: string) {
    const expert = await expertFor(db, viewer, expertId);
    const [calendar, weekly, exceptions] = await Promise.all([
      findBusinessCalendar(db, viewer.businessId),
      listWeeklyHours(db, viewer.businessId, [expertId]),
      listExceptions(db, viewer.businessId, [expertId]),
    ]);
    return {
      expert: { id: expert.id, name: expert.name },
      timeZone: calendar.timeZone,
      hours: weekly.get(expertId) ?? [],
      exceptions: exceptions.map(({ expertId: _expert, ...exception }) => exception),
    };
  }

  return async (app) => {
    app.get(
      '/api/experts',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['booking'],
          summary: 'The studio’s active experts (for filters and booking on behalf of a customer)',
          response: { 200: expertListSchema },
        },
      },
      async (request) => {
        const { businessId } = viewerOf(request);
        return { items: await expertCards(db, businessId, await listActiveExperts(db, businessId)) };
      },
    );

    app.get(
      '/api/experts/:expertId/availability',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['booking'],
          summary: 'An expert’s weekly hours and dated exceptions (their own, or anyone’s for staff)',
          params: expertParams,
          response: { 200: expertAvailabilityResponse, ...problems(403, 404) },
        },
      },
      async (request) => expertAvailability(viewerOf(request), request.params.expertId),
    );

    app.put(
      '/api/experts/:expertId/weekly-hours',
      {
        config: { access: ACCESS.teamManage },
        schema: {
          tags: ['booking'],
          summary: 'Replace an expert’s weekly hours (inside the studio’s hours)',
          params: expertParams,
          body: weeklyHoursInputSchema,
          response: { 200: expertAvailabilityResponse, ...problems(400, 403, 404) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const { expertId } = request.params;
        await expertFor(db, viewer, expertId);
        const calendar = await findBusinessCalendar(db, viewer.businessId);
        const errors: Record<string, string[]> = {};
        request.body.hours.forEach((window, index) => {
          const problem = outsideBusinessHours(
            calendar,
            dateOfWeekday(window.weekday),
            window.start,
            window.end,
          );
          if (problem) errors[`hours.${index}.${problem.field}`] = [problem.message];
        });
        if (Object.keys(errors).length > 0) {
          throw new HttpProblem(400, 'Bad Request', 'Some hours are outside the studio’s hours.', errors);
        }
        await replaceWeeklyHours(db, viewer.businessId, expertId, request.body.hours);
        await recordAudit(db, request, {
          action: 'expert.hours.update',
          outcome: 'success',
          targetType: 'membership',
          targetId: expertId,
        });
        return expertAvailability(viewer, expertId);
      },
    );

    app.post(
      '/api/experts/:expertId/exceptions',
      {
        config: { access: ACCESS.teamManage },
        schema: {
          tags: ['booking'],
          summary: 'Add time off or different hours on some dates',
          params: expertParams,
          body: availabilityExceptionInputSchema,
          response: {
            201: availabilityExceptionResponseSchema,
            ...problems(400, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { expertId } = request.params;
        await expertFor(db, viewer, expertId);
        const input = request.body;
        if (input.kind === 'custom_hours' && input.start !== null && input.end !== null) {
          const calendar = await findBusinessCalendar(db, viewer.businessId);
          // Days the studio is closed get no slots anyway; open days must contain the hours.
          for (
            let day = input.startsOn;
            day <= input.endsOn && day <= addDays(input.startsOn, 6);
            day = addDays(day, 1)
          ) {
            const problem = outsideBusinessHours(calendar, day, input.start, input.end);
            if (problem && problem.field !== 'weekday')
              throw fieldProblem(400, problem.field, problem.message);
          }
        }
        const { expertId: _expert, ...exception } = await insertException(
          db,
          viewer.businessId,
          expertId,
          input,
        );
        await recordAudit(db, request, {
          action: 'expert.exception.create',
          outcome: 'success',
          targetType: 'membership',
          targetId: expertId,
        });
        reply.code(201);
        return exception;
      },
    );

    app.delete(
      '/api/experts/:expertId/exceptions/:exceptionId',
      {
        config: { access: ACCESS.teamManage },
        schema: {
          tags: ['booking'],
          summary: 'Remove a dated exception',
          params: exceptionParams,
          response: { 204: z.null(), ...problems(403, 404) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { expertId, exceptionId } = request.params;
        await expertFor(db, viewer, expertId);
        if (!(await deleteException(db, viewer.businessId, expertId, exceptionId)))
          throw notFound('exception');
        await recordAudit(db, request, {
          action: 'expert.exception.delete',
          outcome: 'success',
          targetType: 'membership',
          targetId: expertId,
        });
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/availability',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['booking'],
          summary:
            'Free start times for an offering on a date (2 to 32 days ahead), for one expert or any; with customerId, also free for that customer',
          querystring: availabilityQuerySchema,
          response: { 200: availabilityResponse, ...problems(404, 422) },
        },
      },
      async (request) => findAvailability(db, viewerOf(request).businessId, request.query),
    );

    app.get(
      '/api/me/availability',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['booking'],
          summary: 'Free start times for the signed-in member (their own sessions kept free too)',
          querystring: memberAvailabilityQuery,
          response: { 200: availabilityResponse, ...problems(404, 422) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        // Staff signed in to the member area have no customer membership: nothing of theirs to keep free.
        const customer = viewer.role === 'customer' ? { customerId: viewer.membershipId } : {};
        return findAvailability(db, viewer.businessId, { ...request.query, ...customer });
      },
    );
  };
}
