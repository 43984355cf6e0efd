import {
  CREDIT_KINDS,
  CUSTOMER_CSV_COLUMNS,
  creditColumn,
  STUDIO_EXPORT_FORMAT_VERSION,
  STUDIO_EXPORT_KEPT_DAYS,
  STUDIO_EXPORT_MESSAGES,
  STUDIO_EXPORT_STEPS,
  type StudioExport,
  type StudioExportFile,
  type StudioExportList,
  type StudioExportManifest,
  type StudioExportStep,
} from '@bmp/shared';
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { csvLine } from '../../lib/csv.ts';
import type { FieldCipher } from '../../lib/field-encryption.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { waiverKey, waiverStates } from '../contracts/index.ts';
import { enqueueEmail } from '../outbox/index.ts';
import { studioExportEmail } from './studio-export.email.ts';
import {
  claimNextExport,
  dropExpiredArchives,
  dumpReviews,
  dumpStudioProfile,
  dumpTableFile,
  failExport,
  failStaleExports,
  findActiveExport,
  findArchive,
  findBankAccountSealed,
  findContractPdf,
  findExport,
  findRequester,
  findStudio,
  insertExport,
  listContractsWithPdf,
  listCreditBalances,
  listCustomers,
  listExports,
  listPayeesSealed,
  listTeam,
  lockStudio,
  markExportDone,
  type StudioExportRow,
  setProgress,
  type TableDump,
  type TableFileName,
} from './studio-export.repository.ts';

// The studio's full export (decisions/0064-studio-export.md): the owner asks, a job builds the zip (a
// CSV per table, the sealed contract PDFs, manifest.json), the database keeps it 7 days, the owner
// downloads it. Every read is the studio's own (the repository filters on its business id).

const DAY_MS = 24 * 60 * 60 * 1000;
const KEPT_MS = STUDIO_EXPORT_KEPT_DAYS * DAY_MS;
/** A running export older than this lost its process (a build takes seconds to minutes). */
const STALE_AFTER_MS = 60 * 60 * 1000;
/** Exports one job run builds at most; the rest wait for the next run (a few seconds later). */
const EXPORTS_PER_RUN = 3;

export type ExportDeps = { db: Database; cipher: FieldCipher; publicUrl: string };

function toStudioExport(row: StudioExportRow, now: Date): StudioExport {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    step: row.step,
    includeBankNumbers: row.includeBankNumbers,
    requestedBy: row.requestedBy,
    archiveBytes: row.archiveBytes,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    expired: row.status === 'done' && row.expiresAt.getTime() <= now.getTime(),
  };
}

/**
 * Queues an export of the viewer's studio. The route has already signed the owner in again when
 * `includeBankNumbers` (full numbers). One export at a time per studio: a second is refused (409).
 */
export async function startExport(
  db: Database,
  viewer: Viewer,
  input: { includeBankNumbers: boolean },
): Promise<StudioExport> {
  const now = clock.now();
  const id = await db.transaction(async (tx) => {
    await lockStudio(tx, viewer.businessId);
    if (await findActiveExport(tx, viewer.businessId)) {
      throw new HttpProblem(409, 'Conflict', STUDIO_EXPORT_MESSAGES.alreadyRunning);
    }
    return insertExport(tx, viewer.businessId, {
      requestedByUserId: viewer.userId,
      includeBankNumbers: input.includeBankNumbers,
      createdAt: now,
      // Replaced when the archive is built: kept 7 days from then.
      expiresAt: new Date(now.getTime() + KEPT_MS),
    });
  });
  return studioExportById(db, viewer, id);
}

/** The studio's latest exports, newest first. */
export async function listStudioExports(db: Database, viewer: Viewer): Promise<StudioExportList> {
  const now = clock.now();
  const rows = await listExports(db, viewer.businessId, 10);
  return { items: rows.map((row) => toStudioExport(row, now)) };
}

export async function studioExportById(db: Database, viewer: Viewer, id: string): Promise<StudioExport> {
  const row = await findExport(db, viewer.businessId, id);
  if (!row) throw notFound('export');
  return toStudioExport(row, clock.now());
}

