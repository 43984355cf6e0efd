import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  businessBankAccounts,
  businesses,
  businessHours,
  contractEvents,
  contracts,
  contractTemplates,
  contractTemplateVersions,
  creditBalances,
  creditEntries,
  creditHolds,
  creditLots,
  creditPacks,
  expertAvailabilityExceptions,
  expertWeeklyHours,
  groupAttendance,
  groupHistory,
  groupOccurrences,
  groupSeats,
  groupSettings,
  groups,
  householdMembers,
  journalEntries,
  journalLines,
  locations,
  memberProfiles,
  membershipPlans,
  memberships,
  offeringExperts,
  offeringLocations,
  offerings,
  payees,
  payments,
  purchases,
  refunds,
  serviceHistory,
  serviceParticipants,
  servicePlans,
  services,
  staffProfiles,
  studioExports,
  subscriptionAttempts,
  subscriptionFreezes,
  subscriptionHistory,
  subscriptionInvoices,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { tenantRow } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';

// The studio export's reads and its row (decisions/0064-studio-export.md). Every read takes the
// business first and filters on it (STYLE.md 6); the export test proves no other studio's row gets in.

/** A table as the archive writes it: its columns (the database's names) and its rows, in that order. */
export type TableDump = { columns: string[]; rows: unknown[][] };

type TenantTable = PgTable & { businessId: PgColumn };

type TableFile = { table: TenantTable; where?: (table: TenantTable) => SQL };

/**
 * The tables written as they are, one CSV each, by file name. Binary columns (photos, signatures,
 * PDFs: the PDFs are files of their own) and encrypted ones (health answers) are left out.
 */
const TABLE_FILES = {
  'business_hours.csv': { table: businessHours },
  'locations.csv': { table: locations },
  'offerings.csv': { table: offerings },
  'offering_experts.csv': { table: offeringExperts },
  'offering_locations.csv': { table: offeringLocations },
  'credit_packs.csv': { table: creditPacks },
  'membership_plans.csv': { table: membershipPlans },
  'staff_profiles.csv': { table: staffProfiles },
  'expert_weekly_hours.csv': { table: expertWeeklyHours },
  'expert_time_off.csv': { table: expertAvailabilityExceptions },
  'member_profiles.csv': { table: memberProfiles },
  'household_members.csv': { table: householdMembers },
  'sessions.csv': { table: services },
  'session_participants.csv': { table: serviceParticipants },
  'session_history.csv': { table: serviceHistory },
  'session_plans.csv': { table: servicePlans },
  'class_settings.csv': { table: groupSettings },
  'classes.csv': { table: groups },
  'class_occurrences.csv': { table: groupOccurrences },
  'class_rosters.csv': { table: groupSeats },
  'class_attendance.csv': { table: groupAttendance },
  'class_history.csv': { table: groupHistory },
  'purchases.csv': { table: purchases },
  'payments.csv': { table: payments },
  'refunds.csv': { table: refunds },
  'credit_balances.csv': { table: creditBalances },
  'credit_lots.csv': { table: creditLots },
  'credit_holds.csv': { table: creditHolds },
  'credit_entries.csv': { table: creditEntries },
  'journal_entries.csv': { table: journalEntries },
  'journal_lines.csv': { table: journalLines },
  'subscriptions.csv': { table: subscriptions },
  'subscription_invoices.csv': { table: subscriptionInvoices },
  'subscription_attempts.csv': { table: subscriptionAttempts },
  'subscription_freezes.csv': { table: subscriptionFreezes },
  'subscription_history.csv': { table: subscriptionHistory },
  'contract_templates.csv': { table: contractTemplates },
  'contract_template_versions.csv': { table: contractTemplateVersions },
  'contracts.csv': { table: contracts },
  'contract_events.csv': { table: contractEvents },
} satisfies Record<string, TableFile>;

export type TableFileName = keyof typeof TABLE_FILES;

function exportedColumns(table: PgTable): Record<string, PgColumn> {
  const kept = Object.values(getTableColumns(table) as Record<string, PgColumn>).filter(
    (column) => column.getSQLType() !== 'bytea' && !column.name.endsWith('_encrypted'),
  );
  return Object.fromEntries(kept.map((column) => [column.name, column]));
}

async function dump(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  fields: Record<string, PgColumn> = exportedColumns(table),
): Promise<TableDump> {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const order = [all.createdAt, all.id].filter((column): column is PgColumn => column !== undefined);
  const rows = await db
    .select(fields)
    .from(table)
    .where(where)
    .orderBy(...order.map((column) => asc(column)));
  const columns = Object.keys(fields);
  return { columns, rows: rows.map((row) => columns.map((name) => (row as Record<string, unknown>)[name])) };
}

