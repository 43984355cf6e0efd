-- Triggers on "group_occurrences": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/group_occurrence_expert_free.sql
CREATE TRIGGER "group_occurrences_expert_free" BEFORE INSERT OR UPDATE ON "group_occurrences"
  FOR EACH ROW EXECUTE FUNCTION "group_occurrence_expert_free"();
