import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { operatorSessions, platformOperators, users } from '../../db/schema/index.ts';

// The operator's sessions (docs/decisions/0062-platform-operator.md), looked up by the token's hash
// like studio sessions, in their own table.

export async function isPlatformOperator(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: platformOperators.userId })
    .from(platformOperators)
    .where(eq(platformOperators.userId, userId));
  return row !== undefined;
}

export async function insertOperatorSession(
  db: Database,
  values: typeof operatorSessions.$inferInsert,
): Promise<void> {
  await db.insert(operatorSessions).values(values);
}

export async function deleteOperatorSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash));
}

export async function touchOperatorSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.tokenHash, tokenHash));
}

/** The live operator session of a token hash with its person (undefined when none). */
export async function findLiveOperatorSession(
  db: Database,
  params: { tokenHash: string; now: Date; idleSince: Date },
) {
  const [row] = await db
    .select({
      stage: operatorSessions.stage,
      lastSeenAt: operatorSessions.lastSeenAt,
      userId: users.id,
      email: users.email,
      fullName: users.fullName,
    })
    .from(operatorSessions)
    .innerJoin(users, eq(users.id, operatorSessions.userId))
    .where(
      and(
        eq(operatorSessions.tokenHash, params.tokenHash),
        gt(operatorSessions.expiresAt, params.now),
        gt(operatorSessions.lastSeenAt, params.idleSince),
      ),
    )
    .limit(1);
  return row;
}
