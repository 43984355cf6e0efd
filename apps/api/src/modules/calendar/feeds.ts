import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, calendarFeeds, memberships } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { uniqueRefusal } from '../booking/booking.common.ts';

// The iCal feed tokens (issue 6 item 9, decision 0017). Only the SHA-256 of a token is stored; the
// token itself is answered once, when made. One live feed per membership (a partial unique index).

export type FeedStatus = { active: boolean; createdAt: string | null; lastUsedAt: string | null };

/** The membership's live feed, if any. */
export async function feedStatus(
  db: Database,
  businessId: string,
  membershipId: string,
): Promise<FeedStatus> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt, lastUsedAt: calendarFeeds.lastUsedAt })
    .from(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.businessId, businessId),
        eq(calendarFeeds.membershipId, membershipId),
        isNull(calendarFeeds.revokedAt),
      ),
    );
  return {
    active: row !== undefined,
    createdAt: row?.createdAt.toISOString() ?? null,
    lastUsedAt: row?.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * A new token for the membership, revoking the live one in the same transaction. Two requests at
 * once could both find no live feed and both insert: the partial unique index refuses the second,
 * which then runs again and revokes the first's.
 */
export async function createFeed(
  db: Database,
  businessId: string,
  membershipId: string,
): Promise<{ token: string; createdAt: Date; replaced: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const token = newToken();
    try {
      return await db.transaction(async (tx) => {
        const now = new Date();
        const revoked = await tx
          .update(calendarFeeds)
          .set({ revokedAt: now })
          .where(
            and(
              eq(calendarFeeds.businessId, businessId),
              eq(calendarFeeds.membershipId, membershipId),
              isNull(calendarFeeds.revokedAt),
            ),
          )
          .returning({ id: calendarFeeds.id });
        const [row] = await tx
          .insert(calendarFeeds)
          .values({ businessId, membershipId, tokenHash: hashToken(token), createdAt: now })
          .returning({ createdAt: calendarFeeds.createdAt });
        if (!row) throw new Error('calendar feed insert returned nothing');
        return { token, createdAt: row.createdAt, replaced: revoked.length > 0 };
      });
    } catch (error) {
      if (attempt < 3 && uniqueRefusal(error, 'calendar_feeds_live_idx')) continue;
      throw error;
    }
  }
}

/** Revokes the membership's live feed; false when there was none. */
export async function revokeFeed(db: Database, businessId: string, membershipId: string): Promise<boolean> {
  const rows = await db
    .update(calendarFeeds)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(calendarFeeds.businessId, businessId),
        eq(calendarFeeds.membershipId, membershipId),
        isNull(calendarFeeds.revokedAt),
      ),
    )
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

export type FeedOwner = {
  feedId: string;
  businessId: string;
  businessName: string;
  membershipId: string;
  role: 'principal' | 'admin' | 'expert' | 'customer';
};

/** Whose live feed a token opens: unknown, revoked, or a membership no longer active is undefined. */
export async function findFeedByToken(db: Database, token: string): Promise<FeedOwner | undefined> {
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
        eq(calendarFeeds.tokenHash, hashToken(token)),
        isNull(calendarFeeds.revokedAt),
        eq(memberships.status, 'active'),
      ),
    );
  return row;
}

/**
 * Notes that the feed was read. Calendar apps poll often, so the row is written at most every
 * 15 minutes: one cheap conditional UPDATE that usually touches nothing.
 */
export async function touchFeed(db: Database, feedId: string, now = new Date()): Promise<void> {
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
