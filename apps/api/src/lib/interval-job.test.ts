import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { startIntervalJob } from './interval-job.ts';

const silent = { info: () => {}, error: () => {} };

describe('startIntervalJob', () => {
  it('runs at once and then on every tick, never two runs at the same time', async () => {
    let running = 0;
    let overlapped = false;
    let runs = 0;
    const job = startIntervalJob(
      'test',
      5,
      async () => {
        running += 1;
        if (running > 1) overlapped = true;
        runs += 1;
        await sleep(12);
        running -= 1;
      },
      silent,
    );
    await sleep(60);
    await job.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(overlapped).toBe(false);
  });

  it('logs a failure and keeps going', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const job = startIntervalJob(
      'flaky',
      5,
      async () => {
        runs += 1;
        throw new Error('database away');
      },
      { info: () => {}, error: (details) => errors.push(details) },
    );
    await sleep(30);
    await job.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(errors[0]).toMatchObject({ job: 'flaky' });
  });

  it('waits for the run in progress when stopped, then runs no more', async () => {
    let finished = false;
    let runs = 0;
    const job = startIntervalJob(
      'slow',
      1_000,
      async () => {
        runs += 1;
        await sleep(20);
        finished = true;
      },
      silent,
    );
    await job.stop();
    expect(finished).toBe(true);
    await sleep(10);
    expect(runs).toBe(1);
  });
});
