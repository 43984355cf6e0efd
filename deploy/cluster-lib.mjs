// The local cluster (docs/deploy.md): a PostgreSQL primary and a streaming replica, API processes of
// the built server and nginx in front of them, each with its own port and its files in .cluster/. This
// module starts and stops the pieces; `npm run cluster` (deploy/cluster.mjs), `npm run drill`
// (bench/drill.ts) and `npm run bench:cluster` (bench/cluster.ts) use it. Every process it starts runs
// detached with its pid in .cluster/, so another command can find and stop it.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEPLOY = join(ROOT, 'deploy');
export const CLUSTER_DIR = resolve(process.env.CLUSTER_DIR || join(ROOT, '.cluster'));
const PG_BIN = '/usr/lib/postgresql/15/bin';
const NGINX_BIN = '/usr/sbin/nginx';
const SERVER = join(ROOT, 'apps/api/dist/server.mjs');
// The API runs on the project's Node (24, the `node` package) even when this module was started by an
// older system node.
const PROJECT_NODE = join(ROOT, 'node_modules/node/bin/node');
const NODE =
  Number(process.versions.node.split('.')[0]) < 24 && existsSync(PROJECT_NODE)
    ? PROJECT_NODE
    : process.execPath;
const DATABASE = 'bmp';

const port = (name, fallback) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65_535) throw new Error(`${name} must be a port.`);
  return value;
};

/** The cluster's ports: CLUSTER_PRIMARY_PORT, CLUSTER_REPLICA_PORT, CLUSTER_HTTP_PORT, CLUSTER_API_PORT (the first API process; the next ones follow). */
export const PORTS = {
  primary: port('CLUSTER_PRIMARY_PORT', 55432),
  replica: port('CLUSTER_REPLICA_PORT', 55433),
  http: port('CLUSTER_HTTP_PORT', 8080),
  api: port('CLUSTER_API_PORT', 3101),
};
export const MAX_APIS = 4;
export const apiPort = (index) => PORTS.api + index - 1;

export const PRIMARY_URL = `postgres://postgres@127.0.0.1:${PORTS.primary}/${DATABASE}`;
export const REPLICA_URL = `postgres://postgres@127.0.0.1:${PORTS.replica}/${DATABASE}`;
export const PUBLIC_URL = `http://127.0.0.1:${PORTS.http}`;

const PG_DIR = join(CLUSTER_DIR, 'pg');
const RUN_DIR = join(CLUSTER_DIR, 'run');
const LOG_DIR = join(CLUSTER_DIR, 'logs');
const NGINX_DIR = join(CLUSTER_DIR, 'nginx');
const NODES = {
  primary: { dir: join(PG_DIR, 'primary'), port: PORTS.primary, log: join(PG_DIR, 'primary.log') },
  replica: { dir: join(PG_DIR, 'replica'), port: PORTS.replica, log: join(PG_DIR, 'replica.log') },
};
const SLOT = 'cluster_replica';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const say = (message) => console.info(`[cluster] ${message}`);

// ---------------------------------------------------------------------------------------------------
// Prerequisites

/** Installs Debian's PostgreSQL 15 server and nginx when missing (deploy/ensure-packages.sh). */
export function ensurePackages() {
  run('bash', [join(DEPLOY, 'ensure-packages.sh')]);
}

/** Builds the web app and the API when their sources changed (scripts/build-if-stale.mjs). */
export async function buildIfStale() {
  const { buildIfStale: build } = await import('../scripts/build-if-stale.mjs');
  build();
}