/** One of TABLE_FILES: the studio's rows of that table. */
export function dumpTableFile(db: Database, businessId: string, file: TableFileName): Promise<TableDump> {
  const spec: TableFile = TABLE_FILES[file];
  return dump(db, spec.table, eq(spec.table.businessId, businessId));
}

export const TABLE_FILE_NAMES = Object.keys(TABLE_FILES) as TableFileName[];

/** The studio's own row (its profile), without the logo's bytes. */
export function dumpStudioProfile(db: Database, businessId: string): Promise<TableDump> {
  return dump(db, businesses, eq(businesses.id, businessId));
}

export async function findStudio(db: Database, businessId: string) {
  const [row] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      slug: businesses.slug,
      timeZone: businesses.timeZone,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row;
}

// dump() selects from one table; the team and customers need the login's name, so they join here.
async function peopleWithLogin(db: Database, where: SQL) {
  return db
    .select({
      id: memberships.id,
      role: memberships.role,
      status: memberships.status,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      language: users.language,
      primaryExpertId: memberships.primaryExpertId,
      onboardedAt: memberships.onboardedAt,
      createdAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where)
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
}

export function listTeam(db: Database, businessId: string) {
  return peopleWithLogin(
    db,
    and(eq(memberships.businessId, businessId), ne(memberships.role, 'customer')) as SQL,
  );
}

export function listCustomers(db: Database, businessId: string) {
  return peopleWithLogin(
    db,
    and(eq(memberships.businessId, businessId), eq(memberships.role, 'customer')) as SQL,
  );
}

/** The person who asked for an export, to email: their login's address and their membership here. */
export async function findRequester(db: Database, businessId: string, userId: string) {
  const [row] = await db
    .select({ email: users.email, membershipId: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.businessId, businessId), eq(memberships.userId, userId)));
  return row;
}

/** Each customer's available credits per kind (rows only where a balance exists). */
export function listCreditBalances(db: Database, businessId: string) {
  return db
    .select({
      customerId: creditBalances.customerId,
      kind: creditBalances.kind,
      available: creditBalances.available,
    })
    .from(creditBalances)
    .where(eq(creditBalances.businessId, businessId));
}

/** The sessions a customer reviewed: the stars and words, with who and what. */
export function dumpReviews(db: Database, businessId: string): Promise<TableDump> {
  return dump(db, services, and(eq(services.businessId, businessId), isNotNull(services.reviewStars)), {
    session_id: services.id,
    offering_name: services.offeringName,
    expert_id: services.expertId,
    customer_id: services.customerId,
    starts_at: services.startsAt,
    review_stars: services.reviewStars,
    review_text: services.reviewText,
    reviewed_at: services.reviewedAt,
  });
}

/** The ids of the studio's contracts that have a sealed PDF. */
export async function listContractsWithPdf(db: Database, businessId: string): Promise<string[]> {
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.businessId, businessId), isNotNull(contracts.pdf)))
    .orderBy(asc(contracts.issuedAt), asc(contracts.id));
  return rows.map((row) => row.id);
}

/** One contract's sealed PDF (read one at a time: they are the archive's biggest part). */
export async function findContractPdf(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select({ pdf: contracts.pdf })
    .from(contracts)
    .where(tenantRow(contracts, businessId, id));
  return row?.pdf ?? null;
}

/** The payees with their sealed numbers: the service masks or opens them. */
export function listPayeesSealed(db: Database, businessId: string) {
  return db
    .select()
    .from(payees)
    .where(eq(payees.businessId, businessId))
    .orderBy(asc(payees.createdAt), asc(payees.id));
}

export async function findBankAccountSealed(db: Database, businessId: string) {
  const [row] = await db
    .select()
    .from(businessBankAccounts)
    .where(eq(businessBankAccounts.businessId, businessId));
  return row;
}

// ---- The export's own row ----

export type StudioExportRow = Omit<typeof studioExports.$inferSelect, 'archive'> & {
  requestedBy: string | null;
};

const exportFields = {
  id: studioExports.id,
  businessId: studioExports.businessId,
  requestedByUserId: studioExports.requestedByUserId,
  status: studioExports.status,
  progress: studioExports.progress,
  step: studioExports.step,
  includeBankNumbers: studioExports.includeBankNumbers,
  archiveBytes: studioExports.archiveBytes,
  error: studioExports.error,
  createdAt: studioExports.createdAt,
  finishedAt: studioExports.finishedAt,
  expiresAt: studioExports.expiresAt,
};

/** Locks the studio's row: two simultaneous requests to export it queue on it (one export at a time). */
export async function lockStudio(tx: Database, businessId: string): Promise<void> {
  await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for('update');
}

/** The studio's export being built (queued or running), if any. */
export async function findActiveExport(tx: Database, businessId: string) {
  const [row] = await tx
    .select({ id: studioExports.id })
    .from(studioExports)
    .where(
      and(eq(studioExports.businessId, businessId), inArray(studioExports.status, ['queued', 'running'])),
    )
    .limit(1);
  return row;
}

