-- Function live_event_notification_created: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/notifications.sql: notifications_live_event

-- Hand-written (decision 0060): a new bell item reaches its one recipient at once, whoever added it
-- (the booking engine, a trigger, a job). One statement, however many rows.
CREATE OR REPLACE FUNCTION "live_event_notification_created"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
  SELECT n."business_id", ARRAY['m:' || n."membership_id"], 'notification.created',
    jsonb_build_object('notificationId', n."id")
  FROM new_rows n;
  RETURN NULL;
END;
$$;
