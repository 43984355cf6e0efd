import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { SYSTEM_ACTOR } from './contracts.common.ts';
import { listDueReminders, listExpiredOpen } from './contracts.repository.ts';
import { expireContract, remindContract } from './contracts.service.ts';

// The contracts' background work (jobs.ts schedules it): open contracts past their date expire, and a
// signer who has not signed is reminded every REMINDER_EVERY_DAYS days, at most MAX_REMINDERS times,
// until they sign or it expires (decision 0053). Each contract is handled under its own row lock and
// re-checked there, so a run repeated or run beside another changes nothing twice.

export const REMINDER_EVERY_DAYS = 3;
export const MAX_REMINDERS = 3;
const BATCH = 100;

export async function expireAndRemindContracts(
  db: Database,
  origin: string,
): Promise<{ expired: number; reminded: number }> {
  const expired = await listExpiredOpen(db, BATCH);
  for (const row of expired) await expireContract(db, row.businessId, row.id, SYSTEM_ACTOR);
  const olderThan = new Date(clock.nowMs() - REMINDER_EVERY_DAYS * 24 * 60 * 60 * 1000);
  const due = await listDueReminders(db, olderThan, MAX_REMINDERS, BATCH);
  for (const row of due) await remindContract({ db, origin }, row.businessId, row.id, SYSTEM_ACTOR);
  return { expired: expired.length, reminded: due.length };
}
