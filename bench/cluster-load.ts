// The mixed load of `npm run drill` (bench/drill.ts) and `npm run bench:cluster` (bench/cluster.ts),
// sent over HTTP to the local cluster (deploy/cluster-lib.mjs) as browsers send it:
//  - members (new ones, signed up and onboarded through the API) book sessions ("any available"
//    expert, Idempotency-Key, retried with the same key when the answer was lost) and cancel some of
//    them, join a class, buy a credit pack to pay at the studio (Idempotency-Key too), read their
//    dashboard and their classes (weights: book 22, cancel 8, join 15, buy 8, dashboard 27, classes 20);
//  - staff: the front desk (admin@demo.test) takes the cash for those purchases (POST /api/payments
//    with an Idempotency-Key) and reads the admin dashboard and its lists; the manager
//    (principal@demo.test) only reads them, so the replica answers those reads;
//  - listeners keep /api/live streams open and reconnect as an EventSource does (after the `retry`
//    the server sent, with Last-Event-ID).
// Every answer is recorded (operation, status, latency, when); verifyWrites then checks in the
// primary that every acknowledged write is there, and that nothing was booked or charged twice.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import pg from 'pg';
import { at, daysAhead } from '../apps/api/test/support/studio-time.ts';
import { CSRF, DEMO_ACCOUNTS } from '../e2e/tests/support/auth.ts';
import { createOffering, signInRequest } from '../e2e/tests/support/booking.ts';
import { onboardNewMember } from '../e2e/tests/support/onboarding.ts';
import { percentile, round } from './lib.ts';

const DEMO_SLUG = 'demo-fitness-studio';
const OFFERING_NAME = 'Drill session';
const CLASS_NAME = 'Drill class';
/** Bookings from 2 days ahead, within the studio's limit (32), on the half hour from 07:00 to 18:30. */
const BOOKING_DAYS = 30;
const REQUEST_TIMEOUT_MS = 15_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

// ---------------------------------------------------------------------------------------------------
// Recording

export type Sample = { op: string; status: number; at: number; ms: number; error?: string };

/** Every answer of a run; `at` is ms since the recorder's start. */
export class Recorder {
  readonly samples: Sample[] = [];
  readonly started = performance.now();
  /** Marks (drill events: "kill -9 api-2") at ms since the start. */
  readonly marks: { at: number; label: string }[] = [];

  now(): number {
    return performance.now() - this.started;
  }
  add(sample: Sample) {
    this.samples.push(sample);
  }
  /** Why requests were refused (4xx), counted: "book session 409: You already ...". */
  readonly refusals = new Map<string, number>();
  refused(op: string, status: number, body: unknown) {
    const detail = String((body as { detail?: unknown } | null)?.detail ?? '').slice(0, 90);
    const key = `${op} ${status}: ${detail}`;
    this.refusals.set(key, (this.refusals.get(key) ?? 0) + 1);
  }
  mark(label: string): number {
    const at = this.now();
    this.marks.push({ at, label });
    return at;
  }
}

/** An error is what a user would see as a failure: no answer, or a 5xx. */
export const isError = (status: number) => status === 0 || status >= 500;

export type OpSummary = {
  op: string;
  requests: number;
  '2xx': number;
  '4xx': number;
  errors: number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  'max ms': number;
};

/** Per operation: counts and latency percentiles of the samples between from and to (ms). */
export function summarise(samples: Sample[]): OpSummary[] {
  const byOp = new Map<string, Sample[]>();
  for (const sample of samples) byOp.set(sample.op, [...(byOp.get(sample.op) ?? []), sample]);
  const rows: OpSummary[] = [];
  for (const [op, list] of [...byOp].sort(([a], [b]) => a.localeCompare(b))) {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    rows.push({
      op,
      requests: list.length,
      '2xx': list.filter((s) => s.status >= 200 && s.status < 300).length,
      '4xx': list.filter((s) => s.status >= 400 && s.status < 500).length,
      errors: list.filter((s) => isError(s.status)).length,
      'p50 ms': round(percentile(ms, 50)),
      'p95 ms': round(percentile(ms, 95)),
      'p99 ms': round(percentile(ms, 99)),
      'max ms': round(ms.at(-1) ?? 0),
    });
  }
  return rows;
}

