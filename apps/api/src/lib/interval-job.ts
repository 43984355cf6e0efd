/** What a job logs through: pino's, Fastify's or a test's. */
export type JobLogger = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type IntervalJob = {
  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
};

/**
 * Runs `run` now and then every `everyMs`, one run at a time (a slow run makes the next tick skip,
 * not pile up). The timer is unref'd so it never keeps the process alive. Failures are logged and
 * the next tick tries again. Jobs must be safe with several processes doing the same (the ledger's
 * are: decision 0008), since every API process runs them.
 */
export function startIntervalJob(
  name: string,
  everyMs: number,
  run: () => Promise<unknown>,
  log: JobLogger,
): IntervalJob {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = run()
      .then((result) => {
        if (result !== undefined) log.info({ job: name, result }, 'background job ran');
      })
      .catch((error: unknown) => log.error({ job: name, err: error }, 'background job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
