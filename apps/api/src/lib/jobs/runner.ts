import { type ConstructorOptions, PgBoss, type SendOptions } from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.ts';
import { jobDatabaseOptions } from './database.ts';

// One job runner for all background work (decision 0036): pg-boss on the app's database (PostgreSQL,
// or PGlite through its single client). A job is a pg-boss queue; a run is a pg-boss job, taken by one
// process only (FOR UPDATE SKIP LOCKED inside pg-boss), retried with backoff when it fails, and taken
// over by another process when its runner dies mid-run (the run's time-out lapses).

/** What a job logs through: pino's, Fastify's or a test's. */
export type JobLogger = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** When a failed run is tried again: `delaySeconds`, then doubling with `backoff`, at most `maxDelaySeconds`. */
export type RetryPolicy = {
  limit: number;
  delaySeconds: number;
  backoff?: boolean;
  maxDelaySeconds?: number;
};

export type JobSchedule =
  /** Once per slot of this many seconds (slots counted from the epoch), whichever process is first. */
  | { everySeconds: number }
  /** A cron expression (minute resolution), in `tz` (default UTC). */
  | { cron: string; tz?: string };

export type JobDefinition<Data extends object = Record<string, never>> = {
  /** The queue's name: letters, digits, `-`, `_`, `.` (it is stored; renaming it starts a new queue). */
  name: string;
  /**
   * The work. Throwing fails the run, which is retried by `retry`. A result other than undefined is
   * logged. It may run again after a crash (at-least-once), so it must be idempotent: claim rows in the
   * transaction that changes them, as every job here does.
   */
  run(data: Data): Promise<unknown>;
  /** Runs on its own when given; otherwise only when sent (`runner.send`). */
  schedule?: JobSchedule;
  /** Default: no retry (a scheduled job's next slot is its retry). */
  retry?: RetryPolicy;
  /**
   * How long one run may take before it is failed (and retried by `retry`) even though its process is
   * alive. A run whose process died is failed sooner, when its heartbeat lapses. Default 15 minutes.
   */
  timeoutSeconds?: number;
  /**
   * `one-at-a-time` (the default for scheduled jobs): at most one run active and one waiting across
   * all processes, so a slow run makes later slots wait instead of piling up. `parallel` (the default
   * for sent jobs): each sent job is its own run, several at once.
   */
  concurrency?: 'one-at-a-time' | 'parallel';
};

/** Declares a job; the type parameter is the data `send` takes. */
export function defineJob<Data extends object = Record<string, never>>(
  definition: JobDefinition<Data>,
): JobDefinition<Data> {
  return definition;
}

export type JobRunner = {
  /** Creates the queues (and pg-boss's schema on first use), starts the workers and the schedules. */
  start(): Promise<void>;
  /**
   * Queues one run of `job` with `data`. `key` makes it at most one waiting run per key (a second send
   * with the same key while one waits answers null). `startAfter` delays it.
   */
  send<Data extends object>(
    job: JobDefinition<Data>,
    data: Data,
    options?: { key?: string; startAfter?: Date | number },
  ): Promise<string | null>;
  /** Stops taking runs, waits for the runs in progress (at most `graceMs`), stops the schedules. */
  stop(): Promise<void>;
};

export type JobRunnerOptions = {
  database: DatabaseHandle;
  jobs: JobDefinition<never>[];
  log: JobLogger;
  /** How often an idle worker looks for work; sends also wake it at once (LISTEN/NOTIFY). */
  pollingSeconds?: number;
  /** How long stop() waits for runs in progress. */
  graceMs?: number;
  /** Run pg-boss's maintenance (expiring lapsed runs, retention) in this process. Default true. */
  supervise?: boolean;
};

/** pg-boss's schema (its default, named here so the metrics can read its job table). */
export const JOB_SCHEMA = 'pgboss';