/** How many answers had each status (0: no answer, with the error's code). */
export function statusCounts(samples: Sample[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const sample of samples) {
    const key =
      sample.status === 0
        ? `no answer (${sample.error ?? 'error'})`
        : `${sample.status}${sample.error ? ` (${sample.error})` : ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * The failover figures after an event at `from` ms: errors and requests from then until the last
 * error (the failover window), and the seconds from the event until errors were back to 0.
 */
export function failover(samples: Sample[], from: number) {
  // Requests still in flight at the event count too: they are the ones a crash cuts off.
  const after = samples.filter((s) => s.at + s.ms >= from);
  const errors = after.filter((s) => isError(s.status));
  const lastError = errors.reduce((last, s) => Math.max(last, s.at + s.ms), from);
  const window = after.filter((s) => s.at <= lastError);
  return {
    errors: errors.length,
    requestsInWindow: window.length,
    errorRate: window.length === 0 ? 0 : errors.length / window.length,
    secondsToZeroErrors: errors.length === 0 ? 0 : round((lastError - from) / 1000),
    statuses: statusCounts(errors),
  };
}

/** Per second since the start: requests and errors (for the raw output's time line). */
export function timeline(samples: Sample[], seconds: number): string {
  const buckets = Array.from({ length: Math.ceil(seconds) + 1 }, () => ({ n: 0, errors: 0 }));
  for (const sample of samples) {
    const bucket = buckets[Math.min(buckets.length - 1, Math.floor(sample.at / 1000))];
    if (!bucket) continue;
    bucket.n += 1;
    if (isError(sample.status)) bucket.errors += 1;
  }
  return buckets.map((b, second) => `${second}s:${b.n}${b.errors ? `/${b.errors}err` : ''}`).join(' ');
}

// ---------------------------------------------------------------------------------------------------
// HTTP as a browser

/** A signed-in browser: its cookies, updated from every answer (the session and the fresh-write mark). */
export class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(
    readonly name: string,
    cookies: { name: string; value: string }[],
  ) {
    for (const cookie of cookies) this.cookies.set(cookie.name, cookie.value);
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  absorb(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 1) continue;
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
}

export type Answer = { status: number; body: unknown; ms: number };

/** One request, recorded under `op`; never throws (no answer is status 0). */
export async function call(
  base: string,
  recorder: Recorder,
  browser: Browser,
  op: string,
  method: string,
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const at = recorder.now();
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie: browser.header(),
        ...CSRF,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    browser.absorb(response.headers.getSetCookie());
    const text = await response.text();
    const ms = performance.now() - started;
    // Who answered a 5xx: the API (a problem+json body) or the balancer (its own HTML page).
    const source = (response.headers.get('content-type') ?? '').includes('json') ? 'api' : 'balancer';
    recorder.add({
      op,
      status: response.status,
      at,
      ms,
      ...(response.status >= 500 ? { error: source } : {}),
    });
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        // Leave it as text.
      }
    }
    if (response.status >= 400 && response.status < 500) recorder.refused(op, response.status, parsed);
    return { status: response.status, body: parsed, ms };
  } catch (error) {
    const ms = performance.now() - started;
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const code = cause ?? (error as Error).name ?? 'error';
    recorder.add({ op, status: 0, at, ms, error: code });
    return { status: 0, body: null, ms };
  }
}

/** Lost answers worth sending again with the same Idempotency-Key. */
const retryable = (status: number) => status === 0 || status === 502 || status === 503 || status === 504;

// ---------------------------------------------------------------------------------------------------
// Setup through the API

export type LoadData = {
  base: string;
  offeringId: string;
  groupId: string;
  occurrenceIds: string[];
  packId: string;
  members: { email: string; browser: Browser }[];
  staff: Browser[];
  /** When the setup ended (performance.now()): the staff's sign-in counts as a change for 10 s. */
  preparedAt: number;
};

async function browserOf(context: APIRequestContext, name: string): Promise<Browser> {
  const state = await context.storageState();
  return new Browser(name, state.cookies);
}

async function json<T>(response: { status(): number; text(): Promise<string> }, what: string): Promise<T> {
  const text = await response.text();
  if (response.status() >= 300) throw new Error(`${what}: ${response.status()} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/**
 * As the demo admin: every expert works 07:00-19:00 every day, an offering all of them deliver (30
 * minutes, no credits) and a class with 200 seats every evening for 8 weeks (no credits), both made
 * once and found again by name; then `memberCount` new members, signed up and onboarded.
 */
export async function prepareLoad(base: string, { memberCount }: { memberCount: number }): Promise<LoadData> {
  const admin = await playwrightRequest.newContext({ baseURL: base });
  try {
    await signInRequest(admin, DEMO_ACCOUNTS.admin.email);
    const experts = (await json<{ items: { id: string }[] }>(await admin.get('/api/experts'), 'experts'))
      .items;
    const expertIds = experts.map((expert) => expert.id);
    const offerings = await json<{ items: { id: string; name: string }[] }>(
      await admin.get('/api/offerings?pageSize=100'),
      'offerings',
    );
    let offeringId = offerings.items.find((offering) => offering.name === OFFERING_NAME)?.id;
    if (!offeringId) {
      const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '07:00', end: '19:00' }));
      for (const id of expertIds) {
        await json(
          await admin.put(`/api/experts/${id}/weekly-hours`, { data: { hours }, headers: CSRF }),
          'weekly hours',
        );
      }
      offeringId = (await createOffering(admin, { name: OFFERING_NAME, durationMinutes: 30, expertIds })).id;
    }
    const groups = await json<{ items: { id: string; name: string }[] }>(
      await admin.get('/api/groups'),
      'groups',
    );
    let groupId = groups.items.find((group) => group.name === CLASS_NAME)?.id;
    if (!groupId) {
      const created = await json<{ id: string }>(
        await admin.post('/api/groups', {
          headers: CSRF,
          data: {
            kind: 'Group Class',
            name: CLASS_NAME,
            expertId: expertIds.at(-1),
            capacity: 200,
            waitlistLimit: 0,
            durationMinutes: 60,
            credits: 0,
            schedule: {
              type: 'weekly',
              weekdays: [1, 2, 3, 4, 5, 6, 7],
              startTime: '18:00',
              firstDate: daysAhead(2),
              lastDate: daysAhead(58),
            },
          },
        }),
        'the drill class',
      );
      groupId = created.id;
    }
    const details = await json<{ occurrences: { id: string; status: string; seatsLeft?: number }[] }>(
      await admin.get(`/api/groups/${groupId}`),
      'the drill class',
    );
    const occurrenceIds = details.occurrences
      .filter((occurrence) => occurrence.status === 'scheduled')
      .map((occurrence) => occurrence.id);
    const staff = [await browserOf(admin, 'admin')];
    const principal = await playwrightRequest.newContext({ baseURL: base });
    await signInRequest(principal, DEMO_ACCOUNTS.principal.email);
    staff.push(await browserOf(principal, 'principal'));
    await principal.dispose();

    const members: LoadData['members'] = [];
    const queue = Array.from({ length: memberCount }, (_, i) => i);
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
          const context = await playwrightRequest.newContext({ baseURL: base });
          const { email } = await onboardNewMember(context, DEMO_SLUG, `Drill Member ${i + 1}`);
          members.push({ email, browser: await browserOf(context, email) });
          await context.dispose();
        }
      }),
    );
    const first = members[0];
    if (!first) throw new Error('No members');
    const packs = await fetch(`${base}/api/shop/credit-packs`, {
      headers: { cookie: first.browser.header() },
    });
    const shop = (await packs.json()) as { items: { id: string; type: string; active: boolean }[] };
    const pack = shop.items.find((item) => item.type === 'credit_pack' && item.active) ?? shop.items[0];
    if (!pack) throw new Error('The demo studio sells no pack');
    return {
      base,
      offeringId,
      groupId,
      occurrenceIds,
      packId: pack.id,
      members,
      staff,
      preparedAt: performance.now(),
    };
  } finally {
    await admin.dispose();
  }
}

