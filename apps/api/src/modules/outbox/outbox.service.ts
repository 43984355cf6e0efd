import type { Database } from '../../db/client.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findOutboxEmail, listEmailsTo, listFailedEmails, requeueFailedEmail } from './outbox.repository.ts';

// The mailbox and the failed-delivery list (decisions/0035-mailbox.md). There is no staff-wide view
// of the outbox: it holds everyone's reset and invitation links, so each person reads only the emails
// addressed to them, and only while emails are not delivered (or in the demo).

type Page = { page: number; pageSize: number };

/** The emails sent to the caller's address, when the Mailbox page is on. */
export async function myMailbox(
  db: Database,
  viewer: Pick<Viewer, 'person'>,
  settings: { mailbox: boolean },
  { page, pageSize }: Page,
) {
  if (!settings.mailbox || !viewer.person) {
    throw new HttpProblem(404, 'Not Found', 'Emails are delivered: read them in your own email.');
  }
  const { items, total } = await listEmailsTo(db, viewer.person.email, { page, pageSize });
  return { items, total, page, pageSize };
}

/** Emails of the business that could not be delivered, newest first. */
export async function failedEmails(db: Database, viewer: Viewer, { page, pageSize }: Page) {
  const { items, total } = await listFailedEmails(db, viewer.businessId, { page, pageSize });
  return { items, total, page, pageSize };
}

/** Queues a failed email of the business again; anything else is refused. */
export async function retryFailedEmail(db: Database, viewer: Viewer, id: string): Promise<void> {
  if (await requeueFailedEmail(db, viewer.businessId, id)) return;
  // Another business's email is a plain 404: its existence stays private.
  if (!(await findOutboxEmail(db, viewer.businessId, id))) {
    throw new HttpProblem(404, 'Not Found', 'This email does not exist.');
  }
  throw new HttpProblem(409, 'Conflict', 'Only a failed email can be sent again.');
}
