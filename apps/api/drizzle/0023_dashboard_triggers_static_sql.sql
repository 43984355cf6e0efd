-- Hand-written (decision 0030, "Rollup triggers off the booking's path"). The rollup triggers of
-- 0021_dashboard_rollups.sql built their statement as text (EXECUTE), so every booking parsed and
-- planned three statements again: the session's insert, the credit-hold update of the same session
-- and the hold's credit entry. A statement trigger now hands its transition rows, as arrays, to one
-- PL/pgSQL function whose statement is planned once per connection; the upserts stay in key order.
CREATE FUNCTION "dashboard_session_days_change"(added "services"[], removed "services"[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_session_days AS d (business_id, day, expert_id, offering_id, service_type, status,
    late, sessions, minutes)
  SELECT r.business_id, (r.starts_at AT TIME ZONE b.time_zone)::date, r.expert_id, r.offering_id,
    r.service_type, r.status,
    coalesce(r.status = 'Canceled' AND r.canceled_at > r.starts_at - make_interval(hours => b.free_cancel_hours), false),
    sum(r.sign)::int, sum(r.sign * r.duration_minutes)::int
  FROM (SELECT a.*, 1 AS sign FROM unnest(added) a UNION ALL SELECT x.*, -1 FROM unnest(removed) x) r
  JOIN businesses b ON b.id = r.business_id
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(r.sign) <> 0 OR sum(r.sign * r.duration_minutes) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (business_id, day, expert_id, offering_id, service_type, status, late) DO UPDATE
    SET sessions = d.sessions + excluded.sessions, minutes = d.minutes + excluded.minutes;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_session_days_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_session_days_change(ARRAY(SELECT n::services FROM new_rows n), '{}'::services[]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_session_days_change('{}'::services[], ARRAY(SELECT o::services FROM old_rows o));
  ELSE
    PERFORM dashboard_session_days_change(ARRAY(SELECT n::services FROM new_rows n), ARRAY(SELECT o::services FROM old_rows o));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "dashboard_session_days_insert" ON "services";
--> statement-breakpoint
DROP TRIGGER "dashboard_session_days_update" ON "services";
--> statement-breakpoint
DROP TRIGGER "dashboard_session_days_delete" ON "services";
--> statement-breakpoint
DROP FUNCTION "dashboard_session_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_session_days_insert" AFTER INSERT ON "services"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_session_days_collect"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_session_days_update" AFTER UPDATE ON "services"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_session_days_collect"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_session_days_delete" AFTER DELETE ON "services"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_session_days_collect"();
--> statement-breakpoint
-- Only spends add to a money day: a booking's hold (and a release) skips the text-built statement.
-- The inner IF is planned only for credit entries (PL/pgSQL compiles a trigger function per table).
CREATE OR REPLACE FUNCTION "dashboard_money_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'credit_entries' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE entry_type = 'spend') THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE dashboard_money_upsert(format(dashboard_money_source(TG_TABLE_NAME), 'new_rows'));
  RETURN NULL;
END;
$$;