/** The archive to download: 404 for another studio's, 409 before it is built, 410 once it expired. */
export async function exportArchive(
  db: Database,
  viewer: Viewer,
  id: string,
): Promise<{ bytes: Buffer; fileName: string }> {
  const row = await findExport(db, viewer.businessId, id);
  if (!row) throw notFound('export');
  if (row.status === 'failed') throw new HttpProblem(409, 'Conflict', STUDIO_EXPORT_MESSAGES.failed);
  if (row.status !== 'done') throw new HttpProblem(409, 'Conflict', STUDIO_EXPORT_MESSAGES.notReady);
  const archive = await findArchive(db, viewer.businessId, id);
  if (!archive) throw new HttpProblem(410, 'Gone', STUDIO_EXPORT_MESSAGES.expired);
  const studio = await findStudio(db, viewer.businessId);
  const day = (row.finishedAt ?? row.createdAt).toISOString().slice(0, 10);
  return { bytes: Buffer.from(archive), fileName: `${studio?.slug ?? 'studio'}-export-${day}.zip` };
}

// ---- The archive ----

function cellOf(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}

function csvOf(dump: TableDump): string {
  return [dump.columns, ...dump.rows].map((row) => csvLine(row.map(cellOf))).join('');
}

/** "****6789": the last 4 digits, as the app shows them. */
const masked = (last4: string) => `****${last4}`;

class ArchiveWriter {
  readonly files: Zippable = {};
  readonly entries: StudioExportFile[] = [];

  csv(name: string, dump: TableDump): void {
    this.files[name] = strToU8(csvOf(dump));
    this.entries.push({ name, type: 'csv', columns: dump.columns, rows: dump.rows.length });
  }

  pdf(name: string, bytes: Uint8Array): void {
    // PDFs are compressed already: stored as they are.
    this.files[name] = [bytes, { level: 0 }];
    this.entries.push({ name, type: 'pdf', bytes: bytes.length });
  }
}

type Build = { db: Database; cipher: FieldCipher; businessId: string; includeBankNumbers: boolean };

async function writeTables(out: ArchiveWriter, build: Build, files: TableFileName[]) {
  for (const file of files) out.csv(file, await dumpTableFile(build.db, build.businessId, file));
}

async function customersDump({ db, businessId }: Build): Promise<TableDump> {
  const [customers, balances] = await Promise.all([
    listCustomers(db, businessId),
    listCreditBalances(db, businessId),
  ]);
  const waivers = await waiverStates(
    db,
    businessId,
    customers.map((customer) => customer.id),
  );
  const available = new Map(balances.map((row) => [`${row.customerId}/${row.kind}`, row.available]));
  const columns = [
    ...CUSTOMER_CSV_COLUMNS,
    'id',
    'status',
    'waiver_status',
    'primary_expert_id',
    'onboarded_at',
    'created_at',
  ];
  const rows = customers.map((customer) => [
    customer.fullName,
    customer.email,
    customer.phone,
    customer.language,
    ...CREDIT_KINDS.map((kind) => available.get(`${customer.id}/${kind}`) ?? 0),
    customer.id,
    customer.status,
    waivers.required ? (waivers.states.get(waiverKey(customer.id))?.state ?? 'unsigned') : 'not_required',
    customer.primaryExpertId,
    customer.onboardedAt,
    customer.createdAt,
  ]);
  // The shared columns come first, in the import's order (packages/shared studio-data/customers-csv.ts).
  if (columns.slice(0, CUSTOMER_CSV_COLUMNS.length).join() !== CUSTOMER_CSV_COLUMNS.join()) {
    throw new Error('customers.csv must start with CUSTOMER_CSV_COLUMNS');
  }
  if (CREDIT_KINDS.map(creditColumn).some((name) => !columns.includes(name))) {
    throw new Error('customers.csv lacks a credit column');
  }
  return { columns, rows };
}

async function teamDump({ db, businessId }: Build): Promise<TableDump> {
  const team = await listTeam(db, businessId);
  return {
    columns: [
      'id',
      'role',
      'status',
      'full_name',
      'email',
      'phone',
      'language',
      'onboarded_at',
      'created_at',
    ],
    rows: team.map((person) => [
      person.id,
      person.role,
      person.status,
      person.fullName,
      person.email,
      person.phone,
      person.language,
      person.onboardedAt,
      person.createdAt,
    ]),
  };
}

