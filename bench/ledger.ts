// `npm run bench:ledger`: a concurrent mixed load on the credit ledger (grants, holds, spends,
// releases, with lots expiring under the load and an expiry runner going), through the service
// functions, on PGlite and on PostgreSQL when it answers. Prints operations/s and p50/p99 latency per
// engine and per operation, then checks the ledger's invariants and exits non-zero if one is broken.
// See docs/benchmarks.md.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, type DatabaseKind, openDatabase } from '../apps/api/src/db/client.ts';
import { findCreditLedgerViolations } from '../apps/api/src/modules/credits/credits.invariants.ts';
import {
  expireDueCredits,
  grantCredits,
  hold,
  InsufficientCreditsError,
  release,
  spend,
} from '../apps/api/src/modules/credits/index.ts';
import { findUnbalancedJournalEntries } from '../apps/api/src/modules/ledger/index.ts';
import { buildStudio } from '../apps/api/test/factories.ts';
import { openBenchPostgres } from './bench-database.ts';
import { percentile } from './lib.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100);
const BENCH_DB = 'bmp_bench_ledger';
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');

type Operation = 'grant' | 'hold' | 'spend' | 'release';
type Sample = { operation: Operation; ms: number; refused: boolean };

function pick<T>(items: T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Runs the mixed load for DURATION_S seconds and answers every operation's latency. */
async function runLoad(
  database: DatabaseHandle,
): Promise<{ samples: Sample[]; seconds: number; expired: number }> {
  const { db } = database;
  const studio = await buildStudio(db, { experts: 0, cookies: false, customers: CUSTOMERS });
  for (const customerId of studio.customerIds) {
    await grantCredits(db, studio.businessId, {
      customerId,
      kind: 'training',
      quantity: 10,
      source: { type: 'complimentary' },
    });
  }
  // Live holds that workers may spend or release; a worker takes one out before it settles it.
  const liveHolds: string[] = [];
  const samples: Sample[] = [];
  const stopAt = Date.now() + DURATION_S * 1000;

  const timed = async (operation: Operation, work: () => Promise<unknown>) => {
    const started = performance.now();
    let refused = false;
    try {
      await work();
    } catch (error) {
      // A refused hold is a correct answer under load (the customer ran out), not a failure.
      if (!(error instanceof InsufficientCreditsError)) throw error;
      refused = true;
    }
    samples.push({ operation, ms: performance.now() - started, refused });
  };

  const worker = async () => {
    while (Date.now() < stopAt) {
      const customerId = pick(studio.customerIds);
      const roll = Math.random();
      if (roll < 0.15) {
        // Half the packs expire within seconds, so expiry happens under the load too.
        const expiresAt = Math.random() < 0.5 ? new Date(Date.now() + 1000 + Math.random() * 4000) : null;
        await timed('grant', () =>
          grantCredits(db, studio.businessId, {
            customerId,
            kind: 'training',
            quantity: 1 + Math.floor(Math.random() * 5),
            expiresAt,
            source: { type: 'purchase', id: randomUUID() },
          }),
        );
      } else if (roll < 0.55 || liveHolds.length === 0) {
        await timed('hold', async () => {
          const holdId = await hold(db, studio.businessId, {
            customerId,
            kind: 'training',
            quantity: 1 + Math.floor(Math.random() * 2),
            serviceId: randomUUID(),
          });
          liveHolds.push(holdId);
        });
      } else {
        const index = Math.floor(Math.random() * liveHolds.length);
        const [holdId] = liveHolds.splice(index, 1);
        if (!holdId) continue;
        if (roll < 0.8) await timed('spend', () => spend(db, studio.businessId, holdId));
        else await timed('release', () => release(db, studio.businessId, holdId));
      }
    }
  };

  // The expiry job runs beside the load, as it would in a running server.
  let expired = 0;
  const expiryRunner = async () => {
    while (Date.now() < stopAt) {
      expired += (await expireDueCredits(db)).creditsExpired;
      await sleep(500);
    }
  };

  const started = performance.now();
  await Promise.all([...Array.from({ length: CONCURRENCY }, worker), expiryRunner()]);
  const seconds = (performance.now() - started) / 1000;
  expired += (await expireDueCredits(db)).creditsExpired;
  return { samples, seconds, expired };
}

function report(engine: DatabaseKind, { samples, seconds }: { samples: Sample[]; seconds: number }) {
  const row = (label: string, of: Sample[]) => {
    const sorted = of.map((s) => s.ms).sort((a, b) => a - b);
    return {
      engine,
      operation: label,
      count: of.length,
      'ops/s': Math.round(of.length / seconds),
      'p50 ms': Number(percentile(sorted, 50).toFixed(2)),
      'p99 ms': Number(percentile(sorted, 99).toFixed(2)),
      refused: of.filter((s) => s.refused).length,
    };
  };
  return [
    row('all', samples),
    ...(['grant', 'hold', 'spend', 'release'] as const).map((operation) =>
      row(
        operation,
        samples.filter((s) => s.operation === operation),
      ),
    ),
  ];
}

async function checkInvariants(engine: DatabaseKind, database: DatabaseHandle): Promise<string[]> {
  const problems = [
    ...(await findCreditLedgerViolations(database.db)),
    ...(await findUnbalancedJournalEntries(database.db)).map((id) => `unbalanced journal entry ${id}`),
  ];
  const [counts] = (
    (await database.db.execute(sql`
      select (select count(*) from credit_entries)::int as entries,
             (select count(*) from credit_holds where status = 'spent')::int as spent_holds,
             (select count(*) from credit_entries where entry_type = 'spend')::int as spend_entries,
             (select min(least(available, held)) from credit_balances)::int as lowest`)) as unknown as {
      rows: { entries: number; spent_holds: number; spend_entries: number; lowest: number }[];
    }
  ).rows;
  if (counts && counts.spent_holds !== counts.spend_entries) {
    problems.push(`${counts.spent_holds} spent holds but ${counts.spend_entries} spend entries`);
  }
  console.info(
    `[${engine}] invariants: ${problems.length === 0 ? 'hold' : 'BROKEN'} ` +
      `(${counts?.entries ?? 0} entries, lowest balance ${counts?.lowest ?? 0})`,
  );
  return problems;
}

const rows: ReturnType<typeof report> = [];
const problems: string[] = [];

if (ENGINES.includes('pglite')) {
  const pglite = await openDatabase({ kind: 'pglite' });
  try {
    await pglite.migrate();
    const result = await runLoad(pglite);
    rows.push(...report('pglite', result));
    console.info(`[pglite] ${result.expired} credits expired under the load`);
    problems.push(...(await checkInvariants('pglite', pglite)));
  } finally {
    await pglite.close();
  }
}

const postgres = ENGINES.includes('postgres') ? await openBenchPostgres(BENCH_DB, 20) : undefined;
if (postgres) {
  try {
    const result = await runLoad(postgres.database);
    rows.push(...report('postgres', result));
    console.info(`[postgres] ${result.expired} credits expired under the load`);
    problems.push(...(await checkInvariants('postgres', postgres.database)));
  } finally {
    await postgres.drop();
  }
}

console.info(
  `\n${CONCURRENCY} concurrent workers, ${CUSTOMERS} customers, ${DURATION_S} s per engine ` +
    '(15% grants, 40% holds, 25% spends, 20% releases; "refused" = holds answered InsufficientCredits)\n',
);
console.table(rows);
if (problems.length > 0) {
  console.error(`Ledger invariants broken:\n${problems.join('\n')}`);
  process.exit(1);
}
console.info('Ledger invariants hold on every engine measured.');
