// `npm run bench:billing`: the membership billing run (decisions/0055-memberships.md) at scale,
// racing, and crashing, on PostgreSQL (its own database) and on PGlite (a fresh data directory), with
// the card provider double (tools/card-provider-double) in this process and the API's real Stripe
// gateway pointed at it.
//  1. 20,000 active card memberships across 100 studios, all due, written straight into the database
//     (not through the API), with their saved cards registered in the double, 2% of them declining.
//     One `runBilling`: its wall time, renewals and charges per second, and where the time went.
//  2. A second run right after: it must charge nothing.
//  3. A new batch due, and two child processes (bench/billing-child.ts) that start `runBilling` at the
//     same instant on the same database: afterwards no key was charged twice, no membership was
//     charged twice, no (subscription, period) has two invoices and no purchase two payments.
//  4. A new batch due, a child running the billing run killed with SIGKILL the moment the double makes
//     its Nth charge (before the child hears the answer, so its attempt is left charging with the
//     charge made, and so are the others of the groups in flight: at most MOST_LEFT_CHARGING), then `runBilling({ resumeStuckAfterMs: 0 })`: every membership charged exactly once.
// After each step its batch is checked (the double's charges per saved card and per idempotency key,
// invoices, attempts, payments), and at the end the journal balances and the credit ledger's
// invariants hold. Exits non-zero on any problem. See docs/benchmarks.md "Membership billing".
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays } from '@bmp/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, type DatabaseKind, openDatabase } from '../apps/api/src/db/client.ts';
import { queryRows } from '../apps/api/src/db/raw.ts';
import type { MembershipTerms } from '../apps/api/src/db/schema/index.ts';
import * as clock from '../apps/api/src/lib/clock.ts';
import { findCreditLedgerViolations } from '../apps/api/src/modules/credits/credits.invariants.ts';
import { findUnbalancedJournalEntries } from '../apps/api/src/modules/ledger/index.ts';
import { type CardPayments, createCardPayments } from '../apps/api/src/modules/purchases/index.ts';
import { periodOf, studioMidnight, studioToday } from '../apps/api/src/modules/subscriptions/calendar.ts';
import {
  type BillingDeps,
  MOST_LEFT_CHARGING,
  runBilling,
} from '../apps/api/src/modules/subscriptions/index.ts';
import {
  type CardProviderDouble,
  type DoubleCharge,
  startCardProviderDouble,
} from '../tools/card-provider-double/server.ts';
import { openBenchPostgres } from './bench-database.ts';
import { round } from './lib.ts';

const MEMBERSHIPS = Number(process.env.BENCH_MEMBERSHIPS ?? 20_000);
const STUDIOS = Number(process.env.BENCH_STUDIOS ?? 100);
// PGlite runs every statement in this process's one thread (WASM): see docs/benchmarks.md for why its
// first run is smaller by default. BENCH_PGLITE_MEMBERSHIPS=20000 runs it at full size.
const PGLITE_MEMBERSHIPS = Number(process.env.BENCH_PGLITE_MEMBERSHIPS ?? 2_000);
const RACE_MEMBERSHIPS = Number(process.env.BENCH_RACE_MEMBERSHIPS ?? 2_000);
const CRASH_MEMBERSHIPS = Number(process.env.BENCH_CRASH_MEMBERSHIPS ?? 2_000);
// BENCH_PROFILE=1 times every PostgreSQL statement of the first run and prints the costliest.
const PROFILE = process.env.BENCH_PROFILE === '1';
// BENCH_STUDIOS_AT_ONCE=8 adds a step on PostgreSQL: a batch billed by runBilling scoped to one studio
// at a time, 8 studios at once, to see what running the billing concurrently would give (off: 0).
const STUDIOS_AT_ONCE = Number(process.env.BENCH_STUDIOS_AT_ONCE ?? 0);
const BY_STUDIO_MEMBERSHIPS = Number(process.env.BENCH_BY_STUDIO_MEMBERSHIPS ?? 2_000);
const SMALL_BATCH_STUDIOS = 20;
/** One saved card in DECLINE_EVERY declines every charge (2%), so the decline path runs too. */
const DECLINE_EVERY = 50;
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const BENCH_DB = 'bmp_bench_billing';
const TIME_ZONES = ['America/Los_Angeles', 'America/New_York', 'Europe/London', 'Australia/Sydney'];
const CHILD = fileURLToPath(new URL('./billing-child.ts', import.meta.url));
const ORIGIN = 'http://bench.invalid';

