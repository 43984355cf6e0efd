import { z } from 'zod';
import { REMINDER_MINUTES } from '../constants/booking';
import {
  ALL_SERVICE_STATUSES,
  SERVICE_CATEGORIES,
  SERVICE_TYPES,
  type ServiceCategory,
  type ServiceStatus,
  type ServiceType,
} from '../constants/services';
import { isoDateSchema, isoDateTimeSchema } from '../dates';
import { pageQueryShape, pageSchemaOf, problemSchema } from '../http';
import { amountSchema, multilineTextSchema, nameSchema, textSchema } from '../schemas';
import { pointSchema } from '../tracking/points';
import { coordinatesSchema } from '../tracking/schemas';

// The booking engine's request and response shapes (decision 0013), shared by the API's
// routes and the web's forms. Messages are written for the person filling in the form; the API
// returns them on the same fields.

// ---- Offerings --------------------------------------------------------------------------------

/** Where an offering happens: at the studio, at the client's home (travel buffer) or by video. */
export const OFFERING_PLACES = ['studio', 'home', 'virtual'] as const;
export type OfferingPlace = (typeof OFFERING_PLACES)[number];

export const OFFERING_LIMITS = {
  minDurationMinutes: 15,
  maxDurationMinutes: 480,
  maxCredits: 20,
  maxParticipants: 20,
  maxTravelBufferMinutes: 120,
  maxExperts: 100,
  maxLocations: 100,
} as const;

/** The category and sensible form defaults for each of SPEC.md's 14 service types. */
export const SERVICE_TYPE_DEFAULTS: Record<
  ServiceType,
  { category: ServiceCategory; place: OfferingPlace; durationMinutes: number; participantsMax: number }
> = {
  Assessment: { category: 'assessment', place: 'studio', durationMinutes: 60, participantsMax: 1 },
  Training: { category: 'training', place: 'home', durationMinutes: 60, participantsMax: 1 },
  Duo: { category: 'duo', place: 'studio', durationMinutes: 60, participantsMax: 2 },
  Family: { category: 'family', place: 'home', durationMinutes: 60, participantsMax: 6 },
  Youth: { category: 'youth', place: 'studio', durationMinutes: 45, participantsMax: 3 },
  Nutrition: { category: 'nutrition', place: 'studio', durationMinutes: 45, participantsMax: 1 },
  Recovery: { category: 'recovery', place: 'studio', durationMinutes: 30, participantsMax: 1 },
  Massage: { category: 'massage', place: 'home', durationMinutes: 60, participantsMax: 1 },
  Boxing: { category: 'boxing', place: 'studio', durationMinutes: 60, participantsMax: 1 },
  'Group Coaching': { category: 'group', place: 'studio', durationMinutes: 60, participantsMax: 12 },
  'Studio Training': { category: 'studio', place: 'studio', durationMinutes: 60, participantsMax: 1 },
  'Studio Boxing': { category: 'studio', place: 'studio', durationMinutes: 60, participantsMax: 1 },
  'Virtual Training': { category: 'virtual', place: 'virtual', durationMinutes: 45, participantsMax: 1 },
  'Virtual Nutrition': { category: 'virtual', place: 'virtual', durationMinutes: 30, participantsMax: 1 },
};

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: `Enter ${what}.` })
    .int(`Enter a whole number.`)
    .min(min, `Use at least ${min}.`)
    .max(max, `Use at most ${max}.`);

