import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import {
  FRESH_WRITE_COOKIE,
  FRESH_WRITE_MS,
  REPLICA_MAX_LAG_MS,
  REST_AFTER_FAILURE_MS,
  stateAtLag,
  wroteRecently,
} from '../src/db/replica.ts';
import { createPack } from '../src/modules/purchases/purchases.factories.ts';
import { addGroupClass, apiOf, buildStudio, type Studio } from './factories.ts';
import { appOn } from './support/app.ts';
import { openTestDatabase, testDatabaseKinds } from './support/databases.ts';
import { at, daysAhead } from './support/studio-time.ts';

// Reads from a replica (src/db/replica.ts). No real replica runs in the test command: a second pool on
// the same PostgreSQL database, whose connections are read-only, stands in for one. It shows that
// the heavy reads go there, that a write sent there fails, that booking, money and the page right
// after a change never use it, and that a replica that cannot be reached is skipped.

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const kinds = testDatabaseKinds();
if (!kinds.includes('postgres')) console.warn('[replica] skipped: PostgreSQL is not available in this run');

/** The value of a Set-Cookie header for `name`, as a Cookie header pair, if the answer set it. */
function cookieSet(headers: Record<string, unknown>, name: string): string | undefined {
  const raw = headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const found = all.find((line: string) => line.startsWith(`${name}=`));
  return found?.split(';')[0];
}

