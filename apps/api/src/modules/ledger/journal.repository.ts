import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import {
  JOURNAL_ACCOUNTS,
  type JournalAccount,
  journalEntries,
  journalLines,
} from '../../db/schema/index.ts';
import { tenantRow } from '../../db/scope.ts';

// The studio's double-entry journal (decision 0008). Amounts are integer cents, debit positive and
// credit negative, so a balanced entry's lines sum to zero. The database checks that at commit and
// refuses any change to a posted entry; this module checks it first only to give a clear error.

/** The database handle, or a transaction of it: an entry can be posted inside a larger change. */
export type DatabaseOrTransaction = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type JournalLineInput = { account: JournalAccount; amountCents: number };

export type PostJournalEntryInput = {
  memo: string;
  /** What moved the money (`payment`, `refund`, `reversal`...): with sourceId, posted at most once. */
  sourceType: string;
  sourceId: string;
  lines: JournalLineInput[];
  actorUserId?: string | null;
};

/** Lines that cannot make a journal entry: fewer than two, a zero or fractional amount, or a non-zero sum. */
export class UnbalancedJournalEntryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnbalancedJournalEntryError';
  }
}

function assertBalanced(lines: JournalLineInput[]): void {
  if (lines.length < 2) throw new UnbalancedJournalEntryError('A journal entry needs at least two lines.');
  let sum = 0n;
  for (const line of lines) {
    if (!(JOURNAL_ACCOUNTS as readonly string[]).includes(line.account)) {
      throw new UnbalancedJournalEntryError(`Unknown journal account "${line.account}".`);
    }
    if (!Number.isSafeInteger(line.amountCents) || line.amountCents === 0) {
      throw new UnbalancedJournalEntryError('Every line needs a non-zero whole number of cents.');
    }
    sum += BigInt(line.amountCents);
  }
  if (sum !== 0n) {
    throw new UnbalancedJournalEntryError(
      `The lines of a journal entry must sum to zero (they sum to ${sum}).`,
    );
  }
}

/**
 * Posts one balanced journal entry. Posting again for the same source answers the first entry
 * (`posted: false`) and writes nothing, so a retried payment never books twice. Pass a transaction to
 * post together with the change that moved the money; the balance check runs when it commits.
 */
export async function postJournalEntry(
  db: DatabaseOrTransaction,
  businessId: string,
  input: PostJournalEntryInput,
): Promise<{ entryId: string; posted: boolean }> {
  assertBalanced(input.lines);
  // Inside a caller's transaction this is a savepoint, so a refused entry does not abort the caller's work.
  return db.transaction((tx) => postJournalEntryWithin(tx, businessId, input));
}

/**
 * `postJournalEntry` inside the caller's transaction, without a savepoint of its own: an error aborts
 * the caller's whole transaction. For callers that let any error end their transaction anyway (a
 * payment, a day's lapse), where the savepoint would only cost two round trips.
 */
export async function postJournalEntryWithin(
  tx: DatabaseOrTransaction,
  businessId: string,
  input: PostJournalEntryInput,
): Promise<{ entryId: string; posted: boolean }> {
  assertBalanced(input.lines);
  const [created] = await tx
    .insert(journalEntries)
    .values({
      businessId,
      memo: input.memo,
      sourceType: input.sourceType,
      sourceId: input.sourceId,
      actorUserId: input.actorUserId ?? null,
    })
    .onConflictDoNothing({
      target: [journalEntries.businessId, journalEntries.sourceType, journalEntries.sourceId],
    })
    .returning({ id: journalEntries.id });
  if (!created) {
    const [existing] = await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.businessId, businessId),
          eq(journalEntries.sourceType, input.sourceType),
          eq(journalEntries.sourceId, input.sourceId),
        ),
      );
    if (!existing) throw new Error('journal entry conflicted but was not found');
    return { entryId: existing.id, posted: false };
  }
  await tx.insert(journalLines).values(
    input.lines.map((line) => ({
      businessId,
      entryId: created.id,
      account: line.account,
      amountCents: line.amountCents,
    })),
  );
  return { entryId: created.id, posted: true };
}

/**
 * `postJournalEntryWithin` for many entries (of any businesses) in two statements: the entries, then
 * all their lines. An entry whose source was posted already writes nothing again (`posted: false`).
 * For a batch of payments (the membership billing run, decisions/0061-billing-in-batches.md).
 */
