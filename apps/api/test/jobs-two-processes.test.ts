import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/raw.ts';
import { notifications, outboxEmails, services } from '../src/db/schema/index.ts';
import { apiOf, buildStudio, type Person, type Studio } from './factories.ts';
import { buildTestApp, type TestApp } from './support/app.ts';
import { testDatabaseKinds } from './support/databases.ts';
import { type RunningProcess, spawnNode } from './support/processes.ts';
import { startTestSmtpServer, type TestSmtpServer } from './support/smtp.ts';
import { at, daysAhead } from './support/studio-time.ts';

// Two real API processes (the server entry, as `npm start` runs it, from source) on one fresh
// PostgreSQL database: every job runs in both, and each effect must happen once (decision 0036).

function startServer(env: Record<string, string>): RunningProcess {
  return spawnNode(['src/server.ts'], { PORT: '0', SEED_DEMO: 'false', ...env });
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

const kinds = testDatabaseKinds();
if (!kinds.includes('postgres')) {
  console.warn('[jobs-two-processes] skipped: PostgreSQL is not available in this run');
}

describe.skipIf(!kinds.includes('postgres'))('two API processes on one PostgreSQL database', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let studio: Studio;
  const servers: RunningProcess[] = [];
  const dataDirs: string[] = [];
  const api = apiOf(() => t.app);

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    // A fresh database (cloned from the migrated template), set up through the app in this process.
    t = await buildTestApp('postgres');
    studio = await buildStudio(t.database.db, { credits: 10, customers: 1 });
  });

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await t?.close();
    await smtp?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('delivers each queued email once and reminds once, with both processes running every job', async () => {
    const url = t.database.driver.kind === 'postgres' ? t.database.driver.url : '';
    // Both must share the secret the unsubscribe links are derived from (as real deployments do).
    const key = randomBytes(32).toString('hex');
    const started = performance.now();
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'bmp-jobs-'));
      dataDirs.push(dataDir);
      servers.push(
        startServer({
          DATABASE_URL: url,
          DATA_DIR: dataDir,
          DATA_ENCRYPTION_KEY: key,
          SMTP_URL: smtp.url,
          MAIL_FROM: 'studio@jobs.test',
          PUBLIC_URL: 'http://app.test:3000',
        }),
      );
    }
    for (const server of servers) {
      await until(
        () => /running at http:\/\/localhost:\d+/.test(server.output()),
        'the server to start',
        90_000,
      );
    }
    console.info(`[jobs two processes] both up in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // A session whose 15-minute reminder is due now: booked ahead, then moved to start in 10 minutes.
    const customer = studio.customers[0] as Person;
    const expert = studio.experts[0] as Person;
    const booked = await api.post(customer.cookie, '/api/me/services', {
      offeringId: studio.studioOfferingId,
      startsAt: at(daysAhead(12), '09:00'),
      expertId: expert.membershipId,
      reminderMinutes: 15,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const serviceId = booked.json().id as string;
    await t.database.db
      .update(services)
      .set({
        startsAt: sql`now() + interval '10 minutes'`,
        endsAt: sql`now() + interval '10 minutes' + (${services.endsAt} - ${services.startsAt})`,
        expertBusyFrom: sql`now() + interval '10 minutes' + (${services.expertBusyFrom} - ${services.startsAt})`,
        expertBusyUntil: sql`now() + interval '10 minutes' + (${services.expertBusyUntil} - ${services.startsAt})`,
      })
      .where(eq(services.id, serviceId));

    // 150 emails queued while both run, in three batches.
    const tag = randomUUID().slice(0, 8);
    const queuedAt = performance.now();
    for (let batch = 0; batch < 3; batch++) {
      await t.database.db.insert(outboxEmails).values(
        Array.from({ length: 50 }, (_, i) => ({
          businessId: studio.businessId,
          toEmail: `bulk-${tag}-${batch * 50 + i}@example.com`,
          subject: `Bulk ${tag} ${batch * 50 + i}`,
          textBody: 'Hello',
          kind: 'test',
        })),
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const bulk = () => smtp.received.filter((mail) => mail.parsed.subject?.startsWith(`Bulk ${tag} `));
    await until(() => bulk().length >= 150, '150 emails');
    const deliveredIn = (performance.now() - queuedAt) / 1000;
    const reminders = () => smtp.received.filter((mail) => mail.parsed.subject?.startsWith('Reminder:'));
    // The reminder job runs every 30 s: its email then waits for the next delivery slot.
    await until(() => reminders().length >= 2, 'the reminders', 60_000);
    // Time for a duplicate to show up if any process were to run a job twice.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    console.info(
      `[jobs two processes] 150 emails delivered ${deliveredIn.toFixed(1)} s after the first was queued`,
    );

    expect(bulk()).toHaveLength(150);
    expect(new Set(bulk().map((mail) => mail.parsed.messageId)).size).toBe(150);
    expect(new Set(bulk().map((mail) => mail.envelopeTo.join())).size).toBe(150);
    // One reminder to the customer and one to the expert, one bell each.
    expect(
      reminders()
        .map((mail) => mail.envelopeTo.join())
        .sort(),
    ).toEqual([customer.email, expert.email].sort());
    const bells = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'service.reminder'),
          sql`${notifications.data}->>'serviceId' = ${serviceId}`,
        ),
      );
    expect(bells).toHaveLength(2);
    const rows = await t.database.db
      .select({ status: outboxEmails.status, attempts: outboxEmails.attempts })
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'test'));
    expect(rows).toHaveLength(150);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);

    // The runner's own record: one email-delivery run per 5-second slot, from whichever process.
    const slots = await queryRows<{ slot: string; runs: number }>(
      t.database.db,
      sql`select singleton_on::text as slot, count(*)::int as runs from pgboss.job
          where name = 'email-delivery' group by singleton_on having count(*) > 1`,
    );
    expect(slots).toEqual([]);
    const ranBy = await queryRows<{ runs: number }>(
      t.database.db,
      sql`select count(*)::int as runs from pgboss.job where name = 'email-delivery' and state = 'completed'`,
    );
    expect(ranBy[0]?.runs).toBeGreaterThan(2);

    // Both stop cleanly on SIGTERM.
    for (const server of servers) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0]);
  });
});
