-- Function ledger_refuse_change: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/credit_entries.sql: credit_entries_append_only
--   triggers/credit_entries.sql: credit_entries_no_truncate
--   triggers/credit_hold_allocations.sql: credit_hold_allocations_append_only
--   triggers/credit_hold_allocations.sql: credit_hold_allocations_no_truncate
--   triggers/credit_holds.sql: credit_holds_no_delete
--   triggers/credit_lots.sql: credit_lots_no_delete
--   triggers/journal_entries.sql: journal_entries_append_only
--   triggers/journal_entries.sql: journal_entries_no_truncate
--   triggers/journal_lines.sql: journal_lines_append_only
--   triggers/journal_lines.sql: journal_lines_no_truncate
--   triggers/payments.sql: payments_no_delete
--   triggers/payments.sql: payments_no_truncate
--   triggers/refunds.sql: refunds_append_only
--   triggers/refunds.sql: refunds_no_truncate
--   triggers/purchases.sql: purchases_no_delete
--   triggers/purchases.sql: purchases_no_truncate
--   triggers/service_history.sql: service_history_append_only
--   triggers/service_history.sql: service_history_no_truncate
--   triggers/group_history.sql: group_history_append_only
--   triggers/subscription_history.sql: subscription_history_append_only
--   triggers/subscription_invoices.sql: subscription_invoices_no_delete

-- Hand-written below (decision 0008): what Drizzle's schema cannot declare.
-- Ledger rows are append-only: a correction is a new entry, never an edit.
CREATE OR REPLACE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows cannot be changed or deleted; write a correcting entry instead', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
