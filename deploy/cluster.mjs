// `npm run cluster`: the local cluster (docs/deploy.md) — a PostgreSQL primary and a streaming
// replica, two API processes of the built server and nginx in front of them — started in .cluster/,
// then kept in the foreground until Ctrl-C, which stops it all.
//   npm run cluster                  start (reusing .cluster/ when it is there) and stay in the foreground
//   npm run cluster -- --fresh       wipe .cluster/ first (a new database, seeded again)
//   npm run cluster -- --detach      start and return (for scripts); stop later with --stop
//   npm run cluster -- --stop        stop everything the cluster started
//   npm run cluster -- --status      what runs
//   npm run cluster -- --apis 1      how many API processes (1 to 4; default 2)
//   npm run cluster -- --haproxy     HAProxy (deploy/haproxy.cfg, active checks) in nginx's place
import { parseArgs } from 'node:util';
import {
  apis,
  PORTS,
  paths,
  REPLICA_URL,
  replicationState,
  startCluster,
  status,
  stopCluster,
} from './cluster-lib.mjs';

const { values: flags } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    detach: { type: 'boolean', default: false },
    stop: { type: 'boolean', default: false },
    status: { type: 'boolean', default: false },
    apis: { type: 'string', default: '2' },
    haproxy: { type: 'boolean', default: false },
  },
  strict: true,
});

async function describe(state) {
  const replication = await safeReplication();
  const lines = [
    '',
    `The cluster is up at ${state.url}  (sign in with the demo accounts, e.g. admin@demo.test / Demo-Password-2026)`,
    state.haproxy
      ? `  haproxy      pid ${state.haproxy.pid}  port ${PORTS.http}  config ${paths.cluster}/haproxy/haproxy.cfg`
      : `  nginx        pid ${state.nginx?.pid ?? '-'}  port ${PORTS.http}  config ${paths.nginx}/nginx.conf, logs ${paths.nginx}/logs/`,
    ...state.apis.map(
      (api) => `  ${api.name}        pid ${api.pid}  port ${api.port}  log ${paths.logs}/${api.name}.log`,
    ),
    `  primary      pid ${state.primary?.pid ?? '-'}  ${state.primary?.url ?? 'not running'}`,
    `  replica      pid ${state.replica?.pid ?? '-'}  ${state.replica ? REPLICA_URL : 'not running'}  (streaming: ${replication})`,
    `  readiness    ${state.url}/api/health   liveness ${state.url}/api/health/live`,
    `  metrics      curl -H 'Authorization: Bearer ${state.metricsToken}' http://127.0.0.1:${PORTS.api}/metrics`,
    '',
  ];
  return lines.join('\n');
}

async function safeReplication() {
  try {
    return (await replicationState()) ?? 'no';
  } catch {
    return 'unknown';
  }
}

if (flags.stop) {
  await stopCluster();
  console.info('[cluster] stopped');
  process.exit(0);
}
if (flags.status) {
  const state = status();
  console.info(
    state.apis.length || state.primary || state.nginx || state.haproxy
      ? await describe(state)
      : '[cluster] not running',
  );
  process.exit(0);
}

const apiCount = Number(flags.apis);
try {
  const balancer = flags.haproxy ? 'haproxy' : 'nginx';
  const state = await startCluster({ fresh: flags.fresh, apiCount, balancer });
  console.info(await describe(state));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error('[cluster] could not start; stopping what did start (logs stay in .cluster/)');
  await stopCluster();
  process.exit(1);
}
if (flags.detach) {
  console.info('[cluster] detached: `npm run cluster -- --stop` stops it.');
  process.exit(0);
}

console.info('[cluster] Ctrl-C stops the cluster.');
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.info('\n[cluster] stopping...');
  await stopCluster();
  console.info('[cluster] stopped');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Tell when an API process ends on its own (the balancer skips it meanwhile).
let known = new Set(apis().map((api) => api.pid));
setInterval(() => {
  const now = apis();
  for (const pid of known) {
    if (!now.some((api) => api.pid === pid)) console.warn(`[cluster] API process ${pid} is gone`);
  }
  known = new Set(now.map((api) => api.pid));
}, 2000);
