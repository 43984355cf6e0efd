import { describe, expect, it } from 'vitest';
import { messageOf, relativeTime } from './notification-text.ts';

describe('a notification message', () => {
  it('names the translation of a session step and passes its values', () => {
    expect(
      messageOf({
        kind: 'service.canceled',
        data: {
          serviceId: 'x',
          offeringName: 'Personal Training',
          startsAt: '2026-05-04T16:00:00.000Z',
          actorName: 'Maya Member',
          reason: 'Feeling unwell',
        },
      }),
    ).toEqual({
      key: 'notifications.kinds.service.canceled',
      values: {
        actor: 'Maya Member',
        offering: 'Personal Training',
        when: '2026-05-04T16:00:00.000Z',
        with: '',
        count: undefined,
        reason: 'Feeling unwell',
      },
    });
  });

  it('counts a reminder by its minutes, and leaves a missing actor for the caller to fill', () => {
    const message = messageOf({
      kind: 'service.reminder',
      data: { offeringName: 'Massage', startsAt: '2026-05-04T16:00:00.000Z', minutes: 15, withName: 'Erin' },
    });
    expect(message.key).toBe('notifications.kinds.service.reminder');
    expect(message.values).toMatchObject({ count: 15, with: 'Erin', actor: undefined });
  });

  it('falls back to a generic message for a kind this version does not know', () => {
    expect(messageOf({ kind: 'invoice.paid', data: { amount: 5 } })).toEqual({
      key: 'notifications.kinds.other',
      values: {},
    });
  });
});

describe('relative time', () => {
  const now = new Date('2026-05-04T12:00:00Z');
  it('says how long ago in the reader language', () => {
    expect(relativeTime('2026-05-04T11:59:40Z', now, 'en')).toBe('now');
    expect(relativeTime('2026-05-04T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(relativeTime('2026-05-04T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(relativeTime('2026-05-03T10:00:00Z', now, 'en')).toBe('yesterday');
    expect(relativeTime('2026-04-20T12:00:00Z', now, 'en')).toBe('2 weeks ago');
    expect(relativeTime('2026-05-04T10:00:00Z', now, 'fr')).toBe('il y a 2 heures');
    expect(relativeTime('2026-05-04T10:00:00Z', now, 'ar')).toMatch(/ساعت/);
  });

  it('names who wrote to the studio and about what', () => {
    const message = messageOf({ kind: 'support.request', data: { actorName: 'Vera', subject: 'Parking' } });
    expect(message).toMatchObject({
      key: 'notifications.kinds.support.request',
      values: { actor: 'Vera', subject: 'Parking' },
    });
  });
});

describe('a staff alert (decision 0052)', () => {
  it('passes a booking request’s member, offering, expert and time', () => {
    const message = messageOf({
      kind: 'staff.bookingRequest',
      data: {
        serviceId: 's',
        actorName: 'Maya',
        offeringName: 'Personal Training',
        expertName: 'Erin',
        startsAt: '2026-05-04T16:00:00.000Z',
      },
    });
    expect(message).toMatchObject({
      key: 'notifications.kinds.staff.bookingRequest',
      values: {
        actor: 'Maya',
        offering: 'Personal Training',
        with: 'Erin',
        when: '2026-05-04T16:00:00.000Z',
      },
    });
  });

  it('names the class of a seat from the waitlist, and carries a support message and its sender', () => {
    expect(
      messageOf({
        kind: 'staff.waitlistJoin',
        data: { actorName: 'Noah', groupName: 'Yoga', startsAt: 'x' },
      }),
    ).toMatchObject({ key: 'notifications.kinds.staff.waitlistJoin', values: { offering: 'Yoga' } });
    expect(
      messageOf({
        kind: 'staff.supportMessage',
        data: { actorName: 'Vera', fromEmail: 'vera@example.com', subject: 'Parking', message: 'Any?' },
      }).values,
    ).toMatchObject({ actor: 'Vera', subject: 'Parking', message: 'Any?', from: 'vera@example.com' });
  });

  it('leaves a pay-at-studio amount in cents for the reader’s money format', () => {
    expect(
      messageOf({
        kind: 'staff.payAtStudioPurchase',
        data: { purchaseId: 'p', actorName: 'Noah', packName: '10 sessions', amountCents: 65000 },
      }),
    ).toMatchObject({
      key: 'notifications.kinds.staff.payAtStudioPurchase',
      values: { actor: 'Noah', pack: '10 sessions', amountCents: 65000 },
    });
  });

  it('names the contract to sign, and who signed one waiting for a countersignature', () => {
    expect(messageOf({ kind: 'contract.toSign', data: { contractId: 'c', title: 'Waiver' } })).toMatchObject({
      key: 'notifications.kinds.contract.toSign',
      values: { title: 'Waiver' },
    });
    expect(
      messageOf({
        kind: 'contract.countersign',
        data: { contractId: 'c', title: 'Agreement', actorName: 'Erin' },
      }),
    ).toMatchObject({
      key: 'notifications.kinds.contract.countersign',
      values: { actor: 'Erin', title: 'Agreement' },
    });
  });
});
