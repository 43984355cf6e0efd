import type { Database } from './db/client.ts';
import * as clock from './lib/clock.ts';
import type { FieldCipher } from './lib/field-encryption.ts';
import { pruneIdempotencyKeys } from './lib/idempotency.ts';
import { defineJob, type JobDefinition } from './lib/jobs/index.ts';
import { queueDueReminders } from './modules/booking/index.ts';
import { expireAndRemindContracts } from './modules/contracts/index.ts';
import { expireDueCredits } from './modules/credits/index.ts';
import { LIVE_EVENTS_KEPT_HOURS, pruneLiveEvents } from './modules/live/index.ts';
import { type DeliveryOptions, deliverDueEmails } from './modules/outbox/index.ts';
import { closeDueOccurrences } from './modules/payouts/index.ts';
import type { CardPayments } from './modules/purchases/index.ts';
import { pruneExpiredExports, runStudioExports } from './modules/studio-export/index.ts';
import { runBillingJob } from './modules/subscriptions/index.ts';
import { deliverDueWebhooks, systemResolver, type WebhookDeps } from './modules/webhooks/index.ts';

// Every background job of the API, in one list (decision 0036). server.ts starts them with the job
// runner (lib/jobs) in every API process; pg-boss gives each run to one process only. A job's work
// lives in its module; here it gets its name, its schedule and its retry policy. To add one, copy a
// definition below (and see the decision for sending a job from a request).

/** Credit lots past their expiry date are expired (decision 0008: each lot's expiry is written once). */
export function creditExpiryJob(db: Database): JobDefinition {
  return defineJob({
    name: 'credit-expiry',
    schedule: { everySeconds: 60 },
    run: async () => {
      const result = await expireDueCredits(db);
      return result.lotsExpired > 0 ? result : undefined;
    },
  });
}

/**
 * Session reminders that are due are queued as notifications and emails. Each session is claimed in
 * the transaction that queues its reminder (decision 0013), so even a run repeated after a crash
 * reminds once.
 */
export function sessionRemindersJob(db: Database): JobDefinition {
  return defineJob({
    name: 'session-reminders',
    schedule: { everySeconds: 30 },
    run: async () => {
      const result = await queueDueReminders(db);
      return result.queued > 0 ? result : undefined;
    },
  });
}

/**
 * Class occurrences that ended a day ago close: their attendance becomes final and their expert's
 * earning line is written (decision 0059). Each occurrence closes once, by a conditional update.
 */
export function classClosingJob(db: Database): JobDefinition {
  return defineJob({
    name: 'class-closing',
    schedule: { everySeconds: 60 },
    run: async () => {
      const result = await closeDueOccurrences(db);
      return result.closed > 0 ? result : undefined;
    },
  });
}

/** Idempotency keys past their retention are deleted (a plain delete: safe to repeat). */
export function idempotencyPruneJob(db: Database): JobDefinition {
  return defineJob({
    name: 'idempotency-prune',
    schedule: { cron: '17 3 * * *' },
    run: async () => {
      const pruned = await pruneIdempotencyKeys(db);
      return pruned > 0 ? { pruned } : undefined;
    },
  });
}

/** Live events older than a day are deleted (decision 0060): a browser away longer reloads instead. */
export function liveEventsPruneJob(db: Database): JobDefinition {
  return defineJob({
    name: 'live-events-prune',
    schedule: { everySeconds: 600 },
    run: async () => {
      const before = new Date(clock.now().getTime() - LIVE_EVENTS_KEPT_HOURS * 3_600_000);
      const pruned = await pruneLiveEvents(db, before);
      return pruned > 0 ? { pruned } : undefined;
    },
  });
}

/**
 * Queued emails are sent over SMTP (when SMTP_URL is set). The outbox row keeps each email's own
 * state, tries and back-off (decision 0024); the job is the sender's turn, once every 5 s across all
 * processes.
 */
export function emailDeliveryJob(db: Database, options: DeliveryOptions): JobDefinition {
  return defineJob({
    name: 'email-delivery',
    schedule: { everySeconds: 5 },
    run: async () => {
      const result = await deliverDueEmails(db, options);
      return result.sent + result.retried + result.failed + result.skipped > 0 ? result : undefined;
    },
  });
}

