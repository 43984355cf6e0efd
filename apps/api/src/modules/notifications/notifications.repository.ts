import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, notifications } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';

// In-app notifications (the navbar bell, PRODUCT.md "Notifications", decision 0018). Server code adds
// them with notify(); a session's steps add theirs by a database trigger (migration 0008). A row holds
// no text: `kind` names the message and `data` its values, rendered by the browser in the reader's
// language. `dedupeKey` makes "exactly once" a database rule (unique per recipient membership).

export type NewNotification = {
  businessId: string;
  membershipId: string;
  /** e.g. 'service.reminder'; the web app has a message per kind. */
  kind: string;
  data?: Record<string, unknown>;
  /** The app path the item opens, e.g. /members/services/details/<id>. */
  link?: string | null;
  /** The same key for the same recipient is inserted once; a repeat is ignored. */
  dedupeKey?: string | null;
};

/** Adds notifications; one whose recipient already has its dedupe key is skipped. Answers how many were added. */
export async function notify(db: Database, input: NewNotification | NewNotification[]): Promise<number> {
  return (await notifyWhom(db, Array.isArray(input) ? input : [input])).length;
}

/** As notify; answers the memberships that got a notification (a repeated dedupe key gets none). */
export async function notifyWhom(db: Database, rows: NewNotification[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(notifications)
    .values(
      rows.map((row) => ({
        businessId: row.businessId,
        membershipId: row.membershipId,
        kind: row.kind,
        data: row.data ?? {},
        link: row.link ?? null,
        dedupeKey: row.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing({ target: [notifications.membershipId, notifications.dedupeKey] })
    .returning({ membershipId: notifications.membershipId });
  return inserted.map((row) => row.membershipId);
}

/** The studio's name and time zone, for an email written outside a request's own reads. */
export async function findStudioNameAndZone(db: Database, businessId: string) {
  const [row] = await db
    .select({ name: businesses.name, timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row ?? { name: '', timeZone: 'UTC' };
}

export type Recipient = { businessId: string; membershipId: string };

const mine = (who: Recipient): SQL =>
  and(eq(notifications.businessId, who.businessId), eq(notifications.membershipId, who.membershipId)) as SQL;

/**
 * The newest first, `limit` of them, older than the notification `before` (an id) when given; with the
 * unread count and the business's time zone (the bell shows session times in it).
 */
export async function listNotifications(
  db: Database,
  who: Recipient,
  options: { limit: number; before?: string },
) {
  const conditions: SQL[] = [mine(who)];
  if (options.before) {
    // Keyset paging on (created_at, id): several notifications may share a created_at (one transaction).
    conditions.push(
      sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from notifications n where n.id = ${options.before} and n.membership_id = ${who.membershipId})`,
    );
  }
  const [items, [unread], [business]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        data: notifications.data,
        link: notifications.link,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(and(...conditions))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(options.limit),
    db
      .select({ count: count() })
      .from(notifications)
      .where(and(mine(who), isNull(notifications.readAt))),
    db.select({ timeZone: businesses.timeZone }).from(businesses).where(eq(businesses.id, who.businessId)),
  ]);
  return {
    items: items.map((item) => ({
      ...item,
      createdAt: item.createdAt.toISOString(),
      readAt: item.readAt?.toISOString() ?? null,
    })),
    unreadCount: unread?.count ?? 0,
    timeZone: business?.timeZone ?? 'UTC',
  };
}

/** Marks one of the recipient's notifications read; false when it is not theirs (or does not exist). */
export async function markRead(
  db: Database,
  who: Recipient,
  id: string,
  now = clock.now(),
): Promise<boolean> {
  const found = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(mine(who), eq(notifications.id, id)));
  if (found.length === 0) return false;
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine(who), eq(notifications.id, id), isNull(notifications.readAt)));
  return true;
}

/** Marks all the recipient's unread notifications read; answers how many changed. */
export async function markAllRead(db: Database, who: Recipient, now = clock.now()): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine(who), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return changed.length;
}
