import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addGroupClass,
  apiOf,
  buildStudio,
  cookieFor,
  type Person,
  type Studio,
} from '../../../test/factories.ts';
import { appOn, buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { openSse, type SseClient } from '../../../test/support/sse.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { liveEvents, memberships } from '../../db/schema/index.ts';
import { liveEventsPruneJob } from '../../jobs.ts';
import * as clock from '../../lib/clock.ts';
import { REPLAY_LOOKBACK_MS } from './hub.ts';
import { eventsCommittedLate, LIVE_EVENTS_KEPT_HOURS } from './live.repository.ts';

// Live events end to end (decision 0060): a change's trigger writes the event, NOTIFY carries its id,
// the hub reads it and writes it to the streams whose viewer may see it.

describe.each(testDatabaseKinds())('live events on %s', (kind) => {
  let t: TestApp;
  let origin: string;
  let studio: Studio;
  let other: Studio;
  let maya: Person;
  let noah: Person;
  let erin: Person;
  const api = apiOf(() => t.app);
  const open: SseClient[] = [];
  const stream = async (cookie: string, lastEventId?: number) => {
    const client = await openSse(origin, { cookie, ...(lastEventId === undefined ? {} : { lastEventId }) });
    open.push(client);
    return client;
  };
  // A stream is registered once its first bytes arrive; a short wait makes sure of it.
  const settled = () => new Promise((done) => setTimeout(done, 100));

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    studio = await buildStudio(t.database.db, { credits: 10, customers: 2, experts: 1 });
    other = await buildStudio(t.database.db, { credits: 10, customers: 1, experts: 1 });
    [maya, noah] = studio.customers as [Person, Person];
    erin = studio.experts[0] as Person;
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await t.close();
  });

  const book = async (person: Person, days: number, time: string) => {
    const booked = await api.post(person.cookie, '/api/me/services', {
      offeringId: studio.studioOfferingId,
      startsAt: at(daysAhead(days), time),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    return booked.json().id as string;
  };
  const confirm = async (serviceId: string) => {
    const step = await api.post(erin.cookie, `/api/services/${serviceId}/transitions`, { to: 'Confirmed' });
    expect(step.statusCode, step.body).toBe(200);
  };

  it('answers 401 without a session, and 400 for a Last-Event-ID that is not an id', async () => {
    const anonymous = await stream('');
    expect(anonymous.status).toBe(401);
    const bad = await openSse(origin, { cookie: maya.cookie, lastEventId: 'x; drop table' });
    open.push(bad);
    expect(bad.status).toBe(400);
  });

  it('streams uncompressed, unbuffered and uncached even when the browser accepts compression', async () => {
    const client = await openSse(origin, { cookie: maya.cookie, headers: { 'accept-encoding': 'br, gzip' } });
    open.push(client);
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['content-encoding']).toBeUndefined();
    expect(client.headers['x-accel-buffering']).toBe('no');
    expect(client.headers['cache-control']).toBe('no-store');
    expect(client.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it("sends a session's step to its customer, its expert and the staff, and to nobody else", async () => {
    const mayaStream = await stream(maya.cookie);
    const noahStream = await stream(noah.cookie);
    const erinStream = await stream(erin.cookie);
    const adminStream = await stream(studio.admin.cookie);
    const outsider = await stream(other.principal.cookie);
    await settled();
    const serviceId = await book(maya, 9, '09:00');
    await confirm(serviceId);
    const isStep = (event: { type: string; data: Record<string, unknown> }) =>
      event.type === 'session.changed' &&
      event.data.sessionId === serviceId &&
      event.data.status === 'Confirmed';
    await mayaStream.next(isStep);
    await erinStream.next(isStep);
    await adminStream.next(isStep);
    // The bell: Maya hears of her new notification (the confirmation) at once.
    const bell = await mayaStream.next((event) => event.type === 'notification.created');
    expect(bell.data.notificationId).toEqual(expect.any(String));
    // A later event for Noah proves his stream was live; nothing of Maya's reached him or the other studio.
    await book(noah, 9, '11:00');
    await noahStream.next((event) => event.type === 'notification.created', 200).catch(() => undefined);
    await settled();
    expect(noahStream.events.filter((event) => event.data.sessionId === serviceId)).toEqual([]);
    expect(outsider.events).toEqual([]);
  });

  it('replays what a reconnecting browser missed after its Last-Event-ID, and only its own', async () => {
    const first = await stream(maya.cookie);
    await settled();
    const serviceId = await book(maya, 10, '09:00');
    const booked = await api.get(maya.cookie, `/api/me/services/${serviceId}`);
    expect(booked.statusCode).toBe(200);
    // Something that reaches Maya's stream, so she has a last id.
    await confirm(serviceId);
    const seen = await first.next((event) => event.data.sessionId === serviceId);
    first.close();
    // While she is away: her session is moved on, and Noah's too.
    const cancel = await api.post(studio.admin.cookie, `/api/services/${serviceId}/transitions`, {
      to: 'Canceled',
      reason: 'The studio is closed for repairs.',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const noahSession = await book(noah, 10, '11:00');
    await confirm(noahSession);
    const again = await stream(maya.cookie, seen.id);
    const missed = await again.next(
      (event) => event.type === 'session.changed' && event.data.status === 'Canceled',
    );
    expect(missed.id).toBeGreaterThan(seen.id);
    await settled();
    // Older events of the last 30 s may come again (a transaction committing out of id order is
    // caught so; the browser drops repeats), but never another member's.
    expect(again.events.some((event) => event.data.sessionId === noahSession)).toBe(false);
  });

  it("refreshes a class's roster for staff, the class's expert and the member who joined", async () => {
    const { occurrenceId } = await addGroupClass(api, studio, { date: daysAhead(12) });
    const erinStream = await stream(erin.cookie);
    const mayaStream = await stream(maya.cookie);
    const noahStream = await stream(noah.cookie);
    await settled();
    const joined = await api.post(maya.cookie, `/api/me/classes/${occurrenceId}/join`, {});
    expect(joined.statusCode, joined.body).toBe(201);
    const isRoster = (event: { type: string; data: Record<string, unknown> }) =>
      event.type === 'class.roster' && event.data.occurrenceId === occurrenceId;
    await erinStream.next(isRoster);
    await mayaStream.next(isRoster);
    await settled();
    expect(noahStream.events.filter(isRoster)).toEqual([]);
  });

  it('ends the stream when its browser signs out, and when the membership is deactivated', async () => {
    const secondBrowser = await stream(await cookieFor(t.database.db, studio.businessId, noah));
    const client = await stream(noah.cookie);
    await settled();
    const out = await api.post(noah.cookie, '/api/auth/logout');
    expect(out.statusCode).toBeLessThan(300);
    await client.ended;
    // A second browser of the same person stays until the membership goes.
    await settled();
    expect(secondBrowser.headers['content-type']).toContain('text/event-stream');
    await t.database.db
      .update(memberships)
      .set({ status: 'deactivated' })
      .where(eq(memberships.id, noah.membershipId));
    await secondBrowser.ended;
  });

  /** A staff event written at `createdAtMs` (its id the next one): dated events for the time edges. */
  const staffEventAt = async (createdAtMs: number) => {
    const [row] = await t.database.db
      .insert(liveEvents)
      .values({
        businessId: studio.businessId,
        audience: ['staff'],
        type: 'session.changed',
        payload: {},
        createdAt: new Date(createdAtMs),
      })
      .returning({ id: liveEvents.id });
    return row?.id as number;
  };

  it('replays on a reconnect the events of the 30 s before its Last-Event-ID, to the millisecond', async () => {
    const base = clock.nowMs();
    // Lower ids than the last one seen, as transactions that committed late would have.
    const tooOld = await staffEventAt(base - REPLAY_LOOKBACK_MS - 1);
    const edge = await staffEventAt(base - REPLAY_LOOKBACK_MS);
    const last = await staffEventAt(base);
    const replayed = await eventsCommittedLate(t.database.db, {
      businessId: studio.businessId,
      tags: ['staff'],
      lastEventId: last,
      lookbackMs: REPLAY_LOOKBACK_MS,
      limit: 1_000,
    });
    const ids = replayed.map((row) => row.id);
    expect(ids).toContain(edge);
    expect(ids).toContain(last);
    expect(ids).not.toContain(tooOld);
  });

  it('deletes events older than a day through its job: one a millisecond past 24 h, not one at 24 h', async () => {
    clock.makeClockMovable();
    // Held still, so the cut-off is to the millisecond what the events were dated from.
    clock.freezeClock(clock.now());
    try {
      const kept = LIVE_EVENTS_KEPT_HOURS * 3_600_000;
      const event = (ageMs: number) => staffEventAt(clock.nowMs() - ageMs);
      const older = await event(kept + 1);
      const edge = await event(kept);
      const recent = await event(kept - 3_600_000);
      expect(await liveEventsPruneJob(t.database.db).run({})).toMatchObject({ pruned: expect.any(Number) });
      const left = await t.database.db
        .select({ id: liveEvents.id })
        .from(liveEvents)
        .where(sql`id in (${older}, ${edge}, ${recent})`)
        .orderBy(liveEvents.id);
      expect(left.map((row) => row.id)).toEqual([edge, recent]);
    } finally {
      clock.resetClock();
    }
  });

  // PGlite runs one transaction at a time: two committing out of id order happen only on PostgreSQL.
  if (kind === 'postgres')
    it('sends an event whose transaction commits after a later id, live and on a reconnect', async () => {
      const url = (t.database as { url?: string }).url ?? '';
      const slow = new pg.Client({ connectionString: url });
      await slow.connect();
      const insert = (client: pg.Client | undefined, note: string) =>
        (client ?? slow).query(
          `insert into live_events (business_id, audience, type, payload)
           values ($1, array['staff'], 'session.changed', jsonb_build_object('note', $2::text)) returning id`,
          [studio.businessId, note],
        );
      const fast = new pg.Client({ connectionString: url });
      await fast.connect();
      try {
        const client = await stream(studio.admin.cookie);
        await settled();
        // The slow transaction takes its id first and commits last.
        await slow.query('begin');
        const early = Number((await insert(slow, 'early')).rows[0].id);
        await fast.query('begin');
        const late = Number((await insert(fast, 'late')).rows[0].id);
        await fast.query('commit');
        expect(late).toBeGreaterThan(early);
        await client.next((event) => event.id === late);
        await slow.query('commit');
        await client.next((event) => event.id === early);

        // Again, with the browser away while the slow one commits: its reconnect after `late` gets it.
        await slow.query('begin');
        const early2 = Number((await insert(slow, 'early again')).rows[0].id);
        await fast.query('begin');
        const late2 = Number((await insert(fast, 'late again')).rows[0].id);
        await fast.query('commit');
        await client.next((event) => event.id === late2);
        client.close();
        await slow.query('commit');
        const again = await stream(studio.admin.cookie, late2);
        await again.next((event) => event.id === early2);
      } finally {
        await slow.end();
        await fast.end();
      }
    });

  // PGlite is one process's database: a second process exists only on PostgreSQL.
  if (kind === 'postgres')
    it('fans out to a second API process through LISTEN/NOTIFY', async () => {
      const second: FastifyInstance = await appOn(t.database);
      await second.listen({ port: 0, host: '127.0.0.1' });
      const address = second.server.address();
      const secondOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      try {
        const client = await openSse(secondOrigin, { cookie: maya.cookie });
        open.push(client);
        await settled();
        const serviceId = await book(maya, 11, '09:00');
        await confirm(serviceId);
        await client.next((event) => event.type === 'session.changed' && event.data.sessionId === serviceId);
      } finally {
        await second.close();
      }
    });
});
