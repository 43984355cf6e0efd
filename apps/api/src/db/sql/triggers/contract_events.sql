-- Triggers on "contract_events": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/contract_events_refuse_change.sql
CREATE TRIGGER "contract_events_append_only" BEFORE UPDATE OR DELETE ON "contract_events"
  FOR EACH ROW EXECUTE FUNCTION "contract_events_refuse_change"();

-- Calls functions/integration_event_contract.sql
CREATE TRIGGER "contract_events_integration_event" AFTER INSERT ON "contract_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "integration_event_contract"();
