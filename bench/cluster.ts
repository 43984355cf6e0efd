// `npm run bench:cluster`: the mixed load of bench/cluster-load.ts (members booking, cancelling,
// joining classes, buying packs; staff taking the cash and reading dashboards; live streams open) sent
// through nginx to the local cluster (deploy/cluster-lib.mjs) — on the primary, with the replica
// taking the heavy reads — first with ONE API process behind nginx, then with TWO. Closed loop: each
// user sends its next request when the last one answered, so the figure is what the machine can do.
// Reports throughput and p50/p95/p99 per operation, and where the time goes: CPU seconds of each API
// process (/proc/<pid>/stat), of the PostgreSQL primary and replica (postmaster and backends), of
// nginx and of this load generator, over the measured seconds.
// Starts the cluster when it is not running (and stops it afterwards); a running one is reused.
// Flags: --seconds 30 (measured, per setting)  --warmup 5  --members 20  --staff 4  --listeners 10
// --processes 1,2. See docs/scaling.md.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  apis,
  cpuSeconds,
  nginxPid,
  PUBLIC_URL,
  pgPid,
  pgRunning,
  startCluster,
  startNginx,
  status,
  stopCluster,
  treeCpuSeconds,
} from '../deploy/cluster-lib.mjs';
import { isError, prepareLoad, Recorder, startLoad, summarise } from './cluster-load.ts';
import { percentile, round } from './lib.ts';

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    members: { type: 'string', default: '20' },
    staff: { type: 'string', default: '4' },
    listeners: { type: 'string', default: '10' },
    processes: { type: 'string', default: '1,2' },
  },
  strict: true,
});
const SECONDS = Number(flags.seconds);
const WARMUP = Number(flags.warmup);
const MEMBERS = Number(flags.members);
const STAFF = Number(flags.staff);
const LISTENERS = Number(flags.listeners);
const SETTINGS = (flags.processes ?? '1,2').split(',').map(Number);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** CPU seconds so far of every piece of the cluster, and of this process. */
function cpuNow() {
  const primary = pgPid('primary');
  const replica = pgPid('replica');
  const nginx = nginxPid();
  const own = process.cpuUsage();
  return {
    apis: Object.fromEntries(apis().map((api) => [api.name, cpuSeconds(api.pid)])),
    primary: primary ? treeCpuSeconds(primary) : 0,
    replica: replica ? treeCpuSeconds(replica) : 0,
    nginx: nginx ? treeCpuSeconds(nginx) : 0,
    load: (own.user + own.system) / 1e6,
  };
}

type Result = {
  processes: number;
  seconds: number;
  requests: number;
  errors: number;
  perSecond: number;
  perProcessPerSecond: number;
  /** Over every request. */
  p50: number;
  p95: number;
  p99: number;
  ops: ReturnType<typeof summarise>;
  cpu: Record<string, number>;
  apiCpuMsPerRequest: number;
  primaryCpuMsPerRequest: number;
};

