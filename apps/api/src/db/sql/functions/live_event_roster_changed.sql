-- Function live_event_roster_changed: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/group_seats.sql: group_seats_live_event_insert, group_seats_live_event_update

-- Hand-written (decision 0060): someone joined, left, or moved off the waitlist of a class, so its
-- roster (staff and the class's expert) and the member's own class page refresh.
CREATE OR REPLACE FUNCTION "live_event_roster_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
  SELECT NEW."business_id", ARRAY['staff', 'm:' || g."expert_id", 'm:' || NEW."customer_id"],
    'class.roster', jsonb_build_object('groupId', NEW."group_id", 'occurrenceId', NEW."occurrence_id")
  FROM "groups" g
  WHERE g."business_id" = NEW."business_id" AND g."id" = NEW."group_id";
  RETURN NULL;
END;
$$;
