import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { requestHash } from '../../lib/idempotency.ts';
import { postJournalEntry, UnbalancedJournalEntryError } from './journal.repository.ts';

// The ledger's pure checks: what makes two requests the same, and which lines can never make a
// journal entry. The database handle is never used: lines that pass would fail on it instead.
const noDatabase = new Proxy({} as Database, {
  get() {
    throw new Error('the database was used');
  },
});

describe('requestHash', () => {
  it('is the SHA-256 of the JSON with keys sorted at every depth', () => {
    expect(requestHash({ b: 1, a: { d: [2, { f: 1, e: 2 }], c: null } })).toBe(
      requestHash({ a: { c: null, d: [2, { e: 2, f: 1 }] }, b: 1 }),
    );
    // sha256('{"a":1,"b":2}')
    expect(requestHash({ b: 2, a: 1 })).toBe(
      '43258cff783fe7036d8a43033f830adfc60ec037382473548ac742b888292777',
    );
  });

  it('tells apart requests that differ in a value, an array order or a type', () => {
    const hashes = [
      { a: 1 },
      { a: 2 },
      { a: '1' },
      { a: [1, 2] },
      { a: [2, 1] },
      { a: null },
      {},
      null,
      [],
    ].map(requestHash);
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('hashes a request without a body as "undefined"', () => {
    // sha256('undefined')
    expect(requestHash(undefined)).toBe('eb045d78d273107348b0300c01d29b7552d622abbc6faf81b3ec55359aa9950c');
  });
});

describe('journal lines that cannot make an entry', () => {
  const post = (lines: { account: string; amountCents: number }[]) =>
    postJournalEntry(noDatabase, 'b', {
      memo: 'test',
      sourceType: 'test',
      sourceId: 't',
      lines: lines as Parameters<typeof postJournalEntry>[2]['lines'],
    });

  it('needs at least two lines', async () => {
    await expect(post([])).rejects.toThrow(
      new UnbalancedJournalEntryError('A journal entry needs at least two lines.'),
    );
    await expect(post([{ account: 'cash_drawer', amountCents: 0 }])).rejects.toThrow(
      'A journal entry needs at least two lines.',
    );
  });

  it('refuses an unknown account, and a zero, fractional or unsafe amount', async () => {
    await expect(
      post([
        { account: 'petty_cash', amountCents: 100 },
        { account: 'revenue', amountCents: -100 },
      ]),
    ).rejects.toThrow('Unknown journal account "petty_cash".');
    for (const amountCents of [0, 0.5, 2 ** 53]) {
      await expect(
        post([
          { account: 'cash_drawer', amountCents },
          { account: 'revenue', amountCents: -1 },
        ]),
      ).rejects.toThrow('Every line needs a non-zero whole number of cents.');
    }
  });

  it('refuses lines that do not sum to zero, saying by how much', async () => {
    await expect(
      post([
        { account: 'cash_drawer', amountCents: 10_000 },
        { account: 'deferred_revenue', amountCents: -9_999 },
      ]),
    ).rejects.toThrow(
      new UnbalancedJournalEntryError('The lines of a journal entry must sum to zero (they sum to 1).'),
    );
    const error = await post([
      { account: 'cash_drawer', amountCents: 1 },
      { account: 'revenue', amountCents: 1 },
    ]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'UnbalancedJournalEntryError' });
  });

  it('lets balanced lines through to the database', async () => {
    await expect(
      post([
        { account: 'cash_drawer', amountCents: 10_000 },
        { account: 'deferred_revenue', amountCents: -10_000 },
      ]),
    ).rejects.toThrow('the database was used');
  });
});