// ---------------------------------------------------------------------------------------------------
// What was written, for the checks afterwards

export type Written = {
  /** When the load started: purchases of its members from before are not its own. */
  since: Date;
  /** Bookings answered 201: service ids. */
  bookings: Set<string>;
  /** This run's bookings still booked, by member email (the member may cancel them). */
  booked: Map<string, string[]>;
  /** Cancellations answered 200. */
  cancels: number;
  /** Seats answered 201. */
  seats: Set<string>;
  /** Purchases answered 201, by Idempotency-Key (a replay answers the same purchase). */
  purchases: Map<string, string>;
  /** Idempotency-Keys sent for purchases, by member email (each key one purchase at most). */
  purchaseKeys: Map<string, Set<string>>;
  /** Purchases waiting for staff to take the cash (answered 201, not yet paid by the load). */
  pending: { purchaseId: string; customerId: string; priceCents: number }[];
  /** Cash payments answered 201: payment ids. */
  payments: Set<string>;
  /** Writes whose every attempt went unanswered (or 5xx): their outcome is unknown to the client. */
  unknown: { op: string; key: string; status: number }[];
};

export const newWritten = (): Written => ({
  since: new Date(),
  bookings: new Set(),
  booked: new Map(),
  cancels: 0,
  seats: new Set(),
  purchases: new Map(),
  purchaseKeys: new Map(),
  pending: [],
  payments: new Set(),
  unknown: [],
});

