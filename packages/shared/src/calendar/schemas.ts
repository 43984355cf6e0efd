import { z } from 'zod';
import { OFFERING_PLACES } from '../booking/schemas';
import { ALL_SERVICE_STATUSES, SERVICE_CATEGORIES, SERVICE_TYPES } from '../constants/services';
import { isoDateSchema } from '../dates';

// The calendar's wire (apps/api/src/modules/calendar, docs/decisions/0017-calendar.md): the week of
// sessions and classes, and the iCal feed's status.

/** The longest range one calendar answer covers. */
export const CALENDAR_MAX_RANGE_DAYS = 42;
const MAX_RANGE_DAYS = CALENDAR_MAX_RANGE_DAYS;

// Not strict: a cache-busting parameter must not break the page.
export const calendarQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    expertId: z.uuid('Choose an expert.').optional(),
    /** Only what happens at this studio location (sessions and classes held there). */
    locationId: z.uuid('Choose a location.').optional(),
  })
  .superRefine((query, ctx) => {
    if (query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'End on or after the first day.' });
      return;
    }
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days > MAX_RANGE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Show at most ${MAX_RANGE_DAYS} days at a time.`,
      });
    }
  });

const personSchema = z.object({ id: z.string(), name: z.string() });

const calendarEntrySchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(ALL_SERVICE_STATUSES),
  offeringName: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  category: z.enum(SERVICE_CATEGORIES),
  place: z.enum(OFFERING_PLACES),
  location: z.string().nullable(),
  expert: personSchema,
  customer: personSchema,
  /** A private session, or one occurrence of a group class (decision 0031; `customer` then names the seats). */
  kind: z.literal('class').optional(),
  groupId: z.string().optional(),
});

export const calendarSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    /** The business's IANA zone: the days and hours of the week view are in it. */
    timeZone: z.string(),
    items: z.array(calendarEntrySchema),
    /** Group class occurrences in the range (decision 0031), apart so session consumers are unchanged. */
    classes: z.array(calendarEntrySchema),
    /** True when the range held more sessions than one answer carries. */
    truncated: z.boolean(),
  })
  .meta({ id: 'Calendar' });

export const calendarFeedStatusSchema = z
  .object({ active: z.boolean(), createdAt: z.string().nullable(), lastUsedAt: z.string().nullable() })
  .meta({ id: 'CalendarFeedStatus' });

export const calendarFeedCreatedSchema = z
  .object({ url: z.string(), createdAt: z.string(), replaced: z.boolean() })
  .meta({ id: 'CalendarFeedCreated' });
