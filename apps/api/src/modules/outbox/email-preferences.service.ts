import { STAFF_ROLES } from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { fieldProblem, HttpProblem } from '../../lib/problem.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findEmailChoices, setEmailChoices } from '../memberships/index.ts';
import type { EMAIL_LANGUAGES } from './email-html.ts';
import { findEmailByUnsubscribeHash, setUserLanguage } from './outbox.repository.ts';

// A person's email choices (decision 0024): the language emails are written in (per person, taken
// from the app's language) and, per studio membership, whether reminders and session news come by
// email, and for staff whether alerts come by email too (decision 0052). Account emails (reset, verification) and receipts always go. Reminders carry a one-click
// unsubscribe link (RFC 8058) that works without signing in.

/** The caller's email language and their choices for this studio's emails. */
export async function emailPreferencesOf(db: Database, viewer: Viewer) {
  const row = await findEmailChoices(db, viewer.userId, viewer.membershipId);
  if (!row) throw new HttpProblem(404, 'Not Found', 'This membership does not exist.');
  const { role: _role, ...choices } = row;
  return { ...choices, language: (row.language as (typeof EMAIL_LANGUAGES)[number] | null) ?? null };
}

export async function changeEmailPreferences(
  db: Database,
  viewer: Viewer,
  input: {
    language?: string | undefined;
    reminders?: boolean | undefined;
    sessionNews?: boolean | undefined;
    staffAlerts?: boolean | undefined;
  },
) {
  const { language, reminders, sessionNews, staffAlerts } = input;
  // Alerts are for the staff who run the studio (decision 0052); nobody else can turn them on.
  if (staffAlerts !== undefined && !(STAFF_ROLES as readonly string[]).includes(viewer.role)) {
    throw fieldProblem(422, 'staffAlerts', 'Only the studio’s staff get alert emails.');
  }
  // The language is the login's (every studio), the choices this membership's: saved together.
  await db.transaction(async (tx) => {
    if (language !== undefined) await setUserLanguage(tx, viewer.userId, language, clock.now());
    await setEmailChoices(
      tx,
      viewer.businessId,
      viewer.membershipId,
      { reminders, sessionNews, staffAlerts },
      clock.now(),
    );
  });
  return emailPreferencesOf(db, viewer);
}

/**
 * Turns off the reminder emails of the membership an unsubscribe link was sent to. The token names one
 * email; the email names its recipient's membership in its own studio. Answers who, for the audit.
 */
export async function unsubscribeReminders(db: Database, token: string) {
  const email = await findEmailByUnsubscribeHash(db, hashToken(token));
  if (!email?.membershipId || !email.businessId) {
    throw new HttpProblem(404, 'Not Found', 'This unsubscribe link is not valid.', {
      token: ['This unsubscribe link is not valid.'],
    });
  }
  await setEmailChoices(db, email.businessId, email.membershipId, { reminders: false }, clock.now());
  return { businessId: email.businessId, membershipId: email.membershipId, studioName: email.studioName };
}