// ---------------------------------------------------------------------------------------------------
// The load

export type LoadOptions = {
  /** Members acting at once (at most the members prepared). */
  memberWorkers: number;
  /** Staff loops at once (they share the two staff sessions). */
  staffWorkers: number;
  /** Open /api/live streams (half staff, half members). */
  listeners: number;
  /** Mean pause between one worker's requests (0: as fast as answers come). */
  thinkMs: number;
};

export type LoadRun = {
  recorder: Recorder;
  written: Written;
  live: LiveStats;
  stop(): Promise<void>;
};

/** A write with an Idempotency-Key, sent again with the same key while its answer is lost (up to 4 times). */
async function idempotentWrite(
  base: string,
  recorder: Recorder,
  browser: Browser,
  op: string,
  path: string,
  body: unknown,
  key: string,
): Promise<Answer> {
  let answer: Answer = { status: 0, body: null, ms: 0 };
  for (let attempt = 0; attempt < 4; attempt++) {
    if (attempt > 0) await sleep(250 * 2 ** attempt);
    answer = await call(base, recorder, browser, op, 'POST', path, {
      body,
      headers: { 'idempotency-key': key },
    });
    if (!retryable(answer.status)) break;
  }
  return answer;
}

async function memberStep(
  data: LoadData,
  member: LoadData['members'][number],
  recorder: Recorder,
  written: Written,
) {
  const { base } = data;
  const roll = Math.random() * 100;
  const own = written.booked.get(member.email) ?? [];
  if (roll >= 22 && roll < 30 && own.length > 0) {
    // Cancel one of this run's own bookings (it frees the slot for the others).
    const serviceId = own.splice(Math.floor(Math.random() * own.length), 1)[0] as string;
    const key = randomUUID();
    const answer = await idempotentWrite(
      base,
      recorder,
      member.browser,
      'cancel booking',
      `/api/me/services/${serviceId}/transitions`,
      { to: 'Canceled' },
      key,
    );
    if (answer.status === 200) written.cancels += 1;
    else if (isError(answer.status))
      written.unknown.push({ op: 'cancel booking', key, status: answer.status });
  } else if (roll < 30) {
    const day = daysAhead(2 + Math.floor(Math.random() * BOOKING_DAYS));
    const minutes = 7 * 60 + 30 * Math.floor(Math.random() * 24);
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const key = randomUUID();
    const answer = await idempotentWrite(
      base,
      recorder,
      member.browser,
      'book session',
      '/api/me/services',
      {
        offeringId: data.offeringId,
        startsAt: at(day, time),
        expertId: null,
      },
      key,
    );
    if (answer.status === 201) {
      const { id } = answer.body as { id: string };
      written.bookings.add(id);
      written.booked.set(member.email, [...own, id]);
    } else if (isError(answer.status))
      written.unknown.push({ op: 'book session', key, status: answer.status });
  } else if (roll < 45) {
    const occurrence = pick(data.occurrenceIds);
    const answer = await call(
      base,
      recorder,
      member.browser,
      'join class',
      'POST',
      `/api/me/classes/${occurrence}/join`,
      {
        body: {},
      },
    );
    if (answer.status === 201) written.seats.add((answer.body as { id: string }).id);
    else if (isError(answer.status))
      written.unknown.push({ op: 'join class', key: occurrence, status: answer.status });
  } else if (roll < 53) {
    const key = randomUUID();
    const keys = written.purchaseKeys.get(member.email) ?? new Set<string>();
    keys.add(key);
    written.purchaseKeys.set(member.email, keys);
    const answer = await idempotentWrite(
      base,
      recorder,
      member.browser,
      'buy pack',
      '/api/purchases',
      {
        packId: data.packId,
        paymentMethod: 'studio',
      },
      key,
    );
    if (answer.status === 201) {
      const { purchase } = answer.body as {
        purchase: { id: string; customerId: string; priceCents: number };
      };
      written.purchases.set(key, purchase.id);
      written.pending.push({
        purchaseId: purchase.id,
        customerId: purchase.customerId,
        priceCents: purchase.priceCents,
      });
    } else if (isError(answer.status)) written.unknown.push({ op: 'buy pack', key, status: answer.status });
  } else if (roll < 80) {
    await call(base, recorder, member.browser, 'member dashboard', 'GET', '/api/dashboards/member');
  } else {
    await call(base, recorder, member.browser, 'member classes', 'GET', '/api/me/classes?days=14');
  }
}

