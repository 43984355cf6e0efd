import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { backgroundJobs } from './jobs.ts';
import { createFieldCipher, loadEncryptionKey } from './lib/field-encryption.ts';
import { createJobRunner } from './lib/jobs/index.ts';
import { createSmtpMailer } from './modules/outbox/index.ts';
import { createCardPayments } from './modules/purchases/index.ts';
import { WEB_DIST_DIR } from './paths.ts';
import { seedDemoBooking } from './seed/demo-booking-seed.ts';
import { seedDemoContracts } from './seed/demo-contracts-seed.ts';
import { seedDemoGroups } from './seed/demo-groups-seed.ts';
import { seedDemoHistory } from './seed/demo-history-seed.ts';
import { seedDemoMembers } from './seed/demo-members-seed.ts';
import { seedDemoMemberships } from './seed/demo-memberships-seed.ts';
import { seedDemoMoney } from './seed/demo-money-seed.ts';
import { seedDemoOperator } from './seed/demo-operator-seed.ts';
import { seedDemoPayRates } from './seed/demo-pay-rates-seed.ts';
import { seedDemoPayouts } from './seed/demo-payouts-seed.ts';
import { seedDemoPoints } from './seed/demo-points-seed.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoBusiness } from './seed/demo-seed.ts';
import { seedDemoStudio } from './seed/demo-studio-seed.ts';
import { seedDemoTracking } from './seed/demo-tracking-seed.ts';

// Seconds to let in-flight requests finish after SIGTERM/SIGINT before giving up.
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig(process.env, WEB_DIST_DIR);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, replicaUrl: config.databaseReplicaUrl }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') },
  );
  await database.migrate();
  const seeded = config.seedDemo ? await seedDemoBusiness(database.db) : false;

  const { key, source } = loadEncryptionKey(process.env, config.dataDir);
  if (source === 'file' && config.databaseUrl) {
    console.warn(
      'DATA_ENCRYPTION_KEY is not set: using the key file in DATA_DIR. Every API process on this database needs the same key.',
    );
  }
  const fieldCipher = createFieldCipher(key);
  // After the business seed (it adds to the demo studio) and with the cipher (its payees are encrypted).
  if (config.seedDemo) await seedDemoMoney(database.db, fieldCipher);
  // After the money seed: the booking seed leaves its balances as they were (decision 0013).
  if (config.seedDemo) await seedDemoBooking(database.db);
  // member@demo.test's profile, answers (encrypted: needs the cipher) and household.
  if (config.seedDemo) await seedDemoMembers(database.db, fieldCipher);
  // The studio's profile, second location and pending invitation.
  if (config.seedDemo) await seedDemoStudio(database.db);
  // After the booking and money seeds: the generated year of history uses their offerings and packs.
  if (config.seedDemo) await seedDemoHistory(database.db);
  // The group classes, their members and waitlists (decision 0031).
  if (config.seedDemo) await seedDemoGroups(database.db);
  // The contract templates and signed records (decision 0053); after the groups: a class regular signed on paper.
  if (config.seedDemo) await seedDemoContracts(database.db, config.publicUrl);
  if (config.seedDemo) await seedDemoMemberships(database.db, config.publicUrl);
  if (config.seedDemo) await seedDemoPayRates(database.db);
  // Earning lines of the sessions completed since payroll started, and last month's run paid.
  if (config.seedDemo) await seedDemoPayouts(database.db, fieldCipher);
  // Points on the map (decision 0060): customers' addresses, experts' home bases and the locations;
  // before the tracking seed, which sends Erin's trips to Maya's point.
  if (config.seedDemo) await seedDemoPoints(database.db);
  // Erin's in-home session with Maya today, Confirmed, so a trip can be started (decision 0060).
  if (config.seedDemo) await seedDemoTracking(database.db);
  // The platform's operator (decision 0062): no studio, two-step on, listed in the README.
  if (config.seedDemo) await seedDemoOperator(database.db);
  const app = await buildApp({ database, fieldCipher, config });

  // Here, not in buildApp, so tests stay quiet. Every process runs the same jobs; the runner (pg-boss)
  // gives each run to one of them (decision 0036). Email delivery only when SMTP_URL is set: without
  // it emails stay in the outbox (decision 0024).
  const mailer = config.mail ? createSmtpMailer(config.mail.smtpUrl) : undefined;
  const jobs = createJobRunner({
    database,
    log: app.log,
    jobs: backgroundJobs(database.db, {
      mail:
        config.mail && mailer
          ? {
              mailer,
              fromAddress: config.mail.fromAddress,
              publicOrigin: config.publicUrl,
              linkSecret: key,
            }
          : undefined,
      publicUrl: config.publicUrl,
      cipher: fieldCipher,
      webhooksAllowLoopback: config.webhooksAllowLoopback,
      card: config.stripe ? createCardPayments(config.stripe) : undefined,
    }),
  });
  await jobs.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Readiness answers 503 from now on, so a balancer that polls it sends nothing new here; during
    // the drain, requests still come (on kept-alive connections, or before the balancer's next poll)
    // and each answer closes its connection, so none is reset by the close below.
    app.lifecycle.draining = true;
    if (config.shutdownDrainMs > 0)
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      // Runs in progress finish first (at most 8 s; one still running then is failed and retried by
      // another process), then the requests in flight, then the database closes.
      await jobs.stop();
      mailer?.close();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  // PORT=0 picks a free port, which only exists now: links follow it unless PUBLIC_URL was given.
  if (!process.env.PUBLIC_URL) app.publicOrigin = url;
  console.info(`\nBusiness Management Platform is running at ${url}  (database: ${database.kind})`);
  if (config.seedDemo) {
    const emails = DEMO_ACCOUNTS.map((account) => account.email).join(', ');
    console.info(
      `Demo sign-in: ${emails} with password ${DEMO_PASSWORD}${seeded ? ' (demo data just seeded)' : ''}\n`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
