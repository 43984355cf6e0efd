import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { openTestDatabase, testDatabaseKinds } from '../../../test/support/databases.ts';
import { spawnNode } from '../../../test/support/processes.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { pgliteJobDatabase } from './database.ts';
import { createJobRunner, defineJob, type JobDefinition, type JobLogger, type JobRunner } from './index.ts';

const silent: JobLogger = { info: () => {}, error: () => {} };

async function until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
}

describe.each(testDatabaseKinds())('the job runner (pg-boss) on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function database(): Promise<DatabaseHandle> {
    const handle = await openTestDatabase(kind);
    cleanups.push(() => handle.close());
    return handle;
  }

  function runner(handle: DatabaseHandle, jobs: JobDefinition<never>[], log: JobLogger = silent): JobRunner {
    const created = createJobRunner({
      database: handle,
      jobs,
      log,
      pollingSeconds: 0.5,
    });
    cleanups.push(() => created.stop());
    return created;
  }

  it('runs a sent job once with its data, soon after it is sent', async () => {
    const handle = await database();
    const seen: { data: { customerId: string }; at: number }[] = [];
    const welcome = defineJob<{ customerId: string }>({
      name: 'test-welcome',
      run: async (data) => {
        seen.push({ data, at: Date.now() });
      },
    });
    const jobs = runner(handle, [welcome]);
    await jobs.start();
    const sentAt = Date.now();
    expect(await jobs.send(welcome, { customerId: 'c-1' })).toEqual(expect.any(String));
    await until(() => seen.length === 1);
    await sleep(700);
    expect(seen.map((run) => run.data)).toEqual([{ customerId: 'c-1' }]);
    // Woken by NOTIFY, not by the next poll: well under a second here.
    const latency = (seen[0]?.at ?? 0) - sentAt;
    console.info(`[jobs ${kind}] send to run: ${latency} ms`);
    expect(latency).toBeLessThan(1_500);
  });

  it('retries a failing run with backoff, then succeeds', async () => {
    const handle = await database();
    const tries: number[] = [];
    const errors: unknown[] = [];
    const flaky = defineJob<{ n: number }>({
      name: 'test-flaky',
      retry: { limit: 3, delaySeconds: 1, backoff: true },
      run: async () => {
        tries.push(Date.now());
        if (tries.length < 3) throw new Error('the far side is down');
      },
    });
    const jobs = runner(handle, [flaky], {
      info: () => {},
      error: (details: object) => {
        errors.push(details);
      },
    });
    await jobs.start();
    await jobs.send(flaky, { n: 1 });
    await until(() => tries.length === 3, 20_000);
    await sleep(1_500);
    expect(tries).toHaveLength(3);
    // 1 s, then about 2 s (pg-boss adds jitter to backoff, never below the base delay).
    expect((tries[1] ?? 0) - (tries[0] ?? 0)).toBeGreaterThanOrEqual(900);
    expect((tries[2] ?? 0) - (tries[1] ?? 0)).toBeGreaterThanOrEqual(900);
    expect(errors[0]).toMatchObject({ job: 'test-flaky' });
  });

  it('runs a scheduled job once per slot with two runners on one database, never two runs at once', async () => {
    const handle = await database();
    // A second "process": on PostgreSQL its own database connection; PGlite is one process per
    // database, so there the second runner shares the client, as a second pg-boss would.
    const other = kind === 'postgres' ? await openSecond(handle) : handle;
    let running = 0;
    let overlapped = false;
    const runs: number[] = [];
    const tick = defineJob({
      name: 'test-tick',
      schedule: { everySeconds: 1 },
      run: async () => {
        running += 1;
        if (running > 1) overlapped = true;
        runs.push(Date.now());
        await sleep(150);
        running -= 1;
      },
    });
    const first = runner(handle, [tick]);
    const second = runner(other, [tick]);
    const startedAt = Date.now();
    await first.start();
    await second.start();
    await sleep(4_200);
    await Promise.all([first.stop(), second.stop()]);
    const elapsedSlots = Math.ceil((Date.now() - startedAt) / 1000) + 1;
    expect(runs.length).toBeGreaterThanOrEqual(2);
    // Each of the two runners tries every slot; pg-boss keeps one job per slot.
    expect(runs.length).toBeLessThanOrEqual(elapsedSlots);
    const slots = runs.map((at) => Math.floor(at / 1000));
    expect(overlapped).toBe(false);
    expect(new Set(slots).size).toBeGreaterThanOrEqual(runs.length - 1);
  });

  it('waits for the run in progress when stopped, then runs no more', async () => {
    const handle = await database();
    let finished = false;
    let runs = 0;
    const slow = defineJob({
      name: 'test-slow',
      schedule: { everySeconds: 60 },
      run: async () => {
        runs += 1;
        await sleep(400);
        finished = true;
      },
    });
    const jobs = runner(handle, [slow]);
    await jobs.start();
    await until(() => runs === 1);
    await jobs.stop();
    expect(finished).toBe(true);
    await sleep(300);
    expect(runs).toBe(1);
  });

  // Skipped on PGlite, on purpose: one process per PGlite data directory (a lock refuses a second), so
  // there is no other process to take over a killed one's run. PostgreSQL only.
  it.runIf(kind === 'postgres')(
    'gives the run of a process killed mid-run to another process once its heartbeat lapses',
    async () => {
      const handle = await database();
      if (handle.driver.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const { child, output, exited } = spawnNode(['test/support/job-child.ts', handle.driver.url]);
      await until(() => output().includes('running'), 60_000).catch((error: unknown) => {
        child.kill('SIGKILL');
        throw new Error(`${String(error)}: ${output()}`);
      });
      child.kill('SIGKILL');
      await exited;
      const killedAt = Date.now();
      const again: { n: number }[] = [];
      const hang = defineJob<{ n: number }>({
        name: 'test-hang',
        retry: { limit: 1, delaySeconds: 0 },
        run: async (data) => {
          again.push(data);
        },
      });
      const jobs = runner(handle, [hang]);
      await jobs.start();
      await until(() => again.length === 1, 100_000);
      const seconds = (Date.now() - killedAt) / 1000;
      console.info(`[jobs postgres] a killed process's run taken over after ${seconds.toFixed(1)} s`);
      expect(again).toEqual([{ n: 1 }]);
    },
    150_000,
  );

  async function openSecond(handle: DatabaseHandle): Promise<DatabaseHandle> {
    if (handle.driver.kind !== 'postgres') return handle;
    const { openDatabase } = await import('../../db/client.ts');
    const second = await openDatabase({ kind: 'postgres', url: handle.driver.url, poolSize: 2 });
    cleanups.push(() => second.close());
    return second;
  }
});