const ADMIN_LISTS = ['sessions', 'revenue', 'activeMembers', 'newMembers', 'creditsSold'] as const;

/**
 * The front desk (admin@demo.test) takes the cash for the members' purchases (a member may hold 3
 * unpaid at most) between reads; its reads follow its own writes, so they stay on the primary (the
 * fresh-write cookie, decision 0066). The manager (principal@demo.test) only reads: dashboards and
 * lists, which the replica answers.
 */
async function staffStep(
  data: LoadData,
  browser: Browser,
  desk: boolean,
  recorder: Recorder,
  written: Written,
) {
  const roll = Math.random();
  const due = desk && roll < 0.7 ? written.pending.shift() : undefined;
  if (due) {
    // The member pays at the front desk: staff record the cash for the pending purchase.
    const key = randomUUID();
    const answer = await idempotentWrite(
      data.base,
      recorder,
      browser,
      'take cash',
      '/api/payments',
      {
        customerId: due.customerId,
        amount: (due.priceCents / 100).toFixed(2),
        purchaseId: due.purchaseId,
      },
      key,
    );
    if (answer.status === 201) written.payments.add((answer.body as { id: string }).id);
    else if (isError(answer.status)) written.unknown.push({ op: 'take cash', key, status: answer.status });
  } else if (roll < 0.7) {
    await call(data.base, recorder, browser, 'admin dashboard', 'GET', '/api/dashboards/admin');
  } else {
    await call(
      data.base,
      recorder,
      browser,
      'admin list',
      'GET',
      `/api/dashboards/admin/lists/${pick(ADMIN_LISTS)}`,
    );
  }
}

