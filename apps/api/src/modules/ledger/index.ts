// The module's public entry: what other folders may use (docs/architecture.md).
export {
  accountTotalsBySource,
  findUnbalancedJournalEntries,
  postJournalEntriesWithin,
  postJournalEntry,
  postJournalEntryWithin,
} from './journal.repository.ts';