/** Payees and the studio's bank account: masked, or in full when the owner signed in again to ask. */
async function payeeDumps({ db, cipher, businessId, includeBankNumbers }: Build) {
  const open = (sealed: string, last4: string) =>
    includeBankNumbers ? cipher.decrypt(sealed) : masked(last4);
  const [payees, bank] = await Promise.all([
    listPayeesSealed(db, businessId),
    findBankAccountSealed(db, businessId),
  ]);
  const payeeFile: TableDump = {
    columns: [
      'id',
      'name',
      'kind',
      'team_member_id',
      'tax_id',
      'routing_number',
      'account_number',
      'account_type',
      'paid_outside_ach',
      'created_at',
      'updated_at',
    ],
    rows: payees.map((payee) => [
      payee.id,
      payee.name,
      payee.kind,
      payee.membershipId,
      open(payee.taxIdEncrypted, payee.taxIdLast4),
      payee.routingNumber,
      open(payee.accountNumberEncrypted, payee.accountLast4),
      payee.accountType,
      payee.paidOutsideAch,
      payee.createdAt,
      payee.updatedAt,
    ]),
  };
  const bankFile: TableDump = {
    columns: [
      'holder_name',
      'routing_number',
      'account_number',
      'ein',
      'bank_name',
      'immediate_origin',
      'updated_at',
    ],
    rows: bank
      ? [
          [
            bank.holderName,
            bank.routingNumber,
            open(bank.accountNumberEncrypted, bank.accountLast4),
            bank.ein,
            bank.bankName,
            bank.immediateOrigin,
            bank.updatedAt,
          ],
        ]
      : [],
  };
  return { payeeFile, bankFile };
}

/** What each step writes, in STUDIO_EXPORT_STEPS' order. */
const STEP_WRITERS: Record<StudioExportStep, (out: ArchiveWriter, build: Build) => Promise<void>> = {
  studio: async (out, build) => {
    out.csv('studio.csv', await dumpStudioProfile(build.db, build.businessId));
    await writeTables(out, build, [
      'business_hours.csv',
      'locations.csv',
      'offerings.csv',
      'offering_experts.csv',
      'offering_locations.csv',
      'credit_packs.csv',
      'membership_plans.csv',
    ]);
  },
  team: async (out, build) => {
    out.csv('team.csv', await teamDump(build));
    await writeTables(out, build, ['staff_profiles.csv', 'expert_weekly_hours.csv', 'expert_time_off.csv']);
  },
  customers: async (out, build) => {
    out.csv('customers.csv', await customersDump(build));
    await writeTables(out, build, ['member_profiles.csv', 'household_members.csv']);
  },
  sessions: async (out, build) => {
    await writeTables(out, build, [
      'sessions.csv',
      'session_participants.csv',
      'session_history.csv',
      'session_plans.csv',
    ]);
    out.csv('reviews.csv', await dumpReviews(build.db, build.businessId));
  },
  classes: (out, build) =>
    writeTables(out, build, [
      'class_settings.csv',
      'classes.csv',
      'class_occurrences.csv',
      'class_rosters.csv',
      'class_attendance.csv',
      'class_history.csv',
    ]),
  money: (out, build) =>
    writeTables(out, build, [
      'purchases.csv',
      'payments.csv',
      'refunds.csv',
      'credit_balances.csv',
      'credit_lots.csv',
      'credit_holds.csv',
      'credit_entries.csv',
      'journal_entries.csv',
      'journal_lines.csv',
    ]),
  memberships: (out, build) =>
    writeTables(out, build, [
      'subscriptions.csv',
      'subscription_invoices.csv',
      'subscription_attempts.csv',
      'subscription_freezes.csv',
      'subscription_history.csv',
    ]),
  contracts: async (out, build) => {
    await writeTables(out, build, [
      'contract_templates.csv',
      'contract_template_versions.csv',
      'contract_events.csv',
    ]);
    const contracts = await dumpTableFile(build.db, build.businessId, 'contracts.csv');
    const withPdf = new Set(await listContractsWithPdf(build.db, build.businessId));
    const idColumn = contracts.columns.indexOf('id');
    out.csv('contracts.csv', {
      columns: [...contracts.columns, 'pdf_file'],
      rows: contracts.rows.map((row) => {
        const id = String(row[idColumn]);
        return [...row, withPdf.has(id) ? `contracts/${id}.pdf` : null];
      }),
    });
    for (const id of withPdf) {
      const pdf = await findContractPdf(build.db, build.businessId, id);
      if (pdf) out.pdf(`contracts/${id}.pdf`, new Uint8Array(pdf));
      await yieldToRequests();
    }
  },
  payees: async (out, build) => {
    const { payeeFile, bankFile } = await payeeDumps(build);
    out.csv('payees.csv', payeeFile);
    out.csv('bank_account.csv', bankFile);
  },
  // The zip itself is written after the steps; this one only names the last stretch in the progress.
  archive: async () => {},
};

