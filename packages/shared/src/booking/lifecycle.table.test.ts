import { describe, expect, it } from 'vitest';
import { ALL_SERVICE_STATUSES, type ServiceStatus } from '../constants/services';
import {
  checkTransition,
  creditEffectOf,
  isInsideCancelWindow,
  type LifecycleActor,
  type LifecycleContext,
  nextStatuses,
} from './lifecycle';

// The expected answers are written from PRODUCT.md "Session (Service) lifecycle", row by row, not
// derived from lifecycle.ts: a rule that drifts from the product table fails here.
//
// Actors: the session's own customer, another customer, the assigned expert, another expert, admin,
// principal. A pair listed below is allowed for exactly the actors named; everyone else gets 403
// (someone may take that step, not them). A pair not listed is 409 for everyone (no one may).
const PRODUCT_TABLE = `
Requested   -> Confirmed   : expert admin principal
Rescheduled -> Confirmed   : expert admin principal
Requested   -> Rescheduled : customer expert admin principal
Confirmed   -> Rescheduled : customer expert admin principal
Rescheduled -> Rescheduled : customer expert admin principal
Requested   -> Canceled    : customer expert admin principal
Confirmed   -> Canceled    : customer expert admin principal
Rescheduled -> Canceled    : customer expert admin principal
Confirmed   -> Tracking    : expert
Tracking    -> Arrived     : expert
Confirmed   -> Completed   : expert admin principal
Arrived     -> Completed   : expert admin principal
Tracking    -> Canceled    : admin principal
Arrived     -> Canceled    : admin principal
`;

type ActorName = 'customer' | 'otherCustomer' | 'expert' | 'otherExpert' | 'admin' | 'principal';
const ACTORS: Record<ActorName, LifecycleActor> = {
  customer: { role: 'customer', isAssignedExpert: false, isOwnCustomer: true },
  otherCustomer: { role: 'customer', isAssignedExpert: false, isOwnCustomer: false },
  expert: { role: 'expert', isAssignedExpert: true, isOwnCustomer: false },
  otherExpert: { role: 'expert', isAssignedExpert: false, isOwnCustomer: false },
  admin: { role: 'admin', isAssignedExpert: false, isOwnCustomer: false },
  principal: { role: 'principal', isAssignedExpert: false, isOwnCustomer: false },
};

const allowed = new Map<string, Set<string>>();
for (const line of PRODUCT_TABLE.trim().split('\n')) {
  const [pair, who] = line.split(':').map((part) => part.trim());
  const [from, to] = (pair ?? '').split('->').map((part) => part.trim());
  allowed.set(`${from}->${to}`, new Set((who ?? '').split(/\s+/)));
}

const now = new Date('2026-11-22T18:00:00Z');
const HOUR = 3_600_000;
// Every condition of the session met, so only the role decides: an in-home session on its own day,
// three days ahead (outside the free-cancel window), or already started when it is being completed.
function favourableContext(to: ServiceStatus): LifecycleContext {
  const startsAt = new Date(now.getTime() + (to === 'Completed' ? -HOUR : 72 * HOUR));
  return { startsAt, now, inHome: true, freeCancelHours: 24, sameDay: true };
}

const cases = ALL_SERVICE_STATUSES.flatMap((from) =>
  ALL_SERVICE_STATUSES.flatMap((to) =>
    (Object.keys(ACTORS) as ActorName[]).map((actor) => {
      const who = allowed.get(`${from}->${to}`);
      const expected = who === undefined ? 409 : who.has(actor) ? 'ok' : 403;
      return { from, to, actor, expected } as const;
    }),
  ),
);

describe('every lifecycle transition against PRODUCT.md', () => {
  it('covers 7 statuses x 7 statuses x 6 actors', () => {
    expect(cases).toHaveLength(294);
    expect(allowed.size).toBe(14);
  });

  it.each(cases)('$from -> $to by $actor: $expected', ({ from, to, actor, expected }) => {
    const verdict = checkTransition(from, to, ACTORS[actor], favourableContext(to));
    if (expected === 'ok') expect(verdict).toEqual({ ok: true });
    else expect(verdict).toMatchObject({ ok: false, status: expected });
  });

  it('offers, from each status, exactly the targets of the product table', () => {
    for (const from of ALL_SERVICE_STATUSES) {
      const expected = ALL_SERVICE_STATUSES.filter((to) => allowed.has(`${from}->${to}`));
      expect([...nextStatuses(from)].sort()).toEqual([...expected].sort());
    }
  });
});

