// `npm run drill`: failure drills on the local cluster (deploy/cluster-lib.mjs, docs/drills.md), each
// under the mixed load of bench/cluster-load.ts sent through nginx:
//  a. kill -9 of one API process (then started again): no acknowledged write lost, nothing booked or
//     charged twice, the live streams reconnect;
//  b. the replica stopped (then started again): reads keep answering from the primary, no error;
//  c. the primary restarted (pg_ctl restart -m fast): 503s while it is down (no 500s), the processes
//     reconnect by themselves, no errors once it is back;
//  d. a rolling restart (SIGTERM, start again; one process, then the other): no error at all.
// Each prints the requests, the errors (by status and who answered), the error rate in the failover
// window and the seconds until errors were back to 0, then the checks in the database.
// Starts the cluster when it is not running (and stops it afterwards); a running one is reused and
// left running. Flags: --drills a,b,c,d  --seconds 60 (drill a; the others run 2/3 of it)
// --members 20  --listeners 20  --think 150 (ms between one user's requests)  --keep (leave it running).
// Exits 1 when a target is missed.
import { parseArgs } from 'node:util';
import {
  apiPort,
  apis,
  killApi,
  PRIMARY_URL,
  PUBLIC_URL,
  pgRunning,
  replicationState,
  restartPg,
  secrets,
  startApi,
  startCluster,
  startPg,
  status,
  stopApi,
  stopCluster,
  stopPg,
} from '../deploy/cluster-lib.mjs';
import {
  failover,
  isError,
  type LoadData,
  type LoadRun,
  prepareLoad,
  type Recorder,
  startLoad,
  statusCounts,
  summarise,
  timeline,
  verifyWrites,
  type WriteCheck,
} from './cluster-load.ts';
import { round } from './lib.ts';

const { values: flags } = parseArgs({
  options: {
    drills: { type: 'string', default: 'a,b,c,d' },
    seconds: { type: 'string', default: '60' },
    members: { type: 'string', default: '20' },
    listeners: { type: 'string', default: '20' },
    think: { type: 'string', default: '150' },
    keep: { type: 'boolean', default: false },
  },
  strict: true,
});
const DRILLS = (flags.drills ?? 'a,b,c,d').split(',');
const SECONDS = Number(flags.seconds);
const SHORT = Math.round((SECONDS * 2) / 3);
const MEMBERS = Number(flags.members);
const LISTENERS = Number(flags.listeners);
const THINK_MS = Number(flags.think);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));
const pct = (rate: number) => `${round(rate * 100)} %`;
const misses: string[] = [];
const results: Record<string, unknown> = {};

/** The drill running ('a' to 'd'), to name a missed target in the closing summary. */
let current = '';

function target(ok: boolean, label: string) {
  console.info(`  ${ok ? 'PASS' : 'MISS'}  ${label}`);
  if (!ok) misses.push(`${current}. ${label}`);
}

/** Sleeps until `ms` after the recorder started. */
const until = (recorder: Recorder, ms: number) => sleep(ms - recorder.now());

