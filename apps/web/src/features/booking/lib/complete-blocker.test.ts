import type { ServiceStatus } from '@bmp/shared';
import { describe, expect, it } from 'vitest';
import { completeBlocker } from './complete-blocker.ts';

const now = new Date('2026-11-27T10:00:00Z');
const later = '2026-11-27T15:00:00Z';
const earlier = '2026-11-27T08:00:00Z';
const session = (status: ServiceStatus, startsAt: string, allowed: ServiceStatus[] = []) => ({
  status,
  startsAt,
  allowedTransitions: allowed,
});

describe('why a session cannot be completed', () => {
  it('tells a Confirmed session that has not started to wait for its start, not to be confirmed', () => {
    expect(completeBlocker(session('Confirmed', later, ['Canceled', 'Rescheduled']), now)).toBe('notStarted');
    expect(completeBlocker(session('Arrived', later), now)).toBe('notStarted');
  });

  it('says nothing once the session may be completed, or is', () => {
    expect(completeBlocker(session('Confirmed', earlier, ['Completed']), now)).toBeNull();
    expect(completeBlocker(session('Completed', earlier), now)).toBeNull();
  });

  it('asks to confirm a requested or rescheduled session, and to mark the arrival of a tracked one', () => {
    expect(completeBlocker(session('Requested', earlier, ['Confirmed']), now)).toBe('confirmFirst');
    expect(completeBlocker(session('Rescheduled', earlier), now)).toBe('confirmFirst');
    expect(completeBlocker(session('Tracking', earlier), now)).toBe('arriveFirst');
  });

  it('says a canceled session cannot be completed, and a started one someone else runs is not theirs', () => {
    expect(completeBlocker(session('Canceled', earlier), now)).toBe('canceled');
    expect(completeBlocker(session('Confirmed', earlier), now)).toBe('notYours');
  });
});
