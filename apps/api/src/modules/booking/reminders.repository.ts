import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';

// The reminder job's claim (reminders.ts): one statement across every business (the job belongs to
// none), raw because Drizzle's builder cannot say FOR UPDATE SKIP LOCKED inside an update's subquery.

export type DueReminder = {
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
  customer_id: string;
  customer_email: string;
  customer_name: string;
  expert_id: string;
  expert_email: string;
  expert_name: string;
  customer_language: string | null;
  expert_language: string | null;
  customer_wants_email: boolean;
  expert_wants_email: boolean;
};

/**
 * Claims at most `limit` sessions whose reminder is due at `now` (sets reminder_queued_at) and answers
 * them with their people; rows another transaction holds are skipped, never waited for. Run it in the
 * transaction that adds the reminders, so a failure releases the claim.
 */
export async function claimDueReminders(db: Database, now: Date, limit: number): Promise<DueReminder[]> {
  return queryRows<DueReminder>(
    db,
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
        limit ${limit}
        for update skip locked
      )
      returning id, business_id, offering_name, starts_at, reminder_minutes, place, address, location_id,
        customer_id, expert_id
    )
    select c.id, c.business_id, b.name as business_name, b.time_zone, c.offering_name, c.starts_at,
      c.reminder_minutes, c.place, c.address, l.display as location,
      c.customer_id, cu.email as customer_email, cu.full_name as customer_name,
      c.expert_id, eu.email as expert_email, eu.full_name as expert_name,
      cu.language as customer_language, eu.language as expert_language,
      cm.email_reminders as customer_wants_email, em.email_reminders as expert_wants_email
    from claimed c
    join businesses b on b.id = c.business_id
    join memberships cm on cm.id = c.customer_id
    join users cu on cu.id = cm.user_id
    join memberships em on em.id = c.expert_id
    join users eu on eu.id = em.user_id
    left join locations l on l.id = c.location_id`,
  );
}