function run(command, args, { allowFail = false, quiet = false } = {}) {
  const result = spawnSync(command, args, {
    stdio: quiet ? 'pipe' : ['ignore', 'inherit', 'inherit'],
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  if (result.status !== 0 && !allowFail) {
    const output = quiet ? `\n${result.stdout ?? ''}${result.stderr ?? ''}` : '';
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}).${output}`);
  }
  return result;
}

/** As run, quiet, without blocking the event loop (a drill's load keeps running meanwhile). */
function runAsync(command, args, { allowFail = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) => {
      if (status !== 0 && !allowFail) {
        reject(new Error(`${command} ${args.join(' ')} failed (${status}).\n${stdout}${stderr}`));
      } else {
        resolve({ status, stdout, stderr });
      }
    });
  });
}

// initdb and postgres refuse to run as root: as root they run as the `postgres` OS user (Debian's
// package makes it), and their folders belong to that user.
const isRoot = process.getuid?.() === 0;
function pgOwner() {
  if (!isRoot) return undefined;
  const passwd = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('postgres:'));
  if (!passwd)
    throw new Error("Running as root needs the postgres OS user (Debian's postgresql package makes it).");
  const [, , uid, gid] = passwd.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Runs a PostgreSQL binary as the database's OS user. */
function pg(binary, args, options) {
  const path = join(PG_BIN, binary);
  return isRoot
    ? runAsync('runuser', ['-u', 'postgres', '--', path, ...args], options)
    : runAsync(path, args, options);
}

function ownFolder(path, mode = 0o755) {
  mkdirSync(path, { recursive: true });
  chmodSync(path, mode);
  const owner = pgOwner();
  if (owner) chownSync(path, owner.uid, owner.gid);
}

function ownFile(path) {
  const owner = pgOwner();
  if (owner) chownSync(path, owner.uid, owner.gid);
}

// ---------------------------------------------------------------------------------------------------
// Secrets shared by the API processes: made once per cluster folder, kept mode 0600.

/** DATA_ENCRYPTION_KEY (64 hex digits, the same for every process) and METRICS_TOKEN. */
export function secrets() {
  const path = join(CLUSTER_DIR, 'secrets.json');
  if (!existsSync(path)) {
    mkdirSync(CLUSTER_DIR, { recursive: true });
    const made = {
      dataEncryptionKey: randomBytes(32).toString('hex'),
      metricsToken: randomBytes(24).toString('base64url'),
    };
    writeFileSync(path, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600 });
  }
  return JSON.parse(readFileSync(path, 'utf8'));
}

// ---------------------------------------------------------------------------------------------------
// PostgreSQL

function writeNodeConf(node, name) {
  copyFileSync(join(DEPLOY, 'postgresql.conf'), join(node.dir, 'cluster.conf'));
  copyFileSync(join(DEPLOY, 'pg_hba.conf'), join(node.dir, 'pg_hba.conf'));
  const sockets = join(PG_DIR, 'sockets');
  ownFolder(sockets);
  writeFileSync(
    join(node.dir, 'node.conf'),
    `# Written by deploy/cluster-lib.mjs: this node's own settings.\nport = ${node.port}\nunix_socket_directories = '${sockets}'\ncluster_name = '${name}'\n`,
  );
  for (const file of ['cluster.conf', 'pg_hba.conf', 'node.conf']) ownFile(join(node.dir, file));
  const conf = join(node.dir, 'postgresql.conf');
  const text = readFileSync(conf, 'utf8');
  if (!text.includes("include 'cluster.conf'")) {
    writeFileSync(
      conf,
      `${text}\n# The local cluster's settings (deploy/postgresql.conf), then this node's.\ninclude 'cluster.conf'\ninclude 'node.conf'\n`,
    );
  }
}

const initialised = (node) => existsSync(join(node.dir, 'PG_VERSION'));

/** Whether the node's postmaster is running (pg_ctl status). */
export async function pgRunning(name) {
  const node = NODES[name];
  if (!initialised(node)) return false;
  return (await pg('pg_ctl', ['-D', node.dir, 'status'], { allowFail: true })).status === 0;
}

