import type { Database } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  kind: string;
  businessId?: string | null;
};

/**
 * Queues an email. Without SMTP configured it stays in the outbox, where staff can read it in demo mode
 * (PRODUCT.md "Notifications"); a sender job is the notifications issue's.
 */
export async function enqueueEmail(db: Database, email: OutgoingEmail): Promise<void> {
  await db.insert(outboxEmails).values({
    toEmail: email.to,
    subject: email.subject,
    textBody: email.text,
    kind: email.kind,
    businessId: email.businessId ?? null,
  });
}