// On PGlite every query answers without real I/O: a long build would keep requests (the owner's page
// polling its progress) waiting; a turn of the event loop between steps lets them in (decision 0036).
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Builds one claimed export's archive, updating its progress step by step. */
async function buildArchive(
  deps: ExportDeps,
  claimed: { id: string; businessId: string; includeBankNumbers: boolean },
): Promise<Buffer> {
  const build: Build = {
    db: deps.db,
    cipher: deps.cipher,
    businessId: claimed.businessId,
    includeBankNumbers: claimed.includeBankNumbers,
  };
  const studio = await findStudio(deps.db, claimed.businessId);
  if (!studio) throw new Error('the studio is gone');
  const out = new ArchiveWriter();
  for (const [index, step] of STUDIO_EXPORT_STEPS.entries()) {
    const progress = Math.floor((index * 100) / STUDIO_EXPORT_STEPS.length);
    await setProgress(deps.db, claimed.businessId, claimed.id, progress, step);
    await STEP_WRITERS[step](out, build);
    await yieldToRequests();
  }
  const manifest: StudioExportManifest = {
    formatVersion: STUDIO_EXPORT_FORMAT_VERSION,
    studio,
    createdAt: clock.now().toISOString(),
    bankNumbers: claimed.includeBankNumbers ? 'full' : 'masked',
    files: out.entries,
  };
  out.files['manifest.json'] = strToU8(`${JSON.stringify(manifest, null, 2)}\n`);
  return Buffer.from(zipSync(out.files, { level: 6, mtime: clock.now() }));
}

/**
 * The export job's run: fails exports whose process died, then builds the queued ones (oldest first,
 * a few per run). Each is claimed in the statement that marks it running, so a second process, or a
 * repeated run, never builds it twice; the owner is emailed in the transaction that stores it.
 */
export async function runStudioExports(
  deps: ExportDeps,
): Promise<{ built: number; failed: number; stale: number; errors: string[] }> {
  const { db } = deps;
  const now = clock.now();
  const stale = await failStaleExports(
    db,
    new Date(now.getTime() - STALE_AFTER_MS),
    'The export stopped before it finished. Start a new one.',
    now,
  );
  let built = 0;
  let failed = 0;
  // For the job's log only: the owner reads a plain sentence, never an internal error.
  const errors: string[] = [];
  for (let i = 0; i < EXPORTS_PER_RUN; i++) {
    const claimed = await claimNextExport(db);
    if (!claimed) break;
    try {
      const archive = await buildArchive(deps, claimed);
      const finishedAt = clock.now();
      await db.transaction(async (tx) => {
        const stored = await markExportDone(tx, claimed.businessId, claimed.id, {
          archive,
          finishedAt,
          expiresAt: new Date(finishedAt.getTime() + KEPT_MS),
        });
        if (!stored || !claimed.requestedByUserId) return;
        const requester = await findRequester(tx, claimed.businessId, claimed.requestedByUserId);
        const studio = await findStudio(tx, claimed.businessId);
        if (!requester || !studio) return;
        await enqueueEmail(
          tx,
          studioExportEmail({
            businessId: claimed.businessId,
            membershipId: requester.membershipId,
            to: requester.email,
            studioName: studio.name,
            link: `${deps.publicUrl.replace(/\/$/, '')}/admin/business/data`,
            days: STUDIO_EXPORT_KEPT_DAYS,
          }),
        );
      });
      built++;
    } catch (error) {
      failed++;
      errors.push(`${claimed.id}: ${error instanceof Error ? error.message : String(error)}`);
      await failExport(db, claimed.businessId, claimed.id, STUDIO_EXPORT_MESSAGES.failed, clock.now());
    }
  }
  return { built, failed, stale, errors };
}

/** Removes the archives past their 7 days (their rows stay: a download then says they expired). */
export async function pruneExpiredExports(db: Database): Promise<{ removed: number }> {
  return { removed: await dropExpiredArchives(db, clock.now()) };
}
