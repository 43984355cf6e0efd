import type { Locale } from '@bmp/shared';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

// The customer import's logins (decision 0065). `users` is not a tenant table (one login across
// studios), so these take no business: the memberships the import makes are written by
// modules/memberships, with the business first.

export type ImportedLogin = {
  email: string;
  fullName: string;
  phone: string | null;
  language: Locale | null;
};

/**
 * Makes a login for each email that has none (no password: the person sets one with "Forgot
 * password"), leaves existing logins as they are (another studio's customer keeps their name, phone
 * and language), and answers every email's login id.
 */
export async function insertLoginsIfAbsent(
  db: Database,
  logins: readonly ImportedLogin[],
  now: Date,
): Promise<Map<string, string>> {
  if (logins.length === 0) return new Map();
  await db
    .insert(users)
    .values(logins.map((login) => ({ ...login, passwordHash: null, createdAt: now, updatedAt: now })))
    .onConflictDoNothing({ target: users.email });
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        logins.map((login) => login.email),
      ),
    );
  return new Map(rows.map((row) => [row.email, row.id]));
}
