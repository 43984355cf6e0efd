-- Function live_event_session_changed: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/services.sql: services_live_event

-- Hand-written (decision 0060): a session's status or time changed, so its page, its expert's and the
-- staff's lists can refresh, whatever code changed it. Its customer, its expert and the staff hear it.
-- A trip that ends (leaves Tracking) takes its position with it: the latest point and the position
-- events kept for replay are deleted in the same transaction.
CREATE OR REPLACE FUNCTION "live_event_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'Tracking' AND NEW."status" <> 'Tracking' THEN
    DELETE FROM "trip_positions" WHERE "session_id" = NEW."id";
    DELETE FROM "live_events" WHERE "session_id" = NEW."id" AND "type" = 'tracking.position';
  END IF;
  INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
  VALUES (NEW."business_id", ARRAY['staff', 'm:' || NEW."expert_id", 'm:' || NEW."customer_id"],
    'session.changed', jsonb_build_object('sessionId', NEW."id", 'status', NEW."status"));
  RETURN NULL;
END;
$$;