const wasRunning = status().apis.length > 0 && (await pgRunning('primary'));
const state = await startCluster({ apiCount: Math.max(...SETTINGS) });
console.info(
  `Cluster: ${PUBLIC_URL}; ${state.apis.map((api) => `${api.name} pid ${api.pid}`).join(', ')}; ` +
    `primary pid ${state.primary?.pid}, replica pid ${state.replica?.pid}, nginx pid ${state.nginx?.pid}`,
);
const results: Result[] = [];
const loadBefore = loadavg().map(round);
try {
  const data = await prepareLoad(PUBLIC_URL, { memberCount: MEMBERS });
  const options = { memberWorkers: MEMBERS, staffWorkers: STAFF, listeners: LISTENERS, thinkMs: 0 };
  for (const processes of SETTINGS) {
    const indexes = Array.from({ length: processes }, (_, i) => i + 1);
    await startNginx(indexes);
    console.info(
      `\n== ${processes} API process${processes > 1 ? 'es' : ''} behind nginx: ${MEMBERS} members + ${STAFF} staff, closed loop, ` +
        `${LISTENERS} live streams; ${WARMUP} s warm-up, ${SECONDS} s measured ==`,
    );
    const warm = startLoad(data, options);
    await sleep(WARMUP * 1000);
    await warm.stop();
    const recorder = new Recorder();
    const before = cpuNow();
    const run = startLoad(data, options, recorder);
    await sleep(SECONDS * 1000);
    const after = cpuNow();
    const wall = recorder.now() / 1000;
    await run.stop();
    // Only the answers that started in the measured window.
    const samples = recorder.samples.filter((s) => s.at <= wall * 1000 && s.op !== 'live connect');
    const ops = summarise(samples);
    const cpu: Record<string, number> = {};
    for (const [name, seconds] of Object.entries(after.apis))
      cpu[name] = round(seconds - (before.apis[name] ?? 0));
    cpu['postgres primary'] = round(after.primary - before.primary);
    cpu['postgres replica'] = round(after.replica - before.replica);
    cpu.nginx = round(after.nginx - before.nginx);
    cpu['load generator'] = round(after.load - before.load);
    const apiCpu = Object.keys(after.apis).reduce((sum, name) => sum + (cpu[name] ?? 0), 0);
    const errors = samples.filter((s) => isError(s.status)).length;
    const latencies = samples.map((s) => s.ms).sort((a, b) => a - b);
    const result: Result = {
      processes,
      seconds: round(wall),
      requests: samples.length,
      errors,
      perSecond: round(samples.length / wall),
      perProcessPerSecond: round(samples.length / wall / processes),
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      ops,
      cpu,
      apiCpuMsPerRequest: round((apiCpu * 1000) / Math.max(1, samples.length)),
      primaryCpuMsPerRequest: round(((cpu['postgres primary'] ?? 0) * 1000) / Math.max(1, samples.length)),
    };
    results.push(result);
    console.table(ops.map((row) => ({ ...row, 'per s': round(row.requests / wall) })));
    console.info(
      `  ${result.requests} requests in ${result.seconds} s: ${result.perSecond}/s (${result.perProcessPerSecond}/s per API process), ${errors} errors`,
    );
    console.info('  CPU seconds over the measured window (1.0 per second = one core busy):');
    console.table(
      Object.entries(cpu).map(([piece, seconds]) => ({
        piece,
        'CPU s': seconds,
        'cores busy': round(seconds / wall),
        'share %': round(
          (100 * seconds) /
            Math.max(
              0.001,
              Object.values(cpu).reduce((a, b) => a + b, 0),
            ),
        ),
      })),
    );
    console.info(
      `  API CPU per request ${result.apiCpuMsPerRequest} ms; primary CPU per request ${result.primaryCpuMsPerRequest} ms`,
    );
  }
} finally {
  // Back to every process behind nginx.
  if (status().nginx) await startNginx(apis().map((api) => api.index));
  if (!wasRunning) {
    console.info('\nStopping the cluster (it was started for the benchmark).');
    await stopCluster();
  }
}

const loadAfter = loadavg().map(round);
console.info(
  `\nSummary (${cpus().length} cores; load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')})`,
);
console.table(
  results.map((r) => ({
    'API processes': r.processes,
    'requests/s': r.perSecond,
    'per process/s': r.perProcessPerSecond,
    errors: r.errors,
    'p50 ms': r.p50,
    'p95 ms': r.p95,
    'p99 ms': r.p99,
    'API CPU ms/req': r.apiCpuMsPerRequest,
    'primary CPU ms/req': r.primaryCpuMsPerRequest,
  })),
);
const [one, two] = results;
if (one && two)
  console.info(`Two processes vs one: ${round(two.perSecond / one.perSecond)}x the throughput.`);
console.info(
  JSON.stringify({ bench: 'cluster', date: new Date().toISOString(), cores: cpus().length, results }),
);

process.exit(0);
