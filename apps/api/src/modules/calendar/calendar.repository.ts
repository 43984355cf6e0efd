import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, calendarFeeds, memberships } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';

const liveFeedOf = (businessId: string, membershipId: string) =>
  and(
    eq(calendarFeeds.businessId, businessId),
    eq(calendarFeeds.membershipId, membershipId),
    isNull(calendarFeeds.revokedAt),
  );

/** The membership's live feed row, if any. */
export async function findLiveFeed(
  db: Database,
  businessId: string,
  membershipId: string,
): Promise<{ createdAt: Date; lastUsedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt, lastUsedAt: calendarFeeds.lastUsedAt })
    .from(calendarFeeds)
    .where(liveFeedOf(businessId, membershipId));
  return row;
}

/** Revokes the membership's live feed; false when there was none. */
export async function revokeLiveFeed(
  db: Database,
  businessId: string,
  membershipId: string,
  now = clock.now(),
): Promise<boolean> {
  const rows = await db
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(liveFeedOf(businessId, membershipId))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

/** Stores a new live feed (only the token's hash). */
export async function insertFeed(
  db: Database,
  businessId: string,
  membershipId: string,
  tokenHash: string,
  now: Date,
): Promise<{ createdAt: Date }> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ businessId, membershipId, tokenHash, createdAt: now })
    .returning({ createdAt: calendarFeeds.createdAt });
  if (!row) throw new Error('calendar feed insert returned nothing');
  return row;
}

export type FeedOwner = {
  feedId: string;
  businessId: string;
  businessName: string;
  membershipId: string;
  role: 'principal' | 'admin' | 'expert' | 'customer';
};

/**
 * Whose live feed a token hash opens: unknown, revoked, or a membership no longer active is undefined.
 * The token is all the caller has, so the business comes out of this query rather than into it.
 */
export async function findFeedByTokenHash(db: Database, tokenHash: string): Promise<FeedOwner | undefined> {
  const [row] = await db
    .select({
      feedId: calendarFeeds.id,
      businessId: calendarFeeds.businessId,
      businessName: businesses.name,
      membershipId: calendarFeeds.membershipId,
      role: memberships.role,
    })
    .from(calendarFeeds)
    .innerJoin(
      memberships,
      and(
        eq(memberships.businessId, calendarFeeds.businessId),
        eq(memberships.id, calendarFeeds.membershipId),
      ),
    )
    .innerJoin(businesses, eq(businesses.id, calendarFeeds.businessId))
    .where(
      and(
        eq(calendarFeeds.tokenHash, tokenHash),
        isNull(calendarFeeds.revokedAt),
        eq(memberships.status, 'active'),
        // A suspended studio's feeds pause (decision 0062); reactivation brings the same link back.
        isNull(businesses.suspendedAt),
      ),
    );
  return row;
}

/**
 * Notes that the feed was read. Calendar apps poll often, so the row is written at most every
 * 15 minutes: one cheap conditional UPDATE that usually touches nothing.
 */
export async function touchFeed(db: Database, feedId: string, now = clock.now()): Promise<void> {
  await db
    .update(calendarFeeds)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(calendarFeeds.id, feedId),
        or(
          isNull(calendarFeeds.lastUsedAt),
          lt(calendarFeeds.lastUsedAt, sql`${now.toISOString()}::timestamptz - interval '15 minutes'`),
        ),
      ),
    );
}
