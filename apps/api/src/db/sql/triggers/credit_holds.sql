-- Triggers on "credit_holds": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/ledger_refuse_change.sql
CREATE TRIGGER "credit_holds_no_delete" BEFORE DELETE ON "credit_holds"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();

-- Calls functions/credit_holds_settle_once.sql
CREATE TRIGGER "credit_holds_settle_once" BEFORE UPDATE ON "credit_holds"
  FOR EACH ROW EXECUTE FUNCTION "credit_holds_settle_once"();
