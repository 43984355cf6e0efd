-- Triggers on "subscription_invoices": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/ledger_refuse_change.sql
-- An invoice is money owed or paid: it is waived or voided, never deleted.
CREATE TRIGGER "subscription_invoices_no_delete" BEFORE DELETE ON "subscription_invoices"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
