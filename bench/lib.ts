import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';

/** Starts a node script and resolves once it prints a line matching `ready`; the process is returned. */
export function startProcess(
  script: string,
  {
    env = {},
    ready,
    timeoutMs = 60_000,
  }: { env?: Record<string, string>; ready: RegExp; timeoutMs?: number },
): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = output.match(ready);
      if (match) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        // Keep draining so a chatty logger never blocks on a full pipe.
        child.stdout.resume();
        resolve({ child, match });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
}

/** Runs autocannon against a URL and returns requests/s and latency percentiles (ms). */
export async function measure(url: string, { connections = 50, duration = 10 } = {}) {
  // A short warm-up so the JIT and the database caches are hot before the measured run.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
  };
}

/** The p-th percentile of ascending samples (0 when there are none). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Rounds to two decimals, for the tables. */
export const round = (value: number) => Math.round(value * 100) / 100;