/** An offering as staff type it (/admin/business/services). */
export const offeringInputSchema = z
  .strictObject({
    name: nameSchema({ enter: 'Enter a name.', what: 'the name', min: 2 }),
    description: multilineTextSchema({ max: 1000 }).default(''),
    serviceType: z.enum(SERVICE_TYPES, { error: 'Choose a service type.' }),
    category: z.enum(SERVICE_CATEGORIES, { error: 'Choose a category.' }),
    place: z.enum(OFFERING_PLACES, { error: 'Choose where it happens.' }),
    durationMinutes: wholeNumber(
      'a duration in minutes',
      OFFERING_LIMITS.minDurationMinutes,
      OFFERING_LIMITS.maxDurationMinutes,
    ).refine((minutes) => minutes % 5 === 0, 'Use a multiple of 5 minutes.'),
    creditKind: z.enum(SERVICE_CATEGORIES, { error: 'Choose a credit kind.' }),
    creditsNeeded: wholeNumber('a number of credits', 0, OFFERING_LIMITS.maxCredits),
    /** Optional list price (typed like "$85.00"); sessions are paid with credits. */
    price: amountSchema({ min: 0.01 }).nullable().default(null),
    participantsMin: wholeNumber('a number of people', 1, OFFERING_LIMITS.maxParticipants).default(1),
    participantsMax: wholeNumber('a number of people', 1, OFFERING_LIMITS.maxParticipants).default(1),
    travelBufferMinutes: wholeNumber(
      'a number of minutes',
      0,
      OFFERING_LIMITS.maxTravelBufferMinutes,
    ).default(0),
    /** The experts who deliver it; empty means every active expert of the studio. */
    expertIds: z
      .array(z.uuid('Choose an expert.'), { error: 'Choose the experts.' })
      .max(OFFERING_LIMITS.maxExperts, 'Too many experts.')
      .default([]),
    /** The studio locations it happens at (studio offerings only); empty means every active location. */
    locationIds: z
      .array(z.uuid('Choose a location.'), { error: 'Choose the locations.' })
      .max(OFFERING_LIMITS.maxLocations, 'Too many locations.')
      .default([]),
    active: z.boolean({ error: 'Say whether members can book it.' }).default(true),
  })
  .superRefine((offering, ctx) => {
    if (offering.participantsMax < offering.participantsMin) {
      ctx.addIssue({
        code: 'custom',
        path: ['participantsMax'],
        message: 'The most people must be at least the fewest.',
      });
    }
    if (offering.travelBufferMinutes > 0 && offering.place !== 'home') {
      ctx.addIssue({
        code: 'custom',
        path: ['travelBufferMinutes'],
        message: 'Only in-home sessions have a travel buffer.',
      });
    }
    if (offering.locationIds.length > 0 && offering.place !== 'studio') {
      ctx.addIssue({
        code: 'custom',
        path: ['locationIds'],
        message: 'Only sessions at the studio have a location.',
      });
    }
    if (new Set(offering.locationIds).size !== offering.locationIds.length) {
      ctx.addIssue({ code: 'custom', path: ['locationIds'], message: 'Each location can be listed once.' });
    }
    if (new Set(offering.expertIds).size !== offering.expertIds.length) {
      ctx.addIssue({ code: 'custom', path: ['expertIds'], message: 'Each expert can be listed once.' });
    }
  });
export type OfferingInput = z.input<typeof offeringInputSchema>;

export const personRefSchema = z.object({ id: z.string(), name: z.string() });
export type PersonRef = z.output<typeof personRefSchema>;

/** An expert as a member sees them when picking one: photo, bio, specialities and languages. */
export const expertCardSchema = personRefSchema
  .extend({
    photoPath: z.string().nullable(),
    bio: z.string(),
    specialities: z.array(z.string()),
    languages: z.array(z.string()),
  })
  .meta({ id: 'ExpertCard' });
export type ExpertCard = z.output<typeof expertCardSchema>;

export const offeringSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  category: z.enum(SERVICE_CATEGORIES),
  place: z.enum(OFFERING_PLACES),
  durationMinutes: z.number().int(),
  creditKind: z.enum(SERVICE_CATEGORIES),
  creditsNeeded: z.number().int(),
  priceCents: z.number().int().nullable(),
  participantsMin: z.number().int(),
  participantsMax: z.number().int(),
  travelBufferMinutes: z.number().int(),
  /** The experts listed on the offering; empty means every active expert delivers it. */
  experts: z.array(personRefSchema),
  /** Who actually delivers it now: the listed experts, or every active expert when none are listed. */
  deliveredBy: z.array(expertCardSchema),
  /**
   * The studio locations it is listed at (a deactivated one says so); empty means every active location
   * of the studio (for a studio offering) or none at all (at home, by video).
   */
  locations: z.array(z.object({ id: z.string(), display: z.string(), active: z.boolean() })),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Offering = z.output<typeof offeringSchema>;

