import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_BUSINESS_HOURS } from '@bmp/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { queryRows } from '../src/db/raw.ts';
import { addPerson, buildStudio, type Person, type Studio } from './factories.ts';
import { type ApiProcess, spawnApiProcess, stopApiProcesses } from './support/api-processes.ts';
import { DEMO_PASSWORD } from './support/auth.ts';
import { emptyDatabase, openTestDatabase, testDatabaseKinds } from './support/databases.ts';
import { send } from './support/failover.ts';
import { openSse, type SseClient } from './support/sse.ts';
import { at, daysAhead } from './support/studio-time.ts';

// Two real API processes (the server entry, from source) on one fresh PostgreSQL database, as behind a
// load balancer: whatever one process did, the other sees at its very next request. Nothing a request
// relies on may live only in one process's memory (sessions, the studio configuration booking caches
// per process, live events). And several processes started at once on an empty database all come up.

// Starting real processes from source takes 10 to 70 s on a busy 2-core machine (three at once: more).
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const kinds = testDatabaseKinds();
if (!kinds.includes('postgres')) {
  console.warn('[two-processes] skipped: PostgreSQL is not available in this run');
}

const urlOf = (database: DatabaseHandle) => (database.driver.kind === 'postgres' ? database.driver.url : '');

describe.skipIf(!kinds.includes('postgres'))('two API processes side by side on one database', () => {
  let database: DatabaseHandle;
  let studio: Studio;
  let a: string;
  let b: string;
  const apis: ApiProcess[] = [];
  const streams: SseClient[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    const env = { DATABASE_URL: urlOf(database), DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex') };
    const started = performance.now();
    apis.push(spawnApiProcess(env), spawnApiProcess(env));
    // The studio is written while both processes start (factories write the tables directly).
    studio = await buildStudio(database.db, { credits: 10, customers: 5, experts: 1 });
    [a, b] = (await Promise.all(apis.map((api) => api.ready))) as [string, string];
    console.info(`[two-processes] both up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await stopApiProcesses(apis);
    await database?.close();
  });

  const customer = (i: number) => studio.customers[i] as Person;
  const expert = () => studio.experts[0] as Person;
  const book = (url: string, person: Person, date: string, time: string) =>
    send(url, 'POST', '/api/me/services', {
      cookie: person.cookie,
      body: {
        offeringId: studio.studioOfferingId,
        expertId: expert().membershipId,
        startsAt: at(date, time),
      },
    });

  it('honours on B a session signed in on A (reads and writes), and ends it on A when signed out on B', async () => {
    const member = await addPerson(database.db, studio, 'customer', { password: true, cookie: false });
    const signedIn = await send(a, 'POST', '/api/auth/login', {
      body: { email: member.email, password: DEMO_PASSWORD },
    });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const token = signedIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('bmp_session='));
    if (!token) throw new Error('no session cookie from A');

    // B knows nothing of A's memory: the session is in the database, so B honours it at once.
    const onB = await send(b, 'GET', '/api/auth/session', { cookie: token });
    expect(onB.status, JSON.stringify(onB.body)).toBe(200);
    expect(onB.body).toMatchObject({ userData: { email: member.email, role: 'customer' } });
    const profile = await send(b, 'GET', '/api/me/credits', { cookie: token });
    expect(profile.status).toBe(200);
    const anonymous = await send(b, 'GET', '/api/auth/session');
    expect(anonymous.status).toBe(401);

    // Signed out on B: the session ends everywhere, A's very next request included.
    const signedOut = await send(b, 'POST', '/api/auth/logout', { cookie: token });
    expect(signedOut.status).toBe(204);
    const afterOnA = await send(a, 'GET', '/api/auth/session', { cookie: token });
    expect(afterOnA.status).toBe(401);
    const afterOnB = await send(b, 'GET', '/api/auth/session', { cookie: token });
    expect(afterOnB.status).toBe(401);
    // A mutation with the ended session is refused too, on either process.
    const write = await book(a, { ...member, cookie: token }, daysAhead(11), '09:00');
    expect(write.status).toBe(401);
  });

  it("applies a studio change made through A at B's very next request (hours, then an offering)", async () => {
    const date = daysAhead(9);
    // Warm B's per-process cache of the studio's configuration (offering, experts, calendar) with a
    // booking, and see 15:00 offered there.
    const warm = await book(b, customer(0), date, '09:00');
    expect(warm.status, JSON.stringify(warm.body)).toBe(201);
    const slotsOnB = async () => {
      const answer = await send(
        b,
        'GET',
        `/api/me/availability?offeringId=${studio.studioOfferingId}&date=${date}&expertId=${expert().membershipId}`,
        { cookie: customer(1).cookie },
      );
      expect(answer.status).toBe(200);
      return (answer.body as { slots: { time: string }[] }).slots.map((slot) => slot.time);
    };
    expect(await slotsOnB()).toContain('15:00');

    // Through A: the studio now closes at noon every day.
    const hours = DEFAULT_BUSINESS_HOURS.map((entry) => ({
      day: entry.day,
      open: '07:00',
      close: '12:00',
      closed: false,
    }));
    const saved = await send(a, 'PUT', '/api/business/profile', {
      cookie: studio.admin.cookie,
      body: {
        name: studio.name,
        timeZone: studio.timeZone,
        contactEmail: null,
        contactPhone: null,
        hours,
        amenities: [],
        accessibility: [],
        equipment: [],
        specialities: [],
        languages: [],
        freeCancelHours: 24,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // B's very next request: 15:00 is past closing now, 10:00 still open.
    const late = await book(b, customer(1), date, '15:00');
    expect(late.status, JSON.stringify(late.body)).toBe(409);
    expect(late.body).toMatchObject({ detail: 'That time is not available. Choose one of the free times.' });
    const early = await book(b, customer(1), date, '10:00');
    expect(early.status, JSON.stringify(early.body)).toBe(201);
    const slots = await slotsOnB();
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.filter((time) => time >= '12:00')).toEqual([]);

    // Through A the offering is taken off the booking page: B refuses it at once; back on, B books.
    const off = await send(a, 'POST', `/api/offerings/${studio.studioOfferingId}/deactivate`, {
      cookie: studio.admin.cookie,
    });
    expect(off.status).toBe(200);
    const refused = await book(b, customer(2), date, '11:00');
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body).toMatchObject({
      errors: { offeringId: ['This offering cannot be booked at the moment.'] },
    });
    const on = await send(a, 'POST', `/api/offerings/${studio.studioOfferingId}/activate`, {
      cookie: studio.admin.cookie,
    });
    expect(on.status).toBe(200);
    const booked = await book(b, customer(2), date, '11:00');
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  });

  it('delivers a live event caused through A to a listener on B, and the other way round', async () => {
    const member = customer(3);
    const staffOnB = await openSse(b, { cookie: studio.admin.cookie });
    const memberOnA = await openSse(a, { cookie: member.cookie });
    streams.push(staffOnB, memberOnA);
    expect([staffOnB.status, memberOnA.status]).toEqual([200, 200]);

    // The member books through A: the staff's stream on B hears of the bell it rang them.
    const booked = await book(a, member, daysAhead(10), '09:00');
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const sessionId = (booked.body as { id: string }).id;
    const [bell] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from notifications where membership_id = ${studio.admin.membershipId}
          and data::text like ${`%${sessionId}%`}`,
    );
    if (!bell) throw new Error('the booking rang no bell for the staff');
    const requested = await staffOnB.next(
      (event) => event.type === 'notification.created' && event.data.notificationId === bell.id,
      15_000,
    );
    // The expert confirms through B: the member's stream on A hears of it.
    const confirmed = await send(b, 'POST', `/api/services/${sessionId}/transitions`, {
      cookie: expert().cookie,
      body: { to: 'Confirmed' },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const step = await memberOnA.next(
      (event) =>
        event.type === 'session.changed' &&
        event.data.sessionId === sessionId &&
        event.data.status === 'Confirmed',
      15_000,
    );
    // Both are the rows the changes wrote, sent under their own ids.
    const rows = await queryRows<{ id: number; type: string; payload: Record<string, unknown> }>(
      database.db,
      sql`select id::int as id, type, payload from live_events where id in (${requested.id}, ${step.id}) order by id`,
    );
    expect(rows).toEqual([
      { id: requested.id, type: 'notification.created', payload: { notificationId: bell.id } },
      { id: step.id, type: 'session.changed', payload: { sessionId, status: 'Confirmed' } },
    ]);
  });
});

describe.skipIf(!kinds.includes('postgres'))('API processes started together on an empty database', () => {
  let database: DatabaseHandle;
  const apis: ApiProcess[] = [];

  beforeAll(async () => {
    database = await emptyDatabase('postgres');
  });
  afterAll(async () => {
    await stopApiProcesses(apis);
    await database?.close();
  });

  it('all come up, and each migration is applied once (migrations run under an advisory lock)', async () => {
    const env = { DATABASE_URL: urlOf(database), DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex') };
    const started = performance.now();
    apis.push(spawnApiProcess(env), spawnApiProcess(env), spawnApiProcess(env));
    const urls = await Promise.all(apis.map((api) => api.ready));
    console.info(`[two-processes] three up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const url of urls) {
      const health = await send(url, 'GET', '/api/health');
      expect(health.status, JSON.stringify(health.body)).toBe(200);
      expect(health.body).toMatchObject({ status: 'ok', database: 'postgres' });
    }

    const journal = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'drizzle', 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { when: number; tag: string }[] };
    const applied = await queryRows<{ created_at: string; hash: string }>(
      database.db,
      sql`select created_at::text as created_at, hash from drizzle.__drizzle_migrations order by id`,
    );
    expect(applied.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when));
    expect(new Set(applied.map((row) => row.hash)).size).toBe(journal.entries.length);
    // The schema is whole: a table of the last migrations is there, once.
    const tables = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.tables
          where table_schema = 'public' and table_name in ('live_events', 'idempotency_keys', 'outbox_emails')`,
    );
    expect(tables[0]?.n).toBe(3);
    // Each process serves a signed-in request against the schema the others may have written.
    const studio = await buildStudio(database.db, { customers: 1, experts: 1, credits: 2 });
    for (const url of urls) {
      const credits = await send(url, 'GET', '/api/me/credits', {
        cookie: studio.customers[0]?.cookie ?? '',
      });
      expect(credits.status).toBe(200);
    }
  });
});
