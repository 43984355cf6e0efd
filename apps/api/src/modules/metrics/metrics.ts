import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client.ts';
import { jobQueueStats, jobTablesExist } from './metrics.repository.ts';

// Prometheus metrics of one app (docs/operations.md lists them with the alerts to set). Each app has
// its own registry, never prom-client's global one, so several apps in one process (the tests) keep
// their counts apart. Request counts are taken as each answer goes out; everything else is read when
// Prometheus scrapes: the pools, the replica, the open event streams and the job queues (one query).

/** What the metrics read from the database handle. */
export type MetricsDatabase = Pick<DatabaseHandle, 'db' | 'poolStats' | 'replica'>;

export type MetricsOptions = {
  /** METRICS_TOKEN; unset turns the metrics off (no registry, no hook, GET /metrics answers 404). */
  token: string | undefined;
  database: MetricsDatabase;
  /** The live events' open streams on this process (LiveHub.size). */
  liveStreams: () => number;
};

export type AppMetrics = {
  /** Whether an Authorization header carries the token (compared in constant time). */
  authorized(authorization: string | undefined): boolean;
  /** onResponse: counts the answer and its time under the route's pattern. */
  recordResponse(request: FastifyRequest, reply: FastifyReply, done: () => void): void;
  /** Reads the scrape-time sources and answers the exposition text. */
  scrape(log: FastifyBaseLogger): Promise<string>;
  contentType: string;
};

// Prometheus' usual buckets: they hold the alert's 500 ms edge.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The label a request is counted under: its route's pattern (`/api/services/:id`, never the URL with
 * its ids), `static` for the web app's files (one route per file, renamed by every build), and
 * `unmatched` when no route matched (404s, and the app's pages, which the not-found handler serves).
 */
export function routeLabel(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (url === undefined) return 'unmatched';
  if (url.startsWith('/api') || request.routeOptions.config?.access !== undefined) return url;
  return 'static';
}

/** The app's metrics, or undefined when no token is configured (they are off). */
export function createMetrics({ token, database, liveStreams }: MetricsOptions): AppMetrics | undefined {
  if (!token) return undefined;
  const expected = digest(token);
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const poolConnections = new Gauge({
    name: 'db_pool_connections',
    help: "Connections open in the primary database's pool.",
    registers,
  });
  const poolIdle = new Gauge({
    name: 'db_pool_idle_connections',
    help: "Open connections of the primary database's pool that are idle.",
    registers,
  });
  const poolWaiting = new Gauge({
    name: 'db_pool_waiting_requests',
    help: "Queries waiting for a connection of the primary database's pool (all in use).",
    registers,
  });
  const sseConnections = new Gauge({
    name: 'sse_connections',
    help: 'Live event streams (GET /api/live) open on this process.',
    registers,
  });
  const jobWaiting = new Gauge({
    name: 'job_queue_waiting',
    help: 'Background job runs waiting for a worker (created, or waiting for a retry), by queue.',
    labelNames: ['queue'] as const,
    registers,
  });
  const jobOldest = new Gauge({
    name: 'job_queue_oldest_waiting_seconds',
    help: 'Seconds since the oldest waiting run of a queue became due (0 when none is due).',
    labelNames: ['queue'] as const,
    registers,
  });
  const replica = database.replica;
  const replicaMetrics = replica
    ? {
        up: new Gauge({
          name: 'db_replica_up',
          help: 'Whether the read replica is used: 1 when it answers within the allowed lag, else 0.',
          registers,
        }),
        lag: new Gauge({
          name: 'db_replica_lag_seconds',
          help: 'How far the read replica is behind the primary (NaN while it cannot be reached).',
          registers,
        }),
        queries: new Counter({
          name: 'db_replica_queries_total',
          help: 'Statements sent to the read replica since the process started.',
          registers,
        }),
      }
    : undefined;

  // pg-boss makes its tables when the job runner first starts: until then there is nothing to read.
  let jobTables = false;
  const readJobQueues = async (log: FastifyBaseLogger) => {
    try {
      jobTables ||= await jobTablesExist(database.db);
      const stats = jobTables ? await jobQueueStats(database.db) : [];
      // Replaced at once, after the query: a scrape running beside this one never sees them half set.
      jobWaiting.reset();
      jobOldest.reset();
      for (const stat of stats) {
        jobWaiting.set({ queue: stat.queue }, stat.waiting);
        jobOldest.set({ queue: stat.queue }, stat.oldestWaitingSeconds);
      }
    } catch (error) {
      // The database is down (readiness says so): the scrape still answers the rest.
      jobWaiting.reset();
      jobOldest.reset();
      log.warn({ err: error }, 'metrics: the job queues could not be read');
    }
  };

  return {
    contentType: registry.contentType,
    authorized(authorization) {
      const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? '';
      // Hashes of equal length, so the comparison takes the same time whatever was sent.
      return timingSafeEqual(digest(given), expected);
    },
    recordResponse(request, reply, done) {
      const method = request.method;
      const route = routeLabel(request);
      requests.inc({ method, route, status: String(reply.statusCode) });
      duration.observe({ method, route }, reply.elapsedTime / 1000);
      done();
    },
    async scrape(log) {
      await readJobQueues(log);
      const pool = database.poolStats();
      poolConnections.set(pool.total);
      poolIdle.set(pool.idle);
      poolWaiting.set(pool.waiting);
      sseConnections.set(liveStreams());
      if (replica && replicaMetrics) {
        const status = replica.status();
        replicaMetrics.up.set(status.state === 'ok' ? 1 : 0);
        replicaMetrics.lag.set(status.lagSeconds ?? Number.NaN);
        replicaMetrics.queries.reset();
        replicaMetrics.queries.inc(replica.queries());
      }
      return registry.metrics();
    },
  };
}
