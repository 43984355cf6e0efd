-- Function dashboard_rebuild: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.

-- Recomputes one studio's days from the source rows (the time zone moves days, the free-cancel window
-- moves late cancels); also the back-fill below.
CREATE OR REPLACE FUNCTION "dashboard_rebuild"(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_session_days WHERE business_id = target;
  DELETE FROM dashboard_money_days WHERE business_id = target;
  INSERT INTO dashboard_session_days (business_id, day, expert_id, offering_id, service_type, status, late,
    sessions, minutes)
  SELECT r.business_id, (r.starts_at AT TIME ZONE b.time_zone)::date, r.expert_id, r.offering_id,
    r.service_type, r.status,
    coalesce(r.status = 'Canceled' AND r.canceled_at > r.starts_at - make_interval(hours => b.free_cancel_hours), false),
    count(*)::int, sum(r.duration_minutes)::int
  FROM services r JOIN businesses b ON b.id = r.business_id
  WHERE r.business_id = target
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
  EXECUTE dashboard_money_upsert((SELECT string_agg(
    format('select * from (%s) s where s.business_id = %L', format(dashboard_money_source(t), t), target),
    ' union all ')
  FROM unnest(ARRAY['journal_lines', 'payments', 'refunds', 'credit_lots', 'credit_entries']) AS t));
END;
$$;