/** Starts the load; it runs until stop(). */
export function startLoad(data: LoadData, options: LoadOptions, recorder = new Recorder()): LoadRun {
  const written = newWritten();
  let running = true;
  const think = () => (options.thinkMs > 0 ? sleep(Math.random() * 2 * options.thinkMs) : Promise.resolve());
  const loops: Promise<void>[] = [];
  for (const member of data.members.slice(0, options.memberWorkers)) {
    loops.push(
      (async () => {
        await sleep(Math.random() * 200);
        while (running) {
          await memberStep(data, member, recorder, written);
          await think();
        }
      })(),
    );
  }
  for (let i = 0; i < options.staffWorkers; i++) {
    // Even loops at the front desk (the admin's session), odd ones the manager's (the principal's).
    const browser = data.staff[i % data.staff.length] as Browser;
    const desk = i % 2 === 0;
    loops.push(
      (async () => {
        await sleep(Math.random() * 200);
        while (running) {
          await staffStep(data, browser, desk, recorder, written);
          await think();
        }
      })(),
    );
  }
  const live = startListeners(data, options.listeners, recorder);
  return {
    recorder,
    written,
    live: live.stats,
    async stop() {
      running = false;
      await Promise.all(loops);
      live.stop();
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Live streams, reconnecting as a browser's EventSource does

export type LiveStats = {
  streams: number;
  /** Streams open now. */
  open: number;
  /** Streams open when the load stopped. */
  openAtStop: number;
  connects: number;
  refused: number;
  drops: number;
  events: number;
  /** When each event arrived (ms since the recorder's start). */
  eventTimes: number[];
  /** Per drop: ms from the drop until the stream was open again. */
  gaps: number[];
};

function startListeners(data: LoadData, count: number, recorder: Recorder) {
  const stats: LiveStats = {
    streams: count,
    open: 0,
    openAtStop: 0,
    connects: 0,
    refused: 0,
    drops: 0,
    events: 0,
    eventTimes: [],
    gaps: [],
  };
  let running = true;
  const open = new Set<http.ClientRequest>();
  const url = new URL('/api/live', data.base);
  const follow = async (browser: Browser) => {
    let lastEventId: string | undefined;
    let retryMs = 3000;
    let droppedAt: number | undefined;
    while (running) {
      const started = recorder.now();
      const status = await new Promise<number>((resolve) => {
        const headers: Record<string, string> = { accept: 'text/event-stream', cookie: browser.header() };
        if (lastEventId) headers['last-event-id'] = lastEventId;
        const request = http.get(url, { headers, agent: false }, (response) => {
          const code = response.statusCode ?? 0;
          recorder.add({ op: 'live connect', status: code, at: started, ms: recorder.now() - started });
          if (code !== 200) {
            response.resume();
            response.on('end', () => resolve(code));
            return;
          }
          stats.connects += 1;
          stats.open += 1;
          if (droppedAt !== undefined) stats.gaps.push(recorder.now() - droppedAt);
          droppedAt = undefined;
          let buffer = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            buffer += chunk;
            for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              for (const line of block.split('\n')) {
                if (line.startsWith('id:')) lastEventId = line.slice(3).trim();
                else if (line.startsWith('retry:')) retryMs = Number(line.slice(6).trim()) || retryMs;
                else if (line.startsWith('data:')) {
                  stats.events += 1;
                  stats.eventTimes.push(recorder.now());
                }
              }
            }
          });
          let ended = false;
          const done = () => {
            if (ended) return;
            ended = true;
            stats.open -= 1;
            resolve(200);
          };
          response.on('end', done);
          response.on('close', done);
          response.on('error', done);
        });
        open.add(request);
        request.on('close', () => open.delete(request));
        request.on('error', (error: NodeJS.ErrnoException) => {
          recorder.add({
            op: 'live connect',
            status: 0,
            at: started,
            ms: recorder.now() - started,
            error: error.code ?? 'error',
          });
          resolve(0);
        });
      });
      if (!running) break;
      if (status === 200) stats.drops += 1;
      else stats.refused += 1;
      droppedAt ??= recorder.now();
      await sleep(retryMs);
    }
  };
  const browsers = [...data.staff, ...data.members.map((member) => member.browser)];
  for (let i = 0; i < count; i++) {
    // Half staff (they hear every booking), half members.
    const browser =
      i % 2 === 0
        ? (data.staff[i % data.staff.length] as Browser)
        : (browsers[2 + (i % data.members.length)] as Browser);
    void follow(browser);
  }
  return {
    stats,
    stop() {
      running = false;
      stats.openAtStop = stats.open;
      for (const request of open) request.destroy();
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Checks in the database

export type WriteCheck = {
  bookingsAcknowledged: number;
  bookingsMissing: number;
  seatsAcknowledged: number;
  seatsMissing: number;
  purchasesAcknowledged: number;
  purchasesMissing: number;
  paymentsAcknowledged: number;
  paymentsMissing: number;
  /** Experts booked twice at overlapping times (the whole studio, not only this run). */
  doubleBookings: number;
  /** A member holding two live places in one class occurrence. */
  doubleSeats: number;
  /** Class occurrences with more booked seats than capacity. */
  overbooked: number;
  /**
   * Charged twice: a member with more purchases than Idempotency-Keys they sent (a key bought twice), or
   * a purchase with more than one payment (the cash taken twice).
   */
  doubleCharges: number;
  /** Idempotency-Keys whose first request died mid-way: claimed, never answered (retries get 409). */
  stuckKeys: number;
  /** Writes the client never got an answer for (kept trying, then gave up). */
  unknownOutcome: number;
};

export async function verifyWrites(
  primaryUrl: string,
  data: LoadData,
  written: Written,
): Promise<WriteCheck> {
  const client = new pg.Client({ connectionString: primaryUrl, application_name: 'drill-check' });
  await client.connect();
  try {
    const present = async (table: string, ids: Iterable<string>) => {
      const list = [...ids];
      if (list.length === 0) return 0;
      const result = await client.query<{ n: number }>(
        `select count(*)::int as n from ${table} where id = any($1::uuid[])`,
        [list],
      );
      return result.rows[0]?.n ?? 0;
    };
    const bookingsFound = await present('services', written.bookings);
    const seatsFound = await present('group_seats', written.seats);
    const purchaseIds = new Set(written.purchases.values());
    const purchasesFound = await present('purchases', purchaseIds);
    const one = async (sql: string, params: unknown[] = []) =>
      (await client.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;
    const doubleBookings = await one(
      `select count(*)::int as n from services a join services b
         on a.business_id = b.business_id and a.expert_id = b.expert_id and a.id < b.id
        and a.status <> 'Canceled' and b.status <> 'Canceled'
        and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`,
    );
    const doubleSeats = await one(
      `select count(*)::int as n from (select occurrence_id, customer_id from group_seats
        where group_id = $1 and status in ('booked', 'waitlisted')
        group by occurrence_id, customer_id having count(*) > 1) twice`,
      [data.groupId],
    );
    const overbooked = await one(
      `select count(*)::int as n from group_occurrences o
        where o.group_id = $1 and o.capacity < (select coalesce(sum(s.seats), 0) from group_seats s
          where s.occurrence_id = o.id and s.status = 'booked')`,
      [data.groupId],
    );
    const emails = [...written.purchaseKeys.keys()];
    const perMember = await client.query<{ email: string; n: number }>(
      `select u.email, count(p.id)::int as n from users u
         join memberships m on m.user_id = u.id
         join purchases p on p.customer_id = m.id
        where u.email = any($1::text[]) and p.created_at >= $2 group by u.email`,
      [emails, written.since],
    );
    let doubleCharges = 0;
    for (const row of perMember.rows) {
      if (row.n > (written.purchaseKeys.get(row.email)?.size ?? 0)) doubleCharges += 1;
    }
    doubleCharges += await one(
      `select count(*)::int as n from (select purchase_id from payments where purchase_id = any($1::uuid[])
        group by purchase_id having count(*) > 1) twice`,
      [[...purchaseIds]],
    );
    const paymentsFound = await present('payments', written.payments);
    const stuckKeys = await one(
      `select count(*)::int as n from idempotency_keys where key = any($1::text[]) and status_code is null`,
      [[...written.purchaseKeys.values()].flatMap((keys) => [...keys])],
    );
    return {
      bookingsAcknowledged: written.bookings.size,
      bookingsMissing: written.bookings.size - bookingsFound,
      seatsAcknowledged: written.seats.size,
      seatsMissing: written.seats.size - seatsFound,
      purchasesAcknowledged: purchaseIds.size,
      purchasesMissing: purchaseIds.size - purchasesFound,
      paymentsAcknowledged: written.payments.size,
      paymentsMissing: written.payments.size - paymentsFound,
      doubleBookings,
      doubleSeats,
      overbooked,
      doubleCharges,
      stuckKeys,
      unknownOutcome: written.unknown.length,
    };
  } finally {
    await client.end();
  }
}
