import { formatTime12h, toZonedParts } from '@bmp/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { enqueueEmail } from '../outbox/outbox.ts';

// Session reminders (issue 6 item 10): the chosen minutes before the start, each session's customer
// gets one reminder email through the outbox. A session is claimed by setting reminder_queued_at in
// the same transaction that queues its email, with FOR UPDATE SKIP LOCKED, so two API processes
// running the job at once never remind twice; a reschedule clears the mark for the new time.

const BATCH = 200;

type DueReminder = {
  id: string;
  business_id: string;
  business_name: string;
  time_zone: string;
  offering_name: string;
  starts_at: Date | string;
  reminder_minutes: number;
  place: string;
  address: string | null;
  location: string | null;
  customer_email: string;
  customer_name: string;
  expert_name: string;
};

/** Queues the reminders that are due at `now`; answers how many. Safe to run concurrently. */
export async function queueDueReminders(db: Database, now: Date = new Date()): Promise<{ queued: number }> {
  let queued = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await queryRows<DueReminder>(
        tx,
        sql`
        with claimed as (
          update services set reminder_queued_at = ${now}
          where id in (
            select id from services
            where reminder_minutes is not null and reminder_queued_at is null
              and status in ('Requested', 'Confirmed', 'Rescheduled')
              and starts_at > ${now}
              and starts_at - make_interval(mins => reminder_minutes) <= ${now}
            order by starts_at
            limit ${BATCH}
            for update skip locked
          )
          returning id, business_id, offering_name, starts_at, reminder_minutes, place, address, location_id,
            customer_id, expert_id
        )
        select c.id, c.business_id, b.name as business_name, b.time_zone, c.offering_name, c.starts_at,
          c.reminder_minutes, c.place, c.address, l.display as location,
          cu.email as customer_email, cu.full_name as customer_name, eu.full_name as expert_name
        from claimed c
        join businesses b on b.id = c.business_id
        join memberships cm on cm.id = c.customer_id
        join users cu on cu.id = cm.user_id
        join memberships em on em.id = c.expert_id
        join users eu on eu.id = em.user_id
        left join locations l on l.id = c.location_id`,
      );
      for (const reminder of due) {
        await enqueueEmail(tx, reminderEmail(reminder));
      }
      return due.length;
    });
    queued += count;
    if (count < BATCH) break;
  }
  return { queued };
}

function reminderEmail(reminder: DueReminder) {
  const startsAt = new Date(reminder.starts_at);
  const { date, time } = toZonedParts(startsAt, reminder.time_zone);
  const where =
    reminder.place === 'home'
      ? `at ${reminder.address ?? 'your address'}`
      : reminder.place === 'virtual'
        ? 'by video'
        : `at ${reminder.location ?? reminder.business_name}`;
  return {
    to: reminder.customer_email,
    subject: `Reminder: ${reminder.offering_name} at ${formatTime12h(time)}`,
    text: [
      `Hi ${reminder.customer_name},`,
      '',
      `Your ${reminder.offering_name} with ${reminder.expert_name} starts in ${reminder.reminder_minutes} minutes, on ${date} at ${formatTime12h(time)} ${where}.`,
      '',
      reminder.business_name,
    ].join('\n'),
    kind: 'service.reminder',
    businessId: reminder.business_id,
  };
}