// ---- Expert availability --------------------------------------------------------------------

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeSchema = (message: string) => z.string({ error: message }).regex(HH_MM, message);
const TIME_MESSAGE = 'Enter a time as HH:MM on a 24-hour clock, like 07:00 or 19:30.';
/** One window of an expert's week: ISO weekday (1 = Monday .. 7 = Sunday), 'HH:MM' to 'HH:MM'. */
export const weeklyHoursWindowSchema = z
  .strictObject({
    weekday: z
      .number({ error: 'Choose a day of the week.' })
      .int('Choose a day of the week.')
      .min(1, 'Choose a day of the week.')
      .max(7, 'Choose a day of the week.'),
    start: timeSchema(TIME_MESSAGE),
    end: timeSchema(TIME_MESSAGE),
  })
  .refine((window) => window.start < window.end, {
    path: ['end'],
    message: 'The end must be after the start.',
  });
export type WeeklyHoursWindow = z.output<typeof weeklyHoursWindowSchema>;

/** An expert's whole week, replacing what was there. Windows of one day may not overlap. */
export const weeklyHoursInputSchema = z
  .strictObject({
    hours: z.array(weeklyHoursWindowSchema, { error: 'Give the weekly hours.' }).max(42, 'Too many windows.'),
  })
  .superRefine(({ hours }, ctx) => {
    hours.forEach((window, index) => {
      const clash = hours.some(
        (other, j) =>
          j < index &&
          other.weekday === window.weekday &&
          other.start < window.end &&
          window.start < other.end,
      );
      if (clash) {
        ctx.addIssue({
          code: 'custom',
          path: ['hours', index, 'start'],
          message: 'This overlaps another window on the same day.',
        });
      }
    });
  });
export type WeeklyHoursInput = z.input<typeof weeklyHoursInputSchema>;

/**
 * A dated change to an expert's week: `time_off` blocks the days (or the given hours of each day);
 * `custom_hours` replaces the weekly hours on those days with the given hours.
 */
export const AVAILABILITY_EXCEPTION_KINDS = ['time_off', 'custom_hours'] as const;
export type AvailabilityExceptionKind = (typeof AVAILABILITY_EXCEPTION_KINDS)[number];
export const MAX_EXCEPTION_DAYS = 366;

export const availabilityExceptionInputSchema = z
  .strictObject({
    kind: z.enum(AVAILABILITY_EXCEPTION_KINDS, { error: 'Choose time off or different hours.' }),
    startsOn: isoDateSchema,
    endsOn: isoDateSchema,
    start: timeSchema(TIME_MESSAGE).nullable().default(null),
    end: timeSchema(TIME_MESSAGE).nullable().default(null),
    note: multilineTextSchema({ max: 300 }).default(''),
  })
  .superRefine((exception, ctx) => {
    if (exception.endsOn < exception.startsOn) {
      ctx.addIssue({
        code: 'custom',
        path: ['endsOn'],
        message: 'The last day must not be before the first.',
      });
    } else {
      const days = (Date.parse(exception.endsOn) - Date.parse(exception.startsOn)) / 86_400_000 + 1;
      if (days > MAX_EXCEPTION_DAYS) {
        ctx.addIssue({
          code: 'custom',
          path: ['endsOn'],
          message: `Use at most ${MAX_EXCEPTION_DAYS} days.`,
        });
      }
    }
    if ((exception.start === null) !== (exception.end === null)) {
      const path = exception.start === null ? 'start' : 'end';
      ctx.addIssue({ code: 'custom', path: [path], message: 'Give both times, or neither for whole days.' });
    } else if (exception.start === null && exception.kind === 'custom_hours') {
      ctx.addIssue({
        code: 'custom',
        path: ['start'],
        message: 'Give the hours the expert works on those days.',
      });
    } else if (exception.start !== null && exception.end !== null && exception.start >= exception.end) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end must be after the start.' });
    }
  });
