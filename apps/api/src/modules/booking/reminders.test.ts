import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { notifications, outboxEmails } from '../../db/schema/index.ts';
import { queueDueReminders } from './reminders.ts';

describe.each(testDatabaseKinds())('session reminders on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let maya: Person;
  let noah: Person;
  let erin: Person;
  const api = apiOf(() => t.app);
  const date = daysAhead(12);
  const minutesBefore = (iso: string, minutes: number) => new Date(Date.parse(iso) - minutes * 60_000);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { credits: 10, customers: 2 });
    [maya, noah] = studio.customers as [Person, Person];
    // The studio offering has no expert list, so "any available" picks the first expert: pin it.
    erin = studio.experts[0] as Person;
  });
  afterAll(() => t.close());

  const reminders = (person: Person) =>
    t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toEmail, person.email), eq(outboxEmails.kind, 'service.reminder')));
  const bell = (person: Person, serviceId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.membershipId, person.membershipId),
          eq(notifications.kind, 'service.reminder'),
          sql`${notifications.data}->>'serviceId' = ${serviceId}`,
        ),
      );
  const book = async (customer: Person, time: string, reminderMinutes: number | null) => {
    const response = await api.post(customer.cookie, '/api/me/services', {
      offeringId: studio.studioOfferingId,
      startsAt: at(date, time),
      expertId: erin.membershipId,
      reminderMinutes,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };

  it('reminds the customer and the expert once each, by email and in the bell, even with two runners', async () => {
    const id = await book(maya, '09:00', 15);
    expect((await queueDueReminders(t.database.db, minutesBefore(at(date, '09:00'), 16))).queued).toBe(0);
    const when = minutesBefore(at(date, '09:00'), 14);
    const [first, second] = await Promise.all([
      queueDueReminders(t.database.db, when),
      queueDueReminders(t.database.db, when),
    ]);
    expect(first.queued + second.queued).toBe(1);
    expect((await queueDueReminders(t.database.db, when)).queued).toBe(0);

    const toCustomer = await reminders(maya);
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]?.subject).toBe('Reminder: Personal Training at 9:00 AM');
    expect(toCustomer[0]?.textBody).toContain(`Hi ${maya.name},`);
    expect(toCustomer[0]?.textBody).toContain(`with ${erin.name} starts in 15 minutes`);
    expect(toCustomer[0]?.businessId).toBe(studio.businessId);
    const toExpert = (await reminders(erin)).filter((email) => email.textBody.includes(maya.name));
    expect(toExpert).toHaveLength(1);
    expect(toExpert[0]?.textBody).toContain(`Hi ${erin.name},`);

    const customerBell = await bell(maya, id);
    expect(customerBell).toHaveLength(1);
    expect(customerBell[0]).toMatchObject({
      businessId: studio.businessId,
      link: `/members/services/details/${id}`,
      dedupeKey: `reminder:${id}:${at(date, '09:00')}`,
      readAt: null,
    });
    expect(customerBell[0]?.data).toEqual({
      serviceId: id,
      offeringName: 'Personal Training',
      startsAt: at(date, '09:00'),
      minutes: 15,
      withName: erin.name,
    });
    const expertBell = await bell(erin, id);
    expect(expertBell).toHaveLength(1);
    expect(expertBell[0]).toMatchObject({ link: `/admin/services/details/${id}` });
    expect(expertBell[0]?.data).toMatchObject({ withName: maya.name });
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
    const noneInBell = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.membershipId, noah.membershipId), eq(notifications.kind, 'service.reminder')),
      );
    expect(noneInBell).toHaveLength(0);
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
    for (const person of [maya, erin]) {
      const keys = (await bell(person, id)).map((row) => row.dedupeKey).sort();
      expect(keys).toEqual([`reminder:${id}:${at(date, '16:00')}`, `reminder:${id}:${at(date, '17:00')}`]);
    }
  });
});
