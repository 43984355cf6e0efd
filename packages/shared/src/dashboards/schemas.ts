import { z } from 'zod';
import { ALL_SERVICE_STATUSES, SERVICE_TYPES } from '../constants/services';
import { isoDateSchema } from '../dates';
import { GROUP_KINDS } from '../groups/constants';
import { multilineTextSchema } from '../schemas';
import { DASHBOARD_PERIODS } from './periods';

// The dashboards' wire shapes (docs/metrics.md says how each figure is computed). Periods are days
// in the studio's time zone; every figure carries the previous period's value and the change.

/** A custom range may span at most this many days (a year and a leap day). */
export const MAX_DASHBOARD_DAYS = 366;

const isoDay = isoDateSchema;

export const dashboardQuerySchema = z
  .object({
    period: z.enum(DASHBOARD_PERIODS, { error: 'Choose today, week, month or custom.' }).default('month'),
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .superRefine((value, context) => {
    if (value.period !== 'custom') return;
    if (!value.from) context.addIssue({ code: 'custom', path: ['from'], message: 'Enter the first day.' });
    if (!value.to) context.addIssue({ code: 'custom', path: ['to'], message: 'Enter the last day.' });
    if (!value.from || !value.to) return;
    const from = Date.parse(`${value.from}T00:00:00Z`);
    const to = Date.parse(`${value.to}T00:00:00Z`);
    if (Number.isNaN(from)) context.addIssue({ code: 'custom', path: ['from'], message: 'Not a real date.' });
    if (Number.isNaN(to)) context.addIssue({ code: 'custom', path: ['to'], message: 'Not a real date.' });
    if (Number.isNaN(from) || Number.isNaN(to)) return;
    if (to < from)
      context.addIssue({ code: 'custom', path: ['to'], message: 'End on or after the first day.' });
    else if ((to - from) / 86_400_000 + 1 > MAX_DASHBOARD_DAYS)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Choose at most ${MAX_DASHBOARD_DAYS} days.`,
      });
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const figureSchema = z.object({
  value: z.number(),
  previous: z.number(),
  /** Percent change against the previous period, one decimal; null when the previous value was 0. */
  change: z.number().nullable(),
});
export type Figure = z.infer<typeof figureSchema>;

export const periodSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  timeZone: z.string(),
});

export const adminDashboardSchema = z
  .object({
    period: periodSchema,
    revenueCents: figureSchema,
    cashCents: figureSchema,
    creditsSold: figureSchema,
    creditsUsed: figureSchema,
    /** Paid for and not yet used or expired, now (the journal's deferred revenue balance). */
    deferredRevenueCents: z.number(),
    sessions: figureSchema,
    sessionsByStatus: z.array(z.object({ status: z.enum(ALL_SERVICE_STATUSES), count: z.number() })),
    sessionsByType: z.array(z.object({ type: z.enum(SERVICE_TYPES), count: z.number() })),
    utilisation: figureSchema,
    experts: z.array(
      z.object({
        expertId: z.string(),
        name: z.string(),
        bookedMinutes: z.number(),
        availableMinutes: z.number(),
      }),
    ),
    activeMembers: figureSchema,
    newMembers: figureSchema,
    /** Now, not per period: credits left and no visit in the last 14 days. */
    atRiskMembers: z.number(),
    lateCancels: figureSchema,
    topOfferings: z.array(z.object({ offeringId: z.string(), name: z.string(), sessions: z.number() })),
    /** Memberships (docs/metrics.md "Memberships"): the counts and MRR are now, the rest per period. */
    memberships: z.object({
      mrrCents: z.number(),
      active: z.number(),
      frozen: z.number(),
      pastDue: z.number(),
      started: figureSchema,
      canceled: figureSchema,
      /** Canceled ÷ running when the period began, percent with one decimal; null with none running. */
      churnPercent: z.number().nullable(),
      failedPayments: figureSchema,
      /** Of the period's failed payments, the share paid since, percent with one decimal; null with none. */
      recoveryPercent: z.number().nullable(),
    }),
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** The lists behind the figures; each is also a CSV download. */
export const DASHBOARD_LISTS = [
  'revenue',
  'cash',
  'creditsSold',
  'creditsUsed',
  'sessions',
  'lateCancels',
  'activeMembers',
  'newMembers',
  'atRiskMembers',
  'utilisation',
  'topOfferings',
] as const;
export type DashboardList = (typeof DASHBOARD_LISTS)[number];

export const dashboardListQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS, { error: 'Choose today, week, month or custom.' }).default('month'),
  from: isoDay.optional(),
  to: isoDay.optional(),
  status: z.enum(ALL_SERVICE_STATUSES, { error: 'Not a session status.' }).optional(),
  type: z.enum(SERVICE_TYPES, { error: 'Not a session type.' }).optional(),
});

const cell = z.union([z.string(), z.number(), z.null()]);
export const dashboardListSchema = z
  .object({
    list: z.enum(DASHBOARD_LISTS),
    /** Column keys; the page translates them (dashboards:columns.<key>). Money columns end in "Cents". */
    columns: z.array(z.string()),
    rows: z.array(z.array(cell)),
  })
  .meta({ id: 'DashboardList' });
export type DashboardListPage = z.infer<typeof dashboardListSchema>;

/** A session as the dashboards list it. */
export const dashboardSessionSchema = z.object({
  id: z.string(),
  offeringId: z.string(),
  offeringName: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  status: z.enum(ALL_SERVICE_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  customerName: z.string(),
  expertName: z.string(),
});
const sessionCard = dashboardSessionSchema;
export type DashboardSession = z.infer<typeof sessionCard>;

/** A class meeting (group occurrence) an expert teaches, as their dashboard lists it. */
export const dashboardClassSchema = z.object({
  occurrenceId: z.string(),
  groupId: z.string(),
  name: z.string(),
  kind: z.enum(GROUP_KINDS),
  startsAt: z.string(),
  endsAt: z.string(),
  seatsTaken: z.number(),
  capacity: z.number(),
});
export type DashboardClass = z.infer<typeof dashboardClassSchema>;

export const expertDashboardSchema = z
  .object({
    timeZone: z.string(),
    today: z.array(sessionCard),
    week: z.array(sessionCard),
    /** The classes they teach today and this week (scheduled ones), earliest first. */
    todayClasses: z.array(dashboardClassSchema),
    weekClasses: z.array(dashboardClassSchema),
    requests: z.array(sessionCard),
    utilisation: figureSchema,
    clients: z.number(),
    averageRating: z.number().nullable(),
    reviews: z.array(
      z.object({
        serviceId: z.string(),
        customerName: z.string(),
        offeringName: z.string(),
        stars: z.number(),
        text: z.string().nullable(),
        reviewedAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'ExpertDashboard' });
export type ExpertDashboard = z.infer<typeof expertDashboardSchema>;

export const providerClientsSchema = z
  .object({
    timeZone: z.string(),
    items: z.array(
      z.object({
        customerId: z.string(),
        fullName: z.string(),
        email: z.string(),
        lastSession: z.string().nullable(),
        nextSession: z.string().nullable(),
        creditsLeft: z.number(),
        medicalFlag: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'ProviderClients' });
export type ProviderClients = z.infer<typeof providerClientsSchema>;

export const clientNoteInputSchema = z.strictObject({
  text: multilineTextSchema({ enter: 'Write a note.', max: 4000 }),
});
export type ClientNoteInput = z.infer<typeof clientNoteInputSchema>;

const clientNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});

export const providerClientSchema = z
  .object({
    timeZone: z.string(),
    profile: z.object({
      customerId: z.string(),
      fullName: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      memberSince: z.string(),
      medicalFlag: z.boolean(),
      sports: z.array(z.string()),
      goals: z.array(z.string()),
    }),
    sessions: z.array(sessionCard.extend({ completionNotes: z.string().nullable(), hasPlan: z.boolean() })),
    perMonth: z.array(z.object({ month: z.string(), sessions: z.number() })),
    notes: z.array(clientNoteSchema),
  })
  .meta({ id: 'ProviderClient' });
export type ProviderClient = z.infer<typeof providerClientSchema>;

/** The set-up checklist's steps, in the order a new studio does them (decision 0048). */
export const SETUP_STEPS = [
  'hours',
  'location',
  'offering',
  'creditPack',
  'team',
  'signupLink',
  'cardPayments',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** A new studio's set-up checklist, each step computed on the server from the studio's own data. */
export const setupChecklistSchema = z
  .object({
    /** `counted: false`: shown but left out of the progress (card payments on a server without Stripe). */
    steps: z.array(z.object({ step: z.enum(SETUP_STEPS), done: z.boolean(), counted: z.boolean() })),
    done: z.number(),
    total: z.number(),
    /** Every step done, or the staff dismissed it: the dashboard no longer shows it. */
    finished: z.boolean(),
    dismissed: z.boolean(),
  })
  .meta({ id: 'SetupChecklist' });
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