export type AvailabilityExceptionInput = z.input<typeof availabilityExceptionInputSchema>;

export const availabilityExceptionSchema = z.object({
  id: z.string(),
  kind: z.enum(AVAILABILITY_EXCEPTION_KINDS),
  startsOn: z.string(),
  endsOn: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  note: z.string(),
});
export type AvailabilityException = z.output<typeof availabilityExceptionSchema>;

export const expertAvailabilitySchema = z.object({
  expert: personRefSchema,
  timeZone: z.string(),
  hours: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
  exceptions: z.array(availabilityExceptionSchema),
});
export type ExpertAvailability = z.output<typeof expertAvailabilitySchema>;

// ---- Slot search ------------------------------------------------------------------------------

export const availabilityQuerySchema = z.object({
  offeringId: z.uuid('Choose an offering.'),
  date: isoDateSchema,
  /** Omit for "any available expert". */
  expertId: z.uuid('Choose an expert.').optional(),
  /** Staff booking for a customer: also keep the customer's own sessions free. */
  customerId: z.uuid('Choose a customer.').optional(),
});
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;

export const slotSchema = z.object({
  /** 'HH:MM' in the business's time zone. */
  time: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The experts free at that time (one when an expert was asked for). */
  expertIds: z.array(z.string()),
});
export type Slot = z.output<typeof slotSchema>;

export const availabilitySchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  offeringId: z.string(),
  durationMinutes: z.number().int(),
  slots: z.array(slotSchema),
});
export type Availability = z.output<typeof availabilitySchema>;

/**
 * Each date a member may pick (2 to 32 days ahead) and whether it has a free start for the offering:
 * `closed` the studio's hours close it, `off` the expert (or, for any expert, every one who delivers the
 * offering) does not work it, `full` they work but nothing is free, `open` at least one start is free.
 */
export const BOOKING_DAY_STATUSES = ['open', 'closed', 'off', 'full'] as const;
export type BookingDayStatus = (typeof BOOKING_DAY_STATUSES)[number];

export const bookingDaysQuerySchema = availabilityQuerySchema.omit({ date: true });
export type BookingDaysQuery = z.input<typeof bookingDaysQuerySchema>;

export const bookingDaysSchema = z
  .object({
    timeZone: z.string(),
    offeringId: z.string(),
    days: z.array(z.object({ date: z.string(), status: z.enum(BOOKING_DAY_STATUSES) })),
  })
  .meta({ id: 'BookingDays' });
export type BookingDays = z.output<typeof bookingDaysSchema>;

// ---- Booking ----------------------------------------------------------------------------------

export const MAX_NOTES_LENGTH = 2000;
export const MAX_REASON_LENGTH = 500;

const startsAtSchema = isoDateTimeSchema('Choose a date and time.');

// A household member (by id: the server books them under their stored name) or, for staff, a name.
const participantSchema = z
  .strictObject({
    name: nameSchema({ enter: 'Enter the person’s name.', what: 'the name' }).optional(),
    householdMemberId: z.uuid('Choose someone from the household.').optional(),
  })
  .refine((person) => person.name !== undefined || person.householdMemberId !== undefined, {
    error: 'Enter the person’s name.',
    path: ['name'],
  });