const BASE_TERMS = {
  period: 'month',
  rolloverMax: 0,
  signupFeeCents: 0,
  minCommitmentPeriods: 0,
  autoRenew: true,
  freezesPerYear: 0,
  freezeMinDays: 7,
  freezeMaxDays: 30,
  freezeFeeCents: 0,
  cancelNoticeDays: 0,
} as const;
const PLANS: MembershipTerms[] = [
  {
    ...BASE_TERMS,
    name: 'Monthly 8',
    priceCents: 12_000,
    includes: 'credits',
    grants: [{ kind: 'training', quantity: 8 }],
    unlimitedKinds: [],
    dailyCap: null,
  },
  {
    ...BASE_TERMS,
    name: 'Unlimited',
    priceCents: 19_900,
    includes: 'unlimited',
    grants: [],
    unlimitedKinds: ['training'],
    dailyCap: 1,
  },
];

type Sub = { id: string; paymentMethodRef: string; declines: boolean };
type Batch = { label: string; businessIds: string[]; subs: Sub[]; declines: number; seconds: number };
type Row = Record<string, string | number>;
type RunResult = Awaited<ReturnType<typeof runBilling>> & { seconds: number };

const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * `studios` studios with `perStudio` active card memberships each, all due now, written with a few
 * set-based statements; each saved card is registered in the double (the 0341 card's behaviour for
 * one in DECLINE_EVERY). Studios are spread over four time zones; each membership is in period 0 of a
 * monthly plan that started a month and a few days ago, so period 1 began a few days ago in its
 * studio's calendar and has not ended: due, and not skipped as passed.
 */
