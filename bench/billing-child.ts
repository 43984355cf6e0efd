// A child process of `npm run bench:billing` (bench/billing.ts): one membership billing run, as the
// `membership-billing` job would make it, against the database and the card provider double the
// parent names. It opens the database, prints "ready", waits for "go" on stdin (so two children
// start their runs together), runs `runBilling`, prints "result <json>" and exits. The parent may
// kill it with SIGKILL in the middle. See docs/benchmarks.md "Membership billing".
import { createInterface } from 'node:readline';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createCardPayments } from '../apps/api/src/modules/purchases/index.ts';
import { runBilling } from '../apps/api/src/modules/subscriptions/index.ts';

const kind = process.env.BILLING_DB_KIND === 'pglite' ? 'pglite' : 'postgres';
const database =
  kind === 'pglite'
    ? await openDatabase({ kind, dataDir: process.env.BILLING_DATA_DIR as string })
    : await openDatabase({ kind, url: process.env.BILLING_DB_URL as string, poolSize: 5 });
const card = createCardPayments({
  secretKey: 'sk_test_bench',
  webhookSecret: 'whsec_bench',
  apiUrl: process.env.BILLING_CARD_URL,
});

console.info('ready');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line.trim() === 'go') break;
lines.close();

const started = performance.now();
const result = await runBilling(
  { db: database.db, card, origin: 'http://bench.invalid' },
  process.env.BILLING_RESUME === '1' ? { resumeStuckAfterMs: 0 } : {},
);
const seconds = (performance.now() - started) / 1000;
console.info(`result ${JSON.stringify({ ...result, seconds })}`);
await database.close();
process.exit(0);