/** A member books for themselves (and household participants). */
export const bookServiceInputSchema = z.strictObject({
  offeringId: z.uuid('Choose an offering.'),
  startsAt: startsAtSchema,
  /** Omit (or null) for "any available expert": the server assigns one. */
  expertId: z.uuid('Choose an expert.').nullable().optional(),
  /** Household members who come along (duo, family, youth), besides the customer. */
  participants: z
    .array(participantSchema)
    .max(OFFERING_LIMITS.maxParticipants, 'Too many people.')
    .default([]),
  /** A studio location; defaults to the studio's default location for studio sessions. */
  locationId: z.uuid('Choose a location.').nullable().optional(),
  /** Where an in-home session happens. */
  address: textSchema({ max: 300 }).nullable().optional(),
  /**
   * Where that address is on the map (decision 0060): the trip's destination, for in-home sessions
   * only. Left out, the customer's profile point is taken when the address is their profile's.
   */
  point: coordinatesSchema.nullable().optional(),
  notes: multilineTextSchema({ max: MAX_NOTES_LENGTH }).default(''),
  reminderMinutes: z
    .literal(REMINDER_MINUTES, { error: `Choose ${REMINDER_MINUTES.join(', ')} minutes.` })
    .nullable()
    .default(null),
});
export type BookServiceInput = z.input<typeof bookServiceInputSchema>;

/** Staff and experts book for a customer (/admin/services/new/:id). */
export const staffBookServiceInputSchema = bookServiceInputSchema.extend({
  customerId: z.uuid('Choose a customer.'),
});
export type StaffBookServiceInput = z.input<typeof staffBookServiceInputSchema>;

/** One step of the lifecycle (PRODUCT.md's table). */
export const transitionInputSchema = z
  .strictObject({
    to: z.enum(ALL_SERVICE_STATUSES, { error: 'Choose a status.' }),
    reason: multilineTextSchema({ max: MAX_REASON_LENGTH }).optional(),
    /** The new start, for a reschedule. */
    startsAt: startsAtSchema.optional(),
    /** What was actually done, for a completion. */
    completionNotes: multilineTextSchema({ max: 4000 }).optional(),
  })
  .superRefine((step, ctx) => {
    if (step.to === 'Rescheduled' && step.startsAt === undefined) {
      ctx.addIssue({ code: 'custom', path: ['startsAt'], message: 'Choose the new date and time.' });
    }
    if (step.to !== 'Rescheduled' && step.startsAt !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['startsAt'], message: 'Only a reschedule takes a new time.' });
    }
    if (step.to !== 'Completed' && step.completionNotes !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['completionNotes'],
        message: 'Completion notes go with completing the session.',
      });
    }
  });
export type TransitionInput = z.input<typeof transitionInputSchema>;

export const completionNotesInputSchema = z.strictObject({
  completionNotes: multilineTextSchema({ max: 4000, notText: 'Write what was done.' }),
});
export type CompletionNotesInput = z.input<typeof completionNotesInputSchema>;

