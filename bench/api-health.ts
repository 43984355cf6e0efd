// `npm run bench`: throughput and latency of GET /api/health (the real server: routing, security
// headers, logging, a database round trip) against a bare Fastify route on the same machine.
// See docs/benchmarks.md for how to read the figures.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, startProcess } from './lib.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

if (
  spawnSync(process.execPath, [join(root, 'scripts/build-if-stale.mjs')], { stdio: 'inherit' }).status !== 0
) {
  throw new Error('build failed');
}

const dataDir = mkdtempSync(join(tmpdir(), 'bmp-bench-'));
const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const server = await startProcess(join(root, 'apps/api/dist/server.mjs'), {
  env: { PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  ready: /running at (http:\/\/localhost:\d+)/,
});
const bare = await startProcess(join(root, 'bench/bare-fastify.ts'), { ready: /listening (\d+)/ });

try {
  const health = await measure(`${server.match[1]}/api/health`, { connections, duration });
  const ceiling = await measure(`http://127.0.0.1:${bare.match[1]}/bare`, { connections, duration });
  const rows = [
    { route: `GET /api/health (${database})`, ...health },
    { route: 'bare Fastify route (ceiling)', ...ceiling },
  ];
  console.info(`\n${connections} connections, ${duration} s each, after a 2 s warm-up\n`);
  console.table(
    rows.map((r) => ({ route: r.route, 'req/s': r.requestsPerSecond, 'p50 ms': r.p50Ms, 'p99 ms': r.p99Ms })),
  );
  const ratio = health.requestsPerSecond / ceiling.requestsPerSecond;
  console.info(`health / ceiling throughput ratio: ${(ratio * 100).toFixed(1)}%`);
} finally {
  server.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
