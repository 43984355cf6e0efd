import { STAFF_ROLES } from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import { listStaffAlertRecipients } from '../memberships/index.ts';
import {
  enqueueEmail,
  isEmailLanguage,
  type StaffAlertContent,
  staffAlertEmailTexts,
} from '../outbox/index.ts';
import { findStudioNameAndZone, notifyWhom } from './notifications.repository.ts';

// Staff alerts (decision 0052): something in the studio needs its staff. Every active principal and
// admin gets a bell notification; those who turned alert emails on get an email too, in their
// language. Call it inside the transaction of the change, so the alert exists exactly when it happened.

export { STAFF_ALERT_KINDS, type StaffAlertData, type StaffAlertKind } from '../outbox/index.ts';

export type StaffAlert = StaffAlertContent & {
  /** The app path the bell item opens, e.g. /admin/services/details/<id>; null opens nothing. */
  link: string | null;
  /** The same key for the same staff member is told once (a retried request tells nobody twice). */
  dedupeKey: string | null;
  /** Staff already told of it another way (e.g. the session's own expert); they get nothing here. */
  except?: readonly string[];
};

/** Tells the studio's staff; answers how many bell notifications were added. */
export async function alertStaff(tx: Database, businessId: string, alert: StaffAlert): Promise<number> {
  const except = new Set(alert.except ?? []);
  const staff = (await listStaffAlertRecipients(tx, businessId, STAFF_ROLES)).filter(
    (person) => !except.has(person.membershipId),
  );
  if (staff.length === 0) return 0;
  const { kind, data, link, dedupeKey } = alert;
  const told = new Set(
    await notifyWhom(
      tx,
      staff.map((person) => ({ businessId, membershipId: person.membershipId, kind, data, link, dedupeKey })),
    ),
  );
  // A repeat (same dedupe key) added no notification for them: nor does it email them again.
  const emailed = staff.filter((person) => person.emailStaffAlerts && told.has(person.membershipId));
  if (emailed.length === 0) return told.size;
  const studio = await findStudioNameAndZone(tx, businessId);
  const render = staffAlertEmailTexts({ kind, data } as StaffAlertContent, studio);
  for (const person of emailed) {
    await enqueueEmail(tx, {
      to: person.email,
      kind,
      businessId,
      membershipId: person.membershipId,
      language: isEmailLanguage(person.language) ? person.language : 'en',
      render,
    });
  }
  return told.size;
}