describe('the free-cancel window edge', () => {
  const customer = ACTORS.customer;
  const at = (msBeforeStart: number, freeCancelHours = 24) => ({
    startsAt: new Date(now.getTime() + msBeforeStart),
    now,
    inHome: false,
    freeCancelHours,
    sameDay: false,
  });

  it('is outside the window at exactly N hours before the start, inside 1 ms later', () => {
    expect(isInsideCancelWindow(at(24 * HOUR))).toBe(false);
    expect(isInsideCancelWindow(at(24 * HOUR - 1))).toBe(true);
    expect(isInsideCancelWindow(at(6 * HOUR, 6))).toBe(false);
    expect(isInsideCancelWindow(at(6 * HOUR - 1, 6))).toBe(true);
    // A window of 0 hours: never late, even at the start itself.
    expect(isInsideCancelWindow(at(0, 0))).toBe(false);
  });

  it('lets the customer reschedule at exactly N hours, and refuses 1 ms inside the window', () => {
    expect(checkTransition('Confirmed', 'Rescheduled', customer, at(24 * HOUR))).toEqual({ ok: true });
    expect(checkTransition('Confirmed', 'Rescheduled', customer, at(24 * HOUR - 1))).toEqual({
      ok: false,
      status: 409,
      reason: 'Sessions can be rescheduled up to 24 hours before they start. Contact the studio.',
    });
  });

  it('releases a customer cancel at exactly N hours and spends it 1 ms inside the window', () => {
    expect(creditEffectOf('Canceled', customer, at(24 * HOUR))).toBe('release');
    expect(creditEffectOf('Canceled', customer, at(24 * HOUR - 1))).toBe('spend');
    // Staff and experts never make the customer pay for a late cancel.
    expect(creditEffectOf('Canceled', ACTORS.admin, at(24 * HOUR - 1))).toBe('release');
    expect(creditEffectOf('Canceled', ACTORS.expert, at(24 * HOUR - 1))).toBe('release');
    // A reschedule always releases (and the engine holds again for the new time).
    expect(creditEffectOf('Rescheduled', customer, at(24 * HOUR - 1))).toBe('release');
    expect(creditEffectOf('Completed', ACTORS.expert, at(-1))).toBe('spend');
    for (const to of ['Confirmed', 'Tracking', 'Arrived', 'Requested'] as const)
      expect(creditEffectOf(to, ACTORS.admin, at(24 * HOUR - 1))).toBe('none');
  });
});

describe('completing at the start time', () => {
  const context = (msAfterStart: number): LifecycleContext => ({
    startsAt: now,
    now: new Date(now.getTime() + msAfterStart),
    inHome: false,
    freeCancelHours: 24,
    sameDay: true,
  });

  it('completes exactly at the start time, and refuses 1 ms before it', () => {
    expect(checkTransition('Confirmed', 'Completed', ACTORS.expert, context(0))).toEqual({ ok: true });
    expect(checkTransition('Confirmed', 'Completed', ACTORS.expert, context(-1))).toEqual({
      ok: false,
      status: 409,
      reason: 'A session cannot be completed before it starts.',
    });
  });
});

describe('refusal messages', () => {
  const context = favourableContext('Confirmed');
  it('names why each kind of actor is refused', () => {
    expect(checkTransition('Requested', 'Confirmed', ACTORS.customer, context)).toEqual({
      ok: false,
      status: 403,
      reason: 'Only the assigned expert or the studio staff can do that.',
    });
    expect(checkTransition('Confirmed', 'Rescheduled', ACTORS.otherCustomer, context)).toEqual({
      ok: false,
      status: 403,
      reason: 'You can only reschedule your own sessions.',
    });
    expect(checkTransition('Confirmed', 'Canceled', ACTORS.otherExpert, context)).toEqual({
      ok: false,
      status: 403,
      reason: 'You can only cancel your own sessions.',
    });
    expect(checkTransition('Confirmed', 'Tracking', ACTORS.admin, context)).toEqual({
      ok: false,
      status: 403,
      reason: 'Only the assigned expert can start the trip.',
    });
    expect(checkTransition('Confirmed', 'Tracking', ACTORS.expert, { ...context, inHome: false })).toEqual({
      ok: false,
      status: 409,
      reason: 'Only in-home sessions can be tracked.',
    });
    expect(checkTransition('Confirmed', 'Tracking', ACTORS.expert, { ...context, sameDay: false })).toEqual({
      ok: false,
      status: 409,
      reason: 'The trip can start only on the day of the session.',
    });
    expect(checkTransition('Tracking', 'Arrived', ACTORS.admin, context)).toEqual({
      ok: false,
      status: 403,
      reason: 'Only the assigned expert can mark arrival.',
    });
    expect(checkTransition('Arrived', 'Canceled', ACTORS.expert, context)).toEqual({
      ok: false,
      status: 403,
      reason: 'Once the expert is on the way, only the studio staff can cancel.',
    });
    expect(checkTransition('Completed', 'Canceled', ACTORS.admin, context)).toEqual({
      ok: false,
      status: 409,
      reason: 'A Completed session cannot become Canceled.',
    });
  });
});
