import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiKeys, businesses, memberships, users } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: Database, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('api key insert returned nothing');
  return row;
}

/** A studio's keys, newest first, with who created each. */
export async function listApiKeys(db: Database, businessId: string) {
  return db
    .select({ key: apiKeys, createdBy: users.fullName })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(eq(apiKeys.businessId, businessId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function findApiKey(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select({ key: apiKeys, createdBy: users.fullName })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(and(eq(apiKeys.businessId, businessId), eq(apiKeys.id, id)));
  return row;
}

/** Revokes a live key (a revoked one stays as it was); the row, or undefined when there is none. */
export async function revokeApiKey(db: Database, businessId: string, id: string, at: Date) {
  await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.businessId, businessId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  return findApiKey(db, businessId, id);
}

/**
 * A key by its public prefix, with its studio and the person who created it (whose membership the
 * key's changes are recorded under where a row needs a person).
 */
export async function findKeyForRequest(db: Database, prefix: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      secretHash: apiKeys.secretHash,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      businessId: businesses.id,
      businessName: businesses.name,
      businessSlug: businesses.slug,
      businessTimeZone: businesses.timeZone,
      configVersion: businesses.configVersion,
      suspensionReason: businesses.suspensionReason,
      userId: users.id,
      email: users.email,
      fullName: users.fullName,
      membershipId: memberships.id,
      membershipStatus: memberships.status,
      role: memberships.role,
    })
    .from(apiKeys)
    .innerJoin(businesses, eq(businesses.id, apiKeys.businessId))
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .leftJoin(
      memberships,
      and(eq(memberships.businessId, apiKeys.businessId), eq(memberships.userId, apiKeys.createdByUserId)),
    )
    .where(eq(apiKeys.prefix, prefix))
    .limit(1);
  return row;
}

/**
 * Counts one request in the key's current minute (a new minute starts the count again) and notes its
 * last use, in one statement every process shares; answers the count, this request included.
 */
export async function countKeyRequest(
  db: Database,
  id: string,
  now: Date,
  windowMs: number,
): Promise<{ count: number; windowStartedAt: Date }> {
  const windowStart = new Date(now.getTime() - windowMs);
  const fresh = sql`${apiKeys.rateWindowStartedAt} is null or ${apiKeys.rateWindowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .update(apiKeys)
    .set({
      lastUsedAt: now,
      rateWindowStartedAt: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${apiKeys.rateWindowStartedAt} end`,
      rateWindowCount: sql`case when ${fresh} then 1 else ${apiKeys.rateWindowCount} + 1 end`,
    })
    .where(eq(apiKeys.id, id))
    .returning({ count: apiKeys.rateWindowCount, startedAt: apiKeys.rateWindowStartedAt });
  return { count: row?.count ?? 0, windowStartedAt: row?.startedAt ?? now };
}
