import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { outboxEmails } from '../../src/db/schema/index.ts';

/** The token of the last team invitation sent to `email`, as only the invitee's inbox holds it. */
export async function invitationTokenSentTo(db: Database, email: string): Promise<string> {
  const rows = await db
    .select({ text: outboxEmails.textBody })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toEmail, email), eq(outboxEmails.kind, 'team_invitation')));
  const token = rows.at(-1)?.text.match(/\/invite\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation to ${email}`);
  return token;
}
