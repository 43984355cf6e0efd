-- Triggers on "contracts": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/contracts_guard.sql
CREATE TRIGGER "contracts_guard" BEFORE UPDATE ON "contracts"
  FOR EACH ROW EXECUTE FUNCTION "contracts_guard"();

-- Calls functions/contract_events_refuse_change.sql
CREATE TRIGGER "contracts_no_delete" BEFORE DELETE ON "contracts"
  FOR EACH ROW EXECUTE FUNCTION "contract_events_refuse_change"();
