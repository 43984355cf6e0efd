import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { liveEvents } from '../../db/schema/index.ts';

// The live events table (decision 0060). Most rows are written by triggers in the transaction of the
// change they report (db/sql/functions/live_event_*.sql); positions by the tracking module.

export type LiveEventRow = {
  id: number;
  businessId: string;
  audience: string[];
  type: string;
  payload: Record<string, unknown>;
};

const columns = {
  id: liveEvents.id,
  businessId: liveEvents.businessId,
  audience: liveEvents.audience,
  type: liveEvents.type,
  payload: liveEvents.payload,
};

/** The events NOTIFY named, in id order (one read for every connection of this process). */
export function eventsByIds(db: Database, ids: number[]): Promise<LiveEventRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(columns).from(liveEvents).where(inArray(liveEvents.id, ids)).orderBy(asc(liveEvents.id));
}

/** The event is addressed to one of `tags` ('staff', 'm:<membership>'). */
const audienceMeets = (tags: string[]) =>
  sql`${liveEvents.audience} && array[${sql.join(
    tags.map((tag) => sql`${tag}`),
    sql`, `,
  )}]::text[]`;

/** What a reconnecting viewer missed: their business's events after `afterId` addressed to one of `tags`. */
export function eventsAfter(
  db: Database,
  input: { businessId: string; tags: string[]; afterId: number; limit: number },
): Promise<LiveEventRow[]> {
  return db
    .select(columns)
    .from(liveEvents)
    .where(
      and(
        sql`${liveEvents.businessId} = ${input.businessId}`,
        gt(liveEvents.id, input.afterId),
        audienceMeets(input.tags),
      ),
    )
    .orderBy(asc(liveEvents.id))
    .limit(input.limit);
}

/**
 * The viewer's events with ids at or below `lastEventId` written up to `lookbackMs` before it: ones
 * whose transaction began earlier but committed after the browser heard `lastEventId`. (Their
 * created_at is their transaction's start.) Most were sent already; the browser drops repeats.
 */
export async function eventsCommittedLate(
  db: Database,
  input: { businessId: string; tags: string[]; lastEventId: number; lookbackMs: number; limit: number },
): Promise<LiveEventRow[]> {
  const [last] = await db
    .select({ createdAt: liveEvents.createdAt })
    .from(liveEvents)
    .where(eq(liveEvents.id, input.lastEventId));
  if (!last) return [];
  const since = new Date(last.createdAt.getTime() - input.lookbackMs);
  return db
    .select(columns)
    .from(liveEvents)
    .where(
      and(
        sql`${liveEvents.businessId} = ${input.businessId}`,
        lte(liveEvents.id, input.lastEventId),
        gte(liveEvents.createdAt, since),
        audienceMeets(input.tags),
      ),
    )
    .orderBy(asc(liveEvents.id))
    .limit(input.limit * 4);
}

/** Events written since `since` (the listener catching up after its connection dropped). */
export async function idsSince(db: Database, since: Date): Promise<number[]> {
  const rows = await db
    .select({ id: liveEvents.id })
    .from(liveEvents)
    .where(sql`${liveEvents.createdAt} >= ${since.toISOString()}`)
    .orderBy(asc(liveEvents.id));
  return rows.map((row) => row.id);
}

/** How long events are kept for a reconnecting browser to replay. */
export const LIVE_EVENTS_KEPT_HOURS = 24;

/** Deletes events older than `before`; answers how many. */
export async function pruneLiveEvents(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, before))
    .returning({ id: liveEvents.id });
  return deleted.length;
}

export type NewLiveEvent = {
  businessId: string;
  audience: string[];
  type: string;
  payload: Record<string, unknown>;
  sessionId?: string | null;
};

/** Adds an event (the trigger on the table NOTIFYs its id at commit). */
export async function publishLiveEvent(db: Database, event: NewLiveEvent): Promise<number> {
  const [row] = await db
    .insert(liveEvents)
    .values({
      businessId: event.businessId,
      audience: event.audience,
      type: event.type,
      payload: event.payload,
      sessionId: event.sessionId ?? null,
    })
    .returning({ id: liveEvents.id });
  if (!row) throw new Error('live event not written');
  return row.id;
}
