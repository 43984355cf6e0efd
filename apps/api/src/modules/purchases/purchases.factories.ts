import type { CreditPackInput } from '@bmp/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { asUser } from '../../../test/support/auth.ts';
import type { Database } from '../../db/client.ts';
import { journalEntries, journalLines } from '../../db/schema/index.ts';

// Test helpers of the purchases module: packs through the API, requests with an idempotency key, and
// a payment's journal lines. Studios and people come from the one factories module (test/factories.ts).

/** A pack as staff would type it, with overrides. */
export function buildPackInput(overrides: Partial<CreditPackInput> = {}): CreditPackInput {
  return {
    type: 'credit_pack',
    name: '10 Training credits',
    description: 'Ten sessions.',
    price: '$650.00',
    grants: [{ kind: 'training', quantity: 10 }],
    expiryDays: 365,
    active: true,
    ...overrides,
  };
}

/** Creates a pack through the API as `staffCookie` and answers its id. */
export async function createPack(
  app: FastifyInstance,
  staffCookie: string,
  overrides: Partial<CreditPackInput> = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/credit-packs',
    headers: asUser(staffCookie),
    payload: buildPackInput(overrides),
  });
  if (response.statusCode !== 201)
    throw new Error(`pack not created: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

/** Requests as a signed-in person; a POST may carry an idempotency key. */
export function requestsOf(app: () => FastifyInstance) {
  return {
    post: (cookie: string, url: string, payload: object, key?: string) =>
      app().inject({
        method: 'POST',
        url,
        headers: { ...asUser(cookie), ...(key ? { 'idempotency-key': key } : {}) },
        payload,
      }),
    get: (cookie: string, url: string) => app().inject({ method: 'GET', url, headers: { cookie } }),
  };
}

/** The [account, cents] lines of the journal entry a payment posted, sorted. */
export async function paymentJournalLines(db: Database, paymentId: string) {
  const [entry] = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.sourceType, 'payment'), eq(journalEntries.sourceId, paymentId)));
  const lines = await db
    .select()
    .from(journalLines)
    .where(eq(journalLines.entryId, entry?.id ?? ''));
  return lines.map((line) => [line.account, line.amountCents]).sort();
}
