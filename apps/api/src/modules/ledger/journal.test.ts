import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildStudio, type Studio } from '../../../test/factories.ts';
import { databaseRefusal } from '../../../test/support/database-refusal.ts';
import { openTestDatabase, testDatabaseKinds } from '../../../test/support/databases.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { journalEntries, journalLines } from '../../db/schema/index.ts';
import {
  findUnbalancedJournalEntries,
  getAccountBalances,
  getJournalEntry,
  postJournalEntry,
  reverseJournalEntry,
  UnbalancedJournalEntryError,
} from './journal.repository.ts';

describe.each(testDatabaseKinds())('double-entry journal on %s', (kind) => {
  let database: DatabaseHandle;
  let studio: Studio;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    studio = await buildStudio(database.db, { experts: 0, cookies: false, customers: 0 });
  });

  const db = () => database.db;
  const cashSale = (sourceId: string, cents = 12_500) =>
    postJournalEntry(db(), studio.businessId, {
      memo: '10 Training credits, paid at the studio',
      sourceType: 'payment',
      sourceId,
      lines: [
        { account: 'cash_drawer', amountCents: cents },
        { account: 'deferred_revenue', amountCents: -cents },
      ],
    });

  it('posts a balanced entry and moves the account balances', async () => {
    const { entryId, posted } = await cashSale('pay-1');
    expect(posted).toBe(true);
    const entry = await getJournalEntry(db(), studio.businessId, entryId);
    expect(entry?.lines).toHaveLength(2);
    const balances = await getAccountBalances(db(), studio.businessId);
    expect(balances).toMatchObject({ cash_drawer: 12_500, deferred_revenue: -12_500, revenue: 0 });
  });

  it('posts one entry per source, however often the posting is retried', async () => {
    const first = await cashSale('pay-2');
    const again = await cashSale('pay-2');
    expect(again).toEqual({ entryId: first.entryId, posted: false });
    expect((await getAccountBalances(db(), studio.businessId)).cash_drawer).toBe(12_500);
  });

  it('refuses lines that do not balance, a single line and fractional cents before writing', async () => {
    const post = (lines: { account: 'cash_drawer' | 'revenue'; amountCents: number }[]) =>
      postJournalEntry(db(), studio.businessId, { memo: 'bad', sourceType: 'test', sourceId: 'x', lines });
    await expect(
      post([
        { account: 'cash_drawer', amountCents: 100 },
        { account: 'revenue', amountCents: -99 },
      ]),
    ).rejects.toBeInstanceOf(UnbalancedJournalEntryError);
    await expect(post([{ account: 'cash_drawer', amountCents: 100 }])).rejects.toBeInstanceOf(
      UnbalancedJournalEntryError,
    );
    await expect(
      post([
        { account: 'cash_drawer', amountCents: 10.5 },
        { account: 'revenue', amountCents: -10.5 },
      ]),
    ).rejects.toBeInstanceOf(UnbalancedJournalEntryError);
    expect(await db().select().from(journalEntries).where(sql`business_id = ${studio.businessId}`)).toEqual(
      [],
    );
  });

  it('refuses, in the database, an unbalanced entry or one with fewer than two lines', async () => {
    const insertEntry = (amounts: number[]) =>
      db().transaction(async (tx) => {
        const [entry] = await tx
          .insert(journalEntries)
          .values({
            businessId: studio.businessId,
            memo: 'direct',
            sourceType: 'test',
            sourceId: `${amounts}`,
          })
          .returning({ id: journalEntries.id });
        if (!entry) throw new Error('no entry');
        if (amounts.length > 0) {
          await tx.insert(journalLines).values(
            amounts.map((amountCents) => ({
              businessId: studio.businessId,
              entryId: entry.id,
              account: 'cash_drawer' as const,
              amountCents,
            })),
          );
        }
      });
    expect(await databaseRefusal(insertEntry([100, -50]))).toMatch(/does not balance/);
    expect(await databaseRefusal(insertEntry([100]))).toMatch(/at least two/);
    expect(await databaseRefusal(insertEntry([]))).toMatch(/at least two/);
    // A line added later to a posted, balanced entry unbalances it and is refused too.
    const { entryId } = await cashSale('pay-3');
    expect(
      await databaseRefusal(
        db()
          .insert(journalLines)
          .values({ businessId: studio.businessId, entryId, account: 'revenue', amountCents: 1 }),
      ),
    ).toMatch(/does not balance/);
    expect(await findUnbalancedJournalEntries(db())).toEqual([]);
  });

  it('refuses to update or delete posted entries and lines', async () => {
    const { entryId } = await cashSale('pay-4');
    expect(
      await databaseRefusal(
        db().execute(sql`update journal_lines set amount_cents = 1 where entry_id = ${entryId}`),
      ),
    ).toMatch(/cannot be changed or deleted/);
    expect(
      await databaseRefusal(db().execute(sql`delete from journal_lines where entry_id = ${entryId}`)),
    ).toMatch(/cannot be changed or deleted/);
    expect(
      await databaseRefusal(
        db().execute(sql`update journal_entries set memo = 'edited' where id = ${entryId}`),
      ),
    ).toMatch(/cannot be changed or deleted/);
    expect(
      await databaseRefusal(db().execute(sql`delete from journal_entries where id = ${entryId}`)),
    ).toMatch(/cannot be changed or deleted/);
  });

  it('refuses a line pointing at another business’s entry', async () => {
    const { entryId } = await cashSale('pay-5');
    const other = await buildStudio(db(), { experts: 0, cookies: false, customers: 0 });
    expect(
      await databaseRefusal(
        db()
          .insert(journalLines)
          .values({ businessId: other.businessId, entryId, account: 'revenue', amountCents: 1 }),
      ),
    ).toMatch(/journal_lines_entry_fk/);
  });

  it('corrects an entry with a reversing entry, once', async () => {
    const { entryId } = await cashSale('pay-6', 9_900);
    const reversal = await reverseJournalEntry(db(), studio.businessId, entryId, {
      memo: 'Recorded by mistake',
    });
    const again = await reverseJournalEntry(db(), studio.businessId, entryId, {
      memo: 'Recorded by mistake',
    });
    expect(reversal.posted).toBe(true);
    expect(again).toEqual({ entryId: reversal.entryId, posted: false });
    const balances = await getAccountBalances(db(), studio.businessId);
    expect(balances.cash_drawer).toBe(0);
    expect(balances.deferred_revenue).toBe(0);
    // Both entries are still there: the correction is a new entry, not an edit.
    expect(
      await db().select().from(journalEntries).where(sql`business_id = ${studio.businessId}`),
    ).toHaveLength(2);
  });

  it('posts inside a caller’s transaction and rolls back with it', async () => {
    expect(
      await databaseRefusal(
        db().transaction(async (tx) => {
          await postJournalEntry(tx, studio.businessId, {
            memo: 'part of a larger change',
            sourceType: 'payment',
            sourceId: 'pay-7',
            lines: [
              { account: 'card_clearing', amountCents: 5_000 },
              { account: 'deferred_revenue', amountCents: -5_000 },
            ],
          });
          throw new Error('the larger change failed');
        }),
      ),
    ).toMatch(/larger change failed/);
    expect((await getAccountBalances(db(), studio.businessId)).card_clearing).toBe(0);
  });
});
