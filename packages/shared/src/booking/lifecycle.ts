import type { Role } from '../auth/abilities';
import { isStaffRole } from '../auth/access';
import type { ServiceStatus } from '../constants/services';

/** Who asks for a step, as the session lifecycle needs to know them. */
export type LifecycleActor = {
  role: Role;
  /** The expert assigned to this session. */
  isAssignedExpert: boolean;
  /** The customer whose household this session belongs to. */
  isOwnCustomer: boolean;
};

/** The facts about the session a step depends on. */
export type LifecycleContext = {
  startsAt: Date;
  now: Date;
  /** In-home sessions can be tracked on the way; studio and virtual ones cannot. */
  inHome: boolean;
  /** The business's free-cancel window (PRODUCT.md: 24 hours by default). */
  freeCancelHours: number;
  /** True when startsAt falls on today's date in the business's time zone. */
  sameDay: boolean;
};

export type TransitionVerdict = { ok: true } | { ok: false; status: 403 | 409; reason: string };

const isStaff = (actor: LifecycleActor) => isStaffRole(actor.role);
const isAssignedExpert = (actor: LifecycleActor) => actor.role === 'expert' && actor.isAssignedExpert;
const isOwnCustomer = (actor: LifecycleActor) => actor.role === 'customer' && actor.isOwnCustomer;

/** True when the start is closer than the free-cancel window (a late change by the customer). */
export function isInsideCancelWindow(
  context: Pick<LifecycleContext, 'startsAt' | 'now' | 'freeCancelHours'>,
): boolean {
  return context.startsAt.getTime() - context.now.getTime() < context.freeCancelHours * 3_600_000;
}

type Refusal = { ok: false; status: 403 | 409; reason: string };
// 403: someone may take this step, but not this person. 409: the session is not in a state for it.
const forbidden = (reason: string): Refusal => ({ ok: false, status: 403, reason });
const conflict = (reason: string): Refusal => ({ ok: false, status: 409, reason });

type Rule = {
  from: readonly ServiceStatus[];
  to: ServiceStatus;
  /** Who may take the step, and any condition on the session. */
  allow: (actor: LifecycleActor, context: LifecycleContext) => true | Refusal;
};

const NOT_YOURS = forbidden('Only the assigned expert or the studio staff can do that.');

// PRODUCT.md "Session (Service) lifecycle", row by row. Completed and Canceled are final.
const RULES: readonly Rule[] = [
  {
    from: ['Requested', 'Rescheduled'],
    to: 'Confirmed',
    allow: (actor) => isStaff(actor) || isAssignedExpert(actor) || NOT_YOURS,
  },
  {
    from: ['Requested', 'Confirmed', 'Rescheduled'],
    to: 'Rescheduled',
    allow: (actor, context) => {
      if (isStaff(actor) || isAssignedExpert(actor)) return true;
      if (!isOwnCustomer(actor)) return forbidden('You can only reschedule your own sessions.');
      return isInsideCancelWindow(context)
        ? conflict(
            `Sessions can be rescheduled up to ${context.freeCancelHours} hours before they start. Contact the studio.`,
          )
        : true;
    },
  },
  {
    from: ['Requested', 'Confirmed', 'Rescheduled'],
    to: 'Canceled',
    // A customer may cancel late; the credit is spent then (see creditEffectOf).
    allow: (actor) =>
      isStaff(actor) ||
      isAssignedExpert(actor) ||
      isOwnCustomer(actor) ||
      forbidden('You can only cancel your own sessions.'),
  },
  {
    from: ['Confirmed'],
    to: 'Tracking',
    allow: (actor, context) => {
      if (!isAssignedExpert(actor)) return forbidden('Only the assigned expert can start the trip.');
      if (!context.inHome) return conflict('Only in-home sessions can be tracked.');
      return context.sameDay || conflict('The trip can start only on the day of the session.');
    },
  },
  {
    from: ['Tracking'],
    to: 'Arrived',
    allow: (actor) => isAssignedExpert(actor) || forbidden('Only the assigned expert can mark arrival.'),
  },
  {
    from: ['Confirmed', 'Arrived'],
    to: 'Completed',
    allow: (actor, context) => {
      if (!isStaff(actor) && !isAssignedExpert(actor)) return NOT_YOURS;
      return context.now >= context.startsAt || conflict('A session cannot be completed before it starts.');
    },
  },
  {
    from: ['Tracking', 'Arrived'],
    to: 'Canceled',
    allow: (actor) =>
      isStaff(actor) || forbidden('Once the expert is on the way, only the studio staff can cancel.'),
  },
];

/**
 * Whether `actor` may move a session from `from` to `to`: 409 when no one may make that step from
 * that status (or a condition of the session is not met), 403 when someone may but not this actor.
 */
export function checkTransition(
  from: ServiceStatus,
  to: ServiceStatus,
  actor: LifecycleActor,
  context: LifecycleContext,
): TransitionVerdict {
  const rules = RULES.filter((rule) => rule.to === to && rule.from.includes(from));
  if (rules.length === 0) {
    return { ok: false, status: 409, reason: `A ${from} session cannot become ${to}.` };
  }
  let refusal: Refusal | undefined;
  for (const rule of rules) {
    const verdict = rule.allow(actor, context);
    if (verdict === true) return { ok: true };
    refusal = verdict;
  }
  return refusal ?? conflict(`A ${from} session cannot become ${to}.`);
}

/** The statuses a session can move to from `from`, for anyone (drives which buttons a page offers). */
export function nextStatuses(from: ServiceStatus): ServiceStatus[] {
  return [...new Set(RULES.filter((rule) => rule.from.includes(from)).map((rule) => rule.to))];
}

export type CreditEffect = 'release' | 'spend' | 'none';

/**
 * What a step does to the credits held at booking (PRODUCT.md): completion spends them; a cancel or
 * reschedule outside the free-cancel window releases them; a late cancel by the customer spends them.
 * (A reschedule that releases also holds again for the new time; the booking engine does both.)
 */
export function creditEffectOf(
  to: ServiceStatus,
  actor: LifecycleActor,
  context: Pick<LifecycleContext, 'startsAt' | 'now' | 'freeCancelHours'>,
): CreditEffect {
  if (to === 'Completed') return 'spend';
  if (to === 'Canceled')
    return actor.role === 'customer' && isInsideCancelWindow(context) ? 'spend' : 'release';
  if (to === 'Rescheduled') return 'release';
  return 'none';
}
