// `npm run bench:live`: live events (decision 0060) across API processes, on PostgreSQL (its own
// database, TWO API processes A and B: bench/live-child.ts, each the real app on its own port, on the
// same database, fanning out through LISTEN/NOTIFY) and on PGlite (ONE API process on a data
// directory). The bench process is the clients: expert browsers, a staff viewer, idle tabs.
//  1. Delay: 200 experts, each with an in-home session in Tracking today (written straight to the
//     table), each POSTing a point every 10 s (spread evenly: 20 POSTs a second) for 60 s to A, after
//     a 5 s warm-up that is not counted; a staff viewer's stream on B (PGlite: the one process) hears
//     the `tracking.position` events. Delay = arrival at the stream - the moment the POST was sent,
//     matched by session and a latitude unique to each POST. count, p50, p99, max; also the POSTs'
//     own answer time, and any POST answered 200 whose event never arrived. Target: p99 < 250 ms.
//  2. Memory per idle stream: the process's `process.memoryUsage()` (rss, heapUsed; after two GCs, the
//     child runs with --expose-gc) before, and after 2,000 streams are open (100 opening at a time)
//     and idle for 2 s; the difference / 2,000. All streams use one staff viewer's cookie (one browser
//     session): the per-stream cost is the same whoever the viewer is. B on PostgreSQL.
//  3. Events lost across a restart: a client follows B's stream as a browser's EventSource does (on
//     an end or a drop it waits the `retry` the server sent, 3 s, and reconnects with Last-Event-ID),
//     while 50 events a second are inserted into live_events for the staff audience (type bench.tick,
//     from A on PostgreSQL, so none is deleted like a position). After 3 s B is stopped (SIGTERM, as
//     the server does on shutdown: every stream ends with `retry: 3000`; or SIGKILL) and started again
//     on the same port; the client reconnects to the restarted B, or to A. 3 s after it is back the
//     writer stops; once the client has caught up, ids in the table vs distinct ids received.
//     Target: 0 lost (ids received twice are counted: a reconnect replays the 30 s before its
//     Last-Event-ID on purpose, and the browser drops the repeats). PGlite: the one process is stopped and started again on the
//     same data directory (so nothing is written while it is down), the client reconnects to it.
//  4. PostgreSQL only: two events committed out of id order on purpose (orderStep), once to an open
//     stream and once across a reconnect with Last-Event-ID. Target: 0 lost.
// Knobs (environment or flags): BENCH_ENGINES / --engines (postgres,pglite), BENCH_LIVE_SECONDS /
// --seconds (60), BENCH_LIVE_WARMUP / --warmup (5), BENCH_LIVE_EXPERTS / --experts (200),
// BENCH_LIVE_EVERY / --every (10: seconds between one expert's points), BENCH_LIVE_CONNECTIONS /
// --connections (2000), BENCH_LIVE_RATE / --rate (50 events/s in step 3), BENCH_LIVE_WRITERS /
// --writers (4: loops inserting step 3's events at once, each on a pooled connection, as concurrent
// requests write them; 1 writes them one after the other), BENCH_LIVE_STEPS / --steps
// (delay,memory,restart,order). On PostgreSQL a LISTEN of the bench's own records the order NOTIFY delivers
// ids in, to tell whether an event that never reached a stream was committed after a larger id.
// Exits 1 when a target is missed. See docs/benchmarks.md "bench:live".
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client.ts';
import { offerings, services } from '../apps/api/src/db/schema/index.ts';
import * as clock from '../apps/api/src/lib/clock.ts';
import { buildStudio, type Person } from '../apps/api/test/factories.ts';
import { openBenchPostgres } from './bench-database.ts';
import { percentile, round } from './lib.ts';

