import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudio, type Person } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { openSse, type SseClient } from '../../../test/support/sse.ts';
import type { Replica, ReplicaStatus } from '../../db/replica.ts';
import { createJobRunner, defineJob, type JobLogger } from '../../lib/jobs/index.ts';
import { createMetrics } from './metrics.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const silent: JobLogger = { info: () => {}, error: () => {} };
const quietLog = { warn: () => {} } as unknown as FastifyBaseLogger;

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition (comments skipped). */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
      );
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

/** The value of the sample with exactly these labels, or undefined when there is none. */
function sampleValue(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels);
  return samples.find(
    (sample) =>
      sample.name === name &&
      Object.keys(sample.labels).length === wanted.length &&
      wanted.every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 50));
  }
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t.close());

  it('is off: 404, as an address that does not exist, whatever the caller sends', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 404, detail: 'No route for GET /metrics.' });
    }
  });
});

describe.each(testDatabaseKinds())('GET /metrics on %s', (kind) => {
  let t: TestApp;
  let origin: string;
  let member: Person;
  const streams: SseClient[] = [];

  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return samplesOf(response.body);
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { config: { metricsToken: TOKEN } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const studio = await buildStudio(t.database.db, { customers: 1, experts: 1 });
    member = studio.customers[0] as Person;
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  it('answers 401 problem+json without the token or with another one', async () => {
    const attempts = [
      {},
      { authorization: 'Bearer not-the-metrics-token-at-all' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.headers['www-authenticate']).toContain('Bearer');
      expect(response.body).not.toContain('http_requests_total');
    }
    const samples = await scrape();
    expect(
      sampleValue(samples, 'http_requests_total', { method: 'GET', route: '/metrics', status: '401' }),
    ).toBe(attempts.length);
  });

  it('answers the Prometheus text format, uncached', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE http_requests_total counter');
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('counts requests under the route pattern, never the URL with its values', async () => {
    const landing = '/api/public/landing/:locale';
    for (const locale of ['en', 'fr', 'xx']) {
      await t.app.inject({ method: 'GET', url: `/api/public/landing/${locale}` });
    }
    await t.app.inject({ method: 'GET', url: '/api/no-such-route/123' });
    const samples = await scrape();
    expect(
      sampleValue(samples, 'http_requests_total', { method: 'GET', route: landing, status: '200' }),
    ).toBe(2);
    expect(
      sampleValue(samples, 'http_requests_total', { method: 'GET', route: landing, status: '400' }),
    ).toBe(1);
    expect(
      sampleValue(samples, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    const routes = new Set(samples.map((sample) => sample.labels.route).filter(Boolean));
    expect([...routes].filter((route) => /\/(en|fr|xx|123)$/.test(route ?? ''))).toEqual([]);

    // The histogram: every request observed once, under method and pattern.
    const timed = { method: 'GET', route: landing };
    expect(sampleValue(samples, 'http_request_duration_seconds_count', timed)).toBe(3);
    expect(sampleValue(samples, 'http_request_duration_seconds_bucket', { ...timed, le: '+Inf' })).toBe(3);
    expect(
      sampleValue(samples, 'http_request_duration_seconds_bucket', { ...timed, le: '0.5' }),
    ).toBeDefined();
    expect(sampleValue(samples, 'http_request_duration_seconds_sum', timed)).toBeGreaterThan(0);
  });

  it("reports the database pool, the process's default metrics and no replica when there is none", async () => {
    const samples = await scrape();
    expect(sampleValue(samples, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(samples, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(samples, 'db_pool_waiting_requests')).toBe(0);
    expect(sampleValue(samples, 'process_start_time_seconds')).toBeGreaterThan(0);
    expect(samples.some((sample) => sample.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
    expect(samples.some((sample) => sample.name.startsWith('db_replica_'))).toBe(false);
  });

  it('counts the open live event streams', async () => {
    const sse = async () => sampleValue(await scrape(), 'sse_connections');
    expect(await sse()).toBe(0);
    const stream = await openSse(origin, { cookie: member.cookie });
    streams.push(stream);
    expect(stream.status).toBe(200);
    await until(async () => (await sse()) === 1);
    stream.close();
    await until(async () => (await sse()) === 0);
  });

  it('reports per job queue the runs waiting and how long the oldest due one has waited', async () => {
    const name = 'metrics-probe';
    let running = false;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((done) => {
      release = done;
    });
    const probe = defineJob<{ n: number }>({
      name,
      concurrency: 'parallel',
      run: async () => {
        running = true;
        await gate;
      },
    });
    const jobs = createJobRunner({
      database: t.database,
      jobs: [probe],
      log: silent,
      pollingSeconds: 0.5,
      supervise: false,
    });
    try {
      // Before pg-boss made its tables: no queue to report, and the scrape still answers.
      expect((await scrape()).some((sample) => sample.name === 'job_queue_waiting')).toBe(false);
      await jobs.start();
      expect(sampleValue(await scrape(), 'job_queue_waiting', { queue: name })).toBe(0);
      // The one worker busy with the first run, so the next two wait: one due 90 s ago, one not yet due.
      await jobs.send(probe, { n: 1 });
      await until(async () => running);
      await jobs.send(probe, { n: 2 }, { startAfter: new Date(Date.now() - 90_000) });
      await jobs.send(probe, { n: 3 }, { startAfter: new Date(Date.now() + 3_600_000) });
      const samples = await scrape();
      expect(sampleValue(samples, 'job_queue_waiting', { queue: name })).toBe(2);
      const oldest = sampleValue(samples, 'job_queue_oldest_waiting_seconds', { queue: name }) ?? 0;
      expect(oldest).toBeGreaterThanOrEqual(89);
      expect(oldest).toBeLessThan(150);
    } finally {
      release();
      await jobs.stop();
    }
  }, 60_000);

  it('reads the replica and the pool as they are at each scrape, in a registry of its own', async () => {
    let status: ReplicaStatus = { state: 'lagging', lagSeconds: 7.5, checkedAt: new Date().toISOString() };
    const replica = { status: () => status, queries: () => 42 } as unknown as Replica;
    const metrics = createMetrics({
      token: TOKEN,
      database: { db: t.database.db, poolStats: () => ({ total: 10, idle: 0, waiting: 3 }), replica },
      liveStreams: () => 5,
    });
    if (!metrics) throw new Error('metrics are off');
    let samples = samplesOf(await metrics.scrape(quietLog));
    // A second registry beside the app's (default metrics and all): none of the app's counts in it.
    expect(samples.some((sample) => sample.name === 'http_requests_total')).toBe(false);
    expect(sampleValue(samples, 'process_start_time_seconds')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'db_pool_connections')).toBe(10);
    expect(sampleValue(samples, 'db_pool_idle_connections')).toBe(0);
    expect(sampleValue(samples, 'db_pool_waiting_requests')).toBe(3);
    expect(sampleValue(samples, 'sse_connections')).toBe(5);
    expect(sampleValue(samples, 'db_replica_up')).toBe(0);
    expect(sampleValue(samples, 'db_replica_lag_seconds')).toBe(7.5);
    expect(sampleValue(samples, 'db_replica_queries_total')).toBe(42);
    status = { state: 'ok', lagSeconds: 0.2, checkedAt: new Date().toISOString() };
    samples = samplesOf(await metrics.scrape(quietLog));
    expect(sampleValue(samples, 'db_replica_up')).toBe(1);
    expect(sampleValue(samples, 'db_replica_lag_seconds')).toBe(0.2);
    status = { state: 'down', lagSeconds: null, checkedAt: new Date().toISOString() };
    samples = samplesOf(await metrics.scrape(quietLog));
    expect(sampleValue(samples, 'db_replica_up')).toBe(0);
    expect(sampleValue(samples, 'db_replica_lag_seconds')).toBeNaN();
  });
});
