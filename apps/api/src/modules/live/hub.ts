import type { ServerResponse } from 'node:http';
import { isStaffRole, type Role } from '@bmp/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import type { RequestAuth } from '../../lib/route-access.ts';
import { loadAuth } from '../auth/index.ts';
import { type LiveListener, startLiveListener } from './listener.ts';
import {
  eventsAfter,
  eventsByIds,
  eventsCommittedLate,
  idsSince,
  type LiveEventRow,
} from './live.repository.ts';

// One hub per API process (decision 0060): it holds this process's open event streams, hears every
// event id through LISTEN, reads each batch of rows once, and writes each event to the streams whose
// viewer is in its audience ('staff', or 'm:<membership>'): the same rule as the API's, decided by
// the database trigger that wrote the event from the row it changed.

/** Sent first and with every goodbye: how long a browser waits before it reconnects. */
export const RETRY_MS = 3000;
const KEEPALIVE_MS = 20_000;
const LISTEN_RETRY_MS = 3_000;
/** A stream checks again that its browser session is still signed in this often (expiry has no event). */
const RECHECK_MS = 5 * 60_000;
/** A browser that reads too slowly is dropped; it reconnects and replays from its last id. */
const MAX_BUFFERED_BYTES = 256 * 1024;
const REPLAY_PAGE = 500;
/**
 * Ids are taken at insert but events reach the streams at commit, so a transaction that began earlier
 * can commit after a later id was sent. A reconnect replays, beside what came after its Last-Event-ID,
 * the viewer's events written this long before that one (the browser drops the ones it has).
 */
export const REPLAY_LOOKBACK_MS = 30_000;
/** How many sent ids a stream remembers, so a replayed or repeated event goes out once. */
const SENT_IDS_KEPT = 2_000;
/** Event types only the server reads. */
const SERVER_ONLY = new Set(['access.changed']);

type Stream = {
  businessId: string;
  membershipId: string;
  role: Role;
  tags: string[];
  token: string;
  raw: ServerResponse;
  checkedAt: number;
  /** Events heard while the stream replays; sent after, without the replayed ones. */
  held: LiveEventRow[] | null;
  /** Ids this stream sent lately (oldest first). Not an id bound: events come in commit order. */
  sent: Set<number>;
};

export const audienceTags = (auth: Pick<RequestAuth, 'membershipId' | 'role'>): string[] =>
  isStaffRole(auth.role) ? ['staff', `m:${auth.membershipId}`] : [`m:${auth.membershipId}`];

const frame = (event: LiveEventRow) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;

export class LiveHub {
  private readonly streams = new Map<string, Set<Stream>>();
  private listener: LiveListener | undefined;
  private queued: number[] = [];
  private draining: Promise<void> = Promise.resolve();
  private flushScheduled = false;
  /** Ids already fanned out, so a catch-up after a dropped listener sends nothing twice. */
  private readonly recent = new Set<number>();
  private droppedAt: Date | undefined;
  private timers: NodeJS.Timeout[] = [];
  private closing = false;

