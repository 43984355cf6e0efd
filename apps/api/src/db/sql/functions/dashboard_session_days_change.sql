-- Function dashboard_session_days_change: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.

-- Hand-written (decision 0030, "Rollup triggers off the booking's path"). The rollup triggers of
-- 0021_dashboard_rollups.sql built their statement as text (EXECUTE), so every booking parsed and
-- planned three statements again: the session's insert, the credit-hold update of the same session
-- and the hold's credit entry. A statement trigger now hands its transition rows, as arrays, to one
-- PL/pgSQL function whose statement is planned once per connection; the upserts stay in key order.
CREATE OR REPLACE FUNCTION "dashboard_session_days_change"(added "services"[], removed "services"[])
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