async function health(port: number, path = '/api/health') {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** The lines of a process's /metrics that match `pattern` (empty when the endpoint is not there). */
async function metricLines(port: number, pattern: RegExp): Promise<string[]> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${secrets().metricsToken}` },
      signal: AbortSignal.timeout(2000),
    });
    if (response.status !== 200) return [`(GET /metrics answered ${response.status})`];
    return (await response.text()).split('\n').filter((line) => !line.startsWith('#') && pattern.test(line));
  } catch {
    return ['(GET /metrics did not answer)'];
  }
}

function loadOptions() {
  return { memberWorkers: MEMBERS, staffWorkers: 4, listeners: LISTENERS, thinkMs: THINK_MS };
}

/** The figures every drill prints: the time line, per operation, the errors after `from`. */
function report(run: LoadRun, from: number, label: string) {
  const { samples } = run.recorder;
  const seconds = Math.ceil(run.recorder.now() / 1000);
  console.info(`  marks: ${run.recorder.marks.map((m) => `${round(m.at / 1000)}s ${m.label}`).join('; ')}`);
  console.info(`  per second (requests/errors): ${timeline(samples, seconds)}`);
  console.table(summarise(samples));
  const errors = samples.filter((s) => isError(s.status));
  const figures = failover(samples, from);
  console.info(
    `  requests ${samples.length}, errors ${errors.length} (${JSON.stringify(statusCounts(errors))}), ` +
      `error rate overall ${pct(errors.length / Math.max(1, samples.length))}`,
  );
  console.info(
    `  after ${label}: ${figures.errors} errors in ${figures.requestsInWindow} requests until the last error ` +
      `(error rate in the failover window ${pct(figures.errorRate)}); errors back to 0 after ${figures.secondsToZeroErrors} s`,
  );
  const live = run.live;
  const refusals = [...run.recorder.refusals].sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.info(
    `  refusals (4xx, the answers' own words): ${refusals.map(([why, n]) => `${n}x ${why}`).join(' | ') || 'none'}`,
  );
  console.info(
    `  live streams: ${live.streams} listeners, ${live.connects} connects, ${live.drops} drops, ${live.refused} refused, ` +
      `${live.openAtStop} open at the end, ${live.events} events; reconnect gap p50 ${round(median(live.gaps) / 1000)} s, max ${round(Math.max(0, ...live.gaps) / 1000)} s`,
  );
  return {
    requests: samples.length,
    errors: errors.length,
    statuses: statusCounts(errors),
    failover: figures,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const lost = (check: WriteCheck) =>
  check.bookingsMissing + check.seatsMissing + check.purchasesMissing + check.paymentsMissing;

function printWrites(check: WriteCheck) {
  console.info(
    `  writes acknowledged (2xx): ${check.bookingsAcknowledged} bookings, ${check.seatsAcknowledged} class places, ` +
      `${check.purchasesAcknowledged} purchases, ${check.paymentsAcknowledged} cash payments; missing from the primary: ${lost(check)}`,
  );
  console.info(
    `  double bookings ${check.doubleBookings}, two places in one class ${check.doubleSeats}, overbooked classes ${check.overbooked}, ` +
      `double charges ${check.doubleCharges}; writes left without an answer ${check.unknownOutcome}, Idempotency-Keys stuck unanswered ${check.stuckKeys}`,
  );
}

function writeTargets(check: WriteCheck) {
  target(lost(check) === 0, '0 acknowledged writes lost');
  target(
    check.doubleBookings === 0 && check.doubleSeats === 0 && check.overbooked === 0,
    '0 double bookings',
  );
  target(check.doubleCharges === 0, '0 double charges');
}

/** Settles, stops the load and waits for the streams' last events. */
async function finish(run: LoadRun) {
  await run.stop();
  await sleep(500);
}

// ---------------------------------------------------------------------------------------------------

async function drillKill(data: LoadData) {
  current = 'a';
  await restartMissing();
  console.info(`\n== a. kill -9 of api-2 under load (${SECONDS} s), then started again ==`);
  const run = startLoad(data, loadOptions());
  await until(run.recorder, SECONDS * 250);
  const victim = apis().find((api) => api.index === 2);
  const killedAt = run.recorder.mark(`kill -9 api-2 (pid ${victim?.pid})`);
  killApi(2);
  await until(run.recorder, SECONDS * 400);
  const restartAt = run.recorder.mark('starting api-2');
  const started = await startApi(2);
  run.recorder.mark(`api-2 ready (pid ${started.pid}, ${round((run.recorder.now() - restartAt) / 1000)} s)`);
  // At least 10 s with both processes again.
  await until(run.recorder, Math.max(SECONDS * 1000, run.recorder.now() + 10_000));
  await finish(run);
  const figures = report(run, killedAt, 'the kill');
  const afterRestart = failover(run.recorder.samples, restartAt);
  console.info(`  after the restart began: ${afterRestart.errors} errors`);
  const check = await verifyWrites(PRIMARY_URL, data, run.written);
  printWrites(check);
  writeTargets(check);
  target(afterRestart.errors === 0, 'no error while api-2 starts again and rejoins');
  target(
    run.live.openAtStop === run.live.streams,
    `every live stream open again at the end (${run.live.openAtStop}/${run.live.streams})`,
  );
  results.a = { ...figures, afterRestartErrors: afterRestart.errors, writes: check, live: liveSummary(run) };
}

/** The replica as the API processes see it: their db_replica_up and db_replica_queries_total, summed. */
async function replicaSeen() {
  let up = 0;
  let queries = 0;
  let processes = 0;
  for (const api of apis()) {
    const lines = await metricLines(api.port, /^db_replica_(up|queries_total) /);
    processes += 1;
    for (const line of lines) {
      const [name, value] = line.split(' ');
      if (name === 'db_replica_up') up += Number(value) || 0;
      if (name === 'db_replica_queries_total') queries += Number(value) || 0;
    }
  }
  return { up, queries, processes, text: `${up} of ${processes} processes use it` };
}

async function drillReplica(data: LoadData) {
  current = 'b';
  await restartMissing();
  console.info(`\n== b. the replica stopped under load (${SHORT} s), then started again ==`);
  // The manager's sign-in is a change: its reads stay on the primary for 10 s after it (decision 0066).
  await sleep(data.preparedAt + 11_000 - performance.now());
  const start = await replicaSeen();
  const run = startLoad(data, loadOptions());
  await until(run.recorder, SHORT * 250);
  const before = await replicaSeen();
  const stoppedAt = run.recorder.mark('pg_ctl stop -m fast (replica)');
  await stopPg('replica', 'fast');
  run.recorder.mark('replica stopped');
  await sleep(3000);
  const stopped = await replicaSeen();
  await until(run.recorder, SHORT * 500);
  const during = await replicaSeen();
  run.recorder.mark('pg_ctl start (replica)');
  await startPg('replica');
  run.recorder.mark('replica started');
  await until(run.recorder, SHORT * 1000);
  await finish(run);
  const after = await replicaSeen();
  const figures = report(run, stoppedAt, 'the replica stopped');
  const reads = run.recorder.samples.filter((s) => s.op.includes('dashboard') || s.op.includes('list'));
  const readErrors = reads.filter((s) => isError(s.status)).length;
  console.info(`  reads (dashboards, lists): ${reads.length}, errors ${readErrors}`);
  const replica = {
    queriesBeforeStop: before.queries - start.queries,
    queriesWhileStopped: during.queries - stopped.queries,
    queriesAfterRestart: after.queries - during.queries,
  };
  console.info(
    `  statements the replica answered (db_replica_queries_total, all processes): ${replica.queriesBeforeStop} before the stop ` +
      `(${before.text}); ${replica.queriesWhileStopped} from 3 s after the stop to the restart (${during.text}: reads on the primary); ` +
      `${replica.queriesAfterRestart} after it came back (${after.text})`,
  );
  console.info(`  replication after the drill: ${(await replicationState()) ?? 'not streaming'}`);
  const check = await verifyWrites(PRIMARY_URL, data, run.written);
  printWrites(check);
  target(figures.errors === 0, 'reads keep answering with the replica stopped: 0 errors');
  target(
    replica.queriesBeforeStop > 0 && replica.queriesWhileStopped === 0 && replica.queriesAfterRestart > 0,
    'the replica took reads before the stop and after the restart, none while it was stopped',
  );
  writeTargets(check);
  results.b = { ...figures, reads: reads.length, readErrors, replica, writes: check, live: liveSummary(run) };
}

async function drillPrimary(data: LoadData) {
  current = 'c';
  await restartMissing();
  console.info(`\n== c. the primary restarted (pg_ctl restart -m fast) under load (${SHORT} s) ==`);
  const pidsBefore = apis().map((api) => api.pid);
  const run = startLoad(data, loadOptions());
  await until(run.recorder, SHORT * 250);
  const restartAt = run.recorder.mark('pg_ctl restart -m fast (primary)');
  await restartPg('primary', 'fast');
  const backAt = run.recorder.mark('primary accepting connections again');
  const outage = round((backAt - restartAt) / 1000);
  await until(run.recorder, SHORT * 1000);
  await finish(run);
  const figures = report(run, restartAt, 'the restart');
  const samples = run.recorder.samples;
  const errorsDuring = samples.filter((s) => s.at >= restartAt && s.at < backAt && isError(s.status));
  const grace = backAt + 5000;
  const errorsAfter = samples.filter((s) => s.at >= grace && isError(s.status));
  const fiveHundreds = samples.filter((s) => s.status === 500);
  console.info(`  the primary was down ${outage} s (pg_ctl restart, from stop to accepting connections)`);
  console.info(
    `  errors while it was down: ${errorsDuring.length} ${JSON.stringify(statusCounts(errorsDuring))}`,
  );
  console.info(
    `  errors from 5 s after it was back to the end: ${errorsAfter.length} ${JSON.stringify(statusCounts(errorsAfter))}; 500s in the whole drill: ${fiveHundreds.length}`,
  );
  const pidsAfter = apis().map((api) => api.pid);
  const healthAfter = await Promise.all(apis().map((api) => health(api.port)));
  console.info(
    `  API processes before: ${pidsBefore.join(', ')}; after: ${pidsAfter.join(', ') || 'none running'}` +
      `; /api/health of those running: ${healthAfter.join(', ') || '-'}`,
  );
  console.info(`  replication after the drill: ${(await replicationState()) ?? 'not streaming'}`);
  const check = await verifyWrites(PRIMARY_URL, data, run.written);
  printWrites(check);
  target(
    errorsDuring.every((s) => s.status === 503 || s.status === 0) && fiveHundreds.length === 0,
    'clear 503s during the outage, no 500',
  );
  target(errorsAfter.length === 0, 'no errors once the primary is back (after 5 s)');
  target(
    pidsBefore.join() === pidsAfter.join() && healthAfter.every((code) => code === 200),
    'the processes reconnected by themselves (same pids, ready)',
  );
  writeTargets(check);
  await restartMissing();
  results.c = {
    ...figures,
    outageSeconds: outage,
    errorsWhileDown: errorsDuring.length,
    errorsAfter: errorsAfter.length,
    fiveHundreds: fiveHundreds.length,
    writes: check,
    live: liveSummary(run),
  };
}

async function drillRolling(data: LoadData) {
  current = 'd';
  await restartMissing();
  console.info('\n== d. rolling restart under load: SIGTERM api-1, start it; then api-2 ==');
  const run = startLoad(data, loadOptions());
  await until(run.recorder, 5000);
  const from = run.recorder.now();
  for (const index of [1, 2]) {
    const stopAt = run.recorder.mark(`SIGTERM api-${index}`);
    await stopApi(index, { signal: 'SIGTERM' });
    run.recorder.mark(`api-${index} ended (${round((run.recorder.now() - stopAt) / 1000)} s)`);
    const startAt = run.recorder.now();
    const api = await startApi(index);
    run.recorder.mark(
      `api-${index} ready (pid ${api.pid}, ${round((run.recorder.now() - startAt) / 1000)} s)`,
    );
    await sleep(3000);
  }
  await until(run.recorder, run.recorder.now() + 2000);
  await finish(run);
  const figures = report(run, from, 'the first SIGTERM');
  const check = await verifyWrites(PRIMARY_URL, data, run.written);
  printWrites(check);
  target(figures.errors === 0, 'a rolling restart shows no error');
  writeTargets(check);
  target(
    run.live.openAtStop === run.live.streams,
    `every live stream open again at the end (${run.live.openAtStop}/${run.live.streams})`,
  );
  results.d = { ...figures, writes: check, live: liveSummary(run) };
}

/** Starts again an API process that ended during a drill (so the next drill has both). */
async function restartMissing() {
  for (const index of [1, 2]) {
    if (apis().some((api) => api.index === index)) continue;
    const api = await startApi(index);
    console.info(`  api-${index} had ended: started again (pid ${api.pid}) for the next drill`);
  }
}

function liveSummary(run: LoadRun) {
  const { eventTimes, gaps, ...rest } = run.live;
  return { ...rest, maxGapSeconds: round(Math.max(0, ...gaps) / 1000) };
}

// ---------------------------------------------------------------------------------------------------

const startedAt = performance.now();
const wasRunning = status().apis.length > 0 && (await pgRunning('primary'));
console.info(
  wasRunning ? 'Using the running cluster.' : 'Starting the cluster (npm run cluster -- --detach)...',
);
const state = await startCluster({ apiCount: 2 });
console.info(
  `Cluster: ${PUBLIC_URL}; ${state.apis.map((api) => `${api.name} pid ${api.pid}`).join(', ')}; primary pid ${state.primary?.pid}, replica pid ${state.replica?.pid}`,
);
const metrics = await fetch(`http://127.0.0.1:${apiPort(1)}/metrics`, {
  headers: { authorization: `Bearer ${secrets().metricsToken}` },
}).then(
  (response) => response.status,
  () => 0,
);
console.info(
  `api-1: liveness /api/health/live ${await health(apiPort(1), '/api/health/live')}, readiness /api/health ${await health(apiPort(1))}, /metrics ${metrics}`,
);
try {
  const setupStarted = performance.now();
  const data = await prepareLoad(PUBLIC_URL, { memberCount: MEMBERS });
  console.info(
    `Load: ${MEMBERS} members (new, onboarded) and 4 staff loops, ${LISTENERS} live streams, ~${THINK_MS} ms between one user's requests; ` +
      `setup ${round((performance.now() - setupStarted) / 1000)} s`,
  );
  if (DRILLS.includes('a')) await drillKill(data);
  if (DRILLS.includes('b')) await drillReplica(data);
  if (DRILLS.includes('c')) await drillPrimary(data);
  if (DRILLS.includes('d')) await drillRolling(data);
} finally {
  if (!wasRunning && !flags.keep) {
    console.info('\nStopping the cluster (it was started for the drill).');
    await stopCluster();
  }
}
console.info(JSON.stringify({ drill: 'cluster', date: new Date().toISOString(), results }));
console.info(`\nDrills done in ${round((performance.now() - startedAt) / 1000)} s.`);
if (misses.length > 0) {
  console.error(`Drills: TARGET MISSED\n${misses.join('\n')}`);
  process.exit(1);
}
console.info('Drills: every target met.');
process.exit(0);
