import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import {
  apiOf,
  at,
  type BookingStudio,
  buildBookingStudio,
  daysAhead,
  type Member,
} from './booking.factories.ts';
import { queueDueReminders } from './reminders.ts';

describe.each(testDatabaseKinds())('session reminders on %s', (kind) => {
  let t: TestApp;
  let studio: BookingStudio;
  let maya: Member;
  let noah: Member;
  const api = apiOf(() => t.app);
  const date = daysAhead(12);
  const minutesBefore = (iso: string, minutes: number) => new Date(Date.parse(iso) - minutes * 60_000);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildBookingStudio(t.database.db, { customers: 2 });
    [maya, noah] = studio.customers as [Member, Member];
  });
  afterAll(() => t.close());

  const reminders = (customer: Member) =>
    t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toEmail, customer.email), eq(outboxEmails.kind, 'service.reminder')));
  const book = async (customer: Member, time: string, reminderMinutes: number | null) => {
    const response = await api.post(customer.cookie, '/api/me/services', {
      offeringId: studio.studioOfferingId,
      startsAt: at(date, time),
      reminderMinutes,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };

  it('queues one reminder the chosen minutes before the start, once, even with two runners', async () => {
    await book(maya, '09:00', 15);
    expect((await queueDueReminders(t.database.db, minutesBefore(at(date, '09:00'), 16))).queued).toBe(0);
    const when = minutesBefore(at(date, '09:00'), 14);
    const [first, second] = await Promise.all([
      queueDueReminders(t.database.db, when),
      queueDueReminders(t.database.db, when),
    ]);
    expect(first.queued + second.queued).toBe(1);
    expect((await queueDueReminders(t.database.db, when)).queued).toBe(0);
    const sent = await reminders(maya);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Reminder: Personal Training at 9:00 AM');
    expect(sent[0]?.textBody).toContain('starts in 15 minutes');
    expect(sent[0]?.businessId).toBe(studio.businessId);
  });

  it('sends none without reminder minutes, for canceled sessions, or after the start', async () => {
    await book(noah, '10:00', null);
    const canceled = await book(noah, '12:00', 30);
    await api.post(noah.cookie, `/api/me/services/${canceled}/transitions`, { to: 'Canceled' });
    await book(noah, '14:00', 5);
    expect((await queueDueReminders(t.database.db, minutesBefore(at(date, '10:00'), 1))).queued).toBe(0);
    expect((await queueDueReminders(t.database.db, minutesBefore(at(date, '12:00'), 10))).queued).toBe(0);
    expect((await queueDueReminders(t.database.db, minutesBefore(at(date, '14:00'), -1))).queued).toBe(0);
    expect(await reminders(noah)).toHaveLength(0);
  });

  it('reminds again for the new time after a reschedule', async () => {
    const id = await book(maya, '16:00', 10);
    expect((await queueDueReminders(t.database.db, minutesBefore(at(date, '16:00'), 5))).queued).toBe(1);
    const moved = await api.post(maya.cookie, `/api/me/services/${id}/transitions`, {
      to: 'Rescheduled',
      startsAt: at(date, '17:00'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await queueDueReminders(t.database.db, minutesBefore(at(date, '17:00'), 5))).queued).toBe(1);
    const subjects = (await reminders(maya)).map((email) => email.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Reminder: Personal Training at 4:00 PM',
        'Reminder: Personal Training at 5:00 PM',
      ]),
    );
  });
});