/**
 * Open contracts past their date expire, and signers who have not signed are reminded (decision
 * 0053). Each contract is re-checked under its row lock, so a repeated run changes nothing twice.
 */
export function contractRemindersJob(db: Database, publicUrl: string): JobDefinition {
  return defineJob({
    name: 'contract-reminders',
    schedule: { everySeconds: 60 },
    run: async () => {
      const result = await expireAndRemindContracts(db, publicUrl);
      return result.expired + result.reminded > 0 ? result : undefined;
    },
  });
}

/**
 * The membership billing run (decisions/0055-memberships.md): freezes begin and end, periods that
 * started open their invoices, saved cards are charged and declined ones retried, and memberships sold
 * at the desk start once their agreement is signed. Every step is idempotent (unique periods, attempts
 * keyed before the provider is called), so runs repeated, overlapping or resumed after a crash charge
 * nothing twice.
 */
export function membershipBillingJob(
  db: Database,
  card: CardPayments | undefined,
  publicUrl: string,
): JobDefinition {
  const deps = { db, card, origin: publicUrl };
  return defineJob({
    name: 'membership-billing',
    schedule: { everySeconds: 60 },
    run: async () => {
      const result = await runBillingJob(deps);
      return Object.values(result).some((n) => n > 0) ? result : undefined;
    },
  });
}

/**
 * Studio exports the owner asked for are built (decisions/0064-studio-export.md). Each is claimed in
 * the statement that marks it running, so two processes, or a run repeated after a crash, never build
 * one twice; one whose process died is failed after an hour for the owner to start again.
 */
export function studioExportJob(db: Database, cipher: FieldCipher, publicUrl: string): JobDefinition {
  return defineJob({
    name: 'studio-exports',
    schedule: { everySeconds: 5 },
    run: async () => {
      const result = await runStudioExports({ db, cipher, publicUrl });
      return result.built + result.failed + result.stale > 0 ? result : undefined;
    },
  });
}

/** Studio export archives past their 7 days are removed (their rows stay: the download says so). */
export function studioExportPruneJob(db: Database): JobDefinition {
  return defineJob({
    name: 'studio-exports-prune',
    schedule: { everySeconds: 600 },
    run: async () => {
      const result = await pruneExpiredExports(db);
      return result.removed > 0 ? result : undefined;
    },
  });
}

/** Webhook deliveries that are due (first tries and retries), every 5 s (decision 0063). */
export function webhookDeliveryJob(deps: WebhookDeps): JobDefinition {
  return defineJob({
    name: 'webhook-delivery',
    schedule: { everySeconds: 5 },
    run: async () => {
      const result = await deliverDueWebhooks(deps);
      return result.sent > 0 ? result : undefined;
    },
  });
}

export type BackgroundJobOptions = {
  /** Saved cards are charged for renewals only when card payments are configured. */
  card?: CardPayments | undefined;
  mail?: DeliveryOptions | undefined;
  /** The app's public origin, for the links in reminder emails. */
  publicUrl?: string | undefined;
  /** The field cipher: a studio export opens payees' bank numbers when the owner asked for them. */
  cipher?: FieldCipher | undefined;
  /** Webhook endpoints on this machine allowed (WEBHOOKS_ALLOW_LOOPBACK, development and tests). */
  webhooksAllowLoopback?: boolean;
};

/** The jobs every API process runs. */
export function backgroundJobs(db: Database, options: BackgroundJobOptions = {}): JobDefinition[] {
  return [
    creditExpiryJob(db),
    sessionRemindersJob(db),
    classClosingJob(db),
    idempotencyPruneJob(db),
    liveEventsPruneJob(db),
    contractRemindersJob(db, options.publicUrl ?? 'http://localhost:3000'),
    membershipBillingJob(db, options.card, options.publicUrl ?? 'http://localhost:3000'),
    ...(options.cipher
      ? [
          webhookDeliveryJob({
            db,
            cipher: options.cipher,
            policy: { resolver: systemResolver, allowLoopback: options.webhooksAllowLoopback ?? false },
          }),
        ]
      : []),
    ...(options.cipher
      ? [
          studioExportJob(db, options.cipher, options.publicUrl ?? 'http://localhost:3000'),
          studioExportPruneJob(db),
        ]
      : []),
    ...(options.mail ? [emailDeliveryJob(db, options.mail)] : []),
  ];
}