/** The postmaster's pid (first line of postmaster.pid), or undefined. */
export function pgPid(name) {
  const file = join(NODES[name].dir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return alive(pid) ? pid : undefined;
}

/** Starts a node (waits until it accepts connections). */
export async function startPg(name) {
  if (await pgRunning(name)) return;
  const node = NODES[name];
  await pg('pg_ctl', ['-D', node.dir, '-l', node.log, '-w', '-t', '120', 'start']);
}

/** Stops a node: mode fast (disconnects clients, clean shutdown) or immediate. */
export async function stopPg(name, mode = 'fast') {
  if (!(await pgRunning(name))) return;
  await pg('pg_ctl', ['-D', NODES[name].dir, '-m', mode, '-w', '-t', '120', 'stop']);
}

/** pg_ctl restart -m fast, as an operator restarts the primary. */
export async function restartPg(name, mode = 'fast') {
  const node = NODES[name];
  await pg('pg_ctl', ['-D', node.dir, '-l', node.log, '-m', mode, '-w', '-t', '120', 'restart']);
}

async function psql(portNumber, database, sql) {
  const args = ['-h', '127.0.0.1', '-p', String(portNumber), '-U', 'postgres', '-d', database, '-XAtqc', sql];
  return (await pg('psql', args)).stdout.trim();
}

/** Makes the primary (initdb) and the replica (pg_basebackup -R from the primary) when missing, and starts both. */
export async function ensureDatabases() {
  mkdirSync(CLUSTER_DIR, { recursive: true });
  ownFolder(PG_DIR);
  const { primary, replica } = NODES;
  if (!initialised(primary)) {
    say(`initdb: the primary in ${primary.dir}`);
    rmSync(primary.dir, { recursive: true, force: true });
    rmSync(replica.dir, { recursive: true, force: true });
    ownFolder(primary.dir, 0o700);
    await pg('initdb', [
      '-D',
      primary.dir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    writeNodeConf(primary, 'primary');
  }
  writeNodeConf(primary, 'primary');
  await startPg('primary');
  if (
    (await psql(primary.port, 'postgres', `select 1 from pg_database where datname = '${DATABASE}'`)) !== '1'
  ) {
    await psql(primary.port, 'postgres', `create database ${DATABASE}`);
  }
  if (!initialised(replica)) {
    say(`pg_basebackup -R: the replica in ${replica.dir}`);
    rmSync(replica.dir, { recursive: true, force: true });
    // A slot left from an earlier replica would keep WAL for nobody.
    await psql(
      primary.port,
      'postgres',
      `select pg_drop_replication_slot('${SLOT}') from pg_replication_slots where slot_name = '${SLOT}'`,
    );
    ownFolder(replica.dir, 0o700);
    await pg('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', replica.dir],
      ...['-R', '-X', 'stream', '-C', '-S', SLOT, '--checkpoint=fast'],
    ]);
  }
  chmodSync(replica.dir, 0o700);
  writeNodeConf(replica, 'replica');
  await startPg('replica');
}

/** The replica's state as the primary sees it (pg_stat_replication), or null when not streaming. */
export async function replicationState() {
  const row = await psql(
    PORTS.primary,
    'postgres',
    `select state || ' ' || coalesce(replay_lag::text, '0') from pg_stat_replication where application_name = 'replica'`,
  );
  return row === '' ? null : row;
}

// ---------------------------------------------------------------------------------------------------
// API processes

function alive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const pidFile = (name) => join(RUN_DIR, `${name}.pid`);
function readPid(name) {
  const file = pidFile(name);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8'));
  return alive(pid) ? pid : undefined;
}

/** The environment of API process `index` (1-based). */
export function apiEnv(index) {
  const { dataEncryptionKey, metricsToken } = secrets();
  return {
    NODE_ENV: 'production',
    PORT: String(apiPort(index)),
    HOST: '127.0.0.1',
    DATABASE_URL: PRIMARY_URL,
    DATABASE_REPLICA_URL: REPLICA_URL,
    DATA_DIR: join(CLUSTER_DIR, `api-${index}`),
    DATA_ENCRYPTION_KEY: dataEncryptionKey,
    METRICS_TOKEN: metricsToken,
    // On SIGTERM, 2 s of answering with `Connection: close` before the listener closes: nginx
    // stops reusing this process's kept-alive connections, so no request is reset by the close.
    SHUTDOWN_DRAIN_SECONDS: '2',
    SEED_DEMO: 'true',
    PUBLIC_URL,
    TRUST_PROXY: '127.0.0.1',
    // The drills and the benchmark sign members up from this one machine: the default (30 an hour
    // from one address) is for the internet, not for a load test.
    SIGNUPS_PER_HOUR: process.env.CLUSTER_SIGNUPS_PER_HOUR || '100000',
    LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL || 'info',
  };
}

async function httpStatus(url, timeoutMs = 2000) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Waits until GET url answers 200; throws when `pid` dies first or after timeoutMs. */
async function waitFor200(url, { pid, timeoutMs, what, log }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await httpStatus(url)) === 200) return;
    if (pid && !alive(pid)) {
      const tail = log && existsSync(log) ? readFileSync(log, 'utf8').slice(-3000) : '';
      throw new Error(`${what} ended before it was ready.\n${tail}`);
    }
    await sleep(250);
  }
  throw new Error(`${what} was not ready at ${url} after ${timeoutMs / 1000} s.`);
}

