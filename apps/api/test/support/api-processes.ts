import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningProcess, spawnNode, waitForOutput } from './processes.ts';

// Real API processes (the server entry as `npm start` runs it, from source) for the tests that run
// several side by side on one PostgreSQL database: each with a data directory of its own, listening
// on a free port of 127.0.0.1, and all killed by stopApiProcesses() in afterAll, even after a failure.

export type ApiProcess = RunningProcess & {
  /** The base URL (http://127.0.0.1:<port>) once the server printed it. */
  ready: Promise<string>;
  dataDir: string;
};

/** Spawns `src/server.ts` with PORT 0 and SEED_DEMO false unless `env` says otherwise; does not wait. */
export function spawnApiProcess(env: Record<string, string>, readyTimeoutMs = 200_000): ApiProcess {
  const dataDir = mkdtempSync(join(tmpdir(), 'bmp-api-'));
  const running = spawnNode(['src/server.ts'], {
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    ...env,
  });
  const ready = waitForOutput(running, /running at http:\/\/localhost:(\d+)/, readyTimeoutMs).then(
    (match) => `http://127.0.0.1:${match[1]}`,
  );
  // Awaited by the test; a process that never comes up must not also be an unhandled rejection.
  ready.catch(() => undefined);
  return { ...running, ready, dataDir };
}

/** Whether the process is still running (neither exited nor killed by a signal). */
export const isRunning = (api: RunningProcess) =>
  api.child.exitCode === null && api.child.signalCode === null;

/** Kills (SIGKILL) every process still running, waits for them to go and removes their data directories. */
export async function stopApiProcesses(apis: ApiProcess[]): Promise<void> {
  for (const api of apis) if (isRunning(api)) api.child.kill('SIGKILL');
  await Promise.all(apis.map((api) => api.exited));
  for (const api of apis) rmSync(api.dataDir, { recursive: true, force: true });
  apis.length = 0;
}

/** Polls `condition` every `everyMs` until it holds; fails with `what` after `timeoutMs`. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string | (() => string),
  timeoutMs = 30_000,
  everyMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${typeof what === 'string' ? what : what()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