export const reviewInputSchema = z.strictObject({
  stars: z
    .number({ error: 'Give 1 to 5 stars.' })
    .int('Give 1 to 5 stars.')
    .min(1, 'Give 1 to 5 stars.')
    .max(5, 'Give 1 to 5 stars.'),
  text: multilineTextSchema({ max: 2000 }).default(''),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

// ---- Sessions as answered -----------------------------------------------------------------------

export const CREDIT_HOLD_STATES = ['held', 'spent', 'released'] as const;

export const serviceSchema = z.object({
  id: z.string(),
  offering: z.object({ id: z.string(), name: z.string() }),
  serviceType: z.enum(SERVICE_TYPES),
  category: z.enum(SERVICE_CATEGORIES),
  place: z.enum(OFFERING_PLACES),
  status: z.enum(ALL_SERVICE_STATUSES),
  /** SPEC.md's serviceDate: the start, UTC ISO; show it in `timeZone`. */
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  durationMinutes: z.number().int(),
  travelBufferMinutes: z.number().int(),
  expert: personRefSchema,
  customer: personRefSchema,
  participants: z.array(z.object({ name: z.string() })),
  location: z.object({ id: z.string(), display: z.string() }).nullable(),
  address: z.string().nullable(),
  /** An in-home session's address on the map (decision 0060), null when it has none. */
  point: pointSchema,
  notes: z.string(),
  reminderMinutes: z.number().int().nullable(),
  credits: z.object({
    kind: z.enum(SERVICE_CATEGORIES).nullable(),
    quantity: z.number().int(),
    /** What happened to the credits held at booking; null when none were needed. */
    hold: z.enum(CREDIT_HOLD_STATES).nullable(),
  }),
  priceCents: z.number().int().nullable(),
  cancelReason: z.string().nullable(),
  completionNotes: z.string().nullable(),
  completedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  review: z.object({ stars: z.number().int(), text: z.string(), createdAt: z.string() }).nullable(),
  /** The steps the caller may take now (drives the page's buttons). */
  allowedTransitions: z.array(z.enum(ALL_SERVICE_STATUSES)),
  canReview: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Service = z.output<typeof serviceSchema>;

export const historyEntrySchema = z.object({
  id: z.string(),
  from: z.enum(ALL_SERVICE_STATUSES).nullable(),
  to: z.enum(ALL_SERVICE_STATUSES),
  actor: z.object({ id: z.string(), name: z.string(), role: z.string().nullable() }).nullable(),
  reason: z.string().nullable(),
  startsAt: z.string(),
  previousStartsAt: z.string().nullable(),
  at: z.string(),
});
export type HistoryEntry = z.output<typeof historyEntrySchema>;

/**
 * A 409 of the booking routes. When the time was not free it also carries `nearestSlots`, the
 * nearest free starts (same expert, or any for "any available") to offer instead.
 */
export const slotTakenProblemSchema = problemSchema.extend({
  nearestSlots: z.array(slotSchema.extend({ date: z.string() })).optional(),
});
export type SlotTakenProblem = z.output<typeof slotTakenProblemSchema>;

// ---- Lists ------------------------------------------------------------------------------------

/** /admin/services/:status: the list filters of the admin pages. */
export const SERVICE_LIST_FILTERS = [
  'all',
  'requested',
  'confirmed',
  'rescheduled',
  'completed',
  'canceled',
] as const;
export type ServiceListFilter = (typeof SERVICE_LIST_FILTERS)[number];

export const SERVICE_SORT_FIELDS = ['startsAt', 'createdAt', 'status', 'serviceType'] as const;
const SERVICE_SORTS = SERVICE_SORT_FIELDS.flatMap((field) => [field, `-${field}`]) as [string, ...string[]];

/** A status given as its name or lower-case slug ('Confirmed' or 'confirmed'); 'all' means any. */
const statusFilterSchema = z.string().transform((value, ctx): ServiceStatus | 'all' => {
  if (value.toLowerCase() === 'all') return 'all';
  const status = ALL_SERVICE_STATUSES.find((s) => s.toLowerCase() === value.toLowerCase());
  if (status) return status;
  ctx.addIssue({ code: 'custom', message: `Choose one of all, ${ALL_SERVICE_STATUSES.join(', ')}.` });
  return z.NEVER;
});

// Not strict: a cache-busting parameter must not break a list.
export const serviceListQuerySchema = z.object({
  ...pageQueryShape(10),
  status: statusFilterSchema.default('all'),
  /** Upcoming (SPEC.md section 4): not Completed and starting after now. */
  upcoming: z
    .enum(['true', 'false'], { error: 'Use true or false.' })
    .transform((value) => value === 'true')
    .optional(),
  /** Matches the offering's, the customer's or the expert's name (the text taken literally). */
  q: z.string().trim().max(100, 'Use at most 100 characters.').optional(),
  expertId: z.uuid('Choose an expert.').optional(),
  customerId: z.uuid('Choose a customer.').optional(),
  serviceType: z.enum(SERVICE_TYPES, { error: 'Choose a service type.' }).optional(),
  /** First and last day (inclusive) in the business's time zone. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  sort: z.enum(SERVICE_SORTS, { error: `Sort by one of ${SERVICE_SORTS.join(', ')}.` }).default('startsAt'),
});
export type ServiceListQuery = z.input<typeof serviceListQuerySchema>;

export const servicePageSchema = pageSchemaOf(serviceSchema);
export type ServicePage = z.output<typeof servicePageSchema>;