describe('the job runner on PGlite, sharing the app’s single connection', () => {
  it('rolls back a failed BEGIN block before the app gets the connection back', async () => {
    const handle = await openTestDatabase('pglite');
    try {
      if (handle.driver.kind !== 'pglite') throw new Error('expected PGlite');
      const jobDb = pgliteJobDatabase(handle.driver.client);
      // pg-boss's own adapter rolls back in a second call; an app query queued in between would find
      // the connection in an aborted transaction.
      const block = jobDb.executeSql('BEGIN; SELECT 1; SELECT 1 / 0; COMMIT;');
      const app = handle.db.execute(sql`select count(*) as n from users`);
      await expect(block).rejects.toThrow(/division by zero/);
      await expect(app).resolves.toBeDefined();
      // And the block's rows come back from every statement (a RETURNING before the COMMIT).
      const ok = await jobDb.executeSql('BEGIN; SELECT 41 + 1 AS answer; COMMIT;');
      expect(ok.rows).toEqual([{ answer: 42 }]);
      expect((await jobDb.executeSql('select $1::int + 1 as next', [1])).rows).toEqual([{ next: 2 }]);
    } finally {
      await handle.close();
    }
  });

  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
  });

  it('keeps serving requests while a job queries in a loop', async () => {
    test = await buildTestApp('pglite');
    const { app, database } = test;
    let stop = false;
    let statements = 0;
    const busy = defineJob({
      name: 'test-busy',
      run: async () => {
        // A job that hogs the database: transaction after transaction, as a big expiry run would. PGlite
        // answers without real I/O, so a loop of nothing but its statements never lets the event loop
        // turn (no request, no timer) until it ends: a long job yields between batches, as this one does.
        while (!stop) {
          await new Promise((resolve) => setImmediate(resolve));
          await database.db.transaction(async (tx) => {
            await tx.execute(sql`select pg_sleep(0.005)`);
            await tx.execute(sql`select count(*) from users`);
          });
          statements += 2;
        }
      },
    });
    const jobs = createJobRunner({
      database,
      jobs: [busy],
      log: silent,
      pollingSeconds: 0.5,
    });
    await jobs.start();
    await jobs.send(busy, {});
    await until(() => statements > 20);
    const latencies: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      const answer = await app.inject({ method: 'GET', url: '/api/health' });
      latencies.push(performance.now() - started);
      expect(answer.statusCode).toBe(200);
    }
    stop = true;
    await jobs.stop();
    latencies.sort((a, b) => a - b);
    const p50 = latencies[15] ?? 0;
    const max = latencies.at(-1) ?? 0;
    console.info(
      `[jobs pglite] /api/health while a job loops: p50 ${p50.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    );
    // Each request waits at most for the transaction in progress, never for the job to end.
    expect(max).toBeLessThan(1_000);
    expect(statements).toBeGreaterThan(20);
  });
});
