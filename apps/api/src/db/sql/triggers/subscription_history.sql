-- Triggers on "subscription_history": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/ledger_refuse_change.sql
-- A membership's history is its audit trail (decisions/0055-memberships.md): never edited or deleted.
CREATE TRIGGER "subscription_history_append_only" BEFORE UPDATE OR DELETE ON "subscription_history"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();

-- Calls functions/integration_event_membership.sql
CREATE TRIGGER "subscription_history_integration_event" AFTER INSERT ON "subscription_history"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "integration_event_membership"();
