import type { supportRequestInputSchema } from '@bmp/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { addressKey, findBusinessBySlug, takeAttempt } from '../auth/index.ts';
import { alertStaff } from '../notifications/index.ts';
import { findDefaultLocation, insertSupportRequest, listBusinessHours } from './support.repository.ts';

// The public support page (/members/support): the studio's contact details and a contact form that
// reaches its staff. The caller is known only by the studio's slug and their address.

/** Support messages one address may send per hour: enough for a person, too few for a spammer. */
export const SUPPORT_PER_HOUR = 5;

async function businessBySlug(db: Database, slug: string) {
  const business = await findBusinessBySlug(db, slug);
  if (!business)
    throw new HttpProblem(404, 'Not Found', 'No such studio.', { businessSlug: ['No such studio.'] });
  return business;
}

/** A studio's name, main location and opening hours (HH:MM). */
export async function studioContact(db: Database, slug: string) {
  const business = await businessBySlug(db, slug);
  const location = await findDefaultLocation(db, business.id);
  const hours = await listBusinessHours(db, business.id);
  return {
    businessName: business.name,
    location: location?.display ?? null,
    hours: hours.map((row) => ({
      ...row,
      opensAt: row.opensAt?.slice(0, 5) ?? null,
      closesAt: row.closesAt?.slice(0, 5) ?? null,
    })),
  };
}

/** What became of a message: sent, dropped as a bot's, or refused for a while (seconds to wait). */
export type SupportOutcome = { kind: 'sent' } | { kind: 'spam' } | { kind: 'throttled'; retryAfter: number };

/** The signed-in person sending the message, when there is one: a member of the studio gets linked. */
export type SupportSender = { businessId: string; membershipId: string; role: string } | null;

/**
 * Sends a message from the support page to the studio's staff as a staff alert (decision 0052): the
 * bell for every principal and admin, with the message itself, and an email for those who asked for
 * alert emails. A member of the studio who is signed in is linked to their customer page. A bot fills
 * the hidden field: nothing is sent. One address sends at most SUPPORT_PER_HOUR an hour.
 */
export async function sendSupportRequest(
  db: Database,
  input: z.output<typeof supportRequestInputSchema>,
  fromIp: string,
  sender: SupportSender = null,
): Promise<SupportOutcome> {
  if (input.website !== '') return { kind: 'spam' };
  const blocked = await takeAttempt(db, [
    {
      key: `support:${addressKey(fromIp)}`,
      limit: { maxAttempts: SUPPORT_PER_HOUR, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
    },
  ]);
  if (blocked > 0) return { kind: 'throttled', retryAfter: blocked };
  const business = await businessBySlug(db, input.businessSlug);
  const member =
    sender?.businessId === business.id && sender.role === 'customer' ? sender.membershipId : null;
  await db.transaction(async (tx) => {
    const saved = await insertSupportRequest(tx, business.id, {
      fromIp,
      email: input.email,
      subject: input.subject,
    });
    await alertStaff(tx, business.id, {
      kind: 'staff.supportMessage',
      data: {
        actorName: input.name,
        fromEmail: input.email,
        subject: input.subject,
        message: input.message,
      },
      link: member ? `/admin/customers/details/${member}` : null,
      dedupeKey: `support:${saved?.id}`,
    });
  });
  return { kind: 'sent' };
}