  constructor(
    private readonly db: Database,
    private readonly driver: DatabaseHandle['driver'],
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Open streams on this process (the benchmark and the shutdown read it). */
  get size(): number {
    let total = 0;
    for (const set of this.streams.values()) total += set.size;
    return total;
  }

  async start(): Promise<void> {
    await this.listen();
    const keepalive = setInterval(() => this.keepalive(), KEEPALIVE_MS);
    const recheck = setInterval(() => void this.recheckDue(), 30_000);
    keepalive.unref();
    recheck.unref();
    this.timers.push(keepalive, recheck);
  }

  /**
   * Starts listening. A database that cannot be reached does not stop the app from starting (its
   * readiness says so): the listener is tried again every few seconds, and catches up once it is on.
   */
  private async listen(): Promise<void> {
    try {
      this.listener = await startLiveListener(this.driver, {
        onIds: (ids) => this.enqueue(ids),
        onReconnect: () => void this.catchUp(),
        onError: (error) => {
          this.droppedAt ??= clock.now();
          this.log.warn({ err: error }, 'live events: listener connection lost; reconnecting');
        },
      });
      if (this.droppedAt) void this.catchUp();
    } catch (error) {
      if (this.closing) return;
      this.droppedAt ??= clock.now();
      this.log.warn({ err: error }, 'live events: cannot listen yet; trying again');
      const retry = setTimeout(() => void this.listen(), LISTEN_RETRY_MS);
      retry.unref();
      this.timers.push(retry);
    }
  }

  /** Ends every stream with a retry hint (the browser reconnects, elsewhere or later) and stops listening. */
  async stop(): Promise<void> {
    this.closing = true;
    for (const timer of this.timers) clearTimeout(timer);
    for (const set of this.streams.values()) {
      for (const stream of set) this.end(stream, `retry: ${RETRY_MS}\n\n`);
    }
    this.streams.clear();
    await this.listener?.stop();
  }

  /**
   * Adds a stream: first what the viewer missed after `lastEventId` (a reconnect), then live events.
   * Events heard while replaying are held and sent after, so none is lost or sent twice.
   */
  async open(
    auth: RequestAuth,
    token: string,
    raw: ServerResponse,
    lastEventId: number | null,
    // The stream's request's logger, so a failed replay is logged with the request's id.
    log: FastifyBaseLogger = this.log,
  ) {
    const stream: Stream = {
      businessId: auth.businessId,
      membershipId: auth.membershipId,
      role: auth.role,
      tags: audienceTags(auth),
      token,
      raw,
      checkedAt: clock.nowMs(),
      held: lastEventId === null ? null : [],
      sent: new Set(),
    };
    if (this.closing) {
      this.end(stream, `retry: ${RETRY_MS}\n\n`);
      return;
    }
    let set = this.streams.get(stream.businessId);
    if (!set) {
      set = new Set();
      this.streams.set(stream.businessId, set);
    }
    set.add(stream);
    raw.on('close', () => this.remove(stream));
    raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    if (lastEventId === null) return;
    try {
      const query = { businessId: stream.businessId, tags: stream.tags, limit: REPLAY_PAGE };
      // Those that may have committed after the browser heard `lastEventId`, though older...
      for (const event of await eventsCommittedLate(this.db, {
        ...query,
        lastEventId,
        lookbackMs: REPLAY_LOOKBACK_MS,
      })) {
        this.send(stream, event);
      }
      // ...then everything after it, page by page.
      let afterId = lastEventId;
      for (;;) {
        const page = await eventsAfter(this.db, { ...query, afterId });
        for (const event of page) this.send(stream, event);
        if (page.length < REPLAY_PAGE) break;
        afterId = page.at(-1)?.id ?? afterId;
      }
    } catch (error) {
      log.error({ err: error }, 'live events: replay failed');
      this.end(stream);
      return;
    }
    const held = stream.held ?? [];
    stream.held = null;
    for (const event of held) this.send(stream, event);
  }

  private remove(stream: Stream) {
    const set = this.streams.get(stream.businessId);
    set?.delete(stream);
    if (set?.size === 0) this.streams.delete(stream.businessId);
  }

  private end(stream: Stream, goodbye = '') {
    this.remove(stream);
    if (stream.raw.writableEnded) return;
    stream.raw.end(goodbye);
  }

  private send(stream: Stream, event: LiveEventRow) {
    if (stream.sent.has(event.id) || SERVER_ONLY.has(event.type)) return;
    if (stream.raw.writableLength > MAX_BUFFERED_BYTES) {
      stream.raw.destroy();
      this.remove(stream);
      return;
    }
    stream.sent.add(event.id);
    if (stream.sent.size > SENT_IDS_KEPT) {
      const oldest = stream.sent.values().next().value;
      if (oldest !== undefined) stream.sent.delete(oldest);
    }
    stream.raw.write(frame(event));
  }

  private enqueue(ids: number[]) {
    this.queued.push(...ids);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // Ids heard in the same turn are read in one query.
    setImmediate(() => {
      this.flushScheduled = false;
      const batch = this.queued;
      this.queued = [];
      this.draining = this.draining.then(() => this.fanOut(batch));
    });
  }

  private async fanOut(ids: number[]) {
    const fresh = ids.filter((id) => !this.recent.has(id));
    if (fresh.length === 0) return;
    let rows: LiveEventRow[];
    try {
      rows = await eventsByIds(this.db, fresh);
    } catch (error) {
      if (!this.closing) this.log.error({ err: error }, 'live events: reading events failed');
      return;
    }
    for (const id of fresh) this.remember(id);
    for (const event of rows) this.deliver(event);
  }

  private remember(id: number) {
    this.recent.add(id);
    if (this.recent.size > 20_000) {
      const oldest = this.recent.values().next().value;
      if (oldest !== undefined) this.recent.delete(oldest);
    }
  }

  private deliver(event: LiveEventRow) {
    const set = this.streams.get(event.businessId);
    if (!set) return;
    for (const stream of [...set]) {
      if (!event.audience.some((tag) => stream.tags.includes(tag))) continue;
      if (event.type === 'access.changed') {
        void this.recheck(stream);
        continue;
      }
      if (stream.held) stream.held.push(event);
      else this.send(stream, event);
    }
  }

  /** After the listener's connection came back: the events written meanwhile, read from the table. */
  private async catchUp() {
    const since = new Date((this.droppedAt ?? clock.now()).getTime() - 5_000);
    this.droppedAt = undefined;
    try {
      this.enqueue(await idsSince(this.db, since));
    } catch (error) {
      this.log.error({ err: error }, 'live events: catching up failed');
    }
  }

  /** Closes the stream when its browser session is gone, its membership inactive or its role changed. */
  private async recheck(stream: Stream) {
    stream.checkedAt = clock.nowMs();
    let auth: RequestAuth | null;
    try {
      auth = await loadAuth(this.db, stream.token, { touch: false });
    } catch {
      return;
    }
    if (!auth || auth.membershipId !== stream.membershipId || auth.role !== stream.role) this.end(stream);
  }

  private async recheckDue() {
    const due = clock.nowMs() - RECHECK_MS;
    for (const set of this.streams.values()) {
      for (const stream of [...set]) if (stream.checkedAt < due) await this.recheck(stream);
    }
  }

  private keepalive() {
    for (const set of this.streams.values()) {
      for (const stream of set) if (!stream.raw.writableEnded) stream.raw.write(': keepalive\n\n');
    }
  }
}