async function setupBatch(
  database: DatabaseHandle,
  double: CardProviderDouble,
  label: string,
  studios: number,
  perStudio: number,
): Promise<Batch> {
  const started = performance.now();
  const { db } = database;
  const tag = `${label}-${Math.random().toString(36).slice(2, 8)}`;
  const businesses = await queryRows<{ id: string; time_zone: string }>(
    db,
    sql`insert into businesses (name, slug, time_zone)
      select ${`Bench ${tag} `} || g, ${`bench-${tag}-`} || g, (${`{${TIME_ZONES.join(',')}}`}::text[])[1 + g % ${TIME_ZONES.length}]
      from generate_series(0, ${studios - 1}) g
      returning id, time_zone`,
  );
  const businessIds = businesses.map((row) => row.id);
  await db.execute(sql`
    insert into membership_plans (business_id, name, period, price_cents, includes, grants, unlimited_kinds, daily_cap)
    select b.id, p.name, p.period, p.price_cents, p.includes, p.grants::jsonb, p.unlimited_kinds::jsonb, p.daily_cap
    from unnest(${uuidArray(businessIds)}) b(id)
    cross join jsonb_to_recordset(${JSON.stringify(
      PLANS.map((plan) => ({
        name: plan.name,
        period: plan.period,
        price_cents: plan.priceCents,
        includes: plan.includes,
        grants: JSON.stringify(plan.grants),
        unlimited_kinds: JSON.stringify(plan.unlimitedKinds),
        daily_cap: plan.dailyCap,
      })),
    )}::jsonb) as p(name text, period text, price_cents int, includes text, grants text, unlimited_kinds text, daily_cap int)`);
  await db.execute(sql`
    with u as (
      insert into users (email, full_name)
      select ${`member-${tag}-`} || g || '@bench.test', 'Member ' || g from generate_series(0, ${studios * perStudio - 1}) g
      returning id),
    n as (select id, row_number() over () - 1 as k from u)
    insert into memberships (business_id, user_id, role, onboarded_at)
    select (${uuidArray(businessIds)})[1 + (n.k % ${studios})], n.id, 'customer', ${clock.now().toISOString()}::timestamptz
    from n`);
  const [credits, unlimited] = PLANS;
  const calendars = TIME_ZONES.map((timeZone) => {
    const today = studioToday(timeZone);
    // Period 0 began a month and three days ago (its day of the month clamped), so period 1 runs now.
    const anchorOn = addDays(periodOf({ anchorOn: today, anchorIndex: 0 }, 'month', -1).start, -3);
    const next = periodOf({ anchorOn, anchorIndex: 0 }, 'month', 1);
    const nextBillingAt = studioMidnight(next.start, timeZone);
    if (next.start > today || next.end <= today || nextBillingAt > clock.now()) {
      throw new Error(`bench setup: period 1 (${next.start} to ${next.end}) does not run today (${today})`);
    }
    return {
      time_zone: timeZone,
      anchor_on: anchorOn,
      next_billing_at: nextBillingAt.toISOString(),
      started_at: studioMidnight(anchorOn, timeZone).toISOString(),
    };
  });
  // Every other membership on each plan; one saved card in DECLINE_EVERY is the declining one.
  await db.execute(sql`
    insert into subscriptions (business_id, customer_id, plan_id, terms, status, payment_method, card_customer_ref,
      card_payment_method_ref, card_label, anchor_on, anchor_index, next_index, next_billing_at, started_at)
    select m.business_id, m.id, p.id,
      case when p.name = ${credits?.name} then ${JSON.stringify(credits)}::jsonb else ${JSON.stringify(unlimited)}::jsonb end,
      'active', 'card', 'cus_bench_' || replace(m.id::text, '-', ''), 'pm_bench_' || replace(m.id::text, '-', ''),
      case when m.k % ${DECLINE_EVERY} = ${DECLINE_EVERY - 1} then 'Visa ending 0341' else 'Visa ending 4242' end,
      z.anchor_on, 0, 1, z.next_billing_at, z.started_at
    from (select m.id, m.business_id, b.time_zone, row_number() over (order by m.id) as k
          from memberships m join businesses b on b.id = m.business_id
          where m.business_id = any(${uuidArray(businessIds)}) and m.role = 'customer') m
    join jsonb_to_recordset(${JSON.stringify(calendars)}::jsonb)
      as z(time_zone text, anchor_on date, next_billing_at timestamptz, started_at timestamptz)
      on z.time_zone = m.time_zone
    join membership_plans p on p.business_id = m.business_id
      and p.name = case when m.k % 2 = 0 then ${credits?.name} else ${unlimited?.name} end`);
  const rows = await queryRows<{ id: string; cus: string; pm: string; label: string }>(
    db,
    sql`select id, card_customer_ref as cus, card_payment_method_ref as pm, card_label as label
      from subscriptions where business_id = any(${uuidArray(businessIds)})`,
  );
  // The saved cards, as the double holds them after a member saved one on its setup page.
  const created = Math.floor(Date.now() / 1000);
  const subs: Sub[] = rows.map((row) => {
    const declines = row.label.endsWith('0341');
    double.state.customers.set(row.cus, {
      id: row.cus,
      object: 'customer',
      created,
      livemode: false,
      email: null,
      name: null,
      metadata: {},
      invoice_settings: { default_payment_method: row.pm },
    });
    double.state.paymentMethods.set(row.pm, {
      id: row.pm,
      object: 'payment_method',
      type: 'card',
      created,
      livemode: false,
      customer: row.cus,
      metadata: {},
      card: {
        brand: 'visa',
        last4: declines ? '0341' : '4242',
        exp_month: 12,
        exp_year: 2030,
        funding: 'credit',
      },
    });
    if (declines) double.state.decliningPaymentMethods.add(row.pm);
    return { id: row.id, paymentMethodRef: row.pm, declines };
  });
  // As autovacuum would leave them after a bulk load: statistics for the planner.
  await db.execute(sql`analyze`);
  return {
    label,
    businessIds,
    subs,
    declines: subs.filter((sub) => sub.declines).length,
    seconds: (performance.now() - started) / 1000,
  };
}

/** The gateway with its calls timed: how much of a run is the provider's HTTP round trip. */
function timedCard(card: CardPayments) {
  const stats = { calls: 0, ms: 0, firstAt: 0 };
  const timed: CardPayments = {
    ...card,
    async chargeSavedCard(input) {
      const started = performance.now();
      if (stats.calls === 0) stats.firstAt = started;
      stats.calls += 1;
      try {
        return await card.chargeSavedCard(input);
      } finally {
        stats.ms += performance.now() - started;
      }
    },
  };
  return { card: timed, stats };
}