/** Starts API process `index` (1-based) unless it runs; resolves when its readiness check answers 200. */
export async function startApi(index, { timeoutMs = 300_000 } = {}) {
  const name = `api-${index}`;
  const existing = readPid(name);
  const portNumber = apiPort(index);
  if (existing) {
    await waitFor200(`http://127.0.0.1:${portNumber}/api/health`, { pid: existing, timeoutMs, what: name });
    return { name, pid: existing, port: portNumber };
  }
  mkdirSync(RUN_DIR, { recursive: true });
  mkdirSync(LOG_DIR, { recursive: true });
  const env = apiEnv(index);
  mkdirSync(env.DATA_DIR, { recursive: true });
  const log = join(LOG_DIR, `${name}.log`);
  const out = openSync(log, 'a');
  writeFileSync(out, `\n--- ${new Date().toISOString()} starting ${name} on port ${portNumber}\n`);
  const child = spawn(NODE, [SERVER], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  child.unref();
  writeFileSync(pidFile(name), String(child.pid));
  await waitFor200(`http://127.0.0.1:${portNumber}/api/health`, {
    pid: child.pid,
    timeoutMs,
    what: name,
    log,
  });
  return { name, pid: child.pid, port: portNumber };
}

/** The running API processes: name, pid, port. */
export function apis() {
  const found = [];
  for (let index = 1; index <= MAX_APIS; index++) {
    const pid = readPid(`api-${index}`);
    if (pid) found.push({ index, name: `api-${index}`, pid, port: apiPort(index) });
  }
  return found;
}

/** Sends `signal` to API process `index`; with SIGTERM/SIGINT waits (up to graceMs) for it to end, then kills it. */
export async function stopApi(index, { signal = 'SIGTERM', graceMs = 20_000 } = {}) {
  const name = `api-${index}`;
  const pid = readPid(name);
  if (!pid) return undefined;
  process.kill(pid, signal);
  const deadline = Date.now() + graceMs;
  while (alive(pid) && Date.now() < deadline) await sleep(50);
  if (alive(pid)) {
    process.kill(pid, 'SIGKILL');
    while (alive(pid)) await sleep(50);
  }
  rmSync(pidFile(name), { force: true });
  return pid;
}

/** kill -9 of API process `index`, as a crash does; answers its pid. */
export function killApi(index) {
  const pid = readPid(`api-${index}`);
  if (pid) process.kill(pid, 'SIGKILL');
  return pid;
}

// ---------------------------------------------------------------------------------------------------
// nginx

const NGINX_CONF = join(NGINX_DIR, 'nginx.conf');
const nginxArgs = () => ['-p', `${NGINX_DIR}/`, '-c', NGINX_CONF, '-e', join(NGINX_DIR, 'logs/error.log')];

/** deploy/nginx.conf with the upstreams of these API process indexes and the cluster's HTTP port. */
export function renderNginxConf(indexes) {
  const template = readFileSync(join(DEPLOY, 'nginx.conf'), 'utf8');
  const begin = template.indexOf('# cluster:upstreams-begin');
  const end = template.indexOf('# cluster:upstreams-end');
  if (begin < 0 || end < 0) throw new Error('deploy/nginx.conf lost its cluster:upstreams markers.');
  // The template's lines, with its two processes' addresses swapped for these processes'.
  const lines = template.slice(begin, end).split('\n').slice(1);
  const rendered = [];
  for (const line of lines) {
    const server = /^(\s*)server 127\.0\.0\.1:3101 (.*)$/.exec(line);
    if (server) {
      for (const index of indexes)
        rendered.push(`${server[1]}server 127.0.0.1:${apiPort(index)} ${server[2]}`);
    } else if (!/^\s*server 127\.0\.0\.1:\d+ /.test(line)) {
      rendered.push(line);
    }
  }
  return (
    template.slice(0, begin) +
    `# cluster:upstreams-begin\n${rendered.join('\n')}` +
    template.slice(end)
  ).replace(/listen 127\.0\.0\.1:\d+;/, `listen 127.0.0.1:${PORTS.http};`);
}

export function nginxPid() {
  const file = join(NGINX_DIR, 'nginx.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8'));
  return alive(pid) ? pid : undefined;
}

