import { STAFF_ROLES, type supportRequestInputSchema } from '@bmp/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { addressKey, findBusinessBySlug, takeAttempt } from '../auth/index.ts';
import { listActivePeople } from '../memberships/index.ts';
import { notify } from '../notifications/index.ts';
import { enqueueEmail } from '../outbox/index.ts';
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

/**
 * Sends a message from the support page to the studio's active staff, by email and in the app. A bot
 * fills the hidden field: nothing is sent. One address sends at most SUPPORT_PER_HOUR an hour.
 */
export async function sendSupportRequest(
  db: Database,
  input: z.output<typeof supportRequestInputSchema>,
  fromIp: string,
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
  const staff = await listActivePeople(db, business.id, STAFF_ROLES);
  const saved = await insertSupportRequest(db, business.id, {
    fromIp,
    email: input.email,
    subject: input.subject,
  });
  for (const person of staff) {
    await enqueueEmail(db, {
      to: person.email,
      subject: `Support request: ${input.subject}`,
      text: `${input.name} <${input.email}> wrote through the support page:\n\n${input.message}\n\nReply to ${input.email}.`,
      kind: 'support_request',
      businessId: business.id,
    });
  }
  await notify(
    db,
    staff.map((person) => ({
      businessId: business.id,
      membershipId: person.membershipId,
      kind: 'support.request',
      data: { actorName: input.name, subject: input.subject },
      dedupeKey: `support:${saved?.id}`,
    })),
  );
  return { kind: 'sent' };
}