/** What a batch must look like after its billing: each membership charged once, nothing twice. */
async function checkBatch(
  database: DatabaseHandle,
  batch: Batch,
  charges: DoubleCharge[],
  step: string,
): Promise<{ problems: string[]; facts: Row }> {
  const problems: string[] = [];
  const bySavedCard = new Map<string, { succeeded: number; declined: number }>();
  const byKey = new Map<string, number>();
  for (const charge of charges) {
    const counts = bySavedCard.get(charge.paymentMethodId) ?? { succeeded: 0, declined: 0 };
    counts[charge.outcome] += 1;
    bySavedCard.set(charge.paymentMethodId, counts);
    if (charge.key) byKey.set(charge.key, (byKey.get(charge.key) ?? 0) + 1);
  }
  let wrongCards = 0;
  for (const sub of batch.subs) {
    const counts = bySavedCard.get(sub.paymentMethodRef) ?? { succeeded: 0, declined: 0 };
    const expected = sub.declines ? { succeeded: 0, declined: 1 } : { succeeded: 1, declined: 0 };
    if (counts.succeeded !== expected.succeeded || counts.declined !== expected.declined) {
      wrongCards += 1;
      if (wrongCards <= 5) {
        problems.push(
          `[${step}] subscription ${sub.id}: ${counts.succeeded} succeeded and ${counts.declined} declined charges, ` +
            `expected ${expected.succeeded} and ${expected.declined}`,
        );
      }
    }
  }
  if (wrongCards > 5) problems.push(`[${step}] ... ${wrongCards} memberships charged other than once`);
  const keysTwice = [...byKey.values()].filter((n) => n > 1).length;
  if (keysTwice > 0) problems.push(`[${step}] ${keysTwice} idempotency keys charged more than once`);
  const ids = uuidArray(batch.businessIds);
  const [db] = await queryRows<Record<string, number>>(
    database.db,
    sql`select
      (select count(*)::int from subscription_invoices where business_id = any(${ids})) as invoices,
      (select count(*)::int from subscription_invoices where business_id = any(${ids}) and status = 'paid') as paid,
      (select count(*)::int from subscription_invoices where business_id = any(${ids}) and status = 'open'
         and attempts = 1 and next_attempt_at > ${clock.now().toISOString()}::timestamptz) as retrying,
      (select count(*)::int from (select 1 from subscription_invoices where business_id = any(${ids}) and kind = 'period'
         group by subscription_id, period_index having count(*) > 1) d) as "periodsTwice",
      (select count(*)::int from payments where business_id = any(${ids})) as payments,
      (select count(*)::int from (select 1 from payments where business_id = any(${ids}) and purchase_id is not null
         group by purchase_id having count(*) > 1) d) as "purchasesPaidTwice",
      (select count(*)::int from subscription_attempts where business_id = any(${ids})) as attempts,
      (select count(*)::int from subscription_attempts where business_id = any(${ids}) and status = 'charging') as charging`,
  );
  const facts = db ?? {};
  const n = batch.subs.length;
  const expect = (what: string, actual: number | undefined, wanted: number) => {
    if (actual !== wanted) problems.push(`[${step}] ${what}: ${actual}, expected ${wanted}`);
  };
  expect('invoices', facts.invoices, n);
  expect('paid invoices', facts.paid, n - batch.declines);
  expect('declined invoices waiting for their retry', facts.retrying, batch.declines);
  expect('(subscription, period) with two invoices', facts.periodsTwice, 0);
  expect('payments', facts.payments, n - batch.declines);
  expect('purchases with two payments', facts.purchasesPaidTwice, 0);
  expect('attempts', facts.attempts, n);
  expect('attempts left charging', facts.charging, 0);
  return {
    problems,
    facts: {
      'double charges': charges.length,
      'keys charged twice': keysTwice,
      'memberships not charged once': wrongCards,
      ...facts,
    },
  };
}

async function checkLedgers(engine: DatabaseKind, database: DatabaseHandle): Promise<string[]> {
  // The invariant queries find a lot's entries by lot_id alone, which no index of credit_entries
  // leads with: each of their correlated subqueries is then a scan of every entry, per lot, and at
  // this size (25,000 lots) one query ran for minutes. The bench's own database gets the index the
  // checks need before it asks them; the app's schema is unchanged.
  await database.db.execute(
    sql`create index if not exists bench_credit_entries_lot on credit_entries (lot_id)`,
  );
  await database.db.execute(sql`analyze`);
  const started = performance.now();
  const problems = [
    ...(await findCreditLedgerViolations(database.db)),
    ...(await findUnbalancedJournalEntries(database.db)).map((id) => `unbalanced journal entry ${id}`),
  ];
  console.info(
    `[${engine}] journal and credit ledger invariants: ${problems.length === 0 ? 'hold' : 'BROKEN'} ` +
      `(checked in ${round((performance.now() - started) / 1000)} s)`,
  );
  return problems.map((problem) => `[${engine}] ${problem}`);
}

