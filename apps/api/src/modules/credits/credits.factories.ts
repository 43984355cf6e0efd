import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { businesses, memberships, users } from '../../db/schema/index.ts';

// Test and benchmark data for the ledger: a studio with an admin and some customers, written directly.

export type Studio = { businessId: string; adminUserId: string; customerIds: string[] };

/** A new business with one admin and `customers` customer memberships (their ids are the customer ids). */
export async function buildStudio(
  db: Database,
  { customers = 2 }: { customers?: number } = {},
): Promise<Studio> {
  const tag = randomUUID().slice(0, 8);
  const [business] = await db
    .insert(businesses)
    .values({ name: `Studio ${tag}`, slug: `studio-${tag}` })
    .returning({ id: businesses.id });
  if (!business) throw new Error('business insert returned nothing');
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: customers + 1 }, (_, i) => ({
        email: `person-${i}-${tag}@example.com`,
        fullName: i === 0 ? `Admin ${tag}` : `Customer ${i} ${tag}`,
      })),
    )
    .returning({ id: users.id });
  const [admin, ...customerUsers] = people;
  if (!admin) throw new Error('user insert returned nothing');
  await db.insert(memberships).values({ businessId: business.id, userId: admin.id, role: 'admin' });
  const customerMemberships =
    customerUsers.length === 0
      ? []
      : await db
          .insert(memberships)
          .values(
            customerUsers.map((user) => ({
              businessId: business.id,
              userId: user.id,
              role: 'customer' as const,
            })),
          )
          .returning({ id: memberships.id });
  return {
    businessId: business.id,
    adminUserId: admin.id,
    customerIds: customerMemberships.map((membership) => membership.id),
  };
}

/**
 * The database's own message for a refused statement. Drizzle wraps driver errors in "Failed query:
 * ..." with the driver's error as the cause, and tests assert on the constraint or trigger message.
 */
export async function databaseRefusal(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
  } catch (error) {
    const messages: string[] = [];
    for (let current: unknown = error; current instanceof Error; current = current.cause) {
      messages.push(current.message);
    }
    return messages.join(' | ');
  }
  throw new Error('the database accepted a statement it should have refused');
}
