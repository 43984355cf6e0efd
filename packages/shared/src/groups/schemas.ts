import { z } from 'zod';
import { SERVICE_CATEGORIES } from '../constants/services';
import { waiverStatusSchema } from '../contracts/schemas';
import { isoDateSchema } from '../dates';
import { amountSchema, multilineTextSchema, nameSchema } from '../schemas';
import {
  GROUP_ATTENDANCE_MARKS,
  GROUP_CAPACITY_MAX,
  GROUP_KINDS,
  GROUP_OCCURRENCE_STATUSES,
  GROUP_SEAT_STATUSES,
  GROUP_WAITLIST_LIMIT_MAX,
} from './constants';

// Group classes' request and response shapes (decision 0031), shared by the API's routes and the
// web's forms. Messages are written for the person filling in the form; the API returns them on the
// same fields.

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: `Enter ${what}.` })
    .int('Enter a whole number.')
    .min(min, `Use at least ${min}.`)
    .max(max, `Use at most ${max}.`);

const dateSchema = isoDateSchema;
const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time such as 07:00.');

export const groupScheduleSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('weekly'),
      /** ISO weekdays, 1 = Monday .. 7 = Sunday. */
      weekdays: z
        .array(z.number().int().min(1).max(7), { error: 'Choose the days.' })
        .min(1, 'Choose at least one day.')
        .max(7),
      startTime: timeSchema,
      firstDate: dateSchema,
      lastDate: dateSchema,
    }),
    z.strictObject({
      type: z.literal('dates'),
      sessions: z
        .array(z.strictObject({ date: dateSchema, startTime: timeSchema }))
        .min(1, 'Add at least one date.')
        .max(400, 'Use at most 400 dates.'),
    }),
  ],
  { error: 'Choose a weekly schedule or a list of dates.' },
);
export type GroupScheduleInput = z.infer<typeof groupScheduleSchema>;

export const groupInputSchema = z
  .strictObject({
    kind: z.enum(GROUP_KINDS, { error: 'Choose a kind.' }),
    name: nameSchema({ enter: 'Enter a name.', what: 'the name', min: 2 }),
    description: multilineTextSchema({ max: 2000 }).default(''),
    expertId: z.uuid('Choose an expert.'),
    locationId: z.uuid('Choose a location.').nullable().default(null),
    capacity: wholeNumber('a capacity', 1, GROUP_CAPACITY_MAX),
    waitlistLimit: wholeNumber('a waitlist limit', 0, GROUP_WAITLIST_LIMIT_MAX).default(0),
    durationMinutes: wholeNumber('a duration in minutes', 15, 480).refine(
      (minutes) => minutes % 5 === 0,
      'Use a multiple of 5 minutes.',
    ),
    creditKind: z.enum(SERVICE_CATEGORIES, { error: 'Choose a credit kind.' }).nullable().default(null),
    credits: wholeNumber('a number of credits', 0, 100).default(0),
    price: amountSchema({ min: 0.01 }).nullable().default(null),
    schedule: groupScheduleSchema,
  })
  .superRefine((group, ctx) => {
    if (group.credits > 0 && group.creditKind === null) {
      ctx.addIssue({ code: 'custom', path: ['creditKind'], message: 'Choose a credit kind.' });
    }
    if (group.schedule.type === 'weekly' && group.schedule.lastDate < group.schedule.firstDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['schedule', 'lastDate'],
        message: 'The last date cannot be before the first.',
      });
    }
  });
export type GroupInput = z.input<typeof groupInputSchema>;

/** Staff change a group's details (the schedule stays; occurrences are changed one by one). */
export const groupUpdateSchema = z.strictObject({
  name: nameSchema({ enter: 'Enter a name.', what: 'the name', min: 2 }).optional(),
  description: multilineTextSchema({ max: 2000 }).optional(),
  capacity: wholeNumber('a capacity', 1, GROUP_CAPACITY_MAX).optional(),
  waitlistLimit: wholeNumber('a waitlist limit', 0, GROUP_WAITLIST_LIMIT_MAX).optional(),
  locationId: z.uuid('Choose a location.').nullable().optional(),
  /** The group's expert and that of its upcoming occurrences that had the previous one. */
  expertId: z.uuid('Choose an expert.').optional(),
  creditKind: z.enum(SERVICE_CATEGORIES, { error: 'Choose a credit kind.' }).nullable().optional(),
  /** New joins pay the new price; places already taken keep what they were held for. */
  credits: wholeNumber('a number of credits', 0, 100).optional(),
  price: amountSchema({ min: 0.01 }).nullable().optional(),
});
export type GroupUpdateInput = z.input<typeof groupUpdateSchema>;

/** Schedule exceptions on one occurrence: skip it, move it, or change its expert. */
export const occurrenceChangeSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({
      action: z.literal('skip'),
      reason: multilineTextSchema({ max: 500 }).default(''),
    }),
    z.strictObject({ action: z.literal('move'), date: dateSchema, startTime: timeSchema }),
    z.strictObject({ action: z.literal('expert'), expertId: z.uuid('Choose an expert.') }),
  ],
  { error: 'Choose skip, move or change the expert.' },
);
export type OccurrenceChangeInput = z.input<typeof occurrenceChangeSchema>;