const { values: flags } = parseArgs({
  options: {
    engines: { type: 'string' },
    seconds: { type: 'string' },
    warmup: { type: 'string' },
    experts: { type: 'string' },
    every: { type: 'string' },
    connections: { type: 'string' },
    rate: { type: 'string' },
    writers: { type: 'string' },
    steps: { type: 'string' },
  },
  strict: true,
});
const ENGINES = (flags.engines ?? process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const SECONDS = Number(flags.seconds ?? process.env.BENCH_LIVE_SECONDS ?? 60);
const WARMUP = Number(flags.warmup ?? process.env.BENCH_LIVE_WARMUP ?? 5);
const EXPERTS = Number(flags.experts ?? process.env.BENCH_LIVE_EXPERTS ?? 200);
const EVERY = Number(flags.every ?? process.env.BENCH_LIVE_EVERY ?? 10);
const CONNECTIONS = Number(flags.connections ?? process.env.BENCH_LIVE_CONNECTIONS ?? 2000);
const RATE = Number(flags.rate ?? process.env.BENCH_LIVE_RATE ?? 50);
const WRITERS = Number(flags.writers ?? process.env.BENCH_LIVE_WRITERS ?? 4);
const STEPS = (flags.steps ?? process.env.BENCH_LIVE_STEPS ?? 'delay,memory,restart,order').split(',');
const DELAY_TARGET_MS = 250;
const BENCH_DB = 'bmp_bench_live';
const CHILD = fileURLToPath(new URL('./live-child.ts', import.meta.url));
/** The client's door in Los Angeles; the points are about 16 km north, far outside the geofence. */
const DOOR = { latitude: 34.0522, longitude: -118.2437 };

type Row = Record<string, string | number>;
type SseEvent = { id: number; type: string; data: Record<string, unknown> };

const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));
const mb = (bytes: number) => round(bytes / 1024 / 1024);

// ---------------------------------------------------------------------------------------------------
// API processes

type Api = {
  name: string;
  child: ChildProcess;
  port: number;
  origin: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  ask(type: string, body?: Record<string, unknown>): Promise<Record<string, unknown>>;
};

/** Starts bench/live-child.ts and resolves once it listens. */
function startApi(name: string, env: Record<string, string>): Promise<Api> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', CHILD], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.on('exit', (code, signal) => done({ code, signal })),
  );
  let nextId = 1;
  const waiting = new Map<number, (body: Record<string, unknown>) => void>();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 120_000);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`${name} ended (${code ?? signal}) before it was ready:\n${output}`));
      for (const done of waiting.values()) done({ error: `${name} ended` });
    });
    child.on('message', (message: { id?: number; type?: string; port?: number }) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        const port = message.port ?? 0;
        resolve({
          name,
          child,
          port,
          origin: `http://127.0.0.1:${port}`,
          exited,
          ask(type, body = {}) {
            const id = nextId++;
            return new Promise((done, fail) => {
              waiting.set(id, (answer) => {
                waiting.delete(id);
                if (answer.error) fail(new Error(`${name} ${type}: ${answer.error}`));
                else done(answer);
              });
              child.send({ id, type, ...body });
            });
          },
        });
      } else if (message.id !== undefined) {
        waiting.get(message.id)?.(message as Record<string, unknown>);
      }
    });
  });
}

async function stopApi(api: Api, signal: NodeJS.Signals = 'SIGTERM') {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill(signal);
  await api.exited;
}

// ---------------------------------------------------------------------------------------------------
// Clients

type Stream = {
  status: number;
  retryMs: number;
  /** `retry:` fields heard: the first comes with ": connected", a second is the server's goodbye. */
  retries: number;
  ended: Promise<void>;
  close(): void;
};

/**
 * An EventSource as a browser has it, for measuring: each event with the instant its chunk arrived
 * (test/support/sse.ts's client keeps no arrival times), and the `retry` the server asked for.
 */
function openStream(
  origin: string,
  options: { cookie: string; lastEventId?: number; onEvent?: (event: SseEvent, at: number) => void },
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream', cookie: options.cookie };
    if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
    const request = http.get(`${origin}/api/live`, { headers, agent: false }, (response) => {
      let buffer = '';
      let endedResolve: () => void = () => undefined;
      const ended = new Promise<void>((done) => {
        endedResolve = done;
      });
      const stream: Stream = {
        status: response.statusCode ?? 0,
        retryMs: 3000,
        retries: 0,
        ended,
        close() {
          request.destroy();
          response.destroy();
        },
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        for (;;) {
          const end = buffer.indexOf('\n\n');
          if (end < 0) break;
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':') || !line.includes(':')) continue;
            const colon = line.indexOf(':');
            fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          const retry = Number(fields.get('retry'));
          if (Number.isFinite(retry) && retry > 0) {
            stream.retryMs = retry;
            stream.retries += 1;
          }
          if (!fields.has('data')) continue;
          options.onEvent?.(
            {
              id: Number(fields.get('id')),
              type: fields.get('event') ?? 'message',
              data: JSON.parse(fields.get('data') ?? '{}') as Record<string, unknown>,
            },
            at,
          );
        }
      });
      response.on('end', () => endedResolve());
      response.on('close', () => endedResolve());
      response.on('error', () => endedResolve());
      resolve(stream);
    });
    request.on('error', reject);
  });
}