/** Times every statement this process sends to PostgreSQL (node-postgres's Client), by its text. */
function profileStatements() {
  const byText = new Map<string, { calls: number; ms: number }>();
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const answer = original.apply(this, args);
    if (!(answer instanceof Promise)) return answer;
    const first = args[0];
    const text = typeof first === 'string' ? first : String((first as { text?: string })?.text ?? '?');
    const started = performance.now();
    const done = () => {
      const entry = byText.get(text) ?? { calls: 0, ms: 0 };
      entry.calls += 1;
      entry.ms += performance.now() - started;
      byText.set(text, entry);
    };
    answer.then(done, done);
    return answer;
  };
  return {
    stop() {
      prototype.query = original;
      return [...byText.entries()]
        .sort((a, b) => b[1].ms - a[1].ms)
        .map(([text, { calls, ms }]) => ({
          statement: text.replace(/\s+/g, ' ').slice(0, 110),
          calls,
          'total ms': Math.round(ms),
          'ms each': round(ms / calls),
        }));
    },
  };
}

type ChildRun = { child: ChildProcess; ready: Promise<void>; done: Promise<RunResult | null> };

/** Starts bench/billing-child.ts; `done` answers its result, or null when it was killed. */
function startChild(env: Record<string, string>): ChildRun {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
    if (/^ready$/m.test(output)) markReady();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const done = new Promise<RunResult | null>((resolve, reject) => {
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') return resolve(null);
      const match = /^result (.*)$/m.exec(output);
      if (code === 0 && match?.[1]) return resolve(JSON.parse(match[1]) as RunResult);
      reject(new Error(`billing child exited with ${code ?? signal}:\n${output}`));
    });
  });
  // A child that dies before "ready" must not leave the parent waiting for it.
  const readyOrDead = Promise.race([
    ready,
    done.then(() => Promise.reject(new Error(`billing child ended early:\n${output}`))),
  ]);
  return { child, ready: readyOrDead, done };
}

function childEnv(
  database: DatabaseHandle,
  double: CardProviderDouble,
  dataDir?: string,
): Record<string, string> {
  return {
    BILLING_CARD_URL: double.url,
    ...(database.driver.kind === 'postgres'
      ? { BILLING_DB_KIND: 'postgres', BILLING_DB_URL: database.driver.url }
      : { BILLING_DB_KIND: 'pglite', BILLING_DATA_DIR: dataDir ?? '' }),
  };
}

const count = (result: { charged: number; declined: number }) =>
  `${result.charged} charged, ${result.declined} declined`;