export const joinGroupInputSchema = z.strictObject({
  /** Household members who come along; each takes a seat. */
  participants: z.array(z.uuid('Choose someone from the household.')).max(20, 'Too many people.').default([]),
});
export type JoinGroupInput = z.input<typeof joinGroupInputSchema>;

export const staffAddSeatInputSchema = z.strictObject({
  customerId: z.uuid('Choose a customer.'),
});
export const moveSeatInputSchema = z.strictObject({
  occurrenceId: z.uuid('Choose another occurrence.'),
});
export const attendanceInputSchema = z.strictObject({
  mark: z.enum(GROUP_ATTENDANCE_MARKS, { error: 'Choose checked in or no-show.' }),
});
export const groupSettingsSchema = z.strictObject({
  waitlistCutoffMinutes: wholeNumber('a number of minutes', 0, 10080),
});
export type GroupSettings = z.infer<typeof groupSettingsSchema>;

export const groupListQuerySchema = z.strictObject({
  kind: z.enum(GROUP_KINDS).optional(),
  expertId: z.uuid().optional(),
  locationId: z.uuid().optional(),
});

// ---- Responses ---------------------------------------------------------------------------------

const personSchema = z.object({ id: z.string(), name: z.string() });

export const occurrenceSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  kind: z.enum(GROUP_KINDS),
  status: z.enum(GROUP_OCCURRENCE_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  scheduledDate: z.string(),
  expert: personSchema,
  capacity: z.number(),
  seatsTaken: z.number(),
  seatsLeft: z.number(),
  waitlisted: z.number(),
  /** The studio's IANA zone: pages show the class's time there, whatever the browser's zone. */
  timeZone: z.string(),
  /** When its attendance became final and its expert's pay was written (null while open). */
  closedAt: z.string().nullable(),
});
export type GroupOccurrence = z.infer<typeof occurrenceSchema>;

export const groupSchema = z.object({
  id: z.string(),
  kind: z.enum(GROUP_KINDS),
  name: z.string(),
  description: z.string(),
  expert: personSchema,
  location: z.object({ id: z.string(), display: z.string() }).nullable(),
  capacity: z.number(),
  waitlistLimit: z.number(),
  durationMinutes: z.number(),
  creditKind: z.enum(SERVICE_CATEGORIES).nullable(),
  credits: z.number(),
  priceCents: z.number().nullable(),
  schedule: groupScheduleSchema,
  seriesSeatsTaken: z.number(),
  nextOccurrence: occurrenceSchema.nullable(),
  /** Seats taken over seats offered in upcoming occurrences (0..1). */
  fillRate: z.number(),
  /** The studio's IANA zone. */
  timeZone: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupDetailsSchema = groupSchema.extend({ occurrences: z.array(occurrenceSchema) });
export type GroupDetails = z.infer<typeof groupDetailsSchema>;

export const seatSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  occurrenceId: z.string().nullable(),
  customer: personSchema,
  status: z.enum(GROUP_SEAT_STATUSES),
  seats: z.number(),
  participants: z.array(z.string()),
  credits: z.number(),
  /** 1-based place in line while waitlisted. */
  waitlistPosition: z.number().nullable(),
  statusReason: z.string().nullable(),
  attendance: z.enum(GROUP_ATTENDANCE_MARKS).nullable(),
  /** What the customer owes the studio for pay-at-studio purchases, shown at check-in (decision 0046). */
  owedCents: z.number().int(),
  /** The customer's own waiver when the studio requires one (decision 0053), else null. */
  waiver: waiverStatusSchema.nullable(),
});
export type GroupSeat = z.infer<typeof seatSchema>;

export const rosterSchema = z.object({ occurrence: occurrenceSchema, seats: z.array(seatSchema) });
export type GroupRoster = z.infer<typeof rosterSchema>;

/** An upcoming occurrence as a member sees it, with their own place if they have one. */
export const memberClassSchema = occurrenceSchema.extend({
  location: z.object({ id: z.string(), display: z.string() }).nullable(),
  credits: z.number(),
  creditKind: z.enum(SERVICE_CATEGORIES).nullable(),
  mySeat: seatSchema.nullable(),
  /** Inside the cutoff a freed seat is open to everyone waiting: the first to claim it wins. */
  claimable: z.boolean(),
});
export type MemberClass = z.infer<typeof memberClassSchema>;

export const joinResultSchema = z.object({ seat: seatSchema });

export const scheduleConflictProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number(),
  detail: z.string(),
  instance: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  conflicts: z.array(z.object({ startsAt: z.string(), endsAt: z.string(), what: z.string() })),
});

/** GET /api/me/classes: how many days ahead a member's classes are listed. */
export const memberClassesQuerySchema = z.strictObject({
  days: z.coerce.number().int().min(1).max(120).default(32),
});
