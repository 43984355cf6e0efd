-- Function live_event_access_changed: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/sessions.sql: sessions_live_event_delete
--   triggers/memberships.sql: memberships_live_event_access

-- Hand-written (decision 0060): a sign-out (a browser session deleted), a deactivation or a new role
-- changes what a person's open event streams may carry. Each process checks again the streams of
-- those memberships and closes the ones whose viewer is gone. Never sent to a browser.
CREATE OR REPLACE FUNCTION "live_event_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
    SELECT DISTINCT o."business_id", ARRAY['m:' || o."membership_id"], 'access.changed', '{}'::jsonb
    FROM old_rows o;
  ELSE
    INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
    SELECT n."business_id", ARRAY['m:' || n."id"], 'access.changed', '{}'::jsonb
    FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    WHERE o."status" IS DISTINCT FROM n."status" OR o."role" IS DISTINCT FROM n."role";
  END IF;
  RETURN NULL;
END;
$$;