describe.skipIf(!kinds.includes('postgres'))('reads from a replica (a read-only stand-in)', () => {
  let primary: DatabaseHandle & { url?: string };
  let withReplica: DatabaseHandle;
  let app: FastifyInstance;
  let studio: Studio;
  let packId: string;
  const api = apiOf(() => app);
  const replicaQueries = () => withReplica.replica?.queries() ?? Number.NaN;
  /** How many statements the replica answered while `run` ran. */
  async function onReplica(run: () => Promise<unknown>): Promise<number> {
    const before = replicaQueries();
    await run();
    return replicaQueries() - before;
  }

  beforeAll(async () => {
    primary = await openTestDatabase('postgres');
    const url = primary.url ?? '';
    withReplica = await openDatabase({ kind: 'postgres', url, poolSize: 4, replicaUrl: url });
    app = await appOn(withReplica);
    studio = await buildStudio(withReplica.db, { customers: 3, experts: 1, credits: 5 });
    packId = await createPack(app, studio.admin.cookie, {
      name: 'Three sessions',
      price: '$90.00',
      grants: [{ kind: 'training', quantity: 3 }],
      expiryDays: 30,
    });
  });
  afterAll(async () => {
    await app?.close();
    await withReplica?.close();
    await primary?.close();
  });

  it('is checked and reported by readiness: in step, 0 s behind', async () => {
    expect(await withReplica.replica?.check()).toMatchObject({ state: 'ok', lagSeconds: 0 });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', replica: { state: 'ok', lagSeconds: 0 } });
  });

  it('refuses a write sent to it, and the primary still takes it', async () => {
    const replicaDb = withReplica.replica?.db;
    if (!replicaDb) throw new Error('no replica');
    const rename = sql`update businesses set name = 'Renamed' where id = ${studio.businessId}`;
    await expect(replicaDb.execute(rename)).rejects.toMatchObject({ cause: { code: '25006' } });
    await expect(replicaDb.execute(sql`select 1`)).resolves.toBeDefined();
    await withReplica.db.execute(sql`update businesses set name = name where id = ${studio.businessId}`);
  });

  it('answers the heavy reads: dashboards, lists, CSV exports, the member’s export and the calendar feed', async () => {
    const { admin } = studio;
    const member = studio.customers[0];
    const expert = studio.experts[0];
    if (!member || !expert) throw new Error('studio without people');
    const feed = await api.post(member.cookie, '/api/me/calendar-feed');
    expect(feed.statusCode, feed.body).toBeLessThan(300);
    const feedPath = new URL(feed.json().url as string).pathname;
    const heavy: [string, string][] = [
      [admin.cookie, '/api/dashboards/admin'],
      [admin.cookie, '/api/dashboards/admin/lists/sessions'],
      [admin.cookie, '/api/dashboards/admin/lists/sessions/csv'],
      [expert.cookie, '/api/dashboards/expert'],
      [admin.cookie, '/api/customers'],
      [admin.cookie, '/api/payments'],
      [admin.cookie, '/api/payments.csv'],
      [admin.cookie, '/api/contracts'],
      [admin.cookie, '/api/contracts.csv'],
      [admin.cookie, '/api/subscriptions'],
      [member.cookie, '/api/members/me/export'],
      ['', feedPath],
    ];
    for (const [cookie, url] of heavy) {
      let status = 0;
      const used = await onReplica(async () => {
        status = (await api.get(cookie, url)).statusCode;
      });
      expect({ url, status }).toEqual({ url, status: 200 });
      expect(used, `${url} on the replica`).toBeGreaterThan(0);
    }
  });

  it('is never used by booking, money, or the page shown right after a change', async () => {
    const member = studio.customers[1];
    const expert = studio.experts[0];
    if (!member || !expert) throw new Error('studio without people');
    const date = daysAhead(6, studio.timeZone);
    const { occurrenceId } = await addGroupClass(api, studio, { date: daysAhead(7, studio.timeZone) });
    let deskCookie = '';
    let paymentId = '';
    const used = await onReplica(async () => {
      const booked = await api.post(member.cookie, '/api/me/services', {
        offeringId: studio.studioOfferingId,
        expertId: expert.membershipId,
        startsAt: at(date, '09:00', studio.timeZone),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      // A change sets the cookie that keeps this browser's next reads on the primary.
      expect(cookieSet(booked.headers, FRESH_WRITE_COOKIE)).toMatch(
        new RegExp(`^${FRESH_WRITE_COOKIE}=\\d+$`),
      );
      const joined = await api.post(member.cookie, `/api/me/classes/${occurrenceId}/join`);
      expect(joined.statusCode, joined.body).toBeLessThan(300);
      const bought = await api.post(member.cookie, '/api/purchases', { packId, paymentMethod: 'studio' });
      expect(bought.statusCode, bought.body).toBe(201);
      expect((await api.get(member.cookie, '/api/me/credits')).statusCode).toBe(200);
      // The desk takes the cash and lands on the payments list, with the cookie the change set.
      const paid = await api.post(studio.admin.cookie, '/api/payments', {
        customerId: member.membershipId,
        purchaseId: bought.json().purchase.id,
        amount: '90.00',
      });
      expect(paid.statusCode, paid.body).toBe(201);
      paymentId = paid.json().id;
      deskCookie = `${studio.admin.cookie}; ${cookieSet(paid.headers, FRESH_WRITE_COOKIE)}`;
      const list = await api.get(deskCookie, '/api/payments');
      expect(list.statusCode).toBe(200);
      expect(list.json().items.map((row: { id: string }) => row.id)).toContain(paymentId);
    });
    expect(used).toBe(0);
    // The same list without the cookie (it expires after FRESH_WRITE_MS) is a heavy read again.
    expect(deskCookie).toContain(FRESH_WRITE_COOKIE);
    expect(await onReplica(() => api.get(studio.admin.cookie, '/api/payments'))).toBeGreaterThan(0);
  });

  it('uses a replica up to exactly REPLICA_MAX_LAG_MS behind, and skips it a millisecond later', () => {
    expect(stateAtLag(0)).toBe('ok');
    expect(stateAtLag((REPLICA_MAX_LAG_MS - 1) / 1000)).toBe('ok');
    expect(stateAtLag(REPLICA_MAX_LAG_MS / 1000)).toBe('ok');
    expect(stateAtLag((REPLICA_MAX_LAG_MS + 1) / 1000)).toBe('lagging');
  });

  it('keeps a browser on the primary for exactly FRESH_WRITE_MS after its change', () => {
    const now = 1_800_000_000_000;
    expect(wroteRecently(String(now - FRESH_WRITE_MS + 1), now)).toBe(true);
    expect(wroteRecently(String(now - FRESH_WRITE_MS), now)).toBe(false);
    expect(wroteRecently(String(now + 60_000), now)).toBe(true);
    expect(wroteRecently('soon', now)).toBe(false);
    expect(wroteRecently(undefined, now)).toBe(false);
  });

  it('asks the primary when the replica drops a read mid-way, and skips it for a while', async () => {
    const replica = withReplica.replica;
    if (!replica) throw new Error('no replica');
    expect((await replica.check()).state).toBe('ok');
    // A read running on the replica when its connection is cut (a replica stopped, a failover).
    // `.then` starts it now (a Drizzle query runs when awaited).
    const answeredThere = replica.queries();
    const slowRead = replica.db.execute(sql`select pg_sleep(1.5), 42 as answer`).then((result) => result);
    await new Promise((resolve) => setTimeout(resolve, 400));
    // The replica's own clock held still from the failure on, so its rest can be walked to the edge.
    const failedAt = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(failedAt);
    onTestFinished(() => now.mockRestore());
    await withReplica.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'bmp-replica' and state = 'active' and pid <> pg_backend_pid()`,
    );
    const answer = (await slowRead) as unknown as { rows: { answer: number }[] };
    expect(answer.rows[0]?.answer).toBe(42);
    // The primary answered it: the replica's count (its metric) leaves it out.
    expect(replica.queries()).toBe(answeredThere);
    expect(replica.status().state).toBe('down');
    // Skipped now: the next heavy read goes to the primary, with no error.
    const used = await onReplica(async () => {
      expect((await api.get(studio.admin.cookie, '/api/dashboards/admin')).statusCode).toBe(200);
    });
    expect(used).toBe(0);
    // Its checks do not bring it back before it has rested (REST_AFTER_FAILURE_MS, 5 s), and do from then.
    expect((await replica.check()).state).toBe('down');
    now.mockReturnValue(failedAt + REST_AFTER_FAILURE_MS - 1);
    expect((await replica.check()).state).toBe('down');
    now.mockReturnValue(failedAt + REST_AFTER_FAILURE_MS);
    expect((await replica.check()).state).toBe('ok');
  });

  it('skips a replica that cannot be reached: reads fall back to the primary, readiness says so', async () => {
    const url = primary.url ?? '';
    const gone = await openDatabase({
      kind: 'postgres',
      url,
      poolSize: 2,
      replicaUrl: 'postgres://127.0.0.1:1/nowhere',
    });
    const fallback = await appOn(gone);
    try {
      expect(gone.replica?.status().state).toBe('down');
      const dashboard = await fallback.inject({
        method: 'GET',
        url: '/api/dashboards/admin',
        headers: { cookie: studio.admin.cookie },
      });
      expect(dashboard.statusCode, dashboard.body).toBe(200);
      expect(gone.replica?.queries()).toBe(0);
      const health = await fallback.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ replica: { state: 'down', lagSeconds: null } });
    } finally {
      await fallback.close();
      await gone.close();
    }
  });
});
