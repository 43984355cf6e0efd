// Starts the built server for the browser tests on a throw-away embedded database.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// One directory per port, so two browser runs on different E2E_PORTs do not share a database.
const dataDir = fileURLToPath(new URL(`../.data-test/e2e-${process.env.PORT ?? 'default'}`, import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;

// The browser tests run against PostgreSQL when it is reachable (as on CI), on a database of their own
// made fresh for each run; otherwise on the embedded database in dataDir. PostgreSQL answers the two
// browsers' requests in parallel, where the embedded database runs them one at a time on the server's
// own thread (docs/decisions/0045-browser-tests-on-postgresql.md). E2E_DATABASE=pglite forces the
// embedded one, the product's default, which the API suite covers on every run.
if (process.env.E2E_DATABASE !== 'pglite') {
  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = `bmp_e2e_${process.env.PORT ?? 'default'}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (reachable) {
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.query(`create database "${database}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    process.env.DATABASE_URL = url.toString();
    // The heavy reads go through the replica path, to the same database over read-only connections
    // (docs/decisions/0066-several-processes.md): a page whose read writes fails in the browser tests.
    process.env.DATABASE_REPLICA_URL = url.toString();
  } else if (process.env.BMP_REQUIRE_POSTGRES === 'true') {
    throw new Error(`PostgreSQL is required (BMP_REQUIRE_POSTGRES) but ${adminUrl} is not reachable`);
  }
}
process.env.SEED_DEMO = 'true';
// A test server: its clock can be moved (lib/clock.ts; e2e/tests/moved-clock.spec.ts).
process.env.NODE_ENV = 'test';
process.env.TEST_CLOCK = 'movable';
process.env.LOG_LEVEL ??= 'warn';
// Every browser test signs up from 127.0.0.1; the per-address limit has its own API test.
process.env.SIGNUPS_PER_HOUR ??= '100000';

// A mail server in this process, so the browser tests run with email delivery on (decision 0024): it
// accepts every message and throws it away, except for addresses at bounce.test, which it refuses
// the way a real server refuses an unknown mailbox (550), so staff have failed emails to look at.
const { SMTPServer } = await import('smtp-server');
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (!address.address.endsWith('@bounce.test')) return callback();
    const refusal = Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 });
    return callback(refusal);
  },
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => callback());
  },
});
// A connection cut off mid-message is the sender's problem, not a reason to stop the test server.
smtp.on('error', () => undefined);
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
smtp.server.unref();
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;
process.env.MAIL_FROM = 'studio@demo.test';
// Card payments through the local stand-in for Stripe (tools/card-provider-double/), so the browser
// tests can save a card on its hosted page, be charged, and be declined on purpose
// (docs/decisions/0055-memberships.md). Its webhooks come back to this server.
const WEBHOOK_SECRET = 'whsec_e2e_card_double';
const { startCardProviderDouble } = await import('../tools/card-provider-double/server.ts');
const cardDouble = await startCardProviderDouble({
  webhookSecret: WEBHOOK_SECRET,
  webhookUrl: `http://127.0.0.1:${process.env.PORT ?? 3000}/api/webhooks/stripe`,
});
process.env.STRIPE_SECRET_KEY = 'sk_test_e2e_card_double';
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
process.env.STRIPE_API_URL = cardDouble.url;
await import('../apps/api/dist/server.mjs');
