import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { notify } from '../notifications/index.ts';
import { enqueueEmail, isEmailLanguage, reminderEmail } from '../outbox/index.ts';
import { claimDueReminders, type DueReminder } from './reminders.repository.ts';

// Session reminders: the chosen minutes before the start, each participant with an
// account (the session's customer and its expert) gets one in-app notification (the bell) and one
// email through the outbox. Household participants (service_participants) are names without accounts
// or addresses, so they have nobody to notify; the customer who booked them is told. A session is
// claimed by setting reminder_queued_at in the same transaction that adds its notifications and
// emails, with FOR UPDATE SKIP LOCKED, so two API processes running the job at once never remind
// twice; a reschedule clears the mark for the new time. The notification's dedupe key names the start
// time, so the new time gets its own and a repeat of the same one is refused by the database.

const BATCH = 200;

/** Queues the reminders that are due at `now`; answers how many. Safe to run concurrently. */
export async function queueDueReminders(db: Database, now: Date = clock.now()): Promise<{ queued: number }> {
  let queued = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await claimDueReminders(tx, now, BATCH);
      for (const reminder of due) {
        await notify(tx, reminderNotifications(reminder));
        // Someone who turned reminder emails off still gets the bell (the delivery checks again).
        if (reminder.customer_wants_email) await enqueueEmail(tx, reminderEmailOf(reminder, 'customer'));
        if (reminder.expert_wants_email) await enqueueEmail(tx, reminderEmailOf(reminder, 'expert'));
      }
      return due.length;
    });
    queued += count;
    if (count < BATCH) break;
  }
  return { queued };
}

function reminderNotifications(reminder: DueReminder) {
  const startsAt = new Date(reminder.starts_at).toISOString();
  const common = {
    businessId: reminder.business_id,
    kind: 'service.reminder',
    dedupeKey: `reminder:${reminder.id}:${startsAt}`,
  };
  const data = {
    serviceId: reminder.id,
    offeringName: reminder.offering_name,
    startsAt,
    minutes: reminder.reminder_minutes,
  };
  return [
    {
      ...common,
      membershipId: reminder.customer_id,
      data: { ...data, withName: reminder.expert_name },
      link: `/members/services/details/${reminder.id}`,
    },
    {
      ...common,
      membershipId: reminder.expert_id,
      data: { ...data, withName: reminder.customer_name },
      link: `/admin/services/details/${reminder.id}`,
    },
  ];
}

function reminderEmailOf(reminder: DueReminder, reader: 'customer' | 'expert') {
  const customer = reader === 'customer';
  const language = customer ? reminder.customer_language : reminder.expert_language;
  return reminderEmail({
    businessId: reminder.business_id,
    studioName: reminder.business_name,
    timeZone: reminder.time_zone,
    to: customer ? reminder.customer_email : reminder.expert_email,
    membershipId: customer ? reminder.customer_id : reminder.expert_id,
    language: isEmailLanguage(language) ? language : 'en',
    name: customer ? reminder.customer_name : reminder.expert_name,
    otherName: customer ? reminder.expert_name : reminder.customer_name,
    offeringName: reminder.offering_name,
    startsAt: new Date(reminder.starts_at),
    minutes: reminder.reminder_minutes,
    place: reminder.place === 'home' ? 'home' : reminder.place === 'virtual' ? 'virtual' : 'studio',
    address: reminder.address,
    location: reminder.location,
    reader,
  });
}
