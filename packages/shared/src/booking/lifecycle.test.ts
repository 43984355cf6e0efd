import { describe, expect, it } from 'vitest';
import {
  checkTransition,
  creditEffectOf,
  type LifecycleActor,
  type LifecycleContext,
  nextStatuses,
} from './lifecycle';

const now = new Date('2026-11-22T18:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
const context = (overrides: Partial<LifecycleContext> = {}): LifecycleContext => ({
  startsAt: inDays(3),
  now,
  inHome: false,
  freeCancelHours: 24,
  sameDay: false,
  ...overrides,
});

const actor = (role: LifecycleActor['role'], own = true): LifecycleActor => ({
  role,
  isAssignedExpert: role === 'expert' && own,
  isOwnCustomer: role === 'customer' && own,
});
const customer = actor('customer');
const otherCustomer = actor('customer', false);
const expert = actor('expert');
const otherExpert = actor('expert', false);
const admin = actor('admin');
const principal = actor('principal');

describe('checkTransition (PRODUCT.md lifecycle)', () => {
  it('lets the assigned expert and staff confirm a requested or rescheduled session, and no one else', () => {
    for (const from of ['Requested', 'Rescheduled'] as const) {
      for (const who of [expert, admin, principal])
        expect(checkTransition(from, 'Confirmed', who, context())).toEqual({ ok: true });
      expect(checkTransition(from, 'Confirmed', customer, context())).toMatchObject({
        ok: false,
        status: 403,
      });
      expect(checkTransition(from, 'Confirmed', otherExpert, context())).toMatchObject({
        ok: false,
        status: 403,
      });
    }
  });

  it('lets a customer reschedule their own session only outside the free-cancel window', () => {
    expect(checkTransition('Confirmed', 'Rescheduled', customer, context())).toEqual({ ok: true });
    expect(
      checkTransition('Confirmed', 'Rescheduled', customer, context({ startsAt: inDays(0.5) })),
    ).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(checkTransition('Confirmed', 'Rescheduled', otherCustomer, context())).toMatchObject({
      status: 403,
    });
    // Staff and the expert may move it even late.
    expect(checkTransition('Confirmed', 'Rescheduled', admin, context({ startsAt: inDays(0.5) }))).toEqual({
      ok: true,
    });
  });

  it('lets a customer cancel their own session at any time before the trip starts', () => {
    for (const from of ['Requested', 'Confirmed', 'Rescheduled'] as const) {
      expect(checkTransition(from, 'Canceled', customer, context({ startsAt: inDays(0.1) }))).toEqual({
        ok: true,
      });
      expect(checkTransition(from, 'Canceled', otherCustomer, context())).toMatchObject({ status: 403 });
    }
  });

  it('tracks only same-day in-home sessions, started by the assigned expert', () => {
    const today = context({ inHome: true, sameDay: true, startsAt: inDays(0.1) });
    expect(checkTransition('Confirmed', 'Tracking', expert, today)).toEqual({ ok: true });
    expect(checkTransition('Confirmed', 'Tracking', admin, today)).toMatchObject({ status: 403 });
    expect(checkTransition('Confirmed', 'Tracking', expert, { ...today, inHome: false })).toMatchObject({
      status: 409,
    });
    expect(checkTransition('Confirmed', 'Tracking', expert, { ...today, sameDay: false })).toMatchObject({
      status: 409,
    });
    expect(checkTransition('Tracking', 'Arrived', expert, today)).toEqual({ ok: true });
    expect(checkTransition('Tracking', 'Arrived', otherExpert, today)).toMatchObject({ status: 403 });
  });

  it('completes a confirmed or arrived session only once it has started', () => {
    const started = context({ startsAt: inDays(-0.05) });
    expect(checkTransition('Confirmed', 'Completed', expert, started)).toEqual({ ok: true });
    expect(checkTransition('Arrived', 'Completed', principal, started)).toEqual({ ok: true });
    expect(checkTransition('Confirmed', 'Completed', expert, context())).toMatchObject({ status: 409 });
    expect(checkTransition('Confirmed', 'Completed', customer, started)).toMatchObject({ status: 403 });
  });

  it('lets only staff cancel once the expert is on the way', () => {
    for (const from of ['Tracking', 'Arrived'] as const) {
      expect(checkTransition(from, 'Canceled', admin, context())).toEqual({ ok: true });
      expect(checkTransition(from, 'Canceled', expert, context())).toMatchObject({ status: 403 });
      expect(checkTransition(from, 'Canceled', customer, context())).toMatchObject({ status: 403 });
    }
  });

  it('treats Completed and Canceled as final', () => {
    for (const from of ['Completed', 'Canceled'] as const) {
      expect(nextStatuses(from)).toEqual([]);
      expect(checkTransition(from, 'Confirmed', admin, context())).toMatchObject({ ok: false, status: 409 });
    }
  });
});

describe('creditEffectOf', () => {
  it('spends on completion and on a late cancel by the customer, releases otherwise', () => {
    expect(creditEffectOf('Completed', expert, context())).toBe('spend');
    expect(creditEffectOf('Canceled', customer, context({ startsAt: inDays(0.5) }))).toBe('spend');
    expect(creditEffectOf('Canceled', customer, context())).toBe('release');
    expect(creditEffectOf('Canceled', admin, context({ startsAt: inDays(0.5) }))).toBe('release');
    expect(creditEffectOf('Rescheduled', customer, context())).toBe('release');
    expect(creditEffectOf('Confirmed', expert, context())).toBe('none');
  });
});
