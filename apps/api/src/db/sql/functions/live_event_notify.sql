-- Function live_event_notify: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/live_events.sql: live_events_notify

-- Hand-written (decision 0060): NOTIFY carries only ids (a payload must stay under 8,000 bytes, and
-- the row is the record a reconnecting browser replays). Sent at commit; every API process LISTENs on
-- "live_events" and reads the rows. One statement may add many events (a seed, a bulk change): their
-- ids go in chunks of 500, comma-separated.
CREATE OR REPLACE FUNCTION "live_event_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  chunk text;
BEGIN
  FOR chunk IN
    SELECT string_agg(id::text, ',' ORDER BY id)
    FROM (SELECT id, (row_number() OVER (ORDER BY id) - 1) / 500 AS part FROM new_rows) numbered
    GROUP BY part
  LOOP
    PERFORM pg_notify('live_events', chunk);
  END LOOP;
  RETURN NULL;
END;
$$;