export async function insertExport(
  tx: Database,
  businessId: string,
  values: { requestedByUserId: string; includeBankNumbers: boolean; createdAt: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await tx
    .insert(studioExports)
    .values({ ...values, businessId })
    .returning({ id: studioExports.id });
  if (!row) throw new Error('studio export insert returned nothing');
  return row.id;
}

export async function listExports(
  db: Database,
  businessId: string,
  limit: number,
): Promise<StudioExportRow[]> {
  return db
    .select({ ...exportFields, requestedBy: users.fullName })
    .from(studioExports)
    .leftJoin(users, eq(users.id, studioExports.requestedByUserId))
    .where(eq(studioExports.businessId, businessId))
    .orderBy(desc(studioExports.createdAt), desc(studioExports.id))
    .limit(limit);
}

export async function findExport(
  db: Database,
  businessId: string,
  id: string,
): Promise<StudioExportRow | undefined> {
  const [row] = await db
    .select({ ...exportFields, requestedBy: users.fullName })
    .from(studioExports)
    .leftJoin(users, eq(users.id, studioExports.requestedByUserId))
    .where(tenantRow(studioExports, businessId, id));
  return row;
}

/** The archive's bytes, only while it is kept (not past its expiry at the server clock's instant). */
export async function findArchive(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select({ archive: studioExports.archive })
    .from(studioExports)
    .where(
      and(
        tenantRow(studioExports, businessId, id),
        eq(studioExports.status, 'done'),
        sql`${clock.sqlInstant()} < ${studioExports.expiresAt}`,
      ),
    );
  return row?.archive ?? null;
}

/**
 * Takes the oldest queued export, of any studio, for this run: the row is locked (`skip locked`) and
 * marked running in one statement, so two processes never build one export.
 */
export async function claimNextExport(db: Database) {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: studioExports.id })
      .from(studioExports)
      .where(eq(studioExports.status, 'queued'))
      .orderBy(asc(studioExports.createdAt), asc(studioExports.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return undefined;
    const [claimed] = await tx
      .update(studioExports)
      .set({ status: 'running', progress: 0, step: '' })
      .where(and(eq(studioExports.id, next.id), eq(studioExports.status, 'queued')))
      .returning({
        id: studioExports.id,
        businessId: studioExports.businessId,
        requestedByUserId: studioExports.requestedByUserId,
        includeBankNumbers: studioExports.includeBankNumbers,
      });
    return claimed;
  });
}

/** The job's progress, seen by the owner's page while it runs. */
export async function setProgress(
  db: Database,
  businessId: string,
  id: string,
  progress: number,
  step: string,
) {
  await db
    .update(studioExports)
    .set({ progress, step })
    .where(and(tenantRow(studioExports, businessId, id), eq(studioExports.status, 'running')));
}

/** Stores the archive and marks the export done; its 7 days start now. False when it was not running. */
export async function markExportDone(
  tx: Database,
  businessId: string,
  id: string,
  values: { archive: Buffer; finishedAt: Date; expiresAt: Date },
): Promise<boolean> {
  const [row] = await tx
    .update(studioExports)
    .set({
      status: 'done',
      progress: 100,
      step: 'archive',
      archive: values.archive,
      archiveBytes: values.archive.length,
      finishedAt: values.finishedAt,
      expiresAt: values.expiresAt,
    })
    .where(and(tenantRow(studioExports, businessId, id), eq(studioExports.status, 'running')))
    .returning({ id: studioExports.id });
  return row !== undefined;
}

export async function failExport(db: Database, businessId: string, id: string, error: string, at: Date) {
  await db
    .update(studioExports)
    .set({ status: 'failed', error, finishedAt: at })
    .where(and(tenantRow(studioExports, businessId, id), eq(studioExports.status, 'running')));
}

/**
 * Running exports started before `before` whose process died (a run is minutes at most): failed, so
 * the owner can start another. The row has no heartbeat, so its age is the test.
 */
export async function failStaleExports(db: Database, before: Date, error: string, at: Date) {
  const rows = await db
    .update(studioExports)
    .set({ status: 'failed', error, finishedAt: at })
    .where(and(eq(studioExports.status, 'running'), lt(studioExports.createdAt, before)))
    .returning({ id: studioExports.id });
  return rows.length;
}

/** Drops the archives past their expiry (the row stays, so a download says it expired). */
export async function dropExpiredArchives(db: Database, at: Date): Promise<number> {
  const rows = await db
    .update(studioExports)
    .set({ archive: null })
    .where(and(isNotNull(studioExports.archive), lte(studioExports.expiresAt, at)))
    .returning({ id: studioExports.id });
  return rows.length;
}