/** A JSON POST as a signed-in browser sends it; answers the status. */
function post(agent: http.Agent, origin: string, path: string, cookie: string, body: object) {
  return new Promise<number>((resolve) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      `${origin}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          cookie,
          'x-requested-with': 'bench',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
    request.end(payload);
  });
}

/**
 * PostgreSQL only, for evidence: a LISTEN of the bench's own on the hub's channel, recording the ids in
 * the order NOTIFY delivers them (commit order). An id heard after a larger one was committed later
 * than an event written after it began, which a stream that only moves forward by id would skip.
 */
async function recordNotifies(url: string) {
  const client = new pg.Client({ connectionString: url, application_name: 'bench-live-recorder' });
  await client.connect();
  const order: number[] = [];
  client.on('notification', (message) => {
    if (message.channel !== 'live_events' || !message.payload) return;
    for (const id of message.payload.split(',')) order.push(Number(id));
  });
  await client.query('LISTEN live_events');
  return {
    /** The ids heard after a larger id had been heard. */
    late(): Set<number> {
      const late = new Set<number>();
      let highest = 0;
      for (const id of order) {
        if (id < highest) late.add(id);
        highest = Math.max(highest, id);
      }
      return late;
    },
    heard: () => order.length,
    ids: () => order,
    stop: () => client.end(),
  };
}

// ---------------------------------------------------------------------------------------------------
// Data

type Setup = { businessId: string; viewer: Person; trips: { sessionId: string; cookie: string }[] };

/** A studio with EXPERTS experts and as many customers, each pair with an in-home session in Tracking. */
async function setup(database: DatabaseHandle): Promise<Setup> {
  const { db } = database;
  const studio = await buildStudio(db, { experts: EXPERTS, customers: EXPERTS, expertHours: null });
  const [offering] = await db.select().from(offerings).where(eq(offerings.id, studio.homeOfferingId));
  if (!offering) throw new Error('the in-home offering is missing');
  // Started now (today), an hour long, the expert on the way.
  const startsAt = new Date(Math.floor(clock.nowMs() / 60_000) * 60_000 + 30 * 60_000);
  const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
  const buffer = offering.travelBufferMinutes;
  const rows = await db
    .insert(services)
    .values(
      studio.experts.map((expert, index) => ({
        businessId: studio.businessId,
        offeringId: offering.id,
        offeringName: offering.name,
        serviceType: offering.serviceType,
        category: offering.category,
        place: 'home' as const,
        startsAt,
        endsAt,
        durationMinutes: 60,
        travelBufferMinutes: buffer,
        expertBusyFrom: new Date(startsAt.getTime() - buffer * 60_000),
        expertBusyUntil: new Date(endsAt.getTime() + buffer * 60_000),
        expertId: expert.membershipId,
        customerId: (studio.customers[index] as Person).membershipId,
        status: 'Tracking' as const,
        address: '1 Main St, Los Angeles',
        ...DOOR,
        credits: 0,
        creditKind: null,
      })),
    )
    .returning({ id: services.id, expertId: services.expertId });
  const cookieOf = new Map(studio.experts.map((expert) => [expert.membershipId, expert.cookie]));
  return {
    businessId: studio.businessId,
    viewer: studio.admin,
    trips: rows.map((row) => ({ sessionId: row.id, cookie: cookieOf.get(row.expertId) ?? '' })),
  };
}

// ---------------------------------------------------------------------------------------------------
// 1. Delay

async function delayStep(engine: string, data: Setup, postTo: Api, viewOn: Api, listenUrl?: string) {
  const arrivals = new Map<string, number>();
  const streamed = new Set<number>();
  const recorder = listenUrl ? await recordNotifies(listenUrl) : undefined;
  const keyOf = (sessionId: unknown, latitude: unknown) => `${sessionId}|${Number(latitude).toFixed(5)}`;
  const viewer = await openStream(viewOn.origin, {
    cookie: data.viewer.cookie,
    onEvent(event, at) {
      if (event.type !== 'tracking.position') return;
      streamed.add(event.id);
      const key = keyOf(event.data.sessionId, event.data.latitude);
      if (!arrivals.has(key)) arrivals.set(key, at);
    },
  });
  if (viewer.status !== 200) throw new Error(`the viewer's stream answered ${viewer.status}`);
  await sleep(300);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const cpuOf = async () => {
    const [post, view] = await Promise.all([
      postTo.ask('cpu'),
      viewOn === postTo ? undefined : viewOn.ask('cpu'),
    ]);
    return { post: Number(post.cpuMs), view: view ? Number(view.cpuMs) : 0, at: performance.now() };
  };
  const cpuBefore = await cpuOf();
  const perSecond = data.trips.length / EVERY;
  const warmupPosts = Math.round(WARMUP * perSecond);
  const total = warmupPosts + Math.round(SECONDS * perSecond);
  const sent: {
    key: string;
    sessionId: string;
    sentAt: number;
    answeredAt: number;
    status: number;
    counted: boolean;
  }[] = [];
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let k = 0; k < total; k++) {
    await sleep(started + (k * 1000) / perSecond - performance.now());
    const trip = data.trips[k % data.trips.length] as Setup['trips'][number];
    const latitude = Number((34.2 + k * 1e-5).toFixed(5));
    const entry = {
      key: keyOf(trip.sessionId, latitude),
      sessionId: trip.sessionId,
      sentAt: performance.now(),
      answeredAt: 0,
      status: 0,
      counted: k >= warmupPosts,
    };
    sent.push(entry);
    pending.push(
      post(agent, postTo.origin, `/api/services/${trip.sessionId}/position`, trip.cookie, {
        latitude,
        longitude: DOOR.longitude,
        accuracy: 10,
      }).then((status) => {
        entry.status = status;
        entry.answeredAt = performance.now();
      }),
    );
  }
  const sendSeconds = (performance.now() - started) / 1000;
  await Promise.all(pending);
  const cpuAfter = await cpuOf();
  const wallMs = cpuAfter.at - cpuBefore.at;
  // Each API process's CPU over the step, as a share of one core, and per POST.
  const cpu = {
    post: round((100 * (cpuAfter.post - cpuBefore.post)) / wallMs),
    view: round((100 * (cpuAfter.view - cpuBefore.view)) / wallMs),
    postMsPerPost: round((cpuAfter.post - cpuBefore.post) / total),
  };
  // Events still on their way: as long as some keep arriving (a hub with a backlog), 5 s after the
  // last one, at most 60 s.
  const accepted = sent.filter((entry) => entry.status === 200);
  const deadline = performance.now() + 60_000;
  let heardCount = arrivals.size;
  let quietSince = performance.now();
  while (performance.now() < deadline && accepted.some((entry) => !arrivals.has(entry.key))) {
    if (arrivals.size !== heardCount) {
      heardCount = arrivals.size;
      quietSince = performance.now();
    } else if (performance.now() - quietSince > 5000) break;
    await sleep(100);
  }
  viewer.close();
  agent.destroy();
  // Notified but never streamed, and how many of those were notified after a larger id.
  let notified: { unstreamed: number; late: number; lateUnstreamed: number } | undefined;
  if (recorder) {
    const late = recorder.late();
    const unstreamed = recorder.ids().filter((id) => !streamed.has(id));
    notified = {
      unstreamed: unstreamed.length,
      late: late.size,
      lateUnstreamed: unstreamed.filter((id) => late.has(id)).length,
    };
    await recorder.stop();
  }

  const counted = sent.filter((entry) => entry.counted);
  const ok = counted.filter((entry) => entry.status === 200);
  const delays = ok
    .filter((entry) => arrivals.has(entry.key))
    .map((entry) => (arrivals.get(entry.key) as number) - entry.sentAt)
    .sort((a, b) => a - b);
  const answers = ok.map((entry) => entry.answeredAt - entry.sentAt).sort((a, b) => a - b);
  // The stream's part: arrival - the POST's answer (negative when the event beat the answer).
  const afterAnswer = ok
    .filter((entry) => arrivals.has(entry.key))
    .map((entry) => (arrivals.get(entry.key) as number) - entry.answeredAt)
    .sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const entry of counted) statuses[entry.status] = (statuses[entry.status] ?? 0) + 1;
  const missing = ok.length - delays.length;
  // For each event never heard: how long after its POST's answer the session's next point was answered
  // (that POST deletes the earlier position event; a hub reading later finds nothing to send).
  const unheard = ok
    .filter((entry) => !arrivals.has(entry.key))
    .map((entry) => {
      const next = sent.find(
        (other) => other.sessionId === entry.sessionId && other.sentAt > entry.sentAt && other.status === 200,
      );
      return { nextAnsweredAfterMs: next ? round(next.answeredAt - entry.answeredAt) : null };
    });
  const p99 = percentile(delays, 99);
  const pass = delays.length > 0 && p99 < DELAY_TARGET_MS;
  return {
    pass,
    missing,
    lostLine: `${missing === 0 ? 'PASS' : 'MISS'} (0 lost): ${engine}, delay step, ${missing} of ${ok.length} position events accepted never reached the stream`,
    row: {
      engine,
      'POSTs (rate)': `${counted.length} (${round(total / sendSeconds)}/s)`,
      answers: Object.entries(statuses)
        .map(([status, n]) => `${n}×${status}`)
        .join(' '),
      'POST answer p50/p99 ms': `${round(percentile(answers, 50))} / ${round(percentile(answers, 99))}`,
      'answer→stream p50/p99 ms': `${round(percentile(afterAnswer, 50))} / ${round(percentile(afterAnswer, 99))}`,
      'events heard': delays.length,
      'never heard': missing,
      'NOTIFY late / of them unheard': notified ? `${notified.late} / ${notified.lateUnstreamed}` : 'n/a',
      'CPU % of a core': viewOn === postTo ? `${cpu.post}` : `A ${cpu.post}, B ${cpu.view}`,
      'delay p50 ms': round(percentile(delays, 50)),
      'delay p99 ms': round(p99),
      'delay max ms': round(delays.at(-1) ?? 0),
      target: `${pass ? 'PASS' : 'MISS'} (p99 < ${DELAY_TARGET_MS} ms)`,
    } satisfies Row,
    json: {
      posts: counted.length,
      statuses,
      heard: delays.length,
      missing,
      unheard,
      notified,
      delayMs: {
        p50: round(percentile(delays, 50)),
        p90: round(percentile(delays, 90)),
        p99: round(p99),
        max: round(delays.at(-1) ?? 0),
      },
      postMs: { p50: round(percentile(answers, 50)), p99: round(percentile(answers, 99)) },
      cpu,
      afterAnswerMs: { p50: round(percentile(afterAnswer, 50)), p99: round(percentile(afterAnswer, 99)) },
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// 2. Memory per idle stream

async function memoryStep(engine: string, data: Setup, api: Api) {
  const before = await api.ask('memory');
  const sockets: { request: http.ClientRequest; response?: http.IncomingMessage }[] = [];
  let failed = 0;
  const openOne = () =>
    new Promise<void>((resolve) => {
      const entry: (typeof sockets)[number] = {
        request: http.get(
          `${api.origin}/api/live`,
          { agent: false, headers: { accept: 'text/event-stream', cookie: data.viewer.cookie } },
          (response) => {
            entry.response = response;
            if (response.statusCode !== 200) {
              failed += 1;
              response.resume();
              return resolve();
            }
            // The hub writes ": connected" once the stream is registered.
            response.once('data', () => resolve());
          },
        ),
      };
      entry.request.on('error', () => {
        failed += 1;
        resolve();
      });
      sockets.push(entry);
    });
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 100 }, async () => {
      while (next < CONNECTIONS) {
        next += 1;
        await openOne();
      }
    }),
  );
  const openSeconds = (performance.now() - started) / 1000;
  await sleep(2000);
  const after = await api.ask('memory');
  for (const socket of sockets) {
    socket.request.destroy();
    socket.response?.destroy();
  }
  await sleep(1000);
  const opened = CONNECTIONS - failed;
  const rss = (Number(after.rss) - Number(before.rss)) / Math.max(1, opened);
  const heap = (Number(after.heapUsed) - Number(before.heapUsed)) / Math.max(1, opened);
  return {
    row: {
      engine,
      streams: `${opened} open in ${round(openSeconds)} s${failed ? `, ${failed} failed` : ''}`,
      'server sockets': Number(after.connections),
      'rss before/after MB': `${mb(Number(before.rss))} / ${mb(Number(after.rss))}`,
      'heap before/after MB': `${mb(Number(before.heapUsed))} / ${mb(Number(after.heapUsed))}`,
      'rss per stream KB': round(rss / 1024),
      'heap per stream KB': round(heap / 1024),
      gc: after.gc ? 'yes' : 'no',
    } satisfies Row,
    json: {
      opened,
      failed,
      openSeconds: round(openSeconds),
      before,
      after,
      rssPerStream: rss,
      heapPerStream: heap,
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// 3. Events lost across a restart

type Scenario = { signal: NodeJS.Signals; to: 'restarted' | 'A' };

/** A browser's EventSource following `target()`: on an end or a drop it waits `retry` and reconnects. */
function follow(cookie: string, target: () => string) {
  const received = new Set<number>();
  let duplicates = 0;
  let lastId: number | undefined;
  let stopped = false;
  let current: Stream | undefined;
  const connections: { at: number; origin: string; lastEventId: number | undefined }[] = [];
  const drops: { at: number; goodbye: boolean }[] = [];
  const running = (async () => {
    while (!stopped) {
      const origin = target();
      let retryMs = 3000;
      try {
        const stream = await openStream(origin, {
          cookie,
          ...(lastId === undefined ? {} : { lastEventId: lastId }),
          onEvent(event) {
            if (event.type !== 'bench.tick') return;
            if (received.has(event.id)) duplicates += 1;
            received.add(event.id);
            lastId = Math.max(lastId ?? 0, event.id);
          },
        });
        current = stream;
        if (stream.status === 200) {
          connections.push({ at: performance.now(), origin, lastEventId: lastId });
          await stream.ended;
          drops.push({ at: performance.now(), goodbye: stream.retries > 1 });
        } else {
          stream.close();
        }
        retryMs = stream.retryMs;
      } catch {
        // Refused: the process is not back yet.
      }
      if (!stopped) await sleep(retryMs);
    }
  })();
  return {
    received,
    connections,
    drops,
    get duplicates() {
      return duplicates;
    },
    get lastId() {
      return lastId;
    },
    async stop() {
      stopped = true;
      current?.close();
      await running;
    },
  };
}

async function restartStep(
  engine: string,
  data: Setup,
  apis: { a: Api | undefined; b: Api },
  restart: (signal: NodeJS.Signals) => Promise<Api>,
  scenario: Scenario,
  listenUrl?: string,
) {
  const run = randomUUID().slice(0, 8);
  const recorder = listenUrl ? await recordNotifies(listenUrl) : undefined;
  let b = apis.b;
  // The writer: A on PostgreSQL (it stays up); the one process on PGlite (restarted with it).
  const writer = () => apis.a ?? b;
  const origin = b.origin;
  let failedOver = false;
  const client = follow(data.viewer.cookie, () => (failedOver && apis.a ? apis.a.origin : origin));
  const waitFor = async (check: () => boolean, ms: number) => {
    const deadline = performance.now() + ms;
    while (!check() && performance.now() < deadline) await sleep(50);
    return check();
  };
  if (!(await waitFor(() => client.connections.length > 0, 10_000)))
    throw new Error('the client never connected');
  await writer().ask('pump-start', { businessId: data.businessId, run, perSecond: RATE, writers: WRITERS });
  await sleep(3000);
  let inserted = 0;
  const stoppedAt = performance.now();
  if (!apis.a) inserted += Number((await b.ask('pump-stop')).inserted ?? 0);
  if (scenario.to === 'A') failedOver = true;
  b = await restart(scenario.signal);
  const restartSeconds = (performance.now() - stoppedAt) / 1000;
  if (!apis.a)
    await b.ask('pump-start', { businessId: data.businessId, run, perSecond: RATE, writers: WRITERS });
  const back = await waitFor(() => client.connections.length > 1, 30_000);
  const gapSeconds = back
    ? ((client.connections[1]?.at ?? 0) - (client.drops[0]?.at ?? stoppedAt)) / 1000
    : NaN;
  await sleep(3000);
  inserted += Number((await writer().ask('pump-stop')).inserted ?? 0);
  const ids = ((await writer().ask('ids', { run })).ids as number[]) ?? [];
  await waitFor(() => ids.every((id) => client.received.has(id)), 10_000);
  await client.stop();
  const lost = ids.filter((id) => !client.received.has(id));
  const late = recorder?.late() ?? new Set<number>();
  const lateIds = ids.filter((id) => late.has(id));
  await recorder?.stop();
  // Repeats are by design (a reconnect replays the 30 s before its Last-Event-ID, for transactions
  // that committed out of id order; the browser drops ids it has): counted, not a miss.
  const pass = back && ids.length > 0 && lost.length === 0;
  const reconnect = client.connections[1];
  return {
    b,
    pass,
    row: {
      engine,
      restart: `${scenario.signal}, reconnect to ${scenario.to === 'A' ? 'A' : engine === 'pglite' ? 'the reopened process' : 'the restarted B'}`,
      'restart s': round(restartSeconds),
      'stream gap s': round(gapSeconds),
      'ended with': client.drops[0] ? (client.drops[0].goodbye ? 'retry: 3000' : 'a drop') : '?',
      reconnects: client.connections.length - 1,
      inserted: ids.length,
      received: client.received.size,
      lost: lost.length,
      twice: client.duplicates,
      'NOTIFY late / of them lost': recorder
        ? `${lateIds.length} / ${lost.filter((id) => late.has(id)).length}`
        : 'n/a',
      target: `${pass ? 'PASS' : 'MISS'} (0 lost)`,
    } satisfies Row,
    json: {
      scenario,
      run,
      insertedByWriters: inserted,
      inserted: ids.length,
      received: client.received.size,
      lost: lost.slice(0, 20),
      lostCount: lost.length,
      duplicates: client.duplicates,
      notifiedLate: lateIds.length,
      lostNotifiedLate: lost.filter((id) => late.has(id)).length,
      reconnectLastEventId: reconnect?.lastEventId,
      restartSeconds: round(restartSeconds),
      gapSeconds: round(gapSeconds),
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// 4. Events committed out of id order (PostgreSQL: two transactions at once)

/**
 * Two events of the staff audience: the first inserted (the smaller id) in a transaction left open,
 * the second inserted and committed, then the first committed 300 ms later, as two requests writing
 * at once can. "live": a stream open throughout must get both. "replay": a stream that saw the second
 * and dropped before the first committed reconnects with Last-Event-ID = the second's id and must get
 * the first. Deterministic: it shows whether a late commit is skipped, which the delay step sees by chance.
 */
async function orderStep(engine: string, data: Setup, api: Api, url: string) {
  const rows: Row[] = [];
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, application_name: 'bench-live-order' });
    await client.connect();
    return client;
  };
  const [first, second] = [await connect(), await connect()];
  const insert = async (client: pg.Client, probe: string, n: number) => {
    const result = await client.query<{ id: string }>(
      `insert into live_events (business_id, audience, type, payload) values ($1, '{staff}', 'bench.order', $2) returning id`,
      [data.businessId, JSON.stringify({ probe, n })],
    );
    return Number(result.rows[0]?.id);
  };
  try {
    for (const probe of ['live', 'replay'] as const) {
      const heard = new Set<number>();
      const onEvent = (event: SseEvent) => {
        if (event.type === 'bench.order') heard.add(event.id);
      };
      let stream = await openStream(api.origin, { cookie: data.viewer.cookie, onEvent });
      await sleep(300);
      await first.query('begin');
      const small = await insert(first, probe, 1);
      const large = await insert(second, probe, 2);
      const deadline = performance.now() + 5000;
      while (!heard.has(large) && performance.now() < deadline) await sleep(20);
      if (probe === 'replay') stream.close();
      await sleep(300);
      await first.query('commit');
      if (probe === 'replay') {
        await sleep(300);
        stream = await openStream(api.origin, { cookie: data.viewer.cookie, lastEventId: large, onEvent });
      }
      await sleep(1500);
      stream.close();
      const got = [small, large].filter((id) => heard.has(id));
      const lost = [small, large].filter((id) => !heard.has(id));
      rows.push({
        engine,
        probe:
          probe === 'live'
            ? 'stream open: id n committed 300 ms after id n+1'
            : 'dropped after n+1, reconnected with Last-Event-ID n+1 after n committed',
        ids: `${small}, ${large}`,
        received: got.join(', ') || 'none',
        lost: lost.length,
        target: `${lost.length === 0 ? 'PASS' : 'MISS'} (0 lost)`,
      });
    }
  } finally {
    await first.end();
    await second.end();
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------

type EngineResult = {
  delay: Row[];
  memory: Row[];
  restart: Row[];
  order: Row[];
  misses: string[];
  /** PASS/MISS lines besides the tables' targets. */
  lines: string[];
  json: Record<string, unknown>;
};

async function benchEngine(
  engine: 'postgres' | 'pglite',
  data: Setup,
  env: Record<string, string>,
): Promise<EngineResult> {
  const result: EngineResult = {
    delay: [],
    memory: [],
    restart: [],
    order: [],
    misses: [],
    lines: [],
    json: { engine },
  };
  const two = engine === 'postgres';
  let a: Api | undefined = two ? await startApi('A', env) : undefined;
  let b = await startApi(two ? 'B' : 'API', env);
  try {
    console.info(`[${engine}] ${two ? `A on ${a?.port}, B on ${b.port}` : `one process on ${b.port}`}`);
    if (STEPS.includes('delay')) {
      console.info(
        `[${engine}] delay: ${data.trips.length} experts, a point each every ${EVERY} s, ${SECONDS} s`,
      );
      const delay = await delayStep(engine, data, a ?? b, b, env.LIVE_DB_URL);
      result.delay.push(delay.row);
      result.json.delay = delay.json;
      if (!delay.pass) result.misses.push(`[${engine}] delay: ${delay.row.target}`);
      if (delay.missing > 0) result.misses.push(delay.lostLine);
      result.lines.push(delay.lostLine);
    }
    if (STEPS.includes('memory')) {
      console.info(`[${engine}] memory: ${CONNECTIONS} idle streams on ${b.name}`);
      const memory = await memoryStep(engine, data, b);
      result.memory.push(memory.row);
      result.json.memory = memory.json;
    }
    if (STEPS.includes('order') && env.LIVE_DB_URL) {
      console.info(`[${engine}] order: two events committed out of id order`);
      const order = await orderStep(engine, data, b, env.LIVE_DB_URL);
      result.order.push(...order);
      result.json.order = order;
      for (const row of order)
        if (row.lost !== 0) result.misses.push(`[${engine}] order: ${row.probe}: ${row.lost} lost`);
    }
    if (STEPS.includes('restart')) {
      const scenarios: Scenario[] = two
        ? [
            { signal: 'SIGTERM', to: 'restarted' },
            { signal: 'SIGKILL', to: 'restarted' },
            { signal: 'SIGTERM', to: 'A' },
            { signal: 'SIGKILL', to: 'A' },
          ]
        : [
            { signal: 'SIGTERM', to: 'restarted' },
            { signal: 'SIGKILL', to: 'restarted' },
          ];
      const runs: unknown[] = [];
      for (const scenario of scenarios) {
        console.info(`[${engine}] restart: ${scenario.signal}, reconnect to ${scenario.to}`);
        const port = String(b.port);
        const restart = async (signal: NodeJS.Signals) => {
          await stopApi(b, signal);
          return startApi(b.name, { ...env, LIVE_PORT: port });
        };
        const step = await restartStep(engine, data, { a, b }, restart, scenario, env.LIVE_DB_URL);
        b = step.b;
        result.restart.push(step.row);
        runs.push(step.json);
        if (!step.pass)
          result.misses.push(
            `[${engine}] restart ${scenario.signal} → ${scenario.to}: ${step.row.lost} lost, ${step.row.twice} twice`,
          );
      }
      result.json.restart = runs;
    }
  } finally {
    if (a) await stopApi(a);
    await stopApi(b);
    a = undefined;
  }
  return result;
}

const all: EngineResult[] = [];
const loadBefore = loadavg().map((n) => round(n));

if (ENGINES.includes('postgres')) {
  const postgres = await openBenchPostgres(BENCH_DB, 5);
  if (postgres) {
    try {
      const started = performance.now();
      const data = await setup(postgres.database);
      console.info(`[postgres] setup: ${round((performance.now() - started) / 1000)} s`);
      all.push(await benchEngine('postgres', data, { LIVE_DB_KIND: 'postgres', LIVE_DB_URL: postgres.url }));
    } finally {
      await postgres.drop();
    }
  }
}
if (ENGINES.includes('pglite')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bmp-bench-live-'));
  try {
    const started = performance.now();
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    const data = await setup(database);
    await database.close();
    console.info(`[pglite] setup: ${round((performance.now() - started) / 1000)} s`);
    all.push(await benchEngine('pglite', data, { LIVE_DB_KIND: 'pglite', LIVE_DATA_DIR: dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const loadAfter = loadavg().map((n) => round(n));

console.info(`\nLive events (load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')})`);
const delayRows = all.flatMap((r) => r.delay);
if (delayRows.length) {
  console.info(
    `\n1. Delay: position POSTed to ${ENGINES.includes('postgres') ? 'A' : 'the process'} → staff stream on B (PGlite: the same process)\n`,
  );
  console.table(delayRows);
}
const memoryRows = all.flatMap((r) => r.memory);
if (memoryRows.length) {
  console.info(`\n2. Memory per idle stream (${CONNECTIONS} streams on one process, one viewer's cookie)\n`);
  console.table(memoryRows);
}
const restartRows = all.flatMap((r) => r.restart);
if (restartRows.length) {
  console.info(
    `\n3. Events lost across a restart (${RATE} events/s, ${WRITERS} writer${WRITERS > 1 ? 's' : ''})\n`,
  );
  console.table(restartRows);
}
const orderRows = all.flatMap((r) => r.order);
if (orderRows.length) {
  console.info('\n4. Two events committed out of id order (PostgreSQL, stream on B)\n');
  console.table(orderRows);
}
console.info(
  JSON.stringify({
    bench: 'live',
    date: new Date().toISOString(),
    loadBefore,
    loadAfter,
    results: all.map((r) => r.json),
  }),
);
const misses = all.flatMap((r) => r.misses);
for (const row of delayRows)
  console.info(`${row.target}: ${row.engine}, delay p99 ${row['delay p99 ms']} ms`);
for (const line of all.flatMap((r) => r.lines)) console.info(line);
for (const row of orderRows) console.info(`${row.target}: ${row.engine}, ${row.probe}`);
for (const row of restartRows) console.info(`${row.target}: ${row.engine}, ${row.restart}`);
if (misses.length > 0) {
  console.error(`Live events: TARGET MISSED\n${misses.join('\n')}`);
  process.exit(1);
}
console.info('Live events: every target met.');