/** Starts nginx with upstreams for these API processes, or reloads it when it runs (no dropped requests). */
export async function startNginx(indexes) {
  for (const folder of ['logs', 'temp']) mkdirSync(join(NGINX_DIR, folder), { recursive: true });
  writeFileSync(NGINX_CONF, renderNginxConf(indexes));
  run(NGINX_BIN, ['-t', '-q', ...nginxArgs()], { quiet: true });
  const running = nginxPid();
  if (running) {
    run(NGINX_BIN, [...nginxArgs(), '-s', 'reload'], { quiet: true });
    // The old workers finish their requests; new ones read the new upstreams at once.
    await sleep(500);
  } else {
    run(NGINX_BIN, nginxArgs(), { quiet: true });
  }
  await waitFor200(`${PUBLIC_URL}/api/health`, { timeoutMs: 30_000, what: 'nginx' });
  return nginxPid();
}

export async function stopNginx() {
  const pid = nginxPid();
  if (!pid) return;
  run(NGINX_BIN, [...nginxArgs(), '-s', 'quit'], { allowFail: true, quiet: true });
  const deadline = Date.now() + 10_000;
  while (alive(pid) && Date.now() < deadline) await sleep(50);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

// ---------------------------------------------------------------------------------------------------
// HAProxy (the alternative balancer, with active readiness checks): `npm run cluster -- --haproxy`

const HAPROXY_BIN = '/usr/sbin/haproxy';
const HAPROXY_DIR = join(CLUSTER_DIR, 'haproxy');
const HAPROXY_PID = join(HAPROXY_DIR, 'haproxy.pid');

/** deploy/haproxy.cfg with a server line per API process and the cluster's HTTP port. */
export function renderHaproxyCfg(indexes) {
  const template = readFileSync(join(DEPLOY, 'haproxy.cfg'), 'utf8');
  const servers = indexes
    .map((index) => `    server api-${index} 127.0.0.1:${apiPort(index)} check`)
    .join('\n');
  return template
    .replace(/( {4}server api-\d+ 127\.0\.0\.1:\d+ check\n?)+/, `${servers}\n`)
    .replace(/bind 127\.0\.0\.1:\d+/, `bind 127.0.0.1:${PORTS.http}`);
}

export function haproxyPid() {
  if (!existsSync(HAPROXY_PID)) return undefined;
  const pid = Number(readFileSync(HAPROXY_PID, 'utf8').trim().split('\n')[0]);
  return alive(pid) ? pid : undefined;
}

/** Starts HAProxy in nginx's place (nginx is stopped: they share the port). */
export async function startHaproxy(indexes) {
  if (!existsSync(HAPROXY_BIN)) run('bash', [join(DEPLOY, 'ensure-packages.sh'), 'haproxy']);
  await stopNginx();
  await stopHaproxy();
  mkdirSync(HAPROXY_DIR, { recursive: true });
  const cfg = join(HAPROXY_DIR, 'haproxy.cfg');
  writeFileSync(cfg, renderHaproxyCfg(indexes));
  run(HAPROXY_BIN, ['-c', '-q', '-f', cfg], { quiet: true });
  run(HAPROXY_BIN, ['-D', '-p', HAPROXY_PID, '-f', cfg], { quiet: true });
  await waitFor200(`${PUBLIC_URL}/api/health`, { timeoutMs: 30_000, what: 'haproxy' });
  return haproxyPid();
}

export async function stopHaproxy() {
  const pid = haproxyPid();
  if (!pid) return;
  process.kill(pid, 'SIGUSR1'); // soft stop: finishes the connections in progress
  const deadline = Date.now() + 10_000;
  while (alive(pid) && Date.now() < deadline) await sleep(50);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

// ---------------------------------------------------------------------------------------------------
// The whole cluster

/**
 * Starts what is not running: the packages, the build, the primary and the replica, `apiCount` API
 * processes (the first alone, so the demo seed runs once; then the others) and nginx. `fresh` wipes
 * .cluster/ first. Answers what runs.
 */
export async function startCluster({ fresh = false, apiCount = 2, build = true, balancer = 'nginx' } = {}) {
  if (apiCount < 1 || apiCount > MAX_APIS) throw new Error(`Between 1 and ${MAX_APIS} API processes.`);
  if (fresh) await wipeCluster();
  ensurePackages();
  if (build) await buildIfStale();
  await ensureDatabases();
  // The first process migrates and seeds; the others find both done. A process started before the
  // last build runs old code: it is restarted (one at a time, the balancer sends to the others).
  const built = statSync(SERVER).mtimeMs;
  for (let index = 1; index <= apiCount; index++) {
    const running = apis().find((api) => api.index === index);
    if (running && statSync(pidFile(running.name)).mtimeMs < built) {
      say(`${running.name} runs an older build: restarting it`);
      await stopApi(index);
    }
    const started = Date.now();
    const api = await startApi(index);
    say(
      `${api.name}: pid ${api.pid}, port ${api.port} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  // Fewer processes wanted than run: stop the extra ones after nginx has forgotten them.
  const indexes = Array.from({ length: apiCount }, (_, i) => i + 1);
  if (balancer === 'haproxy') {
    await startHaproxy(indexes);
  } else {
    await stopHaproxy();
    await startNginx(indexes);
  }
  for (const extra of apis().filter((api) => api.index > apiCount)) await stopApi(extra.index);
  return status();
}

/** Stops everything the cluster started: nginx, the API processes (SIGTERM), the replica, the primary. */
export async function stopCluster() {
  await stopNginx();
  await stopHaproxy();
  await Promise.all(apis().map((api) => stopApi(api.index)));
  await stopPg('replica');
  await stopPg('primary');
}

export async function wipeCluster() {
  await stopCluster();
  if (existsSync(CLUSTER_DIR)) {
    say(`removing ${CLUSTER_DIR}`);
    rmSync(CLUSTER_DIR, { recursive: true, force: true });
  }
}

/** What runs now. */
export function status() {
  return {
    url: PUBLIC_URL,
    nginx: nginxPid() ? { pid: nginxPid(), port: PORTS.http } : null,
    haproxy: haproxyPid() ? { pid: haproxyPid(), port: PORTS.http } : null,
    apis: apis(),
    primary: pgPid('primary') ? { pid: pgPid('primary'), port: PORTS.primary, url: PRIMARY_URL } : null,
    replica: pgPid('replica') ? { pid: pgPid('replica'), port: PORTS.replica, url: REPLICA_URL } : null,
    metricsToken: existsSync(join(CLUSTER_DIR, 'secrets.json')) ? secrets().metricsToken : null,
    logs: LOG_DIR,
  };
}

// ---------------------------------------------------------------------------------------------------
// CPU time, from /proc (Linux), for the benchmark's "where the time goes"

const CLOCK_TICKS = 100;

function procStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      utime: Number(fields[11]),
      stime: Number(fields[12]),
      cutime: Number(fields[13]),
      cstime: Number(fields[14]),
    };
  } catch {
    return undefined;
  }
}

/** CPU seconds used by process `pid` (all its threads) so far. */
export function cpuSeconds(pid) {
  const stat = procStat(pid);
  return stat ? (stat.utime + stat.stime) / CLOCK_TICKS : 0;
}

/**
 * CPU seconds of a process tree: the process, its children alive now, and the children it has
 * waited for (a postmaster reaps its backends, so a backend that ended still counts).
 */
export function treeCpuSeconds(rootPid) {
  const root = procStat(rootPid);
  if (!root) return 0;
  let ticks = root.utime + root.stime + root.cutime + root.cstime;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat?.ppid === rootPid) ticks += stat.utime + stat.stime;
  }
  return ticks / CLOCK_TICKS;
}

export const paths = { cluster: CLUSTER_DIR, logs: LOG_DIR, nginx: NGINX_DIR, pg: PG_DIR };
