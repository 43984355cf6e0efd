import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { uniqueRefusal } from '../../lib/db-errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import {
  type FeedOwner,
  findFeedByTokenHash,
  findLiveFeed,
  insertFeed,
  revokeLiveFeed,
} from './calendar.repository.ts';

// The iCal feed tokens (decision 0017). Only the SHA-256 of a token is stored; the token itself is
// answered once, when made. One live feed per membership (a partial unique index).

export type { FeedOwner } from './calendar.repository.ts';
export { touchFeed } from './calendar.repository.ts';

export type FeedStatus = { active: boolean; createdAt: string | null; lastUsedAt: string | null };

/** The membership's live feed, if any. */
export async function feedStatus(
  db: Database,
  businessId: string,
  membershipId: string,
): Promise<FeedStatus> {
  const row = await findLiveFeed(db, businessId, membershipId);
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
        const now = clock.now();
        const replaced = await revokeLiveFeed(tx, businessId, membershipId, now);
        const row = await insertFeed(tx, businessId, membershipId, hashToken(token), now);
        return { token, createdAt: row.createdAt, replaced };
      });
    } catch (error) {
      if (attempt < 3 && uniqueRefusal(error, 'calendar_feeds_live_idx')) continue;
      throw error;
    }
  }
}

/** Revokes the membership's live feed; false when there was none. */
export function revokeFeed(db: Database, businessId: string, membershipId: string): Promise<boolean> {
  return revokeLiveFeed(db, businessId, membershipId);
}

/** Whose live feed a token opens: unknown, revoked, or a membership no longer active is undefined. */
export function findFeedByToken(db: Database, token: string): Promise<FeedOwner | undefined> {
  return findFeedByTokenHash(db, hashToken(token));
}
