import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oidcIdentities, oidcLoginStates, users } from '../../db/schema/index.ts';

// Sign-in with an OpenID provider happens before anyone belongs to a business: identities, users and
// login states are not tenant rows, so most of these take no business id. The one tenant row written
// here, the new customer's membership, takes it first.

export async function deleteExpiredLoginStates(db: Database, now: Date): Promise<void> {
  await db.delete(oidcLoginStates).where(lt(oidcLoginStates.expiresAt, now));
}

export async function insertLoginState(
  db: Database,
  values: typeof oidcLoginStates.$inferInsert,
): Promise<void> {
  await db.insert(oidcLoginStates).values(values);
}

/** Takes a live login state once: one DELETE ... RETURNING, so two callbacks cannot both use it. */
export async function takeLoginStateByHash(db: Database, stateHash: string, now: Date) {
  const [row] = await db
    .delete(oidcLoginStates)
    .where(and(eq(oidcLoginStates.stateHash, stateHash), gt(oidcLoginStates.expiresAt, now)))
    .returning();
  return row;
}

export async function findIdentity(db: Database, issuer: string, subject: string) {
  const [identity] = await db
    .select({ userId: oidcIdentities.userId })
    .from(oidcIdentities)
    .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)))
    .limit(1);
  return identity;
}

export async function insertIdentity(
  db: Database,
  identity: { userId: string; issuer: string; subject: string },
): Promise<void> {
  await db.insert(oidcIdentities).values(identity);
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return user;
}

export async function markEmailVerified(db: Database, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, userId));
}

export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<{ id: string }> {
  const [user] = await db.insert(users).values(values).returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  return user;
}
