import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

// Real Node processes for the tests that need more than one (the server entry as `npm start` runs it,
// a job runner killed mid-run), run from source through tsx, with their output kept for assertions.

const apiRoot = join(import.meta.dirname, '..', '..');

export type RunningProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Starts `node --import tsx <args>` in apps/api with the given environment (logging at warn). */
export function spawnNode(args: string[], env: Record<string, string> = {}): RunningProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: apiRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits until the process has printed a match of `pattern`; fails early if it exits first. */
export async function waitForOutput(
  running: RunningProcess,
  pattern: RegExp,
  timeoutMs = 90_000,
): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = running.output().match(pattern);
    if (match) return match;
    if (running.child.exitCode !== null) throw new Error(`process exited early:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${pattern}:\n${running.output()}`);
}
