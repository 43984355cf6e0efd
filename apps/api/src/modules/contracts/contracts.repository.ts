import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import {
  businesses,
  contractEvents,
  contractLinks,
  contracts,
  householdMembers,
  locations,
  memberships,
  users,
} from '../../db/schema/index.ts';
import { tenantRow } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';
import { type ChainedFields, eventHash, GENESIS_HASH } from './chain.ts';

// Issued contracts, their events (the hash chain) and their emailed links
// (docs/decisions/0053-contracts.md). Every function takes the business first (STYLE.md 6).

export type ContractRow = typeof contracts.$inferSelect;
export type NewContractRow = Omit<typeof contracts.$inferInsert, 'id' | 'businessId'>;
export type ContractEventRow = typeof contractEvents.$inferSelect;
export type ContractStatusValue = ContractRow['status'];

/** The contract's columns without its large files (signature, scan, PDF), for lists and checks. */
const { signaturePng, countersignaturePng, paperScan, pdf, ...contractColumns } = getTableColumns(contracts);
const listColumns = {
  ...contractColumns,
  hasPdf: sql<boolean>`${contracts.pdf} is not null`,
};
export type ContractListRow = Omit<
  ContractRow,
  'signaturePng' | 'countersignaturePng' | 'paperScan' | 'pdf'
> & {
  hasPdf: boolean;
};

export async function insertContract(db: Database, businessId: string, values: NewContractRow) {
  const [row] = await db
    .insert(contracts)
    .values({ ...values, businessId })
    .returning({ id: contracts.id });
  if (!row) throw new Error('contract insert returned nothing');
  return row.id;
}

/** One contract without its files; `lock` takes its row for the transaction (one writer at a time). */
export async function findContract(
  db: Database,
  businessId: string,
  id: string,
  { lock = false } = {},
): Promise<ContractListRow | undefined> {
  const query = db
    .select(listColumns)
    .from(contracts)
    .where(tenantRow(contracts, businessId, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: contracts }) : await query;
  return row;
}

export async function findContractFiles(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select({
      signaturePng: contracts.signaturePng,
      countersignaturePng: contracts.countersignaturePng,
      paperScan: contracts.paperScan,
      paperScanType: contracts.paperScanType,
      pdf: contracts.pdf,
    })
    .from(contracts)
    .where(tenantRow(contracts, businessId, id))
    .limit(1);
  return row;
}

export async function updateContract(
  db: Database,
  businessId: string,
  id: string,
  values: Partial<NewContractRow>,
): Promise<void> {
  await db
    .update(contracts)
    .set({ ...values, updatedAt: clock.now() })
    .where(tenantRow(contracts, businessId, id));
}

export type ContractFilters = {
  q?: string | undefined;
  status?: ContractStatusValue | undefined;
  kind?: ContractRow['kind'] | undefined;
  personId?: string | undefined;
  unsigned?: boolean | undefined;
};