export async function postJournalEntriesWithin(
  tx: DatabaseOrTransaction,
  inputs: (PostJournalEntryInput & { businessId: string })[],
): Promise<{ posted: number }> {
  if (inputs.length === 0) return { posted: 0 };
  for (const input of inputs) assertBalanced(input.lines);
  const created = await tx
    .insert(journalEntries)
    .values(
      inputs.map((input) => ({
        businessId: input.businessId,
        memo: input.memo,
        sourceType: input.sourceType,
        sourceId: input.sourceId,
        actorUserId: input.actorUserId ?? null,
      })),
    )
    .onConflictDoNothing({
      target: [journalEntries.businessId, journalEntries.sourceType, journalEntries.sourceId],
    })
    .returning({
      id: journalEntries.id,
      businessId: journalEntries.businessId,
      sourceType: journalEntries.sourceType,
      sourceId: journalEntries.sourceId,
    });
  const entryOf = new Map(
    created.map((row) => [`${row.businessId}:${row.sourceType}:${row.sourceId}`, row.id]),
  );
  const lines = inputs.flatMap((input) => {
    const entryId = entryOf.get(`${input.businessId}:${input.sourceType}:${input.sourceId}`);
    if (entryId === undefined) return [];
    return input.lines.map((line) => ({
      businessId: input.businessId,
      entryId,
      account: line.account,
      amountCents: line.amountCents,
    }));
  });
  if (lines.length > 0) await tx.insert(journalLines).values(lines);
  return { posted: created.length };
}

/** A posted entry with its lines, or undefined when this business has no such entry. */
export async function getJournalEntry(db: DatabaseOrTransaction, businessId: string, entryId: string) {
  const [entry] = await db
    .select()
    .from(journalEntries)
    .where(tenantRow(journalEntries, businessId, entryId));
  if (!entry) return undefined;
  const lines = await db
    .select({ account: journalLines.account, amountCents: journalLines.amountCents })
    .from(journalLines)
    .where(and(eq(journalLines.businessId, businessId), eq(journalLines.entryId, entryId)));
  return { ...entry, lines };
}

/**
 * Corrects a posted entry the only way the journal allows: a new entry with every line negated.
 * An entry is reversed at most once (source `reversal` + the entry's id).
 */
export async function reverseJournalEntry(
  db: DatabaseOrTransaction,
  businessId: string,
  entryId: string,
  { memo, actorUserId = null }: { memo: string; actorUserId?: string | null },
): Promise<{ entryId: string; posted: boolean }> {
  const original = await getJournalEntry(db, businessId, entryId);
  if (!original) throw new UnbalancedJournalEntryError(`Journal entry ${entryId} was not found.`);
  return postJournalEntry(db, businessId, {
    memo,
    sourceType: 'reversal',
    sourceId: entryId,
    actorUserId,
    lines: original.lines.map((line) => ({ account: line.account, amountCents: -line.amountCents })),
  });
}

/** The balance of every account of a business in cents (debit positive), accounts without lines at 0. */
export async function getAccountBalances(
  db: DatabaseOrTransaction,
  businessId: string,
): Promise<Record<JournalAccount, number>> {
  const rows = await db
    .select({ account: journalLines.account, cents: sql<string>`sum(${journalLines.amountCents})` })
    .from(journalLines)
    .where(eq(journalLines.businessId, businessId))
    .groupBy(journalLines.account);
  const balances = Object.fromEntries(JOURNAL_ACCOUNTS.map((account) => [account, 0])) as Record<
    JournalAccount,
    number
  >;
  for (const row of rows) balances[row.account] = Number(row.cents);
  return balances;
}

/**
 * Entries whose lines do not balance or that have fewer than two lines: always none, since the
 * database refuses them; the property tests and the ledger benchmark check it anyway.
 */
export async function findUnbalancedJournalEntries(db: Database): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select e.id from journal_entries e left join journal_lines l on l.entry_id = e.id
        group by e.id having count(l.id) < 2 or coalesce(sum(l.amount_cents), 0) <> 0`,
  );
  return rows.map((row) => row.id);
}

/**
 * What the entries of one source type posted to one account, per source id (debit positive): the
 * revenue a hold's use recognised, the deferred revenue a refund moved. Sources with nothing posted
 * are absent.
 */
export async function accountTotalsBySource(
  db: DatabaseOrTransaction,
  businessId: string,
  query: { sourceType: string; sourceIds: string[]; account: JournalAccount },
): Promise<Map<string, number>> {
  if (query.sourceIds.length === 0) return new Map();
  const rows = await db
    .select({ sourceId: journalEntries.sourceId, cents: sql<string>`sum(${journalLines.amountCents})` })
    .from(journalEntries)
    .innerJoin(
      journalLines,
      and(
        eq(journalLines.businessId, journalEntries.businessId),
        eq(journalLines.entryId, journalEntries.id),
      ),
    )
    .where(
      and(
        eq(journalEntries.businessId, businessId),
        eq(journalEntries.sourceType, query.sourceType),
        inArray(journalEntries.sourceId, query.sourceIds),
        eq(journalLines.account, query.account),
      ),
    )
    .groupBy(journalEntries.sourceId);
  return new Map(rows.map((row) => [row.sourceId, Number(row.cents)]));
}
