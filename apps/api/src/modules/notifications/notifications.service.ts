import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/problem.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { listNotifications, markAllRead, markRead, type Recipient } from './notifications.repository.ts';

// The bell (decision 0018): always the caller's own current membership, so another person's
// notification answers 404 as if it did not exist.

const recipientOf = (viewer: Viewer): Recipient => ({
  businessId: viewer.businessId,
  membershipId: viewer.membershipId,
});

/** A page of my notifications, newest first; `before` is the last id of the previous page. */
export function myNotifications(
  db: Database,
  viewer: Viewer,
  page: { limit: number; before?: string | undefined },
) {
  return listNotifications(db, recipientOf(viewer), { limit: page.limit, before: page.before });
}

export async function readNotification(db: Database, viewer: Viewer, id: string): Promise<void> {
  if (!(await markRead(db, recipientOf(viewer), id))) throw notFound('notification');
}

/** Marks all my notifications read; answers how many were unread. */
export function readAllNotifications(db: Database, viewer: Viewer): Promise<number> {
  return markAllRead(db, recipientOf(viewer));
}