function filtersWhere(businessId: string, filters: ContractFilters): SQL {
  const conditions: SQL[] = [eq(contracts.businessId, businessId)];
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, '\\$&')}%`;
    const text = or(
      ilike(contracts.personName, pattern),
      ilike(contracts.personEmail, pattern),
      ilike(contracts.title, pattern),
      ilike(contracts.dependantName, pattern),
    );
    if (text) conditions.push(text);
  }
  if (filters.status) conditions.push(eq(contracts.status, filters.status));
  if (filters.kind) conditions.push(eq(contracts.kind, filters.kind));
  if (filters.personId) conditions.push(eq(contracts.personId, filters.personId));
  if (filters.unsigned)
    conditions.push(inArray(contracts.status, ['draft', 'sent', 'viewed', 'countersign']));
  return and(...conditions) as SQL;
}

const SORTS = {
  issuedAt: contracts.issuedAt,
  person: contracts.personName,
  status: contracts.status,
  title: contracts.title,
} as const;

export async function listContracts(
  db: ReadDatabase,
  businessId: string,
  filters: ContractFilters,
  page: { sort: keyof typeof SORTS; order: 'asc' | 'desc'; limit: number; offset: number },
) {
  const where = filtersWhere(businessId, filters);
  const direction = page.order === 'asc' ? asc : desc;
  const [items, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(listColumns)
      .from(contracts)
      .where(where)
      .orderBy(direction(SORTS[page.sort]), desc(contracts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(contracts).where(where),
  ]);
  return { items, total };
}

/** Every contract the filters match, newest first (the CSV export; bounded by the caller). */
export function listAllContracts(
  db: ReadDatabase,
  businessId: string,
  filters: ContractFilters,
  limit: number,
) {
  return db
    .select(listColumns)
    .from(contracts)
    .where(filtersWhere(businessId, filters))
    .orderBy(desc(contracts.issuedAt), desc(contracts.id))
    .limit(limit);
}

/**
 * The contracts a person sees as theirs: those they sign (for themselves or as a guardian) and, for
 * the owner, those waiting for the studio's countersignature and those they countersigned.
 */
export function listOwnContracts(db: Database, businessId: string, personId: string, isOwner: boolean) {
  const mine = eq(contracts.personId, personId);
  const toCountersign = eq(contracts.status, 'countersign');
  return db
    .select(listColumns)
    .from(contracts)
    .where(
      and(
        eq(contracts.businessId, businessId),
        isOwner ? or(mine, toCountersign, eq(contracts.countersignedById, personId)) : mine,
        sql`${contracts.status} <> 'draft'`,
      ),
    )
    .orderBy(desc(contracts.issuedAt), desc(contracts.id));
}

// ---- Events: the hash chain ---------------------------------------------------------------------------

export function listEvents(db: Database, businessId: string, contractId: string) {
  return db
    .select()
    .from(contractEvents)
    .where(and(eq(contractEvents.businessId, businessId), eq(contractEvents.contractId, contractId)))
    .orderBy(asc(contractEvents.seq));
}

export type NewEvent = Omit<ChainedFields, 'contractId' | 'seq' | 'prevHash'>;

/**
 * Appends an event to the contract's chain: the next number, the previous event's hash, its own hash.
 * The caller holds the contract's row lock, so two appends never take the same number.
 */
export async function appendEvent(
  db: Database,
  businessId: string,
  contractId: string,
  event: NewEvent,
): Promise<ContractEventRow> {
  const [last] = await db
    .select({ seq: contractEvents.seq, hash: contractEvents.hash })
    .from(contractEvents)
    .where(and(eq(contractEvents.businessId, businessId), eq(contractEvents.contractId, contractId)))
    .orderBy(desc(contractEvents.seq))
    .limit(1);
  const fields: ChainedFields = {
    ...event,
    contractId,
    seq: (last?.seq ?? 0) + 1,
    prevHash: last?.hash ?? GENESIS_HASH,
  };
  const [row] = await db
    .insert(contractEvents)
    .values({ ...fields, businessId, hash: eventHash(fields) })
    .returning();
  if (!row) throw new Error('contract event insert returned nothing');
  return row;
}

// ---- Emailed links ------------------------------------------------------------------------------------

export async function insertLink(
  db: Database,
  businessId: string,
  contractId: string,
  tokenHash: string,
  expiresAt: Date,
) {
  await db.insert(contractLinks).values({ tokenHash, businessId, contractId, expiresAt });
}

/** The contract a link opens, while the link has not expired (any studio: the token is the key). */
export async function findLink(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ businessId: contractLinks.businessId, contractId: contractLinks.contractId })
    .from(contractLinks)
    .where(
      and(eq(contractLinks.tokenHash, tokenHash), sql`${contractLinks.expiresAt} > ${clock.sqlInstant()}`),
    )
    .limit(1);
  return row;
}

// ---- Who and where, for rendering and checks ----------------------------------------------------------

/** A person of the studio as a contract names them, with their login's language. */
export async function findPerson(db: Database, businessId: string, membershipId: string) {
  const [row] = await db
    .select({
      id: memberships.id,
      role: memberships.role,
      status: memberships.status,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      language: users.language,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(tenantRow(memberships, businessId, membershipId))
    .limit(1);
  return row;
}

export async function findDependant(db: Database, businessId: string, membershipId: string, id: string) {
  const [row] = await db
    .select({
      id: householdMembers.id,
      fullName: householdMembers.fullName,
      relationship: householdMembers.relationship,
      dateOfBirth: householdMembers.dateOfBirth,
    })
    .from(householdMembers)
    .where(
      and(
        eq(householdMembers.businessId, businessId),
        eq(householdMembers.membershipId, membershipId),
        eq(householdMembers.id, id),
      ),
    )
    .limit(1);
  return row;
}

/** A customer's household, for their waiver states. */
export function listDependants(db: Database, businessId: string, membershipId: string) {
  return db
    .select({
      id: householdMembers.id,
      fullName: householdMembers.fullName,
      dateOfBirth: householdMembers.dateOfBirth,
    })
    .from(householdMembers)
    .where(and(eq(householdMembers.businessId, businessId), eq(householdMembers.membershipId, membershipId)))
    .orderBy(asc(householdMembers.fullName));
}

/** What the studio placeholders need: its name, main location, free-cancel window and time zone. */
export async function findStudioFacts(db: Database, businessId: string) {
  const [[row], [location]] = await Promise.all([
    db
      .select({
        name: businesses.name,
        timeZone: businesses.timeZone,
        freeCancelHours: businesses.freeCancelHours,
      })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .limit(1),
    // The default location first, then the oldest active one: its address, or its name without one.
    db
      .select({ address: locations.address, display: locations.display })
      .from(locations)
      .where(and(eq(locations.businessId, businessId), eq(locations.active, true)))
      .orderBy(desc(locations.isDefault), asc(locations.createdAt))
      .limit(1),
  ]);
  if (!row) throw new Error('business not found');
  return { ...row, location: location ? (location.address ?? location.display) : null };
}

/** The staff who can countersign (the owners), with their emails. */
export function listOwners(db: Database, businessId: string) {
  return db
    .select({ id: memberships.id, email: users.email, fullName: users.fullName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.businessId, businessId),
        eq(memberships.role, 'principal'),
        eq(memberships.status, 'active'),
      ),
    );
}

// ---- Waivers -------------------------------------------------------------------------------------------

/**
 * The latest waiver contracts of a template for these people (each person's own, and their dependants'),
 * newest first per (person, dependant): what decides each one's waiver state.
 */
export function listWaiverContracts(
  db: Database,
  businessId: string,
  templateId: string,
  personIds: readonly string[],
) {
  if (personIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: contracts.id,
      personId: contracts.personId,
      dependantId: contracts.dependantId,
      status: contracts.status,
      templateVersion: contracts.templateVersion,
      onPaper: contracts.onPaper,
      signedAt: contracts.signedAt,
      issuedAt: contracts.issuedAt,
    })
    .from(contracts)
    .where(
      and(
        eq(contracts.businessId, businessId),
        eq(contracts.templateId, templateId),
        inArray(contracts.personId, [...personIds]),
        inArray(contracts.status, ['draft', 'sent', 'viewed', 'signed', 'excused']),
      ),
    )
    .orderBy(desc(contracts.issuedAt));
}

// ---- Reminders and expiry (the background job) --------------------------------------------------------

/** Open contracts past their expiry, for the job to expire (a few at a time). */
export function listExpiredOpen(db: Database, limit: number) {
  return db
    .select({ id: contracts.id, businessId: contracts.businessId })
    .from(contracts)
    .where(and(inArray(contracts.status, ['draft', 'sent', 'viewed']), lte(contracts.expiresAt, clock.now())))
    .limit(limit);
}

/** Sent contracts whose last email (or reminder) is older than `olderThan`, still before expiry. */
export function listDueReminders(db: Database, olderThan: Date, maxReminders: number, limit: number) {
  return db
    .select({ id: contracts.id, businessId: contracts.businessId })
    .from(contracts)
    .where(
      and(
        inArray(contracts.status, ['sent', 'viewed']),
        sql`${contracts.expiresAt} > ${clock.sqlInstant()}`,
        sql`coalesce(${contracts.lastRemindedAt}, ${contracts.sentAt}) <= ${clock.sqlInstant(olderThan)}`,
        sql`${contracts.remindersSent} < ${maxReminders}`,
      ),
    )
    .limit(limit);
}