const DEFAULT_TIMEOUT_SECONDS = 15 * 60;
// A running job's worker refreshes its heartbeat every half of this; a run whose heartbeat is older
// (its process died) is failed and retried by the next supervision.
const HEARTBEAT_SECONDS = 10;
// A schedule is checked this often at most; the slot (everySeconds) decides how often it runs.
const MAX_SCHEDULE_CHECK_MS = 60_000;
const SCHEDULE_KEY = 'schedule';

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { database, jobs, log, pollingSeconds = 2, graceMs = 8_000 } = options;
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`two jobs are named ${job.name}`);
    names.add(job.name);
  }
  const bossOptions: ConstructorOptions = {
    ...jobDatabaseOptions(database.driver),
    schema: JOB_SCHEMA,
    application_name: 'bmp-jobs',
    useListenNotify: true,
    supervise: options.supervise ?? true,
    schedule: jobs.some((job) => job.schedule && 'cron' in job.schedule),
    // The monitor pass fails the runs whose process stopped beating (HEARTBEAT_SECONDS), so another
    // process can take the job: a crashed run holds its job for at most about 20 s. pg-boss runs that
    // pass every monitorIntervalSeconds (at 60, the drill in test/drill.test.ts saw no email go out for
    // 50 s after a kill -9); its queries are per queue and cheap, and one process at a time runs them.
    superviseIntervalSeconds: 10,
    maintenanceIntervalSeconds: 60,
    monitorIntervalSeconds: 10,
  };
  const boss = new PgBoss(bossOptions);
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job runner error'));

  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let started = false;
  let stopping = false;

  const runOne = async (job: JobDefinition<never>, data: never) => {
    const run = job.run(data);
    inFlight.add(run);
    try {
      const result = await run;
      if (result !== undefined) log.info({ job: job.name, result }, 'background job ran');
      return result;
    } catch (error) {
      log.error({ job: job.name, err: error }, 'background job failed');
      throw error;
    } finally {
      inFlight.delete(run);
    }
  };

  const sendScheduled = async (job: JobDefinition<never>, everySeconds: number) => {
    if (stopping) return;
    try {
      // One job per slot: pg-boss's unique (name, singleton_on, key) index refuses every later send of
      // the same slot, from this process or another.
      await boss.send(job.name, {}, { singletonKey: SCHEDULE_KEY, singletonSeconds: everySeconds });
    } catch (error) {
      if (!stopping) log.error({ job: job.name, err: error }, 'could not schedule background job');
    }
  };

  return {
    async start() {
      if (started) throw new Error('the job runner is already started');
      started = true;
      await boss.start();
      for (const job of jobs) {
        const oneAtATime =
          (job.concurrency ?? (job.schedule ? 'one-at-a-time' : 'parallel')) === 'one-at-a-time';
        const queue = {
          expireInSeconds: job.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
          heartbeatSeconds: HEARTBEAT_SECONDS,
          retryLimit: job.retry?.limit ?? 0,
          retryDelay: job.retry?.delaySeconds ?? 0,
          retryBackoff: job.retry?.backoff ?? false,
          ...(job.retry?.maxDelaySeconds ? { retryDelayMax: job.retry.maxDelaySeconds } : {}),
          // Finished runs are kept a day for inspection (pgboss.job), then deleted.
          deleteAfterSeconds: 24 * 60 * 60,
          // Wake idle workers at once on a send (LISTEN/NOTIFY) instead of at their next poll.
          notify: true,
        } as const;
        // The policy is fixed when the queue is created (the first process to start); the rest follow
        // the definition as it is now.
        if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, queue);
        else await boss.createQueue(job.name, { ...queue, policy: oneAtATime ? 'stately' : 'standard' });
        await boss.work(
          job.name,
          {
            pollingIntervalSeconds: pollingSeconds,
            notifyPollingIntervalSeconds: pollingSeconds,
            batchSize: 1,
          },
          async (batch) => {
            for (const item of batch) await runOne(job, item.data as never);
          },
        );
        const schedule = job.schedule;
        if (!schedule) continue;
        if ('cron' in schedule) {
          await boss.schedule(job.name, schedule.cron, {}, { tz: schedule.tz ?? 'UTC' });
        } else {
          const every = schedule.everySeconds;
          void sendScheduled(job, every);
          const timer = setInterval(
            () => void sendScheduled(job, every),
            Math.min(every * 1000, MAX_SCHEDULE_CHECK_MS),
          );
          timer.unref();
          timers.push(timer);
        }
      }
    },

    async send(job, data, sendOptions = {}) {
      const options: SendOptions = {};
      if (sendOptions.key) options.singletonKey = sendOptions.key;
      if (sendOptions.startAfter !== undefined) options.startAfter = sendOptions.startAfter;
      return boss.send(job.name, data, options);
    },

    async stop() {
      if (stopping) return;
      stopping = true;
      for (const timer of timers) clearInterval(timer);
      if (!started) return;
      // Graceful: no new runs are taken; pg-boss waits for the active ones up to the grace time and
      // fails (for a retry elsewhere) any still running after it.
      await boss.stop({ graceful: true, timeout: graceMs, close: true });
      await Promise.allSettled([...inFlight]);
    },
  };
}