/** The four steps on one engine; `open` answers the database (PGlite's is reopened after its child). */
async function benchEngine(
  engine: DatabaseKind,
  open: () => Promise<DatabaseHandle>,
  memberships: number,
  double: CardProviderDouble,
  dataDir?: string,
): Promise<{ rows: Row[]; checks: Row[]; problems: string[]; json: Record<string, unknown> }> {
  const rows: Row[] = [];
  const checks: Row[] = [];
  const problems: string[] = [];
  const json: Record<string, unknown> = { engine };
  const log = double.state.chargeLog;
  const gateway = createCardPayments({
    secretKey: 'sk_test_bench',
    webhookSecret: 'whsec_bench',
    apiUrl: double.url,
  });
  let database = await open();
  const engineStarted = performance.now();

  // 1. The first run: every membership renewed and charged.
  const perStudio = Math.ceil(memberships / STUDIOS);
  const first = await setupBatch(database, double, 'first', STUDIOS, perStudio);
  console.info(
    `[${engine}] ${first.subs.length} memberships in ${STUDIOS} studios written in ${round(first.seconds)} s; billing`,
  );
  const timed = timedCard(gateway);
  const deps = (card: CardPayments): BillingDeps => ({ db: database.db, card, origin: ORIGIN });
  let from = log.length;
  const profile = PROFILE && engine === 'postgres' ? profileStatements() : undefined;
  let started = performance.now();
  const cpuBefore = process.cpuUsage();
  // A line every 30 s, so a long run shows it is moving (the periods opened are counted in the
  // database: one cheap count, twice a minute).
  const ticker = setInterval(async () => {
    const [opened] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from subscription_invoices where business_id = any(${uuidArray(first.businessIds)})`,
    ).catch(() => []);
    console.info(
      `[${engine}] ${Math.round((performance.now() - started) / 1000)} s: ${opened?.n ?? '?'} periods opened, ` +
        `${log.length - from} charges made`,
    );
  }, 30_000);
  const run1 = await runBilling(deps(timed.card)).finally(() => clearInterval(ticker));
  const seconds1 = (performance.now() - started) / 1000;
  // This process's CPU during the run (the billing code, the gateway, the double's side of HTTP; on
  // PGlite the database too): the rest of the wall time is waiting for PostgreSQL.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  if (profile) {
    const statements = profile.stop();
    const total = statements.reduce((sum, row) => sum + row['total ms'], 0);
    const calls = statements.reduce((sum, row) => sum + row.calls, 0);
    console.info(
      `[${engine}] first run: ${calls} statements (${round(calls / first.subs.length)} per membership, ` +
        `${statements.length} distinct) took ${Math.round(total)} ms of the run's ${Math.round(seconds1 * 1000)}`,
    );
    console.table(statements.slice(0, 25));
  }
  const renewSeconds = (timed.stats.firstAt - started) / 1000;
  const chargeSeconds = seconds1 - renewSeconds;
  const httpSeconds = timed.stats.ms / 1000;
  rows.push({
    engine,
    step: '1. first run',
    memberships: first.subs.length,
    seconds: round(seconds1),
    'renewals/s': round(run1.renewed / seconds1),
    'charges/s': round((run1.charged + run1.declined) / seconds1),
    result: `${count(run1)}; this process's CPU ${round(cpuSeconds)} s (${round((cpuSeconds * 1000) / run1.renewed)} ms each)`,
  });
  rows.push({
    engine,
    step: '   opening the periods',
    memberships: run1.renewed,
    seconds: round(renewSeconds),
    'renewals/s': round(run1.renewed / renewSeconds),
    'charges/s': '',
    result: `${round((renewSeconds * 1000) / run1.renewed)} ms each`,
  });
  rows.push({
    engine,
    step: '   charging (HTTP summed)',
    memberships: run1.charged + run1.declined,
    seconds: `${round(chargeSeconds)} (${round(httpSeconds)})`,
    'renewals/s': '',
    'charges/s': round((run1.charged + run1.declined) / chargeSeconds),
    // The provider's calls overlap (several groups, each with several calls at once): their summed
    // time is not wall time.
    result: `${round((chargeSeconds * 1000) / (run1.charged + run1.declined))} ms each; an HTTP call ${round(
      (httpSeconds * 1000) / timed.stats.calls,
    )} ms`,
  });
  json.first = {
    memberships: first.subs.length,
    seconds: round(seconds1),
    cpuSeconds: round(cpuSeconds),
    renewSeconds: round(renewSeconds),
    chargeSeconds: round(chargeSeconds),
    httpSeconds: round(httpSeconds),
    setupSeconds: round(first.seconds),
    ...run1,
  };
  if (run1.renewed !== first.subs.length)
    problems.push(`[${engine}] first run renewed ${run1.renewed} of ${first.subs.length}`);
  const firstCheck = await checkBatch(database, first, log.slice(from), `${engine} first run`);
  problems.push(...firstCheck.problems);
  checks.push({ engine, step: '1. first run', ...firstCheck.facts });

  // 2. Right after: nothing is due, nothing is charged.
  from = log.length;
  started = performance.now();
  const run2 = await runBilling(deps(gateway));
  const seconds2 = (performance.now() - started) / 1000;
  const charged2 = log.length - from;
  rows.push({
    engine,
    step: '2. second run',
    memberships: first.subs.length,
    seconds: round(seconds2),
    'renewals/s': '',
    'charges/s': '',
    result: `${count(run2)}, ${run2.renewed} renewed, ${charged2} charges at the double`,
  });
  json.second = { seconds: round(seconds2), doubleCharges: charged2, ...run2 };
  if (run2.charged + run2.declined + run2.renewed + charged2 !== 0) {
    problems.push(
      `[${engine}] the second run charged ${run2.charged}, declined ${run2.declined}, renewed ${run2.renewed}, ${charged2} charges at the double`,
    );
  }

  // 1b. Optional: the same work as concurrent runs, each scoped to one studio (runBilling's businessId).
  if (engine === 'postgres' && STUDIOS_AT_ONCE > 0) {
    const batch = await setupBatch(
      database,
      double,
      'studios',
      STUDIOS,
      Math.ceil(BY_STUDIO_MEMBERSHIPS / STUDIOS),
    );
    from = log.length;
    const queue = [...batch.businessIds];
    const total = { renewed: 0, charged: 0, declined: 0 };
    started = performance.now();
    await Promise.all(
      Array.from({ length: STUDIOS_AT_ONCE }, async () => {
        for (let id = queue.shift(); id; id = queue.shift()) {
          const result = await runBilling(deps(gateway), { businessId: id });
          total.renewed += result.renewed;
          total.charged += result.charged;
          total.declined += result.declined;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    rows.push({
      engine,
      step: `1b. by studio, ${STUDIOS_AT_ONCE} at once`,
      memberships: batch.subs.length,
      seconds: round(seconds),
      'renewals/s': round(total.renewed / seconds),
      'charges/s': round((total.charged + total.declined) / seconds),
      result: count(total),
    });
    json.byStudio = {
      memberships: batch.subs.length,
      atOnce: STUDIOS_AT_ONCE,
      seconds: round(seconds),
      ...total,
    };
    const check = await checkBatch(database, batch, log.slice(from), `${engine} by studio`);
    problems.push(...check.problems);
    checks.push({ engine, step: '1b. by studio', ...check.facts });
  }

  // 3. Two processes racing on a new batch (PGlite: one process per data directory, so two runs
  // interleaved in this one, on its single connection).
  const perSmallStudio = (n: number) => Math.ceil(n / SMALL_BATCH_STUDIOS);
  const raceSize = engine === 'pglite' ? Math.min(RACE_MEMBERSHIPS, 500) : RACE_MEMBERSHIPS;
  const race = await setupBatch(database, double, 'race', SMALL_BATCH_STUDIOS, perSmallStudio(raceSize));
  from = log.length;
  started = performance.now();
  let raced: RunResult[];
  if (engine === 'postgres') {
    const children = [startChild(childEnv(database, double)), startChild(childEnv(database, double))];
    await Promise.all(children.map((run) => run.ready));
    started = performance.now();
    for (const run of children) run.child.stdin?.write('go\n');
    raced = (await Promise.all(children.map((run) => run.done))) as RunResult[];
  } else {
    const one = async () => {
      const began = performance.now();
      const result = await runBilling(deps(gateway));
      return { ...result, seconds: (performance.now() - began) / 1000 };
    };
    raced = await Promise.all([one(), one()]);
  }
  const raceSeconds = (performance.now() - started) / 1000;
  rows.push({
    engine,
    step: engine === 'postgres' ? '3. two processes racing' : '3. two runs racing (one process)',
    memberships: race.subs.length,
    seconds: round(raceSeconds),
    'renewals/s': round(race.subs.length / raceSeconds),
    'charges/s': round((log.length - from) / raceSeconds),
    result: raced.map((r, i) => `${'AB'[i]}: ${r.renewed} renewed, ${count(r)}`).join('; '),
  });
  json.race = { memberships: race.subs.length, seconds: round(raceSeconds), runs: raced };
  const raceCheck = await checkBatch(database, race, log.slice(from), `${engine} race`);
  problems.push(...raceCheck.problems);
  checks.push({ engine, step: '3. race', ...raceCheck.facts });

  // 4. A crash: a child killed when the double makes its Nth charge of the batch, then a resumed run.
  const crashSize = engine === 'pglite' ? Math.min(CRASH_MEMBERSHIPS, 500) : CRASH_MEMBERSHIPS;
  const crash = await setupBatch(database, double, 'crash', SMALL_BATCH_STUDIOS, perSmallStudio(crashSize));
  const killAfter = Math.floor(crash.subs.length / 2);
  if (engine === 'pglite') await database.close();
  const victim = startChild(childEnv(database, double, dataDir));
  await victim.ready;
  from = log.length;
  // Killed inside the double's handler, after the charge is logged and before it answers: the child
  // never hears it, so its attempt stays "charging" with the money taken, the case resuming is for.
  const push = log.push.bind(log);
  log.push = (...charges: DoubleCharge[]) => {
    const length = push(...charges);
    if (length - from === killAfter) victim.child.kill('SIGKILL');
    return length;
  };
  started = performance.now();
  victim.child.stdin?.write('go\n');
  const outcome = await victim.done;
  log.push = push;
  const killedAt = (performance.now() - started) / 1000;
  if (outcome !== null) problems.push(`[${engine}] the billing child finished before it was killed`);
  if (engine === 'pglite') database = await open();
  const [left] = await queryRows<{ charging: number; paid: number }>(
    database.db,
    sql`select
      (select count(*)::int from subscription_attempts where business_id = any(${uuidArray(crash.businessIds)}) and status = 'charging') as charging,
      (select count(*)::int from subscription_invoices where business_id = any(${uuidArray(crash.businessIds)}) and status = 'paid') as paid`,
  );
  const chargesBeforeResume = log.length - from;
  started = performance.now();
  const resumed = await runBilling(deps(gateway), { resumeStuckAfterMs: 0 });
  const resumeSeconds = (performance.now() - started) / 1000;
  rows.push({
    engine,
    step: '4. killed, then resumed',
    memberships: crash.subs.length,
    seconds: `${round(killedAt)} + ${round(resumeSeconds)}`,
    'renewals/s': '',
    'charges/s': round((log.length - from - chargesBeforeResume) / resumeSeconds),
    result:
      `kill -9 at charge ${killAfter} (${left?.paid ?? 0} paid, ${left?.charging ?? 0} left charging); ` +
      `resumed: ${count(resumed)}`,
  });
  json.crash = {
    memberships: crash.subs.length,
    killAfterCharges: killAfter,
    killedAfterSeconds: round(killedAt),
    paidBeforeResume: left?.paid,
    leftCharging: left?.charging,
    resumeSeconds: round(resumeSeconds),
    resumed,
  };
  // The run charges saved cards in groups (claimed together, answers written together), a few groups
  // at once: the kill leaves between one and MOST_LEFT_CHARGING attempts charging, never more.
  const leftCharging = left?.charging ?? 0;
  if (leftCharging < 1 || leftCharging > MOST_LEFT_CHARGING)
    problems.push(
      `[${engine}] ${leftCharging} attempts left charging by the kill, expected 1 to ${MOST_LEFT_CHARGING}`,
    );
  const crashCheck = await checkBatch(database, crash, log.slice(from), `${engine} crash`);
  problems.push(...crashCheck.problems);
  checks.push({ engine, step: '4. crash + resume', ...crashCheck.facts });

  problems.push(...(await checkLedgers(engine, database)));
  json.totalSeconds = round((performance.now() - engineStarted) / 1000);
  // PostgreSQL's handle belongs to openBenchPostgres, which closes it when it drops the database.
  if (engine === 'pglite') await database.close();
  return { rows, checks, problems, json };
}

const double = await startCardProviderDouble({ webhookSecret: 'whsec_bench' });
const rows: Row[] = [];
const checks: Row[] = [];
const problems: string[] = [];
const results: Record<string, unknown>[] = [];
try {
  if (ENGINES.includes('postgres')) {
    const postgres = await openBenchPostgres(BENCH_DB, Math.max(5, STUDIOS_AT_ONCE + 1));
    if (postgres) {
      try {
        const result = await benchEngine('postgres', async () => postgres.database, MEMBERSHIPS, double);
        rows.push(...result.rows);
        checks.push(...result.checks);
        problems.push(...result.problems);
        results.push(result.json);
      } finally {
        await postgres.drop();
      }
    }
  }
  if (ENGINES.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bmp-bench-billing-'));
    try {
      let migrated = false;
      const open = async () => {
        const database = await openDatabase({ kind: 'pglite', dataDir });
        if (!migrated) await database.migrate();
        migrated = true;
        return database;
      };
      const result = await benchEngine('pglite', open, PGLITE_MEMBERSHIPS, double, dataDir);
      rows.push(...result.rows);
      checks.push(...result.checks);
      problems.push(...result.problems);
      results.push(result.json);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await double.close();
}

console.info(
  `\nMembership billing: runBilling with the card provider double (${DECLINE_EVERY === 50 ? '2%' : `1 in ${DECLINE_EVERY}`} of saved cards decline)\n`,
);
console.table(rows);
console.info('\nChecks per step (double = the provider double)\n');
console.table(checks);
console.info(JSON.stringify({ bench: 'billing', date: new Date().toISOString(), results }));
if (problems.length > 0) {
  console.error(`Billing problems:\n${problems.join('\n')}`);
  process.exit(1);
}
console.info('Every membership was charged exactly once on every engine measured.');
