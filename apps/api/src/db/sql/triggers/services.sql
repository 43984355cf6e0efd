-- Triggers on "services": their current definitions, each calling a function in functions/.
-- Change one here, then write a new migration that drops and creates it (README.md in this folder);
-- src/db/sql-sources.test.ts compares them with the migrated database.

-- Calls functions/dashboard_member_visit_refresh.sql
CREATE TRIGGER "dashboard_member_visit_change" AFTER UPDATE ON "services"
  FOR EACH ROW WHEN (OLD.status = 'Completed' AND (NEW.status <> 'Completed' OR NEW.starts_at <> OLD.starts_at
    OR NEW.customer_id <> OLD.customer_id OR NEW.business_id <> OLD.business_id))
  EXECUTE FUNCTION "dashboard_member_visit_refresh"();

-- Calls functions/dashboard_member_visit_add.sql
CREATE TRIGGER "dashboard_member_visit_complete" AFTER UPDATE ON "services"
  FOR EACH ROW WHEN (NEW.status = 'Completed' AND OLD.status <> 'Completed')
  EXECUTE FUNCTION "dashboard_member_visit_add"();

-- Calls functions/dashboard_member_visit_refresh.sql
CREATE TRIGGER "dashboard_member_visit_delete" AFTER DELETE ON "services"
  FOR EACH ROW WHEN (OLD.status = 'Completed') EXECUTE FUNCTION "dashboard_member_visit_refresh"();

-- Calls functions/dashboard_member_visits_inserted.sql
CREATE TRIGGER "dashboard_member_visits_insert" AFTER INSERT ON "services"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_member_visits_inserted"();

-- Calls functions/dashboard_session_days_collect.sql
CREATE TRIGGER "dashboard_session_days_delete" AFTER DELETE ON "services"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_session_days_collect"();

-- Calls functions/dashboard_session_days_collect.sql
CREATE TRIGGER "dashboard_session_days_insert" AFTER INSERT ON "services"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_session_days_collect"();

-- Calls functions/dashboard_session_days_collect.sql
CREATE TRIGGER "dashboard_session_days_update" AFTER UPDATE ON "services"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_session_days_collect"();

-- Calls functions/integration_event_session.sql
CREATE TRIGGER "services_integration_event_insert" AFTER INSERT ON "services"
  FOR EACH ROW EXECUTE FUNCTION "integration_event_session"();

-- Calls functions/integration_event_session.sql
CREATE TRIGGER "services_integration_event_update" AFTER UPDATE ON "services"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."starts_at" IS DISTINCT FROM NEW."starts_at")
  EXECUTE FUNCTION "integration_event_session"();

-- Calls functions/live_event_session_changed.sql
CREATE TRIGGER "services_live_event" AFTER UPDATE ON "services"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."starts_at" IS DISTINCT FROM NEW."starts_at"
    OR OLD."expert_id" IS DISTINCT FROM NEW."expert_id")
  EXECUTE FUNCTION "live_event_session_changed"();

-- Calls functions/service_take_turn.sql
CREATE TRIGGER "services_take_turn" BEFORE INSERT OR UPDATE ON "services"
  FOR EACH ROW EXECUTE FUNCTION "service_take_turn"();

-- Calls functions/service_outside_group_classes.sql
-- Named after "services_take_turn" so it fires after it (triggers fire in name order).
CREATE TRIGGER "services_within_group_classes" BEFORE INSERT OR UPDATE ON "services"
  FOR EACH ROW EXECUTE FUNCTION "service_outside_group_classes"();
